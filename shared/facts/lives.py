"""Births and deaths a claim states past the subject's titles, or both in one sentence.

``dated.verb_date`` reads ``X was born on 4 May 1950`` right after the subject (past one
closed appositive). Life claims split from a lead sentence often keep the subject's title
or an epithet with no closing comma: ``Anne Marie Martinozzi, Princess of Conti was born
in 1637``, ``Henry I of Cyprus, nicknamed the Fat died on 18 January 1253``, ``James George
Hamilton, 6th Duke of Hamilton and 3rd Duke of Brandon, KT was born on 10 July 1724``,
``Walter George Mitchell, was born on May 30, 1877``. Only ``was born`` and ``died`` are
read so (a verb whose subject cannot be another name in such a short clause), and never
past an appositive that names a relative or opens a clause (``X, whose father Y died``,
``X, the son of Y, was born``: the kin is refused, whatever the commas).

``X was born in A on D1 and died of B in C on D2`` gives both dates, each read from its
own half as ``verb_date`` reads a one-date claim.
"""

from __future__ import annotations

import re

from shared.facts.dated import verb_date
from shared.text.dates import DateMention, find_dates

__all__ = ["born_and_died", "life_after_titles"]

_KIN_OR_CLAUSE = re.compile(
    r"\b(?:who|whose|which|that|when|while|after|before|since|son|sons|daughter|daughters|"
    r"wife|husband|widow|widower|father|mother|brother|sister|child|children|parent|parents|"
    r"heir|grandson|granddaughter|nephew|niece|uncle|aunt|cousin|his|her|their|its|he|she|"
    r"they|it|[a-z]+ed\s+(?:by|to|with)|born|died)\b",
    re.I,
)
"""Words that make an appositive more than a title or an epithet of the subject."""

_GAP = re.compile(
    r"(?P<gap>(?:\s*,\s*[^,.;()]{1,70}?)+?)\s*,?(?:\s+[A-Z]{2,5}\b)*\s+(?=(?:was\s+born|died)\b)"
)
"""One or more comma-led titles before ``was born``/``died``, the last with no closing comma,
then post-nominals written without one (``KG``)."""
_BARE_COMMA = re.compile(r"\s*,(?=\s+(?:was\s+born|died)\b)")
"""``Walter George Mitchell, was born``: a stray comma."""
_POSTNOMINALS = re.compile(r"(?:\s+[A-Z]{2,5}\b)+(?=\s+(?:was\s+born|died)\b)")
"""``Wriothesley Russell, 2nd Duke of Bedford KG was born``: letters with no comma."""


def life_after_titles(text: str, after: int) -> tuple[str, DateMention] | None:
    """(``born`` or ``died``, date) of a claim whose subject ends at ``after`` and whose verb
    comes after titles, an epithet or post-nominals with no closing comma (see module)."""
    at: int | None = None
    for pattern in (_BARE_COMMA, _POSTNOMINALS):
        m = pattern.match(text, after)
        if m is not None:
            at = m.end()
            break
    if at is None:
        m = _GAP.match(text, after)
        if m is None or _KIN_OR_CLAUSE.search(m.group("gap")) or find_dates(m.group("gap")):
            return None
        at = m.end()
    found = verb_date(text, at)
    if found is None or found[0] not in ("born", "died"):
        return None
    return found


_AND_DIED = re.compile(r"\s+and\s+(?=died\b)")


def born_and_died(text: str, after: int) -> list[tuple[str, DateMention]]:
    """``X was born in A on D1 and died of B in C on D2``: the birth from the first half and
    the death from the second, each its half's one date; ``[]`` unless both read."""
    m = _AND_DIED.search(text, after)
    if m is None or not re.match(r"\s*(?:was\s+)?born\b", text[after:]):
        return []
    first = verb_date(text[: m.start()] + ".", after)
    second = verb_date(text[:after] + " " + text[m.end() :], after)
    if first is None or second is None or (first[0], second[0]) != ("born", "died"):
        return []
    if not first[1].latest < second[1].earliest:
        return []
    return [first, second]
