"""Every claims rule reads a month in the same forms (``shared.text.dates``): an abbreviation
without its stop (``Nov 18``) is a month to anchor, one with it (``Dec. 5``) a date the claim
or its paragraph tells of its own, and no month is read in a longer word."""

from __future__ import annotations

from shared.claims.anchoring import anchor_dates
from shared.claims.relative_days import relative_day
from shared.claims.sessions import session_dated
from shared.claims.timed_states import anchor_state

PAGE = "2019-11-20"  # a Wednesday


def test_a_day_with_an_abbreviated_month_and_no_stop_gets_the_pages_year() -> None:
    """``on Nov 18`` is a day without its year, as ``on Nov. 18`` is: it is written with the
    page's year (before, it was kept with no year at all)."""
    assert anchor_dates("The band played the Fillmore on Nov 18.", PAGE) == (
        "The band played the Fillmore on Nov 18, 2019.")
    assert anchor_dates("The band played the Fillmore on Nov. 18.", PAGE) == (
        "The band played the Fillmore on Nov. 18, 2019.")


def test_a_weekday_dated_by_an_abbreviated_month_is_not_dated_again() -> None:
    """``Tuesday, Nov 19`` is one day: the weekday is not written out as a second date
    beside it (before: ``on Tuesday, November 19, 2019, Nov 19``)."""
    assert anchor_dates("The band played the Fillmore on Tuesday, Nov 19.", PAGE) == (
        "The band played the Fillmore on Tuesday, Nov 19, 2019.")


def test_a_month_name_is_never_read_from_its_start() -> None:
    """``6 November 1867`` is a whole date, not a day ``6 Nov`` without its year."""
    assert not relative_day("Michael Whitham was born on 6 November 1867.")
    assert anchor_dates("Michael Whitham was born on 6 November 1867.", PAGE) == (
        "Michael Whitham was born on 6 November 1867.")


def test_a_paragraph_dated_by_an_abbreviated_month_tells_the_pages_news() -> None:
    """A past event in a paragraph that names ``Dec. 5`` is the page's own news and gets
    the report date, as under ``December 5`` (before, the stop hid the month)."""
    for month in ("Dec. 5", "December 5"):
        context = f"Acme Corp said on {month} that it would cut jobs. Acme Corp closed its plant."
        assert anchor_state("Acme Corp closed its plant.", "2019-12-06", context) == (
            "Acme Corp closed its plant (reported December 6, 2019).")


def test_a_market_move_with_its_own_abbreviated_date_takes_no_session() -> None:
    """A move dated ``on Dec. 5`` keeps its own date; the paragraph's ``Tuesday`` is not
    added as a second, contradicting one."""
    claim = "Japan's Nikkei 225 (N225) declined 0.3% on Dec. 5."
    lead = "The indexes fell in early trading Tuesday."
    assert session_dated(claim, lead, (lead, ""), "2019-12-06") == claim
