"""Intervals between dated facts at the precision both dates support."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from shared.facts import DateValue, elapsed, order
from shared.text.dates import find_dates


def _value(text: str) -> DateValue:
    (mention,) = find_dates(text)
    return DateValue.of(mention)


def test_months_are_used_when_months_are_known() -> None:
    """November 1990 -> January 1994 is 38 months (3 full years), never "4 years"."""
    gap = elapsed(_value("November 1990"), _value("January 1994"))
    assert gap is not None and (gap.amount, gap.unit, gap.completed) == (3, "years", True)
    assert gap.shown() == "3 years"
    short = elapsed(_value("September 2014"), _value("November 2015"))
    assert short is not None and short.shown() == "14 months"


def test_a_part_month_between_two_days_is_counted_as_full_months() -> None:
    """Two exact days 7 months 24 days apart give 7 completed months (asked "full months")."""
    gap = elapsed(_value("March 1, 1980"), _value("October 25, 1980"))
    assert gap is not None and (gap.amount, gap.unit, gap.completed) == (7, "months", True)
    exact = elapsed(_value("March 1, 1980"), _value("October 1, 1980"))
    assert exact is not None and (exact.amount, exact.unit, exact.completed) == (7, "months", False)


def test_year_against_a_day_is_not_determined() -> None:
    """A year-only date against a day gives no interval (it could be off by one)."""
    assert elapsed(_value("30 July 1970"), _value("in 2006")) is None


def test_a_day_against_a_month_needs_every_day_of_the_month_to_agree() -> None:
    """22 August 1920 -> November 1920 is 2 or 3 full months (by November's day): no answer;
    from 1 August it is 3 whatever the day; across years the whole years can still agree."""
    assert elapsed(_value("August 22, 1920"), _value("November 1920")) is None
    assert elapsed(_value("September 19, 1920"), _value("November 1920")) is None
    first = elapsed(_value("August 1, 1920"), _value("November 1920"))
    assert first is not None and first.shown() == "3 months"
    assert elapsed(_value("11 November 1974"), _value("November 2015")) is None
    years = elapsed(_value("22 August 1974"), _value("November 2015"))
    assert years is not None and (years.amount, years.unit, years.completed) == (41, "years", True)


@given(st.dates(min_value=date(1800, 1, 1), max_value=date(2100, 1, 1)),
       st.integers(min_value=1, max_value=40000), st.booleans())  # fmt: skip
def test_a_day_against_a_month_holds_for_every_day_of_that_month(
    day: date, offset: int, day_first: bool
) -> None:
    """Whatever ``elapsed`` states between a day and a month is what every day of the month
    gives against that day, as two exact days (in whole months or years)."""
    other = date.fromordinal(day.toordinal() + (offset if day_first else -offset))
    first_day = other.replace(day=1)
    last_day = date.fromordinal(
        (first_day.replace(year=first_day.year + (first_day.month == 12),
                           month=first_day.month % 12 + 1)).toordinal() - 1)  # fmt: skip
    exact = DateValue("d", day.isoformat(), "day", day, day)
    month = DateValue("m", other.strftime("%B %Y"), "month", first_day, last_day)
    a, b = (exact, month) if day_first else (month, exact)
    gap = elapsed(a, b)
    if gap is None:
        return
    for n in range(first_day.day, last_day.day + 1):
        probe = other.replace(day=n)
        pe = DateValue("p", probe.isoformat(), "day", probe, probe)
        each = elapsed(exact, pe) if day_first else elapsed(pe, exact)
        assert each is not None and each.unit != "days"
        assert (each.amount, each.unit) == (gap.amount, gap.unit)


def test_years_from_years_and_days_for_short_spans() -> None:
    """Two years subtract; two days within two months count days."""
    gap = elapsed(_value("in 1998"), _value("in 2015"))
    assert gap is not None and gap.shown() == "17 years"
    days = elapsed(_value("March 23, 2021"), _value("March 29, 2021"))
    assert days is not None and days.shown() == "6 days"


def test_overlapping_ranges_have_no_order() -> None:
    """1990 and March 1990 overlap: neither is surely first."""
    assert order(_value("in 1990"), _value("March 1990")) == 0
    assert elapsed(_value("in 1990"), _value("March 1990")) is None


@given(st.dates(min_value=date(1800, 1, 1), max_value=date(2100, 1, 1)),
       st.integers(min_value=1, max_value=40000))  # fmt: skip
def test_day_precision_intervals_never_overstate(start: date, days: int) -> None:
    """For two exact days, the stated years or months never exceed the real time elapsed."""
    end = date.fromordinal(start.toordinal() + days)
    a = DateValue("a", start.isoformat(), "day", start, start)
    b = DateValue("b", end.isoformat(), "day", end, end)
    gap = elapsed(a, b)
    assert gap is not None
    months = (end.year - start.year) * 12 + end.month - start.month - (end.day < start.day)
    if gap.unit == "days":
        assert months < 2 and gap.amount == days
        return
    stated = gap.amount * (12 if gap.unit == "years" else 1)
    assert stated <= months < stated + (12 if gap.unit == "years" else 1)


def test_a_year_is_enough_when_the_later_date_closes_the_year() -> None:
    """A year alone is enough for the first date when the later date closes the year."""
    # 5 November 1990 -> 31 December 2000 is 10 full years for any day of 1990, so a page stating
    # only ``1990`` answers it; 3 November 1959 -> 7 September 2014 (54 full years) needs the month.
    from shared.facts.elapsed import answer_precisions

    a, b = _value("November 5, 1990"), _value("December 31, 2000")
    gap = elapsed(a, b)
    assert gap is not None and (gap.amount, gap.completed) == (10, True)
    pairs = answer_precisions(a, b, gap)
    assert pairs[0] == ("day", "day") and ("year", "day") in pairs
    c, d = _value("November 3, 1959"), _value("September 7, 2014")
    later = elapsed(c, d)
    assert later is not None
    assert ("year", "day") not in answer_precisions(c, d, later)


@given(st.dates(min_value=date(1800, 1, 1), max_value=date(2100, 1, 1)),
       st.integers(min_value=1, max_value=20000), st.data())  # fmt: skip
def test_every_coarser_precision_returned_gives_the_same_answer(
    start: date, days: int, data: st.DataObject
) -> None:
    """Any two days within a returned coarser pair of precisions give the exact dates' interval."""
    # A property test.
    from shared.facts.elapsed import _span, answer_precisions

    end = date.fromordinal(start.toordinal() + days)
    a = DateValue("a", start.isoformat(), "day", start, start)
    b = DateValue("b", end.isoformat(), "day", end, end)
    gap = elapsed(a, b)
    assert gap is not None
    for pa, pb in answer_precisions(a, b, gap)[1:]:
        (a0, a1), (b0, b1) = _span(a, pa), _span(b, pb)
        x = data.draw(st.dates(min_value=a0, max_value=a1))
        y = data.draw(st.dates(min_value=b0, max_value=b1))
        other = elapsed(DateValue("x", x.isoformat(), "day", x, x),
                        DateValue("y", y.isoformat(), "day", y, y))  # fmt: skip
        assert other is not None and (other.amount, other.unit) == (gap.amount, gap.unit)
