"""Reading and validating HotpotQA files; the scoring itself is pinned by the conformance tests."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared.errors import InputError
from shared.metrics.hotpot import (
    HotpotGold,
    HotpotPrediction,
    load_hotpot_gold,
    load_hotpot_prediction,
    parse_hotpot_gold,
    parse_hotpot_prediction,
    score_hotpot,
)


def test_missing_sp_key_reads_as_answer_only() -> None:
    """A prediction without "sp" is scored answer-only, all sp ids missing."""
    prediction = parse_hotpot_prediction({"answer": {"a": "x"}})
    result = score_hotpot(prediction, [HotpotGold("a", "x", (("T", 0),))])
    assert result.metrics["em"] == 1.0
    assert result.metrics["sp_em"] == result.metrics["joint_em"] == 0.0
    assert result.missing_sp == ("a",)


def test_empty_gold_is_refused() -> None:
    """No gold items: an input error instead of a division by zero."""
    with pytest.raises(InputError, match="no items"):
        score_hotpot(HotpotPrediction(), [])


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"_id": "a"}, "JSON list"),
        ([{"_id": "a"}], "field 'answer'"),
        ([{"_id": 1, "answer": "x"}], "field '_id'"),
        ([{"_id": "a", "answer": "x", "supporting_facts": [["T"]]}], "title, sentence index"),
        ([{"_id": "a", "answer": "x", "supporting_facts": [["T", "0"]]}], "sentence index"),
    ],
)
def test_bad_gold_names_the_problem(data: object, message: str) -> None:
    """Malformed gold files raise InputError saying what and where."""
    with pytest.raises(InputError, match=message):
        parse_hotpot_gold(data)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"answer": []}, "field 'answer'"),
        ({"answer": {"a": 3}}, "not a string"),
        ({"sp": {"a": [["T", True]]}}, "sentence index"),
    ],
)
def test_bad_prediction_names_the_problem(data: object, message: str) -> None:
    """Malformed prediction files raise InputError saying what and where."""
    with pytest.raises(InputError, match=message):
        parse_hotpot_prediction(data)


def test_file_errors(tmp_path: Path) -> None:
    """A missing file and invalid JSON are input errors with the path (and line)."""
    with pytest.raises(InputError, match="does not exist"):
        load_hotpot_gold(tmp_path / "nope.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"answer": {}\n,,}', encoding="utf-8")
    with pytest.raises(InputError, match=r"broken.json:2"):
        load_hotpot_prediction(broken)


def test_loads_files(tmp_path: Path) -> None:
    """Valid files load into typed records."""
    path = tmp_path / "gold.json"
    path.write_text(json.dumps([{"_id": "a", "answer": "x", "supporting_facts": [["T", 1]]}]))
    assert load_hotpot_gold(path) == [HotpotGold("a", "x", (("T", 1),))]
