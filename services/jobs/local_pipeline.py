"""The pipeline's services run in this process, on the embedded runtime.

``settle`` drains them (qagen generates, the judge accepts or rejects, the score service
scores and reports) until no input is left, updating one progress bar per service and
passing a crash point after every pass. It is the ``Pipeline`` the round lifecycle
waits on in ``dyneval run``, ``run --continuous`` and ``leaktest``.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.jobs.crashpoints import CrashPoints
from services.jobs.progress import JobProgress
from services.registry import PIPELINE, SERVICES, build_service
from shared.bus import LocalBus
from shared.runtime import LocalRuntime
from shared.settings import Settings

__all__ = ["LocalPipeline"]


class LocalPipeline:
    """The pipeline's services (or ``names`` of them) on one local runtime."""

    def __init__(
        self,
        bus: LocalBus,
        settings: Settings,
        *,
        names: Sequence[str] | None = None,
        progress: JobProgress | None = None,
        crash: CrashPoints | None = None,
    ) -> None:
        self.bus = bus
        self.progress = progress or JobProgress(enabled=False)
        self.crash = crash or CrashPoints()
        self.names = [n for n in (names or PIPELINE) if n in SERVICES]
        self.runtime = LocalRuntime(bus, [build_service(n, settings) for n in self.names], settings)

    async def settle(self) -> None:
        """Run the services until no input is left, updating one bar per service."""
        services = {s.name: s for s in self.runtime.services}
        while True:
            result = await self.runtime.run_until_idle(max_passes=1)
            for name in self.names:
                inputs = services[name].inputs
                total = sum([await self.bus.end_offset(t) for t in inputs])
                done = sum([await self.bus.committed(name, t) for t in inputs])
                self.progress.update(name, completed=done, total=total)
            if result.read == 0:
                return
            self.crash.point("pipeline")

    async def stop(self) -> None:
        """Run the services' shutdown hooks."""
        await self.runtime.stop()
