"""The main job of the embedded default: ingest agent logs, run the pipeline, summarise.

Later stages (rounds, agents, scoring, reports) extend this job as they land; it
always runs offline with the rule engine unless settings say otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from services.ingest.service import IngestReport, ingest_paths
from services.registry import PIPELINE, SERVICES, build_service
from shared.bus import LocalBus, TopicInfo
from shared.errors import ConfigError
from shared.messages.dead import DeadLetter
from shared.messages.topics import DEAD
from shared.runtime import LocalRuntime
from shared.settings import Settings

__all__ = ["MainJobResult", "run_main_job"]


@dataclass
class MainJobResult:
    """What the main job did, for the terminal and for scripts."""

    data_dir: Path
    ingest: IngestReport
    services: list[str]
    topics: list[TopicInfo]
    dead: list[DeadLetter] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        return {
            "data_dir": str(self.data_dir),
            "ingest": self.ingest.to_json(),
            "services": self.services,
            "topics": {t.name: t.messages for t in self.topics},
            "dead_letters": [d.model_dump(mode="json") for d in self.dead],
        }

    def print(self, console: Console) -> None:
        """A summary a person can read."""
        table = Table(title="Ingested", title_justify="left")
        for column in ("file", "format", "ingested", "duplicates", "flagged", "dead-lettered"):
            table.add_column(column)
        for report in [*self.ingest.files, self.ingest.total]:
            table.add_row(
                Path(report.source).name,
                report.format,
                str(report.ingested),
                str(report.duplicates),
                str(report.flagged),
                str(report.dead),
            )
        console.print(table)
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


async def run_main_job(
    settings: Settings, sources: Sequence[Path], *, show_progress: bool = True
) -> MainJobResult:
    """Ingest ``sources`` and run every pipeline service that exists until idle."""
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
    try:
        report = await _ingest(settings, bus, sources, show_progress)
        names = [n for n in PIPELINE if n in SERVICES]
        runtime = LocalRuntime(bus, [build_service(n, settings) for n in names], settings)
        await _drain(runtime, bus, names, show_progress)
        await runtime.stop()
        dead_records = await bus.read(DEAD, 0, await bus.end_offset(DEAD))
        dead = [DeadLetter.model_validate(r.envelope().payload) for r in dead_records]
        return MainJobResult(settings.data_dir, report, names, await bus.topics(), dead)
    finally:
        await bus.close()


async def _ingest(
    settings: Settings, bus: LocalBus, sources: Sequence[Path], show_progress: bool
) -> IngestReport:
    """Ingest ``sources`` with a progress bar over the bytes read."""
    with Progress(
        TextColumn("{task.description:>8}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=not show_progress,
    ) as progress:
        task = progress.add_task("ingest", total=None)
        sizes: dict[str, int] = {}

        def advance(source: str, done_bytes: int, total_bytes: int) -> None:
            sizes[source] = done_bytes
            progress.update(task, completed=sum(sizes.values()))

        total = sum(
            p.stat().st_size
            for s in sources
            for p in ([s] if s.is_file() else sorted(s.rglob("*")))
            if p.is_file()
        )
        progress.update(task, total=total)
        return await ingest_paths(list(sources), "auto", bus, settings, advance)


async def _drain(
    runtime: LocalRuntime, bus: LocalBus, names: list[str], show_progress: bool
) -> None:
    """Run passes until idle, with one progress bar per service."""
    if not names:
        return
    with Progress(
        TextColumn("{task.description:>8}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        disable=not show_progress,
        transient=False,
    ) as progress:
        tasks = {n: progress.add_task(n, total=None) for n in names}
        services = {s.name: s for s in runtime.services}
        while True:
            result = await runtime.run_until_idle(max_passes=1)
            for name in names:
                inputs = services[name].inputs
                total = sum([await bus.end_offset(t) for t in inputs])
                done = sum([await bus.committed(name, t) for t in inputs])
                progress.update(tasks[name], total=total, completed=done)
            if result.read == 0:
                break
