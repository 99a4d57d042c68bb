"""A market move dated by the trading session its page names, never by the report's day.

``Japan's Nikkei 225 (N225) declined 0.3%.`` in a story whose paragraph opens ``The major
Asian market indexes were mixed in early trading Tuesday ...`` moved on Tuesday's session: the
page's date (``reported November 18, 2019``, filed the evening before in New York) is not the
time the claim needs. A market move is an index, a share, a currency, a bond yield or a
commodity that rose, fell, closed, gained, lost ... a number of percent, points or basis
points (``market_move``). ``session_dated`` writes the session the sentence or, failing it,
its paragraph names (one bare weekday, a past one, with ``in early trading`` when the page
says so): ``Japan's Nikkei 225 (N225) declined 0.3% in early trading on Tuesday, November
19, 2019.``; a move whose sentence and paragraph name no session (or two) returns ``None``
and the caller drops it (``undated_session``). A move with a date of its own in the claim
(a weekday already written out, a month, a year) is left as it is.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from shared.text.dates import MONTH_WRITTEN, written_date

__all__ = ["market_move", "session_dated", "session_words"]

_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_INSTRUMENT_RX = re.compile(
    r"\b(?:index|indexes|indices|indicators?|average|composite|Nikkei|Kospi|Hang Seng|Topix|"
    r"Dow|Nasdaq|S&P|FTSE|DAX|CAC|Stoxx|STOXX|Sensex|Nifty|ASX|Shanghai Composite|"
    r"shares?|stocks?|futures|yields?|bonds?|notes|crude|oil|Brent|gold|silver|copper|"
    r"aluminum|aluminium|dollar|euro|yen|yuan|renminbi|pound|sterling|rupee|won|peso|"
    r"bitcoin)\b"
)
"""What trades in a session: an index, a share, a bond, a currency, a commodity."""
_MOVE_RX = re.compile(
    r"\b(?:rose|fell|climbed|declined|dropped|gained|slipped|jumped|surged|tumbled|slid|"
    r"closed|ended|edged|added|lost|rallied|sank|plunged|soared|advanced|retreated|"
    r"(?:was|were)\s+(?:up|down|off))\b"
)
"""A past move of a price or a level."""
_AMOUNT_RX = re.compile(
    r"\b\d+(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b|(?:basis\s+)?points?\b)")
"""The move's size: ``0.3%``, ``2 percent``, ``102.2 points``, ``five basis points``."""
_OWN_DATE_RX = re.compile(
    rf"\b(?:{MONTH_WRITTEN}|1[5-9]\d\d|20\d\d|"
    r"yesterday|today|tonight|year-to-date|week|month|year|decade)\b"
    r"|\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)
"""A time the claim tells of its own (a weekday it names is anchored as written)."""
_SESSION_RX = re.compile(
    r"\b(?:(?P<trading>(?:in|during)\s+(?:(?:early|late|morning|afternoon|midday|"
    r"overnight|Asian|European|U\.S\.|US|New York|Tokyo|Hong Kong|London)\s+){0,2}"
    r"(?:trading|trade|dealings?|session))\s+(?:on\s+)?)?"
    r"(?:[Oo]n\s+)?(?P<day>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
    rf"(?!,?\s+(?:\d|{MONTH_WRITTEN}))"
)
"""A session named by a bare weekday, with its part of the day when given (``in early
trading Tuesday``, ``on Monday``)."""


def market_move(claim: str) -> bool:
    """``claim`` tells how far a traded thing moved in a session (see module): an
    instrument before a past move verb, and a size after it."""
    move = _MOVE_RX.search(claim)
    if move is None or _INSTRUMENT_RX.search(claim[: move.start()]) is None:
        return False
    return _AMOUNT_RX.search(claim, move.end()) is not None


def _sessions(text: str) -> list[re.Match[str]]:
    return list(_SESSION_RX.finditer(text))


def session_dated(claim: str, sentence: str, paragraph: str, published: str | None
                  ) -> str | None:  # fmt: skip
    """``claim`` (a ``market_move``) with the session its ``sentence`` or, failing it, its
    ``paragraph`` names written in (see module); ``claim`` itself when it dates itself;
    ``None`` when no one session can be read, or the page has no date to count from."""
    if _OWN_DATE_RX.search(claim):
        return claim
    if published is None:
        return None
    try:
        day = date.fromisoformat(published[:10])
    except ValueError:
        return None
    for text in (sentence, paragraph):
        found = _sessions(text)
        if not found:
            continue
        if len({m.group("day") for m in found}) != 1:
            return None  # "fell Monday and rose Tuesday": which session is the claim's?
        match = found[0]
        wanted = _WEEKDAYS.index(match.group("day"))
        back = (day.weekday() - wanted) % 7
        if back == 6:
            return None  # the day after the page's: this week's or last week's session?
        when = day - timedelta(days=back)
        trading = match.group("trading")
        lead = f" {' '.join(trading.split())}" if trading and "trading" not in claim else ""
        body = claim.rstrip().rstrip(".")
        return f"{body}{lead} on {match.group('day')}, {written_date(when)}."
    return None


def session_words(claim: str, nearby: str) -> frozenset[str]:
    """The lower-case words of a session ``session_dated`` wrote into ``claim`` that the
    span's surroundings ``nearby`` give (``in early trading Tuesday``): the entailment
    check allows them."""
    words: set[str] = set()
    for match in _sessions(nearby):
        if match.group("day") in claim:
            words.update(w.lower() for w in re.findall(r"[A-Za-z.]+", match.group(0)))
    return frozenset(words)
