"""The round controller's loop: hold the lease, decide, open or close, repeat.

Every poll the controller takes (or renews) the lease; a standby that does not get it
waits and tries again, so of any number of controllers started on one bus exactly one
acts, and another takes over when it dies. While a step runs (gathering evidence or
asking agents can take minutes) a keeper renews the lease alongside it and cancels the
step if the lease is lost. Steps are recorded on the bus as they are done (the round
lifecycle), so a cancelled or crashed step is done again by whichever controller leads
next: a round whose closing began is finished first, whatever the policy says.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from prometheus_client import Counter, Gauge

from services.controller.evidence import EvidenceSource
from services.controller.lease import Lease
from services.controller.policy import Action, RoundPolicy, decide
from services.controller.steps import ClosedRound, ControllerEvent, RoundSteps
from services.jobs.crashpoints import CrashPoints
from services.jobs.ledger import Job
from services.jobs.pipeline import Pipeline
from shared.agents import AgentPool
from shared.bus import Bus
from shared.bus.scan import count_records
from shared.errors import DynevalError
from shared.messages.topics import GRAPHS
from shared.rounds.control import round_states
from shared.settings import Settings
from shared.telemetry import get_logger

__all__ = ["LEADER", "ROUNDS_TOTAL", "LeaseLost", "RoundController"]

ROUNDS_TOTAL = Counter(
    "dyneval_controller_rounds_total", "Rounds the controller opened or closed.", ["action"]
)
LEADER = Gauge("dyneval_controller_leader", "1 while this controller holds the lease, else 0.")
INTERVAL = Gauge(
    "dyneval_controller_interval_seconds",
    "How long the controller keeps a round open (absent when rounds close by graph count).",
)
STEP_ERRORS = Counter(
    "dyneval_controller_step_errors_total", "Controller steps that failed and were retried."
)

_log = get_logger("controller")


class LeaseLost(DynevalError):
    """Another controller holds the lease now."""


def _utcnow() -> datetime:
    return datetime.now(UTC)


class RoundController:
    """Opens and closes rounds by policy while it holds the lease."""

    def __init__(
        self,
        bus: Bus,
        settings: Settings,
        pool: AgentPool,
        *,
        pipeline: Pipeline,
        lease: Lease,
        policy: RoundPolicy | None = None,
        evidence: Sequence[EvidenceSource] = (),
        leak: bool = True,
        clock: Callable[[], datetime] = _utcnow,
        on_event: Callable[[ControllerEvent], None] | None = None,
        job: Job | None = None,
        crash: CrashPoints | None = None,
    ) -> None:
        self.bus = bus
        self.settings = settings
        self.lease = lease
        self.policy = policy or RoundPolicy.from_settings(settings)
        self.clock = clock
        self._on_event = on_event
        self.job = job
        self.steps = RoundSteps(bus, settings, pool, pipeline, evidence=evidence, leak=leak,
                                emit=self.emit, job_id=job.job_id if job else None,
                                crash=crash)  # fmt: skip
        self.closed: list[ClosedRound] = []
        self.leading = False
        self.done = False
        """Whether the policy is done (``max_rounds`` closed), not merely stopped."""

    def emit(self, event: ControllerEvent) -> None:
        """Pass ``event`` to the progress callback."""
        if self._on_event is not None:
            self._on_event(event)

    # -- one decision -------------------------------------------------------------------
    async def _new_graphs(self, since: datetime) -> int:
        # per partition (Kafka), counting records rather than offsets (commit markers)
        return await count_records(self.bus, GRAPHS, await self.bus.positions_at(GRAPHS, since))

    async def _closed_count(self) -> int:
        """Rounds closed towards ``max_rounds``: the job's (by any of its processes), else
        this controller's."""
        if self.job is None:
            return len(self.closed)
        rounds = await self.steps.lifecycle.rounds()
        return sum(1 for p in rounds.values() if p.job_id == self.job.job_id
                   and not p.state.is_open)  # fmt: skip

    async def step(self) -> Action:
        """Decide and act once (the caller holds the lease)."""
        for found in await self.steps.lifecycle.unfinished():
            if found.closing:  # a closing that began is finished first, whatever the policy
                self.closed.append(await self.steps.close(found.state))
                ROUNDS_TOTAL.labels("close").inc()
                return "close"
        states = await round_states(self.bus)
        open_state = next((s for s in reversed(states.values()) if s.is_open), None)
        since = open_state.opened.at if open_state is not None else None
        new_graphs = (
            await self._new_graphs(since)
            if since is not None and self.policy.after_graphs is not None
            else 0
        )
        action = decide(self.policy, now=self.clock(), open_since=since, new_graphs=new_graphs,
                        closed_by_me=await self._closed_count())  # fmt: skip
        if action == "open":
            await self.steps.open()
            ROUNDS_TOTAL.labels("open").inc()
        elif action == "close":
            assert open_state is not None
            self.closed.append(await self.steps.close(open_state))
            ROUNDS_TOTAL.labels("close").inc()
        return action

    # -- the loop -----------------------------------------------------------------------
    async def _keep_lease(self) -> None:
        interval = min(self.settings.controller_lease_ttl_s / 3, self.settings.controller_poll_s)
        while True:
            await asyncio.sleep(interval)
            if not await self.lease.acquire():
                raise LeaseLost(f"controller {self.lease.owner} lost the lease")

    async def _led_step(self, stop: asyncio.Event) -> Action | None:
        """``step`` with the lease renewed alongside: ``LeaseLost`` cancels the step, and
        so does ``stop`` (then ``None``: the step is left to be done again later)."""
        keeper = asyncio.create_task(self._keep_lease())
        work = asyncio.create_task(self.step())
        stopped = asyncio.create_task(stop.wait())
        try:
            await asyncio.wait({keeper, work, stopped}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (keeper, work, stopped):
                if not task.done():
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task
        if work.done() and not work.cancelled():
            return work.result()
        if keeper.done() and not keeper.cancelled():
            keeper.result()  # raises LeaseLost (or the lease's own error)
            raise LeaseLost(f"controller {self.lease.owner} lost the lease")
        return None

    async def _pause(self, stop: asyncio.Event) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), self.settings.controller_poll_s)

    async def run(self, stop: asyncio.Event | None = None) -> list[ClosedRound]:
        """Lead (or stand by) until ``stop`` is set or the policy is done."""
        stop = stop or asyncio.Event()
        if self.policy.every is not None:
            INTERVAL.set(self.policy.every.total_seconds())
        try:
            while not stop.is_set():
                if not await self.lease.acquire():
                    self._set_leading(False)
                    await self._pause(stop)
                    continue
                self._set_leading(True)
                try:
                    action = await self._led_step(stop)
                except LeaseLost as exc:
                    self._set_leading(False, str(exc))
                    continue
                except DynevalError as exc:
                    STEP_ERRORS.inc()
                    _log.warning("controller step failed; retrying", error=str(exc))
                    self.emit(ControllerEvent("retry", None, f"step failed, retrying: {exc}"))
                    await self._pause(stop)
                    continue
                if action is None:
                    self.emit(ControllerEvent("stopped", None, "stopped; an unfinished step is "
                                                               "done again on the next start"))
                    break
                if action == "done":
                    self.done = True
                    self.emit(ControllerEvent("done", None, f"{len(self.closed)} round(s) "
                                                            "closed; done"))  # fmt: skip
                    break
                if action == "wait":
                    await self._pause(stop)
        finally:
            LEADER.set(0)
            with contextlib.suppress(Exception):
                await self.lease.release()
        return self.closed

    def _set_leading(self, leading: bool, why: str = "") -> None:
        LEADER.set(1 if leading else 0)
        if leading == self.leading:
            return
        self.leading = leading
        if leading:
            self.emit(ControllerEvent("leader", None, f"controller {self.lease.owner} leads "
                                                      f"({self.policy.describe()})"))  # fmt: skip
        else:
            self.emit(ControllerEvent("standby", None, why or f"controller {self.lease.owner} "
                                                              "stands by: another one leads"))
