"""The client checks against a real endpoint, when DYNEVAL_LLM_BASE_URL is set (marker llm)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from prometheus_client import CollectorRegistry

from shared.llm.cache import ResponseCache
from shared.llm.client import ChatClient
from shared.llm.config import DEFAULT_DECODING
from shared.llm.errors import LLMHTTPError
from shared.llm.metrics import LLMMetrics
from shared.llm.replies import OkReply
from shared.llm.strategy import Endpoint, default_endpoint
from shared.llm.structured import complete_structured
from shared.llm.templates import PromptLibrary
from shared.settings import Settings

pytestmark = pytest.mark.llm


@pytest.fixture
def endpoint() -> Endpoint:
    """The endpoint of the environment's DYNEVAL_LLM_* settings; skips when none is set."""
    settings = Settings()
    if not settings.llm_base_url or not settings.llm_model:
        pytest.skip("set DYNEVAL_LLM_BASE_URL and DYNEVAL_LLM_MODEL to test a real endpoint")
    return default_endpoint(settings)


@pytest_asyncio.fixture
async def client(endpoint: Endpoint, tmp_path: Path) -> AsyncIterator[ChatClient]:
    """A client with a fresh read-write cache."""
    cache = ResponseCache(tmp_path / "cache.db")
    async with ChatClient(endpoint, cache=cache, metrics=LLMMetrics(CollectorRegistry())) as c:
        yield c
    cache.close()


async def test_real_check_prompt_cache_and_replay(
    client: ChatClient, endpoint: Endpoint, tmp_path: Path
) -> None:
    """A real model answers the check prompt as JSON; the cache then replays it offline."""
    messages = PromptLibrary().render("check", 1, {})
    decoding = DEFAULT_DECODING["judge"].model_copy(update={"max_tokens": 64})
    first = await complete_structured(client, messages, OkReply, decoding=decoding, seed=7)
    assert first.value.ok
    call = first.calls[-1]
    assert not call.cached and call.attempts >= 1
    again = await client.complete(messages, decoding=decoding, seed=7)
    assert again.cached and again.content == first.calls[0].content
    with ResponseCache(tmp_path / "cache.db", "read-only") as replay:
        async with ChatClient(
            endpoint.model_copy(update={"base_url": "http://127.0.0.1:9/v1"}),
            cache=replay, metrics=LLMMetrics(CollectorRegistry()),
        ) as offline:
            replayed = await offline.complete(messages, decoding=decoding, seed=7)
    assert replayed.cached and replayed.content == first.calls[0].content


async def test_real_models_listing(client: ChatClient) -> None:
    """The endpoint lists at least one model."""
    assert len(await client.list_models()) >= 1


async def test_real_unknown_model_fails_at_once(endpoint: Endpoint) -> None:
    """An unknown model id is refused with a 4xx and the server's message, without retries."""
    wrong = endpoint.model_copy(update={"model": "dyneval-no-such-model-xyz"})
    async with ChatClient(wrong, metrics=LLMMetrics(CollectorRegistry())) as bad:
        with pytest.raises(LLMHTTPError) as caught:
            await bad.complete(PromptLibrary().render("check", 1, {}))
    assert 400 <= caught.value.status < 500 and caught.value.attempts == 1
