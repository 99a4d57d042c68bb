"""Linking claims of different documents of one graph that state the same fact.

Two claims are the same fact when their folded texts are similar (rapidfuzz
``token_sort_ratio``, or ``token_set_ratio`` when their lengths are within 30% of each
other, so a short claim is not "the same" as a longer one that merely contains it) at
``threshold`` or above, and they do not disagree on dates or numbers: when both state dates,
they share one; when both state numbers, they share one. Links are symmetric and stored in
``Claim.same_as`` as claim ids.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.claims.similarity import similar_pairs
from shared.claims.features import folded
from shared.claims.metrics import SAME_AS_TOTAL
from shared.messages.claims import Claim, ClaimBucket

__all__ = ["link_same_facts"]


def _agree(a: Claim, b: Claim) -> bool:
    if a.features.dates and b.features.dates and not set(a.features.dates) & set(b.features.dates):
        return False
    values_a = {q.value for q in a.features.quantities}
    values_b = {q.value for q in b.features.quantities}
    return not (values_a and values_b and not values_a & values_b)


def link_same_facts(buckets: Sequence[ClaimBucket], *, threshold: float) -> tuple[ClaimBucket, ...]:
    """``buckets`` with ``same_as`` filled in across documents (order and ids unchanged)."""
    claims = [claim for bucket in buckets for claim in bucket.claims]
    if len(buckets) < 2 or len(claims) < 2:
        return tuple(buckets)
    texts = [folded(claim.text) for claim in claims]
    links: dict[str, list[str]] = {claim.claim_id: [] for claim in claims}
    for i, j in similar_pairs(texts, [claim.doc_id for claim in claims], threshold):
        if _agree(claims[i], claims[j]):
            links[claims[i].claim_id].append(claims[j].claim_id)
            links[claims[j].claim_id].append(claims[i].claim_id)
            SAME_AS_TOTAL.inc()
    return tuple(
        bucket.model_copy(
            update={
                "claims": tuple(
                    claim.model_copy(update={"same_as": tuple(sorted(links[claim.claim_id]))})
                    if links[claim.claim_id]
                    else claim
                    for claim in bucket.claims
                )
            }
        )
        for bucket in buckets
    )
