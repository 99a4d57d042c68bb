"""The report's plots, drawn with matplotlib into PNG bytes.

Figures are built with ``matplotlib.figure.Figure`` directly (no pyplot), so no global
backend or figure registry is touched and nothing needs closing.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from shared.messages.rounds import RoundReport
from shared.metrics.item import CITATION_F1, EM, F1
from shared.stats.changepoint import RoundScore, change_points

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "gap_plot",
    "judge_plot",
    "leaderboard_plot",
    "pattern_plot",
    "trend_plot",
]

_COLORS = ("#4C72B0", "#DD8452", "#55A868", "#C44E52", "#8172B3", "#937860", "#DA8BC3")


def _png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.tight_layout()
    figure.savefig(buffer, format="png", dpi=110)
    return buffer.getvalue()


def _axes(width: float, height: float) -> tuple[Figure, Axes]:
    from matplotlib.figure import Figure  # ~0.5 s to import: only when a plot is drawn

    figure = Figure(figsize=(width, height))
    return figure, figure.subplots()


def leaderboard_plot(report: RoundReport) -> bytes:
    """EM, F1 and citation F1 per agent with 95% bootstrap intervals."""
    metrics = (EM, F1, CITATION_F1)
    agents = list(report.agents)
    by = {(r.agent_id, r.metric): r for r in report.scores}
    figure, axes = _axes(7.5, 0.6 + 0.55 * max(len(agents), 1) * 1.6)
    height = 0.8 / len(metrics)
    for m, metric in enumerate(metrics):
        ys, means, lows, highs = [], [], [], []
        for a, agent in enumerate(agents):
            row = by.get((agent, metric))
            if row is None:
                continue
            ys.append(a + (m - 1) * height)
            means.append(row.mean)
            # an undefined interval (one item) is drawn without an error bar
            lows.append(row.mean - (row.ci_low if row.ci_low is not None else row.mean))
            highs.append((row.ci_high if row.ci_high is not None else row.mean) - row.mean)
        axes.barh(ys, means, height=height, xerr=[lows, highs], color=_COLORS[m],
                  label=metric, capsize=3)  # fmt: skip
    axes.set_yticks(range(len(agents)), agents)
    axes.invert_yaxis()
    axes.set_xlim(0, 1.05)
    axes.set_xlabel("mean per-item score (95% bootstrap CI)")
    axes.set_title(f"Round {report.round_id}: {report.items} items")
    if agents:
        axes.legend(loc="lower right", fontsize=8)
    return _png(figure)


def pattern_plot(report: RoundReport, metric: str = EM) -> bytes:
    """``metric`` per pattern and agent."""
    agents = list(report.agents)
    patterns = sorted(
        {p for a in agents for p in report.breakdowns.get(f"{a}/{metric}/pattern", {})}
    )
    figure, axes = _axes(7.5, 3.2)
    width = 0.8 / max(len(agents), 1)
    for a, agent in enumerate(agents):
        values = report.breakdowns.get(f"{agent}/{metric}/pattern", {})
        xs = [p + (a - (len(agents) - 1) / 2) * width for p in range(len(patterns))]
        axes.bar(xs, [values.get(p, 0.0) for p in patterns], width=width,
                 color=_COLORS[a % len(_COLORS)], label=agent)  # fmt: skip
    counts = report.groups.get("pattern", {})
    axes.set_xticks(range(len(patterns)), [f"{p}\n(n={counts.get(p, 0)})" for p in patterns])
    axes.set_ylim(0, 1.05)
    axes.set_ylabel(metric)
    axes.set_title(f"{metric} by QA pattern")
    if agents:
        axes.legend(fontsize=8, ncol=min(len(agents), 4))
    return _png(figure)


def trend_plot(
    history: Sequence[RoundReport], metric: str = EM, window: int | None = None
) -> bytes:
    """``metric`` per agent across rounds, with the interval as a band; with ``window`` the
    macro average over the last T rounds (dashed) and change points (▼ below, ▲ above the
    previous window's interval)."""
    rounds = [r.round_id for r in history]
    agents = sorted({a for r in history for a in r.agents})
    figure, axes = _axes(7.5, 3.2)
    for a, agent in enumerate(agents):
        xs, mean, low, high = [], [], [], []
        for x, report in enumerate(history):
            row = next((s for s in report.scores if s.agent_id == agent and s.metric == metric),
                       None)  # fmt: skip
            if row is not None:
                xs.append(x)
                mean.append(row.mean)
                low.append(row.ci_low if row.ci_low is not None else row.mean)
                high.append(row.ci_high if row.ci_high is not None else row.mean)
        color = _COLORS[a % len(_COLORS)]
        axes.plot(xs, mean, marker="o", color=color, label=agent)
        axes.fill_between(xs, low, high, color=color, alpha=0.12)
        if window is not None and xs:
            _window_marks(axes, xs, mean, low, high, window, color)
    axes.set_xticks(range(len(rounds)), rounds)
    axes.set_ylim(0, 1.05)
    axes.set_ylabel(f"{metric} (Agg per round)")
    title = f"{metric} across rounds"
    if window is not None:
        title += f" (dashed: macro over last {window}; ▼▲ change points)"
    axes.set_title(title)
    if agents:
        axes.legend(fontsize=8, ncol=min(len(agents), 4))
    return _png(figure)


def _window_marks(
    axes: Axes, xs: list[int], mean: list[float], low: list[float], high: list[float],
    window: int, color: str,
) -> None:  # fmt: skip
    scores = [RoundScore(str(x), m, lo, hi) for x, m, lo, hi in zip(xs, mean, low, high,
                                                                     strict=True)]  # fmt: skip
    for x, shift in zip(xs, change_points(scores, window), strict=True):
        if shift is not None:
            axes.plot([x], [shift.score], marker="v" if shift.direction == "down" else "^",
                      markersize=11, color="#C44E52", zorder=5)  # fmt: skip
    tail = mean[-window:]
    axes.hlines(sum(tail) / len(tail), xs[-len(tail)], xs[-1], colors=color, linestyles="--",
                linewidth=1)  # fmt: skip


def gap_plot(leak: dict[str, Any]) -> bytes:
    """Leak&Test: the gap per fresh round against ε, and the static contrast."""
    cycles = leak.get("cycles", [])
    result = leak.get("result", {})
    static = leak.get("static", {})
    epsilon = float(result.get("epsilon", 0.02))
    from matplotlib.figure import Figure

    figure = Figure(figsize=(8.5, 3.2))
    left, right = figure.subplots(1, 2, gridspec_kw={"width_ratios": [3, 1.3]})
    names = [c["round_id"] for c in cycles]
    gaps = [float(c["gap"]) for c in cycles]
    left.bar(range(len(gaps)), gaps,
             color=["#C44E52" if g > epsilon else "#4C72B0" for g in gaps])  # fmt: skip
    left.axhline(epsilon, color="black", linestyle="--", linewidth=1, label=f"ε = {epsilon:g}")
    left.axhline(0, color="grey", linewidth=0.8)
    if result.get("mean_gap") is not None:
        left.axhline(float(result["mean_gap"]), color="#DD8452", linewidth=1.5,
                     label=f"mean Δ = {float(result['mean_gap']):.3f}")  # fmt: skip
    left.set_xticks(range(len(names)), names)
    left.set_ylabel(f"Δ {leak.get('metric', 'em')} (leaked − base)")
    left.set_title("Dynamic rounds: gap on the fresh round")
    left.legend(fontsize=8)
    clean, leaked = static.get("a_clean"), static.get("a_leak")
    right.bar([0, 1], [clean or 0.0, leaked or 0.0], color=["#4C72B0", "#C44E52"])
    right.set_xticks([0, 1], ["a_clean", "a_leak"])
    right.set_ylim(0, 1.05)
    right.set_title("Static set")
    return _png(figure)


def judge_plot(history: Sequence[RoundReport]) -> bytes:
    """Candidates, accepted items and repeats rejected per round."""
    rounds = [r.round_id for r in history]
    figure, axes = _axes(7.5, 2.8)
    width = 0.27
    for k, (key, label) in enumerate(
        (("candidates", "candidates"), ("accepted", "accepted"), ("repeats_rejected", "repeats"))
    ):
        values = [r.judge.get(key, 0.0) for r in history]
        axes.bar([x + (k - 1) * width for x in range(len(rounds))], values, width=width,
                 color=_COLORS[k], label=label)  # fmt: skip
    axes.set_xticks(range(len(rounds)), rounds)
    axes.set_ylabel("items")
    axes.set_title("Judge: candidates, accepted, repeats rejected")
    axes.legend(fontsize=8)
    return _png(figure)
