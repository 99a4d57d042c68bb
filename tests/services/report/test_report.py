"""The round report: self-contained HTML and Markdown with the leaderboard and plots."""

from __future__ import annotations

import asyncio
import base64
import re
from pathlib import Path

import pytest

from services.cli.run_commands import EXAMPLES
from services.jobs.main_job import run_main_job
from services.report.data import load_report_data
from services.report.render import write_report, write_round_report
from shared.bus.local import LocalBus
from shared.errors import NotFoundError
from shared.settings import Settings

PNG = base64.b64encode(b"\x89PNG\r\n\x1a\n").decode()[:10]


@pytest.fixture(scope="module")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """A data folder after a seeded two-round main job (which writes no report itself)."""
    conf = Settings(data_dir=tmp_path_factory.mktemp("report") / "data",
                    score_bootstrap_resamples=100)  # fmt: skip
    asyncio.run(run_main_job(conf, [EXAMPLES], show_progress=False, seed=5, report=False))
    return conf


async def test_html_is_self_contained_with_leaderboard_and_plots(
    settings: Settings, tmp_path: Path
) -> None:
    """Every section is there, plots are inline PNGs, the graph an inline SVG; no links out."""
    bus = LocalBus(settings.bus_path)
    files = await write_round_report(bus, settings, "r0002", tmp_path / "out")
    await bus.close()
    html = files.html.read_text(encoding="utf-8")
    for heading in ("Leaderboard", "By pattern", "Score trend across rounds", "Leak&amp;Test",
                    "Collisions across rounds", "Judge acceptance and agreement",
                    "An evidence graph"):  # fmt: skip
        assert heading in html
    images = re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)
    assert len(images) >= 5 and all(i.startswith(PNG) for i in images)
    assert 'src="data:image/svg+xml;base64,' in html
    assert not re.search(r'(src|href)="(https?:|/)', html)
    for agent in ("oracle", "bm25", "memorizer"):
        assert f"<td>{agent}</td>" in html
    assert "r0001" in html and "r0002" in html  # the trend covers both rounds


async def test_markdown_twin_references_its_plot_files(settings: Settings, tmp_path: Path) -> None:
    """The Markdown has the leaderboard table and image links that exist on disk."""
    bus = LocalBus(settings.bus_path)
    data = await load_report_data(bus, settings, "r0001")
    await bus.close()
    files = write_report(data, tmp_path)
    markdown = files.markdown.read_text(encoding="utf-8")
    assert "| # | agent | EM [95% CI]" in markdown
    links = re.findall(r"!\[[^]]*\]\(([^)]+)\)", markdown)
    assert links and all((tmp_path / link).is_file() for link in links)
    assert data.history[-1].round_id == "r0001" and len(data.history) == 1


async def test_unknown_round_names_the_reported_ones(settings: Settings) -> None:
    """Asking for a round without a report lists the rounds that have one."""
    bus = LocalBus(settings.bus_path)
    with pytest.raises(NotFoundError) as caught:
        await load_report_data(bus, settings, "r0099")
    await bus.close()
    assert "r0001" in (caught.value.hint or "")


async def test_a_report_without_plots_keeps_every_table(settings: Settings, tmp_path: Path) -> None:
    """With ``report_plots`` off the pages hold every section and table but no image."""
    bus = LocalBus(settings.bus_path)
    bare = settings.model_copy(update={"report_plots": False})
    files = await write_round_report(bus, bare, "r0002", tmp_path / "out")
    await bus.close()
    html = files.html.read_text(encoding="utf-8")
    for heading in ("Leaderboard", "By pattern", "Score trend across rounds",
                    "Collisions across rounds", "Judge acceptance and agreement"):  # fmt: skip
        assert heading in html
    assert "<td>oracle</td>" in html and "data:image/" not in html
    markdown = files.markdown.read_text(encoding="utf-8")
    assert "| # | agent | EM [95% CI]" in markdown and "![" not in markdown
