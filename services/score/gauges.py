"""Prometheus figures of scoring: per-round score gauges by agent and metric."""

from __future__ import annotations

from prometheus_client import Counter, Gauge

from shared.messages.rounds import RoundReport

__all__ = ["ANSWERS_SCORED", "ROUND_ITEMS", "ROUND_SCORE", "observe_report"]

ROUND_SCORE = Gauge(
    "dyneval_round_score",
    "Agg(D_t, M): mean per-item score of an agent on a metric in a closed round.",
    ["round", "agent", "metric"],
)
ROUND_ITEMS = Gauge("dyneval_round_items", "Accepted items of a closed round.", ["round"])
ANSWERS_SCORED = Counter(
    "dyneval_answers_scored_total", "Agent answers scored, by agent and outcome.",
    ["agent", "outcome"],
)  # fmt: skip


def observe_report(report: RoundReport) -> None:
    """Set the gauges of a round from its report."""
    ROUND_ITEMS.labels(report.round_id).set(report.items)
    for row in report.scores:
        ROUND_SCORE.labels(report.round_id, row.agent_id, row.metric).set(row.mean)
