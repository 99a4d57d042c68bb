"""Phrasing gates: a date's preposition (date_phrasing) and an unclosed appositive."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.quality.gates import gate_failures
from tests.shared.quality.items import qa_item


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("Was Twins Party released in September 28, 2007?", "Was Twins Party released on "
         "September 28, 2007?"),
        ("Who died in 4 July 1826?", "Who died on 4 July 1826?"),
        ("Which band formed on 1997 in Leeds?", "Which band formed in 1997 in Leeds?"),
        ("Which band formed on March 1997?", "Which band formed in March 1997?"),
    ],
)
def test_a_date_phrased_as_its_source_did_fails_and_is_normalised(text: str, fixed: str) -> None:
    """A date with the wrong preposition fails date_phrasing, and the normaliser fixes it."""
    # ``in September 28`` and ``on 1997`` fail; ``on September 28`` and ``in 1997`` pass.
    from shared.quality.phrasing import normalise_date_phrasing

    assert "date_phrasing" in gate_failures(qa_item(text, "x"))
    assert normalise_date_phrasing(text) == fixed
    assert "date_phrasing" not in gate_failures(qa_item(fixed, "x"))


@given(st.sampled_from(["in 2007", "on September 28, 2007", "in September 2007",
                        "on 28 September 2007", "in May 20 years later"]),
       st.text(alphabet="abc ", max_size=12))  # fmt: skip
def test_well_phrased_dates_are_left_alone(date: str, words: str) -> None:
    """Dates already phrased for their precision are not rewritten (property)."""
    from shared.quality.phrasing import date_phrasing_problem, normalise_date_phrasing

    text = f"It happened {date} {words}".strip()
    assert normalise_date_phrasing(text) == text
    assert date_phrasing_problem(text) is None


def test_an_appositive_run_into_the_next_words_fails_and_a_clause_gets_its_comma() -> None:
    """An appositive run into the next words fails unclosed_appositive; an added comma fixes it."""
    # ``... David Ogilvy, 12th Earl of Airlie Lord Chamberlain to ...`` fails; before ``or`` it
    # passes; before a verb the generator's ``close_appositives`` adds the comma, which passes.
    from shared.quality.phrasing import close_appositives

    name = "David Ogilvy, 12th Earl of Airlie"
    facts = {"facts": f"{name} | event:appointed:passive | 1937 (year)"}

    def failures(question: str) -> dict[str, str]:
        return gate_failures(qa_item(question, "5 years", computed=facts))

    assert "unclosed_appositive" in failures(
        f"How many years after the appointment of {name} Lord Chamberlain to Queen Elizabeth "
        "did Lord Lloyd marry?")  # fmt: skip
    assert "unclosed_appositive" not in failures(f"Who was born first, {name} or Lord Lloyd?")
    verb = f"How many years after the marriage of Lord Lloyd was {name} appointed Chancellor?"
    assert "unclosed_appositive" in failures(verb)
    closed = close_appositives(verb, [name])
    assert closed == verb.replace("Airlie appointed", "Airlie, appointed")
    assert "unclosed_appositive" not in failures(closed)


def test_a_role_phrase_opened_after_an_appositive_and_never_closed_fails() -> None:
    """A role phrase after a titled name's appositive, unclosed before the verb, fails."""
    name = "David Ogilvy, 12th Earl of Airlie"
    facts = {"facts": f"{name} | event:appointed:passive | 1926 (year)"}

    def failures(question: str) -> dict[str, str]:
        return gate_failures(qa_item(question, "16 years", computed=facts))

    run_on = (f"How many years after the appointment of {name}, a Lord-in-waiting in Stanley "
              "Baldwin's government did Lord Lloyd marry Lady Victoria Ogilvy?")  # fmt: skip
    assert "unclosed_appositive" in failures(run_on)
    plain = f"How many years after the appointment of {name}, did Lord Lloyd marry Lady Ogilvy?"
    assert "unclosed_appositive" not in failures(plain)
    assert "unclosed_appositive" not in failures(f"Who was born first, {name}, or Lord Lloyd?")
