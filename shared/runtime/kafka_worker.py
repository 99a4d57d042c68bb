"""Run ONE service as a Kafka worker: a consumer group member handling batches in transactions.

One consumer group per service (``{kafka_namespace}{service}``): every worker started for
the same service shares the input topics' partitions (range assignor, so partition ``p``
of every input lands on the same worker). Topics are keyed by graph id and created with
``kafka_partitions`` partitions; a partition's messages are handled in order.

The worker polls a batch (at most ``batch_size`` records, whatever arrived within
``kafka_commit_interval_s``), groups it by partition number and lets each partition's
``PartitionTask`` handle its records and commit outputs, state, processed marks and
input offsets in one Kafka transaction (``shared/runtime/kafka_task.py``). So:

- nothing is lost: an offset is committed only together with the outputs of every
  record before it in its partition, never past a record that was not handled;
- nothing is doubled: a batch's outputs become visible (``read_committed``) only with its
  offsets; a worker killed mid-batch leaves an open transaction that the partition's next
  owner aborts (same transactional id) before it re-reads from the committed offset;
- the worker waits for the broker once per batch, not per message.

Message ids are still de-duplicated per partition (the processed marks), so an input
message produced twice (an outside producer's retry) is handled once.

Handler semantics are the local runtime's (``RecordHandler``): payload validation,
retries with backoff over ``max_attempts``, then a ``DeadLetter`` on the ``dead`` topic.
Service state (``Context.state``) is scoped to the partition of the message that wrote it.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from aiokafka import AIOKafkaConsumer, ConsumerRebalanceListener, TopicPartition
from aiokafka.coordinator.assignors.range import RangePartitionAssignor
from aiokafka.errors import InvalidSessionTimeoutError, KafkaError

from shared.bus.base import Record
from shared.bus.kafka import BROADCAST_SUFFIX, KafkaBus, bootstrap_of, message_id
from shared.errors import ConfigError
from shared.messages.envelope import Envelope
from shared.messages.topics import DEAD
from shared.runtime.discovery import serve_worker_metrics
from shared.runtime.handling import RecordHandler
from shared.runtime.kafka_task import PartitionState, PartitionTask
from shared.runtime.service import Service
from shared.settings import Settings
from shared.telemetry import DEAD as DEAD_COUNT
from shared.telemetry import DUPLICATES, LAG, MESSAGES_IN, MESSAGES_OUT, RETRIES, get_logger

__all__ = ["SERVICE_METRICS_PORTS", "KafkaWorker"]

SERVICE_METRICS_PORTS: dict[str, int] = {
    "ingest": 9101,
    "ingest-raw": 9108,
    "graph": 9102,
    "claims": 9103,
    "qagen": 9104,
    "judge": 9105,
    "score": 9106,
    "controller": 9107,
}
"""Default ``/metrics`` port of each service's worker (deploy/prometheus scrapes these)."""

TRANSACTION_TIMEOUT_MS = 20_000
"""A transaction left open by a dead worker blocks ``read_committed`` readers at most this
long when no new owner takes its partition (a new owner aborts it at once)."""


REBALANCE_TIMEOUT_MS = 60_000
"""At least this long for a live worker to rejoin a rebalance (a slow, loaded machine)."""


def _utcnow() -> datetime:
    return datetime.now(UTC)


class _Rebalance(ConsumerRebalanceListener):  # type: ignore[misc]
    def __init__(self, worker: KafkaWorker) -> None:
        self.worker = worker

    async def on_partitions_revoked(self, revoked: Any) -> None:
        await self.worker.revoked()

    async def on_partitions_assigned(self, assigned: Any) -> None:
        await self.worker.assigned(set(assigned))


class KafkaWorker:
    """One service as a Kafka consumer group member; ``run()`` blocks until SIGTERM/SIGINT."""

    def __init__(
        self,
        service: Service,
        settings: Settings,
        *,
        clock: Callable[[], datetime] = _utcnow,
    ) -> None:
        self.service = service
        self.settings = settings
        self.bootstrap = bootstrap_of(settings)
        self.bus = KafkaBus.from_settings(settings)
        self.group = self.bus.names.group(service.name)
        self.changelog = f"{self.group}-state-changelog"
        self.broadcast_topic = f"{self.group}{BROADCAST_SUFFIX}"
        """Copies of broadcast inputs' messages, one per partition (``broadcast_inputs``)."""
        self.handler = RecordHandler(service, settings, clock)
        self._log = get_logger("kafka_worker").bind(service=service.name, group=self.group)
        self._timeout_ms = int(max(40.0, settings.kafka_session_timeout_s + 10) * 1000)
        self._tasks: dict[int, PartitionTask] = {}
        self._busy = asyncio.Lock()
        self._stop = asyncio.Event()
        self._consumer: AIOKafkaConsumer | None = None
        self._closed = False
        self._split = False
        self._pending: set[TopicPartition] | None = None
        self._refusal: ConfigError | None = None

    # -- rebalance -------------------------------------------------------------------
    async def revoked(self) -> None:
        """Wait for the batch in flight: it commits (or aborts) before partitions move."""
        async with self._busy:
            return

    async def assigned(self, assigned: set[TopicPartition]) -> None:
        """Note the new assignment; the poll loop sets its tasks up before the next batch.

        Nothing slow happens in the callback: starting tasks (fencing, restoring state)
        can take longer than the session timeout on a loaded machine, and the member
        would be dropped from the group while it holds the rebalance up.
        """
        self._pending = set(assigned)

    async def _reconcile(self, assigned: set[TopicPartition]) -> None:
        """Keep tasks still ours, stop the others, start (fence + restore) new ones."""
        numbers = {tp.partition for tp in assigned}
        for number in sorted(set(self._tasks) - numbers):
            task = self._tasks.pop(number)
            with contextlib.suppress(KafkaError):
                await task.stop()
        fresh = [
            PartitionTask(
                bootstrap=self.bootstrap, group=self.group, names=self.bus.names,
                changelog=self.changelog, partition=number,
                request_timeout_ms=self._timeout_ms,
                transaction_timeout_ms=TRANSACTION_TIMEOUT_MS,
            )
            for number in sorted(numbers - set(self._tasks))
        ]
        # fencing and restoring are round trips to the broker: all partitions at once
        await asyncio.gather(*(task.start() for task in fresh))
        self._tasks.update((task.partition, task) for task in fresh)
        consumer = self._consumer
        assert consumer is not None
        # read the committed offsets again now that every previous owner's open
        # transaction is resolved (init_transactions above), and start from them
        for tp in sorted(assigned, key=lambda t: (t.topic, t.partition)):
            committed = await consumer.committed(tp)
            if committed is None:
                await consumer.seek_to_beginning(tp)
            else:
                consumer.seek(tp, committed)
        self._log.info("partitions assigned", partitions=sorted(numbers))
        self._check_whole(numbers)

    def _check_whole(self, numbers: set[int]) -> None:
        """A service that needs every partition pauses while the group is split.

        Of the members of a split group the one without partition 0 refuses (exits with
        ``_refusal``); the holder of partition 0 waits until it holds them all again.
        """
        if not self.service.needs_all_partitions:
            return
        if numbers == set(range(self.settings.kafka_partitions)):
            self._split = False
            return
        self._split = True
        if 0 not in numbers:
            self._refusal = self._whole_error("another worker of the group holds partition 0")
        else:
            self._log.warning("group split; waiting for the other worker to leave",
                              partitions=sorted(numbers))

    def _whole_error(self, why: str) -> ConfigError:
        name = self.service.name
        return ConfigError(
            f"service {name!r} reads its state across keys and runs as ONE Kafka worker "
            f"per group ({self.group!r}); {why}",
            hint=f"stop the extra `dyneval serve {name}` worker: one worker of {name} "
            "holds every partition (scale graph and claims instead)",
        )

    # -- batches ---------------------------------------------------------------------
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

    async def _refresh_lag(self) -> None:
        while not self._stop.is_set():
            for logical in self.service.inputs:
                with contextlib.suppress(Exception):  # a lag reading is best effort
                    lag = await self.bus.service_lag(self.service.name, logical)
                    LAG.labels(self.service.name, logical).set(lag)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._stop.wait(), self.settings.kafka_lag_interval_s)

    # -- lifecycle ---------------------------------------------------------------------
    async def prepare(self) -> None:
        """Create the service's topics and changelog, check partitions, run startup."""
        topics = {*self.service.inputs, *self.service.outputs, DEAD}
        await self.bus.ensure_topics(sorted(topics))
        await self.bus.ensure_kafka_topics([self.changelog], compact=True)
        if self.service.broadcast_inputs:
            await self.bus.ensure_kafka_topics([self.broadcast_topic])
        for topic in self.service.inputs:  # state is co-partitioned with every input
            found = len(await self.bus.partitions_of(topic))
            if found != self.settings.kafka_partitions:
                raise ConfigError(
                    f"Kafka topic {self.bus.names.topic(topic)!r} has {found} partitions, "
                    f"but this worker is configured for {self.settings.kafka_partitions}",
                    hint="start every worker with the same --partitions (kafka_partitions) "
                    "as the topics were created with, or use a fresh --namespace",
                )
        if self.service.startup is not None:
            await self.service.startup()

    def _init_counters(self) -> None:
        """Every series this worker exports exists from the start (at 0), so a rate or an
        alert over it has data before the first message, dead letter or retry."""
        name = self.service.name
        for topic in self.service.inputs:
            MESSAGES_IN.labels(name, topic)
            DUPLICATES.labels(name, topic)
            DEAD_COUNT.labels(name, topic)
            LAG.labels(name, topic)
        for topic in self.service.outputs:
            if topic != DEAD:
                MESSAGES_OUT.labels(name, topic)
        RETRIES.labels(name)

    async def run_async(self) -> None:
        """Prepare, join the group and handle batches until ``stop()``."""
        await self.prepare()
        self._init_counters()
        if not self.service.inputs:  # a service driven by its startup hook (the controller)
            try:
                await self._stop.wait()
            finally:
                await self.close()
            return
        session_ms = int(self.settings.kafka_session_timeout_s * 1000)
        consumer = AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap,
            group_id=self.group,
            enable_auto_commit=False,
            isolation_level="read_committed",
            auto_offset_reset="earliest",
            partition_assignment_strategy=(RangePartitionAssignor,),
            session_timeout_ms=session_ms,
            # time a live member gets to rejoin a rebalance (its batch in flight commits
            # first, new partitions are fenced and restored); a dead member is still
            # dropped after the session timeout
            rebalance_timeout_ms=max(REBALANCE_TIMEOUT_MS, 2 * session_ms),
            heartbeat_interval_ms=max(session_ms // 3, 100),
            request_timeout_ms=self._timeout_ms,
            max_poll_interval_ms=max(300_000, session_ms),
        )
        self._consumer = consumer
        await consumer.start()
        topics = [self.bus.names.topic(t) for t in self.service.inputs]
        if self.service.broadcast_inputs:
            topics.append(self.broadcast_topic)
        consumer.subscribe(topics, listener=_Rebalance(self))
        lag = asyncio.create_task(self._refresh_lag())
        try:
            while not self._stop.is_set():
                await self._step(consumer)
        finally:
            self._stop.set()
            lag.cancel()
            async with self._busy:
                for task in self._tasks.values():
                    with contextlib.suppress(KafkaError):
                        await task.stop()
                self._tasks.clear()
            await consumer.stop()
            await self.close()

    def stop(self) -> None:
        """Finish the batch in flight, leave the group and return from ``run_async``."""
        self._stop.set()

    async def close(self) -> None:
        """Run the shutdown hook and close the bus clients (once)."""
        if self._closed:
            return
        self._closed = True
        if self.service.shutdown is not None:
            await self.service.shutdown()
        await self.bus.close()

    def run(self, loglevel: str = "WARNING") -> None:
        """Run the worker until SIGTERM/SIGINT."""

        async def main() -> None:
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGTERM, signal.SIGINT):
                with contextlib.suppress(NotImplementedError):
                    loop.add_signal_handler(sig, self.stop)
            serve_worker_metrics(self.settings, self.service.name)
            await self.run_async()

        asyncio.run(main())


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
