"""``dyneval ingest PATH...``: import agent logs, HotpotQA items and FreshQA seeds onto the bus.

The HTTP endpoint is started with ``dyneval serve ingest`` (ingest is a registered
service whose startup hook runs the server; see ``services/ingest/service.py``).
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from services.cli.common import (
    console,
    emit_json,
    open_cli_bus,
    run_async,
    settings,
    stderr_console,
)
from services.ingest.importers import FormatChoice, expand_paths
from services.ingest.service import IngestReport, ingest_paths

__all__ = ["IngestFormat", "ingest", "register"]

SHOWN_ERRORS = 10
"""Dead-letter reasons listed under the table (all of them are on the ``dead`` topic)."""


class IngestFormat(StrEnum):
    """Values of ``--format``."""

    auto = "auto"
    logs = "logs"
    perplexica = "perplexica"
    hotpotqa = "hotpotqa"
    freshqa = "freshqa"


class _FileProgress:
    """A rich progress bar over the bytes of every file being ingested."""

    def __init__(self, bar: Progress, task: TaskID, sizes: dict[str, int]) -> None:
        self.bar = bar
        self.task = task
        self.sizes = sizes
        self.finished = 0

    def __call__(self, source: str, done_bytes: int, total_bytes: int) -> None:
        name = Path(source).name
        self.bar.update(self.task, completed=self.finished + done_bytes, description=name)
        if done_bytes >= total_bytes:
            self.finished += total_bytes


def ingest(
    paths: Annotated[
        list[Path],
        typer.Argument(help="Files or folders (.json, .jsonl, .ndjson, .csv) to ingest."),
    ],
    fmt: Annotated[
        IngestFormat,
        typer.Option("--format", "-f", help="Input format; auto detects per file and record."),
    ] = IngestFormat.auto,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Import logs onto the 'logs' topic, FreshQA seeds onto 'seeds'; bad records go to 'dead'."""
    conf = settings()
    files = expand_paths(paths)
    sizes = {str(p): p.stat().st_size for p in files}
    choice: FormatChoice = fmt.value

    async def run() -> IngestReport:
        async with open_cli_bus(conf) as bus:
            with Progress(
                TextColumn("[bold]{task.description}", justify="left"),
                BarColumn(),
                DownloadColumn(),
                TimeRemainingColumn(),
                console=stderr_console(),
                transient=True,
                disable=as_json,
            ) as bar:
                task = bar.add_task("ingest", total=sum(sizes.values()) or 1)
                return await ingest_paths(
                    files, choice, bus, conf, progress=_FileProgress(bar, task, sizes)
                )

    report = run_async(run)
    if as_json:
        emit_json(report.to_json())
        return
    _print_report(report, choice)


def _shown(source: str) -> str:
    """``source`` relative to the working directory when it lies below it."""
    try:
        return str(Path(source).resolve().relative_to(Path.cwd()))
    except ValueError:
        return source


def _print_report(report: IngestReport, choice: FormatChoice) -> None:
    rows = [
        (_shown(r.source), r.format, r.ingested, r.duplicates, r.flagged, r.dead)
        for r in report.files
    ]
    total = report.total
    if len(report.files) > 1:
        rows.append(
            ("total", total.format, total.ingested, total.duplicates, total.flagged, total.dead)
        )
    table = Table(title="Ingested", title_justify="left")
    table.add_column("file", overflow="fold", ratio=1)
    table.add_column("format", overflow="fold")
    for name in ("ingested", "duplicates", "flagged", "dead-lettered"):
        table.add_column(name, justify="right", no_wrap=True)
    for row in rows:
        table.add_row(*(str(cell) for cell in row))
    console.print(table)
    if total.flagged:
        console.print(
            f"{total.flagged} log(s) cite sources they do not carry; kept and flagged "
            "(AgentLog.dangling_citations)."
        )
    errors = [error for r in report.files for error in r.errors]
    if errors:
        console.print(f"[yellow]{total.dead} record(s) dead-lettered[/], first reasons:")
        for error in errors[:SHOWN_ERRORS]:
            console.print(f"  - {error}", highlight=False, markup=False)
        console.print("See them all with [bold]dyneval dead list[/].")
    unread = [_shown(r.source) for r in report.files if r.dead and not r.ingested]
    if unread and choice != "auto":
        console.print(
            f"No record of {', '.join(unread)} could be read as --format {choice}: if the file "
            "is in another format, leave --format out (auto detects it per file and record).",
            highlight=False,
        )


def register(app: typer.Typer) -> None:
    """Add ``ingest`` to the ``dyneval`` app."""
    app.command("ingest")(ingest)
