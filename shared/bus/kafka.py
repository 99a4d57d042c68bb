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

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import KafkaError

from shared.bus.base import GroupLag, Position, Record, TopicInfo
from shared.bus.kafka_names import (
    BROADCAST_SUFFIX,
    ID_HEADER,
    KafkaNames,
    bootstrap_of,
    message_id,
    record_of,
)
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

_TOPIC_EXISTS = 36  # Kafka error code TOPIC_ALREADY_EXISTS
_POLL_MS = 500
EXACT_LAG_LIMIT = 2000
"""Up to this many offsets of lag are counted record by record (markers excluded)."""


class KafkaBus:
    """A ``Bus`` over a Kafka cluster; clients are started lazily and closed by ``close``."""

    def __init__(
        self,
        bootstrap: str,
        *,
        partitions: int = 4,
        namespace: str = "",
        request_timeout_s: float = 30.0,
    ) -> None:
        self.bootstrap = bootstrap
        self.partitions = partitions
        self.names = KafkaNames(namespace)
        self._timeout_ms = int(request_timeout_s * 1000)
        self._producer: AIOKafkaProducer | None = None
        self._admin: AIOKafkaAdminClient | None = None
        self._offsets: AIOKafkaConsumer | None = None
        self._known_topics: set[str] = set()
        self._lock = asyncio.Lock()

    @classmethod
    def from_settings(cls, settings: Settings) -> KafkaBus:
        """The bus ``settings.bus`` names, with the configured partitions and namespace."""
        return cls(
            bootstrap_of(settings),
            partitions=settings.kafka_partitions,
            namespace=settings.kafka_namespace,
        )

    # -- clients ------------------------------------------------------------------
    def _broker_error(self, what: str, exc: BaseException) -> BusError:
        return BusError(
            f"Kafka at {self.bootstrap}: {what} failed: {type(exc).__name__}: {exc}",
            hint="start a broker (make kafka-up) or fix --bus kafka://HOST:PORT",
        )

    async def _admin_client(self) -> AIOKafkaAdminClient:
        async with self._lock:
            if self._admin is None:
                admin = AIOKafkaAdminClient(
                    bootstrap_servers=self.bootstrap, request_timeout_ms=self._timeout_ms
                )
                try:
                    await admin.start()
                except (KafkaError, OSError) as exc:
                    await admin.close()
                    raise self._broker_error("connecting the admin client", exc) from exc
                self._admin = admin
            return self._admin

    async def _producer_client(self) -> AIOKafkaProducer:
        async with self._lock:
            if self._producer is None:
                producer = AIOKafkaProducer(
                    bootstrap_servers=self.bootstrap,
                    enable_idempotence=True,
                    acks="all",
                    linger_ms=0,
                    request_timeout_ms=self._timeout_ms,
                )
                try:
                    await producer.start()
                except (KafkaError, OSError) as exc:
                    await producer.stop()
                    raise self._broker_error("connecting the producer", exc) from exc
                self._producer = producer
            return self._producer

    async def _offsets_client(self) -> AIOKafkaConsumer:
        async with self._lock:
            if self._offsets is None:
                reader = self._reader()
                try:
                    await reader.start()
                except (KafkaError, OSError) as exc:
                    await reader.stop()
                    raise self._broker_error("connecting a consumer", exc) from exc
                self._offsets = reader
            return self._offsets

    def _reader(self, group: str | None = None) -> AIOKafkaConsumer:
        return AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap,
            group_id=group,
            enable_auto_commit=False,
            isolation_level="read_committed",
            auto_offset_reset="earliest",
            request_timeout_ms=self._timeout_ms,
        )

    # -- admin --------------------------------------------------------------------
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

    # -- offsets ------------------------------------------------------------------
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

    # -- reading ------------------------------------------------------------------
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

    # -- Bus ----------------------------------------------------------------------
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

    async def close(self) -> None:
        """Stop the producer and admin client."""
        if self._producer is not None:
            await self._producer.stop()
            self._producer = None
        if self._admin is not None:
            await self._admin.close()
            self._admin = None
        if self._offsets is not None:
            await self._offsets.stop()
            self._offsets = None
