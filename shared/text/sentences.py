"""Sentence segmentation that keeps character offsets.

A rule-based splitter in the spirit of Punkt: a sentence ends at ``.``, ``!`` or ``?``
(plus any closing quotes or brackets) when whitespace and a sentence-like start follow,
except after abbreviations (``Mr.``, ``Dr.``, ``e.g.``), initials (``George W. Bush``,
``George H.W. Bush``; dotted ones like ``F.C.`` end a sentence only before a typical
sentence start such as ``The`` or ``He``),
month abbreviations before a day (``Sept. 6``), and an ellipsis or ``?"`` that the
sentence carries on from (``"...?" he told Rolling Stone``). Reference marks after the
period (``Hinton.[1]``) stay with the sentence they follow. Decimals (``2.5``) never
split because no whitespace follows the point. Blank lines always end a sentence; a
single line break does too unless it looks like a hard wrap inside a sentence (the next line
starts in lower case, or the line ends in a word like ``the`` or ``of``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from shared.text.dates import MONTH_ABBREVIATIONS

__all__ = ["ABBREVIATIONS", "Sentence", "split_sentences"]


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence: ``text == source[start:end]``."""

    start: int
    """Offset of the first character in the source text."""

    end: int
    """Offset just past the last character."""

    text: str
    """The sentence as written (no surrounding whitespace)."""


ABBREVIATIONS: frozenset[str] = frozenset(
    {
        "mr", "mrs", "ms", "dr", "prof", "sr", "st", "mt", "ft", "gen", "lt", "col", "maj",
        "capt", "cmdr", "sgt", "cpl", "pvt", "adm", "sen", "rep", "gov", "pres", "rev", "hon",
        "fr", "messrs", "mme", "mlle", "vs", "v", "cf", "e.g", "i.e", "viz", "al", "approx",
        "dept", "est", "fig", "figs", "no", "nos", "vol", "vols", "pp", "p", "ch", "sec",
        "art", "ed", "eds", "op", "ca", "c", "b", "d", "n.b", "u.k", "u.n", "d.c", "ph.d",
        "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
        "ave", "blvd", "rd", "hwy", "inc", "ltd", "co", "corp", "jr", "bros", "etc",
        "u.s", "a.m", "p.m", "u.s.a", "plc", "llc", "dist", "univ", "assn", "intl", "circa",
    }
)  # fmt: skip
"""Lower-cased abbreviations (without their final period) that a period may follow."""

_MAY_END_SENTENCE = frozenset(
    {"inc", "ltd", "co", "corp", "jr", "bros", "etc", "u.s", "a.m", "p.m", "u.s.a", "plc",
     "llc", "u.k", "u.n", "d.c", "ph.d", "al", "est", "no", "art", "sat", "sun", "wed", "mar",
     "ed", "eds", "op", "sec", "fig", "vol", "ch", "dept", "approx", "pp", "ca", "ave", "rd",
     "univ", "dist", "gen", "col", "rev", "fr", "hon", "pres", "maj", "mt", "circa"}
)  # fmt: skip
"""Abbreviations that often end a sentence too; after them a typical sentence start splits."""

_MONTHS = frozenset(name.lower() for name in MONTH_ABBREVIATIONS)

_SENTENCE_STARTERS = frozenset(
    {"the", "a", "an", "he", "she", "it", "they", "we", "i", "you", "in", "on", "at", "but",
     "and", "this", "that", "these", "those", "his", "her", "its", "their", "our", "there",
     "however", "meanwhile", "after", "before", "when", "while", "as", "for", "since",
     "although", "if", "so", "then", "now", "still", "yet", "also", "according", "last",
     "earlier", "later", "some", "many", "most", "one", "two", "both", "each", "all"}
)  # fmt: skip
"""Words that start sentences often enough to split after an ambiguous abbreviation."""

_CANDIDATE_RX = re.compile(
    r"[.!?\u2026]+[\"'\u2019\u201d)\]]*(?:\[(?:\d+|[a-z]|citation needed)\])*(?=\s)"
)
_NEXT_RX = re.compile(r"\s+([\"'\u2018\u201c(\[]*)(\S+)?")
_TOKEN_BEFORE_RX = re.compile(
    r"(\S+?)[.!?\u2026]+[\"'\u2019\u201d)\]]*(?:\[(?:\d+|[a-z]|citation needed)\])*$"
)
_DOTTED_RX = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]")
"""Dotted initials or abbreviations without the final period: ``H.W``, ``F.C``, ``U.S``."""
_BLANK_LINE_RX = re.compile(r"\n[ \t\r\f\v]*\n\s*")
_LEADING_MARK_RX = re.compile(r"^(?:[-*\u2022\u00b7\u25aa\u2013\u2014>]+\s+|\d+[.)]\s+(?=\D))")


_DASH_ON_RX = re.compile(r"(?:--|[\u2013\u2014])\s*[a-z]")
"""A dash and a lower-case word after a terminator: the sentence's aside goes on."""
_BANG_NAME_RX = re.compile(r"(?<![\w.])[A-Z]$")
"""A single capital before ``!``: a name's bang (``E! News``), not a sentence end."""
_QUOTE_SPAN = 60
"""How far a short quotation (a slogan, a title) reaches either side of a period in it."""
_OPEN_QUOTE_RX = re.compile(r"(?:^|(?<=[\s(]))(?:[\u201c\"](?=\w)|\u2018(?=[^\W\d_]))")
"""An opening quotation mark before a word; a single one before a letter only (``the \u201890s``
abbreviates a year)."""
_CLOSE_QUOTE_RX = re.compile(r"[\u201d\u2019\"](?![\w])")
_AFTER_QUOTE_RX = re.compile(r"\s*(?:[a-z]|[:,])")


def _in_short_quotation(text: str, term_start: int, term_end: int, block_end: int) -> bool:
    """The terminator stands inside a short quotation (a slogan or title of at most eight
    words) that the sentence goes on after: ``South Dakota's viral “Meth. We're on it.”
    awareness campaign``, ``the ‘Get. It.’ ad``. A quotation the sentence ends with, or a
    longer one (speech), is left to the usual rules."""
    before = text[max(0, term_start - _QUOTE_SPAN) : term_start]
    opens = list(_OPEN_QUOTE_RX.finditer(before))
    if not opens or _CLOSE_QUOTE_RX.search(before, opens[-1].end()):
        return False
    mark = before[opens[-1].start()]
    closing = {"\u201c": "\u201d", "\u2018": "\u2019", '"': '"'}[mark]
    if text[term_start:term_end].endswith(closing):
        return False  # the quotation closes with the sentence: 'a "twist." The ...'
    for close in _CLOSE_QUOTE_RX.finditer(text, term_start, min(block_end, term_end + _QUOTE_SPAN)):
        if text[close.start()] != closing or (
                closing == "\u2019" and text[close.start() - 1 : close.start()] == "s"):
            continue  # not its pair, or a plural possessive ("the band\u2019s fans\u2019 track")
        quoted = before[opens[-1].end() :] + text[term_start : close.start()]
        if len(quoted.split()) > 8:
            return False
        return _AFTER_QUOTE_RX.match(text, close.end(), block_end) is not None
    return False


_ACRONYM_ASIDE_RX = re.compile(r"\(([A-Z][A-Za-z&]{1,7})\)\s+[a-z]")
"""A bracketed short form and a lower-case word after it: ``(SDK) developed``, the short
form of the name the abbreviation ends (``Showa Denko K.K. (SDK) developed ...``)."""


_QUOTED_NAME_RX = re.compile(
    r"[\"\u201c](?:[A-Z][\w&'\u2019-]*\s?){1,4}[\"\u201d]\s+(?!(?:is|was|are|were|has|had)\b)[\w(]")
"""A quoted name of one to four capitalised words the sentence goes on after, with no mark
inside: ``"Billboard" Hot 100`` (a chart's, a work's name), not ``"We will," he said``."""


def _quoted_name(text: str, at: int, block_end: int) -> bool:
    """A short quoted name opens at ``at`` (the quotation mark after an abbreviation's
    period) and the sentence goes on after it: ``on the U.S. "Billboard" Hot 100``."""
    quoted = _QUOTED_NAME_RX.match(text, at - 1 if at and text[at - 1] in "\"\u201c" else at,
                                   block_end)
    return quoted is not None


def _is_boundary(text: str, term_start: int, term_end: int, block_end: int) -> bool:
    """Whether the terminator ``text[term_start:term_end]`` ends a sentence."""
    nxt = _NEXT_RX.match(text, term_end, block_end)
    if nxt is None or nxt.group(2) is None:
        return True
    opener, word = nxt.group(1), nxt.group(2)
    first = word[0]
    if not opener and (first.islower() or first in ",;:"):
        return False
    if not opener and _DASH_ON_RX.match(text, nxt.start(2), block_end):
        return False  # "lots of it! -- to wonder": a dashed aside goes on in lower case
    if _in_short_quotation(text, term_start, term_end, block_end):
        return False  # the slogan "Meth. We're on it." awareness campaign
    terminator = text[term_start:term_end].split("[", 1)[0]
    if terminator == "!" and _BANG_NAME_RX.search(text, max(0, term_start - 3), term_start):
        return False  # "E! News": the bang is the name's
    if "." not in terminator and "\u2026" not in terminator:
        return True  # ! or ? before a capital, digit or quote
    if terminator.startswith(("..", "\u2026")):
        return bool(opener) or first.isupper()
    before = _TOKEN_BEFORE_RX.search(text, max(0, term_start - 40), term_end)
    token = before.group(1) if before else ""
    token = token.lstrip("\"'\u2018\u201c([")
    low = token.lower()
    if len(token) == 1 and token.isupper():
        return False  # an initial: "George W. Bush"
    if opener and (_DOTTED_RX.fullmatch(token) or low in ABBREVIATIONS) and (
            word.lstrip("\"'\u2018\u201c(").strip()[:1].islower()
            or _quoted_name(text, nxt.start(2), block_end)):
        return False  # 'help the U.S. "secure ...', 'on the U.S. "Billboard" Hot 100'
    if opener == "(" and (_DOTTED_RX.fullmatch(token) or low in ABBREVIATIONS) and (
            _ACRONYM_ASIDE_RX.match(text, nxt.start(1), block_end)):
        return False  # "Showa Denko K.K. (SDK) developed": the name's short form goes on
    if _DOTTED_RX.fullmatch(token):  # "H.W.", "F.C.": a sentence ends there only before
        bare = word.strip("\"'\u2019\u201d,.;:").lower()  # a typical sentence start
        return bare in _SENTENCE_STARTERS or bool(opener)
    if low in _MONTHS and first.isdigit():
        return False  # "Sept. 6, 2024"
    if low in ABBREVIATIONS:
        if low in _MAY_END_SENTENCE:
            bare = word.strip("\"'\u2019\u201d,.;:").lower()
            if opener.startswith("(") and word.islower():
                return False  # "Paul Manafort Jr. (born April 1, 1949) is ...": an aside
            return bare in _SENTENCE_STARTERS or bool(opener)
        return False
    return True


_NUMBERED_RX = re.compile(r"\d+[.)]\s")
_WRAP_WORDS = frozenset({"the", "a", "an", "of", "to", "in", "on", "at", "for", "with", "by",
                         "from", "and", "or", "as", "that", "than", "into", "is", "was",
                         "were", "are", "be", "been", "has", "have", "had"})  # fmt: skip
"""A line ending in one of these goes on in the next line even before a capital."""


def _blocks(text: str) -> Iterator[tuple[int, int]]:
    """Paragraph-like blocks: blank lines, and single line breaks that are not hard wraps."""
    start = 0
    for match in _BLANK_LINE_RX.finditer(text):
        yield from _lines(text, start, match.start())
        start = match.end()
    yield from _lines(text, start, len(text))


def _lines(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    pos = start
    while True:
        nl = text.find("\n", pos, end)
        if nl < 0:
            yield start, end
            return
        before = text[start:nl].rstrip()
        after = text[nl + 1 : end].lstrip()
        last_word = before.rsplit(None, 1)[-1].lower() if before else ""
        wrapped = (
            bool(before)
            and bool(after)
            and ((before[-1].isalpha() and before[-1].islower()) or before[-1] in ",;"
                 or (after[0].islower() and _abbreviated(last_word)))  # "the U.S.\nsecure"
            and (
                before[-1] == ","  # "Mercenaries,\nSpies and Private Eyes": a comma goes on
                or after[0].islower()
                or last_word in _WRAP_WORDS
                or (after[0].isdigit() and _NUMBERED_RX.match(after) is None)
            )
        )
        if not wrapped:
            yield start, nl
            start = nl + 1
        pos = nl + 1


def _abbreviated(word: str) -> bool:
    """``word`` (lower case) is an abbreviation with its period (``u.s.``, ``mr.``)."""
    bare = word.lstrip("\"'\u2018\u201c(")
    return bare.endswith(".") and (
        bare[:-1] in ABBREVIATIONS or _DOTTED_RX.fullmatch(bare[:-1]) is not None)


def _emit(text: str, start: int, end: int) -> Sentence | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    mark = _LEADING_MARK_RX.match(text[start:end])
    if mark is not None:
        start += mark.end()
    if start >= end or not any(ch.isalnum() for ch in text[start:end]):
        return None
    return Sentence(start=start, end=end, text=text[start:end])


def split_sentences(text: str) -> list[Sentence]:
    """The sentences of ``text`` in order, each with its exact offsets into ``text``."""
    out: list[Sentence] = []
    for block_start, block_end in _blocks(text):
        start = block_start
        for match in _CANDIDATE_RX.finditer(text, block_start, block_end):
            if _is_boundary(text, match.start(), match.end(), block_end):
                sentence = _emit(text, start, match.end())
                if sentence is not None:
                    out.append(sentence)
                start = match.end()
        sentence = _emit(text, start, block_end)
        if sentence is not None:
            out.append(sentence)
    return out
