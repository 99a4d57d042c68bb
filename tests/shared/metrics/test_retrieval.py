"""Document recall@k and supporting-fact metrics with HotpotQA's empty-set rules."""

from __future__ import annotations

import pytest

from shared.errors import InputError
from shared.metrics.citations import DocRef
from shared.metrics.retrieval import recall_at_k, supporting_fact_score


def test_recall_at_k_counts_gold_in_the_first_k() -> None:
    """Only the first k sources count, duplicates once, URLs matched after normalisation."""
    retrieved = ["x", "https://www.a.org/1/", "x", "b", "c"]
    gold: list[DocRef | str] = [DocRef("A", ("https://a.org/1",)), "b", "z"]
    assert recall_at_k(retrieved, gold, 1) == 0.0
    assert recall_at_k(retrieved, gold, 2) == pytest.approx(1 / 3)
    assert recall_at_k(retrieved, gold, 4) == pytest.approx(2 / 3)
    assert recall_at_k(retrieved, gold, 100) == pytest.approx(2 / 3)


def test_recall_at_k_undefined_without_gold() -> None:
    """No gold documents: recall is None, not 0 or 1."""
    assert recall_at_k(["a"], [], 5) is None


def test_recall_at_k_rejects_bad_k() -> None:
    """k below 1 is an input error naming k."""
    with pytest.raises(InputError, match="k=0"):
        recall_at_k(["a"], ["a"], 0)


def test_supporting_facts_empty_sets() -> None:
    """Two empty sets give sp_em 1 and sp_f1 0, as the official script does."""
    score = supporting_fact_score([], [])
    assert (score.em, score.f1, score.precision, score.recall) == (1.0, 0.0, 0.0, 0.0)


def test_supporting_facts_set_semantics() -> None:
    """Duplicates collapse; list and tuple facts compare equal."""
    score = supporting_fact_score([["A", 0], ("A", 0), ["B", 1]], [("A", 0), ("C", 2)])
    assert (score.em, score.precision, score.recall, score.f1) == (0.0, 0.5, 0.5, 0.5)
    assert supporting_fact_score([["A", 0]], [("A", 0)]).em == 1.0
