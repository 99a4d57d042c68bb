"""Reading a whole topic (or its tail) page by page, as many commands and jobs do."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import TypeVar

from pydantic import BaseModel

from shared.bus.base import Bus, Position, Record

__all__ = ["PAGE", "count_records", "payloads", "records"]

PAGE = 1000
"""Records fetched per read."""

M = TypeVar("M", bound=BaseModel)


async def records(
    bus: Bus, topic: str, start: Mapping[int, int] | None = None, page: int = PAGE
) -> AsyncIterator[Record]:
    """Every record of ``topic`` from position ``start`` on (default: the beginning).

    Page by page, each partition advanced past its last record read, so a page boundary
    never skips a record; in offset order within each partition.
    """
    position: Position = dict(start or {})
    while True:
        batch = await bus.read_at(topic, position, page)
        if not batch:
            return
        for record in batch:
            yield record
            position[record.partition] = max(position.get(record.partition, 0), record.offset + 1)


async def payloads(
    bus: Bus, topic: str, model: type[M], start: Mapping[int, int] | None = None
) -> AsyncIterator[M]:
    """Every message of ``topic`` parsed as ``model``."""
    async for record in records(bus, topic, start):
        yield model.model_validate(record.envelope().payload)


async def count_records(bus: Bus, topic: str, start: Mapping[int, int] | None = None) -> int:
    """How many records ``topic`` holds from position ``start`` on."""
    return sum([1 async for _ in records(bus, topic, start)])
