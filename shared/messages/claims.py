"""Atomic claims with verified verbatim spans, grouped per document (topic ``claims``)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = ["Claim", "ClaimBucket", "ClaimBuckets", "ClaimFeatures", "TextOrigin"]

TextOrigin = Literal["live", "saved", "log_content", "log_snippet"]


class ClaimFeatures(Model):
    """Features of a claim that QA generation keys on."""

    dates: tuple[str, ...] = ()
    """Explicit dates or years, normalised to ISO (``1998``, ``2014-09``, ``2014-09-21``)."""

    numbers: tuple[str, ...] = ()
    """Numeric values with units or currencies as written (``$2.5 million``, ``120,000 sq ft``)."""

    causal: tuple[str, ...] = ()
    """Causal phrases found (``led to``, ``because``, ``resulted in``)."""

    entities: tuple[str, ...] = ()
    """Named entities where cheaply available."""


class Claim(Model):
    """One atomic, standalone claim with its verified supporting span."""

    doc_id: int
    """Number of the source document in the graph's log."""

    claim_id: str
    """``doc{n}_claim{k}`` as in the spec."""

    text: str
    """The standalone claim."""

    span: str
    """The verbatim supporting span as found in the document text."""

    span_start: int = Field(ge=0)
    """Character offset where the span starts in the document text."""

    span_end: int = Field(ge=0)
    """Character offset just past the span's end."""

    match_score: float = Field(ge=0, le=100)
    """Alignment score of the span against the document (100 is an exact match)."""

    features: ClaimFeatures = ClaimFeatures()
    """Dates, numbers, causal phrases and entities of the claim."""

    same_as: tuple[str, ...] = ()
    """Claim ids in other documents of the graph that state the same fact."""


class ClaimBucket(Model):
    """The claims of one document: the spec's bucket."""

    doc_id: int
    """Number of the source document in the log."""

    url: str
    """URL of the document."""

    title: str
    """Title of the document."""

    text_origin: TextOrigin
    """Where the text came from: fetched live, a saved page, or the log itself."""

    content_hash: str
    """Hash of the exact text the spans were verified against (the snapshot used)."""

    fetched_at: datetime | None = None
    """When the snapshot was fetched or read."""

    claims: tuple[Claim, ...]
    """Accepted claims of the document."""

    rejected: int = 0
    """Claims rejected because their span could not be found in the text."""


class ClaimBuckets(Model):
    """All claim buckets of one evidence graph."""

    graph_id: str
    """Id of the graph the claims belong to."""

    log_id: str
    """Id of the graph's log."""

    question: str
    """The graph's seed question (context for generation)."""

    buckets: tuple[ClaimBucket, ...]
    """One bucket per document that yielded claims."""

    extractor: str = "rules"
    """Which claim extractor produced the claims (``rules`` or ``llm:<model>``)."""
