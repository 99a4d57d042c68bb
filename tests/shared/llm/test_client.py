"""ChatClient against the local chat-completions server: retries, timeouts, errors, usage."""

from __future__ import annotations

import pytest
from prometheus_client import CollectorRegistry

from shared.llm.chat import ChatMessage, Decoding
from shared.llm.client import ChatClient
from shared.llm.errors import LLMHTTPError, LLMUnavailableError
from shared.llm.retry import RetryPolicy
from shared.llm.strategy import Endpoint
from tests.shared.llm.conftest import ClientFactory, metric
from tests.support.manual_clock import ManualClock
from tests.support.openai_server import OpenAIServer, Reply

HELLO = (ChatMessage(role="user", content="Say hello as JSON."),)


async def test_success_reports_content_usage_and_model(
    openai_server: OpenAIServer, make_client: ClientFactory, registry: CollectorRegistry
) -> None:
    """A 200 reply gives its content, server model and usage; metrics count call and tokens."""
    openai_server.script(
        Reply(content='{"hi": 1}', model="served-model",
              usage={"prompt_tokens": 11, "completion_tokens": 3})
    )
    result = await make_client().complete(HELLO, stage="graph")
    assert result.content == '{"hi": 1}'
    assert result.model == "served-model"
    assert result.usage is not None and result.usage.total_tokens == 14
    assert (result.attempts, result.cached) == (1, False)
    labels = {"model": "test-model", "stage": "graph"}
    assert metric(registry, "dyneval_llm_calls_total", **labels, outcome="ok") == 1
    assert metric(registry, "dyneval_llm_tokens_total", **labels, direction="in") == 11
    assert metric(registry, "dyneval_llm_tokens_total", **labels, direction="out") == 3
    assert metric(registry, "dyneval_llm_latency_seconds_count", **labels) == 1


async def test_request_body_carries_decoding_seed_and_json_mode(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """The body has model, messages, temperature, top_p, max_tokens, stop, seed, response_format."""
    decoding = Decoding(temperature=0.3, top_p=0.9, max_tokens=64, stop=("END",))
    await make_client(api_key="sk-test").complete(HELLO, decoding=decoding, seed=2**31 + 5)
    (sent,) = openai_server.chat_requests
    assert sent.body == {
        "model": "test-model",
        "messages": [{"role": "user", "content": "Say hello as JSON."}],
        "temperature": 0.3,
        "top_p": 0.9,
        "max_tokens": 64,
        "stop": ["END"],
        "seed": 5,
        "response_format": {"type": "json_object"},
    }
    assert sent.headers["Authorization"] == "Bearer sk-test"


async def test_429_honours_retry_after(
    openai_server: OpenAIServer,
    make_client: ClientFactory,
    clock: ManualClock,
    registry: CollectorRegistry,
) -> None:
    """A 429 with Retry-After: 7 waits exactly 7 s, then the retry succeeds."""
    openai_server.script(Reply.fail(429, "slow down", retry_after="7"), Reply(content="{}"))
    result = await make_client().complete(HELLO, stage="qagen")
    assert result.attempts == 2 and result.retries == 1
    assert clock.sleeps == [7.0]
    assert len(openai_server.chat_requests) == 2
    assert metric(registry, "dyneval_llm_retries_total", model="test-model", stage="qagen",
                  reason="rate_limited") == 1


async def test_503_then_success_backs_off(
    openai_server: OpenAIServer, make_client: ClientFactory, clock: ManualClock
) -> None:
    """Two 503s are retried with jittered exponential backoff; the third attempt succeeds."""
    openai_server.script(Reply.fail(503), Reply.fail(503), Reply(content="ok"))
    result = await make_client(rand=1.0).complete(HELLO)
    assert result.content == "ok" and result.attempts == 3
    assert clock.sleeps == [0.5, 1.0]


async def test_400_fails_at_once_with_server_message(
    openai_server: OpenAIServer, make_client: ClientFactory, registry: CollectorRegistry
) -> None:
    """A 400 is not retried; the error carries the status and the server's message."""
    openai_server.script(Reply.fail(400, "messages[0].content must be a string"))
    with pytest.raises(LLMHTTPError) as caught:
        await make_client().complete(HELLO, stage="claims")
    assert caught.value.status == 400
    assert caught.value.attempts == 1
    assert "messages[0].content must be a string" in str(caught.value)
    assert len(openai_server.chat_requests) == 1
    assert metric(registry, "dyneval_llm_failures_total", model="test-model", stage="claims",
                  kind="http") == 1


async def test_retries_exhausted_raise_with_last_status(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """After max_attempts 5xx replies the error names the status, attempts and a hint."""
    openai_server.script(*[Reply.fail(502, "bad gateway")] * 3)
    with pytest.raises(LLMHTTPError) as caught:
        await make_client(max_attempts=3).complete(HELLO)
    assert (caught.value.status, caught.value.attempts) == (502, 3)
    assert "gave up after 3" in str(caught.value)
    assert caught.value.hint is not None


async def test_retry_after_beyond_cap_fails_without_waiting(
    openai_server: OpenAIServer, make_client: ClientFactory, clock: ManualClock
) -> None:
    """A Retry-After beyond backoff_max_s fails the call instead of sleeping an hour."""
    openai_server.script(Reply.fail(429, "quota", retry_after="3600"))
    with pytest.raises(LLMHTTPError, match="3600"):
        await make_client(backoff_max_s=30).complete(HELLO)
    assert clock.sleeps == []


async def test_connection_refused_is_unavailable(
    make_client: ClientFactory, closed_port: int, clock: ManualClock
) -> None:
    """A refused connection is retried as transient, then raised with a URL hint."""
    client = make_client(base_url=f"http://127.0.0.1:{closed_port}/v1", max_attempts=2)
    with pytest.raises(LLMUnavailableError) as caught:
        await client.complete(HELLO)
    assert caught.value.attempts == 2
    assert "connection failed" in str(caught.value)
    assert caught.value.hint is not None and "DYNEVAL_LLM_BASE_URL" in caught.value.hint
    assert len(clock.sleeps) == 1


async def test_timeout_is_retried_then_succeeds(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """A reply slower than timeout_s counts as a failed attempt; the next fast one succeeds."""
    # a whole second for the fast reply, so a loaded machine cannot make it "slow" too
    openai_server.script(Reply(delay_s=10.0, content="late"), Reply(content="fast"))
    result = await make_client(timeout_s=1.0).complete(HELLO)
    assert (result.content, result.attempts) == ("fast", 2)


async def test_timeouts_exhausted_name_the_timeout(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """Only slow replies: the error says no reply came within timeout_s."""
    openai_server.script(Reply(delay_s=1.0), Reply(delay_s=1.0))
    with pytest.raises(LLMUnavailableError, match=r"no reply within 0.2s") as caught:
        await make_client(timeout_s=0.2, max_attempts=2).complete(HELLO)
    assert caught.value.hint is not None and "TIMEOUT" in caught.value.hint


async def test_malformed_body_is_transient(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """A 200 whose body is not JSON is retried; a good reply afterwards is used."""
    openai_server.script(Reply(body="{not json"), Reply(body='{"choices": []}'), Reply(content="x"))
    result = await make_client().complete(HELLO)
    assert (result.content, result.attempts) == ("x", 3)


async def test_malformed_bodies_exhausted(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """Only malformed bodies: the error says so and hints at the URL."""
    openai_server.script(Reply(body="<html>proxy</html>"), Reply(body="<html>proxy</html>"))
    with pytest.raises(LLMUnavailableError, match="malformed reply"):
        await make_client(max_attempts=2).complete(HELLO)


async def test_dropped_connection_is_retried(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """A connection closed without a reply is a transient transport error."""
    openai_server.script(Reply(drop=True), Reply(content="back"))
    result = await make_client().complete(HELLO)
    assert (result.content, result.attempts) == ("back", 2)


async def test_missing_usage_is_none(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """A server that reports no usage gives usage None rather than invented counts."""
    openai_server.script(Reply(content="{}", usage=None))
    result = await make_client().complete(HELLO)
    assert result.usage is None


async def test_json_mode_refused_falls_back_once() -> None:
    """A server that rejects response_format is asked again without it, and not again later."""
    async with OpenAIServer(reject_response_format=True) as server:
        endpoint = Endpoint(name="t", origin="tests", base_url=server.base_url, model="m")
        async with ChatClient(endpoint) as client:
            first = await client.complete(HELLO)
            second = await client.complete(HELLO)
        bodies = [r.body for r in server.chat_requests]
    assert first.attempts == 2 and second.attempts == 1
    assert ["response_format" in b for b in bodies] == [True, False, False]
    assert not client.json_mode_supported


async def test_unauthorised_hint_names_the_key_setting() -> None:
    """A 401 fails at once; the hint says to set DYNEVAL_LLM_API_KEY when none is configured."""
    async with OpenAIServer(api_key="right") as server:
        endpoint = Endpoint(name="t", origin="tests", base_url=server.base_url, model="m")
        async with ChatClient(endpoint, policy=RetryPolicy(max_attempts=3)) as client:
            with pytest.raises(LLMHTTPError) as caught:
                await client.complete(HELLO)
    assert caught.value.status == 401 and caught.value.attempts == 1
    assert caught.value.hint is not None and "DYNEVAL_LLM_API_KEY" in caught.value.hint
    assert "Incorrect API key" in caught.value.server_message


async def test_unknown_model_404_hint(make_client: ClientFactory) -> None:
    """A 404 for an unknown model names the model id in the hint."""
    async with OpenAIServer(models=["real-model"]) as server:
        client = make_client(base_url=server.base_url, model="typo-model")
        with pytest.raises(LLMHTTPError) as caught:
            await client.complete(HELLO)
    assert caught.value.status == 404
    assert "typo-model" in str(caught.value) and "typo-model" in (caught.value.hint or "")


async def test_list_models(openai_server: OpenAIServer, make_client: ClientFactory) -> None:
    """GET /models lists the server's model ids."""
    assert await make_client().list_models() == ("test-model",)
