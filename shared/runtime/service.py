"""What a service is: a name, its topics and one async handler; and what a daemon is.

A handler takes the input payload (already parsed into its topic's model) and a
``Context`` and returns the messages it produces as ``Out`` values. Transport,
offsets, retries, de-duplication, dead letters and metrics belong to the runtime.

A ``Daemon`` consumes no topic: it is started and stopped (an HTTP endpoint, the
round controller's loop) and appends through its own bus client. It has no
handler, so it is not a ``Service``; the runtimes start and stop it alongside.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

import structlog
from pydantic import BaseModel

from shared.bus.base import Record
from shared.messages.envelope import Envelope
from shared.settings import Settings

__all__ = [
    "Context",
    "Daemon",
    "Handler",
    "Hook",
    "Out",
    "RawHandler",
    "Runnable",
    "Service",
    "StateStore",
]


@dataclass(frozen=True, slots=True)
class Out:
    """One message a handler produces."""

    topic: str
    payload: BaseModel
    key: str | None = None
    """Partition key; defaults to the input message's key."""
    id: str | None = None
    """Message id; defaults to one derived from the service, input id and position."""
    round_id: str | None = None
    """Round id; defaults to the input message's round."""
    theta_hash: str | None = None
    """θ hash; defaults to the input message's."""


class StateStore(Protocol):
    """A service's durable key-value state, written atomically with its outputs."""

    async def get(self, key: str) -> bytes | None:
        """The value stored under ``key``."""
        ...

    def put(self, key: str, value: bytes) -> None:
        """Store ``value`` under ``key`` when the current batch commits."""
        ...

    async def scan(self, prefix: str) -> list[tuple[str, bytes]]:
        """Entries whose key starts with ``prefix``, by key (pending writes included)."""
        ...


@dataclass(slots=True)
class Context:
    """What a handler may use besides its input: settings, metadata, logger, state, clock."""

    settings: Settings
    envelope: Envelope
    topic: str
    offset: int
    log: structlog.typing.FilteringBoundLogger
    state: StateStore
    clock: Callable[[], datetime]

    def now(self) -> datetime:
        """The current time from the runtime's clock."""
        return self.clock()


Handler = Callable[[BaseModel, Context], Awaitable[Sequence[Out]]]
Hook = Callable[[], Awaitable[None]]
RawHandler = Callable[[Record], Awaitable[list[Envelope]]]
"""Turns one record of a raw input topic (not an envelope) into output envelopes."""


@dataclass(frozen=True, slots=True)
class Service:
    """A named handler over input topics, producing to output topics."""

    name: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    handler: Handler
    concurrency: int = 1
    """Messages of one batch handled at once (handlers sharing state should keep 1)."""
    raw_inputs: tuple[str, ...] = ()
    """Inputs whose records are not envelopes (outside producers); ``raw_handler`` reads
    them (Kafka workers only)."""
    raw_handler: RawHandler | None = None
    broadcast_inputs: tuple[str, ...] = ()
    """Control inputs (qagen's ``rounds``) whose every message reaches every partition: on
    Kafka the worker holding the message copies it to each partition of the internal
    topic ``{group}-broadcast`` (in its transaction), and each partition handles its copy
    with its own state. State is then read per partition only (no other partition's
    entries), so N workers produce what one does."""
    needs_all_partitions: bool = False
    """State read across keys (a scan on a control message, an index over every item):
    on Kafka the service can run as one worker only, which holds every partition; a
    second worker of the group refuses to start and says so."""
    startup: Hook | None = None
    """Called once before the first message (open clients, load caches)."""
    shutdown: Hook | None = None
    """Called once when the runtime stops."""


@dataclass(frozen=True, slots=True)
class Daemon:
    """A named long-running part with no input topics: started, stopped, never handed a message."""

    name: str
    outputs: tuple[str, ...]
    """Topics it appends to (created before it starts on a bus that needs that)."""
    startup: Hook
    """Starts it (serving, looping) and returns; it runs on the event loop until shutdown."""
    shutdown: Hook
    """Stops it and releases what it holds."""


Runnable = Service | Daemon
"""What a registry factory builds and a runtime runs."""
