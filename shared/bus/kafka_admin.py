"""Kafka topic and consumer-group administration of a bus namespace."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from aiokafka.admin import NewTopic
from aiokafka.errors import KafkaError

from shared.bus.kafka_connection import KafkaConnection
from shared.errors import BusError

__all__ = ["KafkaAdmin"]

_TOPIC_EXISTS = 36  # Kafka error code TOPIC_ALREADY_EXISTS


class KafkaAdmin(KafkaConnection):
    """Creates, describes and deletes the namespace's topics; reads its consumer groups."""

    async def ensure_topics(self, topics: Sequence[str]) -> None:
        """Create the Kafka topics of logical ``topics`` that do not exist yet."""
        await self.ensure_kafka_topics([self.names.topic(t) for t in topics])

    async def ensure_kafka_topics(self, names: Sequence[str], *, compact: bool = False) -> None:
        """Create Kafka topics by their full names (``compact``: a changelog topic)."""
        missing = [t for t in names if t not in self._known_topics]
        if not missing:
            return
        admin = await self._admin_client()
        configs = {"cleanup.policy": "compact"} if compact else {}
        try:
            existing = set(await admin.list_topics())
            new = [
                NewTopic(t, self.partitions, 1, topic_configs=configs)
                for t in missing
                if t not in existing
            ]
            if new:
                response = await admin.create_topics(new, timeout_ms=self._timeout_ms)
                for name, code, *_ in response.topic_errors:
                    if code not in (0, _TOPIC_EXISTS):
                        raise BusError(
                            f"Kafka refused to create topic {name!r} (error code {code})",
                            hint="check the broker log (deploy/kafka/data/broker.log)",
                        )
        except KafkaError as exc:
            raise self._broker_error("creating topics", exc) from exc
        await self._await_metadata(missing)
        self._known_topics.update(missing)

    async def _await_metadata(self, names: Sequence[str], timeout_s: float = 15.0) -> None:
        """Wait until new topics show their partitions in the cluster metadata."""
        admin = await self._admin_client()
        deadline = asyncio.get_running_loop().time() + timeout_s
        pending = set(names)
        while pending:
            described = await admin.describe_topics(sorted(pending))
            for entry in described:
                if entry.get("error_code", 0) == 0 and entry["partitions"]:
                    pending.discard(entry["topic"])
            if not pending:
                return
            if asyncio.get_running_loop().time() > deadline:
                raise BusError(
                    f"Kafka at {self.bootstrap} created {sorted(pending)} but does not list "
                    f"their partitions after {timeout_s}s",
                    hint="check the broker log (deploy/kafka/data/broker.log)",
                )
            await asyncio.sleep(0.1)

    async def partitions_of(self, topic: str) -> list[int]:
        """Partition numbers of logical ``topic`` (empty when it does not exist)."""
        admin = await self._admin_client()
        try:
            described = await admin.describe_topics([self.names.topic(topic)])
        except KafkaError as exc:
            raise self._broker_error(f"describing topic {topic!r}", exc) from exc
        parts: list[int] = []
        for entry in described:
            if entry.get("error_code", 0) == 0:
                parts.extend(int(p["partition"]) for p in entry["partitions"])
        return sorted(parts)

    async def delete_namespace(self) -> None:
        """Delete every topic of this bus's namespace (tests; never the empty namespace)."""
        if not self.names.namespace:
            raise BusError("refusing to delete every topic of the cluster (empty namespace)")
        admin = await self._admin_client()
        doomed = [t for t in await admin.list_topics() if t.startswith(self.names.namespace)]
        if doomed:
            await admin.delete_topics(doomed)
        self._known_topics.clear()

    async def group_offsets(self, group: str, topic: str) -> dict[int, int]:
        """Committed offset per partition of ``topic`` for Kafka consumer group ``group``."""
        admin = await self._admin_client()
        name = self.names.topic(topic)
        try:
            offsets = await admin.list_consumer_group_offsets(group)
        except KafkaError as exc:
            raise self._broker_error(f"reading offsets of group {group!r}", exc) from exc
        return {tp.partition: int(meta.offset) for tp, meta in offsets.items() if tp.topic == name}

    async def group_members(self, service: str) -> int:
        """How many workers are members of ``service``'s consumer group right now."""
        admin = await self._admin_client()
        try:
            responses = await admin.describe_consumer_groups([self.names.group(service)])
        except KafkaError as exc:
            raise self._broker_error(f"describing the group of {service!r}", exc) from exc
        return sum(
            len(group["members"]) for r in responses for group in r.to_object()["groups"]
        )

    async def group_state(self, service: str) -> tuple[str, int]:
        """The state of ``service``'s consumer group (``Stable``, ...) and its member count."""
        admin = await self._admin_client()
        try:
            responses = await admin.describe_consumer_groups([self.names.group(service)])
        except KafkaError as exc:
            raise self._broker_error(f"describing the group of {service!r}", exc) from exc
        for response in responses:
            for group in response.to_object()["groups"]:
                return str(group["state"]), len(group["members"])
        return "Dead", 0
