"""Verification of drafts: standalone check, span alignment, ids, counts and metrics."""

from __future__ import annotations

from prometheus_client import REGISTRY

from shared.claims.verify import verify_drafts
from shared.llm.replies import ClaimDraft
from shared.text.span_align import DocumentAligner
from tests.services.claims.texts import DICAPRIO


def _count(outcome: str, extractor: str = "llm") -> float:
    value = REGISTRY.get_sample_value(
        "dyneval_claims_total", {"outcome": outcome, "extractor": extractor}
    )
    return value or 0.0


def test_outcomes_are_counted_and_ids_numbered() -> None:
    """Verified, hallucinated, pronoun-led and repeated drafts each get their outcome."""
    drafts = [
        ClaimDraft(claim="Leonardo DiCaprio was born on November 11, 1974.",
                   span="Leonardo DiCaprio was born on November 11,1974, in Los Angeles"),
        ClaimDraft(claim="Leonardo DiCaprio has three children.",
                   span="DiCaprio is the proud father of three children"),
        ClaimDraft(claim="He founded Appian Way Productions in 2004.",
                   span="In 2004, Leonardo DiCaprio founded the production company Appian Way"),
        ClaimDraft(claim="Leonardo DiCaprio founded Appian Way Productions in 2004.",
                   span="In 2004, Leonardo  DiCaprio founded the production company Appian Way"),
        ClaimDraft(claim="Leonardo DiCaprio was born on November 11, 1974.",
                   span="Leonardo DiCaprio was born on November 11,1974"),
    ]  # fmt: skip
    before = {k: _count(k) for k in ("accepted", "unsupported", "non_standalone", "duplicate")}
    result = verify_drafts(
        drafts, DocumentAligner(DICAPRIO), doc_id=8, threshold=90, extractor="llm:test-model"
    )
    assert [c.claim_id for c in result.claims] == ["doc8_claim1", "doc8_claim2"]
    assert (result.unsupported, result.non_standalone, result.duplicates) == (1, 1, 1)
    for claim in result.claims:
        assert DICAPRIO[claim.span_start : claim.span_end] == claim.span
        assert claim.match_score == 100
    assert result.claims[0].features.dates == ("1974-11-11",)
    after = {k: _count(k) for k in before}
    assert {k: after[k] - before[k] for k in before} == {
        "accepted": 2, "unsupported": 1, "non_standalone": 1, "duplicate": 1,
    }  # fmt: skip


def test_fuzzy_span_is_accepted_with_document_text() -> None:
    """A span with a small slip aligns; the stored span is the document's own text."""
    draft = ClaimDraft(
        claim="Leonardo DiCaprio is the only child of Irmelin Indenbirken and George DiCaprio.",
        span="Leonardo DiCaprio is the only child of Irmelin Indenbirken, a legal secretary and "
        "George DiCaprio, an underground comix artist and distributor.",
    )
    (claim,) = verify_drafts([draft], DocumentAligner(DICAPRIO), doc_id=1, threshold=90).claims
    assert 90 <= claim.match_score < 100
    assert claim.span == DICAPRIO[claim.span_start : claim.span_end]
    assert claim.span.startswith("Leonardo DiCaprio is the only child")


def test_threshold_rejects_loose_paraphrase() -> None:
    """A paraphrased span below the threshold is unsupported."""
    draft = ClaimDraft(
        claim="Leonardo DiCaprio began acting at five.",
        span="DiCaprio began acting at five in adverts and school films",
    )
    result = verify_drafts([draft], DocumentAligner(DICAPRIO), doc_id=1, threshold=90)
    assert (len(result.claims), result.unsupported) == (0, 1)
