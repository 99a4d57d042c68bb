"""The SearxNG client against a local server speaking SearxNG's JSON search API."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
import pytest_asyncio
from aiohttp import web
from hypothesis import example, given, settings
from hypothesis import strategies as st

from shared.errors import ConfigError, InputError
from shared.settings import Settings
from shared.web import SearxngClient, SearxngError, SearxngJsonDisabled
from shared.web.searxng import parse_response

RESULTS: list[dict[str, Any]] = [
    {
        "url": "https://en.wikipedia.org/wiki/Mozilla",
        "title": "Mozilla - Wikipedia",
        "content": "Mozilla is a free-software community, created in 1998.",
        "engine": "wikipedia",
        "engines": ["wikipedia", "duckduckgo"],
        "publishedDate": "2024-05-01T00:00:00",
        "score": 3.5,
        "category": "general",
        "positions": [1, 2],
    },
    {"url": "https://news.example/item", "title": "News", "content": "", "engine": "bing news",
     "engines": ["bing news"], "publishedDate": None, "score": 1, "category": "news"},
    {"title": "no url, dropped"},
]


@dataclass
class Searx:
    """State of a real HTTP server answering /search as SearxNG does."""

    base: str = ""
    json_enabled: bool = True
    status: int = 200
    body: str | None = None
    queries: list[dict[str, str]] = field(default_factory=list)


@pytest_asyncio.fixture
async def searx() -> AsyncIterator[Searx]:
    """A SearxNG-speaking server on 127.0.0.1."""
    state = Searx()

    async def search(request: web.Request) -> web.Response:
        query = dict(request.query)
        state.queries.append(query)
        if query.get("format") == "json" and not state.json_enabled:
            return web.Response(status=403, text="<html>403 Forbidden</html>",
                                content_type="text/html")
        if state.status != 200:
            return web.Response(status=state.status, text="rate limited")
        if state.body is not None:
            return web.Response(text=state.body, content_type="application/json")
        return web.json_response({
            "query": query.get("q", ""),
            "number_of_results": 0,
            "results": RESULTS,
            "answers": ["42"],
            "corrections": [],
            "infoboxes": [],
            "suggestions": ["mozilla firefox"],
            "unresponsive_engines": [["google", "timeout"]],
        })

    app = web.Application()
    app.router.add_get("/search", search)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    state.base = f"http://127.0.0.1:{runner.addresses[0][1]}/"
    try:
        yield state
    finally:
        await runner.cleanup()


async def test_search_sends_parameters_and_parses_results(searx: Searx) -> None:
    """Query parameters reach the server and results come back typed, in order."""
    async with httpx.AsyncClient() as client:
        response = await SearxngClient(client, searx.base).search(
            "mozilla founded",
            categories=["general", "news"],
            engines=["wikipedia", "duckduckgo"],
            language="en",
            time_range="year",
            pageno=2,
            safesearch=1,
        )
    assert searx.queries == [{
        "q": "mozilla founded", "format": "json", "pageno": "2", "categories": "general,news",
        "engines": "wikipedia,duckduckgo", "language": "en", "time_range": "year",
        "safesearch": "1",
    }]
    first, second = response.results
    assert first.url == "https://en.wikipedia.org/wiki/Mozilla"
    assert first.engines == ("wikipedia", "duckduckgo")
    assert first.published_date == "2024-05-01T00:00:00"
    assert first.score == 3.5 and first.category == "general"
    assert second.published_date is None and second.score == 1.0
    assert response.skipped == 1
    assert response.query == "mozilla founded"
    assert response.answers == ("42",)
    assert response.suggestions == ("mozilla firefox",)
    assert response.unresponsive_engines == ("google: timeout",)


async def test_json_disabled_403_says_how_to_enable_it(searx: Searx) -> None:
    """A 403 (JSON not in search.formats) is SearxngJsonDisabled with the settings.yml fix."""
    searx.json_enabled = False
    async with httpx.AsyncClient() as client:
        with pytest.raises(SearxngJsonDisabled) as caught:
            await SearxngClient(client, searx.base).search("anything")
    assert "403" in caught.value.message
    assert caught.value.hint is not None
    assert "search.formats" in caught.value.hint and "settings.yml" in caught.value.hint


async def test_other_http_errors_are_wrapped(searx: Searx) -> None:
    """A 429 is a SearxngError naming the status."""
    searx.status = 429
    async with httpx.AsyncClient() as client:
        with pytest.raises(SearxngError, match="HTTP 429"):
            await SearxngClient(client, searx.base).search("anything")


@pytest.mark.parametrize("body", ["not json", '{"no": "results"}', "[]"])
async def test_non_api_bodies_are_errors(searx: Searx, body: str) -> None:
    """Bodies that are not SearxNG's result JSON are SearxngError, not crashes."""
    searx.body = body
    async with httpx.AsyncClient() as client:
        with pytest.raises(SearxngError):
            await SearxngClient(client, searx.base).search("anything")


async def test_unreachable_instance_is_wrapped() -> None:
    """A connection failure is a SearxngError, never a raw httpx error."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    async with httpx.AsyncClient() as client:
        with pytest.raises(SearxngError, match="could not be reached"):
            await SearxngClient(client, f"http://127.0.0.1:{port}").search("x")


@pytest.mark.parametrize(
    ("kwargs", "field_name"),
    [({"time_range": "decade"}, "time_range"), ({"pageno": 0}, "pageno"),
     ({"safesearch": 3}, "safesearch")],
)
async def test_bad_parameters_are_input_errors(kwargs: dict[str, Any], field_name: str) -> None:
    """Invalid time_range, pageno or safesearch are refused before any request."""
    async with httpx.AsyncClient() as client:
        with pytest.raises(InputError) as caught:
            await SearxngClient(client, "http://127.0.0.1:9").search("q", **kwargs)
    assert caught.value.field == field_name


async def test_from_settings_needs_a_url() -> None:
    """Without searxng_url the client cannot be built, with a hint naming the setting."""
    async with httpx.AsyncClient() as client:
        with pytest.raises(ConfigError, match="searxng_url"):
            SearxngClient.from_settings(Settings(searxng_url=None), client)
        built = SearxngClient.from_settings(Settings(searxng_url="http://s.example/"), client)
    assert isinstance(built, SearxngClient)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)
result_entries = st.fixed_dictionaries(
    {"url": st.one_of(st.text(), st.none(), st.integers())},
    optional={key: json_values for key in
              ("title", "content", "engine", "engines", "publishedDate", "score", "category")},
)


@settings(max_examples=60)
@given(st.lists(st.one_of(result_entries, json_values), max_size=8), json_values)
@example([{"url": "https://a.example/", "engines": 1, "score": True}], None)
def test_parser_is_total_on_json(entries: list[Any], extra: Any) -> None:
    """Any JSON results list parses; every entry is either a result or counted as skipped."""
    response = parse_response({"query": "q", "results": entries, "answers": extra})
    assert len(response.results) + response.skipped == len(entries)
    for result in response.results:
        assert result.url.strip() == result.url and result.url
        assert result.score is None or isinstance(result.score, float)


@given(json_values)
def test_parser_refuses_non_api_shapes(payload: Any) -> None:
    """Payloads without a results list raise SearxngError and nothing else."""
    if isinstance(payload, dict) and isinstance(payload.get("results"), list):
        return
    with pytest.raises(SearxngError):
        parse_response(payload)
