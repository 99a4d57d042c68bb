"""The named sections of a list or review page, and the claims that lean on their headings.

On a page with three or more short headings that are names (``Personal Shopper``,
``Nissan Sentra``), the lines under each tell of what the heading names and often do not
name it again: a claim there that names under half of the heading's words is dropped
(``heading_topic``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lemminflect import getAllLemmas

from shared.claims.page_lines import LINE_RX, is_heading
from shared.claims.teasers import TEASER_HEAD_RX
from shared.text.dates import MONTH_ANY

__all__ = ["HEADING_TOPIC", "ListSections"]

HEADING_TOPIC = "heading_topic"
_NAME_WORD_RX = re.compile(r"[A-Za-z\u00c0-\u024f][\w\u00c0-\u024f'\u2019-]*")
_LIST_MIN = 3
"""A list or review page: three or more sections under headings that are names."""


@dataclass(frozen=True, slots=True)
class ListSections:
    """The sections of a list or review page (``Personal Shopper`` over ``Kristen Stewart
    plays a ...``, ``Nissan Sentra`` over ``The redesigned compact ...``): the heading
    names what the lines under it tell of, and those lines often do not name it again.
    ``sections`` holds ``(start, end, name words)`` of each section whose heading is a
    name; empty when the page has fewer than three such headings (a news story's own
    subheadings are no list)."""

    sections: tuple[tuple[int, int, tuple[str, ...]], ...]

    @classmethod
    def read(cls, text: str, lower: frozenset[str]) -> ListSections:
        """The named sections of ``text``; ``lower`` holds the words the page writes in
        lower case mid-sentence (a name's words are never among them)."""
        lines = [(m.start(), m.end(), m.group(0).strip()) for m in LINE_RX.finditer(text)]
        heads = [(i, words) for i, (_, _, line) in enumerate(lines)
                 if is_heading(line) and not TEASER_HEAD_RX.match(line)
                 and (words := _name_words(line, text, lower))]  # fmt: skip
        if len(heads) < _LIST_MIN:
            return cls(())
        out: list[tuple[int, int, tuple[str, ...]]] = []
        for at, words in heads:
            after = at + 1
            while after < len(lines) and not is_heading(lines[after][2]):
                after += 1
            if after > at + 1:
                out.append((lines[at + 1][0], lines[after - 1][1], words))
        return cls(tuple(out))

    def missing(self, at: int, claim: str) -> bool:
        """The sentence at ``at`` sits under a named heading and ``claim`` names under
        half of its name's words: what it tells of is named only in the heading."""
        words = next((w for a, b, w in self.sections if a <= at < b), None)
        if words is None:
            return False
        said = {w.lower()[:6] for w in _NAME_WORD_RX.findall(claim)}
        return 2 * sum(w.lower()[:6] in said for w in words) < len(words)


def _name_words(line: str, text: str, lower: frozenset[str]) -> tuple[str, ...]:
    """The words of a heading that make it a name, or none (module docstring of
    ``ListSections``): every content word starts with a capital, no label (a colon), no
    date, and at least half of them are names. In a title-case heading a name word is
    one the page never writes in lower case (``Shopper`` in ``Personal Shopper``, not
    ``Power`` in ``Power and Performance``); a one-word heading must be no word of the
    lexicon (``Samsung``, not ``Pros`` or ``Summary``). In a heading in capitals a name
    word is one the page writes with a capital mid-sentence and never in lower case
    (``NISSAN SENTRA`` over ``... the Nissan Sentra ...``; not ``CLOSEOUT SEQUENCE``)."""
    if not line[:1].isupper() or line.rstrip().endswith(":") or "@" in line:
        return ()
    if _DATE_HEAD_RX.search(line):
        return ()
    words = [w for w in _NAME_WORD_RX.findall(line) if w.lower() not in _FUNCTION]
    if not words or not all(w[:1].isupper() for w in words):
        return ()
    if all(w.isupper() for w in words):
        body = text.replace(line, " ")
        names = [w for w in words if len(w) > 1 and w.lower() not in lower
                 and re.search(_MID_SENTENCE + re.escape(w.title()) + r"\b", body)]  # fmt: skip
    else:
        names = [w for w in words if w.lower() not in lower]
        if len(words) == 1 and getAllLemmas(words[0].lower()):
            return ()
    return tuple(words) if 2 * len(names) >= len(words) else ()


_MID_SENTENCE = r"(?<=[a-z0-9,;] )"
"""After a lower-case word, a number or a comma: no sentence starts here."""
_DATE_HEAD_RX = re.compile(
    rf"\b{MONTH_ANY}\s+\d|"
    r"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b"
)
"""A dateline or a day (``Monday, November 18, 2019``): no name of what follows."""


_FUNCTION = frozenset({"a", "an", "the", "and", "or", "of", "in", "on", "at", "for", "to",
                       "by", "with", "from", "vs", "de", "la", "le"})  # fmt: skip
