"""What the score service's report stage collects (internal topic ``score.report-inputs``).

The score service scores each answer in the partition of its item (answers and judged items
are keyed by item id) and forwards what a round report needs, all under one key, so one
partition holds every round's items, judge decisions, scores and controls: the report (with
its history of earlier rounds) is then the same whatever number of workers score.
"""

from __future__ import annotations

from pydantic import model_validator

from shared.messages.answers import ItemScore
from shared.messages.base import Model
from shared.messages.qa import JudgedItem
from shared.messages.rounds import RoundControl

__all__ = ["REPORT_KEY", "ReportInput"]

REPORT_KEY = "round-reports"
"""The one partition key of ``score.report-inputs``."""


class ReportInput(Model):
    """One fact for the round report: a judged candidate, a score or a round control."""

    judged: JudgedItem | None = None
    """A candidate and the judge's decision (accepted items enter the report)."""

    score: ItemScore | None = None
    """An agent's score on one item."""

    control: RoundControl | None = None
    """A round opened or closed (a close builds the report)."""

    @model_validator(mode="after")
    def _exactly_one(self) -> ReportInput:
        given = [f for f in ("judged", "score", "control") if getattr(self, f) is not None]
        if len(given) != 1:
            raise ValueError(
                f"a report input carries exactly one of judged, score, control; got {given}"
            )
        return self
