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
        ("How many years after the release year of Christopher Nolan's film The Prestige was "
         "the film Interstellar released?",
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


def test_a_day_only_the_page_states_leaves_the_years_asked_by_year() -> None:
    """The Georgie Henley class: the film's page states a day of its year that no kept
    claim carries (first shown on 16 May 2008). The arithmetic uses the claims' own
    values (9 July 1995 read as 1995, and 2008), and the question asks the years from the
    birth year: 13, which the page's day does not change (12 full years is not asked)."""
    docs = [
        bucket(1, "Georgie Henley", ["Georgie Henley (born 9 July 1995) is an English "
                                     "actress."]),
        bucket(2, "Prince Caspian (film)", ["Prince Caspian is a 2008 fantasy film starring "
                                            "Georgie Henley."]),
    ]  # fmt: skip
    page = ("Prince Caspian is a 2008 fantasy film starring Georgie Henley. The film was "
            "first shown in the United States on May 16, 2008.")
    generator = RuleQAGenerator({"hash-2": page}.get)
    drafts = list(generator.generate_sync(docs, pattern="temporal", n_pairs=50, seed=1))
    assert [(d.question, d.answer) for d in drafts] == [
        ("How many years after the birth year of Georgie Henley was the film Prince "
         "Caspian released?",
         "13 years")]  # fmt: skip
    made = drafts[0]
    assert (made.computed["a"], made.computed["b"]) == ("1995", "2008")
    assert {u.claim for u in made.used_claims} == {c.text for b in docs for c in b.claims}
    assert recompute_problem(made.computed, made.used_claims, "13 years") is None
    assert recompute_problem(made.computed, made.used_claims, "12 years") is not None
