"""``dyneval run --continuous``: the round controller on the embedded default, unattended.

The pipeline's services run in this process (``LocalPipeline``) and the controller drives
them: ingest the starting logs, then round after round gather fresh evidence, open,
generate and judge, ask the agents, score, close (revealing the round's seed), report,
until ``rounds`` rounds closed or the stop event is set (Ctrl-C). Without a ``root_seed``
setting the run draws a secret root seed of its own, kept in memory and never printed,
so every round's seed is still secret until the round closes.

Stopping mid-round leaves the round open; the next run (or a ``dyneval serve
controller``) adopts it: a round opened under another secret is closed unrevealed. The
run is a job on the bus: killed and started again with the same command, it carries on
(a round whose closing began is finished first, then rounds are counted towards
``rounds`` across both processes).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from pydantic import SecretStr

from services.controller.controller import RoundController
from services.controller.evidence import open_evidence
from services.controller.lease import SqliteLease
from services.controller.policy import RoundPolicy
from services.controller.steps import ClosedRound, ControllerEvent
from services.ingest.service import IngestReport, ingest_paths
from services.jobs.crashpoints import CrashPoints
from services.jobs.ledger import start_job
from services.jobs.local_pipeline import LocalPipeline
from services.jobs.pipeline import DrainedPipeline
from shared.agents import build_agents
from shared.bus import LocalBus
from shared.errors import ConfigError
from shared.settings import Settings

__all__ = ["ContinuousResult", "run_continuous"]


@dataclass
class ContinuousResult:
    """What an unattended run did."""

    data_dir: Path
    ingest: IngestReport
    policy: RoundPolicy
    rounds: list[ClosedRound] = field(default_factory=list)
    secret_seed: bool = True
    """Whether round seeds were secret until close."""
    elapsed_s: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        return {
            "data_dir": str(self.data_dir),
            "ingest": self.ingest.to_json(),
            "policy": self.policy.describe(),
            "secret_seed": self.secret_seed,
            "rounds": [
                {
                    "round_id": r.round_id,
                    "items": len(r.items),
                    "answers": len(r.answers),
                    "revealed_seed": r.closed.root_seed if r.closed else None,
                    "resumed_at": r.resumed_at,
                    "commitment": r.opened.commitment,
                    "snapshots": r.snapshots,
                    "evidence": None if r.evidence is None else vars(r.evidence),
                    "report": r.report.model_dump(mode="json") if r.report else None,
                    "report_html": str(r.files.html) if r.files else None,
                    "change_points": [
                        {"agent": t.agent, "metric": t.metric, "direction": s.direction}
                        for t in r.trends
                        if (s := t.latest_shift) is not None and s.round_id == r.round_id
                    ],
                }
                for r in self.rounds
            ],
            "elapsed_s": round(self.elapsed_s, 3),
        }


async def run_continuous(
    settings: Settings,
    sources: Sequence[Path],
    *,
    every: timedelta | None = None,
    after_graphs: int | None = None,
    rounds: int | None = None,
    stop: asyncio.Event | None = None,
    on_event: Callable[[ControllerEvent], None] | None = None,
) -> ContinuousResult:
    """Ingest ``sources``, then let the controller run rounds until done or stopped."""
    started = time.perf_counter()
    if settings.bus != "local":
        raise ConfigError(
            f"the continuous run uses the embedded default, not {settings.bus!r}",
            hint="on Kafka start `dyneval serve controller` next to the service workers",
        )
    missing = [str(p) for p in sources if not p.exists()]
    if missing:
        raise ConfigError(f"no such file or folder: {', '.join(missing)}",
                          hint="pass agent-log files or folders")  # fmt: skip
    secret = settings.root_seed is not None
    if not secret:
        settings = settings.model_copy(update={"root_seed": SecretStr(str(secrets.randbits(63)))})
    policy = RoundPolicy(every, after_graphs, rounds)
    bus = LocalBus(settings.bus_path)
    pool = build_agents(settings)
    crash = CrashPoints(settings.crash_at)
    pipeline = LocalPipeline(bus, settings, crash=crash)
    lease = SqliteLease(settings.bus_path, ttl_s=settings.controller_lease_ttl_s)
    evidence = open_evidence(settings)
    try:
        # the plan names no seed: the root seed is a secret and stays off the bus
        plan = {"rounds": rounds, "every": None if every is None else every.total_seconds(),
                "after_graphs": after_graphs, "agents": pool.selected,
                "sources": [str(s) for s in sources]}  # fmt: skip
        job = await start_job(bus, "continuous", plan)
        if job.resumed and on_event is not None:
            on_event(ControllerEvent(
                "resumed", None, f"the continuous run started at {job.started_at:%H:%M:%S} UTC "
                f"with this command did not finish; carrying it on ({len(job.rounds)} round(s) "
                "opened so far)",
            ))  # fmt: skip
        # no drain here: a standby must not run the pipeline; the leader settles it first
        ingested = await ingest_paths(list(sources), "auto", bus, settings,
                                      lambda *_: crash.point("ingest"))  # fmt: skip
        controller = RoundController(
            bus, settings, pool, pipeline=DrainedPipeline(pipeline.settle), lease=lease,
            policy=policy, evidence=evidence.sources, on_event=on_event, job=job, crash=crash,
        )  # fmt: skip
        closed = await controller.run(stop)
        if controller.done:
            await job.record(bus, "finished", {"rounds": [r.round_id for r in closed]})
        return ContinuousResult(settings.data_dir, ingested, policy, closed, True,
                                time.perf_counter() - started)  # fmt: skip
    finally:
        await pipeline.stop()
        await evidence.aclose()
        await pool.aclose()
        await lease.close()
        await bus.close()
