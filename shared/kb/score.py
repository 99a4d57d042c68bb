"""Score a RAG pipeline's answers to the KB query set with the shared metrics.

Answers file (JSONL, one object per query)::

    {"query_id": "q_direct_001", "answer": "30 days from delivery.",
     "citations": ["returns-policy-v2.md"]}

``citations`` (page refs the answer relies on) is optional. Direct and multi-hop
answers get EM/F1 against ``ground_truth`` and citation P/R/F1 against
``context_reference``; negatives are "insufficient context" items, scored by refusal
detection (``shared.metrics.scoring.score_item`` does all of it, including the
insufficient-context rules for EM and citations on negatives). Results are grouped by
query type and by type/subtype.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from shared.errors import InputError
from shared.jsonlines import numbered_lines
from shared.kb.queries import KbQuery
from shared.metrics import AgentAnswer, GoldItem, ItemScore, score_items
from shared.metrics.item import CITATION_F1, CITATION_PRECISION, CITATION_RECALL, EM, F1, REFUSED
from shared.stats.aggregate import breakdown, refusal_detection

__all__ = ["ANSWER_METRICS", "KbAnswer", "KbScoreReport", "read_answers", "score_kb_answers"]

ANSWER_METRICS: tuple[str, ...] = (EM, F1, CITATION_PRECISION, CITATION_RECALL, CITATION_F1)
"""Metrics reported for direct and multi-hop queries."""


class KbAnswer(BaseModel):
    """One line of the answers file."""

    model_config = ConfigDict(extra="ignore", frozen=True, use_attribute_docstrings=True)

    query_id: str = Field(min_length=1)
    """The query answered."""
    answer: str
    """The pipeline's answer text."""
    citations: list[str] = Field(default_factory=list)
    """Page refs the answer cites."""


def read_answers(path: Path) -> dict[str, AgentAnswer]:
    """Answers by query id; malformed lines are an InputError naming the line."""
    answers: dict[str, AgentAnswer] = {}
    for number, line in numbered_lines(path, hint="pass ANSWERS.jsonl"):
        try:
            row = KbAnswer.model_validate(json.loads(line))
        except (json.JSONDecodeError, ValidationError) as exc:
            raise InputError(
                f"not an answer line: {exc}",
                where=f"{path}:{number}",
                hint='each line is {"query_id": ..., "answer": ..., "citations": [...]}',
            ) from exc
        answers[row.query_id] = AgentAnswer(answer=row.answer, citations=tuple(row.citations))
    return answers


@dataclass(frozen=True, slots=True)
class KbScoreReport:
    """Item scores and their means per group (``None`` where a group lacks the metric)."""

    items: list[ItemScore]
    by_type: dict[str, dict[str, float | None]]
    by_subtype: dict[str, dict[str, float | None]]
    refusal_rate: float | None
    """Negatives the pipeline refused / all negatives."""
    false_refusal_rate: float | None
    """Answerable queries the pipeline refused / all answerable queries."""
    unanswered: int
    """Queries with no line in the answers file (scored 0)."""


def _gold(query: KbQuery) -> GoldItem:
    return GoldItem(
        item_id=query.query_id,
        answers=(query.ground_truth,),
        docs=tuple(query.context_reference),
        insufficient=query.query_type == "negative",
        tags={
            "query_type": query.query_type,
            "subtype": f"{query.query_type}/{query.metadata.subtype}",
            "category": query.metadata.category,
        },
    )


def _means(items: list[ItemScore], key: str) -> dict[str, dict[str, float | None]]:
    table: dict[str, dict[str, float | None]] = {}
    for metric in (*ANSWER_METRICS, REFUSED):
        for group, summary in breakdown(items, metric, key, n_resamples=200).items():
            table.setdefault(group, {})[metric] = summary.mean
    return table


def score_kb_answers(queries: list[KbQuery], answers: dict[str, AgentAnswer]) -> KbScoreReport:
    """Score every query (a missing answer scores 0) and group the means."""
    items = score_items([_gold(q) for q in queries], answers)
    rate = refusal_detection(items)
    return KbScoreReport(
        items=items,
        by_type=_means(items, "query_type"),
        by_subtype=_means(items, "subtype"),
        refusal_rate=rate.rate,
        false_refusal_rate=rate.false_refusal_rate,
        unanswered=sum(q.query_id not in answers for q in queries),
    )
