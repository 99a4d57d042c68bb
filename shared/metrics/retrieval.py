"""Retrieval metrics: document recall@k and HotpotQA supporting-fact metrics.

Supporting facts follow ``update_sp`` of the official HotpotQA script: both sides become
sets of ``(title, sentence index)`` tuples; precision is ``tp/(tp+fp)`` else 0, recall
``tp/(tp+fn)`` else 0, F1 ``2PR/(P+R)`` else 0, and EM is 1 iff ``fp + fn == 0`` - so two
empty sets give EM 1 and F1 0, exactly as the script does.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

from shared.errors import InputError
from shared.metrics.citations import DocRef, GoldDocs

__all__ = [
    "SupportingFactScore",
    "recall_at_k",
    "supporting_fact_score",
]


@dataclass(frozen=True, slots=True)
class SupportingFactScore:
    """HotpotQA supporting-fact metrics of one item."""

    em: float
    """1.0 when the predicted and gold sets are equal (also when both are empty)."""

    f1: float
    """Harmonic mean of precision and recall; 0.0 when both are 0."""

    precision: float
    """``tp / (tp + fp)``; 0.0 with no predicted facts."""

    recall: float
    """``tp / (tp + fn)``; 0.0 with no gold facts."""


def supporting_fact_score(
    predicted: Iterable[Sequence[Hashable]], gold: Iterable[Sequence[Hashable]]
) -> SupportingFactScore:
    """Supporting-fact EM/F1/precision/recall with the official script's set semantics."""
    predicted_set = {tuple(fact) for fact in predicted}
    gold_set = {tuple(fact) for fact in gold}
    tp = len(predicted_set & gold_set)
    fp = len(predicted_set) - tp
    fn = len(gold_set) - tp
    precision = 1.0 * tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = 1.0 * tp / (tp + fn) if tp + fn > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    em = 1.0 if fp + fn == 0 else 0.0
    return SupportingFactScore(em=em, f1=f1, precision=precision, recall=recall)


def recall_at_k(
    retrieved: Sequence[str | int],
    gold: GoldDocs | Iterable[DocRef | str | int],
    k: int,
) -> float | None:
    """Share of the gold documents among the first ``k`` retrieved sources.

    Sources match gold documents as citations do (document id or normalised URL). None
    when the item has no gold document: recall is undefined there, and averaging it as 0
    or 1 would reward or punish every agent alike on insufficient-context items.
    """
    if k < 1:
        raise InputError(f"recall@k needs k >= 1, got k={k}", hint="use k = 1, 5, 10, ...")
    docs = gold if isinstance(gold, GoldDocs) else GoldDocs(gold)
    if not docs.ids:
        return None
    found = docs.resolve_all(retrieved[:k]) & docs.ids
    return len(found) / len(docs.ids)
