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

from aiokafka import AIOKafkaConsumer
from aiokafka.coordinator.assignors.range import RangePartitionAssignor
from aiokafka.errors import KafkaError

from shared.errors import ConfigError
from shared.messages.topics import DEAD
from shared.runtime.discovery import serve_worker_metrics
from shared.runtime.kafka_assignment import REBALANCE_TIMEOUT_MS, RebalanceListener
from shared.runtime.kafka_batches import BatchHandling
from shared.telemetry import DEAD as DEAD_COUNT
from shared.telemetry import DUPLICATES, LAG, MESSAGES_IN, MESSAGES_OUT, RETRIES

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



class KafkaWorker(BatchHandling):
    """One service as a Kafka consumer group member; ``run()`` blocks until SIGTERM/SIGINT.

    Its layers: ``kafka_assignment`` (state, rebalance, partition tasks) and
    ``kafka_batches`` (polling and committing batches); this module adds the lifecycle.
    """

    async def _refresh_lag(self) -> None:
        while not self._stop.is_set():
            for logical in self.service.inputs:
                with contextlib.suppress(Exception):  # a lag reading is best effort
                    lag = await self.bus.service_lag(self.service.name, logical)
                    LAG.labels(self.service.name, logical).set(lag)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._stop.wait(), self.settings.kafka_lag_interval_s)

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
        consumer.subscribe(topics, listener=RebalanceListener(self))
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
