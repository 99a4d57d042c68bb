"""The controller in one process: rounds opened by hand are adopted, the graph-count
trigger closes a round, a standby never acts, losing the lease cancels the step."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from pathlib import Path

from pydantic import SecretStr

from services.cli.run_commands import EXAMPLES
from services.controller.controller import RoundController
from services.controller.lease import Lease, LeaseHolder, SqliteLease
from services.controller.policy import RoundPolicy
from services.controller.steps import ControllerEvent
from services.ingest.service import ingest_paths
from services.jobs.local_pipeline import LocalPipeline
from services.jobs.pipeline import DrainedPipeline, WatchedPipeline, pipeline_inputs
from shared.agents import build_agents
from shared.bus.local import LocalBus
from shared.messages.topics import GRAPHS
from shared.rounds.control import open_round, round_states
from shared.settings import Settings


def _settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data", root_seed=SecretStr("5"), controller_poll_s=0.02,
                    score_bootstrap_resamples=50, controller_report=False)  # fmt: skip


class _Fixed:
    """A lease with a scripted answer per call (then the last one forever)."""

    def __init__(self, *answers: bool) -> None:
        self.answers = list(answers)
        self.calls = 0
        self.released = False

    @property
    def owner(self) -> str:
        return "fixed"

    async def acquire(self) -> bool:
        self.calls += 1
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]

    async def release(self) -> None:
        self.released = True

    async def holder(self) -> LeaseHolder | None:
        return None

    async def close(self) -> None:
        return None


async def _controller(
    settings: Settings, bus: LocalBus, policy: RoundPolicy, lease: Lease
) -> tuple[RoundController, LocalPipeline, list[ControllerEvent]]:
    pool = build_agents(settings)
    driver = LocalPipeline(bus, settings)
    events: list[ControllerEvent] = []
    controller = RoundController(
        bus, settings, pool, pipeline=DrainedPipeline(driver.settle), lease=lease, policy=policy,
        on_event=events.append,
    )  # fmt: skip
    return controller, driver, events


async def test_a_round_opened_by_hand_is_adopted_and_closed(tmp_path: Path) -> None:
    """A round opened by hand is closed by the controller's policy and counts towards --rounds."""
    settings = _settings(tmp_path)
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES], "auto", bus, settings)
    by_hand = await open_round(bus, settings)
    lease = SqliteLease(settings.bus_path, owner="me")
    controller, driver, events = await _controller(
        settings, bus, RoundPolicy(every=timedelta(0), max_rounds=1), lease
    )
    closed = await controller.run()
    await driver.stop()
    assert [c.round_id for c in closed] == [by_hand.round_id]
    assert closed[0].items and closed[0].verifiable
    assert [e.kind for e in events if e.kind != "leader"] == ["asking", "closed", "done"]
    assert [s.is_open for s in (await round_states(bus)).values()] == [False]
    assert await lease.holder() is None  # released when the run ended
    await lease.close()
    await bus.close()


async def test_new_graphs_close_the_round(tmp_path: Path) -> None:
    """With --after-graphs 2 the round stays open until two graphs arrive after it opened."""
    settings = _settings(tmp_path)
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES / "meta-austin.json"], "auto", bus, settings)
    controller, driver, _ = await _controller(settings, bus, RoundPolicy(after_graphs=2),
                                              _Fixed(True))  # fmt: skip
    assert await controller.step() == "open"
    assert await controller.step() == "wait"
    await ingest_paths([EXAMPLES / "ever-given-suez-blockage.json",
                        EXAMPLES / "jwst-journey-to-l2.json"], "auto", bus, settings)  # fmt: skip
    await driver.settle()
    assert await bus.end_offset(GRAPHS) == 3
    assert await controller.step() == "close"
    assert controller.closed[0].round_id == "r0001"
    await driver.stop()
    await bus.close()


async def test_a_standby_never_acts_and_a_lost_lease_cancels_the_step(tmp_path: Path) -> None:
    """Without the lease the controller opens nothing; losing it mid-step stops the step."""
    settings = _settings(tmp_path)
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES / "meta-austin.json"], "auto", bus, settings)
    refused = _Fixed(False)
    standby, driver, events = await _controller(settings, bus, RoundPolicy(), refused)
    stop = asyncio.Event()
    runner = asyncio.create_task(standby.run(stop))
    async with asyncio.timeout(30):  # refused three times, however slow the machine
        while refused.calls < 3:
            await asyncio.sleep(0.01)
    stop.set()
    assert await runner == [] and await round_states(bus) == {}
    slow = WatchedPipeline(bus, {"nobody": ("logs",)}, poll_s=0.01, timeout_s=30)
    lease = _Fixed(True, False)  # leads once, then the renewal fails
    pool = build_agents(settings)
    losing = RoundController(bus, settings, pool, pipeline=slow, lease=lease,
                             policy=RoundPolicy(), on_event=events.append)  # fmt: skip
    stop = asyncio.Event()
    runner = asyncio.create_task(losing.run(stop))
    while not any(e.kind == "standby" for e in events):
        await asyncio.sleep(0.02)
    stop.set()
    await runner
    assert await round_states(bus) == {}  # the open step never got past settling
    assert lease.released
    await driver.stop()
    await bus.close()


async def test_watched_pipeline_waits_for_every_consumer_group(tmp_path: Path) -> None:
    """The service-mode pipeline settles only once each service committed all its inputs."""
    settings = _settings(tmp_path)
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES / "meta-austin.json"], "auto", bus, settings)
    watch = WatchedPipeline(bus, pipeline_inputs(settings), poll_s=0.01, timeout_s=30)
    lags = await watch.lags()
    assert lags[("graph", "logs")] == 1 and set(lags) >= {("qagen", "claims"), ("score", "rounds")}
    driver = LocalPipeline(bus, settings)
    waiting = asyncio.create_task(watch.settle())
    await asyncio.sleep(0.05)
    assert not waiting.done()
    await driver.settle()
    await asyncio.wait_for(waiting, 10)
    assert not any((await watch.lags()).values())
    await driver.stop()
    await bus.close()


async def test_a_round_under_another_secret_is_closed_unrevealed(tmp_path: Path) -> None:
    """Under another root seed the controller closes the round without revealing it, and says so."""
    settings = _settings(tmp_path)
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES / "meta-austin.json"], "auto", bus, settings)
    await open_round(bus, settings.model_copy(update={"root_seed": SecretStr("1")}))
    controller, driver, events = await _controller(
        settings, bus, RoundPolicy(every=timedelta(0), max_rounds=1), _Fixed(True)
    )
    (closed,) = await controller.run()
    assert closed.closed is not None, "the round never closed"
    assert not closed.verifiable and closed.closed.root_seed is None
    assert "unrevealed" in [e.kind for e in events]
    await driver.stop()
    await bus.close()
