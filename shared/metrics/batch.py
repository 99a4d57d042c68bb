"""Fast column-wise scoring of many (prediction, gold) pairs into numpy arrays.

Same numbers as ``answer.score_answer`` and ``citations.score_citations``, computed
faster: each distinct string is normalised and tokenised once per call (predictions and
golds repeat across agents and rounds), EM and F1 share that work, equal normalised
strings skip the overlap (it is complete), and the token overlap is a set intersection
whenever one side has no repeated token (the multiset intersection then has the same
size), falling back to ``Counter`` only when both sides repeat a token.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from shared.errors import InputError
from shared.metrics.citations import CitationScore, DocRef, GoldDocs, citation_prf, ref_key
from shared.metrics.normalize import SPECIAL_ANSWERS, answer_tokens

__all__ = [
    "AnswerColumns",
    "CitationColumns",
    "score_answer_column",
    "score_citation_column",
]

FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class AnswerColumns:
    """Per-pair answer metrics, one array entry per pair."""

    em: FloatArray
    f1: FloatArray
    precision: FloatArray
    recall: FloatArray


@dataclass(frozen=True, slots=True)
class CitationColumns:
    """Per-pair citation metrics, one array entry per pair."""

    precision: FloatArray
    recall: FloatArray
    f1: FloatArray


def _overlap(prediction: list[str], gold: list[str]) -> int:
    """Multiset intersection size; a set intersection when one side has no repeats."""
    prediction_set = set(prediction)
    if len(prediction_set) == len(prediction):
        return len(prediction_set.intersection(gold))
    gold_set = set(gold)
    if len(gold_set) == len(gold):
        return len(gold_set.intersection(prediction))
    return sum((Counter(prediction) & Counter(gold)).values())


def _prf_row(
    prediction: tuple[str, list[str]], gold: tuple[str, list[str]], special: frozenset[str]
) -> tuple[float, float, float, float]:
    """(em, f1, precision, recall) of two normalised entries (text, tokens)."""
    p_text, p_tokens = prediction
    g_text, g_tokens = gold
    if p_text == g_text:
        # equal non-empty token lists overlap fully: P = R = F1 = 1.0 exactly
        return _FULL if p_tokens else _EM_ONLY
    if p_text in special or g_text in special:
        return _ZERO
    same = _overlap(p_tokens, g_tokens)
    if same == 0:
        return _ZERO
    prec = 1.0 * same / len(p_tokens)
    rec = 1.0 * same / len(g_tokens)
    return (0.0, (2 * prec * rec) / (prec + rec), prec, rec)


_FULL = (1.0, 1.0, 1.0, 1.0)
_EM_ONLY = (1.0, 0.0, 0.0, 0.0)
_ZERO = (0.0, 0.0, 0.0, 0.0)


def score_answer_column(
    predictions: Sequence[str],
    golds: Sequence[str | Sequence[str]],
    *,
    yes_no_rule: bool = True,
) -> AnswerColumns:
    """EM, F1, precision and recall of each prediction against its gold (or aliases)."""
    if len(predictions) != len(golds):
        raise InputError(
            f"{len(predictions)} predictions but {len(golds)} gold answers",
            hint="pass one gold answer (or alias list) per prediction, in the same order",
        )
    cache: dict[str, tuple[str, list[str]]] = {}
    for text in predictions:
        if text not in cache:
            tokens = answer_tokens(text)
            cache[text] = (" ".join(tokens), tokens)
    for gold in golds:
        for text in (gold,) if isinstance(gold, str) else gold:
            if text not in cache:
                tokens = answer_tokens(text)
                cache[text] = (" ".join(tokens), tokens)
    special = SPECIAL_ANSWERS if yes_no_rule else frozenset()
    rows: list[tuple[float, float, float, float]] = []
    append = rows.append
    for index, (prediction, gold) in enumerate(zip(predictions, golds, strict=True)):
        entry = cache[prediction]
        if isinstance(gold, str):
            append(_prf_row(entry, cache[gold], special))
            continue
        if not gold:
            raise InputError(
                f"pair {index} has no gold answer", hint="give at least one gold answer per pair"
            )
        # best EM over aliases; P/R/F1 of the first alias with the best F1
        matched = 0.0
        best = (-1.0, 0.0, 0.0)
        for alias in gold:
            row = _prf_row(entry, cache[alias], special)
            matched = max(matched, row[0])
            if row[1] > best[0]:
                best = row[1:]
        append((matched, *best))
    table = np.array(rows, dtype=np.float64).reshape(len(rows), 4)
    return AnswerColumns(
        em=table[:, 0].copy(),
        f1=table[:, 1].copy(),
        precision=table[:, 2].copy(),
        recall=table[:, 3].copy(),
    )


def score_citation_column(
    predicted: Sequence[Iterable[str | int]],
    gold: Sequence[GoldDocs | Iterable[DocRef | str | int]],
) -> CitationColumns:
    """Citation precision, recall and F1 of each cited-source list against its gold docs."""
    if len(predicted) != len(gold):
        raise InputError(
            f"{len(predicted)} citation lists but {len(gold)} gold document lists",
            hint="pass one gold document list per citation list, in the same order",
        )
    rows: list[CitationScore] = []
    keys: dict[str | int, str] = {}
    known = keys.get

    def key_of(ref: str | int) -> str:
        key = keys[ref] = ref_key(ref)
        return key

    for cited, docs in zip(predicted, gold, strict=True):
        if isinstance(docs, GoldDocs):
            score = citation_prf(docs.resolve_all(cited), docs.ids)
        else:
            doc_list = list(docs)
            if any(isinstance(doc, DocRef) for doc in doc_list):
                resolver = GoldDocs(doc_list)
                score = citation_prf(resolver.resolve_all(cited), resolver.ids)
            else:
                # plain ids/URLs: a gold document's id is its key, a citation matches by key;
                # keys are never empty, so ``or`` only computes the ones not cached yet
                score = citation_prf(
                    {known(ref) or key_of(ref) for ref in cited},
                    {known(doc) or key_of(doc) for doc in doc_list if not isinstance(doc, DocRef)},
                )
        rows.append(score)
    table = np.array(rows, dtype=np.float64).reshape(len(rows), 3)
    return CitationColumns(
        precision=table[:, 0].copy(), recall=table[:, 1].copy(), f1=table[:, 2].copy()
    )
