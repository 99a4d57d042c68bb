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
    em: list[float] = []
    f1: list[float] = []
    precision: list[float] = []
    recall: list[float] = []
    cache: dict[str, tuple[str, list[str]]] = {}
    special = SPECIAL_ANSWERS if yes_no_rule else frozenset()
    for index, (prediction, gold) in enumerate(zip(predictions, golds, strict=True)):
        entry = cache.get(prediction)
        if entry is None:
            tokens = answer_tokens(prediction)
            entry = cache[prediction] = (" ".join(tokens), tokens)
        p_text, p_tokens = entry
        aliases: Sequence[str] = (gold,) if isinstance(gold, str) else gold
        if not aliases:
            raise InputError(
                f"pair {index} has no gold answer", hint="give at least one gold answer per pair"
            )
        best = (-1.0, 0.0, 0.0)
        matched = 0.0
        for alias in aliases:
            entry = cache.get(alias)
            if entry is None:
                tokens = answer_tokens(alias)
                entry = cache[alias] = (" ".join(tokens), tokens)
            g_text, g_tokens = entry
            if p_text == g_text:
                matched = 1.0
                # equal non-empty token lists overlap fully: P = R = F1 = 1.0 exactly
                prf = (1.0, 1.0, 1.0) if p_tokens else (0.0, 0.0, 0.0)
            elif p_text in special or g_text in special:
                prf = (0.0, 0.0, 0.0)
            else:
                same = _overlap(p_tokens, g_tokens)
                if same == 0:
                    prf = (0.0, 0.0, 0.0)
                else:
                    prec = 1.0 * same / len(p_tokens)
                    rec = 1.0 * same / len(g_tokens)
                    prf = ((2 * prec * rec) / (prec + rec), prec, rec)
            if prf[0] > best[0]:
                best = prf
        em.append(matched)
        f1.append(best[0])
        precision.append(best[1])
        recall.append(best[2])
    return AnswerColumns(
        em=np.array(em, dtype=np.float64),
        f1=np.array(f1, dtype=np.float64),
        precision=np.array(precision, dtype=np.float64),
        recall=np.array(recall, dtype=np.float64),
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
