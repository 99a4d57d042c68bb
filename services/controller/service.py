"""``dyneval serve controller``: the round controller as a service of its own.

It has no input topics (like the ingest endpoint): its startup hook starts the
controller loop, which reads the bus, waits for the other services' consumer groups to
catch up (``WatchedPipeline``), asks the configured agents itself and appends round
control, answers and logs. Start as many as you like on one bus: the lease lets exactly
one of them act. Its shutdown hook stops the loop and gives the lease up, so a standby
takes over at once.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Any

from services.controller.controller import RoundController
from services.controller.evidence import EvidenceSources, open_evidence
from services.controller.lease import Lease, open_lease
from services.controller.steps import ControllerEvent
from services.jobs.pipeline import WatchedPipeline, pipeline_inputs
from shared.agents import AgentPool, build_agents
from shared.bus import Bus, open_bus
from shared.messages.topics import ANSWERS, DEAD, LOGS, ROUNDS
from shared.runtime import Daemon
from shared.settings import Settings
from shared.telemetry import get_logger

__all__ = ["NAME", "build"]

NAME = "controller"
_STOP_GRACE_S = 30.0
_log = get_logger("controller")


def _log_event(event: ControllerEvent) -> None:
    _log.info(event.message, kind=event.kind, round_id=event.round_id)


@dataclass
class _Running:
    """The controller loop and what it owns, while the service runs."""

    settings: Settings
    stop: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[Any] | None = None
    bus: Bus | None = None
    pool: AgentPool | None = None
    lease: Lease | None = None
    evidence: EvidenceSources | None = None

    async def startup(self) -> None:
        settings = self.settings
        self.bus = open_bus(settings)
        self.pool = build_agents(settings)
        self.lease = open_lease(settings)
        self.evidence = open_evidence(settings)
        pipeline = WatchedPipeline(
            self.bus, pipeline_inputs(settings), poll_s=min(settings.controller_poll_s, 0.5),
            timeout_s=settings.controller_settle_timeout_s,
        )  # fmt: skip
        if settings.root_seed is None:
            _log.warning("no root_seed setting: round seeds are published when rounds open")
        controller = RoundController(
            self.bus, settings, self.pool, pipeline=pipeline, lease=self.lease,
            evidence=self.evidence.sources, on_event=_log_event,
        )  # fmt: skip
        self.task = asyncio.get_running_loop().create_task(controller.run(self.stop))
        self.task.add_done_callback(_report_end)

    async def shutdown(self) -> None:
        self.stop.set()
        if self.task is not None:
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.wait_for(self.task, _STOP_GRACE_S)
        for closer in (
            self.lease.close if self.lease else None,
            self.evidence.aclose if self.evidence else None,
            self.pool.aclose if self.pool else None,
            self.bus.close if self.bus else None,
        ):
            if closer is not None:
                with contextlib.suppress(Exception):
                    await closer()


def _report_end(task: asyncio.Task[Any]) -> None:
    if task.cancelled():
        return
    error = task.exception()
    if error is not None:
        _log.error("the controller loop stopped on an error", error=repr(error))
    else:
        _log.info("the controller loop ended", rounds=len(task.result()))


def build(settings: Settings) -> Daemon:
    """The controller daemon under ``settings`` (no handler: starting it starts the loop)."""
    running = _Running(settings)
    return Daemon(
        NAME, (ROUNDS, ANSWERS, LOGS, DEAD), startup=running.startup, shutdown=running.shutdown
    )
