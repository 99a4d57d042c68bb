"""Fixtures of the LLM-layer tests: the local chat-completions server and client factories."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import structlog
from prometheus_client import CollectorRegistry

from shared.llm.cache import CacheMode, ResponseCache
from shared.llm.client import ChatClient
from shared.llm.metrics import LLMMetrics
from shared.llm.retry import RetryPolicy
from shared.llm.strategy import Endpoint
from shared.settings import Settings
from tests.support.clean_env import clear_dyneval_env
from tests.support.manual_clock import ManualClock
from tests.support.openai_server import (  # noqa: F401  (fixtures)
    OpenAIServer,
    closed_port,
    openai_server,
    openai_server_thread,
)

ClientFactory = Callable[..., ChatClient]


@pytest.fixture(autouse=True)
def _default_logging() -> None:
    """structlog's defaults, whatever an earlier test (e.g. a CLI run) configured."""
    structlog.reset_defaults()


@pytest.fixture
def clock() -> ManualClock:
    """Virtual time: retry and budget waits are recorded, not slept."""
    return ManualClock()


@pytest.fixture
def registry() -> CollectorRegistry:
    """A fresh Prometheus registry per test."""
    return CollectorRegistry()


@pytest_asyncio.fixture
async def make_client(
    openai_server: OpenAIServer,  # noqa: F811  (the fixture imported above)
    clock: ManualClock,
    registry: CollectorRegistry,
    tmp_path: Path,
) -> AsyncIterator[ClientFactory]:
    """Build ``ChatClient``s for the local server (virtual clock, fixed jitter, own metrics)."""
    made: list[ChatClient] = []
    caches: list[ResponseCache] = []

    def build(
        *,
        base_url: str | None = None,
        cache: ResponseCache | CacheMode = "off",
        policy: RetryPolicy | None = None,
        rand: float = 0.5,
        **fields: Any,
    ) -> ChatClient:
        values: dict[str, Any] = {
            "name": "test",
            "origin": "tests",
            "base_url": base_url or openai_server.base_url,
            "model": "test-model",
            "backoff_s": 0.5,
            "backoff_max_s": 30.0,
        }
        values.update(fields)
        if isinstance(cache, str):
            cache = ResponseCache(tmp_path / "cache.db", cache)
            caches.append(cache)
        client = ChatClient(
            Endpoint(**values),
            cache=cache,
            policy=policy,
            clock=clock,
            rand=lambda: rand,
            metrics=LLMMetrics(registry),
        )
        made.append(client)
        return client

    yield build
    for client in made:
        await client.aclose()
    for opened in caches:
        opened.close()


def metric(registry: CollectorRegistry, name: str, **labels: str) -> float:
    """Current value of a sample (0 when absent)."""
    value = registry.get_sample_value(name, labels)
    return 0.0 if value is None else value


SettingsFactory = Callable[..., Settings]


@pytest.fixture
def llm_settings(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    openai_server: OpenAIServer,  # noqa: F811  (the fixture imported above)
) -> SettingsFactory:
    """Settings isolated from the environment and any dyneval.toml, pointing at the server."""
    clear_dyneval_env(monkeypatch, tmp_path)

    def build(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "data_dir": tmp_path / "data",
            "llm": "openai",
            "llm_base_url": openai_server.base_url,
            "llm_model": "test-model",
            "llm_backoff_s": 0.0,
            "llm_cache_path": tmp_path / "llm_cache.db",
        }
        values.update(overrides)
        return Settings(**values)

    return build
