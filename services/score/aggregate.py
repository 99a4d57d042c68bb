"""A closed round summarised as a ``RoundReport``: Agg with bootstrap intervals per agent
and metric, per-graph expectations, breakdowns, detection rate, judge acceptance and
agreement, and collision figures against earlier rounds next to the spec's bound.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from services.score.scoring import to_scored
from shared.messages.answers import ItemScore
from shared.messages.qa import QAItem
from shared.messages.rounds import AgentRoundScore, RoundReport
from shared.metrics import ItemScore as Scored
from shared.metrics.item import (
    CITATION_F1,
    CITATION_PRECISION,
    CITATION_RECALL,
    EM,
    EM_RAW,
    F1,
    F1_RAW,
    METRICS_VERSION,
    recall_at,
)
from shared.stats import (
    GraphDraws,
    collect_draws,
    collision_bound,
    graph_macro_mean,
    overlap,
    pair_fingerprint,
    per_graph_expectations,
    pool_collisions,
    required_pool_size,
    summarize,
)
from shared.stats.aggregate import NO_KEY, refusal_detection
from shared.stats.agreement import fleiss_kappa

__all__ = [
    "BREAKDOWN_METRICS",
    "DIMENSIONS",
    "LEADERBOARD_METRICS",
    "JudgeRecord",
    "build_report",
    "collision_figures",
    "draws_of",
    "group_means",
    "judge_figures",
]

LEADERBOARD_METRICS: tuple[str, ...] = (
    EM, F1, EM_RAW, F1_RAW, CITATION_PRECISION, CITATION_RECALL, CITATION_F1, recall_at(5),
    "llm_relaxed", "llm_strict",
)  # fmt: skip
"""``em``/``f1`` score the extracted answer span; ``em_raw``/``f1_raw`` the answer as given."""
"""Metrics with a leaderboard row when at least one item defines them."""

BREAKDOWN_METRICS: tuple[str, ...] = (EM, F1, CITATION_F1)
DIMENSIONS: tuple[str, ...] = ("pattern", "answer_type", "hops")
DETECTION = "detection_rate"


@dataclass(frozen=True, slots=True)
class JudgeRecord:
    """What the judge decided about one candidate item."""

    accepted: bool
    votes: tuple[bool, ...]
    """The panel's votes (rule checks excluded); empty when rule checks rejected it."""
    rule_rejected: bool
    repeat: bool
    """Rejected because it repeats an earlier item."""


def judge_figures(records: Sequence[JudgeRecord]) -> dict[str, float]:
    """Acceptance rate, rejections by kind and panel agreement (Fleiss' kappa)."""
    n = len(records)
    accepted = sum(r.accepted for r in records)
    panel = [r.votes for r in records if r.votes]
    size = max((len(v) for v in panel), default=0)
    full = [v for v in panel if len(v) == size]
    out: dict[str, float] = {
        "candidates": float(n),
        "accepted": float(accepted),
        "rejected_by_checks": float(sum(r.rule_rejected for r in records)),
        "rejected_by_panel": float(sum(1 for r in records if r.votes and not r.accepted)),
        "repeats_rejected": float(sum(r.repeat for r in records)),
        "panel_size": float(size),
    }
    if n:
        out["acceptance_rate"] = accepted / n
    if full:
        out["unanimous_rate"] = sum(1 for v in full if len(set(v)) == 1) / len(full)
    kappa = fleiss_kappa(full) if size >= 2 else None
    if kappa is not None:
        out["fleiss_kappa"] = kappa
    return out


def draws_of(items: Sequence[QAItem]) -> dict[str, GraphDraws]:
    """Per graph, the candidate pool and drawn pairs that ``items`` carry."""
    draws = (
        ("", item.graph_id or "", item.candidate_pool,
         pair_fingerprint(item.question, item.answers[0]))
        for item in items
    )  # fmt: skip
    return collect_draws([""], draws)[""]


def collision_figures(
    rounds: Mapping[str, Sequence[QAItem]],
    current: str,
    pool_size: int,
    delta: float = 0.05,
    *,
    draws: Mapping[str, Mapping[str, GraphDraws]] | None = None,
) -> tuple[dict[str, int], dict[str, float]]:
    """Question overlap of ``current`` with earlier rounds, and the bound at the observed J.

    ``rounds`` maps round id to accepted items, oldest first, ending with ``current``.
    ``draws`` maps the same rounds to every graph's candidate pool and drawn candidates
    before the judge (accepted and rejected alike); without it they are read off the
    accepted items. J for graph i and rounds u < v is |C(i,u) ∩ C(i,v)| over the pools;
    the repeat rate is the share of graphs in two rounds that drew one pair twice. The
    bound is the spec's t(t-1)/2 · J_max/K² at the configured K; ``bound_observed_pools``
    the same union bound with the pools' real sizes.
    """
    names = list(rounds)
    earlier = [q.question for name in names if name != current for q in rounds[name]]
    later = [q.question for q in rounds.get(current, ())]
    seen = overlap(earlier, later)
    counts = {
        "earlier_rounds": len(names) - 1,
        "earlier_items": len(earlier),
        "exact": seen.exact,
        "near": seen.near,
    }
    history = draws if draws is not None else {name: draws_of(rounds[name]) for name in names}
    found = pool_collisions(history, pool_size)
    t = found.rounds
    k = found.pool_size
    figures: dict[str, float] = {
        "rounds": float(t),
        "pool_size": float(k),
        "j_max": float(found.j_max),
        "j_max_consecutive": float(found.j_max_consecutive),
        "bound": found.bound,
        "bound_observed_pools": found.bound_observed_pools,
        "bound_worst_case": collision_bound(t, k, k),
        "delta": delta,
        "required_pool_size": float(required_pool_size(t, max(found.j_max, 1), delta)),
        "graphs_in_two_rounds": float(found.graphs_in_two_rounds),
        "graphs_repeated": float(found.graphs_repeated),
        "pools_known": float(found.pools_known),
    }
    if found.pool_size_min is not None:
        figures["pool_size_min"] = float(found.pool_size_min)
    if found.repeat_rate is not None:
        figures["repeat_rate"] = found.repeat_rate
    return counts, figures


def group_means(items: Sequence[Scored], metric: str, dimension: str) -> dict[str, float]:
    """Mean of ``metric`` per value of the tag ``dimension`` (groups sorted by name)."""
    sums: dict[str, list[float]] = {}
    for item in items:
        value = item.values.get(metric)
        if value is not None:
            sums.setdefault(item.tags.get(dimension, NO_KEY), []).append(value)
    return {name: sum(values) / len(values) for name, values in sorted(sums.items())}


def build_report(
    round_id: str,
    items: Sequence[QAItem],
    scores: Sequence[ItemScore],
    *,
    judge: Sequence[JudgeRecord],
    history: Mapping[str, Sequence[QAItem]],
    pool_size: int,
    draws: Mapping[str, Mapping[str, GraphDraws]] | None = None,
    closed_at: datetime | None = None,
    theta_hash: str | None = None,
    unanswered: Mapping[str, int] | None = None,
    confidence: float = 0.95,
    n_resamples: int = 2000,
    model_usage: Mapping[str, Mapping[str, float]] | None = None,
) -> RoundReport:
    """The report of a round from its items and every agent's item scores (and what its
    generation and judging spent on models, per stage and per accepted item)."""
    by_agent: dict[str, list[ItemScore]] = {}
    for score in scores:
        by_agent.setdefault(score.agent_id, []).append(score)
    rows: list[AgentRoundScore] = []
    breakdowns: dict[str, dict[str, float]] = {}
    per_graph: dict[str, dict[str, float]] = {}
    for agent in sorted(by_agent):
        scored = [to_scored(s) for s in by_agent[agent]]
        for metric in LEADERBOARD_METRICS:
            summary = summarize(scored, metric, confidence=confidence, n_resamples=n_resamples)
            if summary.mean is None:
                continue
            rows.append(
                AgentRoundScore(
                    agent_id=agent, metric=metric, mean=summary.mean, ci_low=summary.ci.low,
                    ci_high=summary.ci.high, n=summary.n,
                    graph_macro=graph_macro_mean(scored, metric),
                )
            )  # fmt: skip
        detection = refusal_detection(scored)
        if detection.rate is not None:
            rate = detection.rate
            rows.append(AgentRoundScore(agent_id=agent, metric=DETECTION, mean=rate,
                                        ci_low=rate, ci_high=rate, n=detection.insufficient))
        for metric in BREAKDOWN_METRICS:
            for dimension in DIMENSIONS:
                breakdowns[f"{agent}/{metric}/{dimension}"] = group_means(
                    scored, metric, dimension
                )
            per_graph[f"{agent}/{metric}"] = per_graph_expectations(scored, metric)
    em_of = {r.agent_id: r.mean for r in rows if r.metric == EM}
    agents = tuple(sorted(by_agent, key=lambda a: (-em_of.get(a, 0.0), a)))
    rows.sort(key=lambda r: (agents.index(r.agent_id), r.metric))
    groups_count: dict[str, dict[str, int]] = {}
    for dimension in DIMENSIONS:
        counts: dict[str, int] = {}
        for item in items:
            key = {"pattern": item.pattern or "(none)", "answer_type": item.answer_type,
                   "hops": str(item.hops)}[dimension]  # fmt: skip
            counts[key] = counts.get(key, 0) + 1
        groups_count[dimension] = dict(sorted(counts.items()))
    overlap_counts, collision = collision_figures(history, round_id, pool_size, draws=draws)
    return RoundReport(
        round_id=round_id,
        items=len(items),
        scores=tuple(rows),
        breakdowns=breakdowns,
        overlap=overlap_counts,
        judge=judge_figures(judge),
        closed_at=closed_at,
        theta_hash=theta_hash,
        agents=agents,
        groups=groups_count,
        per_graph=per_graph,
        collision=collision,
        unanswered=dict(unanswered or {}),
        metrics_version=METRICS_VERSION,
        model_usage={stage: dict(spent) for stage, spent in (model_usage or {}).items()},
        model_per_item=_per_item(model_usage or {}, len(items)),
    )


def _per_item(usage: Mapping[str, Mapping[str, float]], items: int) -> dict[str, float]:
    """Calls, tokens and cost over every stage per accepted item (empty without both)."""
    if not usage or not items:
        return {}
    return {field: sum(spent.get(field, 0.0) for spent in usage.values()) / items
            for field in ("calls", "tokens_in", "tokens_out", "cost_usd")}  # fmt: skip
