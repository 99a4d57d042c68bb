"""Judging the candidates a runtime batch hands over at once with batched panel calls.

The runtime handles the records of one batch concurrently when the service allows it.
Each handler takes a ticket on entry (entry order is record order) in its group (the
candidates of one graph), asks the ``PanelBatcher`` for the panel's verdicts and waits;
once no handler is running any more (all wait here or for an earlier member of their
group) the waiting candidates go to the panel together, each judge judging them in as few
calls as its batch size allows. What depends on earlier candidates of the same group (the
graph's items, repeats, claim sets) is decided one ticket after the other in entry
order, so the outcome is the one the sequential judge gives.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

from shared.messages.qa import JudgeVerdict, QAItem

__all__ = ["PanelBatcher", "PanelCall"]

PanelCall = Callable[[Sequence[QAItem]], Awaitable[list[list[JudgeVerdict]]]]
"""The panel's verdicts on several items: per item, one verdict per judge."""

_SETTLE_TICKS = 3
"""Event-loop turns to wait before flushing, so that handlers the runtime has already
scheduled reach the batcher first."""


class PanelBatcher:
    """Collects the candidates of concurrent handlers into batched panel calls."""

    def __init__(self, panel: PanelCall) -> None:
        self._panel = panel
        self._active = 0
        self._pending: list[tuple[QAItem, asyncio.Future[list[JudgeVerdict]]]] = []
        self._flushing: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._next_ticket = 0
        self._changed = asyncio.Condition()
        self._open: dict[str, set[int]] = {}

    def enter(self, group: str) -> int:
        """A handler starts: its ticket (tickets follow entry order) within ``group``."""
        self._active += 1
        ticket = self._next_ticket
        self._next_ticket += 1
        self._open.setdefault(group, set()).add(ticket)
        return ticket

    def open_before(self, ticket: int, group: str) -> int:
        """Handlers of ``group`` that entered before ``ticket`` and have not finished."""
        return sum(1 for t in self._open.get(group, ()) if t < ticket)

    async def fewer_before(self, ticket: int, group: str, count: int) -> None:
        """Wait until fewer than ``count`` earlier handlers of ``group`` are unfinished
        (``count`` 1: until every earlier one has finished: the handler's turn)."""

        def ready() -> bool:
            return self.open_before(ticket, group) < count

        if ready():
            return
        self._idle()
        try:
            async with self._changed:
                await self._changed.wait_for(ready)
        finally:
            self._active += 1

    async def verdicts(self, item: QAItem) -> list[JudgeVerdict]:
        """The panel's verdicts on ``item``, asked together with every waiting candidate."""
        future: asyncio.Future[list[JudgeVerdict]] = asyncio.get_running_loop().create_future()
        self._pending.append((item, future))
        self._idle()
        try:
            return await future
        finally:
            self._active += 1

    async def leave(self, ticket: int, group: str) -> None:
        """The handler of ``ticket`` is done (or failed): later members of its group go on."""
        members = self._open.get(group, set())
        members.discard(ticket)
        if not members:
            self._open.pop(group, None)
        self._active -= 1
        async with self._changed:
            self._changed.notify_all()
        self._maybe_flush()

    def _idle(self) -> None:
        self._active -= 1
        self._maybe_flush()

    def _maybe_flush(self) -> None:
        if self._pending and self._active == 0 and self._flushing is None:
            self._flushing = asyncio.ensure_future(self._flush_when_settled())

    async def _flush_when_settled(self) -> None:
        for _ in range(_SETTLE_TICKS):
            await asyncio.sleep(0)
        self._flushing = None
        if self._active > 0 or not self._pending:
            return  # a handler is still running: it flushes when it waits
        batch, self._pending = self._pending, []
        task = asyncio.ensure_future(self._ask(batch))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _ask(self, batch: list[tuple[QAItem, asyncio.Future[list[JudgeVerdict]]]]) -> None:
        try:
            verdicts = await self._panel([item for item, _ in batch])
        except BaseException as exc:  # every waiting handler fails with the panel's error
            for _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
            return
        for (_, future), given in zip(batch, verdicts, strict=True):
            if not future.done():
                future.set_result(given)
