"""Fixtures of the claims tests: isolated settings, the local OpenAI-compatible server."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from shared.settings import Settings
from tests.support.clean_env import clear_dyneval_env
from tests.support.openai_server import OpenAIServer, openai_server  # noqa: F401

SettingsFactory = Callable[..., Settings]


@pytest.fixture
def make_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SettingsFactory:
    """Settings isolated from the environment and any dyneval.toml, data under tmp_path."""
    clear_dyneval_env(monkeypatch, tmp_path)

    def build(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "data_dir": tmp_path / "data",
            "retry_backoff_s": 0.0,
            "poll_interval_s": 0.01,
            "llm_backoff_s": 0.0,
            "llm_cache_path": tmp_path / "llm_cache.db",
        }
        values.update(overrides)
        return Settings(**values)

    return build


@pytest.fixture
def llm_settings(
    make_settings: SettingsFactory,
    openai_server: OpenAIServer,  # noqa: F811  (the fixture imported above)
) -> SettingsFactory:
    """Settings whose claims stage talks to the local chat-completions server."""

    def build(**overrides: Any) -> Settings:
        values: dict[str, Any] = {
            "llm": "openai",
            "llm_base_url": openai_server.base_url,
            "llm_model": "test-model",
        }
        values.update(overrides)
        return make_settings(**values)

    return build
