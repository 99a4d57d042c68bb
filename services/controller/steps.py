"""What the controller adds to the round lifecycle: fresh evidence before a round opens.

Opening round ``t``: gather fresh evidence for it (seed questions re-asked or
re-searched, ingested as logs), then the lifecycle lets the pipeline rebuild the graphs
and claims from it and publishes the open message (secret per-round seed, commitment,
θ hash). Closing it is the lifecycle's ``finish``: generate, judge, ask, score, close,
answer logs, snapshots, report, trends, each step recorded, so a controller that takes
over a half-closed round finishes it from the first step left.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from services.controller.evidence import (
    EvidenceReport,
    EvidenceSource,
    gather_evidence,
    read_seeds,
    seeds_for_turn,
)
from services.jobs.crashpoints import CrashPoints
from services.jobs.lifecycle import LifecycleEvent, RoundLifecycle, RoundResult
from services.jobs.pipeline import Pipeline
from shared.agents import AgentPool
from shared.bus import Bus
from shared.messages.rounds import RoundControl
from shared.rounds.control import RoundState, round_states
from shared.settings import Settings
from shared.telemetry import get_logger

__all__ = ["ClosedRound", "ControllerEvent", "RoundSteps"]

_log = get_logger("controller")

ControllerEvent = LifecycleEvent
"""Something the controller or the lifecycle did, for progress output."""

ClosedRound = RoundResult
"""What closing one round produced."""


class RoundSteps:
    """Opening (with fresh evidence) and closing rounds through one lifecycle."""

    def __init__(
        self,
        bus: Bus,
        settings: Settings,
        pool: AgentPool,
        pipeline: Pipeline,
        *,
        evidence: Sequence[EvidenceSource] = (),
        leak: bool = True,
        emit: Callable[[LifecycleEvent], None] = lambda _event: None,
        job_id: str | None = None,
        crash: CrashPoints | None = None,
    ) -> None:
        self.bus = bus
        self.settings = settings
        self.evidence = tuple(evidence)
        self.emit = emit
        self.job_id = job_id
        self.lifecycle = RoundLifecycle(
            bus, settings, pool, pipeline, leak=leak, reports=settings.controller_report,
            emit=emit, crash=crash,
        )  # fmt: skip
        self.gathered: dict[str, EvidenceReport] = {}

    async def _gather(self, rid: str) -> None:
        """Fresh evidence for round ``rid`` from this turn's share of the seed questions."""
        turn = len(await round_states(self.bus))
        share = seeds_for_turn(
            await read_seeds(self.bus), self.settings.controller_seeds_per_round, turn
        )
        if not share:
            return
        report = await gather_evidence(
            self.bus, self.settings, rid, self.evidence, share,
            concurrency=self.settings.agent_concurrency, timeout_s=self.settings.agent_timeout_s,
        )  # fmt: skip
        self.gathered[rid] = report
        self.emit(ControllerEvent(
            "evidence", rid,
            f"fresh evidence for {rid}: {len(share)} seed question(s) from "
            f"{', '.join(s.name for s in self.evidence)}: {report.ingested} new "
            f"log(s), {report.unchanged} unchanged, {report.failed} failed",
        ))  # fmt: skip

    async def open(self) -> RoundControl:
        """Gather fresh evidence for the next round, let the pipeline rebuild, open it."""
        control = await self.lifecycle.open(
            parent_id=self.job_id, before=self._gather if self.evidence else None
        )
        _log.info("round opened", round_id=control.round_id, theta_hash=control.theta_hash)
        return control

    async def close(self, state: RoundState) -> RoundResult:
        """Finish the round: every lifecycle step from the first one not done."""
        result = await self.lifecycle.finish(state.round_id)
        result.evidence = self.gathered.pop(state.round_id, None)
        _log.info("round closed", round_id=state.round_id, items=len(result.items),
                  revealed=result.verifiable)  # fmt: skip
        return result
