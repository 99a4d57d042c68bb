"""The closed-book chat agent against the local OpenAI-compatible server."""

from __future__ import annotations

import httpx
import pytest

from shared.agents import AgentError, OpenAIChatAgent
from shared.agents.base import Document
from shared.agents.config import OpenAIChatSpec
from tests.support.openai_server import OpenAIServer, Reply, openai_server  # noqa: F401


def _agent(server: OpenAIServer, http: httpx.AsyncClient) -> OpenAIChatAgent:
    spec = OpenAIChatSpec(name="chat", kind="openai_chat", base_url=server.base_url,
                          model="test-model", max_tokens=16)  # fmt: skip
    return OpenAIChatAgent(spec, http, timeout_s=5)


async def test_answers_closed_book_with_short_decoding(
    openai_server: OpenAIServer,  # noqa: F811
) -> None:
    """The model sees only the question; the reply text is the answer, without JSON mode."""
    openai_server.script(Reply(content="  Arthur's Magazine \n"))
    async with httpx.AsyncClient() as http:
        reply = await _agent(openai_server, http).answer(
            "Which magazine was started first?", item_id="i", round_id="r",
            documents=[Document("g#1", "https://x.org", "secret", "the gold is hidden here")],
        )  # fmt: skip
    assert reply.answer == "Arthur's Magazine"
    (request,) = openai_server.chat_requests
    assert request.last_user == "Which magazine was started first?"
    assert "hidden" not in request.prompt
    assert "response_format" not in request.body and request.body["max_tokens"] == 16


async def test_server_errors_become_agent_errors(openai_server: OpenAIServer) -> None:  # noqa: F811
    """A 503 is transient (retried by the asking layer); a 404 model is not."""
    openai_server.script(Reply.fail(503, "overloaded"), Reply.fail(404, "no such model"))
    async with httpx.AsyncClient() as http:
        agent = _agent(openai_server, http)
        with pytest.raises(AgentError) as first:
            await agent.answer("q", item_id="i", round_id="r", documents=())
        with pytest.raises(AgentError) as second:
            await agent.answer("q", item_id="i", round_id="r", documents=())
    assert first.value.transient and "overloaded" in first.value.message
    assert not second.value.transient and "no such model" in second.value.message
