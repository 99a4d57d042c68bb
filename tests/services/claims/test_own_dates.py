"""A weekday the sentence dates itself is never re-dated from the page's week."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anchoring import anchor_dates, weekday_unresolved

THURSDAY = "2016-12-15"
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def test_a_weekday_with_its_own_month_and_year_is_kept_as_written() -> None:
    """'On a chilly Tuesday in December 1999' names its own date: no page week, no garble."""
    told = "On a chilly Tuesday in December 1999, the band played its last show at the club."
    assert anchor_dates(told, THURSDAY) == told
    timed = "Officers responded Tuesday at 10:01 p.m. on December 12, 2016, to the call."
    assert anchor_dates(timed, THURSDAY) == timed


def test_a_weekday_dated_with_an_abbreviated_month_gets_no_second_date() -> None:
    """'Wednesday, Dec. 14' is dated already: its year is added, no ', Dec. 14, 2016' twice."""
    assert anchor_dates("The crash happened Wednesday, Dec. 14, 2016.", THURSDAY) == (
        "The crash happened Wednesday, Dec. 14, 2016."
    )
    assert anchor_dates("He was arrested on Tuesday, Dec. 13.", THURSDAY) == (
        "He was arrested on Tuesday, Dec. 13, 2016."
    )


def test_a_weekday_with_its_day_takes_the_year_it_falls_in() -> None:
    """'Monday, Dec. 14' on a page of December 2016 is December 14, 2015 (a Monday)."""
    began = "The drama began at 10:01 p.m. on Monday, Dec. 14, when the threat came in."
    assert anchor_dates(began, "2016-12-16") == (
        "The drama began at 10:01 p.m. on Monday, Dec. 14, 2015, when the threat came in."
    )


def test_a_described_weekday_without_a_date_is_refused() -> None:
    """'On a chilly Tuesday' with no date of its own cannot take 'on Tuesday, <date>'."""
    assert anchor_dates("On a chilly Tuesday, the band played its last show.", THURSDAY) is None
    assert anchor_dates("The storm hit that Sunday, flooding the town.", THURSDAY) is None
    assert anchor_dates("The attack Wednesday killed 21 people.", THURSDAY) == (
        "The attack on Wednesday, December 14, 2016, killed 21 people."
    )
    assert anchor_dates("Trump named Mnuchin for Treasury secretary Wednesday.", THURSDAY) == (
        "Trump named Mnuchin for Treasury secretary on Wednesday, December 14, 2016."
    )


def test_a_bare_weekday_in_another_clause_than_a_year_is_still_anchored() -> None:
    """'said Tuesday that sales rose in 2015': the year dates the sales, not the saying."""
    assert anchor_dates("The company said Tuesday that sales rose 5% in 2015.", THURSDAY) == (
        "The company said on Tuesday, December 13, 2016, that sales rose 5% in 2015."
    )
    pleaded = "A man pleaded guilty on Monday to threatening a senator in March 2016."
    assert anchor_dates(pleaded, THURSDAY) == (
        "A man pleaded guilty on Monday, December 12, 2016, to threatening a senator in March 2016."
    )
    assert anchor_dates("Police arrested him Tuesday night.", THURSDAY) == (
        "Police arrested him on Tuesday night, December 13, 2016."
    )


@given(st.sampled_from(WEEKDAYS), st.integers(1990, 2015),
       st.sampled_from(("January", "March", "Oct.", "December")))  # fmt: skip
def test_a_weekday_in_a_dated_phrase_is_never_given_the_page_week(
    day: str, year: int, month: str
) -> None:
    """Any weekday followed by its own month and year comes back unchanged, never garbled."""
    told = f"The plant closed on a cold {day} in {month} {year}, the union said."
    out = anchor_dates(told, THURSDAY)
    assert out == told
    assert "2016" not in out


def test_the_weekday_after_the_page_date_is_the_next_day_not_six_days_back() -> None:
    """A Monday page's past 'on Tuesday' (CNN: filed Monday evening in New York, 02:34Z
    Tuesday) is the next day, never the Tuesday six days back; Monday stays Monday."""
    monday = "2019-11-18"
    moved = "Asian markets rose on Tuesday after the trade talks."
    assert anchor_dates(moved, monday) == (
        "Asian markets rose on Tuesday, November 19, 2019, after the trade talks."
    )
    assert anchor_dates("Asian markets rose on Monday after the trade talks.", monday) == (
        "Asian markets rose on Monday, November 18, 2019, after the trade talks."
    )
    assert anchor_dates(moved, "2019-11-19") == (
        "Asian markets rose on Tuesday, November 19, 2019, after the trade talks."
    )


def test_a_negated_past_dates_its_weekday() -> None:
    """'didn't meet ... on Tuesday' tells a past Tuesday (a negated past auxiliary), while
    'doesn't' tells none."""
    told = "Eric Holcomb didn\u2019t meet the teachers at the Statehouse on Tuesday."
    assert anchor_dates(told, "2019-11-19") == (
        "Eric Holcomb didn\u2019t meet the teachers at the Statehouse on Tuesday, November 19, "
        "2019."
    )
    assert anchor_dates(told.replace("didn", "doesn"), "2019-11-19") is None


def test_an_unplaceable_weekday_has_its_own_reason() -> None:
    """'last Monday' on a Thursday, 'Tuesday's event' and a weekday on an undated page are
    refused as weekday_unresolved; a coming weekday or 'next week' is not (relative_date)."""
    for claim, published in (
        ("Disney struggled with users who activated accounts last Monday.", "2019-11-21"),
        ("Beth Ruffin didn\u2019t know Patrick before Tuesday\u2019s event.", "2019-11-20"),
        ("The board voted on Tuesday to close the plant.", None),
    ):
        assert anchor_dates(claim, published) is None
        assert weekday_unresolved(claim, published), claim
    for claim in ("The Gophers play Saturday against the Wildcats.",
                  "Spain will be back in action on Wednesday against Croatia."):
        assert anchor_dates(claim, "2019-11-19") is None
        assert not weekday_unresolved(claim, "2019-11-19"), claim


@given(st.dates(date(1950, 1, 1), date(2090, 12, 31)), st.sampled_from(WEEKDAYS))
def test_a_placed_weekday_is_from_five_days_before_to_the_day_after_the_page_date(
    published: date, day: str
) -> None:
    """Every weekday written out falls on that weekday, from 5 days before the page's date
    to the day after it, and a past bare weekday is always placed."""
    out = anchor_dates(f"The board voted on {day} to close the plant.", published.isoformat())
    assert out is not None
    written = re.search(r"on \w+, (\w+ \d+, \d{4}),", out)
    assert written is not None, out
    when = datetime.strptime(written.group(1), "%B %d, %Y").date()
    assert -1 <= (published - when).days <= 5
    assert when.weekday() == WEEKDAYS.index(day)


def test_a_last_weekday_is_written_out_only_when_its_week_is_sure() -> None:
    """'last Tuesday' on a Tuesday page is a week back (Disney+, November 12, 2019, on the
    page of the 19th), 'Last Friday' on a Thursday page the Friday before; 'last Monday' on
    a Thursday page (this week's or the last?) is refused as weekday_unresolved."""
    disney = ("Walt Disney Co. struggled with the users who activated their accounts last "
              "Tuesday.")
    assert anchor_dates(disney, "2019-11-19") == (
        "Walt Disney Co. struggled with the users who activated their accounts on Tuesday, "
        "November 12, 2019."
    )
    senate = "Last Friday, the Senate failed to reconfirm Jessica Rosenworcel."
    assert anchor_dates(senate, "2016-12-15") == (
        "On Friday, December 9, 2016, the Senate failed to reconfirm Jessica Rosenworcel."
    )
    unsure = senate.replace("Friday", "Monday")
    assert anchor_dates(unsure, "2016-12-15") is None
    assert weekday_unresolved(unsure, "2016-12-15")


@given(st.dates(date(1950, 1, 8), date(2090, 12, 31)), st.sampled_from(WEEKDAYS),
       st.sampled_from(["last", "this past"]))
def test_a_written_last_weekday_is_on_its_weekday_one_to_seven_days_back(
    published: date, day: str, which: str
) -> None:
    """A 'last'/'this past' weekday written out is that weekday, 1 to 7 days before the
    page's date; 'last' is written only when that day lies in the week before the page's."""
    out = anchor_dates(f"The board voted {which} {day} to close the plant.",
                       published.isoformat())
    if out is None:
        assert which == "last" and WEEKDAYS.index(day) < published.weekday()
        return
    written = re.search(r"on \w+, (\w+ \d+, \d{4}),", out)
    assert written is not None, out
    when = datetime.strptime(written.group(1), "%B %d, %Y").date()
    assert 1 <= (published - when).days <= 7 and when.weekday() == WEEKDAYS.index(day)
    if which == "last":
        assert when < published - timedelta(days=published.weekday())  # the week before
