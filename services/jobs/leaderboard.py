"""The leaderboard of a round report as a terminal table."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table

from shared.messages.rounds import AgentRoundScore, RoundReport
from shared.metrics.item import CITATION_F1, EM, F1

__all__ = ["SHOWN_METRICS", "cell", "leaderboard_rows", "leaderboard_table"]

SHOWN_METRICS: tuple[str, ...] = (EM, F1, CITATION_F1)


_LABELS = {EM: "EM", F1: "F1", CITATION_F1: "cite F1"}


def cell(row: AgentRoundScore | None) -> str:
    """``0.53 (0.33–0.74)``, ``1.00 (CI undefined, n=1)``, or ``-`` without a score."""
    if row is None:
        return "-"
    if row.ci_low is None or row.ci_high is None:
        return f"{row.mean:.2f} (CI undefined, n={row.n})"
    return f"{row.mean:.2f} ({row.ci_low:.2f}–{row.ci_high:.2f})"


def leaderboard_rows(
    report: RoundReport, metrics: Sequence[str] = SHOWN_METRICS
) -> list[tuple[str, list[AgentRoundScore | None], int]]:
    """(agent, one score per metric, items) in leaderboard order."""
    by = {(r.agent_id, r.metric): r for r in report.scores}
    out = []
    for agent in report.agents:
        cells = [by.get((agent, m)) for m in metrics]
        n = max((c.n for c in cells if c is not None), default=0)
        out.append((agent, cells, n))
    return out


def leaderboard_table(report: RoundReport, metrics: Sequence[str] = SHOWN_METRICS) -> Table:
    """Agents by EM with 95% bootstrap intervals."""
    table = Table(
        title=f"Leaderboard · round {report.round_id} · {report.items} items",
        title_justify="left",
    )
    table.add_column("#", justify="right")
    table.add_column("agent")
    for metric in metrics:
        table.add_column(f"{_LABELS.get(metric, metric)} (95% CI)", justify="right")
    table.add_column("n", justify="right")
    for rank, (agent, cells, n) in enumerate(leaderboard_rows(report, metrics), start=1):
        table.add_row(str(rank), agent, *(cell(c) for c in cells), str(n))
    return table
