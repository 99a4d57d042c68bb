"""A Kafka worker's partitions: its state, the rebalance callbacks and one task per partition."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from aiokafka import AIOKafkaConsumer, ConsumerRebalanceListener, TopicPartition
from aiokafka.errors import KafkaError

from shared.bus.kafka import BROADCAST_SUFFIX, KafkaBus, bootstrap_of
from shared.errors import ConfigError
from shared.runtime.handling import RecordHandler
from shared.runtime.kafka_task import PartitionTask
from shared.runtime.service import Service
from shared.settings import Settings
from shared.telemetry import get_logger

__all__ = ["REBALANCE_TIMEOUT_MS", "TRANSACTION_TIMEOUT_MS", "PartitionAssignment",
           "RebalanceListener"]

TRANSACTION_TIMEOUT_MS = 20_000
"""A transaction left open by a dead worker blocks ``read_committed`` readers at most this
long when no new owner takes its partition (a new owner aborts it at once)."""


REBALANCE_TIMEOUT_MS = 60_000
"""At least this long for a live worker to rejoin a rebalance (a slow, loaded machine)."""


def _utcnow() -> datetime:
    return datetime.now(UTC)


class RebalanceListener(ConsumerRebalanceListener):  # type: ignore[misc]
    """Hands the consumer's rebalance callbacks to the worker."""

    def __init__(self, worker: PartitionAssignment) -> None:
        self.worker = worker

    async def on_partitions_revoked(self, revoked: Any) -> None:
        await self.worker.revoked()

    async def on_partitions_assigned(self, assigned: Any) -> None:
        await self.worker.assigned(set(assigned))


class PartitionAssignment:
    """A worker's state, and the partition tasks it keeps in step with its assignment."""

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
