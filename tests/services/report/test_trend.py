"""The report's trend: macro average over the last T rounds and change-point marks."""

from __future__ import annotations

from services.report.data import ReportData
from services.report.plots import trend_plot
from services.report.render import render_markdown
from services.report.view import build_view
from shared.messages.rounds import AgentRoundScore, RoundReport


def _report(round_id: str, em: float) -> RoundReport:
    row = AgentRoundScore(agent_id="bm25", metric="em", mean=em, ci_low=em - 0.05,
                          ci_high=em + 0.05, n=30)  # fmt: skip
    return RoundReport(round_id=round_id, items=30, scores=(row,), agents=("bm25",))


def test_trend_table_names_change_points_and_the_window() -> None:
    """A drop in r0004 is listed as ↓r0004 and the macro average covers the last T rounds."""
    history = [_report(f"r000{n}", em) for n, em in enumerate((0.6, 0.62, 0.61, 0.2), 1)]
    data = ReportData(report=history[-1], history=history, leak=None, graph=None, window=2)
    view = build_view(data)
    assert view.trend.columns[-2:] == ["macro avg (last 2 rounds)", "change points"]
    (row,) = view.trend.rows
    assert row[-1] == "↓r0004" and row[-2] == f"{(0.61 + 0.2) / 2:.3f}"
    assert "| change points |" in render_markdown(view)


def test_trend_plot_draws_the_window_marks() -> None:
    """With a window the plot differs (macro line and markers); both are PNG images."""
    history = [_report(f"r000{n}", em) for n, em in enumerate((0.6, 0.62, 0.2), 1)]
    plain = trend_plot(history)
    marked = trend_plot(history, window=2)
    assert plain.startswith(b"\x89PNG") and marked.startswith(b"\x89PNG")
    assert plain != marked
