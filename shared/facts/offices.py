"""Terms of office a claim states about its subject: ``Julia Eileen Gillard was the 27th
Prime Minister of Australia from 2010 to 2013``, ``Malam Bacai Sanhá was President of
Guinea-Bissau from 8 September 2009 to 9 January 2012``.

The fact is the term's start (relation ``office``, the office in its detail), so two
holders of one office compare: *Who was Prime Minister of Australia first, Julia Gillard
or Paul Keating?* Only a named office (a capitalised title whose head is an office noun,
``of`` a capitalised place or body) with a closed range of two dates is read; an acting,
deputy or interim term, an open range (``since 2011``) or an office shared by a list is
not.
"""

from __future__ import annotations

import re

from shared.text.dates import DateMention, find_dates
from shared.text.ordinals import ordinal_alternation

__all__ = ["OFFICE_NOUNS", "office_term"]

OFFICE_NOUNS = frozenset(
    """President Prime Minister Premier Governor Mayor Chancellor Speaker Senator Chief Justice
    Secretary-General Secretary Lord King Queen Emperor Empress Pope Archbishop Bishop
    Chairman Chairperson Chief Minister Taoiseach Ombudsman Commissioner""".split()  # noqa: SIM905
)
"""Words an office's title holds (``Prime Minister``, ``Chief Justice``, ``Governor``)."""

_ORDINAL = rf"(?:\d{{1,3}}(?:st|nd|rd|th)|{ordinal_alternation(12)})"
_TITLE_WORD = r"[A-Z][\w'’.-]*"
_OFFICE = re.compile(
    rf"\s*(?:,[^,]{{1,80}},\s*)?(?:was|is|has been|served as)\s+(?:the\s+)?(?:{_ORDINAL}\s+)?"
    rf"(?P<office>{_TITLE_WORD}(?:\s+{_TITLE_WORD})*\s+of\s+(?:the\s+)?{_TITLE_WORD}"
    rf"(?:\s+{_TITLE_WORD})*)"
    r"(?P<rest>[^.;]*?)\s+from\s+(?P<range>.+)$"
)
_RANGE = re.compile(r"\s*(?:to|until|till|–|-)\s*$")
_FRONTED = re.compile(r"From\s+")
_HELD = re.compile(
    rf"\s*(?:was|served as)\s+(?:the\s+)?(?:{_ORDINAL}\s+)?"
    rf"(?P<office>{_TITLE_WORD}(?:\s+{_TITLE_WORD})*\s+of\s+(?:the\s+)?{_TITLE_WORD}"
    rf"(?:\s+{_TITLE_WORD})*)\.?$"
)
"""The office after a fronted range: ``From 1969 to 1985, Sanford was President of Duke
University.``"""
_NOT_HELD = re.compile(r"\b(?:acting|deputy|interim|vice|co-|assistant)\b", re.I)


def office_term(text: str, after: int) -> tuple[str, DateMention] | None:
    """(office, start of the term) when the claim says its subject (ending at ``after``)
    held a named office from one date to a later one."""
    m = _OFFICE.match(text, after)
    if m is None:
        return _fronted_term(text, after)
    office, rest = m.group("office"), m.group("rest")
    words = office.split()
    head = words[: words.index("of")]
    if not any(w in OFFICE_NOUNS for w in head) or _NOT_HELD.search(text[after : m.end("office")]):
        return None
    if rest.strip() and not re.fullmatch(r"\s+and\s+(?:the\s+)?[A-Z][^,]*", rest):
        return None  # "... of Australia, as Leader ..." is cut below; other words are not read
    dates = [d for d in find_dates(text) if d.precision in ("day", "month", "year")]
    if len([d for d in find_dates(text) if d.precision != "decade"]) != 2 or len(dates) != 2:
        return None
    start, end = dates
    if start.start != m.start("range") or not _RANGE.fullmatch(text[start.end : end.start]):
        return None
    if not start.latest < end.earliest:
        return None
    return office, start


def _named_office(office: str, text: str) -> bool:
    """A named office that is held whole (not an acting or deputy one)."""
    head = office.split()[: office.split().index("of")]
    return any(w in OFFICE_NOUNS for w in head) and not _NOT_HELD.search(text)


def _fronted_term(text: str, after: int) -> tuple[str, DateMention] | None:
    """(office, start) of ``From 1969 to 1985, Sanford was President of Duke University.``:
    a closed range of two dates before the subject, the office the whole rest."""
    if _FRONTED.match(text) is None:
        return None
    held = _HELD.match(text, after)
    if held is None or not _named_office(held.group("office"), text[after:]):
        return None
    dates = [d for d in find_dates(text) if d.precision in ("day", "month", "year")]
    if len([d for d in find_dates(text) if d.precision != "decade"]) != 2 or len(dates) != 2:
        return None
    start, end = dates
    if start.start != len("From ") or not _RANGE.fullmatch(text[start.end : end.start]):
        return None
    if not start.latest < end.earliest or end.end > after:
        return None
    return held.group("office").rstrip("."), start
