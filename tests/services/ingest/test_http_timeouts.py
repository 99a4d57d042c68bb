"""Timeouts of the HTTP ingest endpoint, over real sockets on 127.0.0.1.

Only the test about timeouts sets them small, and there the idle timeout is longer than
the body grace, so a machine too loaded to read a header for a while still answers a
half-sent body 408 rather than closing it as idle; the other tests set every timeout to
``BOUND_S``, so no stall of the machine can cut their sockets. Every wait has a bound far
above the timeouts, so the tests assert what happens (closed, 408, served) and never how
long it took.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest
from aiohttp import web
from prometheus_client import REGISTRY
from pydantic import SecretStr

from services.ingest.http import start
from shared.bus.local import LocalBus
from shared.settings import Settings

TOKEN = "s3cret-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
BOUND_S = 60.0
"""Longest wait for anything the server should do within a fraction of a second."""

HEAD = (
    b"POST /v1/logs HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Authorization: Bearer " + TOKEN.encode() + b"\r\n"
    b"Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
)


BODY_GRACE_S = 1.0
"""Body grace of the endpoint whose timeouts a test waits for."""
IDLE_S = 3.0
"""Its idle timeout: longer than the grace, so headers sent at once are read well before it."""


@asynccontextmanager
async def _serving(
    settings: Settings, bus: LocalBus, idle_s: float, grace_s: float
) -> AsyncIterator[tuple[str, int]]:
    """The endpoint served by ``start`` on a free port with these timeouts."""
    conf = settings.model_copy(
        update={
            "ingest_token": SecretStr(TOKEN),
            "ingest_port": 0,
            "ingest_idle_timeout_s": idle_s,
            "ingest_body_timeout_s": grace_s,
            "ingest_body_min_rate": 1000,
        }
    )
    runner: web.AppRunner = await start(conf, bus)
    host, port = runner.addresses[0][:2]
    try:
        yield host, port
    finally:
        await runner.cleanup()


@pytest.fixture
async def endpoint(settings: Settings, bus: LocalBus) -> AsyncIterator[tuple[str, int]]:
    """The endpoint with a one-second body grace and a three-second idle timeout."""
    async with _serving(settings, bus, IDLE_S, BODY_GRACE_S) as address:
        yield address


@pytest.fixture
async def patient_endpoint(settings: Settings, bus: LocalBus) -> AsyncIterator[tuple[str, int]]:
    """The endpoint with every timeout at ``BOUND_S``, for tests not about timeouts."""
    async with _serving(settings, bus, BOUND_S, BOUND_S) as address:
        yield address


def _aborted() -> float:
    """Requests the endpoint counted as ended by the client hanging up."""
    value = REGISTRY.get_sample_value("dyneval_ingest_http_requests_total", {"status": "aborted"})
    return value or 0.0


async def _until_closed(reader: asyncio.StreamReader) -> bytes:
    """Everything the server sends before it closes the connection."""
    return await asyncio.wait_for(reader.read(), BOUND_S)


async def _open(
    host: str, port: int, first: bytes
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection that has sent ``first``; keep the writer, or the socket closes with it."""
    reader, writer = await asyncio.open_connection(host, port)
    if first:
        writer.write(first)
        await writer.drain()
    return reader, writer


async def test_idle_and_slow_sockets_neither_starve_posts_nor_stay_open(
    endpoint: tuple[str, int], bus: LocalBus, caplog: pytest.LogCaptureFixture
) -> None:
    """300 silent, half-header and half-body sockets: POSTs are served, all 300 are closed."""
    host, port = endpoint
    caplog.set_level(logging.DEBUG)
    firsts = [b"", b"POST /v1/logs HTTP/1.1\r\nHost: x\r\n", HEAD + b'[{"q']
    sockets = [await _open(host, port, firsts[i % 3]) for i in range(300)]
    # each POST on a connection of its own: a kept-alive one would race the idle timeout
    one_shot = httpx.Limits(max_keepalive_connections=0)
    async with httpx.AsyncClient(
        base_url=f"http://{host}:{port}", timeout=BOUND_S, limits=one_shot
    ) as http:
        answers = [
            await http.post("/v1/logs", json={"question": f"Q{i}?"}, headers=AUTH) for i in range(5)
        ]
    assert [a.status_code for a in answers] == [202] * 5
    replies = await asyncio.gather(*(_until_closed(reader) for reader, _ in sockets))
    for _, writer in sockets:
        writer.close()
    silent, half_header, half_body = replies[0::3], replies[1::3], replies[2::3]
    assert set(silent + half_header) == {b""}
    assert [reply[:12] for reply in half_body] == [b"HTTP/1.1 408"] * 100
    assert b"slower than 1000 bytes/s" in half_body[0]
    assert await bus.end_offset("logs") == 5 and await bus.end_offset("dead") == 0
    noisy = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert noisy == []


async def test_a_client_hanging_up_mid_body_leaves_no_traceback(
    patient_endpoint: tuple[str, int], bus: LocalBus, caplog: pytest.LogCaptureFixture
) -> None:
    """Clients that disconnect inside the body end their requests without an error log."""
    host, port = patient_endpoint
    caplog.set_level(logging.DEBUG)
    before = _aborted()
    for _ in range(20):
        _, writer = await asyncio.open_connection(host, port)
        writer.write(HEAD + b'[{"question": "cut')
        await writer.drain()
        writer.close()
        await writer.wait_closed()
    async with asyncio.timeout(BOUND_S):
        while _aborted() < before + 20:
            await asyncio.sleep(0.01)
    async with httpx.AsyncClient(base_url=f"http://{host}:{port}", timeout=BOUND_S) as http:
        answer = await http.post("/v1/logs", content=json.dumps({"question": "Q?"}), headers=AUTH)
    assert answer.status_code == 202
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert await bus.end_offset("logs") == 1


async def test_a_body_sent_in_pieces_is_read_whole(patient_endpoint: tuple[str, int]) -> None:
    """A body streamed in pieces (chunked, no Content-Length) is read whole and accepted."""
    host, port = patient_endpoint
    body = json.dumps({"question": "Q?", "answer": "A" * 400}).encode()

    async def pieces() -> AsyncIterator[bytes]:
        for at in range(0, len(body), 100):
            yield body[at : at + 100]

    async with httpx.AsyncClient(base_url=f"http://{host}:{port}", timeout=BOUND_S) as http:
        answer = await http.post("/v1/logs", content=pieces(), headers=AUTH)
    assert answer.status_code == 202 and answer.json()["accepted"] == 1
