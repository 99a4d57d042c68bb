"""The OpenAI-compatible embeddings backend against a real local aiohttp server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import numpy as np
import pytest
from aiohttp import web

from shared.embeddings import EmbeddingServiceError, OpenAIEmbedder
from shared.embeddings.openai_compat import is_retryable, retry_delay
from shared.errors import InputError


@dataclass
class EmbeddingServer:
    """A tiny /v1/embeddings server: vectors from text length, scripted failures."""

    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    fail_with: list[int] = field(default_factory=list)
    reply: dict[str, Any] | None = None
    auth: list[str] = field(default_factory=list)


STATE = web.AppKey("state", EmbeddingServer)


async def _handler(request: web.Request) -> web.Response:
    server = request.app[STATE]
    body = await request.json()
    server.requests.append(body)
    server.auth.append(request.headers.get("Authorization", ""))
    if server.fail_with:
        status = server.fail_with.pop(0)
        return web.json_response({"error": "busy"}, status=status, headers={"Retry-After": "0"})
    if server.reply is not None:
        return web.json_response(server.reply)
    data = [
        {"object": "embedding", "index": i, "embedding": [float(len(t)), 1.0, 0.0]}
        for i, t in enumerate(body["input"])
    ]
    return web.json_response({"object": "list", "data": list(reversed(data)),
                              "model": body["model"]})


@pytest.fixture
async def server() -> AsyncIterator[EmbeddingServer]:
    """The server on 127.0.0.1 with a free port."""
    state = EmbeddingServer()
    app = web.Application()
    app[STATE] = state
    app.router.add_post("/v1/embeddings", _handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    state.url = f"http://127.0.0.1:{port}/v1"
    yield state
    await runner.cleanup()


async def _no_sleep(_: float) -> None:
    return None


async def test_batches_keep_input_order_and_normalise(server: EmbeddingServer) -> None:
    """Inputs go out in batches; rows come back by index, unit length, prefixed per kind."""
    async with httpx.AsyncClient() as client:
        embedder = OpenAIEmbedder(client, base_url=server.url, model="m", api_key="k",
                                  batch_size=2, query_prefix="query: ")
        vectors = await embedder.embed(["a", "bbb", "cc"], "query")
    assert [len(r["input"]) for r in server.requests] == [2, 1]
    assert server.requests[0]["input"] == ["query: a", "query: bbb"]
    assert server.auth[0] == "Bearer k"
    assert vectors.shape == (3, 3)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    assert vectors[1, 0] > vectors[0, 0]
    assert embedder.model_id == "openai:m|query: "


async def test_rate_limit_is_retried(server: EmbeddingServer) -> None:
    """A 429 then a 503 are retried; the third attempt succeeds."""
    server.fail_with = [429, 503]
    async with httpx.AsyncClient() as client:
        embedder = OpenAIEmbedder(client, base_url=server.url, model="m", sleep=_no_sleep)
        vectors = await embedder.embed(["x"], "passage")
    assert len(server.requests) == 3 and vectors.shape == (1, 3)


async def test_client_error_fails_at_once(server: EmbeddingServer) -> None:
    """A 400 is not retried and the error names the status."""
    server.fail_with = [400]
    async with httpx.AsyncClient() as client:
        embedder = OpenAIEmbedder(client, base_url=server.url, model="m", sleep=_no_sleep)
        with pytest.raises(EmbeddingServiceError, match="400"):
            await embedder.embed(["x"], "passage")
    assert len(server.requests) == 1


async def test_wrong_shape_is_an_input_error(server: EmbeddingServer) -> None:
    """A reply with fewer vectors than inputs is rejected."""
    server.reply = {"data": [{"index": 0, "embedding": [1.0]}]}
    async with httpx.AsyncClient() as client:
        embedder = OpenAIEmbedder(client, base_url=server.url, model="m")
        with pytest.raises(InputError, match="1 vectors"):
            await embedder.embed(["x", "y"], "passage")


async def test_unreachable_endpoint_is_wrapped() -> None:
    """Transport errors become an EmbeddingServiceError after the attempts run out."""
    async with httpx.AsyncClient() as client:
        embedder = OpenAIEmbedder(client, base_url="http://127.0.0.1:9/v1", model="m",
                                  max_attempts=2, sleep=_no_sleep)
        with pytest.raises(EmbeddingServiceError, match="failed"):
            await embedder.embed(["x"], "passage")


def test_retry_policy() -> None:
    """429/408/5xx retry, 4xx do not; Retry-After wins over exponential backoff."""
    assert is_retryable(429) and is_retryable(503) and is_retryable(408)
    assert not is_retryable(400) and not is_retryable(401)
    assert retry_delay(3, 0.5, None) == 2.0
    assert retry_delay(1, 0.5, "7") == 7.0
    assert retry_delay(2, 0.5, "soon") == 1.0


def test_retry_policy_edges() -> None:
    """409 retries, 2xx/3xx never; an HTTP-date Retry-After in the past means no wait."""
    assert is_retryable(409) and is_retryable(500) and is_retryable(599)
    assert not any(is_retryable(status) for status in (200, 204, 301, 404, 422))
    assert retry_delay(4, 0.5, "Wed, 21 Oct 2015 07:28:00 GMT") == 0.0
    assert retry_delay(1, 0.5, "-3") == 0.0
