"""Every metric agrees with the plain reading of the official HotpotQA script."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.errors import InputError
from shared.metrics.answer import exact_match, score_answer, squad_f1, token_prf
from shared.metrics.batch import score_answer_column, score_citation_column
from shared.metrics.citations import citation_prf, ref_key, score_citations
from shared.metrics.hotpot import (
    HOTPOT_KEYS,
    parse_hotpot_gold,
    parse_hotpot_prediction,
    score_hotpot,
    score_hotpot_files,
)
from shared.metrics.normalize import answer_tokens, normalize_answer
from shared.metrics.retrieval import supporting_fact_score
from tests.shared.metrics import reference_citations as refc
from tests.shared.metrics import reference_hotpot as ref
from tests.shared.metrics.strategies import (
    SEPARATORS,
    WORDS,
    answer_pairs,
    answers,
    facts,
    hotpot_files,
    messy_hotpot_files,
    ref_lists,
)

MANY = settings(max_examples=1000, deadline=None)
SOME = settings(max_examples=150, deadline=None)


@MANY
@given(answers)
def test_normalize_matches_reference(text: str) -> None:
    """normalize_answer equals the official normalisation on any text."""
    assert normalize_answer(text) == ref.normalize_answer(text)
    assert answer_tokens(text) == ref.normalize_answer(text).split()


@MANY
@given(answer_pairs())
def test_answer_metrics_match_reference(pair: tuple[str, str]) -> None:
    """token_prf, exact_match, squad_f1 and score_answer equal the script's functions."""
    prediction, gold = pair
    assert tuple(token_prf(prediction, gold)) == ref.f1_score(prediction, gold)
    assert exact_match(prediction, gold) == float(ref.exact_match_score(prediction, gold))
    assert squad_f1(prediction, gold) == ref.squad_f1_score(prediction, gold)
    assert token_prf(prediction, gold, yes_no_rule=False).f1 == ref.squad_f1_score(prediction, gold)


def _reference_max(prediction: str, golds: list[str]) -> tuple[float, float, float, float]:
    em = max(float(ref.exact_match_score(prediction, gold)) for gold in golds)
    scored = [ref.f1_score(prediction, gold) for gold in golds]
    best = max(range(len(golds)), key=lambda i: (scored[i][0], -i))
    return em, *scored[best]


@settings(max_examples=300, deadline=None)
@given(answers, st.lists(answers, min_size=1, max_size=4))
def test_score_answer_aliases_match_reference_max(prediction: str, golds: list[str]) -> None:
    """Over aliases: best EM, and P/R of the first alias with the best F1."""
    score = score_answer(prediction, golds)
    assert (score.em, score.f1, score.precision, score.recall) == _reference_max(prediction, golds)


@SOME
@given(st.lists(st.tuples(answer_pairs(), st.lists(answers, max_size=2)), max_size=30))
def test_batch_answers_match_reference(rows: list[tuple[tuple[str, str], list[str]]]) -> None:
    """The column fast path gives the reference values pair by pair (with repeats)."""
    rows = rows + rows[:5]  # repeated strings exercise the normalisation cache
    predictions = [prediction for (prediction, _), _ in rows]
    golds = [[gold, *more] for (_, gold), more in rows]
    columns = score_answer_column(predictions, golds)
    for index, (prediction, aliases) in enumerate(zip(predictions, golds, strict=True)):
        em, f1, prec, recall = _reference_max(prediction, aliases)
        assert columns.em[index] == em
        assert columns.f1[index] == f1
        assert columns.precision[index] == prec
        assert columns.recall[index] == recall


@settings(max_examples=60, deadline=None)
@given(st.lists(answer_pairs(), max_size=30))
def test_batch_squad_variant_matches_reference(pairs: list[tuple[str, str]]) -> None:
    """With yes_no_rule=False the column path gives SQuAD's F1."""
    columns = score_answer_column([p for p, _ in pairs], [g for _, g in pairs], yes_no_rule=False)
    for index, (prediction, gold) in enumerate(pairs):
        assert columns.f1[index] == ref.squad_f1_score(prediction, gold)


@settings(max_examples=500, deadline=None)
@given(facts, facts)
def test_supporting_facts_match_update_sp(
    predicted: list[tuple[str, int]], gold: list[tuple[str, int]]
) -> None:
    """supporting_fact_score equals update_sp, empty sets included."""
    metrics = dict.fromkeys(("sp_em", "sp_f1", "sp_prec", "sp_recall"), 0.0)
    ref.update_sp(metrics, [list(f) for f in predicted], [list(f) for f in gold])
    score = supporting_fact_score(predicted, gold)
    assert (score.em, score.f1, score.precision, score.recall) == (
        metrics["sp_em"], metrics["sp_f1"], metrics["sp_prec"], metrics["sp_recall"],
    )  # fmt: skip


@settings(max_examples=250, deadline=None)
@given(hotpot_files())
def test_hotpot_files_match_reference_eval(
    files: tuple[dict[str, Any], list[dict[str, Any]]],
) -> None:
    """score_hotpot gives the script's twelve averages on generated files."""
    prediction, gold = files
    expected = ref.eval_hotpot(copy.deepcopy(prediction), copy.deepcopy(gold))
    result = score_hotpot(parse_hotpot_prediction(prediction), parse_hotpot_gold(gold))
    assert list(result.as_dict()) == list(HOTPOT_KEYS)
    assert result.as_dict() == expected


def _reference_or_error(
    prediction: dict[str, Any], gold: list[dict[str, Any]]
) -> dict[str, float] | None:
    """The reference script's twelve values, or None where the script itself raises."""
    try:
        return ref.eval_hotpot(copy.deepcopy(prediction), copy.deepcopy(gold))
    except (TypeError, AttributeError, KeyError):
        return None


@settings(max_examples=600, deadline=None)
@given(messy_hotpot_files())
def test_score_accepts_exactly_what_the_script_accepts(
    files: tuple[dict[str, Any], list[dict[str, Any]]],
) -> None:
    """On odd files dyneval scores as the script does, bit for bit, and refuses where it raises."""
    prediction, gold = files
    expected = _reference_or_error(prediction, gold)
    if expected is None:
        with pytest.raises(InputError):
            score_hotpot(parse_hotpot_prediction(prediction), parse_hotpot_gold(gold))
        return
    result = score_hotpot(parse_hotpot_prediction(prediction), parse_hotpot_gold(gold))
    assert result.as_dict() == expected


def test_sentence_index_3_0_and_foreign_ids_through_files(tmp_path: Path) -> None:
    """A 3.0 sentence index and junk under foreign ids score in files as the script scores them."""
    gold = [{"_id": "a", "answer": "Paris", "supporting_facts": [["France", 3], ["Paris", 0]]}]
    prediction = {
        "answer": {"a": "Paris", "ghost": 17},
        "sp": {"a": [["France", 3.0], ["Paris", 0]], "ghost": [5, [None]]},
    }
    gold_path, pred_path = tmp_path / "gold.json", tmp_path / "pred.json"
    gold_path.write_text(json.dumps(gold), encoding="utf-8")
    pred_path.write_text(json.dumps(prediction), encoding="utf-8")
    result = score_hotpot_files(gold_path, pred_path)
    assert result.as_dict() == ref.eval_hotpot(prediction, gold)
    assert result.metrics["joint_em"] == 1.0


@settings(max_examples=500, deadline=None)
@given(ref_lists, ref_lists)
def test_citations_match_reference(predicted: list[str | int], gold: list[str | int]) -> None:
    """score_citations and citation_prf equal the plain spec reading."""
    expected = refc.citation_scores(predicted, gold)
    assert tuple(score_citations(predicted, gold)) == expected
    assert tuple(citation_prf({ref_key(r) for r in predicted}, {ref_key(r) for r in gold})) == (
        expected
    )


@SOME
@given(st.lists(st.tuples(ref_lists, ref_lists), max_size=30))
def test_batch_citations_match_reference(
    rows: list[tuple[list[str | int], list[str | int]]],
) -> None:
    """The citation column path equals the reference row by row."""
    columns = score_citation_column([p for p, _ in rows], [g for _, g in rows])
    for index, (predicted, gold) in enumerate(rows):
        expected = refc.citation_scores(predicted, gold)
        assert (columns.precision[index], columns.recall[index], columns.f1[index]) == expected


def _random_answer(rng: random.Random) -> str:
    parts = [rng.choice(WORDS) + rng.choice(SEPARATORS) for _ in range(rng.randint(0, 6))]
    return "".join(parts)


def test_seeded_sweep_of_ten_thousand_pairs_matches_reference() -> None:
    """10,000 seeded random pairs: scalar and column paths equal the reference exactly."""
    rng = random.Random(7)
    golds = [_random_answer(rng) for _ in range(10_000)]
    predictions = [
        gold if rng.random() < 0.2 else _random_answer(rng) + rng.choice(["", " " + gold])
        for gold in golds
    ]
    columns = score_answer_column(predictions, golds)
    disagreements = 0
    for index, (prediction, gold) in enumerate(zip(predictions, golds, strict=True)):
        f1, prec, recall = ref.f1_score(prediction, gold)
        em = float(ref.exact_match_score(prediction, gold))
        scalar = score_answer(prediction, gold)
        disagreements += (scalar.em, scalar.f1, scalar.precision, scalar.recall) != (
            em, f1, prec, recall,
        )  # fmt: skip
        disagreements += (
            columns.em[index],
            columns.f1[index],
            columns.precision[index],
            columns.recall[index],
        ) != (em, f1, prec, recall)
    assert disagreements == 0
    assert 0 < sum(columns.em) < len(golds)


# --- the real HotpotQA sample ------------------------------------------------------------


@pytest.fixture
def hotpot_gold(shared_data: Path) -> list[dict[str, Any]]:
    """The 60 real HotpotQA train items."""
    path = shared_data / "hotpotqa" / "hotpotqa_train_sample.json"
    if not path.is_file():
        pytest.skip(f"{path} not present")
    data: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_real_gold_against_itself_scores_one(
    hotpot_gold: list[dict[str, Any]], tmp_path: Path
) -> None:
    """The real sample's gold used as the prediction scores 1.0 on all twelve keys."""
    prediction = {
        "answer": {item["_id"]: item["answer"] for item in hotpot_gold},
        "sp": {item["_id"]: item["supporting_facts"] for item in hotpot_gold},
    }
    result = score_hotpot_files(_write(tmp_path / "gold.json", hotpot_gold),
                                _write(tmp_path / "pred.json", prediction))  # fmt: skip
    assert result.n_gold == 60
    assert result.as_dict() == dict.fromkeys(HOTPOT_KEYS, 1.0)


def perturbed_prediction(gold: list[dict[str, Any]]) -> dict[str, Any]:
    """Gold answers with some changed, some dropped, and altered supporting facts."""
    answer: dict[str, str] = {}
    sp: dict[str, list[list[Any]]] = {}
    for index, item in enumerate(gold):
        qid = item["_id"]
        if index % 7 != 3:
            text = item["answer"]
            if index % 3 == 0:
                text = f"the {text} and more"
            elif index % 5 == 1:
                text = "yes" if text != "yes" else "no"
            answer[qid] = text
        if index % 11 != 5:
            facts = [list(fact) for fact in item["supporting_facts"]]
            if index % 4 == 0:
                facts = facts[:1]
            elif index % 4 == 1:
                facts = [*facts, [facts[0][0], 99]]
            sp[qid] = facts
    return {"answer": answer, "sp": sp}


def test_real_perturbed_prediction_matches_reference(
    hotpot_gold: list[dict[str, Any]], tmp_path: Path
) -> None:
    """Changed and missing predictions on the real sample give the reference's values."""
    prediction = perturbed_prediction(hotpot_gold)
    expected = ref.eval_hotpot(copy.deepcopy(prediction), copy.deepcopy(hotpot_gold))
    result = score_hotpot_files(_write(tmp_path / "gold.json", hotpot_gold),
                                _write(tmp_path / "pred.json", prediction))  # fmt: skip
    assert result.as_dict() == expected
    assert 0.0 < result.metrics["em"] < 1.0
    assert 0.0 < result.metrics["sp_em"] < 1.0
    assert len(result.missing_answer) == 9
    assert len(result.missing_sp) == 5
