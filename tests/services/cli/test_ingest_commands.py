"""``dyneval ingest``: the table, --json output, --format and errors without tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from services.cli.app import app
from shared.errors import NotFoundError

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "logs"
runner = CliRunner()


def test_ingest_json_reports_every_file(tmp_path: Path) -> None:
    """--json prints per-file counts and totals; a second run reports duplicates only."""
    args = ["--data-dir", str(tmp_path / "d"), "ingest", str(EXAMPLES), "--json"]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    report = json.loads(first.stdout)
    count = len(list(EXAMPLES.glob("*.json")))
    assert report["total"]["ingested"] == count and report["total"]["flagged"] == 1
    assert {f["format"] for f in report["files"]} == {"logs", "perplexica"}
    second = json.loads(runner.invoke(app, args).stdout)
    assert second["total"]["duplicates"] == count and second["total"]["ingested"] == 0


def test_ingest_table_lists_dead_letters(tmp_path: Path) -> None:
    """The table shows the dead-lettered count and the first reasons with file:line."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "ok?", "answer": "a"}\n{"question": 3}\n')
    result = runner.invoke(app, ["--data-dir", str(tmp_path / "d"), "ingest", str(bad)])
    assert result.exit_code == 0, result.output
    assert "dead-lettered" in result.stdout and "Ingested" in result.stdout
    assert f"{bad}:2: expected a string, got a number" in result.stdout.replace("\n", "")


def test_ingest_format_flag_forces_an_importer(tmp_path: Path) -> None:
    """--format hotpotqa on agent logs dead-letters them as not being HotpotQA items."""
    args = ["--data-dir", str(tmp_path / "d"), "ingest", str(EXAMPLES / "meta-austin.json")]
    result = runner.invoke(app, [*args, "--format", "hotpotqa", "--json"])
    report = json.loads(result.stdout)
    assert (
        report["total"]["dead_lettered"] == 1 and "(field '_id')" in report["files"][0]["errors"][0]
    )


def test_a_forced_format_that_reads_nothing_says_to_leave_it_out(tmp_path: Path) -> None:
    """--format hotpotqa on an agent log, all dead-lettered: the table says to drop --format."""
    args = ["--data-dir", str(tmp_path / "d"), "ingest", str(EXAMPLES / "meta-austin.json")]
    forced = runner.invoke(app, [*args, "--format", "hotpotqa"])
    assert forced.exit_code == 0, forced.output
    assert "could be read as --format hotpotqa" in forced.stdout.replace("\n", " ")
    assert "leave --format out" in forced.stdout.replace("\n", " ")
    detected = runner.invoke(app, args)
    assert "--format" not in detected.stdout


def test_missing_path_is_a_clean_error(tmp_path: Path) -> None:
    """A path that does not exist raises NotFoundError (printed by main() without a traceback)."""
    missing = tmp_path / "nope.json"
    result = runner.invoke(app, ["--data-dir", str(tmp_path / "d"), "ingest", str(missing)])
    assert isinstance(result.exception, NotFoundError)
    assert str(missing) in result.exception.message and result.exception.hint
