"""Ingest as a producer: importer records onto the ``logs``/``seeds`` topics, bad ones to ``dead``.

Ingest reads files and HTTP bodies rather than a topic, so it consumes nothing and
appends directly through the ``Bus`` protocol. ``build`` makes it a registered
daemon (no handler: starting it runs the HTTP endpoint), so ``dyneval serve
ingest`` starts it like any worker. Records are appended by
``shared.intake.writer`` (content-derived ids, duplicates reported, every rejected
record a ``DeadLetter`` naming its ``file:line`` and field, and the batch goes on).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from services.ingest.importers import (
    FormatChoice,
    expand_paths,
    framing_for,
    import_record,
    import_stream,
)
from shared.bus import open_bus
from shared.bus.base import Bus
from shared.intake.writer import (
    PRODUCER,
    FileReport,
    IngestReport,
    ItemOutcome,
    ingest_items,
    new_writer,
)
from shared.runtime.service import Daemon
from shared.settings import Settings

__all__ = [
    "FileReport",
    "IngestReport",
    "Progress",
    "build",
    "ingest_paths",
    "ingest_payloads",
]


class Progress(Protocol):
    """Told how far ingest has read into the current file."""

    def __call__(self, source: str, done_bytes: int, total_bytes: int) -> None:
        """``done_bytes`` of ``total_bytes`` of ``source`` are read."""


async def ingest_paths(
    paths: Sequence[Path],
    fmt: FormatChoice,
    bus: Bus,
    settings: Settings,
    progress: Progress | None = None,
) -> IngestReport:
    """Ingest files and folders; one ``FileReport`` per file, bad records dead-lettered."""
    files = expand_paths(paths)
    result = IngestReport()
    for path in files:
        report = FileReport(source=str(path))
        result.files.append(report)
        total = path.stat().st_size
        framing = framing_for(path, fmt)
        writer = new_writer(bus, settings)
        with path.open("rb") as stream:
            items = import_stream(stream, str(path), framing, fmt, settings.ingest_max_line_bytes)
            for index, item in enumerate(items):
                await writer.add(item, report, index)
                if progress is not None and index % 64 == 0:
                    progress(str(path), stream.tell(), total)
            await writer.flush()
        if progress is not None:
            progress(str(path), total, total)
    return result


async def ingest_payloads(
    payloads: Sequence[Any],
    fmt: FormatChoice,
    bus: Bus,
    settings: Settings,
    *,
    source: str = "http",
) -> tuple[FileReport, list[ItemOutcome]]:
    """Ingest decoded JSON records (e.g. an HTTP batch); item ``i`` is located ``source#i``."""
    report = FileReport(source=source)
    items = (import_record(record, f"{source}#{i}", fmt) for i, record in enumerate(payloads))
    outcomes = await ingest_items(items, bus, settings, report)
    return report, outcomes


def build(settings: Settings) -> Daemon:
    """The ingest daemon: the HTTP endpoint, started and stopped by the runtime."""
    from aiohttp import web

    from services.ingest.http import start

    running: list[tuple[web.AppRunner, Bus]] = []

    async def startup() -> None:
        bus = open_bus(settings)
        try:
            runner = await start(settings, bus)
        except BaseException:
            await bus.close()
            raise
        running.append((runner, bus))

    async def shutdown() -> None:
        while running:
            runner, bus = running.pop()
            await runner.cleanup()
            await bus.close()

    return Daemon(
        name=PRODUCER, outputs=("logs", "seeds", "dead"), startup=startup, shutdown=shutdown
    )
