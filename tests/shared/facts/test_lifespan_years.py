"""Full years of a life between two dated facts (the "Who lived longer" steps)."""

from __future__ import annotations

from datetime import date
from typing import Literal

from dateutil.relativedelta import relativedelta  # type: ignore[import-untyped]
from hypothesis import assume, given
from hypothesis import strategies as st

from shared.facts import DateValue, lifespan_years
from shared.text.dates import find_dates


def _value(text: str) -> DateValue:
    (mention,) = find_dates(text)
    return DateValue.of(mention)


def _day(day: date) -> DateValue:
    return DateValue("d", day.isoformat(), "day", day, day)


def test_a_birthday_not_yet_reached_is_not_a_full_year() -> None:
    """6 May 1895 to 22 April 1982 is 86 full years (the reviewer's "87 years")."""
    assert lifespan_years(_value("6 May 1895"), _value("22 April 1982")) == (86, 86)
    assert lifespan_years(_value("6 May 1895"), _value("6 May 1982")) == (87, 87)
    assert lifespan_years(_value("30 December 1907"), _value("7 April 1994")) == (86, 86)


def test_coarse_dates_give_the_range_they_allow() -> None:
    """A year or a month leaves the full years open between the corners of its range."""
    assert lifespan_years(_value("in 1895"), _value("in 1982")) == (86, 87)
    assert lifespan_years(_value("May 1895"), _value("22 April 1982")) == (86, 86)
    assert lifespan_years(_value("May 1895"), _value("May 1982")) == (86, 87)
    assert lifespan_years(_value("in 1982"), _value("in 1982")) is None


def test_a_29_february_birthday_is_reached_on_1_march() -> None:
    """Born 29 February 1896: 80 full years on 1 March 1976 of a common year, not on 28 Feb."""
    born = _day(date(1896, 2, 29))
    assert lifespan_years(born, _day(date(1977, 2, 28))) == (80, 80)
    assert lifespan_years(born, _day(date(1977, 3, 1))) == (81, 81)


@given(st.dates(min_value=date(1000, 1, 1), max_value=date(2100, 1, 1)),
       st.integers(min_value=1, max_value=45000))  # fmt: skip
def test_day_precision_full_years_agree_with_relativedelta(born: date, days: int) -> None:
    """For two exact days the full years are dateutil's relativedelta years."""
    assume((born.month, born.day) != (2, 29))  # relativedelta reaches it on 28 February
    died = date.fromordinal(born.toordinal() + days)
    years = relativedelta(died, born).years
    assert lifespan_years(_day(born), _day(died)) == (years, years)


@given(st.dates(min_value=date(1000, 1, 1), max_value=date(2100, 1, 1)),
       st.integers(min_value=400, max_value=45000),
       st.sampled_from(["year", "month"]))  # fmt: skip
def test_coarse_ranges_hold_every_day_pair_inside(
    born: date, days: int, precision: Literal["year", "month"]
) -> None:
    """At month or year precision the range holds the full years of every exact day pair."""
    died = date.fromordinal(born.toordinal() + days)
    if precision == "year":
        b0, b1 = date(born.year, 1, 1), date(born.year, 12, 31)
    else:
        b0 = born.replace(day=1)
        b1 = (b0 + relativedelta(months=1)) - relativedelta(days=1)
    coarse = DateValue("b", b0.isoformat(), precision, b0, b1)
    assume(b1 < died)
    span = lifespan_years(coarse, _day(died))
    assert span is not None
    low, high = span
    for day in (b0, b1, born):
        assume((day.month, day.day) != (2, 29))
        years = relativedelta(died, day).years
        assert low <= years <= high
    assert {relativedelta(died, b0).years, relativedelta(died, b1).years} >= {low, high}
