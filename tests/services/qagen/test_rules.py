"""The rule QA generator, applicability rules, subsets and validation."""

from __future__ import annotations

import random

import pytest

from services.qagen.applicability import applicable, bucket_counts
from services.qagen.rules import RuleQAGenerator
from services.qagen.subsets import choose_subset
from services.qagen.validate import validate_draft
from shared.llm.replies import QADraft
from shared.messages.qa import UsedClaim
from tests.services.qagen.dicaprio import bucket, dicaprio_buckets

BUCKETS = dicaprio_buckets().buckets
GEN = RuleQAGenerator()


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


def test_temporal_interval_answer_is_computed_from_the_claim_years() -> None:
    """ "Years between" answers equal the difference of the two claims' years."""
    drafts = [
        d
        for seed in range(6)
        for d in GEN.generate_sync(BUCKETS, pattern="temporal", n_pairs=40, seed=seed)
    ]
    intervals = [d for d in drafts if d.computed["op"] == "years_between"]
    assert intervals, "expected at least one interval question"
    for draft in drafts:
        assert len({u.doc_id for u in draft.used_claims}) == 2
        assert validate_draft(draft, "temporal", BUCKETS) == []
    debut = next(
        d
        for d in intervals
        if {u.claim_id for u in d.used_claims} == {"doc8_claim5", "doc15_claim5"}
    )
    assert debut.answer == "6 years"  # 1991 film debut, 1997 Titanic salary
    assert "1991" not in debut.question and "1997" not in debut.question


def test_comparison_uses_compatible_figures_from_two_documents() -> None:
    """The $2.5 million salary and the $7.2 billion gross compare; answers are recomputed."""
    drafts = GEN.generate_sync(BUCKETS, pattern="comparison", n_pairs=10, seed=1)
    assert drafts
    for draft in drafts:
        assert {u.claim_id for u in draft.used_claims} == {"doc15_claim5", "doc8_claim3"}
        assert validate_draft(draft, "comparison", BUCKETS) == []
        assert "2.5" not in draft.question and "7.2" not in draft.question
    answers = {d.computed["op"]: d.answer for d in drafts}
    ops = set(answers)
    for seed in range(2, 12):
        ops |= {
            d.computed["op"]
            for d in GEN.generate_sync(BUCKETS, pattern="comparison", n_pairs=3, seed=seed)
        }
    assert ops == {"difference", "ratio", "larger"}


def test_conjunction_names_the_entity_only_in_the_answer() -> None:
    """The subject shared by claims of three documents is the answer, never in the question."""
    drafts = GEN.generate_sync(BUCKETS, pattern="conjunction", n_pairs=5, seed=7)
    assert drafts
    for draft in drafts:
        assert draft.answer == "Leonardo DiCaprio"
        assert "dicaprio" not in draft.question.lower()
        assert draft.question.startswith("Who ")
        assert len({u.doc_id for u in draft.used_claims}) == 3
        assert validate_draft(draft, "conjunction", BUCKETS) == []


def test_causal_questions_link_claims_from_two_documents() -> None:
    """Causal drafts split causal claims into cause and effect across two documents."""
    drafts = GEN.generate_sync(BUCKETS, pattern="causal", n_pairs=3, seed=1)
    assert drafts
    for draft in drafts:
        assert len({u.doc_id for u in draft.used_claims}) == 2
        assert validate_draft(draft, "causal", BUCKETS) == []


def test_same_seed_same_drafts_and_other_seeds_vary() -> None:
    """Generation is a function of the seed."""
    one = GEN.generate_sync(BUCKETS, pattern="temporal", n_pairs=3, seed=11)
    assert one == GEN.generate_sync(BUCKETS, pattern="temporal", n_pairs=3, seed=11)
    others = {
        tuple(d.question for d in GEN.generate_sync(BUCKETS, pattern="temporal", n_pairs=3, seed=s))
        for s in range(8)
    }
    assert len(others) > 1


def _draft(**overrides: object) -> QADraft:
    base = GEN.generate_sync(BUCKETS, pattern="temporal", n_pairs=40, seed=3)
    interval = next(d for d in base if d.computed["op"] == "years_between")
    return interval.model_copy(update=overrides)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (
            {"answer": "99 years", "computed": {"op": "years_between", "value": "99"}},
            "years between",
        ),
        ({"question": "How many years passed? 6 years?", "answer": "6 years"}, "appears in"),
    ],
)
def test_validation_rejects_wrong_or_leaking_answers(
    change: dict[str, object], reason: str
) -> None:
    """Recomputation catches a wrong interval; an answer inside the question is refused."""
    reasons = validate_draft(_draft(**change), "temporal", BUCKETS)
    assert any(reason in r for r in reasons), reasons


def test_validation_rejects_unknown_claims_and_single_document_items() -> None:
    """A claim not in the buckets, or all claims from one document, fails validation."""
    fake = UsedClaim(doc_id=8, claim_id="doc8_claim99", claim="Made up.")
    assert any(
        "not in the buckets" in r
        for r in validate_draft(_draft(used_claims=(fake,)), "temporal", BUCKETS)
    )
    first = BUCKETS[2].claims
    same_doc = tuple(UsedClaim(doc_id=8, claim_id=c.claim_id, claim=c.text) for c in first[:2])
    assert any(
        "documents" in r for r in validate_draft(_draft(used_claims=same_doc), "temporal", BUCKETS)
    )


def test_subset_prefers_buckets_that_enable_more_patterns() -> None:
    """With k=2 of 4 buckets, the chosen pair always keeps temporal and comparison possible."""
    plain = bucket(99, ["Leonardo DiCaprio likes the sea.", "Leonardo DiCaprio owns a dog."])
    buckets = (*BUCKETS, plain)
    for seed in range(20):
        chosen = choose_subset(buckets, 2, random.Random(seed))
        assert len(chosen) == 2 and plain not in chosen
        assert {"temporal", "comparison"} <= set(applicable(chosen))


@pytest.mark.parametrize(
    ("claim", "event"),
    [
        (
            "Zack Hexum (born April 28, 1978) is a Los Angeles based singer-songwriter.",
            "Zack Hexum was born",
        ),
        ("Simon Ammann ( ; born 25 June 1981) is a Swiss ski jumper.", "Simon Ammann was born"),
        (
            "The Devil's Rejects is a 2005 American horror film.",
            "The Devil's Rejects is an American horror film",
        ),
        ('Tere Naam is a remake of the Tamil blockbuster "Sethu" (1999).', None),
        ("Since the mid-1980s, Singapore has had two Deputy Prime Ministers.", None),
        ("The show aired on Channel 4 from 7 January to 11 March 2014.", None),
        ("It had sold 739 copies by 1995.", None),
        ('Unlike the 1933 film "The Flower of Hawaii", this film is not based on a life.', None),
    ],
)
def test_events_keep_their_meaning_or_are_refused(claim: str, event: str | None) -> None:
    """Dates are cut out cleanly; dates that belong to a name, decades and fragments are refused."""
    from services.qagen.phrases import event_without_date, single_date

    mention = single_date(claim)
    assert (event_without_date(claim, mention) if mention else None) == event


def test_cause_and_effect_take_the_clauses_next_to_the_cue() -> None:
    """Clauses joined by "and" and appositive "caused by" phrases split at the right place."""
    from services.qagen.phrases import cause_effect

    forward = cause_effect("Three people died, and the tsunami caused damage as far away as Peru.")
    assert forward is not None and forward.cause == "the tsunami"
    backward = cause_effect("Another death, caused by lightning from the storms, took place.")
    assert backward is not None
    assert (backward.cause, backward.effect) == ("lightning from the storms", "Another death")
