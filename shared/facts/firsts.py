"""First publications and first broadcasts a claim dates outside its main verb.

- a run that starts the work's life: ``Charmed was originally broadcast by The WB for
  eight seasons from October 7, 1998, until May 21, 2006`` (first broadcast 7 October
  1998); ``The British Journal was an English newspaper published from 22 September 1722
  until 13 January 1728`` (a periodical's run is its publication). A run without
  ``originally``/``first`` (``aired from 1952 to 1953``) may be one network's run of an
  older show, and gives nothing;
- a ``first published``/``first broadcast`` aside about the subject: ``Spirit of the Border
  was written by Zane Grey, first published in 1906``; ``... is a British radio comedy
  programme broadcast on BBC Radio 4 first broadcast in 2005 with a second series in 2006``.

Each date must be the claim's earliest (``first`` means so), and the aside must not follow
another work's name (``a sequel to "Y", first published in 1950`` dates Y).
"""

from __future__ import annotations

import re

from shared.text.dates import DateMention, find_dates

__all__ = ["first_aside", "run_start"]

PERIODICALS = ("newspaper", "magazine", "journal")
"""Kinds whose run of publication is their life: the run's start is their publication."""

_RUN = re.compile(
    r"\b(?P<first>originally\s+|first\s+)?(?P<verb>aired|broadcast|published)\b"
    r"(?P<between>[^.;\d]{0,80}?)\bfrom\s+$"
)
_RUN_END = re.compile(r",?\s*(?:to|until|till|through|[–—-])\s*$")


def _dates(text: str) -> list[DateMention]:
    return [d for d in find_dates(text) if d.precision in ("day", "month", "year")]


def run_start(text: str, after: int, kind: str) -> tuple[str, DateMention] | None:
    """(``aired`` or ``published``, start) of a run that begins the work's life (see
    module): the claim's two dates are the run's ends, the first the earlier."""
    dates = _dates(text)
    if len(dates) != 2 or len(find_dates(text)) != 2 or dates[0].start < after:
        return None
    start, end = dates
    m = _RUN.search(text, after, start.start)
    if m is None or not _RUN_END.fullmatch(text[start.end : end.start]):
        return None
    if not start.latest < end.earliest:
        return None
    if m.group("verb") == "published":
        return ("published", start) if kind in PERIODICALS else None
    return ("aired", start) if m.group("first") else None


_ASIDE = re.compile(r"(?:,\s*|\s+)first\s+(?P<verb>published|broadcast|aired)\s+(?:in|on)\s+")
_ANOTHER_WORK = re.compile(
    r"[\"“”]|\b(?:sequel|prequel|adaptation|remake|version|based|novel|book|story|film|series|"
    r"play|album|song|of|to|from)\s*[,]?\s*$",
    re.I,
)
_RELATION = {"published": "published", "broadcast": "aired", "aired": "aired"}


def first_aside(text: str, after: int) -> tuple[str, DateMention] | None:
    """(``published`` or ``aired``, date) of a ``first published``/``first broadcast``
    aside about the subject ending at ``after`` (see module)."""
    m = _ASIDE.search(text, after)
    if m is None:
        return None
    dates = _dates(text)
    found = [d for d in dates if d.start == m.end()]
    if not found or any(d.earliest < found[0].earliest for d in dates):
        return None
    if _ANOTHER_WORK.search(text[after : m.start()]):
        return None
    return _RELATION[m.group("verb")], found[0]
