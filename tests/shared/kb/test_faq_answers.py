"""A policy FAQ's answer is the sentences that answer it: sympathy openers, advice,
promotion and pointers after the answer are cut; a "How …?" answered by a duty, a
pronoun question and an entry whose answer is a list are refused; a conditional restating
an asked entry is dropped."""

from __future__ import annotations

from pathlib import Path
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import direct_candidates
from shared.kb.faq_answers import faq_answer, faq_question

_SCHEME = """# Bike Loan Scheme

The Bike Loan scheme lets you buy a bike through payroll.

## What if I leave my company during the loan?

Don't worry, we know plans change. If you leave the company during the loan, the rest of
the loan is taken from your final pay.

## How many bikes can I buy with the loan?

You can buy one bike per loan. So if you want two bikes, it would be best to plan a
bigger loan.

## How are loans approved by the team?

It is the responsibility of the finance team to check each loan against this policy.

## How will it change my pay?

Your pay goes down by the monthly instalment.

## Which shops take part in the scheme?

- Cycle Hub - all branches
- Wheels & Co - online only
"""


def _direct(tmp_path: Path) -> tuple[dict[str, str], KbContext]:
    (tmp_path / "bike_loan.md").write_text(_SCHEME, encoding="utf-8")
    (tmp_path / "holiday.md").write_text(
        "# Holiday\n\nYou get 25 days of holiday a year.\n", encoding="utf-8")
    context = KbContext.build(load_kb(tmp_path))
    found = direct_candidates(context.kb.page("bike_loan.md"), context, Random(1))
    return {c.query: c.ground_truth for cs in found.values() for c in cs}, context


def test_openers_and_advice_are_cut(tmp_path: Path) -> None:
    """The sympathy opener and the advice after the answer are left out; "my company"
    is asked as "the company"."""
    asked, _ = _direct(tmp_path)
    assert asked["What if I leave the company during the loan?"] == (
        "If you leave the company during the loan, the rest of the loan is taken from your "
        "final pay.")
    assert asked["How many bikes can I buy with the loan?"] == "You can buy one bike per loan."


def test_refused_entries_are_counted(tmp_path: Path) -> None:
    """A "How …?" answered by whose responsibility it is, a question whose subject is
    "it", and an entry whose answer is a list are no FAQ queries, each counted; the list
    is asked whole by its heading instead."""
    asked, context = _direct(tmp_path)
    assert not any(q.startswith(("How are loans", "How will it")) for q in asked)
    assert context.skipped["simple_fact:faq_how_answered_by_a_duty"] == 1
    assert context.skipped["simple_fact:faq_pronoun_without_referent"] == 1
    assert context.skipped["simple_fact:faq_answer_is_a_list"] == 1
    assert asked["Which shops take part in the scheme?"] == (
        "Cycle Hub - all branches; Wheels & Co - online only.")


def test_a_conditional_restating_an_entry_is_dropped(tmp_path: Path) -> None:
    """"If you leave the company during the loan, …" inside the entry's answer is not asked
    again as "What happens if I leave the company during the loan?"."""
    asked, context = _direct(tmp_path)
    assert not any(q.startswith("What happens if I leave") for q in asked)
    assert context.skipped["conditional_logic:restates_an_faq_entry"] == 1


def test_answer_forms() -> None:
    """A lone "Of course!" reads "Yes."; a rhetorical question and a promotion end the
    answer; one sentence is kept as it is; "my employer" reads "the company"."""
    assert faq_answer("Can I apply twice?", "Of course! Apply again after a year. "
                      "Want more? It's so simple.") == "Yes. Apply again after a year."
    assert faq_answer("Is it taxed?", "No, it is not taxed.") == "No, it is not taxed."
    assert faq_question("Can my employer see it?") == "Can the company see it?"


_WORDS = st.text(alphabet="abcdefgh ", min_size=1, max_size=20).map(str.strip).filter(bool)
_SENTENCES = st.lists(st.builds(lambda w, end: f"{w[0].upper()}{w[1:]}{end}", _WORDS,
                                st.sampled_from([".", "!", "?"])), min_size=1, max_size=6)


@given(_SENTENCES)
def test_the_answer_is_a_run_of_the_entrys_sentences(sentences: list[str]) -> None:
    """Whatever the entry says, the answer is None or its sentences from some start on,
    in order, never a word the entry did not hold (but the "Yes." of an interjection)."""
    answer = faq_answer("What is the limit?", " ".join(sentences))
    if answer is None:
        return
    assert answer in " ".join(sentences)
    assert len(answer) <= len(" ".join(sentences))
