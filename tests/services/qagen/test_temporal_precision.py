"""Temporal questions at the precision their facts have: an interval with an end known
only to its year is asked from the first event's year (the difference of the calendar
years), a full-year count only when both days settle it."""

from __future__ import annotations

import dataclasses
from collections import Counter

from services.qagen.fact_index import FactIndex
from services.qagen.rules import RuleQAGenerator
from services.qagen.temporal import year_named
from shared.facts import DateValue
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.messages.qa import QAItem
from shared.quality.recompute import recompute_problem
from shared.quality.rule_checks import RuleChecks
from tests.services.qagen.films import bucket


def _drafts(docs: list[ClaimBucket]) -> tuple[list[QADraft], Counter[str]]:
    generator = RuleQAGenerator()
    drafts = generator.generate_sync(docs, pattern="temporal", n_pairs=50, seed=1)
    return list(drafts), generator.skips


def _item(made: QADraft) -> QAItem:
    return QAItem(item_id="t1", question=made.question, answers=(made.answer,),
                  pattern="temporal", used_claims=made.used_claims,
                  reasoning_steps=made.reasoning_steps, computed=made.computed)  # fmt: skip


_ARBENINA = [
    bucket(1, "Diana Arbenina", ["Diana Arbenina (born 8 July 1974) is a Russian singer."]),
    bucket(2, "Nochnye Snaipery", ["Nochnye Snaipery is a Russian rock band founded in 1993.",
                                   "The singer of Nochnye Snaipery is Diana Arbenina."]),
]  # fmt: skip


def test_a_day_against_a_year_is_asked_from_the_first_events_year() -> None:
    """A birth to the day and a band's founding year: the question counts from the birth
    year (19 calendar years), never the birth's full years (18 or 19)."""
    drafts, _ = _drafts(_ARBENINA)
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many years after the birth year of Diana Arbenina was Nochnye Snaipery "
         "founded?", "19 years")]  # fmt: skip
    made = drafts[0]
    assert "full" not in made.question
    assert recompute_problem(made.computed, made.used_claims, "19 years") is None
    assert RuleChecks().check(_item(made), None).reasons == []


def test_two_years_are_asked_from_the_first_events_year() -> None:
    """Two films known to their years: the release year of the first, not its release."""
    docs = [
        bucket(1, "The Prestige (film)", ["The Prestige is a 2006 film directed by "
                                          "Christopher Nolan."]),
        bucket(2, "Interstellar (film)", ["Interstellar is a 2014 film directed by "
                                          "Christopher Nolan."]),
    ]  # fmt: skip
    drafts, _ = _drafts(docs)
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many years after the release year of The Prestige was Interstellar released?",
         "8 years")]  # fmt: skip


def test_two_days_are_asked_in_full_years_from_the_event() -> None:
    """A father's and his son's births known to the day: full years from the birth itself."""
    docs = [
        bucket(1, "Vartan Malakian", ["Vartan Malakian (born February 14, 1947) is an "
                                      "Armenian artist.", "Vartan Malakian is the father of "
                                      "Daron Malakian."]),
        bucket(2, "Daron Malakian", ["Daron Malakian (born July 18, 1975) is an American "
                                     "musician."]),
    ]  # fmt: skip
    drafts, _ = _drafts(docs)
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many full years after the birth of Vartan Malakian was Daron Malakian born?",
         "28 years")]  # fmt: skip


def test_a_year_with_no_noun_of_its_own_is_the_year_of_its_event() -> None:
    """A death's year is ``the year of the death of ...``; a birth's is its birth year."""
    index = FactIndex.build(_ARBENINA)
    born = next(f for f in index.facts if f.relation == "born")
    assert isinstance(born.value, DateValue), born
    assert year_named(born) == "the birth year of Diana Arbenina"
    died = dataclasses.replace(born, subject="Charles Carroll of Carrollton", relation="died")
    assert year_named(died) == "the year of the death of Charles Carroll of Carrollton"
