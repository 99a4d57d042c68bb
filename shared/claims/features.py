"""The features of a claim that QA generation keys on: dates, numbers, causes, entities."""

from __future__ import annotations

from functools import lru_cache

from shared.messages.claims import ClaimFeatures, DateFeature, QuantityFeature
from shared.text.causal import find_causal
from shared.text.dates import find_dates
from shared.text.entities import find_entities
from shared.text.normalize import normalize
from shared.text.numbers import find_quantities

__all__ = ["claim_features", "folded"]


def _unique(items: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


@lru_cache(maxsize=16384)
def claim_features(text: str) -> ClaimFeatures:
    """Dates, quantities, causal cues and entities of ``text`` (a claim), each once, in order.

    A pure function of the text with a frozen result, so the last 16,384 are remembered
    (claims of pages that many logs cite recur).
    """
    dates = find_dates(text)
    quantities = find_quantities(text, dates=dates)
    date_words = {m.text for m in dates}
    return ClaimFeatures(
        dates=_unique([m.value for m in dates]),
        numbers=_unique([q.text for q in quantities]),
        causal=_unique([m.cue for m in find_causal(text)]),
        entities=_unique([m.text for m in find_entities(text) if m.text not in date_words]),
        date_values=tuple(
            DateFeature(
                text=m.text,
                value=m.value,
                precision=m.precision,
                earliest=m.earliest,
                latest=m.latest,
            )
            for m in dates
        ),
        quantities=tuple(
            QuantityFeature(
                text=q.text,
                value=q.value,
                kind=q.kind,
                unit=q.unit,
                currency=q.currency,
                dimension=q.dimension,
                base_value=q.base_value if q.kind == "measure" else None,
            )
            for q in quantities
        ),
    )


@lru_cache(maxsize=16384)
def folded(text: str) -> str:
    """``normalize(text)``, remembered: verification and same_as linking both fold each claim."""
    return normalize(text)
