"""The judge's gate on intervals with an end known only to its year: asked from the first
event's year, never as full years nor from the event itself."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.quality.validate import year_interval_problem

_YEARS = {"op": "interval", "unit": "years", "a": "1974", "b": "1993"}


def test_a_count_from_the_event_itself_is_refused() -> None:
    """'How many years after the birth of X' over 1974 -> 1993 (a day read as its year)
    could be 18 full years: refused; from the birth year it passes."""
    assert year_interval_problem(
        "How many years after the birth of Diana Arbenina was Nochnye Snaipery founded?",
        _YEARS) is not None  # fmt: skip
    assert year_interval_problem(
        "How many years after the birth year of Diana Arbenina was Nochnye Snaipery "
        "founded?", _YEARS) is None  # fmt: skip
    assert year_interval_problem(
        "How many full years after the birth year of Diana Arbenina was Nochnye Snaipery "
        "founded?", _YEARS) is not None  # fmt: skip


def test_days_and_months_are_not_its_business() -> None:
    """Two days counted in full years, or an interval in months, pass the gate."""
    days = {"op": "interval", "unit": "years", "a": "1947-02-14", "b": "1975-07-18"}
    assert year_interval_problem(
        "How many full years after the birth of Vartan Malakian was Daron Malakian born?",
        days) is None  # fmt: skip
    months = {"op": "interval", "unit": "months", "a": "1998-07", "b": "1999-03"}
    assert year_interval_problem("How many months after X was Y born?", months) is None


@given(st.integers(1000, 2999), st.integers(1000, 2999),
       st.text(st.characters(codec="ascii"), max_size=40).filter(lambda t: "year" not in t))
def test_a_year_end_passes_only_from_a_year(a: int, b: int, middle: str) -> None:
    """Whatever the words around them, an interval with a year end is refused without a
    'year of' and passes with the first event's year named."""
    computed = {"op": "interval", "unit": "years", "a": str(a), "b": str(b)}
    assert year_interval_problem(f"How many years after {middle}?", computed) is not None
    named = f"How many years after the birth year of {middle}?"
    assert year_interval_problem(named, computed) is None


def test_the_year_a_name_or_when_is_a_first_events_year() -> None:
    """Review 18 S4: 'the year X was born' and 'the year when ...' ask from the first
    event's year (pass); 'Full years' in any case is refused."""
    for question in (
        "How many years after the year Diana Arbenina was born was Nochnye Snaipery founded?",
        "How many years after the year when Diana Arbenina was born was Nochnye Snaipery "
        "founded?",
    ):
        assert year_interval_problem(question, _YEARS) is None
    assert year_interval_problem(
        "How many Full years after the birth year of X was Y founded?", _YEARS) is not None
    assert year_interval_problem(
        "How many years after the year-end was Y founded?", _YEARS) is not None
