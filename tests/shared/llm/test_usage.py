"""Usage per stage from the LLM metrics: calls, requests, tokens and estimated cost."""

from __future__ import annotations

from prometheus_client import CollectorRegistry

from shared.llm.chat import ChatMessage
from shared.llm.client import ChatClient
from shared.llm.metrics import LLMMetrics
from shared.llm.strategy import Endpoint
from shared.llm.usage import StageUsage, usage_by_stage, usage_delta, usage_lines
from tests.support.openai_server import OpenAIServer, Reply


async def test_calls_requests_tokens_and_cost_per_stage(openai_server: OpenAIServer) -> None:
    """A retried call counts one call and two requests; tokens are priced per million."""
    metrics = LLMMetrics(CollectorRegistry())
    endpoint = Endpoint(name="qagen", origin="test", base_url=openai_server.base_url,
                        model="m", max_attempts=3, backoff_s=0.0,
                        price_in_per_mtok=2.0, price_out_per_mtok=8.0)
    before = usage_by_stage(metrics)
    openai_server.script(
        Reply.fail(500),
        Reply(content="four words of reply", usage={"prompt_tokens": 1000,
                                                   "completion_tokens": 500}),
    )
    async with ChatClient(endpoint, metrics=metrics) as client:
        await client.complete([ChatMessage(role="user", content="hi")], stage="qagen")
    spent = usage_delta(usage_by_stage(metrics), before)
    assert spent == {"qagen": StageUsage(calls=1, cached=0, requests=2, tokens_in=1000,
                                         tokens_out=500, cost_usd=0.006)}
    lines = usage_lines(spent, accepted=2)
    assert lines[-1].endswith("0.50 calls and $0.0030 per accepted item")


def test_no_accepted_item_is_said() -> None:
    """With no accepted item the total line says so instead of dividing by zero."""
    assert usage_lines({}, accepted=0) == ["total        0 calls; no accepted item"]
