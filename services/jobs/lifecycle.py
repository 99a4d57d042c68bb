"""One round lifecycle, written once: open → generate → judge → ask → score → close →
answer logs → snapshots → report → trends.

``dyneval run``, ``run --continuous``, ``serve controller``, ``eval`` and ``leaktest`` all
drive rounds through ``RoundLifecycle``. What differs between them is injected: the
pipeline to wait for (drained in this process, or watched while other processes run
it), the agents to ask, whether learners are leaked each closed round, whether report
files are written, what happens before a round opens (fresh evidence).

Every step is idempotent and appends its record to the ``lifecycle`` topic when done
(``services.jobs.ledger``): answers have content ids and only unanswered (item, agent)
pairs are asked again, the open and the close have fixed ids, logs are de-duplicated by
id, snapshots are recorded with ``INSERT OR IGNORE``, report files are replaced
atomically. ``finish`` starts at the first step without a record, so a process killed
anywhere, restarted, finishes the round as if it had never stopped.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from services.asking.ask import ask_round, ingest_answer_logs, publish_answers
from services.jobs.crashpoints import CrashPoints
from services.jobs.leaderboard import SHOWN_METRICS
from services.jobs.ledger import RoundProgress, record_step, round_progress
from services.jobs.pipeline import Pipeline
from services.jobs.progress import JobProgress
from services.jobs.round_facts import (
    count_for_round,
    read_answers,
    record_snapshots,
    trend_point,
)
from services.report.data import read_reports
from services.report.render import ReportFiles, report_folder, write_round_report
from shared.agents import AgentPool
from shared.bus import Bus
from shared.llm.usage import StageUsage, usage_by_stage, usage_delta
from shared.messages.answers import AgentAnswer
from shared.messages.qa import QAItem
from shared.messages.rounds import RoundControl, RoundReport
from shared.messages.topics import CANDIDATES, SCORES
from shared.rounds.control import (
    RoundState,
    close_round,
    commitment,
    next_round_id,
    open_round,
    round_seed,
    round_states,
    secret_root,
)
from shared.rounds.export import accepted_items
from shared.rounds.longitudinal import Trend, publish, track
from shared.settings import Settings
from shared.telemetry import get_logger

__all__ = ["LifecycleEvent", "RoundLifecycle", "RoundResult", "can_reveal"]

_log = get_logger("lifecycle")


@dataclass
class RoundResult:
    """What a round produced, from its opening to its trend point."""

    round_id: str
    opened: RoundControl
    closed: RoundControl | None
    items: list[QAItem]
    answers: list[AgentAnswer]
    """Every answer stored for the round (by any process)."""
    report: RoundReport | None
    files: ReportFiles | None = None
    snapshots: int = 0
    trends: list[Trend] = field(default_factory=list)
    resumed_at: str | None = None
    """The step this process resumed the round at (``None``: it ran the round whole)."""
    evidence: object | None = None
    """What was gathered before the round opened (the controller's evidence report)."""
    model_usage: dict[str, StageUsage] = field(default_factory=dict)
    """Model calls, tokens and estimated cost per stage from opening to judging, as the
    ledger's ``judged`` step recorded them (empty on the rule engine, or when the process
    that judged the round had not opened it)."""

    @property
    def verifiable(self) -> bool:
        """Whether the close revealed a seed."""
        return self.closed is not None and self.closed.root_seed is not None


@dataclass(frozen=True, slots=True)
class LifecycleEvent:
    """Something the lifecycle (or the controller driving it) did, for progress output."""

    kind: str
    """``resumed``, ``opened``, ``asking``, ``unrevealed``, ``closed`` (and the
    controller's ``standby``, ``leader``, ``evidence``, ``retry``, ``stopped``, ``done``)."""
    round_id: str | None
    message: str
    closed: RoundResult | None = None
    """The finished round, on ``closed`` events."""


def can_reveal(state: RoundState, settings: Settings) -> bool:
    """Whether this process's secret is the one the round committed to (or none is needed:
    the seed is public, or there is no secret to reveal)."""
    opened = state.opened
    root = secret_root(settings)
    if opened.root_seed is not None or root is None:
        return True
    seed = round_seed(root, state.round_id)
    return commitment(state.round_id, seed, opened.theta_hash) == opened.commitment


class RoundLifecycle:
    """Opens rounds and finishes them, step by recorded step, on one bus."""

    def __init__(
        self,
        bus: Bus,
        settings: Settings,
        pool: AgentPool,
        pipeline: Pipeline,
        *,
        agents: Sequence[str] | None = None,
        leak: bool = True,
        reports: bool = True,
        emit: Callable[[LifecycleEvent], None] = lambda _event: None,
        progress: JobProgress | None = None,
        crash: CrashPoints | None = None,
    ) -> None:
        self.bus = bus
        self.settings = settings
        self.pool = pool
        self.pipeline = pipeline
        self.agents = list(agents) if agents is not None else None
        self.leak = leak
        self.reports = reports
        self.emit = emit
        self.progress = progress or JobProgress(enabled=False)
        self.crash = crash or CrashPoints()
        self._taught: set[str] = set()
        self._usage_at_open: dict[str, dict[str, StageUsage]] = {}

    # -- reading ----------------------------------------------------------------------
    async def rounds(self) -> dict[str, RoundProgress]:
        """Every round with its steps done."""
        return await round_progress(self.bus)

    async def unfinished(self) -> list[RoundProgress]:
        """Rounds still open, or closed with work after close left, oldest first."""
        return [p for p in (await self.rounds()).values() if p.unfinished]

    async def load(self, round_id: str) -> RoundResult:
        """What the bus and the ledger hold of ``round_id``."""
        found = (await self.rounds())[round_id]
        reports = await read_reports(self.bus)
        report_step = found.done.get("report")
        files = None
        if report_step is not None and "html" in report_step.detail:
            files = ReportFiles(Path(report_step.detail["html"]),
                                Path(report_step.detail["markdown"]))  # fmt: skip
        snapshots = found.done.get("snapshots")
        judged = found.done.get("judged")
        model = judged.detail.get("model") if judged is not None else None
        return RoundResult(
            round_id, found.state.opened, found.state.closed,
            await accepted_items(self.bus, round_id), await read_answers(self.bus, round_id),
            reports.get(round_id), files,
            int(snapshots.detail.get("snapshots", 0)) if snapshots is not None else 0,
            await self._trends(round_id, reports),
            model_usage={stage: StageUsage(**spent) for stage, spent in model.items()}
            if isinstance(model, dict) else {},
        )  # fmt: skip

    # -- opening ----------------------------------------------------------------------
    async def open(
        self,
        *,
        seed: int | None = None,
        parent_id: str | None = None,
        before: Callable[[str], Awaitable[None]] | None = None,
    ) -> RoundControl:
        """Open the next round: ``before`` (fresh evidence), let the pipeline catch up,
        publish the open message (atomic: a racing opener is refused)."""
        rid = next_round_id(await round_states(self.bus))
        self.crash.scope = rid
        if before is not None:
            await before(rid)
        await self.pipeline.settle()
        # The round's model usage is what this process's LLM metrics count between here
        # and judging (a round resumed by another process reports none).
        self._usage_at_open[rid] = usage_by_stage()
        control = await open_round(self.bus, self.settings, seed=seed, round_id=rid,
                                   parent_id=parent_id)  # fmt: skip
        seed_text = (
            "secret until close" if control.root_seed is None else f"seed {control.root_seed}"
        )
        self.emit(LifecycleEvent(
            "opened", rid, f"round {rid} opened (θ {control.theta_hash[:12]}, {seed_text}, "
            f"commitment {(control.commitment or '-')[:16]})",
        ))  # fmt: skip
        self.crash.point("after:opened")
        return control

    async def run(
        self, *, seed: int | None = None, parent_id: str | None = None
    ) -> RoundResult:
        """One round whole: open it and finish it."""
        control = await self.open(seed=seed, parent_id=parent_id)
        return await self.finish(control.round_id)

    # -- finishing --------------------------------------------------------------------
    async def finish(self, round_id: str) -> RoundResult:
        """Every step of ``round_id`` not done yet, in order; the finished round."""
        found = (await self.rounds())[round_id]
        done = found.done
        self.crash.scope = round_id
        resumed = found.next_step if found.closing else None
        if resumed is not None:
            self.emit(LifecycleEvent("resumed", round_id,
                                     f"round {round_id}: resuming at step {resumed}"))
        if "judged" not in done:
            await self.pipeline.settle()
            candidates = await count_for_round(self.bus, CANDIDATES, round_id)
            await self._record(round_id, "generated", {"candidates": candidates})
            accepted = await accepted_items(self.bus, round_id)
            detail: dict[str, object] = {"accepted": len(accepted)}
            if round_id in self._usage_at_open:
                usage = usage_delta(usage_by_stage(), self._usage_at_open[round_id])
                detail["model"] = {stage: asdict(spent) for stage, spent in usage.items()}
            await self._record(round_id, "judged", detail)
        items = await accepted_items(self.bus, round_id)
        if "asked" not in done:
            asked = await self.ask(round_id, items)
            await self._record(round_id, "asked", {"answers": asked})
        if "scored" not in done:
            await self.pipeline.settle()
            scores = await count_for_round(self.bus, SCORES, round_id)
            await self._record(round_id, "scored", {"scores": scores})
        closed = await self._close(found.state) if "closed" not in done else found.state.closed
        if self.leak:
            await self._teach(round_id, inclusive=True)
        if "answer_logs" not in done:
            answers = await read_answers(self.bus, round_id)
            report = await ingest_answer_logs(self.bus, self.settings, round_id, answers, items)
            await self.pipeline.settle()
            await self._record(round_id, "answer_logs", {"ingested": report.ingested})
        if "snapshots" not in done:
            count = await record_snapshots(self.bus, self.settings, round_id, items)
            await self._record(round_id, "snapshots", {"snapshots": count})
        reports = await read_reports(self.bus)
        if "report" not in done:
            await self._record(round_id, "report", await self._write_report(round_id, reports))
        if "trends" not in done:
            trends = await self._trends(round_id, reports)
            publish(trends, closed.at if closed is not None else None)
            await self._record(round_id, "trends", trend_point(round_id, trends))
        result = await self.load(round_id)
        result.resumed_at = resumed
        self.emit(LifecycleEvent("closed", round_id, _closed_line(result), result))
        _log.info("round finished", round_id=round_id, items=len(items), resumed_at=resumed)
        return result

    async def ask(
        self,
        round_id: str,
        items: Sequence[QAItem],
        *,
        names: Sequence[str] | None = None,
        only_missing: bool = True,
    ) -> int:
        """Ask the agents the round's items and publish each agent's answers as it ends;
        with ``only_missing`` an (item, agent) pair answered before is not asked again.
        Returns how many answers were published."""
        if not items:
            self.progress.log(f"round {round_id}: no item was accepted; nothing to ask")
            return 0
        agents = list(names or self.agents or self.pool.selected)
        if self.leak:
            await self._teach(round_id, inclusive=False)
        skip = (
            {(a.item_id, a.agent_id) for a in await read_answers(self.bus, round_id)}
            if only_missing else set()
        )  # fmt: skip
        for agent in agents:
            left = sum(1 for item in items if (item.item_id, agent) not in skip)
            self.progress.update(f"{round_id} ask {agent}", completed=len(items) - left,
                                 total=len(items))  # fmt: skip
        self.emit(LifecycleEvent("asking", round_id, f"round {round_id}: {len(items)} accepted "
                                 f"item(s); asking {', '.join(agents)}"))  # fmt: skip

        def tick(agent: str) -> None:
            self.progress.advance(f"{round_id} ask {agent}")
            self.crash.point("ask")

        published = 0

        async def store(answers: list[AgentAnswer]) -> None:
            nonlocal published
            published += await publish_answers(self.bus, answers)

        await ask_round(self.bus, self.settings, round_id, self.pool, names=agents,
                        items=items, tick=tick, skip=skip, on_answers=store)  # fmt: skip
        return published

    # -- steps ------------------------------------------------------------------------
    async def _record(self, round_id: str, step: str, detail: dict[str, object]) -> None:
        await record_step(self.bus, "round", round_id, step, detail)
        self.crash.point(f"after:{step}")

    async def _close(self, state: RoundState) -> RoundControl | None:
        """Publish the close (once) and let the score service report the round."""
        rid = state.round_id
        control = state.closed
        if control is None:
            reveal = can_reveal(state, self.settings)
            if not reveal:
                self.emit(LifecycleEvent(
                    "unrevealed", rid, f"round {rid} was opened under a secret this process "
                    "does not hold: closing it without revealing its seed (it cannot be "
                    "verified)",
                ))  # fmt: skip
            judged = (await self.rounds())[rid].done.get("judged")
            usage = judged.detail.get("model") if judged is not None else None
            control = await close_round(self.bus, self.settings, rid, reveal=reveal,
                                        model_usage=usage if isinstance(usage, dict) else None)
        await self.pipeline.settle()
        await self._record(rid, "closed", {"revealed": control.root_seed is not None})
        return control

    async def _teach(self, round_id: str, *, inclusive: bool) -> None:
        """Leak learners, in round order, every closed round up to ``round_id`` they were
        not taught yet (a restarted process catches up with what the killed one taught)."""
        for rid, state in (await round_states(self.bus)).items():
            if rid == round_id and not inclusive:
                return
            if state.is_open or rid in self._taught:
                if rid == round_id:
                    return
                continue
            items = await accepted_items(self.bus, rid)
            for learner in self.pool.learners():
                learner.learn(items)
            self._taught.add(rid)
            if rid == round_id:
                return

    async def _write_report(
        self, round_id: str, reports: dict[str, RoundReport]
    ) -> dict[str, object]:
        if not self.reports:
            return {"skipped": "report files are off"}
        if round_id not in reports:
            return {"skipped": "the round has no report"}
        files = await write_round_report(self.bus, self.settings, round_id,
                                         report_folder(self.settings), self.crash.point)
        return {"html": str(files.html), "markdown": str(files.markdown)}

    async def _trends(self, round_id: str, reports: dict[str, RoundReport]) -> list[Trend]:
        order = [rid for rid in await round_states(self.bus) if rid in reports]
        upto = order[: order.index(round_id) + 1] if round_id in order else order
        return track([reports[rid] for rid in upto], self.settings.controller_window)


def _closed_line(result: RoundResult) -> str:
    closed = result.closed
    seed = (
        f"seed {closed.root_seed} revealed" if closed is not None and closed.root_seed is not None
        else "seed NOT revealed"
    )  # fmt: skip
    flags = [
        f"{t.agent}/{t.metric} {'↓' if s.direction == 'down' else '↑'}"
        for t in result.trends
        if t.metric in SHOWN_METRICS
        and (s := t.latest_shift) is not None
        and s.round_id == result.round_id
    ]
    text = (
        f"round {result.round_id} closed: {len(result.items)} item(s), {len(result.answers)} "
        f"answer(s), {seed}, {result.snapshots} document snapshot(s) recorded"
    )
    if result.resumed_at is not None:
        text += f" (resumed at {result.resumed_at})"
    if flags:
        text += f"; change points: {', '.join(flags)}"
    if result.model_usage:
        calls = sum(u.calls for u in result.model_usage.values())
        per_stage = ", ".join(f"{stage} {u.calls:.0f}" for stage, u in result.model_usage.items())
        cost = sum(u.cost_usd for u in result.model_usage.values())
        per_item = f"{calls / len(result.items):.2f} per item" if result.items else "no item"
        text += f"; model: {calls:.0f} call(s) ({per_stage}), {per_item}, ${cost:.4f}"
    return text
