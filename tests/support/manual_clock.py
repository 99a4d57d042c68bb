"""A clock for tests: ``sleep`` advances virtual time at once and records the request."""

from __future__ import annotations

import asyncio

__all__ = ["ManualClock"]


class ManualClock:
    """Monotonic virtual time; ``sleep(s)`` records ``s``, moves time on and yields once."""

    def __init__(self, start: float = 1000.0) -> None:
        self.time = start
        self.sleeps: list[float] = []

    def now(self) -> float:
        """Virtual monotonic seconds."""
        return self.time

    def advance(self, seconds: float) -> None:
        """Move virtual time forward without sleeping."""
        self.time += seconds

    async def sleep(self, seconds: float) -> None:
        """Record the wait, advance virtual time, and let other tasks run."""
        self.sleeps.append(seconds)
        self.time += max(0.0, seconds)
        await asyncio.sleep(0)
