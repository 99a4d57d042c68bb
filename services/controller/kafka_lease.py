"""The controller lease on Kafka: compare-and-set by the order of a one-partition log.

Every controller reads the whole one-partition topic ``{namespace}controller.lease``
and appends records ``{kind, owner, epoch, at, expires}`` to it (``kind`` is ``claim``,
``renew`` or ``release``; ``at`` is the writer's clock when it wrote). The partition
orders all records, and every reader applies the same rules to them in that order, so
all controllers agree on the lease state ``(owner, epoch, expires)`` after any offset:

- a **claim** of epoch ``e`` is valid when the state's epoch is ``e - 1`` and the lease
  is free (released), expired (``at >= expires``) or already the claimant's; it makes
  the claimant the owner of epoch ``e`` until its ``expires``;
- a **renew** or **release** of epoch ``e`` is valid when the state is epoch ``e`` of the
  same owner; a renew moves ``expires``, a release frees the lease;
- any other record is ignored (a stale or losing writer's).

``acquire`` reads to the end of the log, appends a claim when the lease is free or
expired (or a renew when its own lease is past a third of its time), reads on until
it sees its own record, and answers ``True`` only when that record was valid and the
lease it gives has not expired by this controller's clock. Two controllers that claim
at once write two claims of the same epoch; the log puts one first and the other is
invalid for everyone, so at most one controller holds an epoch. A leader that was cut
off past its ``expires`` sees the newer epoch on its next ``acquire`` and steps down;
it stopped acting at ``expires`` by its own clock, and a successor's claim is valid only
from ``expires`` by the successor's clock, so (with clocks in step, as for the SQLite
lease) their terms do not overlap. The lease lasts ``session_timeout_s``: a killed
leader is replaced that long after its last renewal, one that releases at once. A
leader that cannot reach the broker answers ``False`` when its lease ends, not after
the client's request timeout.

No consumer group is involved: a group's assignment can overlap during a rebalance
(the sticky assignor can hand the partition to two members of one generation), so
group membership is not a single-owner primitive. The state is a function of the
whole log, so the topic is created (and kept) with unlimited retention; one renew per
third of the lease time is appended while a leader holds it. A log whose beginning
was deleted cannot be judged, and ``acquire`` refuses it with a ``BusError``.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from dataclasses import dataclass

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.errors import KafkaError

from services.controller.lease import LeaseHolder, new_owner
from shared.bus.kafka_names import bootstrap_of
from shared.errors import BusError
from shared.settings import Settings

__all__ = ["KafkaLease", "LeaseState", "apply_record"]

_TOPIC_CONFIG = {"cleanup.policy": "delete", "retention.ms": "-1", "retention.bytes": "-1"}
_POLL_MS = 200
_TOPIC_EXISTS = 36


@dataclass(frozen=True, slots=True)
class LeaseState:
    """The lease after some prefix of the log: ``owner`` is ``None`` when free."""

    owner: str | None = None
    epoch: int = 0
    acquired: float = 0.0
    expires: float = 0.0


def apply_record(state: LeaseState, record: dict[str, object]) -> tuple[LeaseState, bool]:
    """The state after ``record`` and whether the record was valid (the rules above)."""
    kind, owner = record.get("kind"), record.get("owner")
    epoch, at, expires = record.get("epoch"), record.get("at"), record.get("expires")
    if (
        not isinstance(owner, str)
        or not isinstance(epoch, int)
        or not isinstance(at, int | float)
        or not isinstance(expires, int | float)
    ):
        return state, False
    if kind == "claim":
        open_to_claim = state.owner is None or state.owner == owner or at >= state.expires
        if epoch == state.epoch + 1 and open_to_claim:
            acquired = state.acquired if state.owner == owner else float(at)
            return LeaseState(owner, epoch, acquired, float(expires)), True
        return state, False
    if epoch != state.epoch or owner != state.owner:
        return state, False
    if kind == "renew":
        return LeaseState(owner, epoch, state.acquired, float(expires)), True
    if kind == "release":
        return LeaseState(None, epoch, 0.0, 0.0), True
    return state, False


class KafkaLease:
    """Leadership as the last valid claim in a one-partition log (module docstring)."""

    def __init__(
        self,
        bootstrap: str,
        *,
        namespace: str = "",
        owner: str | None = None,
        session_timeout_s: float = 10.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.bootstrap = bootstrap
        self.topic = f"{namespace}controller.lease"
        self.session_timeout_s = session_timeout_s
        self._owner = owner or new_owner()
        self._clock = clock
        self._tp = TopicPartition(self.topic, 0)
        self._consumer: AIOKafkaConsumer | None = None
        self._producer: AIOKafkaProducer | None = None
        self._state = LeaseState()
        self._next = 0  # the offset of the next record to apply
        self._mine: dict[int, bool] = {}  # offset of a record we wrote -> was it valid
        self._lock = asyncio.Lock()

    @classmethod
    def from_settings(cls, settings: Settings, *, owner: str | None = None) -> KafkaLease:
        """The lease in the configured namespace, lasting the configured session timeout."""
        return cls(
            bootstrap_of(settings),
            namespace=settings.kafka_namespace,
            owner=owner,
            session_timeout_s=settings.kafka_session_timeout_s,
        )

    @property
    def owner(self) -> str:
        """This controller's name in the lease records."""
        return self._owner

    def _error(self, what: str, exc: BaseException) -> BusError:
        return BusError(
            f"Kafka at {self.bootstrap}: {what} the controller lease {self.topic!r} failed: {exc}",
            hint="start a broker (make kafka-up) or fix --bus kafka://HOST:PORT",
        )

    async def _ensure_topic(self) -> None:
        admin = AIOKafkaAdminClient(bootstrap_servers=self.bootstrap)
        try:
            await admin.start()
            if self.topic not in set(await admin.list_topics()):
                new = NewTopic(self.topic, 1, 1, topic_configs=dict(_TOPIC_CONFIG))
                response = await admin.create_topics([new])
                for name, code, *_ in response.topic_errors:
                    if code not in (0, _TOPIC_EXISTS):
                        raise BusError(f"Kafka refused to create topic {name!r} (code {code})")
            else:  # a topic of an earlier version: keep every record from now on
                resource = ConfigResource(ConfigResourceType.TOPIC, self.topic, _TOPIC_CONFIG)
                await admin.alter_configs([resource])
        except (KafkaError, OSError) as exc:
            raise self._error("creating", exc) from exc
        finally:
            await admin.close()

    async def _start(self) -> AIOKafkaConsumer:
        if self._consumer is not None:
            return self._consumer
        await self._ensure_topic()
        consumer = AIOKafkaConsumer(
            bootstrap_servers=self.bootstrap, enable_auto_commit=False, client_id=self._owner
        )
        producer = AIOKafkaProducer(
            bootstrap_servers=self.bootstrap, acks="all", client_id=self._owner
        )
        try:
            await consumer.start()
            await producer.start()
            consumer.assign([self._tp])
            await consumer.seek_to_beginning(self._tp)
        except (KafkaError, OSError) as exc:
            await consumer.stop()
            await producer.stop()
            raise self._error("opening", exc) from exc
        self._consumer, self._producer = consumer, producer
        return consumer

    async def _read_to(self, end: int) -> None:
        """Apply every record before offset ``end``."""
        consumer = await self._start()
        deadline = time.monotonic() + max(self.session_timeout_s, 10.0)
        while self._next < end:
            if time.monotonic() > deadline:
                raise BusError(
                    f"Kafka at {self.bootstrap}: reading the controller lease {self.topic!r} "
                    f"stalled at offset {self._next} of {end}"
                )
            batches = await consumer.getmany(self._tp, timeout_ms=_POLL_MS)
            for message in batches.get(self._tp, []):
                if message.offset != self._next:
                    raise BusError(
                        f"the controller lease {self.topic!r} starts at offset "
                        f"{message.offset}, not {self._next}: its beginning was deleted",
                        hint="stop every controller and delete the topic; it is recreated "
                        "with unlimited retention",
                    )
                try:
                    record = json.loads(message.value or b"")
                except ValueError:
                    record = None
                valid = False
                if isinstance(record, dict):
                    self._state, valid = apply_record(self._state, record)
                if message.offset in self._mine:
                    self._mine[message.offset] = valid
                self._next = message.offset + 1

    async def _sync(self) -> None:
        consumer = await self._start()
        try:
            ends = await consumer.end_offsets([self._tp])
        except KafkaError as exc:
            raise self._error("reading", exc) from exc
        await self._read_to(ends[self._tp])

    async def _write(self, kind: str, epoch: int, now: float) -> bool:
        """Append a record and read up to it; whether it was valid."""
        await self._start()
        assert self._producer is not None
        record = {
            "kind": kind, "owner": self._owner, "epoch": epoch,
            "at": now, "expires": now + self.session_timeout_s,
        }  # fmt: skip
        try:
            meta = await self._producer.send_and_wait(
                self.topic, json.dumps(record).encode(), partition=0
            )
        except KafkaError as exc:
            raise self._error("writing to", exc) from exc
        self._mine[meta.offset] = False
        await self._read_to(meta.offset + 1)
        return self._mine.pop(meta.offset)

    def _holds(self) -> bool:
        return self._state.owner == self._owner and self._clock() < self._state.expires

    async def acquire(self) -> bool:
        """Take the lease if free or expired, renew it if ours; ``True`` while we hold it."""
        async with self._lock:
            if not self._holds():
                await self._take_or_renew()
                return self._holds()
            try:  # a leader cut off from the broker stops leading when its lease ends
                async with asyncio.timeout(self._state.expires - self._clock()):
                    await self._take_or_renew()
            except TimeoutError:
                return False
            return self._holds()

    async def _take_or_renew(self) -> None:
        await self._sync()
        state, now = self._state, self._clock()
        if state.owner == self._owner:
            if state.expires - now < self.session_timeout_s * 2 / 3:
                await self._write("renew", state.epoch, now)
        elif state.owner is None or now >= state.expires:
            await self._write("claim", state.epoch + 1, now)

    async def release(self) -> None:
        """Append a release if we hold the lease, so a standby takes it at once."""
        async with self._lock:
            if self._consumer is None:
                return
            await self._sync()
            if self._state.owner == self._owner:
                await self._write("release", self._state.epoch, self._clock())

    async def holder(self) -> LeaseHolder | None:
        """The owner of the unexpired lease, else ``None``."""
        async with self._lock:
            await self._sync()
            state = self._state
        if state.owner is None or state.expires <= self._clock():
            return None
        return LeaseHolder(state.owner, state.acquired, state.expires)

    async def close(self) -> None:
        """Release the lease if held, then close the clients."""
        try:
            await self.release()
        finally:
            consumer, producer = self._consumer, self._producer
            self._consumer = self._producer = None
            if producer is not None:
                await producer.stop()
            if consumer is not None:
                await consumer.stop()
