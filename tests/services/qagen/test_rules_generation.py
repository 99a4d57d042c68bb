"""The rule QA generator as a whole: applicability, subsets, seeds and draft validation."""

from __future__ import annotations

import random

import pytest

from services.qagen.applicability import applicable, bucket_counts
from services.qagen.subsets import choose_subset
from shared.llm.replies import QADraft
from shared.messages.qa import UsedClaim
from shared.quality.validate import validate_draft
from tests.services.qagen.dicaprio import bucket, dicaprio_buckets
from tests.services.qagen.film_drafts import FILMS, GEN, film_drafts

BUCKETS = dicaprio_buckets().buckets


def test_applicability_follows_the_spec_rules() -> None:
    """Dates in 3 buckets, numbers in 3, causal phrases in 2, 3 buckets in all."""
    counts = bucket_counts(BUCKETS)
    assert counts["temporal"] == 3
    assert counts["comparison"] == 3  # doc 7's "13 million views" counts too
    assert counts["causal"] == 2
    assert counts["conjunction"] == 3
    assert applicable(BUCKETS) == ("temporal", "comparison", "causal", "conjunction")
    assert applicable(BUCKETS[:2]) == ("temporal", "comparison")  # one causal bucket
    assert "comparison" not in applicable([bucket(1, ["Born in 1974."]), bucket(2, ["In 1991."])])


def test_same_seed_same_drafts_and_other_seeds_vary() -> None:
    """Generation is a function of the seed."""
    one = GEN.generate_sync(FILMS, pattern="comparison", n_pairs=3, seed=11)
    assert one == GEN.generate_sync(FILMS, pattern="comparison", n_pairs=3, seed=11)
    others = {
        tuple(d.question for d in GEN.generate_sync(FILMS, pattern="comparison", n_pairs=3,
                                                    seed=s))
        for s in range(8)
    }
    assert len(others) > 1


def test_subset_prefers_buckets_that_enable_more_patterns() -> None:
    """With k=2 of 4 buckets, the chosen pair always keeps temporal and comparison possible."""
    plain = bucket(99, ["Leonardo DiCaprio likes the sea.", "Leonardo DiCaprio owns a dog."])
    buckets = (*BUCKETS, plain)
    for seed in range(20):
        chosen = choose_subset(buckets, 2, random.Random(seed))
        assert len(chosen) == 2 and plain not in chosen
        assert {"temporal", "comparison"} <= set(applicable(chosen))


def _draft(**overrides: object) -> QADraft:
    base = film_drafts("temporal")
    return base[0].model_copy(update=overrides)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"answer": "99 years"}, "interval"),
        ({"question": "How many years passed? 6 years?", "answer": "6 years"}, "appears in"),
    ],
)
def test_validation_rejects_wrong_or_leaking_answers(
    change: dict[str, object], reason: str
) -> None:
    """Recomputation from the claims catches a wrong interval; a leaked answer is refused."""
    reasons = validate_draft(_draft(**change), "temporal", FILMS)
    assert any(reason in r for r in reasons), reasons


def test_validation_rejects_a_wrong_comparison_winner() -> None:
    """Swapping the answer of "who was born first" fails recomputation."""
    d = next(d for d in film_drafts("comparison") if d.question.startswith("Who was born first"))
    loser = d.computed["b"] if d.answer == d.computed["a"] else d.computed["a"]
    assert any("recomputed" in r for r in validate_draft(d.model_copy(update={"answer": loser}),
                                                         "comparison", FILMS))  # fmt: skip


def test_validation_rejects_unknown_claims_and_single_document_items() -> None:
    """A claim not in the buckets, or all claims from one document, fails validation."""
    fake = UsedClaim(doc_id=8, claim_id="doc8_claim99", claim="Made up.")
    assert any(
        "not in the buckets" in r
        for r in validate_draft(_draft(used_claims=(fake,)), "temporal", FILMS)
    )
    one = _draft().used_claims[0]
    assert any(
        "documents" in r
        for r in validate_draft(_draft(used_claims=(one, one)), "temporal", FILMS)
    )
