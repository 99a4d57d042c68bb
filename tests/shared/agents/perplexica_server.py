"""A local Perplexica-style search server on 127.0.0.1 for the adapter's tests.

It checks the request shape of the API version it plays (``legacy`` <= v1.9, ``v1.11``
or ``current`` v1.12+) the way the real server would refuse a wrong one, answers with
that version's source field (``pageContent`` up to v1.11, ``content`` after), streams
NDJSON events when asked, and can be told to fail with 500 a number of times first.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

MESSAGE = "The Ever Given blocked the Suez Canal in March 2021 [1], for six days [2]."
SOURCES = [
    ("Suez Canal blocked", "https://www.example.org/suez", "The Ever Given ran aground."),
    ("Six days", "https://news.example.com/six-days", "The canal reopened after six days."),
]


@dataclass
class PerplexicaServer:
    """The server's behaviour and what it received."""

    version: str = "current"
    fail_first: int = 0
    bodies: list[dict[str, Any]] = field(default_factory=list)
    port: int = 0
    truncate_stream: bool = False

    @property
    def url(self) -> str:
        """Base URL of the server."""
        return f"http://127.0.0.1:{self.port}"

    def _sources(self) -> list[dict[str, Any]]:
        key = "content" if self.version == "current" else "pageContent"
        return [{key: text, "metadata": {"title": t, "url": u}} for t, u, text in SOURCES]

    def _problem(self, body: dict[str, Any]) -> str | None:
        if not body.get("query"):
            return "Missing sources or query"
        model = body.get("chatModel", {})
        if self.version == "current":
            if "focusMode" in body or not body.get("sources"):
                return "Missing sources or query"
            if model and set(model) != {"providerId", "key"}:
                return "Invalid chat model"
        else:
            if not body.get("focusMode"):
                return "Missing focus mode or query"
            want = {"providerId", "key"} if self.version == "v1.11" else {"provider", "model"}
            if model and set(model) != want:
                return "Invalid chat model selected"
        return None

    async def search(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.bodies.append(body)
        if self.fail_first > 0:
            self.fail_first -= 1
            return web.json_response({"message": "An error occurred while searching"}, status=500)
        problem = self._problem(body)
        if problem is not None:
            return web.json_response({"message": problem}, status=400)
        if not body.get("stream"):
            return web.json_response({"message": MESSAGE, "sources": self._sources()})
        response = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await response.prepare(request)
        events: list[dict[str, Any]] = [
            {"type": "init", "data": "Stream connected"},
            {"type": "sources", "data": self._sources()},
            *({"type": "response", "data": MESSAGE[i : i + 20]}
              for i in range(0, len(MESSAGE), 20)),
        ]
        if not self.truncate_stream:
            events.append({"type": "done"})
        for event in events:
            await response.write((json.dumps(event) + "\n").encode())
        await response.write_eof()
        return response


@asynccontextmanager
async def serve(server: PerplexicaServer) -> AsyncIterator[PerplexicaServer]:
    """Run ``server`` on a random 127.0.0.1 port until the generator is closed."""
    app = web.Application()
    app.router.add_post("/api/search", server.search)
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.2)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    server.port = int(runner.addresses[0][1])
    try:
        yield server
    finally:
        await runner.cleanup()
