"""``dyneval run``, ``eval``, ``leaktest`` and ``report`` through the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from services.cli.app import app


def invoke(data_dir: Path, *args: str) -> tuple[int, str, str]:
    """Run dyneval with --data-dir; (exit code, stdout, stderr)."""
    result = CliRunner().invoke(app, ["--data-dir", str(data_dir), *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder after ``dyneval run --json --seed 3``."""
    path = tmp_path_factory.mktemp("cli") / "data"
    code, out, err = invoke(path, "run", "--json", "--seed", "3")
    assert code == 0, err
    data = json.loads(out)
    assert [r["round_id"] for r in data["rounds"]] == ["r0001", "r0002"]
    assert Path(data["report"]["html"]).is_file()
    return path


def test_eval_snapshot_scores_the_oracle_perfectly(data_dir: Path) -> None:
    """`eval --snapshot r0001 --agent oracle --json` gives EM 1.0 on every item."""
    code, out, err = invoke(data_dir, "eval", "--snapshot", "r0001", "--agent", "oracle", "--json")
    assert code == 0, err
    snap = json.loads(out)["snapshot"]
    assert snap["round_id"] == "r0001" and snap["errors"] == 0
    assert snap["metrics"]["em"]["mean"] == 1.0 and snap["metrics"]["em"]["n"] == snap["items"]


def test_eval_window_macro_averages_rounds(data_dir: Path) -> None:
    """`--window 2` asks both rounds and averages their EM, each round weighing the same."""
    code, out, err = invoke(
        data_dir, "eval", "--snapshot", "r0002", "--agent", "bm25", "--window", "2", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    per_round = [r["metrics"]["em"]["mean"] for r in data["window"]]
    assert data["macro"]["rounds"] == ["r0001", "r0002"]
    assert abs(data["macro"]["mean"] - sum(per_round) / 2) < 1e-12


def test_eval_of_unknown_agent_or_round_is_a_one_line_error(data_dir: Path) -> None:
    """Bad names fail with exit code 2 and a hint, without a traceback."""
    result = CliRunner().invoke(
        app, ["--data-dir", str(data_dir), "eval", "--snapshot", "r0009", "--agent", "bm25"]
    )
    assert result.exit_code != 0
    assert isinstance(result.exception, Exception) and "r0009" in str(result.exception)


def test_report_command_writes_html_and_markdown(data_dir: Path, tmp_path: Path) -> None:
    """`report --round r0001 -o DIR` writes both files there."""
    code, out, err = invoke(data_dir, "report", "--round", "r0001", "-o", str(tmp_path), "--json")
    assert code == 0, err
    files = json.loads(out)
    assert Path(files["html"]).parent == tmp_path and Path(files["markdown"]).is_file()


def test_leaktest_with_two_rounds_explains_the_degenerate_test(data_dir: Path) -> None:
    """Two rounds give one gap: the result says why there is no p-value instead of NaN."""
    code, out, err = invoke(data_dir, "leaktest", "--rounds", "2", "--agent", "bm25", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["result"]["degenerate"] == "too_few_gaps" and data["result"]["p_value"] is None
    assert "at least 3" in data["result"]["message"]
    assert data["static"]["a_leak"] == 1.0
    assert data["rounds"] == ["r0003", "r0004"]
