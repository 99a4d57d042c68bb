"""Reading a Kafka bus namespace: partition offsets, lag and records."""

from __future__ import annotations

import asyncio
from datetime import datetime

from aiokafka import TopicPartition
from aiokafka.errors import KafkaError

from shared.bus.base import Record
from shared.bus.kafka_admin import KafkaAdmin
from shared.bus.kafka_names import BROADCAST_SUFFIX, record_of
from shared.errors import BusError

__all__ = ["EXACT_LAG_LIMIT", "KafkaReading"]

_POLL_MS = 500
EXACT_LAG_LIMIT = 2000
"""Up to this many offsets of lag are counted record by record (markers excluded)."""


class KafkaReading(KafkaAdmin):
    """Offsets per partition, a service's lag, and records read up to the current ends."""

    async def partition_ends(self, topic: str) -> dict[int, tuple[int, int]]:
        """(first, end) offset of every partition of logical ``topic``."""
        parts = await self.partitions_of(topic)
        if not parts:
            return {}
        name = self.names.topic(topic)
        tps = [TopicPartition(name, p) for p in parts]
        reader = await self._offsets_client()
        try:
            firsts = await reader.beginning_offsets(tps)
            ends = await reader.end_offsets(tps)
        except KafkaError as exc:
            raise self._broker_error(f"reading offsets of {topic!r}", exc) from exc
        return {tp.partition: (int(firsts[tp]), int(ends[tp])) for tp in tps}

    async def service_lag(self, service: str, topic: str) -> int:
        """Messages on ``topic`` that ``service``'s group has not committed yet.

        A service with broadcast inputs (qagen's ``rounds``) handles their copies from its
        ``{service}-broadcast`` topic: those count too, so a zero lag means the service
        is done with everything it was sent.
        """
        done = await self.group_offsets(self.names.group(service), topic)
        lag = await self.lag_from(topic, done)
        copies = f"{service}{BROADCAST_SUFFIX}"
        if topic != copies and await self.partitions_of(copies):
            lag += await self.service_lag(service, copies)
        return lag

    async def lag_from(self, topic: str, committed: dict[int, int]) -> int:
        """Records of ``topic`` at or after ``committed[partition]`` (exact when small).

        Transactional producers leave a commit marker after each transaction; it takes an
        offset but is no record, so ``end - committed`` over-counts by the markers. A
        small difference is therefore counted by reading what is really there; a large
        one (over ``EXACT_LAG_LIMIT``) is reported as the offset difference.
        """
        ends = await self.partition_ends(topic)
        starts = {p: max(committed.get(p, first), first) for p, (first, end) in ends.items()}
        rough = sum(max(ends[p][1] - start, 0) for p, start in starts.items())
        if rough == 0 or rough > EXACT_LAG_LIMIT:
            return rough
        return len(await self.read_from(topic, starts))

    async def offsets_at(self, topic: str, at: datetime) -> dict[int, int]:
        """Per partition, the first offset appended at or after ``at`` (else the end)."""
        ends = await self.partition_ends(topic)
        name = self.names.topic(topic)
        stamp = int(at.timestamp() * 1000)
        reader = await self._offsets_client()
        try:
            found = await reader.offsets_for_times({TopicPartition(name, p): stamp for p in ends})
        except KafkaError as exc:
            raise self._broker_error(f"looking up times on {topic!r}", exc) from exc
        result = {}
        for p, (_, end) in ends.items():
            hit = found.get(TopicPartition(name, p))
            result[p] = end if hit is None else int(hit.offset)
        return result

    async def read_from(
        self, topic: str, starts: dict[int, int], limit: int | None = None
    ) -> list[Record]:
        """Records of logical ``topic`` from ``starts[partition]`` up to the current ends."""
        ends = await self.partition_ends(topic)
        name = self.names.topic(topic)
        todo = {p: (max(starts.get(p, first), first), end) for p, (first, end) in ends.items()}
        todo = {p: span for p, span in todo.items() if span[0] < span[1]}
        if not todo:
            return []
        reader = self._reader()
        records: list[tuple[int, int, Record]] = []
        taken = dict.fromkeys(todo, 0)
        deadline = asyncio.get_running_loop().time() + self._timeout_ms / 1000
        try:
            await reader.start()
            tps = {p: TopicPartition(name, p) for p in todo}
            reader.assign(list(tps.values()))
            for p, (start, _) in todo.items():
                reader.seek(tps[p], start)
            remaining = set(todo)
            while remaining:
                if asyncio.get_running_loop().time() > deadline:
                    raise BusError(
                        f"reading {topic!r} from Kafka at {self.bootstrap} did not reach the "
                        f"end offsets {todo} in time",
                        hint="check the broker (deploy/kafka/data/broker.log)",
                    )
                batch = await reader.getmany(timeout_ms=_POLL_MS)
                for tp, messages in batch.items():
                    end = todo[tp.partition][1]
                    for msg in messages:
                        if msg.offset < end:
                            records.append((msg.offset, tp.partition, record_of(topic, msg)))
                            taken[tp.partition] += 1
                for p in list(remaining):
                    full = limit is not None and taken[p] >= limit
                    if full or await reader.position(tps[p]) >= todo[p][1]:
                        remaining.discard(p)
                        reader.pause(tps[p])
        except KafkaError as exc:
            raise self._broker_error(f"reading {topic!r}", exc) from exc
        finally:
            await reader.stop()
        records.sort(key=lambda item: (item[0], item[1]))
        out = [r for _, _, r in records]
        return out if limit is None else out[:limit]

    async def read_distinct(self, topic: str) -> list[Record]:
        """Every record of ``topic`` once per message id (first occurrence), in offset order."""
        seen: set[str] = set()
        unique = []
        for record in await self.read_from(topic, {}):
            if record.id not in seen:
                seen.add(record.id)
                unique.append(record)
        return unique
