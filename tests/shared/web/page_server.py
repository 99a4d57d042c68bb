"""A real misbehaving web server on 127.0.0.1 and helpers for the document-layer tests.

``page_server`` is an aiohttp app whose routes are the pages the fetcher must cope with
(empty, binary, enormous, PDF, slow, redirect loops, latin-1 ...). It records every request
(path and Host header), the most requests it had in flight at once, and how many bytes of
the enormous body it managed to send.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
import pytest_asyncio
from aiohttp import web
from prometheus_client import REGISTRY

HOLD_BOUND_S = 30.0
"""Longest a request waits for ``hold_until_in_flight``: a safety net, never reached if it holds."""

ARTICLE = (
    "<!doctype html><html lang='en'><head><title>Harbour report</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/news'>News desk</a> <a href='/sport'>Sport pages</a>"
    "</nav><article><h1>Harbour report</h1>"
    "<p>The harbour of Northport handled 4.2 million tonnes of cargo in 2023, a record.</p>"
    "<p>Its new container terminal opened on 3 March 2023 after two years of building.</p>"
    "<p>The port authority expects further growth as grain exports rise next year.</p>"
    "</article><footer>Copyright Northport Gazette</footer></body></html>"
)
LATIN1_TEXT = "Café crème à Zürich coûte 5 francs; déjà vu, naïve façade, señor Muñoz."
HUGE_CHUNK = b"<p>" + b"x" * (64 * 1024 - 7) + b"</p>\n"
HUGE_TOTAL = 64 * 1024 * 1024


def shared_data_dir() -> Path:
    """The real test data folder (``DYNEVAL_SHARED_DATA`` or ``<repo>/../shared/data``)."""
    configured = os.environ.get("DYNEVAL_SHARED_DATA")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[3].parent / "shared" / "data"


def html_pages() -> list[Path]:
    """The saved real pages, or a skip when the data folder is absent."""
    folder = shared_data_dir() / "html"
    pages = sorted(folder.glob("*.html"))
    if not pages:
        pytest.skip(f"real HTML pages not found in {folder} (set DYNEVAL_SHARED_DATA)")
    return pages


@dataclass
class PageServer:
    """The running server: its base URL and what it observed."""

    port: int
    requests: list[tuple[str, str]] = field(default_factory=list)
    """(path with query, Host header) of every request, in arrival order."""

    in_flight: int = 0
    max_in_flight: int = 0
    hold_until_in_flight: int = 0
    """``/slow-counted`` requests wait (at most ``HOLD_BOUND_S``) until this many were in
    flight at once, so the peak seen does not hang on how fast a loaded machine sends them."""
    huge_bytes_sent: int = 0
    huge_finished: bool = False

    def url(self, path: str, host: str = "127.0.0.1") -> str:
        """Absolute URL of ``path`` on this server under ``host``."""
        return f"http://{host}:{self.port}{path}"

    @property
    def paths(self) -> list[str]:
        """Paths requested, in order."""
        return [path for path, _host in self.requests]


def _app(state: PageServer) -> web.Application:
    routes = web.RouteTableDef()

    def html(body: str | bytes, content_type: str = "text/html; charset=utf-8") -> web.Response:
        data = body.encode("utf-8") if isinstance(body, str) else body
        return web.Response(body=data, headers={"Content-Type": content_type})

    @web.middleware
    async def record(request: web.Request, handler: Callable[..., object]) -> web.StreamResponse:
        state.requests.append((request.path_qs, request.headers.get("Host", "")))
        response = await handler(request)  # type: ignore[misc]
        assert isinstance(response, web.StreamResponse)
        return response

    @routes.get("/page")
    async def page(_: web.Request) -> web.Response:
        return html(ARTICLE)

    @routes.get("/plain")
    async def plain(_: web.Request) -> web.Response:
        return html("First paragraph line.\n\n\nSecond paragraph.\n", "text/plain")

    @routes.get("/empty")
    async def empty(_: web.Request) -> web.Response:
        return html(b"")

    @routes.get("/blank")
    async def blank(_: web.Request) -> web.Response:
        return html(" \n\t \n")

    @routes.get("/binary")
    async def binary(_: web.Request) -> web.Response:
        return html(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4, "text/html")

    @routes.get("/octet-binary")
    async def octet_binary(_: web.Request) -> web.Response:
        return html(b"\x00\x01\x02\x03garbage\x00" * 100, "application/octet-stream")

    @routes.get("/octet-html")
    async def octet_html(_: web.Request) -> web.Response:
        return html(ARTICLE, "application/octet-stream")

    @routes.get("/pdf")
    async def pdf(_: web.Request) -> web.Response:
        return html(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "application/pdf")

    @routes.get("/json")
    async def json_page(_: web.Request) -> web.Response:
        return html('{"a": 1}', "application/json")

    @routes.get("/huge")
    async def huge(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/html"})
        await response.prepare(request)
        try:
            while state.huge_bytes_sent < HUGE_TOTAL:
                await response.write(HUGE_CHUNK)
                state.huge_bytes_sent += len(HUGE_CHUNK)
            await response.write_eof()
            state.huge_finished = True
        except (ConnectionError, asyncio.CancelledError):
            pass
        return response

    @routes.get("/huge-declared")
    async def huge_declared(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/html"})
        response.content_length = HUGE_TOTAL
        await response.prepare(request)
        with contextlib.suppress(ConnectionError):
            await response.write(HUGE_CHUNK)
        return response

    @routes.get("/loop/a")
    async def loop_a(_: web.Request) -> web.Response:
        raise web.HTTPFound("/loop/b")

    @routes.get("/loop/b")
    async def loop_b(_: web.Request) -> web.Response:
        raise web.HTTPMovedPermanently("/loop/a")

    @routes.get("/chain/{n}")
    async def chain(request: web.Request) -> web.Response:
        n = int(request.match_info["n"])
        if n >= 10:
            return html(ARTICLE)
        raise web.HTTPTemporaryRedirect(f"/chain/{n + 1}")

    @routes.get("/redirect")
    async def redirect(request: web.Request) -> web.Response:
        raise web.HTTPFound(request.query["to"])

    @routes.get("/no-location")
    async def no_location(_: web.Request) -> web.Response:
        return web.Response(status=302)

    @routes.get("/status/{code}")
    async def status(request: web.Request) -> web.Response:
        return web.Response(status=int(request.match_info["code"]), text="nope")

    @routes.get("/slow")
    async def slow(_: web.Request) -> web.Response:
        await asyncio.sleep(30)
        return html(ARTICLE)

    @routes.get("/drip")
    async def drip(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/html"})
        await response.prepare(request)
        for _ in range(600):
            await response.write(b"<p>more</p>")
            await asyncio.sleep(0.05)
        return response

    @routes.get("/latin1-meta")
    async def latin1_meta(_: web.Request) -> web.Response:
        body = (
            "<html><head><meta charset='iso-8859-1'><title>Caf\u00e9</title></head>"
            f"<body><article><p>{LATIN1_TEXT}</p></article></body></html>"
        ).encode("latin-1")
        return html(body, "text/html")

    @routes.get("/latin1-header")
    async def latin1_header(_: web.Request) -> web.Response:
        body = f"<html><body><p>{LATIN1_TEXT}</p></body></html>".encode("latin-1")
        return html(body, "text/html; charset=ISO-8859-1")

    @routes.get("/slow-counted")
    async def counted(_: web.Request) -> web.Response:
        state.in_flight += 1
        state.max_in_flight = max(state.max_in_flight, state.in_flight)
        try:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(HOLD_BOUND_S):
                    while state.max_in_flight < state.hold_until_in_flight:
                        await asyncio.sleep(0.01)
        finally:
            state.in_flight -= 1
        return html(ARTICLE)

    app = web.Application(middlewares=[record])
    app.add_routes(routes)
    return app


@pytest_asyncio.fixture
async def page_server() -> AsyncIterator[PageServer]:
    """A running :class:`PageServer` on a free port of 127.0.0.1."""
    state = PageServer(port=0)
    runner = web.AppRunner(_app(state), handler_cancellation=True, shutdown_timeout=0.5)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    state.port = int(runner.addresses[0][1])
    try:
        yield state
    finally:
        await runner.cleanup()


@pytest_asyncio.fixture
async def http_client() -> AsyncIterator[httpx.AsyncClient]:
    """A plain httpx client, without proxies from the environment."""
    async with httpx.AsyncClient(trust_env=False) as client:
        yield client


class MapResolver:
    """A resolver answering from a fixed table (host -> addresses), counting lookups."""

    def __init__(self, table: dict[str, Sequence[str]]) -> None:
        self.table = table
        self.lookups: list[str] = []

    async def __call__(self, host: str, port: int) -> Sequence[str]:
        """Addresses of ``host`` from the table; ``socket.gaierror`` for unknown hosts."""
        self.lookups.append(host)
        if host not in self.table:
            raise socket.gaierror(socket.EAI_NONAME, f"unknown test host {host}")
        return self.table[host]


class FakeClock:
    """A monotonic clock that only moves when something sleeps on it."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        """Record the sleep and advance the clock by it."""
        self.sleeps.append(round(seconds, 6))
        self.now += seconds


def fetch_count(outcome: str) -> float:
    """Current value of ``dyneval_fetch_total{outcome=...}``."""
    return REGISTRY.get_sample_value("dyneval_fetch_total", {"outcome": outcome}) or 0.0
