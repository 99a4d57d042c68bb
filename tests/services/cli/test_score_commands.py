"""``dyneval score`` prints the official twelve HotpotQA metrics as a table or JSON."""

from __future__ import annotations

import json
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
