"""Time between two dated facts, at the precision both dates support.

- both dates known to the day: whole days below two months, whole months below two
  years unless they make whole years, else whole years (completed ones);
- both known to the month: whole months, or years when the months make whole years;
- one known to the day, the other to the month: the same, only when every day of that
  month gives it (22 August 1920 -> November 1920 is 2 or 3 full months: no answer;
  1 August 1920 -> November 1920 is 3);
- both known only to the year: the difference of the years;
- a year against a month or a day, quarters and decades: no answer (the interval is not
  determined: ``4 years`` for November 1990 -> January 1994 is the error this avoids).
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date
from typing import Literal

from shared.facts.model import DateValue

__all__ = [
    "Elapsed", "answer_precisions", "elapsed", "full_years", "lifespan_days", "lifespan_years",
    "order",
]

Unit = Literal["days", "months", "years"]


@dataclass(frozen=True, slots=True)
class Elapsed:
    """A non-negative interval in one unit."""

    amount: int
    unit: Unit
    completed: bool = False
    """Whole units completed with a part left over: years with months, or months with days
    (asked as ``How many full years`` / ``How many full months``)."""

    def shown(self) -> str:
        """``1 year``, ``38 months``, ``6 days``."""
        word = self.unit if self.amount != 1 else self.unit[:-1]
        return f"{self.amount} {word}"


_FINE = ("day", "month")


def order(a: DateValue, b: DateValue) -> int:
    """-1 when ``a`` surely precedes ``b``, 1 when it surely follows, 0 when the ranges
    the two dates cover overlap (``1990`` and ``March 1990``)."""
    if a.latest < b.earliest:
        return -1
    if b.latest < a.earliest:
        return 1
    return 0


def elapsed(a: DateValue, b: DateValue) -> Elapsed | None:
    """Time from ``a`` to the later ``b``; ``None`` when undetermined or ``b`` is not later."""
    if order(a, b) != -1:
        return None
    if a.precision == "year" and b.precision == "year":
        return Elapsed(b.earliest.year - a.earliest.year, "years")
    if a.precision not in _FINE or b.precision not in _FINE:
        return None
    start, end = a.earliest, b.earliest
    if a.precision == "day" and b.precision == "day":
        days = (end - start).days
        months = (end.year - start.year) * 12 + end.month - start.month
        if end.day < start.day:
            months -= 1
        if months < 2:
            return Elapsed(days, "days")
    else:
        months = (end.year - start.year) * 12 + end.month - start.month
        if months < 1:
            return None
    if months % 12 == 0 or months >= 24:
        gap = Elapsed(months // 12, "years", completed=months % 12 != 0)
    else:
        # two exact days a part-month apart: 7 months 24 days is asked "How many full months"
        part_month = a.precision == "day" and b.precision == "day" and end.day != start.day
        gap = Elapsed(months, "months", completed=part_month)
    if a.precision != b.precision and not _determined(
        _span(a, a.precision), _span(b, b.precision), gap
    ):
        return None  # 11 Nov 1974 -> Nov 2015 is 40 or 41 years; 22 Aug -> Nov, 2 or 3 months
    return gap


def lifespan_days(born: DateValue, died: DateValue) -> tuple[int, int] | None:
    """The fewest and the most days a life from ``born`` to ``died`` can have lasted, given
    the ranges the two dates cover; ``None`` when the death does not surely follow."""
    if order(born, died) != -1:
        return None
    return (died.earliest - born.latest).days, (died.latest - born.earliest).days


def full_years(start: date, end: date) -> int:
    """Whole years from ``start`` to ``end``: one less while ``end`` falls before the
    year's anniversary (born 6 May 1895, died 22 April 1982: 86, not 87). A 29 February
    anniversary is reached on 1 March of a common year."""
    return end.year - start.year - ((end.month, end.day) < (start.month, start.day))


def lifespan_years(born: DateValue, died: DateValue) -> tuple[int, int] | None:
    """The fewest and the most full years a life from ``born`` to ``died`` can have lasted,
    given the ranges the two dates cover (``1895`` to ``1982``: 86 or 87); ``None`` when
    the death does not surely follow. Full years grow with the end and shrink with the
    start, so the corners of the two ranges bound them."""
    if order(born, died) != -1:
        return None
    return full_years(born.latest, died.earliest), full_years(born.earliest, died.latest)


_RANK = {"year": 0, "month": 1, "day": 2}


def _span(value: DateValue, precision: str) -> tuple[date, date]:
    """The days ``value`` covers when known only to ``precision`` (its own if finer)."""
    first, last = value.earliest, value.latest
    if precision == "year":
        return date(first.year, 1, 1), date(last.year, 12, 31)
    if precision == "month":
        end = calendar.monthrange(last.year, last.month)[1]
        return date(first.year, first.month, 1), date(last.year, last.month, end)
    return first, last


def _months(start: date, end: date) -> int:
    """Whole months from ``start`` to ``end`` (a month counts once its day is reached)."""
    return (end.year - start.year) * 12 + end.month - start.month - (end.day < start.day)


def _determined(a: tuple[date, date], b: tuple[date, date], gap: Elapsed) -> bool:
    """Whether every day in ``a`` to every day in ``b`` gives ``gap``'s amount and unit as
    ``elapsed`` states it (whole months are monotone in both ends: the corners bound them)."""
    if gap.unit == "days" or a[1] >= b[0]:
        return False
    for months in range(_months(a[1], b[0]), _months(a[0], b[1]) + 1):
        if months < 2:
            return False
        if months % 12 == 0 or months >= 24:
            stated: tuple[int, str] = (months // 12, "years")
        else:
            stated = (months, "months")
        if stated != (gap.amount, gap.unit):
            return False
    return True


def answer_precisions(a: DateValue, b: DateValue, gap: Elapsed) -> list[tuple[str, str]]:
    """Every pair of precisions (``a``'s, ``b``'s; each its own or coarser) at which the
    answer is still ``gap``: a reader knowing ``a`` only to its year (``assassination in
    1990``) and ``b`` to the day (31 December 2000) still gets ``10 full years``. The
    dates' own pair is always first; only an answer counted in months or years (not days)
    can hold at a coarser pair."""
    own = ("year", "month", "day")
    out: list[tuple[str, str]] = [(a.precision, b.precision)]
    for pa in own[: _RANK.get(a.precision, 0) + 1]:
        for pb in own[: _RANK.get(b.precision, 0) + 1]:
            if (pa, pb) in out:
                continue
            if _determined(_span(a, pa), _span(b, pb), gap):
                out.append((pa, pb))
    return out
