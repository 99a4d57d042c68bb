"""Text for a source, from the best place that has it, stored as a snapshot.

Sources in order of preference:

1. ``live``: the page fetched over HTTP (only when a fetcher is given, which
   :meth:`DocumentResolver.from_settings` does only for ``fetch_mode = "live"``);
2. ``saved``: a saved copy in ``pages_dir`` (see :mod:`shared.web.saved_pages`);
3. ``log_content``: the page text the agent's log carried;
4. ``log_snippet``: the search snippet the log carried.

Every refusal or miss on the way is recorded in :attr:`ResolvedDocument.skipped` (and the
fetch counters), and the text is stored in the :class:`DocumentStore`, so a round can
record which snapshot it used. When no source has text, :class:`NoDocumentText` is raised.
The resolver never raises anything else for bad pages: the fetcher's errors and empty
extractions become fallbacks.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime

import httpx
import structlog

from shared.errors import ConfigError, DynevalError
from shared.settings import Settings
from shared.web.counters import DOCUMENT_SOURCE_TOTAL
from shared.web.errors import FetchError, NoDocumentText, SavedPagesError
from shared.web.extract import DocumentText, extract_html, extract_page, extract_plain
from shared.web.fetcher import FetchPolicy, HttpFetcher, PageFetcher
from shared.web.saved_pages import SavedPages
from shared.web.ssrf import HostResolver, system_resolver
from shared.web.store import DocumentStore, Origin, StoredDocument

__all__ = ["DocumentResolver", "ResolvedDocument", "SourceRef"]

log = structlog.get_logger(__name__)

_Found = tuple[DocumentText, datetime | None]
"""Text found by one source, with the time it was fetched (``None``: now)."""

_LOOKS_LIKE_HTML = re.compile(r"<(html|body|p|div|article|head)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class SourceRef:
    """What a log says about one source: its URL, title and any text it carried."""

    url: str
    """The source's URL as cited."""

    title: str | None = None
    """Title given in the log, used when the text source has none."""

    content: str | None = None
    """Page text carried in the log (e.g. Perplexica ``pageContent``)."""

    snippet: str | None = None
    """Search-result snippet carried in the log."""


@dataclass(frozen=True, slots=True)
class ResolvedDocument:
    """The text chosen for a source and the stored snapshot holding it."""

    snapshot: StoredDocument
    """The stored snapshot: id, content hash, origin, title, date, text."""

    skipped: tuple[str, ...]
    """Why better sources were not used, best first (e.g. ``live: refused_private: ...``)."""

    @property
    def text(self) -> str:
        """The document text claim spans refer to."""
        return self.snapshot.text

    @property
    def origin(self) -> Origin:
        """Where the text came from."""
        return self.snapshot.origin

    @property
    def title(self) -> str | None:
        """The document's title when known."""
        return self.snapshot.title


class DocumentResolver:
    """Finds, extracts and stores the text of sources (see module docstring)."""

    def __init__(
        self,
        store: DocumentStore,
        *,
        fetcher: PageFetcher | None = None,
        pages: SavedPages | None = None,
    ) -> None:
        self._store = store
        self._fetcher = fetcher
        self._pages = pages

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        store: DocumentStore,
        *,
        client: httpx.AsyncClient | None = None,
        resolver: HostResolver = system_resolver,
    ) -> DocumentResolver:
        """The resolver configured by ``fetch_mode``, ``pages_dir`` and ``fetch_*``."""
        fetcher: PageFetcher | None = None
        if settings.fetch_mode == "live":
            if client is None:
                raise ConfigError(
                    "fetch_mode is 'live' but no HTTP client was given to the resolver",
                    hint="pass an httpx.AsyncClient, or set fetch_mode='off'",
                )
            fetcher = HttpFetcher(client, FetchPolicy.from_settings(settings), resolver=resolver)
        pages = SavedPages(settings.pages_dir) if settings.pages_dir is not None else None
        return cls(store, fetcher=fetcher, pages=pages)

    async def resolve(self, source: SourceRef) -> ResolvedDocument:
        """Text for ``source`` from the best available origin; ``NoDocumentText`` if none."""
        skipped: list[str] = []
        attempts: tuple[tuple[Origin, Callable[[SourceRef], Awaitable[_Found | None]]], ...] = (
            ("live", self._live),
            ("saved", self._saved),
            ("log_content", self._log_content),
            ("log_snippet", self._log_snippet),
        )
        for origin, attempt in attempts:
            try:
                found = await attempt(source)
            except DynevalError as exc:
                skipped.append(f"{origin}: {_reason(exc)}")
                continue
            if found is None:
                continue
            document, fetched_at = found
            if document.title is None and source.title:
                document = DocumentText(
                    document.url, " ".join(source.title.split()) or None, document.text,
                    document.date, document.language, document.genre, document.quoted,
                )
            stored = self._store.put(
                document, url=source.url, origin=origin, fetched_at=fetched_at
            )
            DOCUMENT_SOURCE_TOTAL.labels(origin=origin).inc()
            if skipped:
                log.info("document_fallback", url=source.url, origin=origin, skipped=skipped)
            return ResolvedDocument(stored, tuple(skipped))
        DOCUMENT_SOURCE_TOTAL.labels(origin="none").inc()
        raise NoDocumentText(url=source.url, tried=tuple(skipped))

    async def _live(self, source: SourceRef) -> _Found | None:
        if self._fetcher is None:
            return None
        page = await self._fetcher.fetch(source.url)
        return await asyncio.to_thread(extract_page, page), page.fetched_at

    async def _saved(self, source: SourceRef) -> _Found | None:
        if self._pages is None:
            return None
        path = self._pages.find(source.url)
        if path is None:
            return None
        try:
            body = await asyncio.to_thread(path.read_bytes)
        except OSError as exc:
            raise SavedPagesError(
                f"cannot read saved page {path} for {source.url}: {exc}",
                hint="check the file's permissions under pages_dir, or remove it",
            ) from exc
        if path.suffix.lower() == ".txt":
            text = body.decode("utf-8", errors="replace")
            return extract_plain(text, url=source.url), None
        return await asyncio.to_thread(extract_html, body, url=source.url), None

    async def _log_content(self, source: SourceRef) -> _Found | None:
        return _log_text(source, source.content)

    async def _log_snippet(self, source: SourceRef) -> _Found | None:
        return _log_text(source, source.snippet)


def _log_text(source: SourceRef, text: str | None) -> _Found | None:
    if text is None or not text.strip():
        return None
    if _LOOKS_LIKE_HTML.search(text[:4096]):
        return extract_html(text, url=source.url), None
    return extract_plain(text, url=source.url, title=source.title), None


def _reason(exc: DynevalError) -> str:
    if isinstance(exc, FetchError):
        return f"{exc.outcome.value}: {exc.message}"
    return exc.message

