"""The topic-log protocol every transport implements.

A topic is an append-only log of envelopes split into partitions, each with its own
offsets from 0; a *position* maps partition numbers to the next offset to read there.
The local bus is the one-partition case (partition 0 only); on Kafka a topic has
``kafka_partitions`` partitions. Readers of a whole topic use positions (``read_at``,
``ends``, ``committed_at``, ``lag``, or ``shared.bus.scan``), never one offset for
the whole topic. The single-offset methods (``read``, ``commit``, ``committed``,
``end_offset``, ``offset_for_time``) are the local runtime's view of partition 0.

Appends are idempotent by message id on the local bus: appending an id that is already
on the topic is a no-op reported as ``None``. Consumer groups commit the next offset.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol, runtime_checkable

from shared.messages.envelope import Envelope

__all__ = ["Bus", "GroupLag", "Position", "Record", "TopicInfo", "TransactionalBus"]

Position = dict[int, int]
"""Next offset to read, per partition number (a partition not named starts at its first)."""


@dataclass(frozen=True, slots=True)
class Record:
    """One stored message: its position on the topic and its serialised envelope."""

    topic: str
    offset: int
    id: str
    key: str
    timestamp: float
    """Append time, seconds since the epoch."""
    value: bytes
    partition: int = 0
    """The partition holding the record (always 0 on the local bus)."""

    def envelope(self) -> Envelope:
        """The stored envelope, validated."""
        return Envelope.model_validate_json(self.value)


@dataclass(frozen=True, slots=True)
class GroupLag:
    """A consumer group's position on a topic."""

    group: str
    committed: int
    lag: int


@dataclass(frozen=True, slots=True)
class TopicInfo:
    """A topic with its message count, end offset and consumer groups."""

    name: str
    messages: int
    end_offset: int
    groups: tuple[GroupLag, ...] = field(default=())


@runtime_checkable
class Bus(Protocol):
    """A durable, replayable topic log."""

    async def append(self, topic: str, envelopes: Sequence[Envelope]) -> list[int | None]:
        """Append in order; returns each message's offset, or ``None`` for a duplicate id."""
        ...

    async def read(self, topic: str, offset: int, limit: int) -> list[Record]:
        """Up to ``limit`` records from ``offset`` on, in offset order."""
        ...

    async def read_at(self, topic: str, position: Mapping[int, int], limit: int) -> list[Record]:
        """Up to ``limit`` records at or after ``position``, every partition.

        Within a partition the records returned are a contiguous run from its position,
        so a reader that advances each partition past its last record misses nothing.
        """
        ...

    async def ends(self, topic: str) -> Position:
        """The end offset of every partition of ``topic`` (empty when it does not exist)."""
        ...

    async def committed_at(self, group: str, topic: str) -> Position:
        """``group``'s committed position on ``topic`` (partitions it never committed absent)."""
        ...

    async def positions_at(self, topic: str, at: datetime) -> Position:
        """Per partition, the first offset appended at or after ``at`` (else its end)."""
        ...

    async def lag(self, group: str, topic: str) -> int:
        """Records of ``topic`` that ``group`` has not committed yet, over all partitions."""
        ...

    async def commit(self, group: str, topic: str, offset: int) -> None:
        """Record that ``group`` will next read ``topic`` at ``offset``."""
        ...

    async def committed(self, group: str, topic: str) -> int:
        """The next offset ``group`` reads on ``topic`` (0 when it never committed)."""
        ...

    async def end_offset(self, topic: str) -> int:
        """The offset the next appended message will get."""
        ...

    async def offset_for_time(self, topic: str, at: datetime) -> int:
        """The first offset appended at or after ``at`` (the end offset if none)."""
        ...

    async def topics(self) -> list[TopicInfo]:
        """Every topic with counts, committed offsets and lag per group."""
        ...

    async def close(self) -> None:
        """Release connections."""
        ...


@runtime_checkable
class TransactionalBus(Bus, Protocol):
    """A bus that can append outputs and commit an input offset atomically."""

    async def process(
        self,
        group: str,
        topic: str,
        next_offset: int,
        outputs: Sequence[Envelope],
        processed_ids: Sequence[str],
        state: Sequence[tuple[str, bytes]],
    ) -> list[int | None]:
        """Append ``outputs``, write ``state``, mark ids processed and commit, all or nothing."""
        ...

    async def seen(self, group: str, ids: Sequence[str]) -> set[str]:
        """The subset of ``ids`` that ``group`` has already processed."""
        ...

    async def state_get(self, group: str, key: str) -> bytes | None:
        """A service's stored state value."""
        ...

    async def state_scan(self, group: str, prefix: str) -> list[tuple[str, bytes]]:
        """A service's state entries whose key starts with ``prefix``, by key."""
        ...
