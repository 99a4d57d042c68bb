"""The local runtime: delivery, retries, dead letters, state and crash safety."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel

from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.errors import InputError
from shared.messages import AgentLog, DeadLetter, Envelope, SeedQuestion
from shared.runtime import Context, Daemon, LocalRuntime, Out, Service
from shared.settings import Settings
from tests.shared.runtime.copy_service import copy_service

REPO = Path(__file__).resolve().parents[3]


def _logs(n: int) -> list[Envelope]:
    return [
        envelope_for(
            "logs", AgentLog(log_id=f"l{i}", question=f"q{i}?"), key=f"l{i}", producer="test"
        )
        for i in range(n)
    ]


async def _seeds(bus: LocalBus) -> list[SeedQuestion]:
    return [
        SeedQuestion.model_validate(r.envelope().payload)
        for r in await bus.read("seeds", 0, 100_000)
    ]


async def test_every_message_is_handled_once_and_outputs_are_linked(
    bus: LocalBus, settings: Settings
) -> None:
    """Each input yields its output with the input's key, parent id and producer."""
    await bus.append("logs", _logs(30))
    result = await LocalRuntime(bus, [copy_service()], settings).run_until_idle()
    assert (result.read, result.produced, result.dead) == (30, 30, 0)
    records = await bus.read("seeds", 0, 100)
    assert [r.envelope().key for r in records] == [f"l{i}" for i in range(30)]
    assert {r.envelope().producer for r in records} == {"copy"}
    assert await bus.committed("copy", "logs") == 30


async def test_rerunning_after_reset_produces_no_duplicates(
    bus: LocalBus, settings: Settings
) -> None:
    """Re-delivered inputs (offset rewound) are skipped by id; outputs are not doubled."""
    await bus.append("logs", _logs(10))
    runtime = LocalRuntime(bus, [copy_service()], settings)
    await runtime.run_until_idle()
    await bus.commit("copy", "logs", 0)
    again = await runtime.run_until_idle()
    assert again.duplicates == 10
    assert len(await _seeds(bus)) == 10


async def test_failing_handler_is_retried_then_succeeds(
    bus: LocalBus, settings: Settings
) -> None:
    """A transient failure is retried within max_attempts and the message goes through."""
    calls: list[str] = []

    async def flaky(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, AgentLog)
        calls.append(payload.log_id)
        if calls.count(payload.log_id) < 2:
            raise RuntimeError("temporary outage")
        return [Out("seeds", SeedQuestion(seed_id=payload.log_id, question=payload.question))]

    await bus.append("logs", _logs(3))
    svc = Service("flaky", ("logs",), ("seeds",), flaky)
    result = await LocalRuntime(bus, [svc], settings).run_until_idle()
    assert (result.produced, result.dead) == (3, 0)
    assert len(calls) == 6


async def test_persistent_failure_is_dead_lettered_without_blocking(
    bus: LocalBus, settings: Settings
) -> None:
    """After max_attempts the message becomes a dead letter and the rest still flow."""

    async def picky(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, AgentLog)
        if payload.log_id == "l1":
            raise RuntimeError("cannot handle l1")
        return [Out("seeds", SeedQuestion(seed_id=payload.log_id, question=payload.question))]

    await bus.append("logs", _logs(3))
    svc = Service("picky", ("logs",), ("seeds", "dead"), picky)
    result = await LocalRuntime(bus, [svc], settings).run_until_idle()
    assert (result.produced, result.dead) == (2, 1)
    (record,) = await bus.read("dead", 0, 10)
    letter = DeadLetter.model_validate(record.envelope().payload)
    assert letter.service == "picky"
    assert letter.attempts == settings.max_attempts
    assert "cannot handle l1" in letter.error
    assert letter.original is not None and letter.original.payload["log_id"] == "l1"


async def test_input_errors_are_dead_lettered_at_once(bus: LocalBus, settings: Settings) -> None:
    """Bad input is not retried: one attempt, then a dead letter naming the problem."""
    attempts: list[int] = []

    async def strict(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        attempts.append(1)
        raise InputError("question is not a question", field="question")

    await bus.append("logs", _logs(1))
    await LocalRuntime(bus, [Service("strict", ("logs",), (), strict)], settings).run_until_idle()
    (record,) = await bus.read("dead", 0, 10)
    letter = DeadLetter.model_validate(record.envelope().payload)
    assert (letter.attempts, letter.error_type, len(attempts)) == (1, "InputError", 1)
    assert "question" in letter.error


async def test_unparsable_payload_is_dead_lettered_with_the_raw_record(
    bus: LocalBus, settings: Settings
) -> None:
    """A message whose payload does not fit the topic model is kept whole in the dead letter."""
    bad = Envelope.model_validate(
        {**_logs(1)[0].model_dump(), "id": "bad", "payload": {"question": 42}}
    )
    await bus.append("logs", [bad, *_logs(1)])
    result = await LocalRuntime(bus, [copy_service()], settings).run_until_idle()
    assert (result.produced, result.dead) == (1, 1)
    (record,) = await bus.read("dead", 0, 10)
    assert DeadLetter.model_validate(record.envelope().payload).original == bad


async def test_state_is_visible_within_a_batch_and_persists(
    bus: LocalBus, settings: Settings
) -> None:
    """Handlers see earlier writes of the same batch and later runs see committed state."""

    async def counter(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        seen = int((await ctx.state.get("count")) or b"0")
        ctx.state.put("count", str(seen + 1).encode())
        return []

    svc = Service("counter", ("logs",), (), counter)
    await bus.append("logs", _logs(7))
    await LocalRuntime(bus, [svc], settings).run_until_idle()
    assert await bus.state_get("counter", "count") == b"7"


async def test_output_to_undeclared_topic_is_an_error(bus: LocalBus, settings: Settings) -> None:
    """A handler producing to a topic it did not declare is dead-lettered, not published."""

    async def sloppy(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        return [Out("graphs", SeedQuestion(seed_id="x", question="y"))]

    await bus.append("logs", _logs(1))
    await LocalRuntime(bus, [Service("sloppy", ("logs",), (), sloppy)], settings).run_until_idle()
    assert await bus.end_offset("graphs") == 0
    assert await bus.end_offset("dead") == 1


def test_sigkill_mid_stream_loses_nothing_and_duplicates_nothing(tmp_path: Path) -> None:
    """A process killed with SIGKILL mid-stream, restarted, finishes every message once."""
    settings = Settings(data_dir=tmp_path)
    total = 400

    async def seed() -> None:
        bus = LocalBus(settings.bus_path)
        await bus.append("logs", _logs(total))
        await bus.close()

    asyncio.run(seed())
    # The child handles 40 messages, then blocks in the 41st handler and writes a marker:
    # the kill lands mid-stream however slowly either process is scheduled.
    stop_after, marker = 40, tmp_path / "stopped"
    cmd = [sys.executable, "-m", "tests.shared.runtime.copy_service", str(tmp_path), "0"]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.Popen([*cmd, str(stop_after), str(marker)], cwd=REPO, env=env)

    async def progress() -> int:
        bus = LocalBus(settings.bus_path)
        try:
            return await bus.end_offset("seeds")
        finally:
            await bus.close()

    import time

    deadline = time.monotonic() + 120  # a safety net for a broken child, not a timing bound
    while not marker.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.exists(), f"the child never reached message {stop_after + 1}"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done_before_restart = asyncio.run(progress())
    assert 0 < done_before_restart <= stop_after, "the kill must land mid-stream"
    subprocess.run(cmd, cwd=REPO, env=env, check=True)

    async def check() -> None:
        bus = LocalBus(settings.bus_path)
        seeds = await _seeds(bus)
        await bus.close()
        assert sorted(s.seed_id for s in seeds) == sorted(f"l{i}" for i in range(total))

    asyncio.run(check())


async def test_errors_declared_not_retryable_are_dead_lettered_at_once(
    bus: LocalBus, settings: Settings
) -> None:
    """An error with ``retryable = False`` (e.g. an invalid LLM reply) gets one attempt."""

    class Final(RuntimeError):
        retryable = False

    attempts: list[int] = []

    async def doomed(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        attempts.append(1)
        raise Final("the model's reply is still not JSON")

    await bus.append("logs", _logs(1))
    await LocalRuntime(bus, [Service("doomed", ("logs",), (), doomed)], settings).run_until_idle()
    (record,) = await bus.read("dead", 0, 10)
    assert DeadLetter.model_validate(record.envelope().payload).attempts == 1
    assert attempts == [1]


async def test_a_daemon_runs_between_start_and_stop_next_to_services(
    bus: LocalBus, settings: Settings
) -> None:
    """A Daemon is started with the services, runs while they consume, and is stopped last."""
    events: list[str] = []
    started = asyncio.Event()

    async def startup() -> None:
        events.append("start")
        started.set()

    async def shutdown() -> None:
        events.append("stop")

    daemon = Daemon("probe", ("seeds",), startup=startup, shutdown=shutdown)
    await bus.append("logs", _logs(3))
    runtime = LocalRuntime(bus, [copy_service(), daemon], settings)
    stop = asyncio.Event()
    running = asyncio.create_task(runtime.run_forever(stop))
    await asyncio.wait_for(started.wait(), 30)
    async with asyncio.timeout(30):
        while len(await _seeds(bus)) < 3:
            await asyncio.sleep(0.01)
    assert events == ["start"]
    stop.set()
    await asyncio.wait_for(running, 30)
    assert events == ["start", "stop"]


async def test_a_runtime_of_daemons_only_waits_for_stop(bus: LocalBus, settings: Settings) -> None:
    """Without any Service the runtime still runs its daemons until told to stop."""
    stopped: list[bool] = []

    async def nothing() -> None:
        return None

    async def shutdown() -> None:
        stopped.append(True)

    runtime = LocalRuntime(bus, [Daemon("d", (), startup=nothing, shutdown=shutdown)], settings)
    stop = asyncio.Event()
    running = asyncio.create_task(runtime.run_forever(stop))
    await asyncio.sleep(0)
    assert not running.done() and stopped == []
    stop.set()
    await asyncio.wait_for(running, 30)
    assert stopped == [True]
