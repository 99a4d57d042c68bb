"""Answer exact match and token F1, as the official HotpotQA and SQuAD scripts define them.

``token_prf`` returns ``(f1, precision, recall)`` like HotpotQA's ``f1_score``: tokens of
the normalised strings, overlap is the multiset intersection, zero overlap scores
``(0, 0, 0)``. With ``yes_no_rule`` (HotpotQA, the default) a normalised yes/no/noanswer on
either side that differs from the other side scores ``(0, 0, 0)``; SQuAD has no such rule.
Several gold aliases are scored with ``score_answer``: EM is the best EM over the aliases
and precision/recall come from the alias with the best F1 (the first on ties), as SQuAD's
``metric_max_over_ground_truths`` does for F1.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from shared.errors import InputError
from shared.metrics.normalize import SPECIAL_ANSWERS, normalize_answer

__all__ = [
    "AnswerScore",
    "TokenPRF",
    "exact_match",
    "prf_of_normalized",
    "score_answer",
    "squad_f1",
    "token_overlap",
    "token_prf",
]


class TokenPRF(NamedTuple):
    """Token F1 with its precision and recall, in the order HotpotQA's ``f1_score`` returns."""

    f1: float
    precision: float
    recall: float


ZERO_PRF = TokenPRF(0.0, 0.0, 0.0)


@dataclass(frozen=True, slots=True)
class AnswerScore:
    """Answer metrics of one prediction against its gold alias(es)."""

    em: float
    """1.0 when the normalised prediction equals a normalised gold alias, else 0.0."""

    f1: float
    """Best token F1 over the gold aliases."""

    precision: float
    """Token precision against the alias with the best F1."""

    recall: float
    """Token recall against the alias with the best F1."""


def token_overlap(prediction_tokens: Sequence[str], gold_tokens: Sequence[str]) -> int:
    """Size of the multiset intersection of two token lists."""
    common = Counter(prediction_tokens) & Counter(gold_tokens)
    return sum(common.values())


def prf_of_normalized(prediction: str, gold: str, *, yes_no_rule: bool = True) -> TokenPRF:
    """Token F1/precision/recall of two already normalised strings."""
    if (
        yes_no_rule
        and prediction != gold
        and (prediction in SPECIAL_ANSWERS or gold in SPECIAL_ANSWERS)
    ):
        return ZERO_PRF
    prediction_tokens = prediction.split()
    gold_tokens = gold.split()
    same = token_overlap(prediction_tokens, gold_tokens)
    if same == 0:
        return ZERO_PRF
    precision = 1.0 * same / len(prediction_tokens)
    recall = 1.0 * same / len(gold_tokens)
    return TokenPRF((2 * precision * recall) / (precision + recall), precision, recall)


def token_prf(prediction: str, gold: str, *, yes_no_rule: bool = True) -> TokenPRF:
    """HotpotQA's ``f1_score(prediction, gold)``; ``yes_no_rule=False`` gives SQuAD's F1."""
    return prf_of_normalized(
        normalize_answer(prediction), normalize_answer(gold), yes_no_rule=yes_no_rule
    )


def exact_match(prediction: str, gold: str) -> float:
    """1.0 when both strings normalise to the same text, else 0.0."""
    return 1.0 if normalize_answer(prediction) == normalize_answer(gold) else 0.0


def squad_f1(prediction: str, gold: str) -> float:
    """SQuAD v1.1's token F1 (no yes/no rule), as a fraction."""
    return prf_of_normalized(
        normalize_answer(prediction), normalize_answer(gold), yes_no_rule=False
    ).f1


def _aliases(golds: str | Sequence[str]) -> Sequence[str]:
    aliases: Sequence[str] = (golds,) if isinstance(golds, str) else golds
    if not aliases:
        raise InputError(
            "an item has no gold answer to score against",
            hint="give at least one gold answer string (an empty string is allowed)",
        )
    return aliases


def score_answer(
    prediction: str, golds: str | Sequence[str], *, yes_no_rule: bool = True
) -> AnswerScore:
    """EM and token F1 of ``prediction`` against one gold answer or a list of aliases."""
    normalized_prediction = normalize_answer(prediction)
    em = 0.0
    best = ZERO_PRF
    first = True
    for alias in _aliases(golds):
        normalized_gold = normalize_answer(alias)
        if normalized_prediction == normalized_gold:
            em = 1.0
        prf = prf_of_normalized(normalized_prediction, normalized_gold, yes_no_rule=yes_no_rule)
        if first or prf.f1 > best.f1:
            best = prf
            first = False
    return AnswerScore(em=em, f1=best.f1, precision=best.precision, recall=best.recall)
