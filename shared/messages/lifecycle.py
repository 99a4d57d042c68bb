"""Lifecycle records (topic ``lifecycle``): which step of a round or of a job is done.

A round goes open → generate → judge → ask → score → close → answer logs → snapshots →
report → trends; a job (``dyneval run``, ``run --continuous``, ``leaktest``) starts,
runs its rounds and finishes. Each step appends one record once it is done, with a fixed
id per (scope, subject, step), so a process that restarts (or a controller that takes
over) reads these records and resumes at the first step without one.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = ["LifecycleStep"]


class LifecycleStep(Model):
    """One step of a round's or a job's lifecycle, done."""

    scope: Literal["round", "job"]
    """Whether ``subject`` is a round id or a job id."""

    subject: str
    """The round id or the job id."""

    step: str
    """The step done: for a round ``generated``, ``judged``, ``asked``, ``scored``,
    ``closed``, ``answer_logs``, ``snapshots``, ``report``, ``trends``; for a job
    ``started``, ``leaktest``, ``report``, ``finished``."""

    at: datetime
    """When the step was done."""

    detail: dict[str, Any] = Field(default_factory=dict)
    """What the step produced (counts, files, a job's plan, a round's trend point)."""
