"""Answer EM and token F1: the spec's examples and the properties the metrics must keep."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from shared.errors import InputError
from shared.metrics.answer import exact_match, score_answer, squad_f1, token_prf
from shared.metrics.normalize import normalize_answer
from tests.shared.metrics.strategies import answer_pairs, answers


def test_normalisation_order_and_rules() -> None:
    """Lowercase, punctuation, articles and whitespace go, in the official order."""
    assert normalize_answer("The  Arthur's Magazine!") == "arthurs magazine"
    assert normalize_answer("A-the an.") == "athe"
    assert normalize_answer("  Théâtre\tdu\u00a0Soleil ") == "théâtre du soleil"
    assert normalize_answer("The") == ""


def test_spec_examples() -> None:
    """The generation-quality spec's F1 and EM examples hold."""
    partial = score_answer("respiratory droplets", "respiratory droplets and aerosols")
    assert partial.f1 == pytest.approx(2 / 3)
    assert (partial.precision, partial.recall) == (1.0, 0.5)
    assert exact_match("Arthur's Magazine", "Arthur's Magazine") == 1.0
    assert exact_match("Arthur Magazine", "Arthur's Magazine") == 0.0
    assert score_answer("Tesla", "SpaceX").f1 == 0.0


def test_yes_no_rule_is_hotpot_only() -> None:
    """A yes/no gold gives no partial credit under HotpotQA's rule but does under SQuAD's."""
    assert tuple(token_prf("yes it is", "yes")) == (0.0, 0.0, 0.0)
    assert tuple(token_prf("no", "no answer")) == (0.0, 0.0, 0.0)
    assert tuple(token_prf("Yes.", "yes")) == (1.0, 1.0, 1.0)
    assert squad_f1("yes it is", "yes") == pytest.approx(0.5)


def test_empty_strings() -> None:
    """Two empty answers match exactly but have F1 0, as the official script computes."""
    score = score_answer("", "the")
    assert (score.em, score.f1) == (1.0, 0.0)


def test_aliases_take_the_best() -> None:
    """EM and F1 are the best over gold aliases; P/R come from the best-F1 alias."""
    score = score_answer("New York City", ["NYC", "New York", "the Big Apple"])
    assert score.em == 0.0
    assert score.f1 == pytest.approx(0.8)
    assert (score.precision, score.recall) == pytest.approx((2 / 3, 1.0))
    assert score_answer("nyc", ["NYC", "New York"]).em == 1.0


def test_no_gold_alias_is_an_input_error() -> None:
    """An empty alias list is refused with a hint."""
    with pytest.raises(InputError, match="no gold answer"):
        score_answer("x", [])


@settings(max_examples=300, deadline=None)
@given(answer_pairs())
def test_scores_are_fractions_and_f1_is_symmetric(pair: tuple[str, str]) -> None:
    """Every value lies in [0, 1], F1 is symmetric and EM implies F1 unless empty."""
    prediction, gold = pair
    score = score_answer(prediction, gold)
    for value in (score.em, score.f1, score.precision, score.recall):
        assert 0.0 <= value <= 1.0
    assert token_prf(gold, prediction).f1 == pytest.approx(score.f1, abs=1e-12)
    if score.em == 1.0 and normalize_answer(gold):
        assert score.f1 == 1.0


@settings(max_examples=300, deadline=None)
@given(answers)
def test_normalisation_is_idempotent(text: str) -> None:
    """Normalising twice changes nothing."""
    once = normalize_answer(text)
    assert normalize_answer(once) == once
