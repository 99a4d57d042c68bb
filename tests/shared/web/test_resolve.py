"""Choosing the source of a document's text: live, saved page, log content, log snippet."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from prometheus_client import REGISTRY

from shared.errors import ConfigError
from shared.settings import Settings
from shared.web import (
    DocumentResolver,
    DocumentStore,
    NoDocumentText,
    SavedPages,
    SavedPagesError,
    SourceRef,
    url_slug,
)
from tests.shared.web.page_server import MapResolver, PageServer, html_pages

LOG_TEXT = "The log carried this page text.\n\nIt has two paragraphs."


@pytest.fixture
def store() -> Iterator[DocumentStore]:
    """An in-memory document store."""
    with DocumentStore(":memory:") as opened:
        yield opened


def live_settings(**extra: object) -> Settings:
    """Settings for live fetching from the local test server."""
    values: dict[str, object] = {
        "fetch_mode": "live", "fetch_allow": ["127.0.0.0/8"], "fetch_delay_s": 0.0
    }
    values.update(extra)
    return Settings(**values)  # type: ignore[arg-type]


def source_count(origin: str) -> float:
    """Current value of dyneval_document_source_total{origin}."""
    return REGISTRY.get_sample_value("dyneval_document_source_total", {"origin": origin}) or 0.0


async def test_fetch_mode_off_never_touches_the_network(
    page_server: PageServer, http_client: httpx.AsyncClient, store: DocumentStore
) -> None:
    """With fetch_mode off (the default) the log text is used and the server sees nothing."""
    resolver = DocumentResolver.from_settings(Settings(fetch_mode="off"), store, client=http_client)
    resolved = await resolver.resolve(
        SourceRef(page_server.url("/page"), title="Harbour", content=LOG_TEXT)
    )
    assert resolved.origin == "log_content"
    assert resolved.text == LOG_TEXT
    assert resolved.title == "Harbour"
    assert page_server.requests == []


async def test_live_fetch_is_preferred_and_refetch_is_a_cache_hit(
    page_server: PageServer, http_client: httpx.AsyncClient, store: DocumentStore
) -> None:
    """In live mode the fetched page wins over log text; fetching it again is a cache hit."""
    resolver = DocumentResolver.from_settings(live_settings(), store, client=http_client)
    source = SourceRef(page_server.url("/page"), content=LOG_TEXT)
    before = source_count("live")
    first = await resolver.resolve(source)
    second = await resolver.resolve(source)
    assert first.origin == "live" and first.skipped == ()
    assert "4.2 million tonnes" in first.text
    assert second.snapshot.cache_hit and second.snapshot.snapshot_id == first.snapshot.snapshot_id
    assert source_count("live") == before + 2
    assert len(page_server.requests) == 2


async def test_bad_live_page_falls_back_with_the_reason(
    page_server: PageServer, http_client: httpx.AsyncClient, store: DocumentStore
) -> None:
    """A PDF (or any refused page) falls back to the log text and records why."""
    resolver = DocumentResolver.from_settings(live_settings(), store, client=http_client)
    resolved = await resolver.resolve(SourceRef(page_server.url("/pdf"), content=LOG_TEXT))
    assert resolved.origin == "log_content"
    assert len(resolved.skipped) == 1
    assert resolved.skipped[0].startswith("live: bad_content_type:")


async def test_refused_address_falls_back_to_the_saved_page(
    page_server: PageServer, http_client: httpx.AsyncClient, store: DocumentStore, tmp_path: Path
) -> None:
    """Loopback without an allow entry is refused; the saved copy of the page is used."""
    url = page_server.url("/page")
    (tmp_path / f"{url_slug(url)}.txt").write_text("Saved copy.\n\nSecond block.")
    settings = live_settings(fetch_allow=[], pages_dir=tmp_path)
    resolver = DocumentResolver.from_settings(settings, store, client=http_client)
    resolved = await resolver.resolve(SourceRef(url, content=LOG_TEXT))
    assert resolved.origin == "saved"
    assert resolved.text == "Saved copy.\n\nSecond block."
    assert resolved.skipped[0].startswith("live: refused_private:")
    assert page_server.requests == []


async def test_saved_real_page_via_index_json(store: DocumentStore, tmp_path: Path) -> None:
    """index.json maps a URL to a saved real page, whose main text is extracted."""
    page = next(p for p in html_pages() if p.stem == "readability_nytimes-1")
    shutil.copy(page, tmp_path / "sudan.html")
    url = "https://www.nytimes.com/2017/01/13/world/africa/sudan-sanctions.html"
    (tmp_path / "index.json").write_text(json.dumps({url: "sudan.html"}))
    resolver = DocumentResolver(store, pages=SavedPages(tmp_path))
    resolved = await resolver.resolve(SourceRef(url + "#comments", snippet="short"))
    assert resolved.origin == "saved"
    assert resolved.title == "United States to Lift Sudan Sanctions"
    assert "After nearly 20 years of hostile relations" in resolved.text


async def test_snippet_is_the_last_resort(store: DocumentStore) -> None:
    """Without content, the snippet is used and marked log_snippet."""
    resolver = DocumentResolver(store)
    source = SourceRef("https://x.example/", content="  ", snippet="Tiny.")
    resolved = await resolver.resolve(source)
    assert resolved.origin == "log_snippet"
    assert resolved.text == "Tiny."


async def test_html_log_content_is_extracted(store: DocumentStore) -> None:
    """Log content that is HTML goes through main-text extraction, not kept as markup."""
    html = "<html><body><nav>Menu</nav><p>Real sentence one here.</p></body></html>"
    resolved = await DocumentResolver(store).resolve(SourceRef("https://h.example/", content=html))
    assert "<p>" not in resolved.text and "Real sentence one here." in resolved.text


async def test_no_text_anywhere_is_a_counted_not_found(
    page_server: PageServer, http_client: httpx.AsyncClient, store: DocumentStore
) -> None:
    """When every source fails, NoDocumentText lists each reason and counts origin 'none'."""
    resolver = DocumentResolver.from_settings(live_settings(), store, client=http_client)
    before = source_count("none")
    with pytest.raises(NoDocumentText) as caught:
        await resolver.resolve(SourceRef(page_server.url("/empty"), content="", snippet=None))
    assert caught.value.tried == (f"live: empty: {page_server.url('/empty')} answered "
                                  "with an empty body",)
    assert caught.value.hint is not None and "pages_dir" in caught.value.hint
    assert source_count("none") == before + 1


def test_live_mode_without_a_client_is_a_config_error(store: DocumentStore) -> None:
    """fetch_mode live needs an HTTP client; forgetting it is a ConfigError."""
    with pytest.raises(ConfigError, match="no HTTP client"):
        DocumentResolver.from_settings(live_settings(), store)


async def test_resolver_uses_the_injected_host_resolver(
    page_server: PageServer, http_client: httpx.AsyncClient, store: DocumentStore
) -> None:
    """from_settings passes the injected DNS resolver to the fetcher."""
    names = MapResolver({"docs.test": ["127.0.0.1"]})
    resolver = DocumentResolver.from_settings(
        live_settings(), store, client=http_client, resolver=names
    )
    resolved = await resolver.resolve(SourceRef(page_server.url("/plain", "docs.test")))
    assert resolved.origin == "live" and names.lookups == ["docs.test"]


def test_index_must_be_an_object(tmp_path: Path) -> None:
    """An index.json that is not a URL->file object is a SavedPagesError naming the file."""
    (tmp_path / "index.json").write_text("[1, 2]")
    with pytest.raises(SavedPagesError, match=r"index\.json must hold a JSON object"):
        SavedPages(tmp_path)


def test_index_cannot_escape_the_folder(tmp_path: Path) -> None:
    """Index entries pointing outside pages_dir are refused."""
    (tmp_path / "index.json").write_text(json.dumps({"https://a.example/": "../secret.html"}))
    with pytest.raises(SavedPagesError, match="outside"):
        SavedPages(tmp_path)


def test_pages_dir_must_exist(tmp_path: Path) -> None:
    """A pages_dir that is not a folder is a SavedPagesError."""
    with pytest.raises(SavedPagesError, match="is not a folder"):
        SavedPages(tmp_path / "missing")


def test_slug_lookup_and_trailing_slash(tmp_path: Path) -> None:
    """Slug files are found; index entries match with or without a trailing slash."""
    (tmp_path / "en.wikipedia.org_wiki_Mozilla.html").write_text("<p>x</p>")
    (tmp_path / "idx.txt").write_text("y")
    (tmp_path / "index.json").write_text(json.dumps({"https://b.example/dir/": "idx.txt"}))
    pages = SavedPages(tmp_path)
    assert pages.find("https://en.wikipedia.org/wiki/Mozilla") == (
        tmp_path / "en.wikipedia.org_wiki_Mozilla.html"
    ).resolve()
    assert pages.find("https://b.example/dir") == (tmp_path / "idx.txt").resolve()
    assert pages.find("https://c.example/") is None


@given(st.text(min_size=0, max_size=300))
def test_url_slug_is_a_safe_bounded_file_name(path: str) -> None:
    """Slugs use only [A-Za-z0-9._-], stay <= 120 chars, and ignore scheme and fragment."""
    url = f"https://Example.org/{path}"
    slug = url_slug(url)
    assert re.fullmatch(r"[A-Za-z0-9._-]+", slug)
    assert len(slug) <= 120
    assert not slug.startswith(".")
    assert url_slug(url) == slug
    if "#" not in path:
        assert url_slug(f"http://example.org/{path}#frag") == slug
