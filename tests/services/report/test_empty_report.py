"""Reports of rounds with no items or no answers: written, and they say so."""

from __future__ import annotations

from pathlib import Path

from services.report.plots import leaderboard_plot, pattern_plot, trend_plot
from services.report.render import write_round_report
from services.score.service import build as build_score
from shared.bus.local import LocalBus
from shared.messages.rounds import RoundReport
from shared.rounds.control import close_round, open_round
from shared.runtime import LocalRuntime
from shared.settings import Settings

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_plots_draw_a_round_without_agents() -> None:
    """Every per-round plot is defined on a report with no items and no agents."""
    empty = RoundReport(round_id="r0001", items=0)
    for png in (leaderboard_plot(empty), pattern_plot(empty), trend_plot([empty]),
                trend_plot([empty], window=3)):  # fmt: skip
        assert png.startswith(PNG_MAGIC)


async def test_a_round_with_no_items_gets_a_report_that_says_so(
    bus: LocalBus, settings: Settings, tmp_path: Path
) -> None:
    """A round with no items gets an HTML and Markdown report saying nothing was asked or scored."""
    runtime = LocalRuntime(bus, [build_score(settings)], settings)
    await open_round(bus, settings, seed=3)
    await close_round(bus, settings)
    await runtime.run_until_idle()
    await runtime.stop()
    files = await write_round_report(bus, settings, "r0001", tmp_path / "out")
    html = files.html.read_text(encoding="utf-8")
    markdown = files.markdown.read_text(encoding="utf-8")
    assert "This round has no accepted items" in html
    assert "**This round has no accepted items" in markdown
    assert 'alt="leaderboard"' not in html  # no empty plot pretending to be a leaderboard
    assert "Leaderboard" in html and 'alt="judge"' in html


async def test_a_round_nobody_answered_says_no_agent_answered(tmp_path: Path) -> None:
    """A report with items but no agents names the item count and that nothing was scored."""
    from services.report.view import empty_notice

    assert empty_notice(0, 0) is not None and "no accepted items" in str(empty_notice(0, 3))
    notice = empty_notice(4, 0)
    assert notice is not None and "4 accepted item(s)" in notice
    assert empty_notice(4, 2) is None
