"""``dyneval score`` prints the official twelve HotpotQA metrics as a table or JSON."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from services.cli.app import app, main
from shared.metrics.hotpot import HOTPOT_KEYS
from tests.shared.metrics import reference_hotpot as ref

GOLD = [
    {"_id": "a", "answer": "Arthur's Magazine", "supporting_facts": [["Arthur's Magazine", 0]]},
    {"_id": "b", "answer": "yes", "supporting_facts": [["X", 1], ["Y", 0]]},
    {"_id": "c", "answer": "point guard", "supporting_facts": [["Z", 2]]},
]
PRED = {
    "answer": {"a": "the Arthur's magazine", "b": "no", "c": "guard"},
    "sp": {"a": [["Arthur's Magazine", 0]], "b": [["X", 1]]},
}


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    """A small gold and prediction file on disk."""
    gold = tmp_path / "gold.json"
    pred = tmp_path / "pred.json"
    gold.write_text(json.dumps(GOLD), encoding="utf-8")
    pred.write_text(json.dumps(PRED), encoding="utf-8")
    return gold, pred


def test_json_output_is_the_official_result(files: tuple[Path, Path]) -> None:
    """--json prints exactly the twelve keys with the reference script's values."""
    gold, pred = files
    result = CliRunner().invoke(app, ["score", "--gold", str(gold), "--pred", str(pred), "--json"])
    assert result.exit_code == 0, result.output
    printed: dict[str, Any] = json.loads(result.stdout)
    assert list(printed) == list(HOTPOT_KEYS)
    assert printed == ref.eval_hotpot(PRED, GOLD)
    assert "no supporting facts" in result.stderr


def test_table_output_lists_every_key(files: tuple[Path, Path]) -> None:
    """Without --json a table shows each metric with four decimals."""
    gold, pred = files
    result = CliRunner().invoke(app, ["score", "--gold", str(gold), "--pred", str(pred)])
    assert result.exit_code == 0, result.output
    for key in HOTPOT_KEYS:
        assert f" {key} " in result.stdout
    assert f"{ref.eval_hotpot(PRED, GOLD)['f1']:.4f}" in result.stdout


def test_missing_file_prints_an_error_without_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The console entry point reports a missing gold file in one line with a hint, exit 2."""
    pred = tmp_path / "pred.json"
    pred.write_text("{}", encoding="utf-8")
    argv = ["dyneval", "score", "--gold", str(tmp_path / "missing.json"), "--pred", str(pred)]
    monkeypatch.setattr(sys, "argv", argv)
    with pytest.raises(SystemExit) as exited:
        main()
    assert exited.value.code == 2
    stderr = capsys.readouterr().err
    assert "does not exist" in stderr
    assert "what to do:" in stderr
    assert "Traceback" not in stderr


def test_error_through_a_pipe_is_one_line_whatever_the_path_length(tmp_path: Path) -> None:
    """An error naming a 250-character path, printed into a pipe, stays whole on one line."""
    deep = tmp_path / ("d" * (250 - len(str(tmp_path)) - len("/missing.json") - 1))
    deep.mkdir()
    missing = deep / "missing.json"
    assert len(str(missing)) == 250
    pred = tmp_path / "pred.json"
    pred.write_text("{}", encoding="utf-8")
    code = "import sys; from services.cli.app import main; sys.argv[0] = 'dyneval'; main()"
    done = subprocess.run(
        [sys.executable, "-c", code, "score", "--gold", str(missing), "--pred", str(pred)],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "40", "TERM": "dumb"},
        cwd=Path(__file__).resolve().parents[3],
        check=False,
    )
    assert done.returncode == 2, done.stderr
    lines = done.stderr.splitlines()
    error_lines = [line for line in lines if line.startswith("error:")]
    assert len(error_lines) == 1, done.stderr
    assert str(missing) in error_lines[0]
    assert "does not exist" in error_lines[0]
    assert any(line.startswith("what to do:") for line in lines)
