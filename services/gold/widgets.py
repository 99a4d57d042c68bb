"""Page widgets read as tables: a news page's media player controls and live-data trackers.

A news page's HTML often embeds a video player (its controls flattened to "Progress | 0%",
"Current Time", "Duration") or a live tracker ("DistrictCases Korba28 Raipur5 ...", daily
change badges "+2", "data as on" a later date). The page reader turns them into tables, but
they are no article tables: their cells are controls or numbers that change after the story
was written. ``widget_problem`` tells them by form, never by page:

- a header or cell that is a player control word (Progress, Duration, Current Time,
  Remaining, Play, Pause, Mute, Fullscreen, Volume ...), two or more of them;
- a cell fusing a label with its number ("Korba28", "DistrictCases"), two or more such runs
  in one cell (a flattened widget's text);
- a badge cell ("+2", "▲ 15") or a figure with a badge merged into it ("20 +2", "20 2");
- an "as on"/"as of"/"updated" date after the article's date (live data, not the story's);
- the page's markup sets it in an aside, a figure or a widget/player container
  (``TableData.widget``, read by ``shared.longdoc.html``).
"""

from __future__ import annotations

import re
from datetime import date, datetime

from dateutil import parser as dateparser  # type: ignore[import-untyped]

from shared.longdoc.model import TableData

__all__ = ["player_control", "widget_problem"]

_CONTROLS = frozenset(
    """progress duration remaining play pause mute unmute fullscreen volume captions subtitles
    seek replay settings""".split()  # noqa: SIM905
)
_CONTROL_PHRASES = re.compile(
    r"^(?:current time|remaining time|time remaining|full ?screen|exit full ?screen|"
    r"picture[- ]in[- ]picture|playback (?:rate|speed)|loaded)\b", re.I
)


def player_control(label: str) -> bool:
    """Whether a figure's or chart's label holds a video player's control ("ing.Play Video
    Play Unmute Current Time 0", "Progress", "Duration 0"): the player's text read as data."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", label)}
    return bool(words & _CONTROLS) or any(
        _CONTROL_PHRASES.match(label[m.start():]) for m in re.finditer(r"\b\w", label))


_FUSED = re.compile(r"[a-z]{3}[A-Z][a-z]|[a-z]{3}\d")
"""A label run into the next word or its number ("DistrictCases", "Korba28")."""
_BADGE = re.compile(r"^\s*(?:[+▲▼↑↓]\s*[\d,]+|[\d,]+\s+[+▲▼↑↓]?\s*[\d,]+)\s*$")
"""A change badge alone ("+2") or merged into a figure ("20 +2", "20 2")."""
_AS_ON = re.compile(
    r"\b(?:as on|as of|updated(?: on| at)?|last updated)\s*:?\s*(?P<date>"
    r"\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]+\.?,? \d{4}|[A-Z][a-z]+\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}"
    r"|\d{4}-\d\d-\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{4})", re.I
)


_NO_DAY = datetime(1900, 1, 1)
"""The default dateutil fills a missing part with: a stated date without its year is none."""


def _control(cell: str) -> bool:
    text = " ".join(cell.split()).strip(" :→-").lower()
    return text in _CONTROLS or bool(_CONTROL_PHRASES.match(text))


def _as_on_date(text: str) -> date | None:
    found = _AS_ON.search(text)
    if found is None:
        return None
    try:
        parsed = dateparser.parse(found.group("date"), fuzzy=True, dayfirst=True,
                                  default=_NO_DAY)
    except (ValueError, OverflowError):
        return None
    stated: date = parsed.date()
    return None if parsed.year == _NO_DAY.year else stated


def widget_problem(table: TableData, published: str | None = None) -> str | None:
    """Why ``table`` is a page widget rather than an article table, or ``None``."""
    if table.widget:
        return "the page sets it in an aside, a figure or a widget/player container"
    cells = [c for c in (*table.headers, *(c for row in table.rows for c in row)) if c.strip()]
    if sum(_control(c) for c in cells) >= 2:
        return "a media player's controls (Progress, Duration, Current Time ...)"
    if any(len(_FUSED.findall(c)) >= 2 for c in cells):
        return "a cell fuses labels with their numbers (a flattened live widget)"
    if sum(bool(_BADGE.match(c)) for c in cells) >= 2:
        return "change badges ('+2') stand in or beside its figures (a live tracker)"
    if published:
        stated = _as_on_date(" ".join([table.title, *table.footnotes, *cells]))
        try:
            article: date = dateparser.parse(published).date()
        except (ValueError, OverflowError):
            return None
        if stated is not None and stated > article:
            return "its data is dated after the article ('as on' a later date: live data)"
    return None
