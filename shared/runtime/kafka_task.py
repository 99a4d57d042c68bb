"""One partition of a service on Kafka: its state, processed marks and transactional producer.

A *task* owns partition number ``p`` of every input topic of a service (topics are
co-partitioned and assigned with the range assignor, so one worker holds partition ``p``
of all of them). It handles a batch of its records and then, in ONE Kafka transaction,

- produces the batch's outputs and dead letters,
- writes the state the handlers put and the batch's processed ids (one record) to
  partition ``p`` of the service's compacted changelog topic ``{group}-state-changelog``,
- commits the consumed offsets (``send_offsets_to_transaction``),

so outputs, state and offsets become visible together or not at all (readers use
``read_committed``). The producer's transactional id is ``{group}.p{p}``: whoever takes
partition ``p`` next calls ``init_transactions`` with it, which aborts a dead or fenced
owner's open transaction before the new owner reads the committed offsets. A batch either
commits with its offsets (each input handled once) or is aborted and re-read.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition

from shared.bus.base import Record
from shared.bus.kafka_names import ID_HEADER, KafkaNames
from shared.messages.envelope import Envelope

__all__ = [
    "PROCESSED_BATCH_PREFIX",
    "PROCESSED_PREFIX",
    "STATE_PREFIX",
    "PartitionState",
    "PartitionTask",
]

STATE_PREFIX = b"s:"
"""Changelog key prefix of a handler's state entry."""
PROCESSED_PREFIX = b"p:"
"""Changelog key prefix of one processed message id (read on restore; no longer written)."""
PROCESSED_BATCH_PREFIX = b"P:"
"""Changelog key prefix of a batch's processed ids: ``P:{first id}`` -> a JSON list of ids.
One changelog record per batch instead of one per input message."""


@dataclass
class PartitionState:
    """``StateStore`` of one partition's batch: its writes over this worker's stored state.

    Writes go to the partition's own changelog. Reads see the partition's stored values
    and, behind them, those of the other partitions this worker holds (``others``): a
    single worker that holds every partition sees all state, as on the local runtime.
    With several workers a service sees only its own partitions' state; services that
    need a view across keys declare it (``Service.needs_all_partitions``).
    """

    stored: dict[str, bytes]
    others: list[dict[str, bytes]] = field(default_factory=list)
    pending: dict[str, bytes] = field(default_factory=dict)

    async def get(self, key: str) -> bytes | None:
        """The pending value of ``key`` if this batch wrote one, else the stored one."""
        if key in self.pending:
            return self.pending[key]
        if key in self.stored:
            return self.stored[key]
        for other in self.others:
            if key in other:
                return other[key]
        return None

    def put(self, key: str, value: bytes) -> None:
        """Write ``key`` when the batch commits."""
        self.pending[key] = value

    async def scan(self, prefix: str) -> list[tuple[str, bytes]]:
        """Stored entries under ``prefix`` overlaid with this batch's writes."""
        merged: dict[str, bytes] = {}
        for layer in (*self.others, self.stored, self.pending):
            merged.update((k, v) for k, v in layer.items() if k.startswith(prefix))
        return sorted(merged.items())


class PartitionTask:
    """Partition ``partition`` of a service's inputs, owned by this worker."""

    def __init__(
        self,
        *,
        bootstrap: str,
        group: str,
        names: KafkaNames,
        changelog: str,
        partition: int,
        request_timeout_ms: int,
        transaction_timeout_ms: int,
    ) -> None:
        self.bootstrap = bootstrap
        self.group = group
        self.names = names
        self.changelog = changelog
        self.partition = partition
        self.stored: dict[str, bytes] = {}
        self.processed: set[str] = set()
        self._timeout_ms = request_timeout_ms
        self.producer = AIOKafkaProducer(
            bootstrap_servers=bootstrap,
            transactional_id=f"{group}.p{partition}",
            transaction_timeout_ms=transaction_timeout_ms,
            acks="all",
            linger_ms=5,
            request_timeout_ms=request_timeout_ms,
        )

    async def start(self) -> None:
        """Fence the previous owner (its open transaction is aborted), then restore state."""
        await self.producer.start()
        await self._restore()

    async def stop(self) -> None:
        """Stop the producer (an open transaction is left for the next owner to abort)."""
        await self.producer.stop()

    async def _restore(self) -> None:
        """Read this partition of the changelog to its end into memory."""
        reader = AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap,
            enable_auto_commit=False,
            isolation_level="read_committed",
            request_timeout_ms=self._timeout_ms,
        )
        tp = TopicPartition(self.changelog, self.partition)
        try:
            await reader.start()
            reader.assign([tp])
            await reader.seek_to_beginning(tp)
            end = (await reader.end_offsets([tp]))[tp]
            while await reader.position(tp) < end:
                batch = await reader.getmany(tp, timeout_ms=500, max_records=5000)
                for msg in batch.get(tp, []):
                    self._apply(msg.key or b"", msg.value)
        finally:
            await reader.stop()

    def _apply(self, key: bytes, value: bytes | None) -> None:
        if key.startswith(PROCESSED_BATCH_PREFIX):
            self.processed.update(json.loads(value or b"[]"))
        elif key.startswith(PROCESSED_PREFIX):
            self.processed.add(key[len(PROCESSED_PREFIX) :].decode())
        elif key.startswith(STATE_PREFIX):
            name = key[len(STATE_PREFIX) :].decode()
            if value is None:
                self.stored.pop(name, None)
            else:
                self.stored[name] = value

    async def commit(
        self,
        outputs: Sequence[Envelope],
        state: PartitionState,
        handled: Sequence[Record],
        offsets: dict[TopicPartition, int],
        copies: Sequence[tuple[str, int, bytes, bytes, list[tuple[str, bytes]]]] = (),
    ) -> None:
        """Outputs, copies, state, processed marks and the next ``offsets``: one transaction.

        ``copies`` are raw records (topic, partition, key, value, headers): a broadcast
        input's message fanned out to every partition of the service.
        """
        producer = self.producer
        futures: list[Any] = []
        async with producer.transaction():
            for topic, partition, raw_key, raw_value, headers in copies:
                futures.append(
                    await producer.send(
                        topic, raw_value, key=raw_key, partition=partition, headers=headers
                    )
                )
            for env in outputs:
                futures.append(
                    await producer.send(
                        self.names.topic(env.topic),
                        env.model_dump_json().encode(),
                        key=env.key.encode(),
                        headers=[(ID_HEADER, env.id.encode())],
                    )
                )
            for key, value in state.pending.items():
                futures.append(
                    await producer.send(
                        self.changelog, value, key=STATE_PREFIX + key.encode(),
                        partition=self.partition,
                    )
                )
            if handled:  # the key is unique per batch, so compaction keeps every batch's ids
                futures.append(
                    await producer.send(
                        self.changelog,
                        json.dumps([r.id for r in handled]).encode(),
                        key=PROCESSED_BATCH_PREFIX + handled[0].id.encode(),
                        partition=self.partition,
                    )
                )
            for future in futures:
                await future
            await producer.send_offsets_to_transaction(offsets, self.group)
        self.stored.update(state.pending)
        self.processed.update(r.id for r in handled)
