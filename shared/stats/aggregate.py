"""Agg(D_t, M) and its breakdowns over scored items.

``agg`` is the spec's aggregate score: the plain mean of one metric over the items that
define it. ``per_graph_expectations`` averages per seed graph (the per-graph expectations
E_{P_i,t}[score]); ``graph_macro_mean`` averages those, so every graph contributes equally
even when it has several items. ``breakdown`` groups by any key (pattern, answer type,
hops, agent) with a bootstrap interval per group. Empty inputs give ``None`` means, never
NaN and never an exception.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

from shared.metrics.item import GOLD_INSUFFICIENT, REFUSED
from shared.metrics.refusal import DetectionRate, detection_rate
from shared.stats.bootstrap import ConfidenceInterval, bootstrap_ci

__all__ = [
    "NO_KEY",
    "Scored",
    "Summary",
    "agg",
    "breakdown",
    "graph_macro_mean",
    "metric_values",
    "per_graph_expectations",
    "refusal_detection",
    "summarize",
]

NO_KEY = "(none)"
"""Group of items that lack the breakdown key."""


class Scored(Protocol):
    """A scored item as the aggregations read it (``shared.metrics.ItemScore`` fits)."""

    @property
    def values(self) -> Mapping[str, float]: ...

    @property
    def graph_id(self) -> str | None: ...

    @property
    def tags(self) -> Mapping[str, str]: ...


@dataclass(frozen=True, slots=True)
class Summary:
    """Mean of one metric over a group, with its bootstrap interval."""

    metric: str
    n: int
    """Items in the group that define the metric."""

    mean: float | None
    """Mean; None when ``n == 0``."""

    ci: ConfidenceInterval
    """Bootstrap interval of the mean."""


def metric_values(items: Iterable[Scored], metric: str) -> list[float]:
    """Values of ``metric`` over the items that define it, in item order."""
    out: list[float] = []
    for item in items:
        value = item.values.get(metric)
        if value is not None:
            out.append(value)
    return out


def agg(items: Iterable[Scored], metric: str) -> float | None:
    """Agg(D, M): mean of ``metric`` over the items; None when no item defines it."""
    values = metric_values(items, metric)
    return sum(values) / len(values) if values else None


def per_graph_expectations(items: Iterable[Scored], metric: str) -> dict[str, float]:
    """Mean of ``metric`` per seed graph; items without a graph id are grouped as ``(none)``."""
    sums: dict[str, float] = {}
    counts: dict[str, int] = {}
    for item in items:
        value = item.values.get(metric)
        if value is None:
            continue
        graph = item.graph_id if item.graph_id is not None else NO_KEY
        sums[graph] = sums.get(graph, 0.0) + value
        counts[graph] = counts.get(graph, 0) + 1
    return {graph: sums[graph] / counts[graph] for graph in sums}


def graph_macro_mean(items: Iterable[Scored], metric: str) -> float | None:
    """Average of the per-graph expectations (every graph weighs the same)."""
    expectations = per_graph_expectations(items, metric)
    return sum(expectations.values()) / len(expectations) if expectations else None


def summarize(
    items: Iterable[Scored],
    metric: str,
    *,
    confidence: float = 0.95,
    n_resamples: int = 2000,
    seed: int = 0,
) -> Summary:
    """Mean of ``metric`` with a seeded bootstrap interval."""
    values = metric_values(items, metric)
    ci = bootstrap_ci(values, confidence=confidence, n_resamples=n_resamples, seed=seed)
    return Summary(metric=metric, n=len(values), mean=ci.mean, ci=ci)


def _key_function(key: str | Callable[[Scored], Hashable]) -> Callable[[Scored], str]:
    if callable(key):
        function = key

        def by_function(item: Scored) -> str:
            value = function(item)
            return NO_KEY if value is None else str(value)

        return by_function
    name = key

    def by_tag(item: Scored) -> str:
        if name == "graph_id":
            return item.graph_id if item.graph_id is not None else NO_KEY
        return item.tags.get(name, NO_KEY)

    return by_tag


def breakdown(
    items: Iterable[Scored],
    metric: str,
    key: str | Callable[[Scored], Hashable],
    *,
    confidence: float = 0.95,
    n_resamples: int = 2000,
    seed: int = 0,
) -> dict[str, Summary]:
    """Summary of ``metric`` per group; ``key`` is a tag name (or ``graph_id``) or a function.

    Groups come out sorted by name; items lacking the key form the ``(none)`` group.
    """
    group_of = _key_function(key)
    groups: dict[str, list[Scored]] = {}
    for item in items:
        groups.setdefault(group_of(item), []).append(item)
    return {
        name: summarize(
            groups[name], metric, confidence=confidence, n_resamples=n_resamples, seed=seed
        )
        for name in sorted(groups)
    }


def refusal_detection(items: Iterable[Scored]) -> DetectionRate:
    """Insufficient-context detection rate (and false refusals) over scored items.

    Reads the ``gold_insufficient`` and ``refused`` values ``score_item`` records; items
    without them (scored by something else) are left out.
    """
    gold: list[bool] = []
    refused: list[bool] = []
    for item in items:
        flag = item.values.get(GOLD_INSUFFICIENT)
        answer = item.values.get(REFUSED)
        if flag is not None and answer is not None:
            gold.append(flag == 1.0)
            refused.append(answer == 1.0)
    return detection_rate(gold, refused)
