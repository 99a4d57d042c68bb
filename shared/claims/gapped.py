"""Two dated clauses or a gapped list of dates in one sentence, cut into claims of one date.

- a second clause after ``, and`` opened by its own date: ``In 1998, he was inducted into
  the Australian Surfing Hall of Fame, and in 2000, he was inducted into the Australian
  Sporting Hall of Fame.`` -> two claims (the second's pronoun is resolved by ``parts``);
- one verb with a list of dates by place, the verb left out after the first (``It was
  released on 10 November 1998 in North America, and 4 February 1999 in Europe.``, ``The
  film premiered on Cartoon Network on September 15, 2006 and on Kids' WB on September 16,
  2006.``) -> one claim, the earliest item with its place (``... was released on 10
  November 1998 in North America.``): the list's other items are later events of the same
  kind, and a claim of each would read as a first release that it is not.

``dated_clauses(piece)`` and ``date_list(piece)`` give ``[piece]`` when it is of no such form.
"""

from __future__ import annotations

import itertools
import re

from shared.claims.verbs import is_finite_verb
from shared.text.dates import DateMention, find_dates

__all__ = ["date_list", "dated_clauses"]

_DATED_CLAUSE_RX = re.compile(
    r"^(?P<head>.{12,}?),\s+and\s+(?P<when>(?:in|on)\s+[^,;]{3,30}),\s+"
    r"(?P<tail>(?:he|she|it|they|[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,4})\s+[^;]+)$"
)
_PLACE = r"[A-Z][^,;.\d]{0,40}?"
_AFTER_RX = re.compile(rf"\s+(?:in|on)\s+(?P<place>{_PLACE}),?\s+(?:and\s+)?(?:on\s+)?")
"""Between two dates, places after them: ``in North America, and ``."""
_TAIL_RX = re.compile(rf"\s+(?:in|on)\s+(?P<place>{_PLACE})\.?")
_BEFORE_HEAD_RX = re.compile(rf"(?P<head>.*\s)(?:on|in)\s+(?P<place>{_PLACE})\s+on\s+")
"""Before the first date, a place before it: ``premiered on Cartoon Network on ``."""
_BEFORE_RX = re.compile(rf",?\s+(?:and\s+)?(?:on|in)\s+(?P<place>{_PLACE})\s+on\s+")


def dated_clauses(piece: str) -> list[str]:
    """``..., and in 2000, he was inducted ...`` as two sentences, each with its date."""
    found = _DATED_CLAUSE_RX.match(piece.strip())
    if found is None or not find_dates(found.group("when")):
        return [piece]
    head, tail = found.group("head"), found.group("tail")
    if not find_dates(head) or not any(is_finite_verb(w) for w in tail.split()[1:4]):
        return [piece]
    when = found.group("when")
    return [f"{head}.", f"{when[:1].upper()}{when[1:]}, {tail}"]


def _dates(piece: str) -> list[DateMention]:
    return [d for d in find_dates(piece) if d.precision != "decade"]


def _earliest(dates: list[DateMention]) -> int | None:
    """Index of the one date before all the others, ``None`` when none is."""
    for k, date in enumerate(dates):
        if all(date.latest < other.earliest for j, other in enumerate(dates) if j != k):
            return k
    return None


def date_list(piece: str) -> list[str]:
    """``X was released on D1 in P1, and D2 in P2.`` as the earliest item's claim."""
    text = piece.strip()
    dates = _dates(text)
    if len(dates) < 2 or any(d.precision not in ("day", "month", "year") for d in dates):
        return [piece]
    k = _earliest(dates)
    if k is None:
        return [piece]
    head = text[: dates[0].start]
    if not re.search(r"\s(?:on|in)\s+$", head) or not any(
        is_finite_verb(w) for w in head.split()[1:]
    ):
        return [piece]
    gaps = [text[a.end : b.start] for a, b in itertools.pairwise(dates)]
    tail = text[dates[-1].end :]
    after = [_AFTER_RX.fullmatch(g) for g in gaps]
    last = _TAIL_RX.fullmatch(tail)
    if all(after) and last is not None:  # places after the dates
        places = [m.group("place") for m in after if m is not None] + [last.group("place")]
        return [f"{head}{dates[k].text} in {places[k]}."]
    first = _BEFORE_HEAD_RX.fullmatch(head)
    before = [_BEFORE_RX.fullmatch(g) for g in gaps]
    if first is not None and all(before) and re.fullmatch(r"\.?", tail):  # places before
        places = [first.group("place")] + [m.group("place") for m in before if m is not None]
        return [f"{first.group('head')}on {places[k]} on {dates[k].text}."]
    return [piece]
