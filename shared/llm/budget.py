"""Per-endpoint budgets: a concurrency limit and optional requests/tokens-per-minute buckets.

The buckets work by reservation (as in token-bucket rate limiters that let a caller go
into debt): a request takes its share now, and if the bucket is in debt it waits until the
debt would be repaid. Tokens are reserved from an estimate before the call and settled
against the ``usage`` the server reports, so the tokens-per-minute budget follows real
counts. Time comes from an injected ``Clock`` so tests need not wait.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Protocol

__all__ = [
    "Clock",
    "EndpointBudget",
    "Reservation",
    "SystemClock",
    "TokenBucket",
]


class Clock(Protocol):
    """Monotonic time and sleeping, injectable for tests."""

    def now(self) -> float:
        """Monotonic seconds."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds``."""
        ...


class SystemClock:
    """The real clock: ``time.monotonic`` and ``asyncio.sleep``."""

    def now(self) -> float:
        """Monotonic seconds."""
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` on the event loop."""
        await asyncio.sleep(seconds)


class TokenBucket:
    """``per_minute`` units refilled evenly over a minute; starts full; may go into debt."""

    def __init__(self, per_minute: int, clock: Clock) -> None:
        if per_minute < 1:
            raise ValueError(f"a per-minute budget must be >= 1, got {per_minute}")
        self.capacity = float(per_minute)
        self.rate = per_minute / 60.0
        self._clock = clock
        self._level = self.capacity
        self._stamp = clock.now()

    def _refill(self) -> None:
        now = self._clock.now()
        elapsed = max(0.0, now - self._stamp)
        self._stamp = now
        self._level = min(self.capacity, self._level + elapsed * self.rate)

    @property
    def level(self) -> float:
        """Units available now (negative while in debt)."""
        self._refill()
        return self._level

    def reserve(self, amount: float) -> float:
        """Take ``amount`` units; return the seconds to wait before using them."""
        self._refill()
        self._level -= amount
        return 0.0 if self._level >= 0 else -self._level / self.rate

    def adjust(self, delta: float) -> None:
        """Take ``delta`` more units (a negative ``delta`` gives units back)."""
        self._refill()
        self._level = min(self.capacity, self._level - delta)


@dataclass(slots=True)
class Reservation:
    """One request's share of the budget; settle it with the real token count."""

    estimated_tokens: int
    """Tokens reserved before the call."""

    waited_s: float = 0.0
    """How long the request waited for the per-minute budgets."""


class EndpointBudget:
    """Concurrency limit plus optional RPM and TPM buckets for one endpoint."""

    def __init__(
        self,
        *,
        concurrency: int,
        rpm: int | None = None,
        tpm: int | None = None,
        clock: Clock | None = None,
    ) -> None:
        if concurrency < 1:
            raise ValueError(f"concurrency must be >= 1, got {concurrency}")
        self.concurrency = concurrency
        self._clock: Clock = clock if clock is not None else SystemClock()
        self._slots = asyncio.Semaphore(concurrency)
        self._in_flight = 0
        self.rpm = TokenBucket(rpm, self._clock) if rpm is not None else None
        self.tpm = TokenBucket(tpm, self._clock) if tpm is not None else None

    @property
    def in_flight(self) -> int:
        """Requests currently holding a slot."""
        return self._in_flight

    @asynccontextmanager
    async def request(self, estimated_tokens: int) -> AsyncIterator[Reservation]:
        """Hold a concurrency slot and the per-minute shares for one HTTP request."""
        async with self._slots:
            reservation = Reservation(estimated_tokens=estimated_tokens)
            wait = 0.0
            if self.rpm is not None:
                wait = max(wait, self.rpm.reserve(1))
            if self.tpm is not None:
                wait = max(wait, self.tpm.reserve(estimated_tokens))
            if wait > 0:
                reservation.waited_s = wait
                await self._clock.sleep(wait)
            self._in_flight += 1
            try:
                yield reservation
            finally:
                self._in_flight -= 1

    def settle(self, reservation: Reservation, actual_tokens: int | None) -> None:
        """Correct the tokens-per-minute bucket by what the server says the call used."""
        if self.tpm is None or actual_tokens is None:
            return
        self.tpm.adjust(actual_tokens - reservation.estimated_tokens)
