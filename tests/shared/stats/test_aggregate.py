"""Agg, per-graph expectations and breakdowns over scored items."""

from __future__ import annotations

import pytest

from shared.metrics.item import ItemScore
from shared.stats.aggregate import (
    NO_KEY,
    Scored,
    agg,
    breakdown,
    graph_macro_mean,
    per_graph_expectations,
    refusal_detection,
    summarize,
)


def item(i: int, em: float | None, graph: str | None, **tags: str) -> ItemScore:
    values = {} if em is None else {"em": em}
    return ItemScore(item_id=f"q{i}", values=values, graph_id=graph, tags=tags)


ITEMS = [
    item(1, 1.0, "g1", pattern="temporal", hops="2"),
    item(2, 0.0, "g1", pattern="temporal", hops="3"),
    item(3, 0.0, "g1", pattern="comparison"),
    item(4, 1.0, "g2", pattern="comparison", hops="2"),
    item(5, None, "g3", pattern="causal"),
]


def test_agg_is_the_mean_over_defined_items() -> None:
    """Agg averages the items that define the metric; None when none do."""
    assert agg(ITEMS, "em") == 0.5
    assert agg(ITEMS, "f1") is None
    assert agg([], "em") is None


def test_per_graph_expectations_weigh_graphs_equally() -> None:
    """Per-graph means, and their macro mean differs from the item mean."""
    assert per_graph_expectations(ITEMS, "em") == {"g1": pytest.approx(1 / 3), "g2": 1.0}
    assert graph_macro_mean(ITEMS, "em") == pytest.approx(2 / 3)
    assert graph_macro_mean([], "em") is None
    assert per_graph_expectations([item(9, 1.0, None)], "em") == {NO_KEY: 1.0}


def _is_q1_or_q4(scored: Scored) -> bool:
    assert isinstance(scored, ItemScore), scored
    return scored.item_id in {"q1", "q4"}


def test_breakdown_by_tag_and_function() -> None:
    """Groups by a tag, by graph_id or by a function; missing keys form '(none)'."""
    by_pattern = breakdown(ITEMS, "em", "pattern", n_resamples=100)
    assert list(by_pattern) == ["causal", "comparison", "temporal"]
    assert (by_pattern["temporal"].n, by_pattern["temporal"].mean) == (2, 0.5)
    assert (by_pattern["causal"].n, by_pattern["causal"].mean) == (0, None)
    by_hops = breakdown(ITEMS, "em", "hops", n_resamples=100)
    assert by_hops[NO_KEY].n == 1
    by_graph = breakdown(ITEMS, "em", "graph_id", n_resamples=100)
    assert by_graph["g2"].mean == 1.0
    by_fn = breakdown(ITEMS, "em", _is_q1_or_q4, n_resamples=100)
    assert by_fn["True"].mean == 1.0 and by_fn["False"].mean == 0.0


def test_summarize_carries_a_seeded_interval() -> None:
    """summarize reports n, mean and a reproducible interval around it."""
    first = summarize(ITEMS, "em", n_resamples=500, seed=1)
    assert (first.n, first.mean) == (4, 0.5)
    assert first.ci == summarize(ITEMS, "em", n_resamples=500, seed=1).ci
    assert first.ci.low is not None and first.ci.low <= 0.5


def test_refusal_detection_reads_score_flags() -> None:
    """Detection rate comes from the gold_insufficient/refused values; others are skipped."""
    scores = [
        ItemScore(item_id="a", values={"gold_insufficient": 1.0, "refused": 1.0}),
        ItemScore(item_id="b", values={"gold_insufficient": 1.0, "refused": 0.0}),
        ItemScore(item_id="c", values={"gold_insufficient": 0.0, "refused": 1.0}),
        ItemScore(item_id="d", values={"em": 1.0}),
    ]
    rate = refusal_detection(scores)
    assert (rate.rate, rate.false_refusal_rate, rate.insufficient, rate.answerable) == (
        0.5, 1.0, 2, 1,
    )  # fmt: skip
