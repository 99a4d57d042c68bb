"""A yearless day after a noun in a past-tense claim is refused when either year may be meant."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anchoring import anchor_dates
from shared.claims.own_dates import unsure_year
from shared.text.dates import MONTH_NAMES

OSCARS = ("Several of the contenders for best picture at the Oscars on Feb. 9 were not "
          "nominated for best movie cast ensemble at SAG.")  # fmt: skip


def test_a_coming_day_after_a_noun_is_not_dated_last_year() -> None:
    """The reviewer-class case: a page of January 19, 2020 wrote 'the Oscars on Feb. 9' (2020);
    the past verb gave '2019'. Now refused; a page of March 2020 dates it February 9, 2020."""
    assert anchor_dates(OSCARS, "2020-01-19") is None
    assert anchor_dates(OSCARS, "2020-03-19") == OSCARS.replace("Feb. 9", "Feb. 9, 2020")


def test_a_day_after_its_past_verb_is_that_past_day() -> None:
    """'was founded on March 3' in a December page is the last March 3."""
    founded = "The company was founded on March 3 by two engineers."
    assert anchor_dates(founded, "2016-12-18") == founded.replace("March 3", "March 3, 2016")
    assert not unsure_year("It was founded on March 3", 16, "March 3", date(2016, 12, 18))


def test_a_recent_day_after_a_noun_keeps_its_year() -> None:
    """'the rally on Dec. 2' in a page of Dec. 10: recent, this year's, as before."""
    assert anchor_dates("Thousands attended the rally on Dec. 2 in Chicago.", "2016-12-10") == (
        "Thousands attended the rally on Dec. 2, 2016 in Chicago."
    )


@given(st.dates(date(2000, 1, 1), date(2030, 12, 31)), st.integers(1, 12), st.integers(1, 28))
def test_an_unsure_day_has_a_near_coming_one_and_a_far_past_one(
    published: date, month: int, day: int
) -> None:
    """Whenever a day is unsure, its next occurrence is within 92 days after the page date and
    its last one more than 183 days before; a day within the last half year never is."""
    name = MONTH_NAMES[month - 1]
    claim = f"Voters backed the measure in the election on {name} {day}"
    unsure = unsure_year(claim, claim.index(name), f"{name} {day}", published)
    this = date(published.year, month, day)
    last = this if this <= published else date(published.year - 1, month, day)
    coming = this if this > published else date(published.year + 1, month, day)
    if unsure:
        assert coming - published <= timedelta(days=92)
        assert published - last > timedelta(days=183)
    if published - last <= timedelta(days=183):
        assert not unsure
