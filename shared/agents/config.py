"""Agents under test as configured: one ``[[agents]]`` table per agent in ``dyneval.toml``.

Every table has a ``name`` (unique) and a ``kind`` selecting the adapter; the other keys
are the kind's options below. Unknown keys are refused with the list of allowed ones::

    [[agents]]
    name = "perplexica"
    kind = "perplexica"
    url = "http://127.0.0.1:3000"
    api = "current"            # or "v1.11", "v1.10", "legacy" (<= v1.9)
    chat_provider = "openai"   # providerId (v1.11+) or provider (older)
    chat_model = "gpt-4o-mini"

    [[agents]]
    name = "memorizer"
    kind = "memorizer"
    fallback = "bm25"
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, SecretStr, TypeAdapter, ValidationError

from shared.errors import ConfigError

__all__ = [
    "AgentSpec",
    "Bm25Spec",
    "HttpJsonSpec",
    "MemorizerSpec",
    "OpenAIChatSpec",
    "OracleSpec",
    "PerplexicaSpec",
    "parse_agent_specs",
]


class _Spec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    name: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_.:@-]+$")
    """The agent's name in answers and reports (letters, digits, ``_.:@-``)."""

    timeout_s: float | None = Field(default=None, gt=0)
    """Per-answer timeout; ``agent_timeout_s`` when unset."""

    concurrency: int | None = Field(default=None, ge=1)
    """Questions in flight; ``agent_concurrency`` when unset."""


class PerplexicaSpec(_Spec):
    """Perplexica's search API, ``POST {url}/api/search``."""

    kind: Literal["perplexica"]
    url: str = "http://127.0.0.1:3000"
    """Base URL of the Perplexica server (port 3001 before v1.10, 3000 after)."""

    api: Literal["legacy", "v1.10", "v1.11", "current"] = "current"
    """Request shape: ``legacy`` (<= v1.9: focusMode, chatModel{provider, model}), ``v1.10``
    (chatModel{provider, name}), ``v1.11`` (focusMode, chatModel{providerId, key}) or
    ``current`` (v1.12+: sources, chatModel{providerId, key})."""

    focus_mode: str = "webSearch"
    """focusMode of the API versions that have one."""

    sources: tuple[str, ...] = ("web",)
    """Sources to search (v1.12+): ``web``, ``academic``, ``discussions``."""

    optimization_mode: Literal["speed", "balanced", "quality"] = "balanced"
    """optimizationMode (``quality`` only from v1.12)."""

    chat_provider: str | None = None
    """Chat model provider (``provider``, or ``providerId`` from v1.11); server default if unset."""

    chat_model: str | None = None
    """Chat model (``model``/``name``, or ``key`` from v1.11)."""

    embedding_provider: str | None = None
    """Embedding model provider, like ``chat_provider``."""

    embedding_model: str | None = None
    """Embedding model, like ``chat_model``."""

    system_instructions: str | None = None
    """systemInstructions sent with every question."""

    stream: bool = False
    """Ask for the streamed NDJSON response (init/sources/response/done events)."""


class OpenAIChatSpec(_Spec):
    """A closed-book chat model behind an OpenAI-compatible endpoint."""

    kind: Literal["openai_chat"]
    base_url: str
    """API base, e.g. ``http://127.0.0.1:8000/v1``."""

    model: str
    """Model id."""

    api_key: SecretStr | None = None
    """Bearer token; never logged."""

    system_prompt: str = (
        "Answer the question with a short phrase only (a name, number, date or few words). "
        "If you cannot answer it, reply exactly: insufficient context."
    )
    """System message before each question."""

    temperature: float = Field(default=0.0, ge=0, le=2)
    """Sampling temperature."""

    max_tokens: int = Field(default=64, ge=1)
    """Most completion tokens per answer."""


class HttpJsonSpec(_Spec):
    """Any HTTP JSON agent: a request template in, answer and sources read by field paths."""

    kind: Literal["http_json"]
    url: str
    """Endpoint URL."""

    method: Literal["POST", "PUT", "GET"] = "POST"
    """HTTP method (GET sends the template's top-level fields as query parameters)."""

    headers: dict[str, str] = Field(default_factory=dict)
    """Extra request headers."""

    request: dict[str, Any] = Field(default_factory=lambda: {"question": "{question}"})
    """Request body; strings may use ``{question}``, ``{item_id}`` and ``{round_id}``."""

    answer_path: str = "answer"
    """Path of the answer text in the response (``data.answer``, ``choices[0].text``)."""

    sources_path: str | None = "sources"
    """Path of the list of sources; none when the agent returns none."""

    source_url_path: str = "url"
    """Path of a source's URL inside one source."""

    source_title_path: str = "title"
    """Path of a source's title inside one source."""

    source_text_path: str = "content"
    """Path of a source's text inside one source."""

    thinking_path: str | None = None
    """Path of the transcript, if the agent returns one."""


class Bm25Spec(_Spec):
    """The retrieval baseline: BM25 over the round's documents plus an extractive answer."""

    kind: Literal["bm25"]
    top_k: int = Field(default=3, ge=1)
    """Documents retrieved (and returned as sources) per question."""

    k1: float = Field(default=1.5, ge=0)
    """BM25 term-frequency saturation."""

    b: float = Field(default=0.75, ge=0, le=1)
    """BM25 length normalisation."""


class OracleSpec(_Spec):
    """Reads the gold: the ceiling of every metric and a sanity check of the scorer."""

    kind: Literal["oracle"]


class MemorizerSpec(_Spec):
    """M_leak: has learned a leaked round and answers what it learned from memory."""

    kind: Literal["memorizer"]
    fallback: str | None = None
    """The base agent: answers everything not learned; refuses when unset."""

    learns: Literal["items", "facts"] = "items"
    """``items``: recalls an answer only for the same question or the same pattern and
    operation over the same facts; ``facts``: knows the leaked claims and answers any item
    all of whose facts it learned."""

    leaked_rounds: tuple[str, ...] = ()
    """Rounds whose accepted items it has seen from the start (jobs may leak more)."""


AgentSpec = Annotated[
    PerplexicaSpec | OpenAIChatSpec | HttpJsonSpec | Bm25Spec | OracleSpec | MemorizerSpec,
    Field(discriminator="kind"),
]
"""One configured agent."""

# mypy reads an Annotated union as a UnionType value here (and, depending on the order it
# checks modules in, sometimes not); the annotation carries the type either way.
_ADAPTER: TypeAdapter[AgentSpec] = TypeAdapter(cast(Any, AgentSpec))
SPEC_BY_KIND: dict[str, type[BaseModel]] = {
    "perplexica": PerplexicaSpec,
    "openai_chat": OpenAIChatSpec,
    "http_json": HttpJsonSpec,
    "bm25": Bm25Spec,
    "oracle": OracleSpec,
    "memorizer": MemorizerSpec,
}
"""Agent kind to the model of its table."""


def _spec(raw: Any, index: int) -> AgentSpec:
    origin = f"[[agents]] entry {index + 1}"
    if not isinstance(raw, dict):
        raise ConfigError(f"{origin} is not a table", hint="write it as {name = ..., kind = ...}")
    if isinstance(raw.get("name"), str):
        origin += f" ({raw['name']!r})"
    kind = raw.get("kind")
    if kind not in SPEC_BY_KIND:
        raise ConfigError(
            f"{origin}: unknown agent kind {kind!r}",
            hint=f"kind is one of: {', '.join(SPEC_BY_KIND)}",
        )
    try:
        return _ADAPTER.validate_python(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(part) for part in first["loc"][1:]) or "(table)"
        allowed = ", ".join(sorted(SPEC_BY_KIND[kind].model_fields))
        raise ConfigError(
            f"{origin}: {loc}: {first['msg']}",
            hint=f"fix that entry in dyneval.toml; keys of kind {kind!r}: {allowed}",
        ) from exc


def parse_agent_specs(raw: Sequence[Any]) -> list[AgentSpec]:
    """Validate the ``agents`` setting: known kinds and keys, unique names, sound fallbacks."""
    specs = [_spec(entry, index) for index, entry in enumerate(raw)]
    names = [spec.name for spec in specs]
    for name in names:
        if names.count(name) > 1:
            raise ConfigError(
                f"agent name {name!r} is used twice", hint="give each [[agents]] entry its own name"
            )
    by_name = {spec.name: spec for spec in specs}
    for spec in specs:
        if isinstance(spec, MemorizerSpec) and spec.fallback is not None:
            seen = {spec.name}
            current: AgentSpec = spec
            while isinstance(current, MemorizerSpec) and current.fallback is not None:
                target = by_name.get(current.fallback)
                if target is None:
                    raise ConfigError(
                        f"agent {current.name!r} falls back to {current.fallback!r}, "
                        "which is not configured",
                        hint=f"use one of: {', '.join(names)}",
                    )
                if target.name in seen:
                    raise ConfigError(
                        f"agent {spec.name!r}: fallbacks form a cycle through {target.name!r}",
                        hint="let the last fallback be an agent that is not a memorizer",
                    )
                seen.add(target.name)
                current = target
    return specs
