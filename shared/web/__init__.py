"""The document layer: text for a cited source, from the web, a saved page or the log.

Services call :class:`DocumentResolver` (``resolve(SourceRef(url, title, content,
snippet))`` -> :class:`ResolvedDocument`); underneath are the guarded fetcher
(:class:`HttpFetcher`, :mod:`shared.web.ssrf`), main-text extraction
(:func:`extract_html`), the snapshot store (:class:`DocumentStore`) and the SearxNG client.
"""

from __future__ import annotations

from shared.web.charset import DecodedBody, decode_body
from shared.web.errors import (
    BadContentType,
    BadUrl,
    BinaryBody,
    EmptyBody,
    EmptyExtraction,
    FetchError,
    FetchOutcome,
    FetchTimeout,
    HttpStatusError,
    NetworkError,
    NoDocumentText,
    PageTooLarge,
    RedirectLoop,
    RefusedAddress,
    SavedPagesError,
    SearxngError,
    SearxngJsonDisabled,
    TooManyRedirects,
)
from shared.web.extract import DocumentText, extract_html, extract_page, extract_plain
from shared.web.fetcher import FetchedPage, FetchPolicy, HttpFetcher, PageFetcher
from shared.web.resolve import DocumentResolver, ResolvedDocument, SourceRef
from shared.web.saved_pages import SavedPages, url_slug
from shared.web.searxng import SearchResponse, SearchResult, SearxngClient
from shared.web.ssrf import AddressGuard, AllowList, HostResolver, refusal_reason
from shared.web.store import DocumentStore, Origin, StoredDocument, content_hash

__all__ = [
    "AddressGuard",
    "AllowList",
    "BadContentType",
    "BadUrl",
    "BinaryBody",
    "DecodedBody",
    "DocumentResolver",
    "DocumentStore",
    "DocumentText",
    "EmptyBody",
    "EmptyExtraction",
    "FetchError",
    "FetchOutcome",
    "FetchPolicy",
    "FetchTimeout",
    "FetchedPage",
    "HostResolver",
    "HttpFetcher",
    "HttpStatusError",
    "NetworkError",
    "NoDocumentText",
    "Origin",
    "PageFetcher",
    "PageTooLarge",
    "RedirectLoop",
    "RefusedAddress",
    "ResolvedDocument",
    "SavedPages",
    "SavedPagesError",
    "SearchResponse",
    "SearchResult",
    "SearxngClient",
    "SearxngError",
    "SearxngJsonDisabled",
    "SourceRef",
    "StoredDocument",
    "TooManyRedirects",
    "content_hash",
    "decode_body",
    "extract_html",
    "extract_page",
    "extract_plain",
    "refusal_reason",
    "url_slug",
]
