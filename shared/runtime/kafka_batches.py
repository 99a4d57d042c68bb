"""A Kafka worker's batches: each partition's records handled and committed in one transaction."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.errors import InvalidSessionTimeoutError, KafkaError

from shared.bus.base import Record
from shared.bus.kafka import message_id
from shared.errors import ConfigError
from shared.messages.envelope import Envelope
from shared.messages.topics import DEAD
from shared.runtime.kafka_assignment import TRANSACTION_TIMEOUT_MS, PartitionAssignment
from shared.runtime.kafka_task import PartitionState, PartitionTask
from shared.telemetry import DEAD as DEAD_COUNT
from shared.telemetry import DUPLICATES, MESSAGES_IN, MESSAGES_OUT

__all__ = ["TOPIC_HEADER", "BatchHandling"]


class BatchHandling(PartitionAssignment):
    """Polls a batch, hands each partition's records to its task, re-reads what failed."""

    async def _handle_task(
        self, task: PartitionTask, batches: dict[TopicPartition, list[Any]]
    ) -> None:
        name = self.service.name
        others = (
            []
            if self.service.broadcast_inputs  # state fully per partition (see Service)
            else [t.stored for n, t in sorted(self._tasks.items()) if n != task.partition]
        )
        state = PartitionState(task.stored, others)
        outputs: list[Envelope] = []
        handled: list[Record] = []
        seen_now: set[str] = set()
        offsets: dict[TopicPartition, int] = {}
        copies: list[tuple[str, int, bytes, bytes, list[tuple[str, bytes]]]] = []
        for tp, messages in batches.items():
            logical = self.bus.names.logical(tp.topic) or tp.topic
            for message in messages:
                record = _record(logical, message)
                offsets[tp] = record.offset + 1
                if logical in self.service.broadcast_inputs:
                    copies.extend(self._fan_out(logical, message))
                    continue
                if tp.topic == self.broadcast_topic:
                    record = _record(_header(message, TOPIC_HEADER) or logical, message)
                    logical = record.topic
                if record.id in task.processed or record.id in seen_now:
                    DUPLICATES.labels(name, logical).inc()
                    continue
                MESSAGES_IN.labels(name, logical).inc()
                raw = self.service.raw_handler
                if logical in self.service.raw_inputs and raw is not None:
                    envelopes = await raw(record)
                    DEAD_COUNT.labels(name, logical).inc(sum(e.topic == DEAD for e in envelopes))
                else:
                    envelopes, _dead = await self.handler.handle(record, state)
                await asyncio.sleep(0)  # let heartbeats and fetches run between records
                outputs.extend(envelopes)
                handled.append(record)
                seen_now.add(record.id)
        await task.commit(outputs, state, handled, offsets, copies)
        for env in outputs:
            if env.topic != DEAD:
                MESSAGES_OUT.labels(name, env.topic).inc()

    def _fan_out(
        self, logical: str, message: Any
    ) -> list[tuple[str, int, bytes, bytes, list[tuple[str, bytes]]]]:
        """One copy of a broadcast input's message for every partition of the service."""
        headers = [(k, v) for k, v in (message.headers or ()) if k != TOPIC_HEADER]
        headers.append((TOPIC_HEADER, logical.encode()))
        return [
            (self.broadcast_topic, p, message.key or b"", message.value or b"", headers)
            for p in range(self.settings.kafka_partitions)
        ]

    async def _step(self, consumer: AIOKafkaConsumer) -> None:
        interval_ms = int(self.settings.kafka_commit_interval_s * 1000)
        if self._pending is not None:
            async with self._busy:
                pending, self._pending = self._pending, None
                await self._reconcile(pending)
        if self._refusal is not None:
            raise self._refusal
        if self._split:  # a service needing every partition waits for them all
            await asyncio.sleep(0.2)
            return
        try:
            fetched = await consumer.getmany(
                timeout_ms=interval_ms, max_records=self.settings.batch_size
            )
        except InvalidSessionTimeoutError as exc:
            raise ConfigError(
                f"the broker at {self.bootstrap} refuses kafka_session_timeout_s="
                f"{self.settings.kafka_session_timeout_s}",
                hint="use a session timeout within the broker's group.min.session.timeout.ms "
                "and group.max.session.timeout.ms (6 s to 30 min by default)",
            ) from exc
        if not fetched or self._pending is not None:
            return  # a new assignment: its tasks first, then re-read from the committed offsets
        async with self._busy:
            by_task: dict[int, dict[TopicPartition, list[Any]]] = {}
            for tp, messages in fetched.items():
                if tp.partition in self._tasks and messages:
                    by_task.setdefault(tp.partition, {})[tp] = messages
            results = await asyncio.gather(
                *(self._handle_task(self._tasks[p], b) for p, b in by_task.items()),
                return_exceptions=True,
            )
            for (number, batch), result in zip(by_task.items(), results, strict=True):
                if isinstance(result, BaseException):
                    await self._rewind(consumer, number, batch, result)

    async def _rewind(
        self,
        consumer: AIOKafkaConsumer,
        number: int,
        batch: dict[TopicPartition, list[Any]],
        error: BaseException,
    ) -> None:
        """A batch that did not commit is read again from its first offset by a fresh task."""
        self._log.warning("batch not committed; re-reading it", partition=number,
                          error=f"{type(error).__name__}: {error}")
        task = self._tasks.pop(number, None)
        if task is not None:
            with contextlib.suppress(KafkaError):
                await task.stop()
        fresh = PartitionTask(
            bootstrap=self.bootstrap, group=self.group, names=self.bus.names,
            changelog=self.changelog, partition=number, request_timeout_ms=self._timeout_ms,
            transaction_timeout_ms=TRANSACTION_TIMEOUT_MS,
        )
        await fresh.start()
        self._tasks[number] = fresh
        for tp in batch:
            committed = await consumer.committed(tp)
            if committed is None:
                await consumer.seek_to_beginning(tp)
            else:
                consumer.seek(tp, committed)
        await asyncio.sleep(self.settings.retry_backoff_s)


TOPIC_HEADER = "dyneval-topic"
"""Header naming the logical topic of a broadcast copy."""


def _header(msg: Any, name: str) -> str | None:
    for key, value in msg.headers or ():
        if key == name:
            return bytes(value).decode("utf-8", "replace")
    return None


def _record(topic: str, msg: Any) -> Record:
    value: bytes = msg.value or b""
    offset = int(msg.offset)
    return Record(
        topic=topic,
        offset=offset,
        id=message_id(value, msg.headers, f"unreadable:{msg.partition}:{offset}"),
        key=(msg.key or b"").decode("utf-8", "replace"),
        timestamp=int(msg.timestamp or 0) / 1000,
        value=value,
        partition=int(msg.partition),
    )
