"""The claims a document keeps when it has more than its cap: the most informative (dates,
numbers, causal cues, entities, the page's entity), in document order."""

from __future__ import annotations

from dataclasses import dataclass

from shared.text.causal import has_causal
from shared.text.dates import find_dates
from shared.text.entities import find_entities
from shared.text.numbers import find_quantities

__all__ = ["most_informative"]


def _informativeness(claim: str, entity: str | None) -> float:
    score = 2.0 * len(find_dates(claim)) + 2.0 * len(find_quantities(claim))
    score += 1.5 if has_causal(claim) else 0.0
    score += 0.5 * min(len(find_entities(claim)), 3)
    if entity and entity in claim:
        score += 1.0
    return score


@dataclass(frozen=True, slots=True)
class _Candidate:
    order: int
    claim: str
    span: str
    score: float


def most_informative(
    found: list[tuple[str, str]], entity: str | None, cap: int
) -> list[tuple[str, str]]:
    """The ``cap`` most informative ``(claim, span)`` pairs of ``found`` (ties to the
    earlier), in document order."""
    candidates = [_Candidate(order, claim, span, _informativeness(claim, entity))
                  for order, (claim, span) in enumerate(found)]  # fmt: skip
    best = sorted(candidates, key=lambda c: (-c.score, c.order))[:cap]
    return [(c.claim, c.span) for c in sorted(best, key=lambda c: c.order)]
