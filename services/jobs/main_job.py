"""The main job of the embedded default: ingest agent logs, run rounds end to end, report.

Offline with the rule engine unless settings say otherwise: ingest the logs, drain the
pipeline (graphs, claims), then run ``rounds`` rounds through the round lifecycle (open,
generate, judge, ask the configured agents, score, close, answer logs, snapshots, report,
trends; see ``RoundLifecycle``), printing each round's leaderboard as it closes. The
memorizer is leaked every closed round, so the rounds double as a Leak&Test: its gap over
its fallback on each fresh round, and the static contrast on the first round's items.
Finally the latest round's report is written again with the Leak&Test in it.

The job is recorded on the bus (``services.jobs.ledger``): killed anywhere and started
again with the same command, it finishes the round it was in (any open or half-finished
round, says so) and runs only the rounds still missing from its plan.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from services.ingest.service import IngestReport, ingest_paths
from services.jobs.crashpoints import CrashPoints
from services.jobs.leaderboard import leaderboard_table
from services.jobs.leakage import LeakRecord, gap_for, save_leak_record, static_scores
from services.jobs.ledger import Job, start_job
from services.jobs.lifecycle import RoundLifecycle, RoundResult
from services.jobs.local_pipeline import LocalPipeline
from services.jobs.progress import JobProgress
from services.report.render import ReportFiles, report_folder, write_round_report
from shared.agents import AgentPool, MemorizerAgent, build_agents
from shared.bus import LocalBus, TopicInfo
from shared.bus.scan import records as scan_records
from shared.errors import ConfigError
from shared.messages.dead import DeadLetter
from shared.messages.topics import DEAD
from shared.metrics.item import EM
from shared.rounds.documents import round_documents
from shared.settings import Settings
from shared.stats.leaktest import static_contrast

__all__ = ["MainJobResult", "run_main_job"]


@dataclass
class MainJobResult:
    """What the main job did, for the terminal and for scripts."""

    data_dir: Path
    ingest: IngestReport
    services: list[str]
    topics: list[TopicInfo]
    dead: list[DeadLetter] = field(default_factory=list)
    rounds: list[RoundResult] = field(default_factory=list)
    leak: LeakRecord | None = None
    report: ReportFiles | None = None
    elapsed_s: float = 0.0
    shown_live: bool = False
    """Whether the leaderboards were already printed while the job ran."""
    resumed: list[str] = field(default_factory=list)
    """What this run carried on from a killed one (rounds resumed, the job resumed)."""

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        return {
            "data_dir": str(self.data_dir),
            "ingest": self.ingest.to_json(),
            "services": self.services,
            "topics": {t.name: t.messages for t in self.topics},
            "dead_letters": [d.model_dump(mode="json") for d in self.dead],
            "rounds": [
                {
                    "round_id": o.round_id,
                    "items": len(o.items),
                    "report": o.report.model_dump(mode="json") if o.report else None,
                }
                for o in self.rounds
            ],
            "leaktest": self.leak.to_json() if self.leak else None,
            "report": {"html": str(self.report.html), "markdown": str(self.report.markdown)}
            if self.report else None,
            "resumed": self.resumed,
            "elapsed_s": round(self.elapsed_s, 3),
        }  # fmt: skip

    def print(self, console: Console) -> None:
        """A summary a person can read."""
        for line in self.resumed:
            console.print(f"[yellow]resumed[/] {line}", highlight=False)
        table = Table(title="Ingested", title_justify="left")
        for column in ("file", "format", "ingested", "duplicates", "flagged", "dead-lettered"):
            table.add_column(column)
        for report in [*self.ingest.files, self.ingest.total]:
            table.add_row(Path(report.source).name, report.format, str(report.ingested),
                          str(report.duplicates), str(report.flagged), str(report.dead))
        console.print(table)
        if not self.shown_live:
            for outcome in self.rounds:
                if outcome.report is not None:
                    console.print(leaderboard_table(outcome.report))
        if self.leak is not None:
            _print_leak(console, self.leak)
        table = Table(title="Topics after the run", title_justify="left")
        for column in ("topic", "messages", "consumers (lag)"):
            table.add_column(column)
        for info in self.topics:
            groups = ", ".join(f"{g.group} ({g.lag})" for g in info.groups) or "-"
            table.add_row(info.name, str(info.messages), groups)
        console.print(table)
        if self.dead:
            console.print(f"[yellow]{len(self.dead)} dead letter(s)[/]; the first few:")
            for letter in self.dead[:5]:
                console.print(
                    f"  {letter.service} · {letter.where or letter.topic}: {letter.error}"
                )
            console.print("  see them all with [bold]dyneval dead list[/]")
        console.print(f"Data is in {self.data_dir} (inspect with [bold]dyneval topics[/]).")
        if self.report is not None:
            console.print(f"Report: [bold]{self.report.html}[/] (Markdown: {self.report.markdown})")
        console.print(f"Done in {self.elapsed_s:.1f} s.")


def _print_leak(console: Console, leak: LeakRecord) -> None:
    gaps = ", ".join(f"{c.round_id} {c.gap:+.3f}" for c in leak.cycles) or "none"
    static = leak.static
    console.print(
        f"[bold]Leak&Test[/] ({leak.leaked} vs {leak.base}, {leak.metric}): gaps on fresh "
        f"rounds {gaps}. {leak.result.message}.",
        highlight=False,
    )
    if static.a_clean is not None and static.a_leak is not None:
        console.print(
            f"  static contrast on {leak.static_set}: a_clean {static.a_clean:.3f}, "
            f"a_leak {static.a_leak:.3f} (inflation {static.a_leak - static.a_clean:+.3f})",
            highlight=False,
        )


async def _leak(
    bus: LocalBus, settings: Settings, pool: AgentPool, outcomes: Sequence[RoundResult]
) -> LeakRecord | None:
    """The rounds as Leak&Test: the first asked memorizer against its fallback."""
    memorizer = next(
        (pool.agents[n] for n in pool.selected if isinstance(pool.agents.get(n), MemorizerAgent)),
        None,
    )
    if not isinstance(memorizer, MemorizerAgent) or memorizer.fallback is None:
        return None
    base = memorizer.fallback.name
    reported = [(o, o.report) for o in outcomes if o.report is not None and o.items]
    if not reported:
        return None
    cycles = [
        gap for _, r in reported[1:] if (gap := gap_for(r, base, memorizer.name, EM)) is not None
    ]
    clean = {
        r.round_id: row.mean
        for _, r in reported
        for row in r.scores
        if row.agent_id == base and row.metric == EM
    }
    first = reported[0][0]
    documents = await round_documents(bus, settings, first.items)
    memorizer.forget()
    memorizer.learn(first.items)
    a_clean = await static_scores(memorizer.fallback, first.items, documents, settings, EM)
    a_leak = await static_scores(memorizer, first.items, documents, settings, EM)
    return LeakRecord.build(
        source="main job", base=base, leaked=memorizer.name, metric=EM,
        rounds=[o.round_id for o, _ in reported], clean=clean, cycles=cycles, epsilon=0.02,
        alpha=0.05, static=static_contrast(a_clean, a_leak),
        static_set=f"round {first.round_id} ({len(first.items)} items), leaked",
        notes=["the memorizer was leaked every earlier round of this run; run "
               "`dyneval leaktest --rounds 5 --agent bm25` for the protocol's per-round leak"],
    )  # fmt: skip


async def run_main_job(
    settings: Settings,
    sources: Sequence[Path],
    *,
    show_progress: bool = True,
    rounds: int = 2,
    seed: int | None = None,
    console: Console | None = None,
    report: bool = True,
) -> MainJobResult:
    """Ingest ``sources``, run ``rounds`` rounds end to end and write the report."""
    started = time.perf_counter()
    missing = [str(p) for p in sources if not p.exists()]
    if missing:
        raise ConfigError(
            f"no such file or folder: {', '.join(missing)}",
            hint="pass agent-log files or folders, or run without arguments for the examples",
        )
    if settings.bus != "local":
        raise ConfigError(
            f"the main job runs on the embedded default, not {settings.bus!r}",
            hint="unset DYNEVAL_BUS, or run each service with `dyneval serve` on Kafka",
        )
    bus = LocalBus(settings.bus_path)
    pool = build_agents(settings)
    crash = CrashPoints(settings.crash_at)
    with JobProgress(enabled=show_progress, console=console) as progress:
        pipeline = LocalPipeline(bus, settings, progress=progress, crash=crash)
        lifecycle = RoundLifecycle(bus, settings, pool, pipeline, reports=report,
                                   progress=progress, crash=crash)  # fmt: skip
        try:
            plan = {"rounds": rounds, "seed": seed, "agents": pool.selected,
                    "sources": [str(s) for s in sources]}  # fmt: skip
            job = await start_job(bus, "run", plan)
            resumed = _resumed_job(job, rounds)
            for line in resumed:
                progress.log(f"[yellow]resuming:[/] {line}")
            ingested = await _ingest(settings, bus, sources, progress, crash)
            await pipeline.settle()
            for unfinished in await lifecycle.unfinished():
                line = (f"round {unfinished.round_id} was left unfinished (next step: "
                        f"{unfinished.next_step}); finishing it first")  # fmt: skip
                resumed.append(line)
                progress.log(f"[yellow]resuming:[/] {line}")
                result = await lifecycle.finish(unfinished.round_id)
                if unfinished.job_id == job.job_id and result.report is not None:
                    progress.print(leaderboard_table(result.report))
            while len(job.rounds) < rounds:
                index = len(job.rounds)
                result = await lifecycle.run(
                    seed=None if seed is None else seed + index, parent_id=job.job_id
                )
                job.rounds.append(result.round_id)
                if result.report is not None and show_progress:
                    progress.print(leaderboard_table(result.report))
            crash.scope = "job"
            outcomes = [await lifecycle.load(rid) for rid in job.rounds]
            leak = await _leak(bus, settings, pool, outcomes)
            if leak is not None:
                save_leak_record(settings, leak, name=f"{job.job_id}-main-job")
            await job.record(bus, "leaktest", {"saved": leak is not None})
            crash.point("after:leaktest")
            files = None
            if report and any(o.report is not None for o in outcomes):
                files = await write_round_report(bus, settings, None, report_folder(settings),
                                                 crash.point)  # fmt: skip
            await job.record(bus, "finished", {"rounds": job.rounds})
            dead_records = [r async for r in scan_records(bus, DEAD)]
            dead = [DeadLetter.model_validate(r.envelope().payload) for r in dead_records]
            return MainJobResult(
                settings.data_dir, ingested, pipeline.names, await bus.topics(), dead,
                outcomes, leak, files, time.perf_counter() - started, shown_live=show_progress,
                resumed=resumed,
            )  # fmt: skip
        finally:
            await pipeline.stop()
            await pool.aclose()
            await bus.close()


def _resumed_job(job: Job, rounds: int) -> list[str]:
    """What the terminal says about carrying on a killed run of the same command."""
    if not job.resumed:
        return []
    return [
        f"the run started at {job.started_at:%Y-%m-%d %H:%M:%S} UTC with this command did "
        f"not finish: {len(job.rounds)} of its {rounds} round(s) were opened; carrying on"
    ]


async def _ingest(
    settings: Settings,
    bus: LocalBus,
    sources: Sequence[Path],
    progress: JobProgress,
    crash: CrashPoints,
) -> IngestReport:
    """Ingest ``sources`` with a progress bar over the bytes read (and a crash point per
    progress step: ingesting again is idempotent, logs are de-duplicated by id)."""
    total = sum(
        p.stat().st_size
        for s in sources
        for p in ([s] if s.is_file() else sorted(s.rglob("*")))
        if p.is_file()
    )
    progress.update("ingest", completed=0, total=total)
    sizes: dict[str, int] = {}

    def advance(source: str, done_bytes: int, total_bytes: int) -> None:
        sizes[source] = done_bytes
        progress.update("ingest", completed=sum(sizes.values()), total=total)
        crash.point("ingest")

    return await ingest_paths(list(sources), "auto", bus, settings, advance)
