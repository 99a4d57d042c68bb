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
        ([["a"]], "must be an object"),
        ([{"answer": "x"}], "field '_id'"),
        ([{"_id": ["a"], "answer": "x"}], "field '_id'"),
    ],
)
def test_bad_gold_names_the_problem(data: object, message: str) -> None:
    """Gold files the official script cannot even iterate raise InputError saying where."""
    with pytest.raises(InputError, match=message):
        parse_hotpot_gold(data)


@pytest.mark.parametrize(
    ("gold", "prediction", "message"),
    [
        ([{"_id": "a"}], {"answer": {"a": "x"}}, "field 'answer'"),
        ([{"_id": "a", "answer": 3}], {"answer": {"a": "x"}}, "field 'answer'"),
        ([{"_id": "a", "answer": "x"}], {"sp": {"a": []}}, "supporting_facts"),
        ([{"_id": "a", "answer": "x", "supporting_facts": [3]}], {"sp": {"a": []}},
         r"supporting_facts\[0\]"),
        ([{"_id": "a", "answer": "x", "supporting_facts": []}], {"answer": {"a": 3}},
         "not a string"),
        ([{"_id": "a", "answer": "x", "supporting_facts": []}], {"sp": {"a": [["T", [0]]]}},
         "pair"),
        ([{"_id": "a", "answer": "x", "supporting_facts": []}], {"sp": {"a": 7}}, "array"),
    ],
)  # fmt: skip
def test_fields_the_script_reads_are_checked_when_read(
    gold: object, prediction: object, message: str
) -> None:
    """A malformed field raises when a prediction makes the script read it, naming it."""
    parsed_gold = parse_hotpot_gold(gold)
    parsed_prediction = parse_hotpot_prediction(prediction)
    with pytest.raises(InputError, match=message):
        score_hotpot(parsed_prediction, parsed_gold)


def test_what_the_script_never_reads_is_accepted() -> None:
    """Fields the official script never reads are accepted and scored as the script scores them."""
    gold = parse_hotpot_gold([
        {"_id": "a", "answer": "x", "supporting_facts": [["T", 3]]},
        {"_id": "b", "answer": 42, "supporting_facts": "oops"},
        {"_id": 7, "answer": "y", "supporting_facts": []},
    ])  # fmt: skip
    prediction = parse_hotpot_prediction({
        "answer": {"a": "x", "zz": 5, "7": "y"},
        "sp": {"a": [["T", 3.0]], "zz": [1, [2]], "yy": None},
    })  # fmt: skip
    result = score_hotpot(prediction, gold)
    assert result.metrics["em"] == 1 / 3 and result.metrics["sp_em"] == 1 / 3
    assert result.missing_answer == ("b", 7)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"answer": []}, "field 'answer'"),
        ({"sp": 3}, "field 'sp'"),
    ],
)
def test_bad_prediction_names_the_problem(data: object, message: str) -> None:
    """Prediction files of the wrong shape raise InputError saying what and where."""
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
