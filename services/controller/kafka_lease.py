"""The controller lease on Kafka: a consumer group of one single-partition topic.

Every controller joins the group ``{namespace}controller.lease`` on the one-partition
topic ``{namespace}controller.lease``; the broker's group coordinator assigns that
partition to exactly one member, and that member is the leader. A leader that dies
stops heartbeating and its partition moves to a standby after the session timeout
(``kafka_session_timeout_s``); one that stops cleanly leaves the group and hands over
at once. The sticky assignor keeps the partition with its holder when a standby joins.

Kafka has no compare-and-set, so a lease *record* could be overwritten by a racing
controller; group membership is the broker's own single-owner primitive. A rebalance
(a standby joining) briefly revokes the partition from the leader before handing it
back; ``acquire`` waits out that window (up to the session timeout) before it reports
the lease lost.
"""

from __future__ import annotations

import asyncio
import time

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.coordinator.assignors.sticky.sticky_assignor import StickyPartitionAssignor
from aiokafka.coordinator.protocol import ConsumerProtocolMemberAssignment
from aiokafka.errors import KafkaError

from services.controller.lease import LeaseHolder, new_owner
from shared.bus.kafka import KafkaBus, bootstrap_of
from shared.errors import BusError
from shared.settings import Settings

__all__ = ["KafkaLease"]

_POLL_MS = 200


class KafkaLease:
    """Leadership as the assignment of partition 0 of a one-partition topic."""

    def __init__(
        self,
        bootstrap: str,
        *,
        namespace: str = "",
        owner: str | None = None,
        session_timeout_s: float = 10.0,
    ) -> None:
        self.bootstrap = bootstrap
        self.topic = f"{namespace}controller.lease"
        self.group = f"{namespace}controller.lease"
        self.session_timeout_s = session_timeout_s
        self._owner = owner or new_owner()
        self._consumer: AIOKafkaConsumer | None = None
        self._held = False
        self._since = 0.0

    @classmethod
    def from_settings(cls, settings: Settings, *, owner: str | None = None) -> KafkaLease:
        """The lease in the configured namespace with the configured session timeout."""
        return cls(
            bootstrap_of(settings),
            namespace=settings.kafka_namespace,
            owner=owner,
            session_timeout_s=settings.kafka_session_timeout_s,
        )

    @property
    def owner(self) -> str:
        """This controller's name (its Kafka client id)."""
        return self._owner

    async def _start(self) -> AIOKafkaConsumer:
        if self._consumer is not None:
            return self._consumer
        admin = KafkaBus(self.bootstrap, partitions=1)
        try:
            await admin.ensure_kafka_topics([self.topic])
        finally:
            await admin.close()
        session_ms = int(self.session_timeout_s * 1000)
        consumer = AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap,
            group_id=self.group,
            client_id=self._owner,
            enable_auto_commit=False,
            auto_offset_reset="latest",
            session_timeout_ms=session_ms,
            heartbeat_interval_ms=max(session_ms // 3, 100),
            max_poll_interval_ms=max(300_000, session_ms * 10),
            partition_assignment_strategy=(StickyPartitionAssignor,),
        )
        consumer.subscribe([self.topic])
        try:
            await consumer.start()
        except (KafkaError, OSError) as exc:
            await consumer.stop()
            raise BusError(
                f"Kafka at {self.bootstrap}: joining the controller lease group failed: {exc}",
                hint="start a broker (make kafka-up) or fix --bus kafka://HOST:PORT",
            ) from exc
        self._consumer = consumer
        return consumer

    def _assigned(self, consumer: AIOKafkaConsumer) -> bool:
        return TopicPartition(self.topic, 0) in consumer.assignment()

    async def acquire(self) -> bool:
        """Poll the group; ``True`` while partition 0 is assigned to this controller."""
        consumer = await self._start()
        try:
            await consumer.getmany(timeout_ms=_POLL_MS)
            held = self._assigned(consumer)
            if not held and self._held:
                # a standby joining triggers a rebalance that revokes before it reassigns
                deadline = time.monotonic() + self.session_timeout_s
                while not held and time.monotonic() < deadline:
                    await consumer.getmany(timeout_ms=_POLL_MS)
                    held = self._assigned(consumer)
        except KafkaError as exc:
            raise BusError(
                f"Kafka at {self.bootstrap}: polling the lease group failed: {exc}"
            ) from exc
        if held and not self._held:
            self._since = time.time()
        self._held = held
        return held

    async def release(self) -> None:
        """Leave the group, so a standby gets the partition at once."""
        if self._consumer is not None:
            await self._consumer.stop()
            self._consumer = None
        self._held = False

    async def holder(self) -> LeaseHolder | None:
        """The member the partition is assigned to (its client id), if any."""
        admin = AIOKafkaAdminClient(bootstrap_servers=self.bootstrap)
        try:
            await admin.start()
            responses = await admin.describe_consumer_groups([self.group])
        except (KafkaError, OSError) as exc:
            raise BusError(f"Kafka at {self.bootstrap}: describing {self.group!r} failed") from exc
        finally:
            await admin.close()
        for response in responses:
            for group in response.to_object()["groups"]:
                for member in group["members"]:
                    raw = member.get("member_assignment") or b""
                    if not raw:
                        continue
                    assignment = ConsumerProtocolMemberAssignment.decode(raw)
                    if TopicPartition(self.topic, 0) in assignment.partitions():
                        since = self._since if member["client_id"] == self._owner else 0.0
                        return LeaseHolder(str(member["client_id"]), since, float("inf"))
        return None

    async def close(self) -> None:
        """Leave the group (same as ``release``)."""
        await self.release()
        await asyncio.sleep(0)
