"""A market move dated by the trading session its page names, never by the report's day.

``Japan's Nikkei 225 (N225) declined 0.3%.`` in a story whose paragraph opens ``The major
Asian market indexes were mixed in early trading Tuesday ...`` moved on Tuesday's session: the
page's date (``reported November 18, 2019``, filed the evening before in New York) is not the
time the claim needs. A market move is an index, a share, a currency, a bond yield or a
commodity that rose, fell, closed, gained, lost ... a number of percent, points or basis
points (``market_move``). ``session_dated`` writes the session the sentence or, failing it,
its paragraph or the market paragraph just before it names (one bare weekday, placed as
``own_dates.weekday_date`` places it, with ``in early trading`` when the page says so):
``Japan's Nikkei 225 (N225) declined 0.3% in early trading on Tuesday, November 19,
2019.``; a move whose sentence and paragraphs name no session (or two) returns ``None`` and
the caller drops it (``undated_session``). A move with a date of its own in the claim (a
weekday already written out, a month, a year) is left as it is.
"""

from __future__ import annotations

import re
from datetime import date

from shared.claims.moves import without_record_dates
from shared.claims.own_dates import weekday_date
from shared.text.dates import (
    MONTH_ANY,
    MONTH_WRITTEN,
    WEEKDAY_NAME,
    WEEKDAY_NAMES,
    written_date,
)

__all__ = ["market_move", "market_paragraphs", "session_dated", "session_words"]

_WEEKDAYS = WEEKDAY_NAMES
_INSTRUMENT_RX = re.compile(
    r"\b(?i:index|indexes|indices|indicators?|average|composite|shares?|stocks?|futures|"
    r"yields?|bonds?|notes|crude|oil|gold|silver|copper|aluminum|aluminium|dollar|euro|yen|"
    r"yuan|renminbi|pound|sterling|rupee|peso|bitcoin|gauge)\b"
    r"|\b(?:Nikkei|Kospi|Hang Seng|Topix|Dow|Nasdaq|S&P|FTSE|DAX|CAC|Stoxx|STOXX|Sensex|"
    r"Nifty|ASX|Brent|Inc\.|Corp\.|Co\.|Ltd\.?|plc|PLC|AG|SA|SpA|NV|Holdings)(?!\w)"
)
"""What trades in a session: an index, a share (a company named with its ``Inc.``,
``Corp.``, ``AG``), a bond, a currency, a commodity."""
_MOVE_RX = re.compile(
    r"\b(?:rose|fell|climbed|declined|dropped|gained|slipped|jumped|surged|tumbled|slid|"
    r"closed|ended|edged|added|lost|rallied|sank|plunged|soared|advanced|retreated|"
    r"(?:was|were)\s+(?:up|down|off))\b"
)
"""A past move of a price or a level."""
_AMOUNT_RX = re.compile(
    r"\b(?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*"
    r"(?:%|percent\b|per\s+cent\b|(?:basis\s+)?points?\b)")
"""The move's size: ``0.3%``, ``2 percent``, ``102.2 points``, ``five basis points``."""
_OWN_DATE_RX = re.compile(
    rf"\b(?:{MONTH_WRITTEN}|1[5-9]\d\d|20\d\d|"
    r"yesterday|today|tonight|year-to-date|week|month|year|decade)(?!\w)"
    rf"|\b{WEEKDAY_NAME}\b"
)
"""A time the claim tells of its own (a weekday it names is anchored as written)."""
_SESSION_RX = re.compile(
    r"\b(?:(?P<trading>(?:in|during)\s+(?:(?:early|late|morning|afternoon|midday|"
    r"overnight|Asian|European|U\.S\.|US|New York|Tokyo|Hong Kong|London)\s+){0,2}"
    r"(?:trading|trade|dealings?|session))\s+(?:on\s+)?)?"
    rf"(?:[Oo]n\s+)?(?P<day>{WEEKDAY_NAME})\b"
    rf"(?!,?\s+(?:\d|{MONTH_ANY}))"
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


def market_paragraphs(text: str, at: int) -> tuple[str, str]:
    """The paragraph (newline bounded) of ``text`` holding ``at``, and the one before it when
    that one speaks of markets in a session (``The major Asian market indexes were mixed in
    early trading Tuesday ...`` above a one-sentence paragraph of moves), else ``""``."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    paragraph = text[start : end if end >= 0 else len(text)]
    above = text[:start].rstrip("\n")
    before = above[above.rfind("\n") + 1 :]
    market = _TRADING_RX.search(before) or _INSTRUMENT_RX.search(before)
    return paragraph, before if market else ""


_TRADING_RX = re.compile(r"\b(?:trading|markets?|traders|investors|session)\b")
"""A paragraph of the markets (whose session the next paragraph's moves share)."""


def session_dated(claim: str, sentence: str, paragraphs: tuple[str, str],
                  published: str | None) -> str | None:  # fmt: skip
    """``claim`` (a ``market_move``) with the session its ``sentence`` or, failing it, its
    paragraph or the market paragraph before it (``market_paragraphs``) names written in
    (see module); ``claim`` itself when it dates itself; ``None`` when no one session can
    be read, or the page has no date to count from."""
    if _OWN_DATE_RX.search(without_record_dates(claim)):
        return claim  # not "the lowest since Nov. 9, 2016": the record's date, not the move's
    if published is None:
        return None
    try:
        day = date.fromisoformat(published[:10])
    except ValueError:
        return None
    for text in (sentence, *paragraphs):
        found = _sessions(text)
        if not found:
            continue
        if len({m.group("day") for m in found}) != 1:
            return None  # "fell Monday and rose Tuesday": which session is the claim's?
        match = found[0]
        when = weekday_date(_WEEKDAYS.index(match.group("day")), day)
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
