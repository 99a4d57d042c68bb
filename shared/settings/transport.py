"""Settings fields: storage, the bus and Kafka, the runtime and the ingest endpoint."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

__all__ = ["TransportSettings"]


class TransportSettings(BaseModel):
    """Fields of ``Settings``: storage, the bus and Kafka, the runtime and the ingest endpoint."""

    model_config = ConfigDict(use_attribute_docstrings=True)

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
