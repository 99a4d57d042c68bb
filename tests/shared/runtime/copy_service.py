"""A small real service for runtime tests: turns each log into a seed question."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel

from shared.bus.local import LocalBus
from shared.messages import AgentLog, SeedQuestion
from shared.runtime import Context, LocalRuntime, Out, Service
from shared.settings import Settings


def copy_service(
    delay_s: float = 0.0, *, stop_after: int = 0, stopped_marker: Path | None = None
) -> Service:
    """A service copying every ``logs`` message to ``seeds`` after ``delay_s``.

    With ``stop_after`` > 0, the handler of every message after the first ``stop_after``
    writes ``stopped_marker`` and then waits forever: a test kills the process at that
    known point instead of racing a clock.
    """
    handled = 0

    async def handle(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        nonlocal handled
        assert isinstance(payload, AgentLog)
        if stop_after and handled >= stop_after:
            if stopped_marker is not None:
                stopped_marker.write_text(str(handled), "utf-8")
            await asyncio.Event().wait()
        handled += 1
        if delay_s:
            await asyncio.sleep(delay_s)
        seed = SeedQuestion(seed_id=payload.log_id, question=payload.question)
        return [Out("seeds", seed)]

    return Service("copy", ("logs",), ("seeds",), handle)


async def _main(data_dir: str, delay_s: float, stop_after: int, marker: Path | None) -> None:
    settings = Settings(data_dir=Path(data_dir), batch_size=5, retry_backoff_s=0.0)
    bus = LocalBus(settings.bus_path)
    service = copy_service(delay_s, stop_after=stop_after, stopped_marker=marker)
    await LocalRuntime(bus, [service], settings).run_until_idle()
    await bus.close()


if __name__ == "__main__":
    # usage: copy_service DATA_DIR DELAY_S [STOP_AFTER MARKER_FILE]
    args = sys.argv[1:]
    stop = int(args[2]) if len(args) > 2 else 0
    asyncio.run(_main(args[0], float(args[1]), stop, Path(args[3]) if len(args) > 3 else None))
