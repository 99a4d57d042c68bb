"""The topic-log protocol on Apache Kafka (aiokafka): produce, read, replay, admin, lag.

Logical topics (``logs``, ``qa.accepted`` ...) become Kafka topics named
``{kafka_namespace}{topic}`` and consumer groups ``{kafka_namespace}{service}``, so a
fresh namespace isolates a test run or a replay on a shared broker. Messages are keyed
by ``Envelope.key`` (the graph id), so a graph's messages stay in one partition, in order.

Offsets on Kafka are per partition, and so are the ``Bus`` protocol's positions:
``read_at``, ``ends``, ``committed_at``, ``positions_at`` and ``lag`` take and give one
offset per partition, ``read_from`` reads every partition from its own start. The
single-offset methods (``read``, ``commit``, ``committed``, ``end_offset``,
``offset_for_time``) apply one offset to every partition and are exact only for a
one-partition topic; whole-topic readers use positions (``shared.bus.scan``).

Appends are not de-duplicated by the broker: a message id may occur twice on a Kafka
topic after a producer crash; consumers de-duplicate by id (see ``read_distinct`` and
the Kafka worker). Reads use ``read_committed`` isolation.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from datetime import datetime

from aiokafka import TopicPartition
from aiokafka.errors import KafkaError

from shared.bus.base import GroupLag, Position, Record, TopicInfo
from shared.bus.kafka_names import (
    BROADCAST_SUFFIX,
    ID_HEADER,
    KafkaNames,
    bootstrap_of,
    message_id,
)
from shared.bus.kafka_reading import KafkaReading
from shared.errors import BusError
from shared.messages.envelope import Envelope
from shared.settings import Settings

__all__ = [
    "BROADCAST_SUFFIX",
    "ID_HEADER",
    "KafkaBus",
    "KafkaNames",
    "bootstrap_of",
    "message_id",
]


class KafkaBus(KafkaReading):
    """A ``Bus`` over a Kafka cluster; clients are started lazily and closed by ``close``.

    Its layers: ``kafka_connection`` (clients, broker errors), ``kafka_admin`` (topics and
    consumer groups), ``kafka_reading`` (offsets, lag, records); this module adds replay
    and the ``Bus`` protocol.
    """

    @classmethod
    def from_settings(cls, settings: Settings) -> KafkaBus:
        """The bus ``settings.bus`` names, with the configured partitions and namespace."""
        return cls(
            bootstrap_of(settings),
            partitions=settings.kafka_partitions,
            namespace=settings.kafka_namespace,
        )

    async def copy_to_namespace(
        self, topic: str, starts: dict[int, int], namespace: str
    ) -> int:
        """Re-feed ``topic`` from ``starts`` into the same topic of ``namespace``.

        The envelopes keep their ids and keys, so workers started in ``namespace`` (fresh
        consumer groups) regenerate everything downstream; returns the messages copied.
        """
        if namespace == self.names.namespace:
            raise BusError(
                f"replay target namespace {namespace!r} is the source namespace",
                hint="replay into a fresh namespace (--into NAME.)",
            )
        target = KafkaBus(self.bootstrap, partitions=self.partitions, namespace=namespace)
        try:
            seen: set[str] = set()
            envelopes = []
            for record in await self.read_from(topic, starts):
                if record.id not in seen:
                    seen.add(record.id)
                    envelopes.append(record.envelope())
            for start in range(0, len(envelopes), 500):
                await target.append(topic, envelopes[start : start + 500])
        finally:
            await target.close()
        return len(envelopes)

    async def append(self, topic: str, envelopes: Sequence[Envelope]) -> list[int | None]:
        """Produce each envelope keyed by its key; returns partition offsets (acks=all)."""
        if not envelopes:
            return []
        await self.ensure_topics([topic])
        producer = await self._producer_client()
        name = self.names.topic(topic)
        futures = []
        try:
            for env in envelopes:
                if env.topic != topic:
                    raise BusError(f"message {env.id} is addressed to {env.topic!r}, not {topic!r}")
                futures.append(
                    await producer.send(
                        name,
                        env.model_dump_json().encode(),
                        key=env.key.encode(),
                        headers=[(ID_HEADER, env.id.encode())],
                    )
                )
            placed = await asyncio.gather(*futures)
        except KafkaError as exc:
            raise self._broker_error(f"producing to {topic!r}", exc) from exc
        return [int(meta.offset) for meta in placed]

    async def read_at(self, topic: str, position: Mapping[int, int], limit: int) -> list[Record]:
        """Up to ``limit`` records at or after ``position`` (a contiguous run per partition)."""
        return await self.read_from(topic, dict(position), limit)

    async def ends(self, topic: str) -> Position:
        """End offset (``read_committed``: the last stable offset) of every partition."""
        return {p: end for p, (_, end) in (await self.partition_ends(topic)).items()}

    async def committed_at(self, group: str, topic: str) -> Position:
        """The committed offset of every partition ``group`` committed on ``topic``."""
        found = await self.group_offsets(self.names.group(group), topic)
        return {p: off for p, off in found.items() if off >= 0}

    async def positions_at(self, topic: str, at: datetime) -> Position:
        """Per partition, the first offset at or after ``at`` (else the end)."""
        return await self.offsets_at(topic, at)

    async def lag(self, group: str, topic: str) -> int:
        """Records of ``topic`` after ``group``'s committed offsets (markers excluded)."""
        return await self.service_lag(group, topic)

    async def read(self, topic: str, offset: int, limit: int) -> list[Record]:
        """Up to ``limit`` records at partition offset ``offset`` or later, every partition."""
        parts = await self.partitions_of(topic)
        return await self.read_from(topic, dict.fromkeys(parts, offset), limit)

    async def commit(self, group: str, topic: str, offset: int) -> None:
        """Set ``group``'s committed offset to ``offset`` on every partition of ``topic``."""
        parts = await self.partitions_of(topic)
        await self.ensure_topics([topic])
        reader = self._reader(self.names.group(group))
        name = self.names.topic(topic)
        try:
            await reader.start()
            tps = [TopicPartition(name, p) for p in parts]
            reader.assign(tps)
            await reader.commit({tp: offset for tp in tps})
        except KafkaError as exc:
            raise self._broker_error(f"committing {group!r} on {topic!r}", exc) from exc
        finally:
            await reader.stop()

    async def committed(self, group: str, topic: str) -> int:
        """The smallest committed partition offset of ``group`` on ``topic`` (0 if none)."""
        offsets = await self.group_offsets(self.names.group(group), topic)
        parts = await self.partitions_of(topic)
        if not parts:
            return 0
        return min(max(offsets.get(p, 0), 0) for p in parts)

    async def end_offset(self, topic: str) -> int:
        """The largest partition end offset of ``topic``."""
        ends = await self.partition_ends(topic)
        return max((end for _, end in ends.values()), default=0)

    async def offset_for_time(self, topic: str, at: datetime) -> int:
        """The smallest per-partition first offset at or after ``at``."""
        found = await self.offsets_at(topic, at)
        ends = await self.partition_ends(topic)
        hits = [off for p, off in found.items() if off < ends[p][1]]
        return min(hits) if hits else max((end for _, end in ends.values()), default=0)

    async def topics(self) -> list[TopicInfo]:
        """Topics of this namespace with summed counts, ends and lag per consumer group."""
        admin = await self._admin_client()
        try:
            names = sorted(await admin.list_topics())
            groups = [g for g, *_ in await admin.list_consumer_groups()]
            group_offsets = {g: await admin.list_consumer_group_offsets(g) for g in groups}
        except KafkaError as exc:
            raise self._broker_error("listing topics", exc) from exc
        infos = []
        for name in names:
            logical = self.names.logical(name)
            if logical is None or name.endswith(("-changelog", "__leader")):
                continue
            ends = await self.partition_ends(logical)
            lags = []
            for group, offsets in sorted(group_offsets.items()):
                mine = {tp.partition: m.offset for tp, m in offsets.items() if tp.topic == name}
                if not mine:
                    continue
                committed = sum(max(o, 0) for o in mine.values())
                lag = await self.lag_from(logical, {p: max(o, 0) for p, o in mine.items()})
                lags.append(GroupLag(group.removeprefix(self.names.namespace), committed, lag))
            messages = sum(end - first for first, end in ends.values())
            end_total = sum(end for _, end in ends.values())
            infos.append(TopicInfo(logical, messages, end_total, tuple(lags)))
        return infos
