"""Prometheus counters of the document layer, defined once in the default registry.

Every fetch outcome, extraction result, store write, source choice and SearxNG call is
counted, so a refusal or a fallback is never silent.
"""

from __future__ import annotations

from prometheus_client import Counter

__all__ = [
    "DOCUMENT_SOURCE_TOTAL",
    "EXTRACT_PRUNED_TOTAL",
    "EXTRACT_TOTAL",
    "FETCH_TOTAL",
    "PAGE_DATE_TOTAL",
    "PAGE_DATE_UNREADABLE_TOTAL",
    "SEARXNG_TOTAL",
    "STORE_TOTAL",
]

FETCH_TOTAL = Counter(
    "dyneval_fetch_total",
    "Page fetches by outcome (ok, refused_private, too_large, bad_content_type, ...).",
    ["outcome"],
)

EXTRACT_TOTAL = Counter(
    "dyneval_extract_total",
    "HTML and plain-text main-text extractions by outcome (ok, empty).",
    ["outcome"],
)

EXTRACT_PRUNED_TOTAL = Counter(
    "dyneval_extract_pruned_total",
    "Page blocks dropped before main-text extraction as clutter, by reason (aside, related, "
    "teaser, gallery; shared.text.clutter).",
    ["reason"],
)

PAGE_DATE_TOTAL = Counter(
    "dyneval_page_date_total",
    "HTML pages by where their publication date came from (markup, htmldate, none).",
    ["outcome"],
)

PAGE_DATE_UNREADABLE_TOTAL = Counter(
    "dyneval_page_date_unreadable_total",
    "Publication meta / JSON-LD datePublished values that are no full date (never guessed).",
)

STORE_TOTAL = Counter(
    "dyneval_document_store_total",
    "Document store writes: 'hit' when the same content was stored before, else 'new'.",
    ["result"],
)

DOCUMENT_SOURCE_TOTAL = Counter(
    "dyneval_document_source_total",
    "Documents resolved by the source their text came from, or 'none'.",
    ["origin"],
)

SEARXNG_TOTAL = Counter(
    "dyneval_searxng_requests_total",
    "SearxNG search requests by outcome (ok, json_disabled, http_error, bad_response, network).",
    ["outcome"],
)
