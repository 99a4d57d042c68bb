"""Two controllers on one local bus: only the lease holder opens and closes rounds, and the
standby takes over (adopting the open round) when the leader is killed.

The lease ttl is far longer than the test, so a leader starved of CPU on a loaded machine
keeps its lease (with a 1.5 s ttl a stalled leader could lose it to the live standby); the
standby takes over because a killed local holder is no holder (``lease._dead_here``).
Expiry after the ttl is tested with an injected clock in test_lease.py. Every wait polls
for an event in the controllers' output, with a deadline only as a safety net.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shared.bus.local import LocalBus
from shared.messages.rounds import RoundControl
from shared.messages.topics import ROUNDS
from shared.rounds.control import commitment, round_states
from tests.support.kafka import REPO

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

LEASE_TTL_S = 3600.0
"""Longer than any run of this test: the lease never expires during it."""
WAIT_S = 240.0
"""Safety-net deadline for each awaited event (each takes seconds on a quiet machine)."""

_EVENT = re.compile(r"^\s*(opened|closed)\s+round (r\d{4})", re.MULTILINE)


class Controller:
    """``dyneval run --continuous`` as a child process writing its progress to a file."""

    def __init__(self, data_dir: Path, name: str) -> None:
        self.log = data_dir.parent / f"{name}.log"
        env = {
            **os.environ, "DYNEVAL_ROOT_SEED": "777",
            "DYNEVAL_CONTROLLER_LEASE_TTL_S": str(LEASE_TTL_S), "DYNEVAL_CONTROLLER_POLL_S": "0.1",
            "DYNEVAL_SCORE_BOOTSTRAP_RESAMPLES": "50", "DYNEVAL_CONTROLLER_REPORT": "false",
            "COLUMNS": "200", "PYTHONPATH": str(REPO),
        }  # fmt: skip
        command = [sys.executable, "-m", "services.cli.app", "--data-dir", str(data_dir),
                   "run", "--continuous", "--every", "0.2s"]  # fmt: skip
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen(command, cwd=REPO, env=env, stdout=out,
                                         stderr=subprocess.STDOUT)  # fmt: skip

    def events(self) -> list[tuple[str, str]]:
        """(``opened``/``closed``, round id) in the order printed."""
        return _EVENT.findall(self.log.read_text(errors="replace"))

    def joined(self) -> bool:
        """Whether it printed that it carries on the other's run (next: asking for the lease)."""
        return "resumed the continuous run" in self.log.read_text(errors="replace")

    def wait_for(
        self, predicate: object, timeout_s: float, what: str, *, on_log: bool = False
    ) -> None:
        """Poll the log until ``predicate(events)`` (``predicate(self)`` with ``on_log``) holds."""
        assert callable(predicate)
        deadline = time.monotonic() + timeout_s
        while not predicate(self if on_log else self.events()):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"{what} did not happen; log:\n{self.log.read_text()[-3000:]}")
            time.sleep(0.2)

    def stop(self) -> None:
        """SIGKILL if still running (cleanup)."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)


async def _controls(data_dir: Path) -> list[RoundControl]:
    bus = LocalBus(data_dir / "bus.db")
    try:
        records = await bus.read(ROUNDS, 0, 10_000)
        assert not [s for s in (await round_states(bus)).values() if s.is_open][1:]
        return [RoundControl.model_validate(r.envelope().payload) for r in records]
    finally:
        await bus.close()


def test_only_the_leader_acts_and_a_standby_takes_over(tmp_path: Path) -> None:
    """A leads, B waits; A SIGKILLed, B takes over: no round opened twice, every seed revealed."""
    data = tmp_path / "data"
    a = Controller(data, "a")
    b: Controller | None = None
    try:
        a.wait_for(lambda ev: ("opened", "r0001") in ev, WAIT_S, "A opening r0001")
        b = Controller(data, "b")
        b.wait_for(Controller.joined, WAIT_S, "B reaching its lease loop", on_log=True)
        closed_before = sum(k == "closed" for k, _ in a.events())
        a.wait_for(lambda ev: sum(k == "closed" for k, _ in ev) >= closed_before + 2, WAIT_S,
                   "A closing 2 rounds while B stands by")  # fmt: skip
        assert b.proc.poll() is None, "the standby exited while the leader held the lease"
        assert b.events() == [], "the standby acted while the leader held the lease"
        a.proc.send_signal(signal.SIGKILL)
        a.proc.wait(WAIT_S)
        by_a = a.events()
        b.wait_for(lambda ev: sum(k == "closed" for k, _ in ev) >= 2, WAIT_S, "B closing 2 rounds")
        b.proc.send_signal(signal.SIGINT)
        assert b.proc.wait(WAIT_S) == 0
        assert "Stopped" in b.log.read_text()
        by_b = b.events()
    finally:
        a.stop()
        if b is not None:
            b.stop()
    opened_a = {r for k, r in by_a if k == "opened"}
    opened_b = {r for k, r in by_b if k == "opened"}
    assert opened_a and opened_b and not opened_a & opened_b
    controls = asyncio.run(_controls(data))
    opens = [c.round_id for c in controls if c.action == "open"]
    assert len(opens) == len(set(opens))
    actions = [c.action for c in controls]
    assert actions[: 2 * (len(actions) // 2)] == ["open", "close"] * (len(actions) // 2)
    closes = [c for c in controls if c.action == "close"]
    for close in closes:
        assert close.root_seed is not None
        assert commitment(close.round_id, close.root_seed, close.theta_hash) == close.commitment
    # a round A left open (if it died mid-round) was closed by B
    left_open = {r for r in opened_a if ("closed", r) not in by_a}
    assert left_open <= {c.round_id for c in closes}
