"""Prometheus metrics of LLM calls, labelled by model and stage.

``default_metrics()`` registers them once on the process registry that the ``/metrics``
endpoint serves; tests pass their own ``CollectorRegistry``.
"""

from __future__ import annotations

from dataclasses import dataclass

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram

__all__ = ["CallSeries", "LLMMetrics", "default_metrics"]

_LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, 40.0, 80.0, 160.0)


class LLMMetrics:
    """Counters and a latency histogram for chat-completions calls."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        reg = registry if registry is not None else REGISTRY
        labels = ("model", "stage")
        self.calls = Counter(
            "dyneval_llm_calls_total",
            "LLM calls by outcome (ok, cached, error).",
            (*labels, "outcome"),
            registry=reg,
        )
        self.tokens = Counter(
            "dyneval_llm_tokens_total",
            "Tokens reported by the endpoint, by direction (in = prompt, out = completion).",
            (*labels, "direction"),
            registry=reg,
        )
        self.latency = Histogram(
            "dyneval_llm_latency_seconds",
            "Wall time of LLM calls that reached the network, retries included.",
            labels,
            buckets=_LATENCY_BUCKETS,
            registry=reg,
        )
        self.requests = Counter(
            "dyneval_llm_requests_total",
            "HTTP requests sent to the endpoint (every attempt of every call).",
            labels,
            registry=reg,
        )
        self.cost = Counter(
            "dyneval_llm_cost_usd_total",
            "Estimated cost of the reported tokens at the endpoint's configured prices "
            "(price_in_per_mtok / price_out_per_mtok); 0 when no price is set.",
            labels,
            registry=reg,
        )
        self.retries = Counter(
            "dyneval_llm_retries_total",
            "Retried attempts, by reason (rate_limited, transient).",
            (*labels, "reason"),
            registry=reg,
        )
        self.cache_hits = Counter(
            "dyneval_llm_cache_hits_total",
            "Calls answered by the response cache.",
            labels,
            registry=reg,
        )
        self.failures = Counter(
            "dyneval_llm_failures_total",
            "Calls that failed for good, by kind (http, unavailable, output, cache_miss).",
            (*labels, "kind"),
            registry=reg,
        )
        self.salvaged = Counter(
            "dyneval_llm_salvaged_total",
            "Replies cut off inside their JSON (max_tokens) whose complete entries were kept "
            "without a repair turn; the entry cut off is counted by the caller.",
            labels,
            registry=reg,
        )
        self.repairs = Counter(
            "dyneval_llm_repairs_total",
            "Structured-output repair turns, by outcome (fixed, failed).",
            (*labels, "outcome"),
            registry=reg,
        )


_default: LLMMetrics | None = None


def default_metrics() -> LLMMetrics:
    """The process-wide metrics on the default Prometheus registry."""
    global _default
    if _default is None:
        _default = LLMMetrics()
    return _default


@dataclass(frozen=True, slots=True)
class CallSeries:
    """Metric children of one (model, stage)."""

    ok: Counter
    latency: Histogram
    tokens_in: Counter
    tokens_out: Counter
    cost: Counter
    requests: Counter
