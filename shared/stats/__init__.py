"""Statistics of dyneval: aggregation, bootstrap, collision bound, Leak&Test, windows.

One concern per module; the public names are re-exported here.
"""

from __future__ import annotations

from shared.stats.aggregate import (
    Scored,
    Summary,
    agg,
    breakdown,
    graph_macro_mean,
    metric_values,
    per_graph_expectations,
    refusal_detection,
    summarize,
)
from shared.stats.bootstrap import ConfidenceInterval, bootstrap_ci
from shared.stats.collision import (
    Draw,
    GraphDraws,
    Overlap,
    PoolCollisions,
    RepeatRate,
    collect_draws,
    collision_bound,
    overlap,
    pair_fingerprint,
    pairwise_overlaps,
    pool_collisions,
    repeat_rate,
    required_pool_size,
)
from shared.stats.leaktest import (
    Degenerate,
    LeakTestResult,
    PairedTest,
    RoundGap,
    StaticContrast,
    leak_test,
    leak_test_rounds,
    paired_test,
    static_contrast,
)
from shared.stats.window import WindowAverage, macro_average

__all__ = [
    "ConfidenceInterval",
    "Degenerate",
    "Draw",
    "GraphDraws",
    "LeakTestResult",
    "Overlap",
    "PairedTest",
    "PoolCollisions",
    "RepeatRate",
    "RoundGap",
    "Scored",
    "StaticContrast",
    "Summary",
    "WindowAverage",
    "agg",
    "bootstrap_ci",
    "breakdown",
    "collect_draws",
    "collision_bound",
    "graph_macro_mean",
    "leak_test",
    "leak_test_rounds",
    "macro_average",
    "metric_values",
    "overlap",
    "pair_fingerprint",
    "paired_test",
    "pairwise_overlaps",
    "per_graph_expectations",
    "pool_collisions",
    "refusal_detection",
    "repeat_rate",
    "required_pool_size",
    "static_contrast",
    "summarize",
]
