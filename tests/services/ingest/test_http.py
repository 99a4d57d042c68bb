"""The HTTP ingest endpoint, exercised over real sockets on 127.0.0.1."""

from __future__ import annotations

import json
import re
import socket
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from aiohttp.test_utils import TestServer
from pydantic import SecretStr

from services.ingest.http import create_app
from services.ingest.service import build
from shared.bus.local import LocalBus
from shared.errors import ConfigError
from shared.messages.dead import DeadLetter
from shared.runtime import Daemon
from shared.settings import Settings

TOKEN = "s3cret-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
LOG = {
    "question": "Q?",
    "answer": "A [1]",
    "thinking": "t [1]",
    "sources": [{"id": 1, "title": "T"}],
}


@pytest.fixture
def http_settings(settings: Settings) -> Settings:
    """Settings with a token and small limits so the limits are cheap to hit."""
    return settings.model_copy(
        update={
            "ingest_token": SecretStr(TOKEN),
            "ingest_max_body_bytes": 4096,
            "ingest_max_batch": 3,
        }
    )


@pytest.fixture
async def client(http_settings: Settings, bus: LocalBus) -> AsyncIterator[httpx.AsyncClient]:
    """An httpx client talking to the endpoint served on a free local port."""
    server = TestServer(create_app(http_settings, bus), host="127.0.0.1")
    await server.start_server()
    async with httpx.AsyncClient(base_url=str(server.make_url(""))) as http:
        yield http
    await server.close()


def test_refuses_to_start_without_a_token(settings: Settings, bus: LocalBus) -> None:
    """No ingest_token (or a blank one) is a ConfigError telling how to set it."""
    with pytest.raises(ConfigError, match="without a bearer token") as caught:
        create_app(settings, bus)
    assert caught.value.hint is not None and "DYNEVAL_INGEST_TOKEN" in caught.value.hint
    with pytest.raises(ConfigError):
        create_app(settings.model_copy(update={"ingest_token": SecretStr("  ")}), bus)


@pytest.mark.parametrize(
    "headers", [{}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}]
)
async def test_missing_or_wrong_token_is_401(
    client: httpx.AsyncClient, headers: dict[str, str]
) -> None:
    """Without the exact bearer token the request is refused with a JSON reason."""
    response = await client.post("/v1/logs", json=LOG, headers=headers)
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"] == "Bearer"
    assert "bearer token" in response.json()["error"]


async def test_one_log_is_accepted_with_its_message_id(
    client: httpx.AsyncClient, bus: LocalBus
) -> None:
    """A single log answers 202 with the id of the message now on the logs topic."""
    response = await client.post("/v1/logs", json=LOG, headers=AUTH)
    assert response.status_code == 202
    body = response.json()
    (result,) = body["results"]
    assert (body["accepted"], result["status"]) == (1, "accepted")
    (record,) = await bus.read("logs", 0, 10)
    assert record.id == result["id"] and record.key == result["key"]
    again = await client.post("/v1/logs", json=LOG, headers=AUTH)
    assert again.status_code == 202 and again.json()["results"][0]["status"] == "duplicate"


@pytest.mark.parametrize("wrap", [lambda logs: logs, lambda logs: {"logs": logs}])
async def test_batch_reports_bad_items_and_dead_letters_them(
    client: httpx.AsyncClient, bus: LocalBus, wrap: Any
) -> None:
    """A batch with a bad item answers 202; the bad one has its error and is on the dead topic."""
    batch = [LOG, {"answer": "no question"}, {**LOG, "thinking": "see [9]"}]
    response = await client.post("/v1/logs", json=wrap(batch), headers=AUTH)
    assert response.status_code == 202
    body = response.json()
    assert [r["status"] for r in body["results"]] == ["accepted", "dead", "accepted"]
    assert "missing question" in body["results"][1]["error"]
    assert body["results"][2]["dangling_citations"] == [9] and body["flagged"] == 1
    (letter,) = await bus.read("dead", 0, 10)
    dead = DeadLetter.model_validate(letter.envelope().payload)
    assert dead.where == body["results"][1]["where"]
    assert dead.where is not None and dead.where.endswith("#1")
    assert letter.id == body["results"][1]["id"]


async def test_all_bad_is_422(client: httpx.AsyncClient, bus: LocalBus) -> None:
    """When no record is usable the answer is 422 with each reason (still dead-lettered)."""
    response = await client.post("/v1/logs", json=[{"question": 1}], headers=AUTH)
    assert response.status_code == 422
    assert "(field 'question')" in response.json()["results"][0]["error"]
    assert await bus.end_offset("dead") == 1


async def test_body_over_the_limit_is_413(client: httpx.AsyncClient) -> None:
    """A body over ingest_max_body_bytes is refused, whether declared or streamed in chunks."""
    big = json.dumps({**LOG, "answer": "x" * 5000}).encode()
    declared = await client.post("/v1/logs", content=big, headers=AUTH)
    assert declared.status_code == 413 and "exceeds 4096 bytes" in declared.json()["error"]

    async def chunks() -> AsyncIterator[bytes]:
        for start in range(0, len(big), 1000):
            yield big[start : start + 1000]

    streamed = await client.post("/v1/logs", content=chunks(), headers=AUTH)
    assert streamed.status_code == 413


async def test_a_streamed_body_over_the_limit_is_dead_lettered(
    client: httpx.AsyncClient, bus: LocalBus
) -> None:
    """A chunked body over the limit keeps its first bytes in a dead letter named in the 413."""
    big = json.dumps({**LOG, "answer": "x" * 5000}).encode()

    async def chunks() -> AsyncIterator[bytes]:
        for start in range(0, len(big), 1000):
            yield big[start : start + 1000]

    response = await client.post("/v1/logs", content=chunks(), headers=AUTH)
    assert response.status_code == 413
    (letter,) = await bus.read("dead", 0, 10)
    assert letter.id == response.json()["dead_letter"]
    dead = DeadLetter.model_validate(letter.envelope().payload)
    assert dead.raw is not None and dead.raw.startswith('{"question": "Q?"')


async def test_batch_over_the_limit_is_413(client: httpx.AsyncClient, bus: LocalBus) -> None:
    """More logs than ingest_max_batch are refused whole, and nothing is appended."""
    response = await client.post("/v1/logs", json=[LOG] * 4, headers=AUTH)
    assert response.status_code == 413
    assert "batch of 4 logs exceeds the limit of 3" in response.json()["error"]
    assert await bus.end_offset("logs") == 0


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b'{"question": "Q?"', "invalid JSON"),
        (b'{"question": "\xff"}', "invalid UTF-8 byte 0xff at byte offset 14"),
    ],
)
async def test_unreadable_bodies_are_dead_lettered_as_422(
    client: httpx.AsyncClient, bus: LocalBus, body: bytes, reason: str
) -> None:
    """A body that is not UTF-8 JSON is one bad record: 422 naming it, and dead-lettered."""
    response = await client.post("/v1/logs", content=body, headers=AUTH)
    assert response.status_code == 422
    (result,) = response.json()["results"]
    assert reason in result["error"] and result["where"].endswith("#0:1")
    (letter,) = await bus.read("dead", 0, 10)
    assert letter.id == result["id"]


@pytest.mark.parametrize("body", [b"[]", b"  ", b""])
async def test_empty_bodies_are_400(client: httpx.AsyncClient, body: bytes) -> None:
    """An empty body or an empty batch holds no record: 400 with the reason."""
    response = await client.post("/v1/logs", content=body, headers=AUTH)
    assert response.status_code == 400
    assert re.search("empty|holds no logs", response.json()["error"])


async def test_a_broken_element_costs_only_itself(client: httpx.AsyncClient, bus: LocalBus) -> None:
    """In an array whose whole does not parse, each element is decoded on its own."""
    good = json.dumps(LOG).encode()
    deep = b"[" * 1500 + b"]" * 1500  # deeper than the parser recurses
    body = b"[" + good + b',\n{"question": tru},' + deep + b"]"
    response = await client.post("/v1/logs", content=body, headers=AUTH)
    assert response.status_code == 202
    results = response.json()["results"]
    assert [r["status"] for r in results] == ["accepted", "dead", "dead"]
    assert results[1]["where"].endswith("#1:2") and "invalid JSON" in results[1]["error"]
    assert "nested too deeply" in results[2]["error"]
    assert await bus.end_offset("logs") == 1 and await bus.end_offset("dead") == 2


async def test_unknown_format_is_400(client: httpx.AsyncClient) -> None:
    """?format= accepts the JSON formats only."""
    response = await client.post("/v1/logs?format=freshqa", json=LOG, headers=AUTH)
    assert response.status_code == 400 and "freshqa" in response.json()["error"]


async def test_explicit_format_applies_to_every_record(client: httpx.AsyncClient) -> None:
    """?format=perplexica reads a wrapped Perplexica response."""
    record = {
        "question": "Q?",
        "response": {"message": "m [1]", "sources": [{"content": "c", "metadata": {}}]},
    }
    response = await client.post("/v1/logs?format=perplexica", json=record, headers=AUTH)
    assert response.status_code == 202


async def test_health_and_metrics(client: httpx.AsyncClient) -> None:
    """/healthz needs no token; /metrics shows the endpoint's request counter."""
    await client.post("/v1/logs", json=LOG)
    assert (await client.get("/healthz")).json() == {"status": "ok"}
    metrics = await client.get("/metrics")
    assert 'dyneval_ingest_http_requests_total{status="401"}' in metrics.text


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


async def test_registered_service_serves_between_startup_and_shutdown(
    http_settings: Settings,
) -> None:
    """build() gives a daemon (no handler) whose start and stop run the endpoint on its port."""
    conf = http_settings.model_copy(update={"ingest_port": _free_port()})
    service = build(conf)
    assert isinstance(service, Daemon) and "logs" in service.outputs
    await service.startup()
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{conf.ingest_port}") as http:
            response = await http.post("/v1/logs", json=LOG, headers=AUTH)
        assert response.status_code == 202
    finally:
        await service.shutdown()
    with pytest.raises(httpx.ConnectError):
        async with httpx.AsyncClient() as http:
            await http.get(f"http://127.0.0.1:{conf.ingest_port}/healthz")
    bus = LocalBus(conf.bus_path)
    try:
        assert await bus.end_offset("logs") == 1
    finally:
        await bus.close()
