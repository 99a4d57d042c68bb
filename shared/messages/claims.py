"""Atomic claims with verified verbatim spans, grouped per document (topic ``claims``)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = [
    "Claim",
    "ClaimBucket",
    "ClaimBuckets",
    "ClaimFeatures",
    "DateFeature",
    "DropCount",
    "QuantityFeature",
    "SkippedDocument",
    "TextOrigin",
]

TextOrigin = Literal["live", "saved", "log_content", "log_snippet"]


class DateFeature(Model):
    """One explicit date or year of a claim (see ``shared.text.dates``)."""

    text: str
    """The mention as written in the claim (``November 11, 1974``)."""

    value: str
    """Normalised value: ``1974-11-11``, ``2014-09``, ``2023-Q2``, ``1998`` or ``199X``."""

    precision: Literal["day", "month", "quarter", "year", "decade"]
    """How specific the mention is."""

    earliest: date
    """First calendar day the mention covers."""

    latest: date
    """Last calendar day the mention covers."""


class QuantityFeature(Model):
    """One number of a claim with its unit or currency (see ``shared.text.numbers``)."""

    text: str
    """The mention as written in the claim (``$2.5 million``)."""

    value: float
    """The number with its scale applied (2500000.0)."""

    kind: Literal["money", "percent", "measure", "count", "number"]
    """Money, percent, a measure with a unit, a count of a noun, or a bare number."""

    unit: str | None = None
    """Canonical unit (``sq_ft``, ``%``) or counted noun (``employees``)."""

    currency: str | None = None
    """ISO 4217 code for money."""

    dimension: str | None = None
    """Physical dimension of a measure (``area``, ``length`` ...)."""

    base_value: float | None = None
    """For measures, the value in the dimension's base unit (square metres, metres ...)."""


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

    date_values: tuple[DateFeature, ...] = ()
    """The dates of ``dates`` with precision and the calendar range each covers."""

    quantities: tuple[QuantityFeature, ...] = ()
    """The numbers of ``numbers`` with value, unit and currency, ready to compare."""


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


class DropCount(Model):
    """How many sentences or drafts of a document were dropped for one reason."""

    reason: str
    """Why (``first_person``, ``unresolved_pronoun``, ``not_entailed``, ...)."""

    count: int = Field(ge=1)
    """How many."""


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

    non_standalone: int = 0
    """Claims rejected because they were not standalone (e.g. began with a pronoun)."""

    dropped: tuple[DropCount, ...] = ()
    """Every sentence or draft of the document that did not become a claim, by reason
    (``shared.claims.metrics`` lists the reasons), sorted by reason."""

    published: str | None = None
    """Publication date the page states (ISO ``YYYY-MM-DD``), when known."""


class SkippedDocument(Model):
    """A document of the graph that yielded no bucket, and why."""

    doc_id: int
    """Number of the source document in the log."""

    url: str
    """URL of the document."""

    reason: str
    """Why: no text anywhere, or every claim rejected, and the sources tried."""

    content_hash: str | None = None
    """SHA-256 of the document's text when one was read (``None``: no text found): qagen's
    one-document check reads a page no claim came from ("The Sprawl trilogy ... composed
    of Neuromancer (1984), Count Zero (1986) ...") from the document store."""

    title: str | None = None
    """Title of the document when its text was read."""

    text_origin: TextOrigin | None = None
    """Where its text came from, when one was read."""


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

    skipped: tuple[SkippedDocument, ...] = ()
    """Documents of the graph without a bucket (no text, or no claim survived)."""
