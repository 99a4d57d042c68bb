"""Template variables of the shipped prompts, built from topic messages.

The LLM strategies of the services call these so that every strategy renders a template
from the same, documented variables.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shared.messages.claims import ClaimBucket
from shared.messages.logs import AgentLog
from shared.messages.qa import QAItem

__all__ = [
    "claim_extraction_variables",
    "judge_batch_variables",
    "judge_variables",
    "qa_variables",
    "spec_buckets",
    "transcript_variables",
]


def transcript_variables(log: AgentLog) -> dict[str, Any]:
    """Variables of ``thought_formatter``: question, answer, transcript, sources."""
    return {
        "question": log.question,
        "answer": log.answer,
        "transcript": log.thinking,
        "sources": [{"id": s.id, "title": s.title, "url": s.url} for s in log.sources],
    }


def claim_extraction_variables(text: str) -> dict[str, Any]:
    """Variables of ``claim_extraction``: the document text."""
    return {"text": text}


def spec_buckets(buckets: Sequence[ClaimBucket]) -> list[dict[str, Any]]:
    """Buckets in the spec's prompt shape: ``[{doc_id, claims: {claim_id: claim}}]``."""
    return [
        {"doc_id": bucket.doc_id, "claims": {c.claim_id: c.text for c in bucket.claims}}
        for bucket in buckets
    ]


def qa_variables(
    buckets: Sequence[ClaimBucket], *, n_pairs: int, min_buckets: int
) -> dict[str, Any]:
    """Variables of the four ``qa_*`` templates."""
    return {"buckets": spec_buckets(buckets), "n_pairs": n_pairs, "min_buckets": min_buckets}


def judge_variables(item: QAItem) -> dict[str, Any]:
    """Variables of ``judge``: question, gold answer, pattern and the used claims with spans."""
    return {
        "question": item.question,
        "answer": item.answers[0],
        "pattern": item.pattern,
        "used_claims": [
            {"doc_id": c.doc_id, "claim_id": c.claim_id, "claim": c.claim, "span": c.span}
            for c in item.used_claims
        ],
    }


def judge_batch_variables(items: Sequence[QAItem], ids: Sequence[str]) -> dict[str, Any]:
    """Variables of ``judge_batch``: each item as ``judge`` sees it, under its candidate id."""
    pairs = zip(ids, items, strict=True)
    return {"candidates": [{"id": i, **judge_variables(item)} for i, item in pairs]}
