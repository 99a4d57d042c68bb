"""A local server speaking SearxNG's JSON search API whose results change on every call.

``GET /search?q=...&format=json`` answers the results of the current *edition*: each
search of the same query returns the next edition, as a live web would after the news
moved on. Editions hold dated facts about one (made-up) bridge, so the claims extractor
finds temporal claims and qagen can generate from them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from aiohttp import web
from aiohttp.test_utils import TestServer

__all__ = ["SearxServer", "edition_results"]

_REPAIRS = ("June 9, 2021", "March 14, 2023", "October 2, 2024", "January 20, 2025")


def edition_results(edition: int) -> list[dict[str, Any]]:
    """The results page of ``edition`` (0-based)."""
    repair = _REPAIRS[edition % len(_REPAIRS)]
    spans = 1200 + 40 * edition
    return [
        {
            "url": "https://news.example.org/harbor-bridge-opening",
            "title": "Harbor Bridge opens to traffic",
            "content": "The Harbor Bridge opened to traffic on May 3, 1998, after four years "
            "of construction.",
            "engine": "duckduckgo", "engines": ["duckduckgo"], "score": 1.0,
        },
        {
            "url": "https://news.example.org/harbor-bridge-repairs",
            "title": "Harbor Bridge closed for repairs",
            "content": f"The Harbor Bridge was closed for cable repairs on {repair}, "
            f"when inspectors found {spans} corroded strands.",
            "engine": "bing", "engines": ["bing"], "score": 0.8,
        },
        {
            "url": "https://news.example.org/harbor-bridge-toll",
            "title": "Harbor Bridge toll rises",
            "content": f"The Harbor Bridge toll rose to ${4 + edition} on {repair} to pay for "
            "the work.",
            "engine": "bing", "engines": ["bing"], "score": 0.7,
        },
    ]  # fmt: skip


class SearxServer:
    """The server on 127.0.0.1 with a random port; counts searches per query."""

    def __init__(self) -> None:
        self.searches: Counter[str] = Counter()
        app = web.Application()
        app.router.add_get("/search", self._search)
        self._server = TestServer(app, host="127.0.0.1")

    @property
    def url(self) -> str:
        """Base URL for ``searxng_url``."""
        return str(self._server.make_url("")).rstrip("/")

    async def start(self) -> None:
        """Listen."""
        await self._server.start_server()

    async def close(self) -> None:
        """Stop listening."""
        await self._server.close()

    async def _search(self, request: web.Request) -> web.Response:
        if request.query.get("format") != "json":
            return web.Response(status=403, text="format not allowed")
        query = request.query.get("q", "")
        edition = self.searches[query]
        self.searches[query] += 1
        return web.json_response(
            {"query": query, "results": edition_results(edition), "answers": [],
             "suggestions": [], "unresponsive_engines": []}
        )  # fmt: skip
