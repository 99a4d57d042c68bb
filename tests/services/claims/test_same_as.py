"""Linking claims of different documents that state the same fact."""

from __future__ import annotations

from services.claims.same_as import link_same_facts
from shared.claims.features import claim_features
from shared.messages.claims import Claim, ClaimBucket


def _bucket(doc_id: int, *texts: str) -> ClaimBucket:
    claims = tuple(
        Claim(doc_id=doc_id, claim_id=f"doc{doc_id}_claim{k}", text=text, span=text,
              span_start=0, span_end=len(text), match_score=100, features=claim_features(text))
        for k, text in enumerate(texts, start=1)
    )  # fmt: skip
    return ClaimBucket(doc_id=doc_id, url=f"https://example.org/{doc_id}", title="t",
                       text_origin="log_content", content_hash="h", claims=claims)  # fmt: skip


def test_spec_duplicate_birth_claims_are_linked() -> None:
    """The spec's docs 4 and 11 both state the birth date: linked both ways."""
    buckets = link_same_facts(
        [
            _bucket(4, "Leonardo DiCaprio was born on November 11, 1974, in Los Angeles, "
                       "California.", "Leonardo DiCaprio established Appian Way in 2004."),
            _bucket(11, "Leonardo DiCaprio was born on November 11, 1974 in Los Angeles, "
                        "California.", "Leonardo DiCaprio was paid $30 million for a role."),
        ],
        threshold=88,
    )  # fmt: skip
    first, second = buckets
    assert first.claims[0].same_as == ("doc11_claim1",)
    assert second.claims[0].same_as == ("doc4_claim1",)
    assert first.claims[1].same_as == () and second.claims[1].same_as == ()


def test_different_dates_or_amounts_are_not_the_same_fact() -> None:
    """Near-identical wording with different years or amounts is not linked."""
    buckets = link_same_facts(
        [
            _bucket(1, "Leonardo DiCaprio won the Academy Award for Best Actor in 2016.",
                    "Leonardo DiCaprio was paid $30 million for the film."),
            _bucket(2, "Leonardo DiCaprio won the Academy Award for Best Actor in 2015.",
                    "Leonardo DiCaprio was paid $20 million for the film."),
        ],
        threshold=80,
    )  # fmt: skip
    assert all(claim.same_as == () for bucket in buckets for claim in bucket.claims)


def test_same_document_and_contained_claims_are_not_linked() -> None:
    """Claims of one document are never linked; a short claim is not a longer one's twin."""
    buckets = link_same_facts(
        [
            _bucket(1, "Meta moved teams to Texas.", "Meta moved teams to Texas."),
            _bucket(2, "Meta moved teams to Texas and opened a large data center in Temple in "
                       "the Lone Star State."),
        ],
        threshold=88,
    )  # fmt: skip
    assert all(claim.same_as == () for bucket in buckets for claim in bucket.claims)


def test_single_bucket_is_unchanged() -> None:
    """One bucket has nothing to link."""
    bucket = _bucket(1, "A fact about Meta in 2024.")
    assert link_same_facts([bucket], threshold=50) == (bucket,)
