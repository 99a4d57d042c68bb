"""Structured logging and the runtime's Prometheus metrics.

Logs are one event per line (console or JSON) with context bound through
contextvars, so everything a handler logs carries the message id, topic and
offset. Metrics live in the default prometheus-client registry and are served on
``/metrics`` by whichever process runs the services.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO, cast

import structlog
from prometheus_client import Counter, Gauge, Histogram, start_http_server

from shared.redaction import redact_value
from shared.settings import Settings

__all__ = [
    "DEAD",
    "HANDLER_SECONDS",
    "LAG",
    "MESSAGES_IN",
    "MESSAGES_OUT",
    "RETRIES",
    "configure_logging",
    "get_logger",
    "serve_metrics",
]

MESSAGES_IN = Counter(
    "dyneval_messages_in_total", "Messages a service read from a topic.", ["service", "topic"]
)
MESSAGES_OUT = Counter(
    "dyneval_messages_out_total", "Messages a service appended to a topic.", ["service", "topic"]
)
DEAD = Counter(
    "dyneval_messages_dead_total", "Messages a service dead-lettered.", ["service", "topic"]
)
RETRIES = Counter(
    "dyneval_handler_retries_total", "Handler attempts that failed and were retried.", ["service"]
)
DUPLICATES = Counter(
    "dyneval_messages_duplicate_total",
    "Redelivered messages skipped because their id was already processed.",
    ["service", "topic"],
)
HANDLER_SECONDS = Histogram(
    "dyneval_handler_seconds",
    "Time a service's handler took per message.",
    ["service"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
LAG = Gauge(
    "dyneval_consumer_lag", "Messages on a topic a service has not processed yet.",
    ["service", "topic"],
)


class _CurrentStderr:
    """Writes to whatever ``sys.stderr`` is now (test runners swap and close it)."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def _redact_secrets(
    logger: object, method: str, event: structlog.typing.EventDict
) -> structlog.typing.EventDict:
    """Mask secrets in every logged value (``shared.redaction``): no log line carries a key."""
    return {key: redact_value(value) for key, value in event.items()}


def configure_logging(settings: Settings) -> None:
    """Route structlog to stderr at ``settings.log_level`` in the chosen format."""
    _configure(settings.log_level, settings.log_format)


def _configure(log_level: str, log_format: str) -> None:
    level = logging.getLevelNamesMapping().get(log_level.upper(), logging.WARNING)
    renderer: structlog.typing.Processor = (
        structlog.processors.JSONRenderer()
        if log_format == "json"
        else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            _redact_secrets,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(file=cast(TextIO, _CurrentStderr())),
        cache_logger_on_first_use=False,
    )


if not structlog.is_configured():
    # Library use without the CLI (benchmarks, notebooks): warnings and errors on stderr,
    # not structlog's default of every level on stdout.
    _configure("WARNING", "console")


def get_logger(name: str) -> structlog.typing.FilteringBoundLogger:
    """A structlog logger carrying ``component=name``."""
    # A lazy proxy: it binds to whatever configure_logging set up when it first logs,
    # so module-level loggers made at import time still honour the process config.
    logger: structlog.typing.FilteringBoundLogger = structlog.get_logger(component=name)
    return logger


def serve_metrics(settings: Settings) -> int | None:
    """Serve ``/metrics`` on ``settings.metrics_port`` (if set); returns the port."""
    if settings.metrics_port is None:
        return None
    start_http_server(settings.metrics_port, addr=settings.metrics_host)
    return settings.metrics_port
