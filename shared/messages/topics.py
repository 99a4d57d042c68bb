"""The topics of dyneval and the model each one carries."""

from __future__ import annotations

from typing import Final

from pydantic import BaseModel

from shared.messages.answers import AgentAnswer, ItemScore
from shared.messages.claims import ClaimBuckets
from shared.messages.dead import DeadLetter
from shared.messages.graphs import EvidenceGraph
from shared.messages.lifecycle import LifecycleStep
from shared.messages.logs import AgentLog, SeedQuestion
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.report_inputs import ReportInput
from shared.messages.rounds import RoundControl, RoundReport

__all__ = [
    "ACCEPTED",
    "ANSWERS",
    "CANDIDATES",
    "CLAIMS",
    "DEAD",
    "GRAPHS",
    "JUDGE_BY_QUESTION",
    "LIFECYCLE",
    "LOGS",
    "REJECTED",
    "REPORTS",
    "REPORT_INPUTS",
    "ROUNDS",
    "SCORES",
    "SEEDS",
    "TOPICS",
    "model_for",
]

LOGS: Final = "logs"
SEEDS: Final = "seeds"
GRAPHS: Final = "graphs"
CLAIMS: Final = "claims"
CANDIDATES: Final = "qa.candidates"
ACCEPTED: Final = "qa.accepted"
REJECTED: Final = "qa.rejected"
ANSWERS: Final = "answers"
SCORES: Final = "scores"
ROUNDS: Final = "rounds"
REPORTS: Final = "reports"
LIFECYCLE: Final = "lifecycle"
DEAD: Final = "dead"
JUDGE_BY_QUESTION: Final = "judge.by-question"
"""Internal to the judge: items the panel admitted, keyed by normalised question."""
REPORT_INPUTS: Final = "score.report-inputs"
"""Internal to score: what round reports need, under one key (``ReportInput``)."""

TOPICS: Final[dict[str, type[BaseModel]]] = {
    LOGS: AgentLog,
    SEEDS: SeedQuestion,
    GRAPHS: EvidenceGraph,
    CLAIMS: ClaimBuckets,
    CANDIDATES: QAItem,
    ACCEPTED: JudgedItem,
    REJECTED: JudgedItem,
    ANSWERS: AgentAnswer,
    SCORES: ItemScore,
    ROUNDS: RoundControl,
    REPORTS: RoundReport,
    LIFECYCLE: LifecycleStep,
    DEAD: DeadLetter,
    JUDGE_BY_QUESTION: JudgedItem,
    REPORT_INPUTS: ReportInput,
}
"""Topic name to the payload model it carries; the single source of truth for schemas."""


def model_for(topic: str) -> type[BaseModel]:
    """The payload model of ``topic``; raises ``NotFoundError`` naming the known topics."""
    from shared.errors import NotFoundError

    try:
        return TOPICS[topic]
    except KeyError:
        known = ", ".join(sorted(TOPICS))
        raise NotFoundError(
            f"unknown topic {topic!r}", hint=f"use one of: {known}"
        ) from None
