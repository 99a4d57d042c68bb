"""The raw ingest topic: plain agent-log JSON from any Kafka producer, wrapped by the ingest worker.

Outside producers do not speak dyneval's envelope. They produce the record itself (the
README's agent-log shape, a Perplexica search response with ``query``, a HotpotQA item,
or a JSON array of them) as the value of a message on ``logs.raw``, with any key or none;
``kafka-console-producer`` will do. The ingest worker (``dyneval serve ingest`` on a Kafka
bus) reads the topic like any input and, per message, runs the same importers as file
and HTTP ingest: accepted records become ``logs``/``seeds`` envelopes (content-derived
ids, so a record produced twice is one log), rejected ones a ``DeadLetter`` whose
``where`` is ``kafka:logs.raw[PARTITION]@OFFSET#INDEX`` and whose ``partition`` and
``offset`` are set. All of it commits in the worker's transaction with the input offset.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from pydantic import BaseModel

from services.ingest.bodies import import_body
from shared.bus.base import Record
from shared.errors import HandlerError, InputError
from shared.intake.records import Accepted, Item, Rejected, raw_text
from shared.intake.writer import dead_letter_for, envelope_for_accepted
from shared.messages.envelope import Envelope
from shared.runtime.service import Context, Out, Service
from shared.settings import Settings

__all__ = ["NAME", "RAW_LOGS", "build", "wrap_raw"]

NAME = "ingest-raw"
"""The worker reading the raw topic (``dyneval serve ingest-raw``)."""

RAW_LOGS = "logs.raw"
"""Topic of plain records from outside producers (not envelopes)."""


def _located(letter: Envelope, record: Record) -> Envelope:
    payload = {**letter.payload, "partition": record.partition, "offset": record.offset}
    return letter.model_copy(update={"payload": payload})


def wrap_raw(record: Record, settings: Settings) -> list[Envelope]:
    """The ``logs``/``seeds`` envelopes and dead letters of one raw message."""
    now = datetime.now(UTC)
    source = f"kafka:{record.topic}[{record.partition}]@{record.offset}"
    if not record.value.strip():
        error = InputError(
            "empty message on the raw ingest topic", where=source,
            hint="produce one agent-log JSON object (or an array of them) per message",
        )
        items: list[Item] = [Rejected(topic="logs", error=error, raw="", where=f"{source}#0")]
    else:
        items = list(import_body(record.value, source, "auto", settings.ingest_max_line_bytes))
    out: list[Envelope] = []
    for item in items:
        if isinstance(item, Accepted):
            try:
                out.append(envelope_for_accepted(item))
                continue
            except ValueError as exc:  # not storable as JSON (lone surrogates)
                item = Rejected(
                    topic=item.topic,
                    error=InputError(f"the record cannot be stored as JSON: {exc}",
                                     where=item.where),
                    raw=raw_text(repr(item.payload)),
                    where=item.where,
                )
        out.append(_located(dead_letter_for(item, now), record))
    return out


async def _envelopes_only(payload: BaseModel, ctx: Context) -> Sequence[Out]:
    raise HandlerError(
        f"{NAME} reads only raw records from {RAW_LOGS!r}, got an envelope on {ctx.topic!r}"
    )


def build(settings: Settings) -> Service:
    """The raw-topic ingest worker: plain records in, ``logs``/``seeds``/``dead`` out."""

    async def wrap(record: Record) -> list[Envelope]:
        return wrap_raw(record, settings)

    return Service(
        NAME,
        (RAW_LOGS,),
        ("logs", "seeds", "dead"),
        _envelopes_only,
        raw_inputs=(RAW_LOGS,),
        raw_handler=wrap,
    )
