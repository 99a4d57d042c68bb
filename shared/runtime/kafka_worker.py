"""Run ONE service as a Kafka worker on faust-streaming.

One faust app per service: its id is the service's consumer group
(``{kafka_namespace}{service}``), so every worker started for the same service
shares the load of the input topics' partitions. Topics are keyed by graph id and
created with ``kafka_partitions`` partitions; one agent per input topic handles a
partition's messages one at a time, in order.

Handler semantics are the local runtime's (``RecordHandler``): payload validation,
retries with exponential backoff over ``max_attempts`` (so a failing message holds
its partition for a bounded time), then a ``DeadLetter`` on the Kafka ``dead`` topic.

Delivery is at-least-once with message-id de-duplication. For each message the worker

1. skips it if its id is in the ``processed`` table (a redelivery),
2. runs the handler and produces the outputs, waiting for the broker's acks,
3. writes the handler's state and the id's processed mark to faust tables and flushes
   their changelog, and only then lets faust commit the input offset.

A worker killed at any point therefore loses nothing: an uncommitted message is
redelivered, and if its outputs already went out they are produced again with the same
ids. That duplicate can only arise for the message in flight at the kill (step 2 done,
step 3 not), and every consumer, including the next service, skips it by id.
Faust's own ``exactly_once`` mode is not used: in faust-streaming 0.15 it sends output
records outside the transaction (faust-streaming issues #177, #517; reproduced here: a
SIGKILL left duplicated and lost outputs for read_committed readers).

Service state (``Context.state``) lives in a changelog-backed table and is scoped to
the partition of the message that wrote it: key it by the message key (graph id).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import faust
from mode import CrashingSupervisor
from prometheus_client import Counter

from shared.bus.base import Record
from shared.bus.kafka import KafkaBus, bootstrap_of, message_id
from shared.errors import ConfigError
from shared.messages.envelope import Envelope
from shared.messages.topics import DEAD
from shared.runtime.handling import RecordHandler
from shared.runtime.service import Service
from shared.settings import Settings
from shared.telemetry import DUPLICATES, LAG, MESSAGES_IN, MESSAGES_OUT, get_logger, serve_metrics

__all__ = ["SERVICE_METRICS_PORTS", "KafkaWorker", "TableState"]

SERVICE_METRICS_PORTS: dict[str, int] = {
    "ingest": 9101,
    "graph": 9102,
    "claims": 9103,
    "qagen": 9104,
    "judge": 9105,
    "score": 9106,
    "controller": 9107,
}
"""Default ``/metrics`` port of each service's worker (deploy/prometheus scrapes these)."""

_PROCESSED = 1
STALL_CHECK_S = 2.0
"""How often a worker looks for partitions faust stopped delivering."""
STALL_AFTER_S = 8.0
"""Idle seconds with read-but-uncommitted messages that count as a stalled partition."""

STALLS = Counter(
    "dyneval_kafka_stalls_total",
    "Times a Kafka worker restarted itself because faust stopped delivering a partition.",
    ["service", "topic"],
)


def _utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass
class TableState:
    """``StateStore`` over a faust table: stored values plus this message's writes."""

    table: Any
    pending: dict[str, bytes] = field(default_factory=dict)

    async def get(self, key: str) -> bytes | None:
        """The pending value of ``key`` if this message wrote one, else the stored one."""
        if key in self.pending:
            return self.pending[key]
        stored = self.table.get(key)
        return None if stored is None else base64.b64decode(stored)

    def put(self, key: str, value: bytes) -> None:
        """Write ``key`` once the message's outputs are out."""
        self.pending[key] = value

    async def scan(self, prefix: str) -> list[tuple[str, bytes]]:
        """Stored entries under ``prefix`` overlaid with this message's writes."""
        merged = {
            k: base64.b64decode(v) for k, v in self.table.items() if str(k).startswith(prefix)
        }
        merged.update((k, v) for k, v in self.pending.items() if k.startswith(prefix))
        return sorted(merged.items())

    def flush_into_table(self) -> None:
        """Write the pending values to the table (and so to its changelog)."""
        for key, value in self.pending.items():
            self.table[key] = base64.b64encode(value).decode("ascii")
        self.pending.clear()


class KafkaWorker:
    """One service as a faust app; ``run()`` blocks until SIGTERM/SIGINT."""

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
        self.handler = RecordHandler(service, settings, clock)
        self._log = get_logger("kafka_worker").bind(service=service.name, group=self.group)
        self._closed = False
        self._last_progress = time.monotonic()
        self._in_flight = 0
        self._step = "idle"
        self.app = self._build_app()

    # -- faust app ------------------------------------------------------------------
    def _build_app(self) -> faust.App:
        conf = self.settings
        web_port = conf.kafka_web_port
        datadir = conf.data_dir / "faust"
        datadir.mkdir(parents=True, exist_ok=True)
        app = faust.App(
            self.group,
            broker=f"kafka://{self.bootstrap}",
            autodiscover=False,
            store="memory://",
            datadir=str(datadir / self.group),
            topic_partitions=conf.kafka_partitions,
            topic_replication_factor=1,
            table_standby_replicas=0,
            consumer_auto_offset_reset="earliest",
            broker_commit_interval=conf.kafka_commit_interval_s,
            # commit after every handled message: a restart then redelivers at most the
            # message in flight (its id is skipped), never a burst of handled ones
            broker_commit_every=1,
            broker_session_timeout=conf.kafka_session_timeout_s,
            broker_heartbeat_interval=min(3.0, conf.kafka_session_timeout_s / 3),
            broker_request_timeout=max(40.0, conf.kafka_session_timeout_s + 10),
            producer_acks=-1,
            web_enabled=web_port is not None,
            web_port=web_port or 6066,
            web_bind=conf.metrics_host,
            web_in_thread=False,
            # a crashed agent must stop the worker (and not ack its message): restart it
            agent_supervisor=CrashingSupervisor,
            stream_ack_exceptions=False,
        )
        self.processed = app.Table(
            "processed", default=None, key_type=str, value_type=int,
            partitions=conf.kafka_partitions,
        )
        self.state = app.Table(
            "state", default=None, key_type=str, value_type=str,
            partitions=conf.kafka_partitions,
        )
        self.tables = (self.processed, self.state)
        for logical in self.service.inputs:
            topic = app.topic(
                self.bus.names.topic(logical),
                key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw",
                partitions=conf.kafka_partitions,
            )
            app.agent(topic, name=f"{self.group}.{logical}")(self._agent_for(logical))
        app.timer(conf.kafka_lag_interval_s)(self._refresh_lag)
        app.timer(STALL_CHECK_S)(self._unstall)

        async def before_shutdown(sender: Any, *_: Any, signal: Any, **__: Any) -> None:
            await self.close()

        app.on_before_shutdown.connect(before_shutdown, weak=False)  # type: ignore[arg-type]
        return app

    def _agent_for(self, logical: str) -> Callable[[Any], Any]:
        async def agent(stream: Any) -> None:
            async for event in stream.events():
                await self.process(logical, event.message)

        agent.__name__ = f"handle_{logical.replace('.', '_')}"
        return agent

    # -- one message -------------------------------------------------------------------
    async def process(self, logical: str, message: Any) -> None:
        """Handle one Kafka message of logical topic ``logical`` (inside a faust stream)."""
        value: bytes = message.value or b""
        offset = int(message.offset)
        record = Record(
            topic=logical,
            offset=offset,
            id=message_id(value, message.headers, f"unreadable:{message.partition}:{offset}"),
            key=(message.key or b"").decode("utf-8", "replace"),
            timestamp=int(message.timestamp or 0) / 1000,
            value=value,
        )
        name = self.service.name
        self._in_flight += 1
        try:
            if self.processed.get(record.id) is not None:
                DUPLICATES.labels(name, logical).inc()
                return
            MESSAGES_IN.labels(name, logical).inc()
            state = TableState(self.state)
            self._step = f"handling {record.id}"
            envelopes, _dead = await self.handler.handle(record, state)
            self._step = f"producing the outputs of {record.id}"
            await self._produce(envelopes)
            state.flush_into_table()
            self.processed[record.id] = _PROCESSED
            self._step = f"flushing the marks of {record.id}"
            await self.app.producer.flush()
        finally:
            self._in_flight -= 1
            self._step = "idle"
            self._last_progress = time.monotonic()

    async def _produce(self, envelopes: list[Envelope]) -> None:
        by_topic: dict[str, list[Envelope]] = {}
        for env in envelopes:
            by_topic.setdefault(env.topic, []).append(env)
        for topic, envs in by_topic.items():
            await self.bus.append(topic, envs)
            if topic != DEAD:
                MESSAGES_OUT.labels(self.service.name, topic).inc(len(envs))

    async def _unstall(self) -> None:
        """Restart the worker process when faust stopped delivering a partition's messages.

        faust-streaming 0.15 sometimes stops delivering a partition after the rebalance
        that replaces a SIGKILLed member: its read offset advances while delivery to the
        stream is cancelled by the flow suspension (or nothing is fetched at all), so
        messages are never processed nor acked and the worker sits idle for good; seeking
        back from inside the process does not revive it. When nothing was processed for
        ``STALL_AFTER_S`` while an assigned input partition has messages past the group's
        committed offset (asked of the broker: faust's own view is what went wrong),
        the process replaces itself with a fresh copy (same command line): it resumes at
        the committed offsets, skips what was handled by id and handles the rest.
        """
        idle_s = time.monotonic() - self._last_progress
        if self._in_flight:
            if idle_s > 30:
                self._log.warning("one message in flight for long", step=self._step,
                                  seconds=round(idle_s))
            return
        if idle_s < STALL_AFTER_S:
            return
        assigned = self.app.consumer.assignment()
        for logical in self.service.inputs:
            name = self.bus.names.topic(logical)
            mine = {tp.partition for tp in assigned if tp.topic == name}
            if not mine:
                continue
            try:  # the broker's view: committed offsets of this group against the ends
                ends = await self.bus.partition_ends(logical)
                done = await self.bus.group_offsets(self.group, logical)
            except Exception:  # no verdict without the broker
                continue
            behind = [p for p in sorted(mine) if p in ends and done.get(p, ends[p][0]) < ends[p][1]]
            if not behind:
                continue
            partition = behind[0]
            committed, highwater = done.get(partition), ends[partition][1]
            self._log.warning(
                "partition stalled; restarting the worker process",
                topic=name, partition=partition, committed=committed, end=highwater,
            )
            STALLS.labels(self.service.name, logical).inc()
            sys.stdout.flush()
            sys.stderr.flush()
            os.execv(sys.executable, list(sys.orig_argv))

    async def _refresh_lag(self) -> None:
        for logical in self.service.inputs:
            with contextlib.suppress(Exception):  # a lag reading is best effort
                lag = await self.bus.service_lag(self.service.name, logical)
                LAG.labels(self.service.name, logical).set(lag)

    # -- lifecycle ---------------------------------------------------------------------
    def _no_gap_acks(self) -> None:
        """Stop faust from treating skipped offsets of a partition as handled.

        faust-streaming counts an offset gap between two fetched messages as acked (meant
        for compacted topics and transaction markers, which dyneval's inputs never have).
        After a rebalance that cancelled deliveries, that gap is unhandled messages, and
        acking it commits past them: they would be lost. With gap-acks off a commit never
        skips a message; a partition that stopped moving is restarted (``_unstall``).
        """

        async def no_gap(tp: Any, offset_from: int, offset_to: int) -> None:
            self._log.warning("offset gap not acked", partition=str(tp),
                              offsets=f"{offset_from}..{offset_to}")

        consumer: Any = self.app.consumer
        consumer._add_gap = no_gap

    async def prepare(self) -> None:
        """Create the service's topics and run its startup hook."""
        self._no_gap_acks()
        topics = {*self.service.inputs, *self.service.outputs, DEAD}
        await self.bus.ensure_topics(sorted(topics))
        # faust would create its changelogs too, but a first write can race its metadata
        changelogs = [table.changelog_topic.get_topic_name() for table in self.tables]
        await self.bus.ensure_kafka_topics(changelogs, compact=True)
        for topic in self.service.inputs:  # tables are co-partitioned with every input
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

    async def close(self) -> None:
        """Run the shutdown hook and close the bus clients (once)."""
        if self._closed:
            return
        self._closed = True
        if self.service.shutdown is not None:
            await self.service.shutdown()
        await self.bus.close()

    def run(self, loglevel: str = "WARNING") -> None:
        """Prepare, then run the faust worker until it is stopped by a signal."""
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        loop.run_until_complete(self.prepare())
        serve_metrics(self.settings)
        worker = faust.Worker(
            self.app, loglevel=loglevel.upper(), quiet=True, redirect_stdouts=False, loop=loop
        )
        worker.execute_from_commandline()


