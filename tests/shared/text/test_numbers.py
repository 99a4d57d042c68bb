"""Numbers with units and currencies: values, kinds, comparisons, offsets."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.text.numbers import compatible, find_quantities, has_number, ratio


def summary(text: str) -> list[tuple[str, float, str, str | None, str | None]]:
    return [(q.text, q.value, q.kind, q.unit, q.currency) for q in find_quantities(text)]


def test_spec_salary_claim() -> None:
    """The spec's Titanic claim yields two dollar amounts and no years."""
    claim = (
        "Leonardo DiCaprio earned $2.5 million for Titanic in 1997 and his pay increased to "
        "$20 million per movie from 2000 onwards."
    )
    assert summary(claim) == [
        ("$2.5 million", 2_500_000.0, "money", None, "USD"),
        ("$20 million", 20_000_000.0, "money", None, "USD"),
    ]


def test_spec_ratio_question_is_computable() -> None:
    """$7.2 billion gross over a $2.5 million salary is the spec's 2,880:1."""
    (gross,) = find_quantities("Leonardo DiCaprio's films have grossed $7.2 billion worldwide.")
    (salary,) = find_quantities("He earned $2.5 million for Titanic in 1997.")
    assert compatible(gross, salary)
    assert ratio(gross, salary) == pytest.approx(2880.0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Subleasing 120,000 square feet of downtown space",
         ("120,000 square feet", 120_000.0, "measure", "sq_ft", None)),
        ("a 120,000-square-foot sublease",
         ("120,000-square-foot", 120_000.0, "measure", "sq_ft", None)),
        ("a 320,000-square foot building",
         ("320,000-square foot", 320_000.0, "measure", "sq_ft", None)),
        ("Meta eyes $2.9M project", ("$2.9M", 2_900_000.0, "money", None, "USD")),
        ("shares fell 15% on Monday", ("15%", 15.0, "percent", "%", None)),
        ("rates rose 3.5 percent", ("3.5 percent", 3.5, "percent", "%", None)),
        ("Meta laid off more than 10,000 employees",
         ("10,000 employees", 10_000.0, "count", "employees", None)),
        ("over 13 million views", ("13 million views", 13_000_000.0, "count", "views", None)),
        ("twenty-five people came", ("twenty-five people", 25.0, "count", "people", None)),
        ("at the age of five", ("five", 5.0, "number", None, None)),
        ("paid 30 million dollars", ("30 million dollars", 30_000_000.0, "money", None, "USD")),
        ("a bonus of EUR 5", ("EUR 5", 5.0, "money", None, "EUR")),
        ("a £40bn deal", ("£40bn", 40e9, "money", None, "GBP")),
        ("a 5km run", ("5km", 5.0, "measure", "km", None)),
        ("22-year-old model", ("22-year-old", 22.0, "measure", "years_old", None)),
    ],
)  # fmt: skip
def test_quantities(text: str, expected: tuple[str, float, str, str | None, str | None]) -> None:
    """Each written form becomes the expected value, kind, unit and currency."""
    assert summary(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Born on November 11, 1974, in Los Angeles.",
        "Sep 6, 2024 was a Friday.",
        "the 30th-anniversary celebration",
        "one of da Vinci's paintings",
        "COVID-19 spread.",
        "a 3D film",
    ],
)
def test_not_quantities(text: str) -> None:
    """Dates, ordinals, a lone "one", and numbers glued to names are not quantities."""
    assert find_quantities(text) == []


def test_dates_can_be_included() -> None:
    """``include_dates`` keeps the numbers inside dates."""
    assert [q.value for q in find_quantities("in 1997", include_dates=True)] == [1997.0]


def test_measures_convert_to_base_units() -> None:
    """Square feet and square metres compare through their base unit."""
    feet, metres = find_quantities("120,000 square feet versus 10,000 square metres")
    assert compatible(feet, metres)
    assert ratio(feet, metres) == pytest.approx(120_000 * 0.09290304 / 10_000)


def test_incompatible_ratio_raises() -> None:
    """Dividing dollars by square feet is refused with a message naming both."""
    money, area = find_quantities("$5 million for 120,000 square feet")
    assert not compatible(money, area)
    with pytest.raises(ValueError, match="square feet"):
        ratio(money, area)


def test_has_number() -> None:
    """``has_number`` ignores years."""
    assert has_number("It earned $7.2 billion.")
    assert not has_number("It was founded in 1998.")


@given(st.text())
def test_offsets_slice_to_the_mention(text: str) -> None:
    """On any text: no crash, each quantity slices back to its text and they do not overlap."""
    found = find_quantities(text)
    for quantity in found:
        assert text[quantity.start : quantity.end] == quantity.text
        assert quantity.value >= 0
    for left, right in itertools.pairwise(found):
        assert left.end <= right.start


@given(st.integers(min_value=0, max_value=10**12))
def test_grouped_integers_round_trip(value: int) -> None:
    """Any integer written with thousands separators and a currency reads back exactly."""
    (quantity,) = find_quantities(f"It cost ${value:,} in total.")
    assert quantity.value == value and quantity.currency == "USD"
