"""What a page is about, and the claims that lean on it without saying so.

A news sentence is written for a reader who has the page: its headline names the country,
a section heading says the lines under it are teasers for other stories, a fact-check's
``Claim`` heading says the paragraph under it is the rumour being checked. A claim read
alone has none of that. This module holds the page-level reading the rule extractor uses:

- ``off_article(text)``: the character ranges of ``text`` that are not the article's own
  assertions, each with its reason: a teaser section (a short heading line such as ``Top
  stories``, ``Related articles``, ``Most read``, ``More from ...``; the short headline-like
  lines under it, up to the next heading line or to where the story's prose resumes),
  ``teaser_section``; the paragraph under a fact-check's
  ``Claim`` / ``Rumor`` heading (the checked rumour, which the page does not assert),
  ``checked_claim``;
- ``demonstrative_subject(claim)``: a demonstrative ``that``/``this``/``these``/``those``
  standing for a clause or thing of another sentence (``Volkswagen estimates that could be
  more like 300 miles``, ``This means ...``): the claim cannot say what it points at;
- ``bare_quotation(claim)``: all the claim says after its verb is a quotation (``warned
  that there is "absolutely no room for compromise"``): its topic is on the page only;
- ``unsourced_share(claim)``: a population share (``Seventy-eight percent of Americans
  live ...``) with no source, survey or attribution in the claim: a statistic needs its
  source to be a fact a reader can check;
- ``PageTopic``: the country the headline places its story in (``... killed in Iran
  unrest``; countries by CLDR's English names, from ``babel``, not a hand list), and
  ``PageTopic.placed(claim)``: a claim that shares two content words with the headline
  but names no place, no country and no people (``Israelis``) gets the headline's country
  written in (``In Iran, at least 106 protesters ... have been killed``); every other
  claim is left as it is. The first word keeps its capital only when it is no function
  word and the page never writes it in lower case (a name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from babel import Locale
from lemminflect import getAllLemmas

from shared.claims.splitting import is_finite_verb

__all__ = [
    "CHECKED_CLAIM",
    "HEADING_TOPIC",
    "TEASER_SECTION",
    "ListSections",
    "PageTopic",
    "bare_quotation",
    "demonstrative_subject",
    "off_article",
    "unsourced_share",
]

TEASER_SECTION = "teaser_section"
CHECKED_CLAIM = "checked_claim"

_TEASER_HEAD_RX = re.compile(
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
_LINE_RX = re.compile(r"[^\n]+")


def _heading(line: str) -> bool:
    """A short line that does not end as a sentence does: a section heading."""
    words = line.split()
    return (
        0 < len(words) <= 6
        and len(line) <= 48
        and not line.rstrip("\"'\u201d\u2019)").endswith((".", "!", "?", ",", ";"))
        and not line.startswith(("- ", "* ", "\u2022 "))
    )


def off_article(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, reason)`` of the parts of ``text`` that are not the article's own
    assertions (module docstring), in order."""
    lines = [(m.start(), m.end(), m.group(0).strip()) for m in _LINE_RX.finditer(text)]
    out: list[tuple[int, int, str]] = []
    at = 0
    while at < len(lines):
        line = lines[at][2]
        if not _heading(line):
            at += 1
            continue
        if _TEASER_HEAD_RX.match(line) and _TEASER_NOUN_RX.search(line):
            before = text[: lines[at][0]]
            known = _stems(before)
            after = at + 1
            while (after < len(lines) and not _heading(lines[after][2])
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
    known = _stems(before)
    shares = [len(_stems(line) & known) / len(_stems(line)) for line in section if _stems(line)]
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
    stems = _stems(line)
    return not stems or len(stems & known) / len(stems) < _ELSEWHERE_SHARE


_TEASER_WORDS = 22
_SENTENCE_BREAK_RX = re.compile(r"\b[a-z]{2,}[.!?][\"'\u201d\u2019]?\s+[\"'\u201c\u2018]?[A-Z]")
"""A sentence ending and another starting in one line: running prose, not a headline."""
_CONTINUING = frozenset({"it", "its", "he", "his", "she", "her", "they", "their", "them",
                         "we", "our", "this", "that", "these", "those", "but", "and", "however",
                         "meanwhile", "also", "still", "yet"})  # fmt: skip
"""Openers that point back at the text above: a headline read alone never starts so."""


_DEMONSTRATIVE_RX = re.compile(
    r"(?:^|(?<=[,;:]\s)|\b(?P<verb>[A-Za-z]+)\s+)(?P<dem>[Tt]hat|[Tt]his|[Tt]hese|[Tt]hose)\s+"
    r"(?P<next>could|would|will|can|may|might|must|should|shall|is|was|are|were|has|had|have|"
    r"means|meant|makes|made|marks|marked|comes|came|puts|put|brings|brought|leaves|left|"
    r"includes|included|represents|represented)\b"
)
"""``that``/``this`` as a subject: at the start of a clause, or right after a verb
(``estimates that could be``), followed by its own verb; never after a noun, where
``that`` opens a relative clause (``the car that is red``)."""
_OBJECT_RX = re.compile(
    r"\b(?P<verb>[a-z]+)\s+(?:that|this|these|those)\s+(?:up|down|out|back|off|over|around)\b"
)
"""``brought that up to about 43 dBa``: a demonstrative object before its particle."""
_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")


def demonstrative_subject(claim: str) -> bool:
    """``claim`` has a demonstrative subject pointing at another sentence (module docstring)."""
    bare = _QUOTED_RX.sub(lambda m: "Q" * len(m.group(0)), claim)
    if any(is_finite_verb(m.group("verb")) for m in _OBJECT_RX.finditer(bare)):
        return True
    for found in _DEMONSTRATIVE_RX.finditer(bare):
        verb = found.group("verb")
        if verb is None or is_finite_verb(verb) or verb.lower() in _REPORTING:
            return True
    return False


def bare_quotation(claim: str) -> bool:
    """What ``claim`` says after its first verb is a quotation of three words or more (no
    title) and words that name nothing: ``the
    People's Daily warned that there is "absolutely no room for compromise"`` (on what?),
    ``Grisham has given "plenty of on-the-record statements ..."``. The quotation's topic
    is in the page, not in the claim."""
    if _QUOTED_RX.search(claim) is None:
        return False
    words = claim.split()
    verb = next((i for i, w in enumerate(words) if i > 0 and is_finite_verb(w.strip(",."))), None)
    if verb is None:
        return False
    after = " ".join(words[verb + 1 :])
    quoted = [m for m in _QUOTED_RX.finditer(after)
              if len(m.group(0).split()) >= 3 and _unless_title(m) == " "]  # fmt: skip
    if not quoted:
        return False
    rest = _DATED_RX.sub(" ", _QUOTED_RX.sub(_unless_title, after))
    return not [w for w in _CONTENT_RX.findall(rest)
                if w.lower() not in _STOP and w.lower() not in _EMPTY]  # fmt: skip


def _unless_title(found: re.Match[str]) -> str:
    """A quotation gone, unless it is a title (most of its words capitalised)."""
    words = _CONTENT_RX.findall(found.group(0))
    capitalised = [w for w in words if w[:1].isupper()]
    return found.group(0) if words and 2 * len(capitalised) >= len(words) else " "


_EMPTY = frozenset({"been", "being", "there", "that", "this", "those", "these", "given",
                    "made", "says", "said", "told", "called", "described", "added", "also",
                    "once", "widely", "often"})  # fmt: skip
"""Words after a verb that name no topic."""


_DATED_RX = re.compile(r"\((?:as of|reported)[^)]*\)|\b(?:on|in)\s+[A-Z][a-z]+day\b[^,.]*")
"""An appended report date (``(as of November 18, 2019)``) or a day: no topic."""


_REPORTING = frozenset({"says", "said", "estimates", "estimated", "believes", "believed",
                        "thinks", "expects", "expected", "argues", "argued", "notes", "noted",
                        "adds", "added", "predicts", "predicted", "claims", "claimed"})  # fmt: skip
"""Verbs of saying and thinking, in case the verb lexicon lacks one of them."""

_SHARE_RX = re.compile(
    r"(?:\b\d[\d.,]*\s*(?:%|percent\b|per\s+cent\b)|\b[A-Za-z-]+\s+(?:percent|per\s+cent)\b|"
    r"\b(?:one|two|three|four|five|six|seven|eight|nine)\s+in\s+(?:ten|five|four|three|\d+)\b|"
    r"\b(?:half|a\s+third|a\s+quarter|two-thirds|three-quarters|majority)\b)\s+of\s+"
    r"(?:all\s+|the\s+)?(?-i:[A-Z][a-z]+s|[a-z]+s|people|men|women|children)\b",
    re.IGNORECASE,
)
"""A share of a population (``78 percent of Americans``, ``one in five adults``)."""
_SOURCE_RX = re.compile(
    r"\b(?:according\s+to|said|says|say|reported|reports?|survey\w*|poll\w*|stud(?:y|ies)|"
    r"census|data|analysis|estimate[sd]?|found|find|finds|showed|shows|show|research\w*|"
    r"figures?|statistics?|index|report(?:ed)?)\b",
    re.IGNORECASE,
)
"""Words that give a statistic its source (``according to``, ``a Gallup poll``)."""


def unsourced_share(claim: str) -> bool:
    """``claim`` states a population share with no source (module docstring)."""
    return _SHARE_RX.search(claim) is not None and _SOURCE_RX.search(claim) is None


@lru_cache(maxsize=1)
def _countries() -> tuple[re.Pattern[str], frozenset[str]]:
    names = {name for code, name in Locale("en").territories.items()
             if not code.isdigit() and "&" not in name and "." not in name}  # fmt: skip
    names |= {"US", "U.S.", "UK", "U.K.", "America", "Britain", "England", "Scotland", "Wales"}
    ordered = sorted(names, key=len, reverse=True)
    rx = re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(n) for n in ordered) + r")(?![\w])")
    return rx, frozenset(names)


_ARTICLES = frozenset({"the", "a", "an", "at", "in", "on", "by", "some", "most", "many", "all"})
_LOCATIVE_BEFORE_RX = re.compile(r"\b(?:[Ii]n|[Aa]cross|[Tt]hroughout|[Ii]nside|[Ww]ithin)\s+$")
"""The headline places its story in the country (``... killed in Iran unrest``), rather
than naming it as an actor (``Community Lashes Out at US``)."""
_DEMONYM_RX = re.compile(r"(?<!^)\b[A-Z][a-z]+(?:is|ians?|eans?|ans?|ese|ish|ch|ic)\b")
"""A people or nation word in the claim (``Israelis``, ``Iranian``, ``French``): the claim
says whose it is, and the headline's country may not be its place."""
_CONTENT_RX = re.compile(r"[A-Za-z][a-z]{3,}")
_STOP = frozenset({"that", "this", "with", "from", "have", "been", "were", "will", "more",
                   "than", "after", "over", "into", "about", "their", "what", "when", "says",
                   "said", "year", "years", "just", "amid", "could", "would", "here"})  # fmt: skip
_PLACE_IN_CLAIM_RX = re.compile(
    r"\b(?:in|at|near|across|throughout|outside|from)\s+(?:the\s+)?[A-Z][\w\u00c0-\u024f-]+"
)
"""A capitalised name after a locative preposition: the claim says where itself."""


def _stems(text: str) -> set[str]:
    return {w.lower()[:6] for w in _CONTENT_RX.findall(text) if w.lower() not in _STOP}


_LOWER_RX = re.compile(r"(?<![.!?]\s)(?<=\s)([a-z][a-z'-]+)\b")


@dataclass(frozen=True, slots=True)
class PageTopic:
    """The page's headline, the one country it names (``None`` when it names none or
    several), and the words the page writes in lower case mid-sentence."""

    headline: str
    country: str | None
    lower: frozenset[str]

    @classmethod
    def read(cls, title: str | None, text: str = "") -> PageTopic:
        """The topic of a page titled ``title`` with main text ``text``."""
        headline = title or ""
        rx, _ = _countries()
        found = {m.group(0) for m in rx.finditer(headline)}
        placed = {m.group(0) for m in rx.finditer(headline)
                  if _LOCATIVE_BEFORE_RX.search(headline[: m.start()])}  # fmt: skip
        found = placed if len(found) == 1 else set()
        lower = frozenset(_LOWER_RX.findall(text))
        return cls(headline, found.pop() if len(found) == 1 else None, lower)

    def placed(self, claim: str) -> str:
        """``claim`` with the headline's country written in front when it tells of the
        headline's topic (two content words in common) and names no place itself."""
        if self.country is None or not claim:
            return claim
        rx, _ = _countries()
        if rx.search(claim) or _PLACE_IN_CLAIM_RX.search(claim) or _DEMONYM_RX.search(claim):
            return claim
        if len(_stems(claim) & _stems(self.headline)) < 2:
            return claim
        first = claim.split(" ", 1)[0]
        common = not first.isupper() and (
            first.lower() in self.lower or first.lower() in _STOP or first.lower() in _ARTICLES
        )
        rest = claim[:1].lower() + claim[1:] if common else claim
        country = f"the {self.country}" if self.country in _THE_COUNTRIES else self.country
        return f"In {country}, {rest}"


_THE_COUNTRIES = frozenset({"US", "U.S.", "UK", "U.K.", "United States", "United Kingdom",
                            "Netherlands", "Philippines", "United Arab Emirates",
                            "Czech Republic", "Central African Republic",
                            "Dominican Republic", "Bahamas", "Gambia", "Maldives"})  # fmt: skip


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
        lines = [(m.start(), m.end(), m.group(0).strip()) for m in _LINE_RX.finditer(text)]
        heads = [(i, words) for i, (_, _, line) in enumerate(lines)
                 if _heading(line) and not _TEASER_HEAD_RX.match(line)
                 and (words := _name_words(line, text, lower))]  # fmt: skip
        if len(heads) < _LIST_MIN:
            return cls(())
        out: list[tuple[int, int, tuple[str, ...]]] = []
        for at, words in heads:
            after = at + 1
            while after < len(lines) and not _heading(lines[after][2]):
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
    r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d|"
    r"\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b"
)
"""A dateline or a day (``Monday, November 18, 2019``): no name of what follows."""


_FUNCTION = frozenset({"a", "an", "the", "and", "or", "of", "in", "on", "at", "for", "to",
                       "by", "with", "from", "vs", "de", "la", "le"})  # fmt: skip
