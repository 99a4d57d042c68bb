"""Waiting for the pipeline: the controller acts only once every service caught up.

Embedded, the controller runs the services itself (``DrainedPipeline``: drain them
until idle). As a service of its own (``dyneval serve controller``) other processes run
them, and ``WatchedPipeline`` polls their consumer groups until none has anything left
to read on any input, twice in a row. Every runtime appends a message's outputs before
it commits the message, so all lags at zero means nothing is in flight.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Protocol, runtime_checkable

from services.registry import PIPELINE, SERVICES, build_pipeline_service
from shared.bus import Bus
from shared.errors import BusError
from shared.settings import Settings

__all__ = [
    "DrainedPipeline",
    "Pipeline",
    "PipelineStuck",
    "WatchedPipeline",
    "pipeline_inputs",
]


class PipelineStuck(BusError):
    """The pipeline did not catch up within the settle timeout."""


class Pipeline(Protocol):
    """What the controller waits on between its steps."""

    async def settle(self) -> None:
        """Return once every pipeline service has processed everything on its inputs."""
        ...


@runtime_checkable
class _LagReporter(Protocol):
    async def service_lag(self, service: str, topic: str) -> int: ...


class DrainedPipeline:
    """The services run in this process: settling is draining them."""

    def __init__(self, drain: Callable[[], Awaitable[None]]) -> None:
        self._drain = drain

    async def settle(self) -> None:
        """Run the services until no input is left."""
        await self._drain()


def pipeline_inputs(settings: Settings) -> dict[str, tuple[str, ...]]:
    """Input topics of each pipeline service, by service name (its consumer group)."""
    return {
        name: build_pipeline_service(name, settings).inputs for name in PIPELINE if name in SERVICES
    }


class WatchedPipeline:
    """Other processes run the services; settling is waiting for their consumer groups."""

    def __init__(
        self,
        bus: Bus,
        inputs: Mapping[str, Sequence[str]],
        *,
        poll_s: float = 0.5,
        timeout_s: float = 900.0,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.bus = bus
        self.inputs = {name: tuple(topics) for name, topics in inputs.items()}
        self.poll_s = poll_s
        self.timeout_s = timeout_s
        self._sleep = sleep
        self._clock = clock

    async def lags(self) -> dict[tuple[str, str], int]:
        """Unprocessed messages per (service, input topic)."""
        out: dict[tuple[str, str], int] = {}
        bus = self.bus
        for service, topics in self.inputs.items():
            for topic in topics:
                if isinstance(bus, _LagReporter):
                    out[(service, topic)] = await bus.service_lag(service, topic)
                else:
                    end = await bus.end_offset(topic)
                    out[(service, topic)] = max(end - await bus.committed(service, topic), 0)
        return out

    async def settle(self) -> None:
        """Poll until every lag reads zero twice in a row; ``PipelineStuck`` on timeout."""
        deadline = self._clock() + self.timeout_s
        quiet = 0
        while True:
            behind = {k: v for k, v in (await self.lags()).items() if v}
            quiet = 0 if behind else quiet + 1
            if quiet >= 2:
                return
            if self._clock() > deadline:
                named = ", ".join(f"{s} on {t}: {n}" for (s, t), n in sorted(behind.items()))
                raise PipelineStuck(
                    f"the pipeline did not catch up within {self.timeout_s:g}s "
                    f"(still to process: {named or 'nothing, but not twice in a row'})",
                    hint="check that a worker runs for every service (dyneval topics shows lag)",
                )
            await self._sleep(self.poll_s if behind else min(self.poll_s, 0.05))
