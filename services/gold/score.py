"""Scoring a system's answers against a gold set, answer-type aware, through ``shared.metrics``.

Answers file: JSONL with ``answer`` and either ``line`` (1-based line of the gold file) or
``question`` (matched by exact text). Per answer type:

- ``list``: item-set F1 (``shared.metrics.item_set``) of the answer's items against the
  gold items;
- ``no_information``: 1.0 when the answer refuses (``shared.metrics.refusal``'s phrase
  detector), else 0.0;
- ``contradiction_report``: 1.0 only when the answer states both conflicting values
  (``shared.metrics.conflict``; the values are read from the item's two facts);
- ``definitive``, ``summary``, ``instructional``: token F1 (``shared.metrics.scoring.score_item``;
  EM recorded too), plus a refusal on such an item scoring 0.

A gold item without an answer scores 0. ``GoldScore.score`` is the primary number per item.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from services.gold.reconstruct import conflicting_values
from services.gold.record import GoldRecord, item_of
from shared.errors import InputError
from shared.jsonlines import numbered_lines
from shared.metrics.conflict import conflict_credit
from shared.metrics.item_set import item_set_f1, split_items
from shared.metrics.refusal import DEFAULT_REFUSAL_PHRASES, PhraseRefusalDetector
from shared.metrics.scoring import AgentAnswer, GoldItem, score_item

__all__ = ["DOCUMENT_REFUSALS", "GoldScore", "read_answers", "score_gold", "summarize"]

DOCUMENT_REFUSALS: tuple[str, ...] = (
    "does not say", "do not say", "doesn't say", "does not state", "doesn't state",
    "not stated", "is not stated", "not in the document", "not covered",
    "does not cover", "doesn't cover", "does not discuss", "doesn't mention",
)
"""How people refuse about one document ("The document does not say."), on top of the
shared phrase set."""


@dataclass(frozen=True, slots=True)
class GoldScore:
    """The score of one gold line."""

    line: int
    answer_type: str
    metric: str
    score: float
    em: float | None = None


def read_answers(path: Path) -> tuple[dict[int, str], dict[str, str]]:
    """Answers by gold line and by question text."""
    by_line: dict[int, str] = {}
    by_question: dict[str, str] = {}
    hint = 'give a JSONL file of {"line" or "question", "answer"}'
    for number, line in numbered_lines(path, hint=hint):
        try:
            row = json.loads(line)
            answer = str(row["answer"])
        except (ValueError, KeyError, TypeError) as exc:
            raise InputError(f"{path}:{number}: expected an object with an 'answer'",
                             where=f"{path}:{number}",
                             hint="write {\"line\": 3, \"answer\": \"...\"}") from exc  # fmt: skip
        if "line" in row:
            by_line[int(row["line"])] = answer
        elif "question" in row:
            by_question[str(row["question"])] = answer
        else:
            raise InputError(f"{path}:{number}: the answer names neither 'line' nor 'question'",
                             where=f"{path}:{number}", hint="add the gold line number")  # fmt: skip
    return by_line, by_question


def _one(line: int, record: GoldRecord, answer: str | None,
         detector: PhraseRefusalDetector) -> GoldScore:  # fmt: skip
    kind = record.answer_type
    if kind == "no_information":
        value = 1.0 if answer is not None and detector.is_refusal(answer) else 0.0
        return GoldScore(line, kind, "refusal", value)
    if answer is None:
        metric = {"list": "item_set_f1", "contradiction_report": "both_values"}.get(kind, "f1")
        return GoldScore(line, kind, metric, 0.0, 0.0 if metric == "f1" else None)
    if kind == "list":
        f1 = item_set_f1(split_items(answer), split_items(record.answer)).f1
        return GoldScore(line, kind, "item_set_f1", f1)
    if kind == "contradiction_report":
        values = conflicting_values(item_of(record).used_claims)
        return GoldScore(line, kind, "both_values", conflict_credit(answer, values))
    if detector.is_refusal(answer):
        return GoldScore(line, kind, "f1", 0.0, 0.0)
    scored = score_item(GoldItem(item_id=str(line), answers=(record.answer,), insufficient=False),
                        AgentAnswer(answer=answer))  # fmt: skip
    return GoldScore(line, kind, "f1", scored.values["f1"], scored.values["em"])


def score_gold(
    records: Sequence[tuple[int, GoldRecord]], by_line: dict[int, str], by_question: dict[str, str]
) -> list[GoldScore]:
    """One score per gold line."""
    detector = PhraseRefusalDetector((*DEFAULT_REFUSAL_PHRASES, *DOCUMENT_REFUSALS))
    out = []
    for line, record in records:
        answer = by_line.get(line, by_question.get(record.question))
        out.append(_one(line, record, answer, detector))
    return out


def summarize(scores: Sequence[GoldScore]) -> dict[str, dict[str, float]]:
    """Mean score and count per answer type, and overall."""
    groups: dict[str, list[float]] = defaultdict(list)
    for s in scores:
        groups[s.answer_type].append(s.score)
        groups["all"].append(s.score)
    return {k: {"mean": sum(v) / len(v), "n": float(len(v))} for k, v in sorted(groups.items())}
