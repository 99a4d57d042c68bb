"""What the controller does to open and to close a round.

Opening round ``t``: gather fresh evidence for it (seed questions re-asked or
re-searched, ingested as logs), let the pipeline rebuild the graphs and claims from it,
then publish the open message (secret per-round seed, commitment, θ hash).

Closing it: let the pipeline finish generating and judging, ask the agents the accepted
questions and let the score service score the answers, publish the close message
(revealing the seed) and let the score service publish the round report; then ingest the
answers as agent logs, record the document snapshots the round used, update the
longitudinal figures and write the report with its trend plot.

Every step can be repeated: answers and logs have content ids (a repeat is a duplicate),
so a controller that takes over a half-closed round simply closes it again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from services.asking.ask import AskedRound, ask_round, ingest_answer_logs, publish_answers
from services.asking.documents import latest_by_graph
from services.claims.documents import document_store_path
from services.controller.evidence import (
    EvidenceReport,
    EvidenceSource,
    gather_evidence,
    read_seeds,
    seeds_for_turn,
)
from services.controller.longitudinal import Trend, publish, track
from services.controller.pipeline import Pipeline
from services.jobs.leaderboard import SHOWN_METRICS
from services.jobs.round_driver import read_reports
from services.report.render import ReportFiles, report_folder, write_round_report
from services.rounds.control import (
    RoundState,
    close_round,
    commitment,
    open_round,
    round_seed,
    round_states,
    secret_root,
)
from services.rounds.export import accepted_items
from shared.agents import AgentPool
from shared.bus import Bus
from shared.bus.scan import payloads
from shared.messages.claims import ClaimBuckets
from shared.messages.qa import QAItem
from shared.messages.rounds import RoundControl, RoundReport
from shared.messages.topics import CANDIDATES, CLAIMS
from shared.settings import Settings
from shared.telemetry import get_logger
from shared.web.store import DocumentStore

__all__ = ["ClosedRound", "ControllerEvent", "RoundSteps", "next_round_id"]

_log = get_logger("controller")


@dataclass
class ClosedRound:
    """What closing one round produced."""

    round_id: str
    opened: RoundControl
    closed: RoundControl
    items: list[QAItem]
    report: RoundReport | None
    trends: list[Trend] = field(default_factory=list)
    evidence: EvidenceReport | None = None
    answers: int = 0
    snapshots: int = 0
    files: ReportFiles | None = None

    @property
    def verifiable(self) -> bool:
        """Whether the close revealed a seed."""
        return self.closed.root_seed is not None


@dataclass(frozen=True, slots=True)
class ControllerEvent:
    """Something the controller did, for progress output."""

    kind: str
    """``standby``, ``leader``, ``evidence``, ``opened``, ``asking``, ``unrevealed``,
    ``closed``, ``retry``, ``stopped``, ``done``."""
    round_id: str | None
    message: str
    closed: ClosedRound | None = None
    """The closed round, on ``closed`` events."""


def next_round_id(states: dict[str, RoundState]) -> str:
    """The id ``open_round`` gives the next round (``r0001``, ``r0002`` ...)."""
    number = len(states) + 1
    while f"r{number:04d}" in states:
        number += 1
    return f"r{number:04d}"


class RoundSteps:
    """Opening and closing rounds against one bus, one agent pool and one pipeline."""

    def __init__(
        self,
        bus: Bus,
        settings: Settings,
        pool: AgentPool,
        pipeline: Pipeline,
        *,
        evidence: Sequence[EvidenceSource] = (),
        leak: bool = True,
        emit: Callable[[ControllerEvent], None] = lambda _event: None,
    ) -> None:
        self.bus = bus
        self.settings = settings
        self.pool = pool
        self.pipeline = pipeline
        self.evidence = tuple(evidence)
        self.leak = leak
        self.emit = emit
        self.gathered: dict[str, EvidenceReport] = {}

    async def open(self, states: dict[str, RoundState]) -> RoundControl:
        """Gather fresh evidence for the next round, let the pipeline rebuild, open it."""
        rid = next_round_id(states)
        if self.evidence:
            share = seeds_for_turn(
                await read_seeds(self.bus), self.settings.controller_seeds_per_round, len(states)
            )
            if share:
                report = await gather_evidence(
                    self.bus, self.settings, rid, self.evidence, share,
                    concurrency=self.settings.agent_concurrency,
                    timeout_s=self.settings.agent_timeout_s,
                )  # fmt: skip
                self.gathered[rid] = report
                self.emit(ControllerEvent(
                    "evidence", rid,
                    f"fresh evidence for {rid}: {len(share)} seed question(s) from "
                    f"{', '.join(s.name for s in self.evidence)}: {report.ingested} new "
                    f"log(s), {report.unchanged} unchanged, {report.failed} failed",
                ))  # fmt: skip
        await self.pipeline.settle()
        control = await open_round(self.bus, self.settings, round_id=rid)
        seed = "secret until close" if control.root_seed is None else f"seed {control.root_seed}"
        self.emit(ControllerEvent(
            "opened", rid, f"round {rid} opened (θ {control.theta_hash[:12]}, {seed}, "
            f"commitment {(control.commitment or '-')[:16]})",
        ))  # fmt: skip
        _log.info("round opened", round_id=rid, theta_hash=control.theta_hash)
        return control

    async def close(self, state: RoundState) -> ClosedRound:
        """Ask, score, close, report, and update the longitudinal figures."""
        rid = state.round_id
        await self.pipeline.settle()
        items = await accepted_items(self.bus, rid)
        asked: AskedRound | None = None
        agents = list(self.pool.selected)
        if items and agents:
            self.emit(ControllerEvent(
                "asking", rid, f"round {rid}: {len(items)} accepted item(s); asking "
                f"{', '.join(agents)}",
            ))  # fmt: skip
            asked = await ask_round(self.bus, self.settings, rid, self.pool, items=items)
            await publish_answers(self.bus, asked.answers)
            await self.pipeline.settle()
        reveal = _can_reveal(state, self.settings)
        if not reveal:
            self.emit(ControllerEvent(
                "unrevealed", rid, f"round {rid} was opened under a secret this controller "
                "does not hold: closing it without revealing its seed (it cannot be verified)",
            ))  # fmt: skip
        control = await close_round(self.bus, self.settings, rid, reveal=reveal)
        await self.pipeline.settle()
        reports = await read_reports(self.bus)
        if asked is not None:
            await ingest_answer_logs(self.bus, self.settings, rid, asked.answers, asked.items)
        if self.leak and items:
            for learner in self.pool.learners():
                learner.learn(items)
        closed = ClosedRound(rid, state.opened, control, items, reports.get(rid),
                             evidence=self.gathered.pop(rid, None),
                             answers=len(asked.answers) if asked else 0)  # fmt: skip
        closed.snapshots = await self._record_snapshots(rid, items)
        closed.trends = await self._longitudinal(reports, control.at)
        if self.settings.controller_report and closed.report is not None:
            closed.files = await write_round_report(
                self.bus, self.settings, rid, report_folder(self.settings)
            )
        self.emit(ControllerEvent("closed", rid, _closed_line(closed), closed))
        _log.info("round closed", round_id=rid, items=len(items), revealed=closed.verifiable)
        return closed

    async def _record_snapshots(self, rid: str, items: Sequence[QAItem]) -> int:
        """Record in the document store the snapshots the round's graphs' claims used.

        The graphs are those the round generated from (its candidates, accepted or not), so
        a graph whose only candidate was rejected still records the evidence it was built on.
        """
        path = document_store_path(self.settings)
        if not path.exists():
            return 0
        graphs = {item.graph_id for item in items if item.graph_id}
        async for candidate in payloads(self.bus, CANDIDATES, QAItem):
            if candidate.round_id == rid and candidate.graph_id:
                graphs.add(candidate.graph_id)
        if not graphs:
            return 0
        used = [
            (bucket.url, bucket.content_hash)
            for raw in (await latest_by_graph(self.bus, CLAIMS, graphs)).values()
            for bucket in ClaimBuckets.model_validate(raw).buckets
            if bucket.url and bucket.content_hash
        ]
        with DocumentStore(path) as store:
            return store.record_round(rid, used)

    async def _longitudinal(
        self, reports: dict[str, RoundReport], closed_at: datetime
    ) -> list[Trend]:
        order = [rid for rid in await round_states(self.bus) if rid in reports]
        trends = track([reports[rid] for rid in order], self.settings.controller_window)
        publish(trends, closed_at)
        return trends


def _can_reveal(state: RoundState, settings: Settings) -> bool:
    """Whether this controller's secret is the one the round committed to (or none is
    needed: the seed is public, or there is no secret to reveal)."""
    opened = state.opened
    root = secret_root(settings)
    if opened.root_seed is not None or root is None:
        return True
    seed = round_seed(root, state.round_id)
    return commitment(state.round_id, seed, opened.theta_hash) == opened.commitment


def _closed_line(closed: ClosedRound) -> str:
    seed = (
        f"seed {closed.closed.root_seed} revealed" if closed.verifiable else "seed NOT revealed"
    )
    flags = [
        f"{t.agent}/{t.metric} {'↓' if s.direction == 'down' else '↑'}"
        for t in closed.trends
        if t.metric in SHOWN_METRICS
        and (s := t.latest_shift) is not None
        and s.round_id == closed.round_id
    ]
    text = (
        f"round {closed.round_id} closed: {len(closed.items)} item(s), {closed.answers} "
        f"answer(s), {seed}, {closed.snapshots} document snapshot(s) recorded"
    )
    if flags:
        text += f"; change points: {', '.join(flags)}"
    return text
