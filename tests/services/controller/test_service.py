"""``dyneval serve controller``: the controller as a service next to the pipeline's."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from pydantic import SecretStr

from services.cli.run_commands import EXAMPLES
from services.ingest.service import ingest_paths
from services.jobs.verify import verify_round
from services.registry import PIPELINE, SERVICES, build_service
from shared.bus.local import LocalBus
from shared.rounds.control import round_states
from shared.runtime import Daemon, LocalRuntime
from shared.settings import Settings


def test_controller_is_registered_but_not_part_of_the_pipeline() -> None:
    """`serve controller` finds it; the main job's pipeline does not run it."""
    assert "controller" in SERVICES and "controller" not in PIPELINE
    service = build_service("controller", Settings())
    assert isinstance(service, Daemon) and "rounds" in service.outputs


async def test_the_service_runs_rounds_while_other_services_process(tmp_path: Path) -> None:
    """Beside the pipeline's services the controller runs two rounds, then releases the lease."""
    settings = Settings(
        data_dir=tmp_path / "data", root_seed=SecretStr("99"), controller_every="0s",
        controller_rounds=2, controller_poll_s=0.05, score_bootstrap_resamples=50,
        controller_report=False, poll_interval_s=0.01,
    )  # fmt: skip
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES], "auto", bus, settings)
    services = [build_service(name, settings) for name in (*PIPELINE, "controller")]
    runtime = LocalRuntime(bus, services, settings)
    stop = asyncio.Event()
    running = asyncio.create_task(runtime.run_forever(stop))
    try:
        for _ in range(600):
            states = await round_states(bus)
            if sum(not s.is_open for s in states.values()) >= 2:
                break
            await asyncio.sleep(0.1)
    finally:
        stop.set()
        await asyncio.wait_for(running, 60)
    states = await round_states(bus)
    assert list(states) == ["r0001", "r0002"] and not any(s.is_open for s in states.values())
    for rid in states:
        assert (await verify_round(bus, settings, rid)).ok
    await bus.close()
    with sqlite3.connect(settings.bus_path) as db:
        assert db.execute("SELECT COUNT(*) FROM leases").fetchone() == (0,)  # released
