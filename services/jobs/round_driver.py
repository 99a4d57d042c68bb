"""Driving rounds end to end on the embedded runtime, the way every job needs them.

One round: open it, drain the pipeline (qagen generates, the judge accepts or rejects),
ask the agents the accepted questions, publish their answers and drain (the score
service scores them), close the round and drain (the score service publishes the round
report), then ingest the answers that may seed graphs (live agents with full documents,
never the built-in agents) as agent logs and drain again. Learners (the memorizer) can
be leaked a round's items afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from services.asking.ask import AskedRound, ask_round, ingest_answer_logs, publish_answers
from services.jobs.progress import JobProgress
from services.registry import PIPELINE, SERVICES, build_service
from services.rounds.control import close_round, open_round
from services.rounds.export import accepted_items
from shared.agents import AgentPool
from shared.bus import Bus, LocalBus
from shared.bus.scan import payloads
from shared.messages.qa import QAItem
from shared.messages.rounds import RoundControl, RoundReport
from shared.messages.topics import REPORTS
from shared.runtime import LocalRuntime
from shared.settings import Settings

__all__ = ["RoundDriver", "RoundOutcome", "read_report", "read_reports"]


@dataclass
class RoundOutcome:
    """What one driven round produced."""

    control: RoundControl
    items: list[QAItem]
    asked: AskedRound | None
    report: RoundReport | None

    @property
    def round_id(self) -> str:
        """The round."""
        return self.control.round_id


async def read_reports(bus: Bus) -> dict[str, RoundReport]:
    """Every round report on the ``reports`` topic by round (the latest per round wins)."""
    out: dict[str, RoundReport] = {}
    async for report in payloads(bus, REPORTS, RoundReport):
        out[report.round_id] = report
    return out


async def read_report(bus: Bus, round_id: str) -> RoundReport | None:
    """The report of ``round_id``, if published."""
    return (await read_reports(bus)).get(round_id)


class RoundDriver:
    """The pipeline's services on one local runtime, plus the agents to ask."""

    def __init__(
        self,
        bus: LocalBus,
        settings: Settings,
        pool: AgentPool,
        progress: JobProgress | None = None,
    ) -> None:
        self.bus = bus
        self.settings = settings
        self.pool = pool
        self.progress = progress or JobProgress(enabled=False)
        self.names = [name for name in PIPELINE if name in SERVICES]
        self.runtime = LocalRuntime(bus, [build_service(n, settings) for n in self.names], settings)

    async def drain(self) -> None:
        """Run the services until no input is left, updating one bar per service."""
        services = {s.name: s for s in self.runtime.services}
        while True:
            result = await self.runtime.run_until_idle(max_passes=1)
            for name in self.names:
                inputs = services[name].inputs
                total = sum([await self.bus.end_offset(t) for t in inputs])
                done = sum([await self.bus.committed(name, t) for t in inputs])
                self.progress.update(name, completed=done, total=total)
            if result.read == 0:
                return

    async def run_round(
        self,
        *,
        seed: int | None = None,
        round_id: str | None = None,
        names: Sequence[str] | None = None,
        leak: bool = True,
    ) -> RoundOutcome:
        """One round end to end; afterwards learners are leaked its items when ``leak``."""
        control = await open_round(self.bus, self.settings, seed=seed, round_id=round_id)
        rid = control.round_id
        self.progress.log(f"round [bold]{rid}[/] opened (θ {control.theta_hash[:12]})")
        await self.drain()
        items = await accepted_items(self.bus, rid)
        asked: AskedRound | None = None
        if items:
            agents = list(names if names is not None else self.pool.selected)
            for agent in agents:
                self.progress.update(f"{rid} ask {agent}", completed=0, total=len(items))
            asked = await ask_round(
                self.bus, self.settings, rid, self.pool, names=agents, items=items,
                tick=lambda agent: self.progress.advance(f"{rid} ask {agent}"),
            )  # fmt: skip
            await publish_answers(self.bus, asked.answers)
            await self.drain()
        else:
            self.progress.log(f"round {rid}: no item was accepted; nothing to ask")
        await close_round(self.bus, self.settings, rid)
        await self.drain()
        report = await read_report(self.bus, rid)
        if asked is not None:
            await ingest_answer_logs(self.bus, self.settings, rid, asked.answers, asked.items)
            await self.drain()
        if leak and items:
            for learner in self.pool.learners():
                learner.learn(items)
        return RoundOutcome(control, items, asked, report)

    async def stop(self) -> None:
        """Run the services' shutdown hooks."""
        await self.runtime.stop()
