"""Settings fields: the LLM layer: endpoints, budgets, the response cache."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

__all__ = ["ModelSettings"]


class ModelSettings(BaseModel):
    """Fields of ``Settings``: the LLM layer: endpoints, budgets, the response cache."""

    model_config = ConfigDict(use_attribute_docstrings=True)

    # --- LLM layer ------------------------------------------------------------
    llm: Literal["rules", "openai"] = "rules"
    """Strategy for every model-backed stage: the built-in rule engine or an endpoint."""

    llm_base_url: str | None = None
    """Base URL of an OpenAI-compatible API, e.g. ``http://127.0.0.1:8000/v1``."""

    llm_model: str | None = None
    """Model id sent to the endpoint."""

    llm_api_key: SecretStr | None = None
    """API key sent as a bearer token; never logged."""

    llm_timeout_s: float = Field(default=60.0, gt=0)
    """Timeout of one chat-completions request."""

    llm_max_attempts: int = Field(default=5, ge=1)
    """Attempts per LLM call before giving up (rate limits and transient errors)."""

    llm_concurrency: int = Field(default=8, ge=1)
    """Most LLM requests in flight per endpoint."""

    llm_judge_batch: int = Field(default=8, ge=1)
    """Candidates an LLM judge judges per call (``judge_batch`` prompt); 1 asks one per call."""

    llm_rpm: int | None = None
    """Optional requests-per-minute budget per endpoint."""

    llm_tpm: int | None = None
    """Optional tokens-per-minute budget per endpoint."""

    llm_cache: Literal["read-write", "read-only", "off"] = "read-write"
    """Response cache mode; ``read-only`` replays without touching the network."""

    llm_stages: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Per-stage endpoint overrides from the TOML file (``[llm_stages.judge]`` ...)."""

    llm_judges: list[dict[str, Any]] = Field(default_factory=list)
    """Judge-panel endpoints from the TOML file (``[[llm_judges]]``); one judge (the judge
    stage's endpoint) when empty."""

    llm_backoff_s: float = Field(default=0.5, ge=0)
    """Nominal delay before the second attempt of an LLM call; grows x2 per attempt, jittered."""

    llm_backoff_max_s: float = Field(default=60.0, ge=0)
    """Cap on any LLM retry wait; a longer ``Retry-After`` makes the call fail instead."""

    llm_cache_path: Path | None = None
    """SQLite file of the LLM response cache; ``<data_dir>/llm_cache.db`` when unset."""
