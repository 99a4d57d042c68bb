"""Which strategy each stage uses, and the endpoints the LLM-backed ones talk to.

``settings.llm`` picks the strategy of every model-backed stage: ``rules`` (the default,
the built-in deterministic rule engine; no endpoint needed) or ``openai`` (any
OpenAI-compatible endpoint). A stage can override the strategy and any endpoint or
decoding field in the TOML file::

    [llm_stages.judge]
    strategy = "openai"
    model = "qwen2.5-7b-instruct"
    temperature = 0.0

and the judge panel lists one endpoint per judge (``[[llm_judges]]``); unset fields fall
back to the judge stage's, then to the top-level ``llm_*`` settings. API keys are
``SecretStr`` and never appear in ``repr``, logs or error messages.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError

from shared.llm.errors import LLMConfigError
from shared.messages.base import Model
from shared.settings import Settings

__all__ = [
    "DEFAULT_ORIGIN",
    "ROUND_STAGES",
    "STAGES",
    "Endpoint",
    "JudgeEntry",
    "StageOverride",
    "Strategy",
    "default_endpoint",
    "judge_endpoints",
    "stage_endpoint",
    "stage_override",
    "stage_strategy",
]

Strategy = Literal["rules", "openai"]

DEFAULT_ORIGIN = "DYNEVAL_LLM_* settings"
"""Origin of the top-level endpoint (environment or the top of dyneval.toml)."""

ROUND_STAGES: tuple[str, ...] = ("graph", "claims", "qagen", "judge")
"""The model-backed stages of a round: thought formatting, claim extraction, QA generation,
judging. Only these make up a round's θ."""

STAGES: tuple[str, ...] = (*ROUND_STAGES, "gold", "kb")
"""Every model-backed stage; ``gold`` checks long-document gold items (``dyneval gold``) and
has its own θ, built with ``build_generation_config(settings, stage_names=("gold",))``;
``kb`` writes KB queries with ``dyneval kb generate --strategy llm`` (its own θ, likewise)."""


class _EndpointFields(Model):
    base_url: str | None = None
    """Base URL of the OpenAI-compatible API (``.../v1``)."""

    model: str | None = None
    """Model id."""

    api_key: SecretStr | None = None
    """Bearer token; never logged."""

    timeout_s: float | None = Field(default=None, gt=0)
    """Timeout of one request."""

    max_attempts: int | None = Field(default=None, ge=1)
    """Attempts per call."""

    concurrency: int | None = Field(default=None, ge=1)
    """Requests in flight."""

    rpm: int | None = Field(default=None, ge=1)
    """Requests-per-minute budget."""

    tpm: int | None = Field(default=None, ge=1)
    """Tokens-per-minute budget."""

    price_in_per_mtok: float | None = Field(default=None, ge=0)
    """Price of a million prompt tokens (USD), for cost estimates."""

    price_out_per_mtok: float | None = Field(default=None, ge=0)
    """Price of a million completion tokens (USD), for cost estimates."""


class StageOverride(_EndpointFields):
    """One ``[llm_stages.<stage>]`` table of the TOML file."""

    strategy: Strategy | None = None
    """Strategy of this stage; the top-level ``llm`` setting when unset."""

    temperature: float | None = Field(default=None, ge=0, le=2)
    """Sampling temperature of the stage."""

    top_p: float | None = Field(default=None, gt=0, le=1)
    """Nucleus-sampling mass of the stage."""

    max_tokens: int | None = Field(default=None, ge=1)
    """Most completion tokens per reply."""

    stop: tuple[str, ...] | None = None
    """Stop sequences."""

    json_mode: bool | None = None
    """Whether to request JSON mode."""

    templates: dict[str, int] = Field(default_factory=dict)
    """Template versions to use instead of the latest (``{qa_temporal = 1}``)."""


class JudgeEntry(_EndpointFields):
    """One ``[[llm_judges]]`` table: a member of the judge panel."""

    name: str | None = None
    """Judge name in verdicts; the model id when unset."""


class Endpoint(Model):
    """Where and how to call one OpenAI-compatible endpoint. The key is never shown."""

    name: str
    """Endpoint name: ``default``, a stage name, or ``judge:<name>``."""

    origin: str
    """Which settings defined it (for error hints), e.g. ``[llm_stages.claims]``."""

    base_url: str
    """Base URL, e.g. ``http://127.0.0.1:8000/v1``."""

    model: str
    """Model id sent with every request."""

    api_key: SecretStr | None = None
    """Bearer token; ``None`` sends no Authorization header."""

    timeout_s: float = Field(default=60.0, gt=0)
    """Timeout of one request."""

    max_attempts: int = Field(default=5, ge=1)
    """Attempts per call."""

    concurrency: int = Field(default=8, ge=1)
    """Requests in flight."""

    rpm: int | None = Field(default=None, ge=1)
    """Requests-per-minute budget."""

    tpm: int | None = Field(default=None, ge=1)
    """Tokens-per-minute budget."""

    price_in_per_mtok: float | None = Field(default=None, ge=0)
    """Price of a million prompt tokens (USD); no cost estimate when unset."""

    price_out_per_mtok: float | None = Field(default=None, ge=0)
    """Price of a million completion tokens (USD); no cost estimate when unset."""

    backoff_s: float = Field(default=0.5, ge=0)
    """Nominal delay before the second attempt."""

    backoff_max_s: float = Field(default=60.0, ge=0)
    """Cap on any retry wait (a longer Retry-After makes the call fail)."""

    def setting(self, field: str) -> str:
        """How a user sets ``field`` of this endpoint, for hints (e.g. ``DYNEVAL_LLM_MODEL``)."""
        return setting_name(field, self.origin)

    @property
    def chat_url(self) -> str:
        """URL of ``POST /chat/completions``."""
        return f"{self.base_url.rstrip('/')}/chat/completions"

    @property
    def models_url(self) -> str:
        """URL of ``GET /models``."""
        return f"{self.base_url.rstrip('/')}/models"

    @property
    def identity(self) -> tuple[str, str]:
        """(base URL, model): endpoints with the same identity share a client and budget."""
        return (self.base_url.rstrip("/"), self.model)


def setting_name(field: str, origin: str) -> str:
    """``DYNEVAL_LLM_<FIELD>``, plus the TOML table when the endpoint comes from one."""
    env = f"DYNEVAL_LLM_{field.upper()}"
    return env if origin == DEFAULT_ORIGIN else f"{env} (or {field} in {origin})"


def _parse(model: type[Model], raw: dict[str, Any], origin: str) -> Any:
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "(table)"
        known = ", ".join(sorted(model.model_fields))
        raise LLMConfigError(
            f"{origin}: {field}: {first['msg']}",
            hint=f"fix that entry in dyneval.toml; allowed keys: {known}",
        ) from exc


def stage_override(settings: Settings, stage: str) -> StageOverride:
    """The ``[llm_stages.<stage>]`` table, validated (empty when absent)."""
    unknown = sorted(set(settings.llm_stages) - set(STAGES))
    if unknown:
        raise LLMConfigError(
            f"[llm_stages.{unknown[0]}] names no stage",
            hint=f"stages are: {', '.join(STAGES)}",
        )
    if stage not in STAGES:
        raise LLMConfigError(
            f"unknown LLM stage {stage!r}", hint=f"stages are: {', '.join(STAGES)}"
        )
    override: StageOverride = _parse(
        StageOverride, dict(settings.llm_stages.get(stage, {})), f"[llm_stages.{stage}]"
    )
    return override


def stage_strategy(settings: Settings, stage: str) -> Strategy:
    """``rules`` or ``openai`` for ``stage``: its override, else the ``llm`` setting."""
    override = stage_override(settings, stage)
    return override.strategy if override.strategy is not None else settings.llm


def _endpoint(
    name: str, origin: str, settings: Settings, *layers: _EndpointFields
) -> Endpoint:
    def pick(field: str) -> Any:
        for layer in layers:
            value = getattr(layer, field)
            if value is not None:
                return value
        return getattr(settings, f"llm_{field}", None)

    base_url = pick("base_url")
    model = pick("model")
    if not base_url:
        raise LLMConfigError(
            f"no endpoint URL for LLM endpoint {name!r}",
            hint=f"set {setting_name('base_url', origin)}, e.g. http://127.0.0.1:8000/v1",
        )
    if not str(base_url).startswith(("http://", "https://")):
        raise LLMConfigError(
            f"LLM endpoint URL {base_url!r} ({origin}) is not an http(s) URL",
            hint="use the API base, e.g. http://127.0.0.1:8000/v1 or https://api.openai.com/v1",
        )
    if not model:
        raise LLMConfigError(
            f"no model id for LLM endpoint {name!r}",
            hint=f"set {setting_name('model', origin)}",
        )
    return Endpoint(
        name=name,
        origin=origin,
        base_url=str(base_url),
        model=str(model),
        api_key=pick("api_key"),
        timeout_s=pick("timeout_s"),
        max_attempts=pick("max_attempts"),
        concurrency=pick("concurrency"),
        rpm=pick("rpm"),
        tpm=pick("tpm"),
        price_in_per_mtok=pick("price_in_per_mtok"),
        price_out_per_mtok=pick("price_out_per_mtok"),
        backoff_s=settings.llm_backoff_s,
        backoff_max_s=settings.llm_backoff_max_s,
    )


def default_endpoint(settings: Settings) -> Endpoint:
    """The endpoint of the top-level ``DYNEVAL_LLM_*`` settings."""
    return _endpoint("default", DEFAULT_ORIGIN, settings)


def stage_endpoint(settings: Settings, stage: str) -> Endpoint:
    """The endpoint ``stage`` calls: its override over the top-level settings."""
    override = stage_override(settings, stage)
    return _endpoint(stage, f"[llm_stages.{stage}]", settings, override)


def judge_endpoints(settings: Settings) -> tuple[Endpoint, ...]:
    """The judge panel: one endpoint per ``[[llm_judges]]`` entry, else the judge stage's."""
    stage = stage_override(settings, "judge")
    if not settings.llm_judges:
        single = _endpoint("judge", "[llm_stages.judge]", settings, stage)
        return (single.model_copy(update={"name": f"judge:{single.model}"}),)
    panel: list[Endpoint] = []
    seen: set[str] = set()
    for index, raw in enumerate(settings.llm_judges):
        origin = f"[[llm_judges]] entry {index + 1}"
        entry: JudgeEntry = _parse(JudgeEntry, dict(raw), origin)
        endpoint = _endpoint("judge", origin, settings, entry, stage)
        name = f"judge:{entry.name or endpoint.model}"
        if name in seen:
            raise LLMConfigError(
                f"{origin}: judge name {name.removeprefix('judge:')!r} is used twice",
                hint="give each [[llm_judges]] entry a distinct name",
            )
        seen.add(name)
        panel.append(endpoint.model_copy(update={"name": name}))
    return tuple(panel)
