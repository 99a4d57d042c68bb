"""The scored result of one item, recording which metrics ran with which arguments.

``ItemScore.values`` maps metric names (the constants below) to numbers; a metric that
is undefined for the item (recall@k without gold documents, supporting facts the agent
did not give) is absent rather than NaN. ``ItemScore.config`` records the arguments the
metrics ran with, so a report can say how every number was computed and recompute it.
This model is deliberately independent of ``shared.messages``; the score service maps it
onto its topic message.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from shared.metrics.refusal import DEFAULT_REFUSAL_ANSWERS, DEFAULT_REFUSAL_PHRASES

__all__ = [
    "ANSWERED",
    "ANSWER_PRECISION",
    "ANSWER_RECALL",
    "CITATION_F1",
    "CITATION_PRECISION",
    "CITATION_RECALL",
    "EM",
    "EM_RAW",
    "F1",
    "F1_RAW",
    "GOLD_INSUFFICIENT",
    "METRICS_VERSION",
    "REFUSED",
    "SP_EM",
    "SP_F1",
    "SP_PRECISION",
    "SP_RECALL",
    "ItemScore",
    "MetricConfig",
    "recall_at",
]

METRICS_VERSION = "2"
"""Bumped whenever a metric's definition changes, so old scores are not mixed with new.
2: em/f1 score the extracted answer span (citation markers out), em_raw/f1_raw the raw
answer; refusal text form and whole-answer refusals; insufficiency from the item's flag."""

EM = "em"
F1 = "f1"
EM_RAW = "em_raw"
F1_RAW = "f1_raw"
ANSWER_PRECISION = "answer_precision"
ANSWER_RECALL = "answer_recall"
CITATION_PRECISION = "citation_precision"
CITATION_RECALL = "citation_recall"
CITATION_F1 = "citation_f1"
GOLD_INSUFFICIENT = "gold_insufficient"
REFUSED = "refused"
ANSWERED = "answered"
SP_EM = "sp_em"
SP_F1 = "sp_f1"
SP_PRECISION = "sp_precision"
SP_RECALL = "sp_recall"


def recall_at(k: int) -> str:
    """Metric name of document recall among the first ``k`` retrieved sources."""
    return f"recall@{k}"


class MetricConfig(BaseModel):
    """Arguments the item metrics run with; recorded on every ``ItemScore``."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    answer_rule: Literal["hotpot", "squad"] = "hotpot"
    """Token F1 variant: ``hotpot`` applies the yes/no/noanswer rule, ``squad`` does not."""

    refusal_classifier: str = "phrases"
    """Who decided refusals: ``phrases`` (the phrase detector) or the judge's name."""

    refusal_phrases: tuple[str, ...] = DEFAULT_REFUSAL_PHRASES
    """Phrases marking an insufficient-context answer wherever they occur."""

    refusal_answers: tuple[str, ...] = DEFAULT_REFUSAL_ANSWERS
    """Whole answers that are refusals on their own ("Unknown", "N/A")."""

    recall_ks: tuple[Annotated[int, Field(ge=1)], ...] = (1, 5, 10)
    """Cut-offs k of document recall@k when the agent returns sources."""

    version: str = METRICS_VERSION
    """Version of the metric definitions."""


class ItemScore(BaseModel):
    """The metrics of one agent answer to one item."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    item_id: str
    """Id of the scored item."""

    values: dict[str, float]
    """Metric name -> value; undefined metrics are absent."""

    config: MetricConfig = MetricConfig()
    """The arguments the metrics ran with."""

    graph_id: str | None = None
    """Seed graph the item was generated from (for per-graph expectations)."""

    tags: dict[str, str] = Field(default_factory=dict)
    """Breakdown keys: pattern, answer_type, hops, round, agent, ..."""

    def get(self, metric: str) -> float | None:
        """The value of ``metric``, or None when it is undefined for this item."""
        return self.values.get(metric)
