"""Relative weeks, days ago and ``recent`` in past-tense news claims, dated from the page."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anchoring import anchor_dates
from shared.claims.relative_days import reliable_date
from shared.claims.rules import RuleClaimExtractor
from shared.claims.weeks import anchor_weeks, drop_recent

THURSDAY = "2016-12-15"


def test_last_week_and_this_week_become_the_weeks_mondays() -> None:
    """'last week' is the week of the Monday before the page's week; 'earlier this week' the
    page's own week (a Thursday page of 15 December 2016: 5 and 12 December)."""
    assert anchor_dates("The ministry announced last week that it had lifted the ban.",
                        THURSDAY) == ("The ministry announced in the week of December 5, 2016 "
                                      "that it had lifted the ban.")  # fmt: skip
    assert anchor_dates("Officials said earlier this week that the bridge had reopened.",
                        THURSDAY) == ("Officials said in the week of December 12, 2016 that "
                                      "the bridge had reopened.")  # fmt: skip
    assert anchor_dates("Last week, the company cut 300 jobs.", THURSDAY) == (
        "In the week of December 5, 2016, the company cut 300 jobs."
    )
    assert anchor_dates("Prices have risen since last week.", THURSDAY) == (
        "Prices have risen since the week of December 5, 2016."
    )


def test_weeks_to_come_or_untold_stay_unanchored() -> None:
    """A week ahead, a present week, a weekend to come or a weekend seen from a weekend's
    page has no date the page can give; the weekend just gone, from a weekday's page, has
    (test_relative_times)."""
    for claim in ("The company will cut jobs next week.", "The band plays here this week.",
                  "The team plays twice this weekend."):  # fmt: skip
        assert anchor_dates(claim, THURSDAY) is None, claim
    assert anchor_dates("The team won twice last weekend.", "2016-12-18") is None  # a Sunday
    assert anchor_dates("The team won twice last weekend.", THURSDAY) == (
        "The team won twice over the weekend of December 10, 2016.")


def test_days_ago_and_recent() -> None:
    """'two days ago' is a date; 'a recent poll' a poll and 'recently opened' opened."""
    assert anchor_dates("The man died two days ago.", THURSDAY) == (
        "The man died on December 13, 2016."
    )
    assert anchor_dates("All 120 economists in a recent Reuters poll had expected a rate hike "
                        "on Wednesday.", THURSDAY) == (
        "All 120 economists in a Reuters poll had expected a rate hike on Wednesday, "
        "December 14, 2016."
    )  # fmt: skip
    assert anchor_dates("Apple recently opened a store in Paris.", THURSDAY) == (
        "Apple opened a store in Paris."
    )
    assert drop_recent("A recent outbreak killed 12 people.") == "An outbreak killed 12 people."
    assert drop_recent("Until recently, the site was closed.") == (
        "Until recently, the site was closed."
    )


def test_a_vague_time_ago_goes_and_the_event_stays() -> None:
    """'A few weeks ago, X excavated ...' tells the event without the time; 'three years ago'
    (a time the claim needs, not to be had to the day) still drops."""
    assert anchor_dates("A few weeks ago, archaeologists excavated parts of Abydos.",
                        THURSDAY) == "Archaeologists excavated parts of Abydos."  # fmt: skip
    assert anchor_dates("The company said several days ago that it had cut 300 jobs.",
                        THURSDAY) == "The company said that it had cut 300 jobs."  # fmt: skip
    assert anchor_dates("The firm was founded three years ago.", THURSDAY) is None
    assert anchor_dates("Several months ago, the bridge collapsed.", None) is None


def test_the_pages_own_weekday_in_a_progressive_is_that_day() -> None:
    """'are striking ... on Tuesday' on a Tuesday's page is that day; another day is not."""
    tuesday = "2016-11-29"
    assert anchor_dates("Hundreds of workers are striking at the airport on Tuesday.",
                        tuesday) == ("Hundreds of workers are striking at the airport on "
                                     "Tuesday, November 29, 2016.")  # fmt: skip
    assert anchor_dates("Hundreds of workers are striking at the airport on Friday.",
                        tuesday) is None  # fmt: skip


def test_a_forecast_of_later_years_leaves_the_page_date() -> None:
    """A news page forecasting 2018 and 2019 keeps its 2016 date; a told later event not."""
    forecast = ("The Fed raised rates on Wednesday. The increases would be followed by three "
                "more in both 2018 and 2019. Trump is considered likely to replace her when "
                "her term ends in early 2018.")
    assert reliable_date(THURSDAY, forecast) == THURSDAY
    assert reliable_date(THURSDAY, "The Fed raised rates. Yellen left the Fed in 2018.") is None


def test_a_dated_reuters_style_page_keeps_its_weekday_lead() -> None:
    """A lead told 'on Wednesday' on a page that forecasts later years keeps a dated claim."""
    text = ("The U.S. Federal Reserve raised interest rates on Wednesday. The projected three "
            "rate increases next year would be followed by another three increases in both "
            "2018 and 2019.")
    claims = [d.claim for d in RuleClaimExtractor().extraction(
        text, title="Fed raises rates", published=THURSDAY).drafts]
    assert "The U.S. Federal Reserve raised interest rates on Wednesday, December 14, 2016." in (
        claims
    ), claims


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2040, 12, 31)))
def test_last_week_is_the_monday_of_the_week_before(day: date) -> None:
    """For any page date, 'last week' names a Monday 7 to 13 days before it."""
    out = anchor_weeks("Sales fell last week.", day)
    monday = day - timedelta(days=day.weekday() + 7)
    assert out == f"Sales fell in the week of {monday:%B} {monday.day}, {monday.year}."
    assert 7 <= (day - monday).days <= 13
    assert monday.weekday() == 0


@given(st.text(max_size=120))
def test_drop_recent_only_removes_words(text: str) -> None:
    """drop_recent never adds a word but the a/an it agrees: the rest is the claim's own."""
    out = drop_recent(text)
    added = set(out.split()) - set(text.split()) - {"a", "an", "A", "An"}
    assert not added, (text, out)
