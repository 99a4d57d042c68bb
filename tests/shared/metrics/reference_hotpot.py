"""An independent, deliberately plain re-implementation of ``hotpot_evaluate_v1.py``.

Written from the rules restated in ``../shared/REFERENCE.md`` (not from dyneval's code),
one obvious step at a time, so the conformance tests compare two separate readings of the
official script. Slow on purpose: no caching, no shortcuts.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from typing import Any


def normalize_answer(s: str) -> str:
    """Lowercase, drop ASCII punctuation, drop a/an/the, collapse whitespace."""

    def lower(text: str) -> str:
        return text.lower()

    def remove_punc(text: str) -> str:
        exclude = set(string.punctuation)
        return "".join(ch for ch in text if ch not in exclude)

    def remove_articles(text: str) -> str:
        return re.sub(r"\b(a|an|the)\b", " ", text)

    def white_space_fix(text: str) -> str:
        return " ".join(text.split())

    return white_space_fix(remove_articles(remove_punc(lower(s))))


def f1_score(prediction: str, ground_truth: str) -> tuple[float, float, float]:
    """(f1, precision, recall) with HotpotQA's yes/no/noanswer rule."""
    normalized_prediction = normalize_answer(prediction)
    normalized_ground_truth = normalize_answer(ground_truth)
    zero = (0.0, 0.0, 0.0)
    specials = ["yes", "no", "noanswer"]
    if normalized_prediction in specials and normalized_prediction != normalized_ground_truth:
        return zero
    if normalized_ground_truth in specials and normalized_prediction != normalized_ground_truth:
        return zero
    prediction_tokens = normalized_prediction.split()
    ground_truth_tokens = normalized_ground_truth.split()
    common = Counter(prediction_tokens) & Counter(ground_truth_tokens)
    num_same = sum(common.values())
    if num_same == 0:
        return zero
    precision = 1.0 * num_same / len(prediction_tokens)
    recall = 1.0 * num_same / len(ground_truth_tokens)
    f1 = (2 * precision * recall) / (precision + recall)
    return f1, precision, recall


def squad_f1_score(prediction: str, ground_truth: str) -> float:
    """SQuAD v1.1 token F1: the same without the yes/no rule."""
    prediction_tokens = normalize_answer(prediction).split()
    ground_truth_tokens = normalize_answer(ground_truth).split()
    common = Counter(prediction_tokens) & Counter(ground_truth_tokens)
    num_same = sum(common.values())
    if num_same == 0:
        return 0.0
    precision = 1.0 * num_same / len(prediction_tokens)
    recall = 1.0 * num_same / len(ground_truth_tokens)
    return (2 * precision * recall) / (precision + recall)


def exact_match_score(prediction: str, ground_truth: str) -> bool:
    """Normalised strings equal."""
    return normalize_answer(prediction) == normalize_answer(ground_truth)


def update_answer(
    metrics: dict[str, float], prediction: str, gold: str
) -> tuple[bool, float, float]:
    """Add one answer's em/f1/prec/recall to ``metrics``; return (em, prec, recall)."""
    em = exact_match_score(prediction, gold)
    f1, prec, recall = f1_score(prediction, gold)
    metrics["em"] += float(em)
    metrics["f1"] += f1
    metrics["prec"] += prec
    metrics["recall"] += recall
    return em, prec, recall


def update_sp(
    metrics: dict[str, float], prediction: list[Any], gold: list[Any]
) -> tuple[float, float, float]:
    """Add one item's supporting-fact metrics to ``metrics``; return (em, prec, recall)."""
    cur_sp_pred = set(map(tuple, prediction))
    gold_sp_pred = set(map(tuple, gold))
    tp, fp, fn = 0, 0, 0
    for e in cur_sp_pred:
        if e in gold_sp_pred:
            tp += 1
        else:
            fp += 1
    for e in gold_sp_pred:
        if e not in cur_sp_pred:
            fn += 1
    prec = 1.0 * tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = 1.0 * tp / (tp + fn) if tp + fn > 0 else 0.0
    f1 = 2 * prec * recall / (prec + recall) if prec + recall > 0 else 0.0
    em = 1.0 if fp + fn == 0 else 0.0
    metrics["sp_em"] += em
    metrics["sp_f1"] += f1
    metrics["sp_prec"] += prec
    metrics["sp_recall"] += recall
    return em, prec, recall


def eval_hotpot(prediction: dict[str, Any], gold: list[dict[str, Any]]) -> dict[str, float]:
    """The script's ``eval`` on already loaded JSON: twelve keys averaged over gold."""
    metrics = {
        "em": 0.0, "f1": 0.0, "prec": 0.0, "recall": 0.0,
        "sp_em": 0.0, "sp_f1": 0.0, "sp_prec": 0.0, "sp_recall": 0.0,
        "joint_em": 0.0, "joint_f1": 0.0, "joint_prec": 0.0, "joint_recall": 0.0,
    }  # fmt: skip
    for dp in gold:
        cur_id = dp["_id"]
        can_eval_joint = True
        if cur_id not in prediction["answer"]:
            can_eval_joint = False
        else:
            em, prec, recall = update_answer(metrics, prediction["answer"][cur_id], dp["answer"])
        if cur_id not in prediction["sp"]:
            can_eval_joint = False
        else:
            sp_em, sp_prec, sp_recall = update_sp(
                metrics, prediction["sp"][cur_id], dp["supporting_facts"]
            )
        if can_eval_joint:
            joint_prec = prec * sp_prec
            joint_recall = recall * sp_recall
            if joint_prec + joint_recall > 0:
                joint_f1 = 2 * joint_prec * joint_recall / (joint_prec + joint_recall)
            else:
                joint_f1 = 0.0
            joint_em = em * sp_em
            metrics["joint_em"] += joint_em
            metrics["joint_f1"] += joint_f1
            metrics["joint_prec"] += joint_prec
            metrics["joint_recall"] += joint_recall
    n = len(gold)
    for key in list(metrics):
        metrics[key] /= n
    return metrics
