"""Prometheus counters of the claims service, defined once in the default registry.

Every claim an extractor proposes ends in exactly one outcome: ``accepted`` (span verified),
``unsupported`` (span not found in the document text), ``non_standalone`` (starts with a
pronoun or demonstrative), or ``duplicate`` (the same claim twice in one document).
"""

from __future__ import annotations

from prometheus_client import Counter

__all__ = ["CLAIMS_TOTAL", "DOCUMENTS_TOTAL", "SAME_AS_TOTAL"]

CLAIMS_TOTAL = Counter(
    "dyneval_claims_total",
    "Claims proposed by an extractor, by outcome (accepted, unsupported, non_standalone, "
    "duplicate) and extractor (rules, llm).",
    ["outcome", "extractor"],
)

DOCUMENTS_TOTAL = Counter(
    "dyneval_claim_documents_total",
    "Documents of graphs by outcome (bucket, no_text, no_claims) and text origin.",
    ["outcome", "origin"],
)

SAME_AS_TOTAL = Counter(
    "dyneval_claims_same_as_total",
    "Pairs of claims in different documents of a graph linked as stating the same fact.",
)
