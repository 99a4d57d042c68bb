"""Reading a whole topic (or its tail) page by page, as many commands and jobs do."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import TypeVar

from pydantic import BaseModel

from shared.bus.base import Bus, Record

__all__ = ["PAGE", "payloads", "records"]

PAGE = 1000
"""Records fetched per read."""

M = TypeVar("M", bound=BaseModel)


async def records(bus: Bus, topic: str, start: int = 0, page: int = PAGE) -> AsyncIterator[Record]:
    """Every record of ``topic`` from offset ``start`` on, in offset order."""
    offset = start
    while True:
        batch = await bus.read(topic, offset, page)
        if not batch:
            return
        for record in batch:
            yield record
        offset = batch[-1].offset + 1


async def payloads(bus: Bus, topic: str, model: type[M], start: int = 0) -> AsyncIterator[M]:
    """Every message of ``topic`` parsed as ``model``."""
    async for record in records(bus, topic, start):
        yield model.model_validate(record.envelope().payload)
