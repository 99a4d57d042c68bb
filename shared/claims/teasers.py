"""Parts of a page's text that are not the article's own assertions.

``off_article(text)`` gives the character ranges of ``text`` that are not the article's
own assertions, each with its reason: a teaser section (a short heading line such as ``Top
stories``, ``Related articles``, ``Most read``, ``More from ...``; the short headline-like
lines under it, up to the next heading line or to where the story's prose resumes),
``teaser_section``; the paragraph under a fact-check's ``Claim`` / ``Rumor`` heading (the
checked rumour, which the page does not assert), ``checked_claim``.
"""

from __future__ import annotations

import re

from shared.claims.page_lines import LINE_RX, is_heading, stems

__all__ = ["CHECKED_CLAIM", "TEASER_HEAD_RX", "TEASER_SECTION", "off_article"]

TEASER_SECTION = "teaser_section"
CHECKED_CLAIM = "checked_claim"

TEASER_HEAD_RX = re.compile(
    r"^(?:(?:top|related|more|latest|popular|trending|recommended|featured|recent|other|"
    r"partner|sponsored|editor'?s|editors'?|most\s+(?:read|popular|viewed|shared|watched))"
    r"(?:\s+[\w'\u2019&-]+){0,3}|you\s+(?:may|might)\s+(?:also\s+)?like|read\s+(?:more|next|also)"
    r"|see\s+also|also\s+(?:read|on\s+[\w ]+)|further\s+reading|don'?t\s+miss|more\s+from\b.*)"
    r"\s*:?$",
    re.IGNORECASE,
)
"""A heading over links to other stories (``Top stories``, ``Related articles``, ``More
from Reuters``, ``You may also like``)."""
_TEASER_NOUN_RX = re.compile(
    r"\b(?:stories|story|news|articles?|posts?|reads?|links?|headlines?|videos?|picks?|"
    r"coverage|content|like|more|next|also|reading|miss|from)\b",
    re.IGNORECASE,
)
"""A teaser heading names what it lists (``stories``, ``news``) or is a fixed phrase."""
_CHECKED_HEAD_RX = re.compile(
    r"^(?:the\s+)?(?:claim|rumou?r|claim\s+reviewed|what'?s\s+being\s+claimed|"
    r"what\s+was\s+claimed|viral\s+claim)\s*:?$",
    re.IGNORECASE,
)
"""A fact-check's heading over the rumour it checks (``Claim``, ``Rumor``)."""


def off_article(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, reason)`` of the parts of ``text`` that are not the article's own
    assertions (module docstring), in order."""
    lines = [(m.start(), m.end(), m.group(0).strip()) for m in LINE_RX.finditer(text)]
    out: list[tuple[int, int, str]] = []
    at = 0
    while at < len(lines):
        line = lines[at][2]
        if not is_heading(line):
            at += 1
            continue
        if TEASER_HEAD_RX.match(line) and _TEASER_NOUN_RX.search(line):
            before = text[: lines[at][0]]
            known = stems(before)
            after = at + 1
            while (after < len(lines) and not is_heading(lines[after][2])
                   and _teaser_line(lines[after][2], known)):  # fmt: skip
                after += 1
            section = [lines[i][2] for i in range(at + 1, after)]
            if section and _elsewhere(section, before):
                out.append((lines[at + 1][0], lines[after - 1][1], TEASER_SECTION))
            at = after
            continue
        if _CHECKED_HEAD_RX.match(line) and at + 1 < len(lines):
            out.append((lines[at + 1][0], lines[at + 1][1], CHECKED_CLAIM))
            at += 2
            continue
        at += 1
    return out


def _elsewhere(section: list[str], before: str) -> bool:
    """The lines under a teaser heading tell of other stories: on average under a third of
    each line's content words occur in the article before the heading. A heading left
    over from a box the extractor emptied (``Most read in world news`` inside a story,
    the story going on under it) is followed by the story's own words."""
    known = stems(before)
    shares = [len(stems(line) & known) / len(stems(line)) for line in section if stems(line)]
    return bool(shares) and sum(shares) / len(shares) < _ELSEWHERE_SHARE


_ELSEWHERE_SHARE = 0.34


def _teaser_line(line: str, known: set[str]) -> bool:
    """``line`` under a teaser heading can be a teaser: one short headline-like sentence
    (at most ``_TEASER_WORDS`` words), not opening with a pronoun or connective that
    continues the text above (``It did not reveal ...``, ``However, ...``), and sharing
    under a third of its content words with the story before the heading (``known``, its
    stems). The first line
    that is none of these is the story's prose resuming (an in-body ``More:`` box of one
    or two links, the article going on under it): the section ends there."""
    words = line.split()
    if not words or len(words) > _TEASER_WORDS or _SENTENCE_BREAK_RX.search(line):
        return False
    if words[0].strip("\"'\u201c\u2018,").lower() in _CONTINUING:
        return False
    found = stems(line)
    return not found or len(found & known) / len(found) < _ELSEWHERE_SHARE


_TEASER_WORDS = 22
_SENTENCE_BREAK_RX = re.compile(r"\b[a-z]{2,}[.!?][\"'\u201d\u2019]?\s+[\"'\u201c\u2018]?[A-Z]")
"""A sentence ending and another starting in one line: running prose, not a headline."""
_CONTINUING = frozenset({"it", "its", "he", "his", "she", "her", "they", "their", "them",
                         "we", "our", "this", "that", "these", "those", "but", "and", "however",
                         "meanwhile", "also", "still", "yet"})  # fmt: skip
"""Openers that point back at the text above: a headline read alone never starts so."""

