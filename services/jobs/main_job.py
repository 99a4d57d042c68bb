"""The main job of the embedded default: ingest agent logs, run rounds end to end, report.

Offline with the rule engine unless settings say otherwise: ingest the logs, drain the
pipeline (graphs, claims), then run ``rounds`` rounds (open, generate, judge, ask the
configured agents, score, close; see ``RoundDriver``), printing each round's leaderboard
as it closes. The memorizer is leaked every closed round, so the rounds double as a
Leak&Test: its gap over its fallback on each fresh round, and the static contrast on the
first round's items. Finally the latest round's HTML/Markdown report is written.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from services.asking.documents import round_documents
from services.ingest.service import IngestReport, ingest_paths
from services.jobs.leaderboard import leaderboard_table
from services.jobs.leakage import LeakRecord, gap_for, save_leak_record, static_scores
from services.jobs.progress import JobProgress
from services.jobs.round_driver import RoundDriver, RoundOutcome
from services.report.render import ReportFiles, report_folder, write_round_report
from shared.agents import AgentPool, MemorizerAgent, build_agents
from shared.bus import LocalBus, TopicInfo
from shared.errors import ConfigError
from shared.messages.dead import DeadLetter
from shared.messages.topics import DEAD
from shared.metrics.item import EM
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
    rounds: list[RoundOutcome] = field(default_factory=list)
    leak: LeakRecord | None = None
    report: ReportFiles | None = None
    elapsed_s: float = 0.0
    shown_live: bool = False
    """Whether the leaderboards were already printed while the job ran."""

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
            "elapsed_s": round(self.elapsed_s, 3),
        }  # fmt: skip

    def print(self, console: Console) -> None:
        """A summary a person can read."""
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
    bus: LocalBus, settings: Settings, pool: AgentPool, outcomes: Sequence[RoundOutcome]
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
    with JobProgress(enabled=show_progress, console=console) as progress:
        driver = RoundDriver(bus, settings, pool, progress)
        try:
            ingested = await _ingest(settings, bus, sources, progress)
            await driver.drain()
            outcomes: list[RoundOutcome] = []
            for index in range(rounds):
                outcome = await driver.run_round(seed=None if seed is None else seed + index)
                outcomes.append(outcome)
                if outcome.report is not None and show_progress:
                    progress.print(leaderboard_table(outcome.report))
            leak = await _leak(bus, settings, pool, outcomes)
            if leak is not None:
                save_leak_record(settings, leak)
            files = None
            if report and any(o.report is not None for o in outcomes):
                files = await write_round_report(bus, settings, None, report_folder(settings))
            dead_records = await bus.read(DEAD, 0, await bus.end_offset(DEAD))
            dead = [DeadLetter.model_validate(r.envelope().payload) for r in dead_records]
            return MainJobResult(
                settings.data_dir, ingested, driver.names, await bus.topics(), dead,
                outcomes, leak, files, time.perf_counter() - started, shown_live=show_progress,
            )  # fmt: skip
        finally:
            await driver.stop()
            await pool.aclose()
            await bus.close()


async def _ingest(
    settings: Settings, bus: LocalBus, sources: Sequence[Path], progress: JobProgress
) -> IngestReport:
    """Ingest ``sources`` with a progress bar over the bytes read."""
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

    return await ingest_paths(list(sources), "auto", bus, settings, advance)
