"""Explicit dates and years: formats, normalised values, offsets, and numbers that are not years."""

from __future__ import annotations

import itertools
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.text.dates import find_dates, has_date, years


def values(text: str) -> list[str]:
    return [mention.value for mention in find_dates(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Leonardo DiCaprio was born on November 11, 1974 in Los Angeles, California.",
         ["1974-11-11"]),
        ("Leonardo DiCaprio was born on November 11,1974, in Los Angeles, California.",
         ["1974-11-11"]),
        ("Sep 6, 2024 ... Facebook parent company Meta laid off more than 10,000 employees",
         ["2024-09-06"]),
        ("Leonardo DiCaprio was appointed as United Nations Messenger of Peace in September 2014.",
         ["2014-09"]),
        ("Leonardo DiCaprio made his film debut in 1991 in the horror sequel Critters 3.",
         ["1991"]),
        ("He won his first Academy Award for Best Actor for his role in The Revenant (2015).",
         ["2015"]),
        ("Revenue peaked in the 1990s and again in the '80s revival.", ["199X", "198X"]),
        ("Sales in Q2 2023 beat the second quarter of 2022 and 2021 Q4.",
         ["2023-Q2", "2022-Q2", "2021-Q4"]),
        ("Published 2024-09-06T10:15:00Z and updated 2024-09-07.", ["2024-09-06", "2024-09-07"]),
        ("The attacks of 9/11/2001 were followed by 11 November 2001 talks.",
         ["2001-09-11", "2001-11-11"]),
        ("A European date 25.12.2020 has its day first.", ["2020-12-25"]),
        ("On the 6th of September, 2024 the lease was signed.", ["2024-09-06"]),
    ],
)  # fmt: skip
def test_formats_normalise_to_iso(text: str, expected: list[str]) -> None:
    """Each supported date format yields the expected ISO/EDTF value."""
    assert values(text) == expected


def test_spec_salary_claim_years() -> None:
    """The spec's Titanic salary claim yields 1997 and 2000 but no money amounts as years."""
    claim = (
        "Leonardo DiCaprio earned $2.5 million for Titanic in 1997 and his pay increased to "
        "$20 million per movie from 2000 onwards, with exceptions for J Edgar, Django Unchained "
        "and The Wolf of Wall Street."
    )
    assert years(claim) == [1997, 2000]


@pytest.mark.parametrize(
    "text",
    [
        "IBM takes over a 320,000-square foot building and pays $2,000 a month.",
        "It paid $2000 in fees.",
        "Meta laid off 2000 employees and leased 1500 square feet.",
        "A 2000-square-foot office.",
        "Prices rose 2015% in the bubble.",
        "Version 3.2015 shipped; the F-1500 jet flew.",
        "About 1500 of them stayed.",
        "Thousands, 1000s of people, came.",
    ],
)
def test_numbers_are_not_years(text: str) -> None:
    """Money, grouped numbers, counts and measures are not mistaken for years."""
    assert find_dates(text) == []


def test_month_word_needs_capital() -> None:
    """Lower-case "may" is a verb, not a month."""
    assert values("Sales may 2020 levels; May 2020 was hard.") == ["2020", "2020-05"]


def test_invalid_calendar_dates_are_dropped() -> None:
    """A day that does not exist (February 30) is not a date."""
    assert not any(m.precision == "day" for m in find_dates("On February 30, 2021 nothing."))


def test_ranges_cover_the_period() -> None:
    """Each mention carries the first and last day it covers."""
    decade, quarter, month = find_dates("In the 1990s, in Q3 2020 and in February 2024.")
    assert (decade.earliest, decade.latest) == (date(1990, 1, 1), date(1999, 12, 31))
    assert (quarter.earliest, quarter.latest) == (date(2020, 7, 1), date(2020, 9, 30))
    assert (month.earliest, month.latest) == (date(2024, 2, 1), date(2024, 2, 29))


def test_day_first_option() -> None:
    """``day_first`` reads 11/09/2001 as 11 September."""
    assert values("On 11/09/2001.") == ["2001-11-09"]
    assert [m.value for m in find_dates("On 11/09/2001.", day_first=True)] == ["2001-09-11"]


def test_has_date() -> None:
    """``has_date`` is true for explicit years only."""
    assert has_date("Founded in 1998 to promote awareness.")
    assert not has_date("It has no plans for League of Legends 2.")


@given(st.text())
def test_offsets_slice_to_the_mention(text: str) -> None:
    """On any text: no crash, every mention slices back to its text, mentions do not overlap."""
    mentions = find_dates(text)
    for mention in mentions:
        assert text[mention.start : mention.end] == mention.text
        assert mention.earliest <= mention.latest
    for left, right in itertools.pairwise(mentions):
        assert left.end <= right.start


@given(st.dates(min_value=date(1000, 1, 1), max_value=date(2199, 12, 31)))
def test_any_spelled_date_round_trips(day: date) -> None:
    """Any date written "Month D, YYYY" inside a sentence normalises back to itself."""
    text = f"It happened on {day.strftime('%B')} {day.day}, {day.year:04d} downtown."
    assert values(text) == [day.isoformat()]
