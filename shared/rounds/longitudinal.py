"""Longitudinal tracking: every agent's score per round, its macro average over the last
T rounds (spec eq. 5) and change points, read from the round reports; the figures
Prometheus scrapes and the alert rules watch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from prometheus_client import Gauge

from shared.messages.rounds import RoundReport
from shared.stats.changepoint import RoundScore, Shift, change_points
from shared.stats.window import macro_average

__all__ = [
    "AGENT_CHANGE",
    "AGENT_MACRO",
    "AGENT_REGRESSION",
    "AGENT_SCORE",
    "LAST_CLOSED",
    "Trend",
    "publish",
    "track",
]

AGENT_SCORE = Gauge(
    "dyneval_agent_score",
    "An agent's Agg score on a metric in the latest closed round it was scored in.",
    ["agent", "metric"],
)
AGENT_MACRO = Gauge(
    "dyneval_agent_score_macro",
    "Macro average of an agent's per-round scores over the last T closed rounds.",
    ["agent", "metric"],
)
AGENT_REGRESSION = Gauge(
    "dyneval_agent_regression",
    "1 when the agent's latest round scored below the previous window's interval, else 0.",
    ["agent", "metric"],
)
AGENT_CHANGE = Gauge(
    "dyneval_agent_change",
    "Change point of the agent's latest round: -1 below, +1 above the previous window's "
    "interval, 0 inside it.",
    ["agent", "metric"],
)
LAST_CLOSED = Gauge(
    "dyneval_last_round_closed_timestamp_seconds",
    "When the latest round was closed (seconds since the epoch).",
)


@dataclass(frozen=True, slots=True)
class Trend:
    """One agent on one metric across rounds."""

    agent: str
    metric: str
    scores: tuple[RoundScore, ...]
    """Per-round scores with intervals, oldest first (rounds the agent was scored in)."""
    macro: float | None
    """Macro average over the last ``window`` rounds."""
    window: tuple[str, ...]
    """The rounds the macro average covers."""
    shifts: tuple[Shift | None, ...]
    """Per round, its change point against the previous window (``None``: inside)."""

    @property
    def latest(self) -> RoundScore | None:
        """The most recent round's score."""
        return self.scores[-1] if self.scores else None

    @property
    def latest_shift(self) -> Shift | None:
        """The change point of the most recent round, if it is one."""
        return self.shifts[-1] if self.shifts else None

    @property
    def flagged(self) -> list[Shift]:
        """Every change point, oldest first."""
        return [s for s in self.shifts if s is not None]


def track(
    reports: Sequence[RoundReport], window: int, metrics: Sequence[str] | None = None
) -> list[Trend]:
    """Trends of every agent and metric in ``reports`` (oldest first), sorted by name."""
    series: dict[tuple[str, str], list[RoundScore]] = {}
    for report in reports:
        for row in report.scores:
            if metrics is not None and row.metric not in metrics:
                continue
            series.setdefault((row.agent_id, row.metric), []).append(
                RoundScore(report.round_id, row.mean, row.ci_low, row.ci_high)
            )
    trends = []
    for (agent, metric), scores in sorted(series.items()):
        macro = macro_average({s.round_id: s.mean for s in scores}, window)
        trends.append(
            Trend(agent, metric, tuple(scores), macro.mean, macro.rounds,
                  tuple(change_points(scores, window)))
        )  # fmt: skip
    return trends


def publish(trends: Sequence[Trend], closed_at: datetime | None) -> None:
    """Set the longitudinal gauges from ``trends`` and the latest close time."""
    for trend in trends:
        latest = trend.latest
        if latest is None:
            continue
        labels = (trend.agent, trend.metric)
        AGENT_SCORE.labels(*labels).set(latest.mean)
        if trend.macro is not None:
            AGENT_MACRO.labels(*labels).set(trend.macro)
        shift = trend.latest_shift
        AGENT_REGRESSION.labels(*labels).set(1 if shift and shift.direction == "down" else 0)
        AGENT_CHANGE.labels(*labels).set(
            0 if shift is None else (-1 if shift.direction == "down" else 1)
        )
    if closed_at is not None:
        LAST_CLOSED.set(closed_at.timestamp())
