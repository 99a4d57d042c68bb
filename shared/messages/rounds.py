"""Round control and round reports (topics ``rounds`` and ``reports``)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = ["AgentRoundScore", "RoundControl", "RoundReport"]


class RoundControl(Model):
    """Opens or closes a round."""

    action: Literal["open", "close"]
    """What happens to the round."""

    round_id: str
    """The round."""

    at: datetime
    """When the action was taken."""

    theta_hash: str
    """Hash of the frozen generation config θ of the round."""

    commitment: str | None = None
    """Hash committing to the root seed and θ, published at open."""

    root_seed: int | None = None
    """The root seed: revealed at close (or given at open when no commitment is used)."""

    config: dict[str, Any] = Field(default_factory=dict)
    """Non-secret generation settings (k, K, items per graph, ...)."""

    model_usage: dict[str, dict[str, float]] = Field(default_factory=dict)
    """At close: what the round's generation and judging spent on models, per stage
    (``calls``, ``cached``, ``requests``, ``tokens_in``, ``tokens_out``, ``cost_usd``);
    empty on the rule engine or when the closing process did not see the round run."""


class AgentRoundScore(Model):
    """One agent's aggregate on one metric in one round."""

    agent_id: str
    """The agent."""

    metric: str
    """The metric."""

    mean: float
    """Agg(D_t, M): the mean per-item score."""

    ci_low: float | None
    """Lower bound of the bootstrap confidence interval; None (undefined) below 2 items."""

    ci_high: float | None
    """Upper bound of the bootstrap confidence interval; None (undefined) below 2 items."""

    n: int
    """Items scored."""

    graph_macro: float | None = None
    """Mean of the per-graph expectations (every seed graph weighs the same)."""


class RoundReport(Model):
    """The summary of a closed round."""

    round_id: str
    """The round."""

    items: int
    """Accepted items in the round."""

    scores: tuple[AgentRoundScore, ...] = ()
    """Leaderboard rows."""

    breakdowns: dict[str, dict[str, float]] = Field(default_factory=dict)
    """Per-pattern / answer-type / hops means, keyed ``agent/metric/dimension``."""

    overlap: dict[str, int] = Field(default_factory=dict)
    """Collision figures against earlier rounds (exact, near-duplicate)."""

    judge: dict[str, float] = Field(default_factory=dict)
    """Judge acceptance rate and agreement."""

    closed_at: datetime | None = None
    """When the round was closed."""

    theta_hash: str | None = None
    """Hash of the round's frozen generation config θ."""

    agents: tuple[str, ...] = ()
    """Agents that answered at least one item of the round, in leaderboard order."""

    groups: dict[str, dict[str, int]] = Field(default_factory=dict)
    """Items per breakdown group, keyed by dimension (``pattern``, ``answer_type``, ``hops``)."""

    per_graph: dict[str, dict[str, float]] = Field(default_factory=dict)
    """Per-graph expectations: ``agent/metric`` to seed graph id to mean score."""

    collision: dict[str, float] = Field(default_factory=dict)
    """The spec's collision bound next to what was observed: rounds t, pool size K, observed
    J_max, the bound, the pool size K needed for δ = 0.05, per-graph repeat rate."""

    unanswered: dict[str, int] = Field(default_factory=dict)
    """Per agent, items of the round it gave no answer to (scored as zero)."""

    metrics_version: str = ""
    """Version of the metric definitions the scores were computed with."""

    model_usage: dict[str, dict[str, float]] = Field(default_factory=dict)
    """Model usage of the round's generation and judging per stage (``calls`` over the
    network, ``cached``, ``requests`` with retries, ``tokens_in``, ``tokens_out``,
    ``cost_usd`` at the configured prices); empty on the rule engine."""

    model_per_item: dict[str, float] = Field(default_factory=dict)
    """The same summed over stages and divided by the accepted items (``calls``,
    ``tokens_in``, ``tokens_out``, ``cost_usd`` per accepted item); empty without both."""
