"""The lifecycle ledger: what is done, read from and written to the ``lifecycle`` topic.

Every step of a round and of a job appends one ``LifecycleStep`` once it is done. Its
id is fixed by (scope, subject, step), so a step done twice (a process killed after the
work and before it noticed the record landed) is recorded once. A restarted process
reads the ledger and resumes each round at its first step without a record.

A job (``dyneval run``, ``run --continuous``, ``leaktest``) records ``started`` with its
plan; the rounds it opens carry the job's id as the open message's ``parent_id``, written
in the same append as the open, so which rounds belong to a job survives any kill.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from shared.bus import Bus, envelope_for
from shared.bus.scan import payloads, records
from shared.messages.envelope import derive_id
from shared.messages.lifecycle import LifecycleStep
from shared.messages.topics import LIFECYCLE, ROUNDS
from shared.rounds.control import RoundState, round_states

__all__ = [
    "ROUND_STEPS",
    "Job",
    "RoundProgress",
    "ledger",
    "record_step",
    "round_progress",
    "start_job",
]

PRODUCER = "lifecycle"

ROUND_STEPS: tuple[str, ...] = (
    "generated", "judged", "asked", "scored", "closed", "answer_logs", "snapshots", "report",
    "trends",
)  # fmt: skip
"""A round's steps after it opened, in order (the open message records the opening)."""

Scope = Literal["round", "job"]


async def ledger(bus: Bus) -> dict[tuple[str, str], dict[str, LifecycleStep]]:
    """Every record by (scope, subject), then by step (the first record of a step wins)."""
    out: dict[tuple[str, str], dict[str, LifecycleStep]] = {}
    async for step in payloads(bus, LIFECYCLE, LifecycleStep):
        out.setdefault((step.scope, step.subject), {}).setdefault(step.step, step)
    return out


async def record_step(
    bus: Bus, scope: Scope, subject: str, step: str, detail: Mapping[str, Any] | None = None
) -> LifecycleStep:
    """Append that ``step`` of ``subject`` is done (once: the id is fixed by the step)."""
    done = LifecycleStep(scope=scope, subject=subject, step=step, at=datetime.now(UTC),
                         detail=dict(detail or {}))  # fmt: skip
    envelope = envelope_for(
        LIFECYCLE, done, key=subject, producer=PRODUCER,
        id=derive_id(LIFECYCLE, scope, subject, step),
        round_id=subject if scope == "round" else None,
    )  # fmt: skip
    await bus.append(LIFECYCLE, [envelope])
    return done


@dataclass
class RoundProgress:
    """A round with the lifecycle steps done so far."""

    state: RoundState
    done: dict[str, LifecycleStep]
    job_id: str | None
    """The job that opened the round (``None``: opened by hand or by an older version)."""

    @property
    def round_id(self) -> str:
        """The round."""
        return self.state.round_id

    @property
    def next_step(self) -> str | None:
        """The first step not done yet (``None``: the round is finished)."""
        return next((s for s in ROUND_STEPS if s not in self.done), None)

    @property
    def closing(self) -> bool:
        """Whether the lifecycle began to close the round (some step after open is done)."""
        return bool(self.done)

    @property
    def unfinished(self) -> bool:
        """Open, or closed with some of the work after close still to do.

        A closed round without any record was closed by hand (or before the ledger
        existed): there is nothing of the lifecycle's to finish.
        """
        return self.state.is_open or (self.closing and self.next_step is not None)


async def round_progress(bus: Bus) -> dict[str, RoundProgress]:
    """Every round, in order of opening, with its steps done and its job."""
    states = await round_states(bus)
    book = await ledger(bus)
    parents: dict[str, str | None] = {}
    async for record in records(bus, ROUNDS):
        envelope = record.envelope()
        if envelope.payload.get("action") == "open" and envelope.round_id is not None:
            parents.setdefault(envelope.round_id, envelope.parent_id)
    return {
        rid: RoundProgress(state, book.get(("round", rid), {}), parents.get(rid))
        for rid, state in states.items()
    }


@dataclass
class Job:
    """A job: its plan, the rounds it opened, the job steps done."""

    job_id: str
    kind: str
    plan: dict[str, Any]
    started_at: datetime
    resumed: bool
    """Whether an earlier process started the job and this one carries it on."""
    rounds: list[str] = field(default_factory=list)
    """Rounds opened by the job, in order."""
    done: dict[str, LifecycleStep] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        """Whether the job recorded its end."""
        return "finished" in self.done

    async def record(self, bus: Bus, step: str, detail: Mapping[str, Any] | None = None) -> None:
        """Record that the job's ``step`` is done."""
        self.done[step] = await record_step(bus, "job", self.job_id, step, detail)


def _plan_text(plan: Mapping[str, Any]) -> str:
    return json.dumps(plan, sort_keys=True, default=str)


async def start_job(bus: Bus, kind: str, plan: Mapping[str, Any]) -> Job:
    """Carry on the last unfinished ``kind`` job when its plan is ``plan``, else start one.

    An unfinished job with another plan is recorded ``abandoned``: its rounds stay on the
    bus (an unfinished one is finished by whichever job runs next), and it is not resumed.
    """
    book = await ledger(bus)
    starts = sorted(
        (steps["started"] for (scope, _), steps in book.items()
         if scope == "job" and "started" in steps),
        key=lambda s: s.at,
    )  # fmt: skip
    mine = [s for s in starts if s.detail.get("kind") == kind]
    last = mine[-1] if mine else None
    if last is not None:
        steps = book[("job", last.subject)]
        if "finished" not in steps and "abandoned" not in steps:
            if _plan_text(last.detail.get("plan", {})) == _plan_text(plan):
                progress = await round_progress(bus)
                rounds = [rid for rid, p in progress.items() if p.job_id == last.subject]
                return Job(last.subject, kind, dict(plan), last.at, True, rounds, dict(steps))
            await record_step(bus, "job", last.subject, "abandoned",
                              {"reason": "a job of the same kind started with another plan"})
    job_id = "job-" + derive_id(kind, _plan_text(plan), str(len(starts)))
    job = Job(job_id, kind, dict(plan), datetime.now(UTC), False)
    await job.record(bus, "started", {"kind": kind, "plan": dict(plan)})
    job.started_at = job.done["started"].at
    return job
