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


def copy_service(delay_s: float = 0.0) -> Service:
    """A service copying every ``logs`` message to ``seeds`` after ``delay_s``."""

    async def handle(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, AgentLog)
        if delay_s:
            await asyncio.sleep(delay_s)
        seed = SeedQuestion(seed_id=payload.log_id, question=payload.question)
        return [Out("seeds", seed)]

    return Service("copy", ("logs",), ("seeds",), handle)


async def _main(data_dir: str, delay_s: float) -> None:
    settings = Settings(data_dir=Path(data_dir), batch_size=5, retry_backoff_s=0.0)
    bus = LocalBus(settings.bus_path)
    await LocalRuntime(bus, [copy_service(delay_s)], settings).run_until_idle()
    await bus.close()


if __name__ == "__main__":
    asyncio.run(_main(sys.argv[1], float(sys.argv[2])))
