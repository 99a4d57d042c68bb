"""The local runtime: every service in one process over the SQLite topic log.

Each service consumes its input topics one after the other (services run
concurrently with each other); for each topic it reads a batch from its
committed offset, skips ids it already processed, runs the handler (with retries
and backoff), and then appends the outputs, marks the inputs processed, writes the
service's state and commits the next offset in one transaction. That gives
at-least-once delivery with idempotent outputs: a crash at any point replays the
batch, and the replay's outputs carry the same ids, so nothing is lost or doubled.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from shared.bus.base import Record, TransactionalBus
from shared.errors import BusError, HandlerError
from shared.messages.envelope import Envelope
from shared.runtime.handling import RecordHandler
from shared.runtime.retry import RetryPolicy
from shared.runtime.service import Daemon, Service
from shared.settings import Settings
from shared.telemetry import (
    DUPLICATES,
    LAG,
    MESSAGES_IN,
    MESSAGES_OUT,
)

__all__ = ["BatchState", "LocalRuntime", "StepResult"]



def _utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass
class BatchState:
    """A service's state as its handlers see it during one batch: stored values plus writes."""

    bus: TransactionalBus
    group: str
    pending: dict[str, bytes] = field(default_factory=dict)

    async def get(self, key: str) -> bytes | None:
        """The pending value of ``key`` if this batch wrote one, else the stored one."""
        if key in self.pending:
            return self.pending[key]
        return await self.bus.state_get(self.group, key)

    def put(self, key: str, value: bytes) -> None:
        """Write ``key`` when the batch commits."""
        self.pending[key] = value

    async def scan(self, prefix: str) -> list[tuple[str, bytes]]:
        """Stored entries under ``prefix`` overlaid with this batch's writes."""
        merged = dict(await self.bus.state_scan(self.group, prefix))
        merged.update((k, v) for k, v in self.pending.items() if k.startswith(prefix))
        return sorted(merged.items())


@dataclass(frozen=True, slots=True)
class StepResult:
    """What one consumer step did."""

    read: int = 0
    produced: int = 0
    dead: int = 0
    duplicates: int = 0


class LocalRuntime:
    """Runs services concurrently over a transactional bus until idle or forever."""

    def __init__(
        self,
        bus: TransactionalBus,
        services: Sequence[Service | Daemon],
        settings: Settings,
        *,
        clock: Callable[[], datetime] = _utcnow,
    ) -> None:
        if not isinstance(bus, TransactionalBus):
            raise BusError(
                f"the local runtime needs a transactional bus, got {type(bus).__name__}",
                hint="use the local bus (DYNEVAL_BUS=local) or run services with `dyneval serve`",
            )
        names = [s.name for s in services]
        if len(set(names)) != len(names):
            raise HandlerError(f"service names must be unique, got {names}")
        self.bus = bus
        self.services = tuple(s for s in services if isinstance(s, Service))
        self.daemons = tuple(d for d in services if isinstance(d, Daemon))
        self.settings = settings
        self.clock = clock
        self.policy = RetryPolicy(settings.max_attempts, settings.retry_backoff_s)
        self._handlers = {
            s.name: RecordHandler(s, settings, clock, policy=self.policy) for s in self.services
        }
        self._started = False

    # -- lifecycle ----------------------------------------------------------------
    async def start(self) -> None:
        """Run every service's startup hook once."""
        if self._started:
            return
        for service in self.services:
            if service.startup is not None:
                await service.startup()
        for daemon in self.daemons:
            await daemon.startup()
        self._started = True

    async def stop(self) -> None:
        """Run every service's shutdown hook."""
        if not self._started:
            return
        for daemon in reversed(self.daemons):
            await daemon.shutdown()
        for service in self.services:
            if service.shutdown is not None:
                await service.shutdown()
        self._started = False

    async def run_until_idle(self, max_passes: int | None = None) -> StepResult:
        """Process until no consumer has anything left to read; returns the totals."""
        await self.start()
        total = StepResult()
        passes = 0
        while max_passes is None or passes < max_passes:
            passes += 1
            results = await asyncio.gather(*(self._pass(s) for s in self.services))
            total = _add(total, *results)
            if sum(r.read for r in results) == 0:
                break
        return total

    async def run_forever(self, stop: asyncio.Event | None = None) -> None:
        """Consume every input topic until ``stop`` is set, polling when idle."""
        await self.start()
        stop = stop or asyncio.Event()
        try:
            # daemons run on the loop by themselves; this waits for stop even without services
            await asyncio.gather(*(self._consume(s, stop) for s in self.services), stop.wait())
        finally:
            await self.stop()

    async def _pass(self, service: Service) -> StepResult:
        """One batch from each input of ``service``, one input after the other.

        A service's inputs are consumed sequentially so its handlers never race each
        other over the service's state; different services run concurrently.
        """
        return _add(StepResult(), *[await self.step(service, t) for t in service.inputs])

    async def _consume(self, service: Service, stop: asyncio.Event) -> None:
        while not stop.is_set():
            result = await self._pass(service)
            if result.read == 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), self.settings.poll_interval_s)

    # -- one batch ------------------------------------------------------------------
    async def step(self, service: Service, topic: str) -> StepResult:
        """Read one batch of ``topic`` for ``service``, handle it and commit atomically."""
        group = service.name
        offset = await self.bus.committed(group, topic)
        records = await self.bus.read(topic, offset, self.settings.batch_size)
        if not records:
            LAG.labels(service.name, topic).set(0)
            return StepResult()
        seen = await self.bus.seen(group, [r.id for r in records])
        fresh = [r for r in records if r.id not in seen]
        state = BatchState(self.bus, group)
        gate = asyncio.Semaphore(service.concurrency)

        handler = self._handlers[service.name]

        async def guarded(record: Record) -> tuple[list[Envelope], bool]:
            async with gate:
                return await handler.handle(record, state)

        results = await asyncio.gather(*(guarded(r) for r in fresh))
        outputs = [env for envs, _ in results for env in envs]
        dead = sum(1 for _, is_dead in results if is_dead)
        await self.bus.process(
            group,
            topic,
            records[-1].offset + 1,
            outputs,
            [r.id for r in fresh],
            sorted(state.pending.items()),
        )
        MESSAGES_IN.labels(service.name, topic).inc(len(fresh))
        if seen:
            DUPLICATES.labels(service.name, topic).inc(len(seen))
        for env in outputs:
            MESSAGES_OUT.labels(service.name, env.topic).inc()
        end = await self.bus.end_offset(topic)
        LAG.labels(service.name, topic).set(max(end - records[-1].offset - 1, 0))
        return StepResult(len(records), len(outputs) - dead, dead, len(seen))


def _add(total: StepResult, *results: StepResult) -> StepResult:
    return StepResult(
        total.read + sum(r.read for r in results),
        total.produced + sum(r.produced for r in results),
        total.dead + sum(r.dead for r in results),
        total.duplicates + sum(r.duplicates for r in results),
    )
