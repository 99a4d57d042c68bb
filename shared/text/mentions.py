"""Cheap named-entity spotting: runs of capitalised words, with offsets.

No model: a mention is a run of capitalised tokens (``Leonardo DiCaprio``, ``IBM``,
``Appian Way Productions``) that may contain lower-case connectors between capitalised
words (``Leonardo da Vinci``, ``Bank of America``, ``The Wolf of Wall Street``). Sentence-
initial function words and pronouns (``The``, ``In``, ``He``), month and weekday names
(dates are ``shared.text.dates``' business) and possessive endings are dropped.
``shared.text.entities.main_entity`` picks a page's main entity among these mentions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = [
    "CONNECTORS",
    "CONNECTOR_ALTERNATION",
    "STOP_WORDS",
    "EntityMention",
    "clean_token",
    "find_entities",
]


@dataclass(frozen=True, slots=True)
class EntityMention:
    """One capitalised-span mention: ``text == source[start:end]``."""

    start: int
    """Offset of the mention in the source text."""

    end: int
    """Offset just past the mention."""

    text: str
    """The mention as written, without a possessive ``'s``."""


CONNECTORS = frozenset({"of", "da", "de", "del", "della", "di", "du", "van", "von", "der",
                         "den", "la", "le", "al", "bin", "for", "&"})  # fmt: skip
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december""".split()  # noqa: SIM905
)
STOP_WORDS = frozenset(
    """a an the this that these those he she it they we i you his her its their our my your
    him them us me in on at by for from of to with without as after before during since until
    but and or nor so yet if when while where which who whom whose what why how there here
    however meanwhile also although though because then thus therefore hence still now today
    yesterday tomorrow according many most some several all both each every any no not
    one two three first second last next new other another more less such while born
    mr mrs ms dr prof sir st is was are were be been has have had do does did will would can
    could may might must shall should yes oh ok please read more share comments image photo
    monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december jan feb mar apr jun jul aug sep sept
    oct nov dec""".split()  # noqa: SIM905
)
"""Capitalised words that are not names on their own (checked in lower case)."""


_NAME_PREFIXES = frozenset(
    {"new", "st", "san", "los", "las", "jan", "jun", "mar", "may", "sept", "dec"}
)
"""Stop words that start a name when another capitalised word follows in the same run
(``New Zealand``, ``New York Times``, ``Jan Matejko``, ``Jun H. Choi``): kept there, dropped
alone."""

_POSSESSIVE = ("'s", "\u2019s", "'", "\u2019")


def clean_token(token: str) -> str:
    if token.endswith(_POSSESSIVE):
        for suffix in _POSSESSIVE:
            if token.endswith(suffix) and len(token) > len(suffix):
                return token[: -len(suffix)]
    return token.rstrip(".-") if _INITIALS_RX.fullmatch(token) is None else token


_CAP = r"(?:[A-Z\u00c0-\u00d6\u00d8-\u00de]|[a-z][A-Z])[\w\u00c0-\u024f&.'\u2019-]*"
CONNECTOR_ALTERNATION = "|".join(sorted(map(re.escape, CONNECTORS), key=len, reverse=True))
_RUN_RX = re.compile(
    rf"(?<![\w\u00c0-\u024f&.'\u2019-]){_CAP}"
    rf"(?:[ \t\u00a0]+(?:(?:{CONNECTOR_ALTERNATION})[ \t\u00a0]+)?{_CAP})*"
)
_INITIALS_RX = re.compile(r"(?:[A-Z]\.)+")
_SPACE_RX = re.compile(r"\S+")


def _ends_segment(token: str) -> bool:
    """A token after which a name cannot go on: ``Hinton.``, ``Zuckerberg's`` (not ``U.S.``)."""
    if token.endswith(("'s", "\u2019s")):
        return True
    return token.endswith(".") and _INITIALS_RX.fullmatch(token) is None


@lru_cache(maxsize=8192)
def _one_word(word: str) -> tuple[str, bool]:
    """What a run of one word yields, as the loop and ``emit`` in ``find_entities`` would:
    the mention (empty for none) and whether it is a stop word (then kept only when it is a
    title's "The"). A pure function of the word, so cached: a few words recur everywhere."""
    low = word.lower()
    if low.rstrip(".") in _CALENDAR or low in CONNECTORS:
        return "", False
    mention = clean_token(word)
    if not (mention and (mention[0].isalpha() or any(c.isalpha() for c in mention))):
        return "", False
    return mention, mention.lower() in STOP_WORDS


@lru_cache(maxsize=8192)
def _word(word: str) -> tuple[bool, bool, bool, bool]:
    """Facts about one word of a run: a month or weekday, ends a name (``_ends_segment``),
    a connector, and a word a name does not start with (stop word or connector)."""
    low = word.lower()
    connector = low in CONNECTORS
    return (low.rstrip(".") in _CALENDAR, _ends_segment(word), connector,
            connector or clean_token(word).lower() in STOP_WORDS)  # fmt: skip


def _name_prefix(words: list[str], index: int, stop: int) -> bool:
    """Whether ``words[index]`` starts a name (``New`` of ``New Zealand``), see
    ``_NAME_PREFIXES``: another word of the segment follows that is not a stop word."""
    if words[index].rstrip(".").lower() not in _NAME_PREFIXES or index + 1 >= stop:
        return False
    return not _word(words[index + 1])[3]


def find_entities(text: str) -> list[EntityMention]:
    """Capitalised-span mentions in ``text``, in order."""
    out: list[EntityMention] = []

    def title_the(start: int, token: str) -> bool:
        # A capitalised "The" inside a sentence starts a title: "his role in The Revenant".
        before = text[max(0, start - 3) : start].rstrip()
        return token == "The" and bool(before) and before[-1] not in ".!?:;\"'(\u201c\n"

    def emit(words: list[str], offsets: list[int], first: int, stop: int) -> None:
        # words[first:stop] is a segment; trim connectors and leading stop words.
        while stop > first and _word(words[stop - 1])[2]:
            stop -= 1
        while (
            first < stop
            and _word(words[first])[3]
            and not title_the(offsets[first], words[first])
            and not _name_prefix(words, first, stop)
        ):
            first += 1
        if first < stop:
            start = offsets[first]
            mention = clean_token(text[start : offsets[stop - 1] + len(words[stop - 1])])
            if mention and (mention[0].isalpha() or any(c.isalpha() for c in mention)):
                out.append(EntityMention(start, start + len(mention), mention))

    for run in _RUN_RX.finditer(text):
        whole = run.group()
        if " " not in whole and "\t" not in whole and "\xa0" not in whole:
            mention, stop = _one_word(whole)  # most runs are one word
            if mention and (not stop or title_the(run.start(), whole)):
                start = run.start()
                out.append(EntityMention(start, start + len(mention), mention))
            continue
        # Words of the run (separated by spaces, tabs or no-break spaces only) and offsets.
        words = whole.split()
        offsets: list[int] = []
        at = run.start()
        for word in words:
            at = text.find(word, at)
            offsets.append(at)
            at += len(word)
        first = 0
        for index, word in enumerate(words):
            calendar, ends = _word(word)[:2]
            if calendar:
                emit(words, offsets, first, index)
                first = index + 1
            elif ends:
                emit(words, offsets, first, index + 1)
                first = index + 1
        emit(words, offsets, first, len(words))
    return out
