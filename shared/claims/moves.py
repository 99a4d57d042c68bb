"""A news page's market moves and records: when they happened is the report's day.

A markets report tells each move without its day (``Pfizer Inc. fell 1.2 percent``, ``The
Dow Jones Industrial Average added 256.81 points``). Read alone the move cannot be placed:
a move of a traded thing (an index, a share, a currency ...) is told with the session its
page names, or dropped (``sessions``: the report's day is not the session's); another
one-day move by an amount (``Sales fell 0.3 per cent``) is told with the day it was
reported (``report_day_move``), or dropped.

A record told against an earlier date (``the lowest since Nov. 9, 2016``, ``its highest
level since 2008``) names the reference point's date, not the move's: such a date does not
date the claim.
"""

from __future__ import annotations

import re

__all__ = ["DIRECTION_MOVE_VERB", "MOVE_VERB", "report_day_move", "without_record_dates"]

_RECORD_SINCE_RX = re.compile(
    r"\b(?:the\s+)?(?:lowest|highest|biggest|largest|smallest|steepest|sharpest|strongest|"
    r"weakest|best|worst|most|least|fewest|first)\b[^.;:()]{0,40}?\bsince\s+"
    r"(?:(?:early|mid|late)-?\s*)?(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|"
    r"[A-Z][a-z]+\.?\s+\d{4}|\d{4})"
)
"""A record against an earlier date: ``the lowest since Nov. 9, 2016``, ``the most since
October 2016``, ``its highest level since 2008``."""
MOVE_VERB = (
    r"(?:rose|fell|gained|dropped|added|slipped|climbed|declined|tumbled|plunged|jumped|"
    r"advanced|slid|sank|surged|soared|retreated|rallied|dipped|lost|edged (?:up|down|higher|"
    r"lower))"
)
"""A market move's verb, past tense (``fell``, ``added``, ``edged higher``): a finite verb,
never a noun (``the rise``, ``law firms``)."""
DIRECTION_MOVE_VERB = (
    r"(?:weakened|strengthened|eased|firmed|slumped|rebounded|grew|shrank|increased|"
    r"decreased)"
)
"""A move told by its direction alone, past tense (``the dollar weakened``): not counted
as a one-day move by an amount (``report_day_move``), but a move of two-move sentences."""
_MARKET_MOVE_RX = re.compile(
    rf"\b{MOVE_VERB}\s+(?:about\s+|almost\s+|nearly\s+|as much as\s+)?(?:\d[\d,.]*|one|two|three|"
    r"four|five|six|seven|eight|nine|ten)\s*(?:%|percent\b|per cent\b|points?\b|"
    r"basis points?\b)"
)
"""A one-day move by an amount: ``fell 1.2 percent``, ``added 256.81 points``, ``dropped
one basis point``."""


def without_record_dates(text: str) -> str:
    """``text`` with each record's ``since DATE`` phrase blanked: what dates remain are the
    claim's own."""
    return _RECORD_SINCE_RX.sub(" ", text)


def report_day_move(claim: str) -> bool:
    """``claim`` tells one market move (``Pfizer Inc. fell 1.2 percent ...``) or a record
    against an earlier date (``... the lowest since Nov. 9, 2016``): on a dated page it is
    the report's day's news, whatever its paragraph says of time. Two moves in one claim
    (``X gained 0.9 percent as Y added 0.4 percent``) are two facts: no."""
    moves = len(_MARKET_MOVE_RX.findall(claim))
    if moves > 1:
        return False
    return moves == 1 or _RECORD_SINCE_RX.search(claim) is not None
