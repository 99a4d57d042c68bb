"""Appending importer records to their topics: batched, deduplicated, bad ones dead-lettered.

``ingest_items`` turns each ``Accepted`` record into an envelope whose id is derived
from its content (the payload without its ``imported_from`` provenance), so the same
record stored twice, from anywhere, is reported as a duplicate and not appended
again; each ``Rejected`` record (and any accepted one whose payload cannot be
serialised) becomes a ``DeadLetter`` naming its ``file:line`` and field. Outcomes
are counted per source in a ``FileReport``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from shared.bus.base import Bus
from shared.bus.envelopes import envelope_for
from shared.errors import InputError
from shared.intake.json_check import printable
from shared.intake.records import Accepted, Item, Rejected, raw_text
from shared.messages.dead import DeadLetter
from shared.messages.envelope import Envelope, derive_id
from shared.messages.logs import AgentLog
from shared.settings import Settings

__all__ = [
    "PRODUCER",
    "PROVENANCE_KEY",
    "FileReport",
    "IngestReport",
    "ItemOutcome",
    "dead_letter_for",
    "envelope_for_accepted",
    "format_label",
    "ingest_items",
    "new_writer",
]


def format_label(formats: Mapping[str, int]) -> str:
    """A report label for the formats seen in one file (``logs+perplexica``)."""
    return "+".join(sorted(formats)) or "-"


PRODUCER = "ingest"
"""Producer name on every envelope ingest writes."""

PROVENANCE_KEY = "imported_from"
"""``AgentLog.meta`` key holding ``file:line``; left out of the message id."""


@dataclass
class FileReport:
    """What happened to the records of one file (or one HTTP request)."""

    source: str
    formats: Counter[str] = field(default_factory=Counter)
    ingested: int = 0
    duplicates: int = 0
    flagged: int = 0
    dead: int = 0
    errors: list[str] = field(default_factory=list)
    """The first ``MAX_ERRORS`` error messages, for display."""

    MAX_ERRORS = 20

    @property
    def format(self) -> str:
        """The formats seen, joined with ``+``."""
        return format_label(self.formats)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict for ``--json`` output."""
        return {
            "file": self.source,
            "format": self.format,
            "ingested": self.ingested,
            "duplicates": self.duplicates,
            "flagged": self.flagged,
            "dead_lettered": self.dead,
            "errors": list(self.errors),
        }


@dataclass
class IngestReport:
    """Per-file outcomes of one ingest run."""

    files: list[FileReport] = field(default_factory=list)

    @property
    def total(self) -> FileReport:
        """All files summed."""
        total = FileReport(source="total")
        for report in self.files:
            total.formats.update(report.formats)
            total.ingested += report.ingested
            total.duplicates += report.duplicates
            total.flagged += report.flagged
            total.dead += report.dead
        return total

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict for ``--json`` output."""
        total = self.total.to_json()
        del total["file"], total["errors"]
        return {"files": [r.to_json() for r in self.files], "total": total}


@dataclass(frozen=True, slots=True)
class ItemOutcome:
    """The fate of one record of a payload batch."""

    index: int
    where: str
    status: Literal["accepted", "duplicate", "dead"]
    id: str
    """Message id on ``topic`` (the dead letter's id for rejected records)."""
    topic: str
    key: str | None = None
    """Log or seed id of an accepted record."""
    error: str | None = None
    dangling_citations: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict for the HTTP response."""
        out: dict[str, Any] = {"index": self.index, "status": self.status, "id": self.id}
        if self.key is not None:
            out["key"] = self.key
        if self.error is not None:
            out["error"] = self.error
            out["where"] = self.where
        if self.dangling_citations:
            out["dangling_citations"] = list(self.dangling_citations)
        return out


def envelope_for_accepted(item: Accepted) -> Envelope:
    """The envelope of an accepted record; its id ignores where the record came from."""
    payload = item.payload
    content_id = derive_id(item.topic, payload.model_dump_json())
    if isinstance(payload, AgentLog):
        payload = payload.model_copy(update={"meta": {**payload.meta, PROVENANCE_KEY: item.where}})
    return envelope_for(item.topic, payload, key=item.key, producer=PRODUCER, id=content_id)


def dead_letter_for(item: Rejected, now: datetime) -> Envelope:
    """The ``dead`` envelope of a rejected record (same bad record, same id).

    Every text is made storable first: a file name or a value quoted in the error
    may hold lone surrogates, which must not stop the dead letter itself.
    """
    where = printable(item.where)
    raw = None if item.raw is None else printable(item.raw)
    letter = DeadLetter(
        service=PRODUCER,
        topic=item.topic,
        error=printable(str(item.error)),
        error_type=type(item.error).__name__,
        attempts=1,
        failed_at=now,
        raw=raw,
        where=where,
    )
    source = where.rsplit(":", 1)[0]
    dead_id = derive_id("ingest-dead", item.where, item.error.message, item.raw or "")
    return envelope_for("dead", letter, key=source, producer=PRODUCER, id=dead_id)


def _storable(item: Accepted) -> Envelope | Rejected:
    """The envelope of ``item``, or its rejection when its payload cannot be serialised."""
    try:
        return envelope_for_accepted(item)
    except ValueError as exc:  # pydantic's serialisation error is a ValueError
        return Rejected(
            topic=item.topic,
            error=InputError(
                f"the record cannot be stored as JSON: {exc}",
                where=item.where,
                hint="fix the text of this record (valid Unicode, no stray surrogates)",
            ),
            raw=raw_text(repr(item.payload)),
            where=item.where,
            format=item.format,
        )


class _Writer:
    """Buffers envelopes and appends them in batches, counting outcomes per record."""

    def __init__(self, bus: Bus, batch: int) -> None:
        self.bus = bus
        self.batch = batch
        self.pending: list[tuple[Envelope, Item, FileReport, int]] = []
        self.outcomes: list[ItemOutcome] = []

    async def add(self, item: Item, report: FileReport, index: int) -> None:
        now = datetime.now(UTC)
        if item.format is not None:
            report.formats[item.format] += 1
        envelope: Envelope | None = None
        if isinstance(item, Accepted):
            stored = _storable(item)
            if isinstance(stored, Envelope):
                envelope = stored
                report.flagged += item.flagged
            else:
                item = stored
        if envelope is None:
            assert isinstance(item, Rejected)
            envelope = dead_letter_for(item, now)
            report.dead += 1
            if len(report.errors) < FileReport.MAX_ERRORS:
                report.errors.append(str(item.error))
        self.pending.append((envelope, item, report, index))
        if len(self.pending) >= self.batch:
            await self.flush()

    async def flush(self) -> None:
        pending, self.pending = self.pending, []
        by_topic: dict[str, list[tuple[Envelope, Item, FileReport, int]]] = {}
        for entry in pending:
            by_topic.setdefault(entry[0].topic, []).append(entry)
        for topic, entries in by_topic.items():
            offsets = await self.bus.append(topic, [entry[0] for entry in entries])
            for (envelope, item, report, index), offset in zip(entries, offsets, strict=True):
                self.outcomes.append(_outcome(envelope, item, report, index, offset))
        self.outcomes.sort(key=lambda outcome: outcome.index)


def _outcome(
    envelope: Envelope, item: Item, report: FileReport, index: int, offset: int | None
) -> ItemOutcome:
    if isinstance(item, Rejected):
        return ItemOutcome(
            index, item.where, "dead", envelope.id, envelope.topic, error=str(item.error)
        )
    if offset is None:
        report.duplicates += 1
    else:
        report.ingested += 1
    dangling = item.payload.dangling_citations if isinstance(item.payload, AgentLog) else ()
    return ItemOutcome(
        index,
        item.where,
        "duplicate" if offset is None else "accepted",
        envelope.id,
        envelope.topic,
        key=item.key,
        dangling_citations=dangling,
    )


def new_writer(bus: Bus, settings: Settings) -> _Writer:
    """A writer appending to ``bus`` in batches of ``settings.batch_size``."""
    return _Writer(bus, settings.batch_size)


async def ingest_items(
    items: Iterable[Item], bus: Bus, settings: Settings, report: FileReport
) -> list[ItemOutcome]:
    """Append ``items`` to their topics (bad ones to ``dead``), counting into ``report``."""
    writer = _Writer(bus, settings.batch_size)
    for index, item in enumerate(items):
        await writer.add(item, report, index)
    await writer.flush()
    return writer.outcomes
