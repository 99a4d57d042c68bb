"""Multi-hop queries are one question that needs both pages, never two lookups glued."""

from __future__ import annotations

from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.embeddings import HashingEmbedder
from shared.kb import GenerationConfig, KnowledgeBase, generate
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.multihop import RULE_SUBTYPES, answered_by_one, multi_hop_candidates, needs_both
from shared.kb.question_shape import is_concatenated


def test_concatenated_forms_are_found() -> None:
    """The glued forms the issue counted ("… and what …", "? And what") are recognised."""
    assert is_concatenated("Who pays for return shipping? And what is the return window?")
    assert is_concatenated(
        "Can I return opened items, and what does the Returns Policy say about the fee?"
    )
    assert is_concatenated("What is the fee, and what is the limit?")


def test_single_questions_are_not_flagged() -> None:
    """A subordinate clause, a choice between two names and "how much more" are one question."""
    assert not is_concatenated("If I return an item that I have opened, what fee applies?")
    assert not is_concatenated("Which is longer, the return window or the defective window?")
    assert not is_concatenated(
        "How much more does Express Shipping cost than Standard Shipping for 5 lb to Zone B?"
    )


@given(st.text(alphabet="abcdefgh ", min_size=1, max_size=30),
       st.text(alphabet="abcdefgh ", min_size=1, max_size=30))
def test_two_question_sentences_are_always_concatenated(first: str, second: str) -> None:
    """Any text with a second sentence after a question mark reads as two questions."""
    assert is_concatenated(f"What {first}? Which {second}?")


async def test_generated_multi_hop_are_never_concatenated(example_kb: KnowledgeBase) -> None:
    """The example KB's multi-hop queries are single questions (0 glued); the gap is reported."""
    result = await generate(example_kb, HashingEmbedder(),
                            GenerationConfig(direct=0, negative=0, min_negative_similarity=0.3))
    multi = [q for q in result.queries if q.query_type == "multi_hop"]
    assert 0 < len(multi) < 70
    assert result.report.shortfall == {"multi_hop": 70 - len(multi)}
    assert [q.query for q in multi if is_concatenated(q.query)] == []
    assert {q.metadata.subtype for q in multi} <= set(RULE_SUBTYPES)
    assert "sequential_process" not in RULE_SUBTYPES


def test_every_candidate_needs_both_pages(example_kb: KnowledgeBase) -> None:
    """Every kept candidate needs a snippet of each page and no page of the pair answers it."""
    context = KbContext.build(example_kb)
    judge = RuleJudge()
    kept = 0
    for first, second in example_kb.linked_pairs():
        a, b = example_kb.page(first), example_kb.page(second)
        for candidates in multi_hop_candidates(a, b, context, Random(0)).values():
            for candidate in candidates:
                one, other = (a, b) if candidate.refs[0] == a.ref else (b, a)
                assert needs_both(candidate, one, other), candidate.query
                assert answered_by_one(candidate, (a, b), judge) is None, candidate.query
                kept += 1
    assert kept >= 40


def test_one_page_answerable_multi_hop_is_rejected(example_kb: KnowledgeBase) -> None:
    """A multi-hop question one page answers is rejected naming the page; a two-table one is not."""
    # The reviewer's "If I paid partly with Rewards points, what is the earning rate?" is answered
    # by the points page alone; a two-table comparison by neither page alone.
    judge = RuleJudge()
    methods, points = example_kb.page("payment-methods.md"), example_kb.page("loyalty-points.md")
    irrelevant_if = Candidate(
        query="If I paid partly with Rewards points, what is the earning rate?",
        ground_truth="1 point per $1 spent on merchandise", refs=(methods.ref, points.ref),
        subtype="cross_category", category="payments", key="k",
        evidence=(Evidence(methods.ref, "you can pay the rest with a card or PayPal"),
                  Evidence(points.ref, "1 point per $1 spent on merchandise")),
        answer_key=("1 point per $1 spent on merchandise",),
    )
    assert needs_both(irrelevant_if, methods, points)
    assert answered_by_one(irrelevant_if, (methods, points), judge) == points.ref
    context = KbContext.build(example_kb)
    rates, express = example_kb.page("shipping-rates-v2.md"), example_kb.page("express-shipping.md")
    compared = multi_hop_candidates(rates, express, context, Random(0))["comparative"]
    assert compared
    assert all(answered_by_one(c, (rates, express), judge) is None for c in compared)
