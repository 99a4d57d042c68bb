"""Multi-hop queries are one question that needs both pages, never two lookups glued."""

from __future__ import annotations

from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.embeddings import HashingEmbedder
from shared.kb import GenerationConfig, KnowledgeBase, generate
from shared.kb.candidates import KbContext
from shared.kb.multihop import multi_hop_candidates, needs_both
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
    """All 70 multi-hop queries of the example KB are single questions (0 glued)."""
    result = await generate(example_kb, HashingEmbedder(),
                            GenerationConfig(direct=0, negative=0, min_negative_similarity=0.3))
    multi = [q for q in result.queries if q.query_type == "multi_hop"]
    assert len(multi) == 70
    assert [q.query for q in multi if is_concatenated(q.query)] == []
    assert {q.metadata.subtype for q in multi} == {
        "sequential_process", "policy_faq", "comparative", "hub_to_detail", "cross_category",
        "rot_aware",
    }


def test_every_candidate_needs_both_pages(example_kb: KnowledgeBase) -> None:
    """Every kept candidate of every linked pair misses an evidence snippet on each page alone."""
    context = KbContext.build(example_kb)
    kept = 0
    for first, second in example_kb.linked_pairs():
        a, b = example_kb.page(first), example_kb.page(second)
        for candidates in multi_hop_candidates(a, b, context, Random(0)).values():
            for candidate in candidates:
                one, other = (a, b) if candidate.refs[0] == a.ref else (b, a)
                assert needs_both(candidate, one, other), candidate.query
                kept += 1
    assert kept > 70


def test_hub_question_names_the_page_only_through_the_hub(example_kb: KnowledgeBase) -> None:
    """A hub-to-detail query uses the hub's words for the link, which the detail page lacks."""
    context = KbContext.build(example_kb)
    hub, detail = example_kb.page("help-center.md"), example_kb.page("contact-support.md")
    found = multi_hop_candidates(hub, detail, context, Random(0))["hub_to_detail"]
    assert found
    for candidate in found:
        assert candidate.query.startswith("To reach a person by phone, email or chat, what")
        assert "Contact Support" not in candidate.query
