"""The column fast path: shapes, DocRef gold lists and input checks."""

from __future__ import annotations

import numpy as np
import pytest

from shared.errors import InputError
from shared.metrics.batch import score_answer_column, score_citation_column
from shared.metrics.citations import DocRef, GoldDocs, score_citations


def test_columns_are_float_arrays_per_pair() -> None:
    """One float64 entry per pair, in order."""
    columns = score_answer_column(["Paris", "yes", "the cat"], ["paris", "no", ["a cat", "dog"]])
    assert columns.em.dtype == np.float64
    assert columns.em.tolist() == [1.0, 0.0, 1.0]
    assert columns.f1.tolist() == [1.0, 0.0, 1.0]


def test_citation_column_accepts_doc_refs_and_resolvers() -> None:
    """Gold given as DocRefs or a GoldDocs resolver scores like score_citations."""
    gold: list[DocRef | str] = [DocRef("d1", ("https://a.org/x",)), "d2"]
    cited = [["http://a.org/x/"], ["d2", "zzz"]]
    columns = score_citation_column(cited, [gold, GoldDocs(gold)])
    assert columns.precision.tolist() == [1.0, 0.5]
    assert columns.recall.tolist() == [0.5, 0.5]
    assert columns.f1[1] == score_citations(["d2", "zzz"], gold).f1


def test_length_mismatch_and_empty_aliases_are_errors() -> None:
    """Unequal column lengths and empty alias lists are input errors."""
    with pytest.raises(InputError, match="2 predictions but 1"):
        score_answer_column(["a", "b"], ["a"])
    with pytest.raises(InputError, match="pair 0"):
        score_answer_column(["a"], [[]])
    with pytest.raises(InputError, match="1 citation lists but 0"):
        score_citation_column([["a"]], [])
