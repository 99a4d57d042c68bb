"""The report's item-quality section: the round's audit in HTML and Markdown."""

from __future__ import annotations

import asyncio
from pathlib import Path

from services.cli.run_commands import EXAMPLES
from services.jobs.main_job import run_main_job
from shared.settings import Settings


def test_report_shows_the_round_audit(tmp_path: Path) -> None:
    """The report lists gate failures, documents per item, patterns and baseline EMs."""
    settings = Settings(data_dir=tmp_path / "data", score_bootstrap_resamples=50)
    result = asyncio.run(run_main_job(settings, [EXAMPLES], show_progress=False, seed=5,
                                      rounds=1))  # fmt: skip
    assert result.report is not None
    html = result.report.html.read_text("utf-8")
    markdown = result.report.markdown.read_text("utf-8")
    for text in (html, markdown):
        assert "Item quality (dyneval audit)" in text
        assert "accepted items failing a gate" in text and "EM of bm25" in text
        assert "items by distinct documents" in text
