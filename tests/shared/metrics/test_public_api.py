"""The public names of shared.metrics and shared.stats stay importable and listed."""

from __future__ import annotations

import shared.metrics
import shared.stats


def test_metrics_exports_resolve() -> None:
    """Every name in shared.metrics.__all__ exists, and the core entry points are listed."""
    for name in shared.metrics.__all__:
        assert hasattr(shared.metrics, name), name
    for name in ("score_answer", "score_citations", "score_hotpot_files", "score_item",
                 "score_answer_column", "ItemScore", "HOTPOT_KEYS"):  # fmt: skip
        assert name in shared.metrics.__all__


def test_stats_exports_resolve() -> None:
    """Every name in shared.stats.__all__ exists, and the core entry points are listed."""
    for name in shared.stats.__all__:
        assert hasattr(shared.stats, name), name
    for name in ("agg", "bootstrap_ci", "leak_test", "required_pool_size", "macro_average"):
        assert name in shared.stats.__all__
