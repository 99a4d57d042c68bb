"""The Perplexica adapter against a local server speaking each API version."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
import pytest_asyncio

from shared.agents import AgentError, AskPolicy, PerplexicaAgent, Question, ask_agent
from shared.agents.base import Reply
from shared.agents.config import PerplexicaSpec
from shared.agents.perplexica import request_body
from tests.shared.agents.perplexica_server import MESSAGE, PerplexicaServer, serve


@pytest_asyncio.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    """A shared HTTP client."""
    async with httpx.AsyncClient(timeout=5) as client:
        yield client


async def _ask(server: PerplexicaServer, http: httpx.AsyncClient, **options: object) -> Reply:
    spec = PerplexicaSpec(name="px", kind="perplexica", url=server.url, **options)
    return await PerplexicaAgent(spec, http).answer(
        "When was the Suez Canal blocked?", item_id="i1", round_id="r1", documents=()
    )


@pytest.mark.parametrize(
    ("version", "api"), [("legacy", "legacy"), ("v1.11", "v1.11"), ("current", "current")]
)
async def test_each_api_version_gets_its_request_shape_and_reply(
    http: httpx.AsyncClient, version: str, api: str
) -> None:
    """Every request version is accepted by its server; sources parse from either field."""
    async with serve(PerplexicaServer(version=version)) as server:
        reply = await _ask(server, http, api=api, chat_provider="openai", chat_model="gpt-4o")
        assert reply.answer == MESSAGE
        sources = reply.sources
        assert [s.url for s in sources] == [
            "https://www.example.org/suez", "https://news.example.com/six-days"
        ]
        assert sources[0].content == "The Ever Given ran aground."
        assert reply.cited == (1, 2)


def test_request_bodies_follow_the_documented_versions() -> None:
    """focusMode + chatModel{provider, model} up to v1.9; sources + {providerId, key} now."""
    legacy = request_body(
        PerplexicaSpec(name="p", kind="perplexica", api="legacy", chat_provider="openai",
                       chat_model="gpt-4o"), "q")  # fmt: skip
    assert legacy["focusMode"] == "webSearch" and "sources" not in legacy
    assert legacy["chatModel"] == {"provider": "openai", "model": "gpt-4o"}
    v110 = request_body(PerplexicaSpec(name="p", kind="perplexica", api="v1.10",
                                       chat_provider="x", chat_model="m"), "q")  # fmt: skip
    assert v110["chatModel"] == {"provider": "x", "name": "m"}
    current = request_body(
        PerplexicaSpec(name="p", kind="perplexica", chat_provider="id-1", chat_model="gpt",
                       sources=("web", "academic")), "q")  # fmt: skip
    assert "focusMode" not in current and current["sources"] == ["web", "academic"]
    assert current["chatModel"] == {"providerId": "id-1", "key": "gpt"}


async def test_wrong_version_is_a_400_with_the_servers_message(http: httpx.AsyncClient) -> None:
    """Sending the legacy shape to a current server fails without retry, quoting the server."""
    async with serve(PerplexicaServer(version="current")) as server:
        with pytest.raises(AgentError) as caught:
            await _ask(server, http, api="legacy")
        assert "Missing sources or query" in caught.value.message
        assert not caught.value.transient
        assert "api" in (caught.value.hint or "")


async def test_streamed_ndjson_is_assembled(http: httpx.AsyncClient) -> None:
    """init/sources/response.../done events become one answer with its sources."""
    async with serve(PerplexicaServer(version="current")) as server:
        reply = await _ask(server, http, stream=True)
        assert reply.answer == MESSAGE
        assert len(reply.sources) == 2
        assert server.bodies[0]["stream"] is True


async def test_stream_without_done_is_a_transient_error(http: httpx.AsyncClient) -> None:
    """A stream cut before its done event is not taken as a complete answer."""
    async with serve(PerplexicaServer(version="current", truncate_stream=True)) as server:
        with pytest.raises(AgentError) as caught:
            await _ask(server, http, stream=True)
        assert caught.value.transient and "done" in caught.value.message


async def test_500_is_retried_by_the_asking_layer(http: httpx.AsyncClient) -> None:
    """Two 500s then success: the answer arrives after three attempts."""
    async with serve(PerplexicaServer(version="current", fail_first=2)) as server:
        agent = PerplexicaAgent(PerplexicaSpec(name="px", kind="perplexica", url=server.url), http)
        policy = AskPolicy(concurrency=1, timeout_s=5, max_attempts=3, backoff_s=0)
        (answer,) = await ask_agent(agent, [Question("i1", "r1", "q?")], (), policy)
        assert answer.error is None and answer.answer == MESSAGE
        assert answer.attempts == 3 and len(server.bodies) == 3


async def test_500s_beyond_the_attempts_give_an_error_answer(http: httpx.AsyncClient) -> None:
    """When every attempt fails the answer carries the server's message, not an exception."""
    async with serve(PerplexicaServer(version="current", fail_first=5)) as server:
        agent = PerplexicaAgent(PerplexicaSpec(name="px", kind="perplexica", url=server.url), http)
        policy = AskPolicy(concurrency=1, timeout_s=5, max_attempts=2, backoff_s=0)
        (answer,) = await ask_agent(agent, [Question("i1", "r1", "q?")], (), policy)
        assert answer.answer == "" and answer.error is not None
        assert "An error occurred while searching" in answer.error
        assert answer.attempts == 2
