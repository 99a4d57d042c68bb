"""Opening a round is atomic: real processes racing to open, and closes that race too."""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Sequence
from datetime import UTC, datetime
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any

import pytest

from shared.bus import envelope_for
from shared.bus.local import LocalBus
from shared.bus.scan import records
from shared.errors import InputError
from shared.messages.envelope import Envelope
from shared.messages.rounds import RoundControl
from shared.messages.topics import ROUNDS
from shared.rounds.control import close_round, commitment, open_id, open_round, round_states
from shared.rounds.theta import round_theta
from shared.settings import Settings

TRIALS = 20


def _opener(data_dir: str, seed: int, barrier: Barrier, out: Any) -> None:
    """One process: open the bus, wait for the other, open a round with its own seed."""

    async def go() -> tuple[str, str, int | None]:
        settings = Settings(data_dir=Path(data_dir))
        bus = LocalBus(settings.bus_path)
        try:
            barrier.wait(timeout=30)
            opened = await open_round(bus, settings, seed=seed)
            return ("opened", opened.round_id, opened.root_seed)
        except InputError as exc:
            return ("refused", str(exc), None)
        finally:
            await bus.close()

    out.put(asyncio.run(go()))


async def _opens(settings: Settings) -> list[dict[str, Any]]:
    bus = LocalBus(settings.bus_path)
    try:
        return [
            r.envelope().payload
            async for r in records(bus, ROUNDS)
            if r.envelope().payload["action"] == "open"
        ]
    finally:
        await bus.close()


@pytest.mark.slow
def test_two_processes_opening_at_once_open_one_round(tmp_path: Path) -> None:
    """Two processes released by one barrier open exactly one round, the other is told."""
    context = multiprocessing.get_context("fork")
    for trial in range(TRIALS):
        data_dir = tmp_path / f"trial{trial}"
        settings = Settings(data_dir=data_dir)
        LocalBus(settings.bus_path)  # create the schema before the race
        barrier = context.Barrier(2)
        out = context.Queue()
        procs = [
            context.Process(target=_opener, args=(str(data_dir), seed, barrier, out))
            for seed in (1000 + trial, 2000 + trial)
        ]
        for proc in procs:
            proc.start()
        results = [out.get(timeout=60) for _ in procs]
        for proc in procs:
            proc.join(timeout=60)
            assert proc.exitcode == 0
        opened = [r for r in results if r[0] == "opened"]
        refused = [r for r in results if r[0] == "refused"]
        assert len(opened) == 1 and len(refused) == 1, results
        assert "at the same moment" in refused[0][1] or "still open" in refused[0][1]
        opens = asyncio.run(_opens(settings))
        assert [(o["round_id"], o["root_seed"]) for o in opens] == [opened[0][1:]]


async def test_a_second_close_of_a_round_adds_nothing(bus: LocalBus, settings: Settings) -> None:
    """Closing is one message per round: a racing second close appends nothing."""
    await open_round(bus, settings, seed=5)
    first = await close_round(bus, settings, "r0001")
    state = (await round_states(bus))["r0001"]
    # a second process that read the round as open before the first close landed
    with pytest.raises(InputError, match="already closed"):
        await close_round(bus, settings, "r0001")
    closes = [r async for r in records(bus, ROUNDS) if r.envelope().payload["action"] == "close"]
    assert len(closes) == 1 and state.closed == first


class _RacedBus(LocalBus):
    """A real local bus on which another opener's message lands just before ours."""

    rival: Envelope | None = None

    async def append(self, topic: str, envelopes: Sequence[Envelope]) -> list[int | None]:
        if topic == ROUNDS and self.rival is not None:
            rival, self.rival = self.rival, None
            await super().append(topic, [rival])
        return await super().append(topic, envelopes)


async def test_open_after_a_lost_race_names_the_winner(settings: Settings) -> None:
    """An open that lost the race for its slot opens nothing and names the round that won it."""
    theta = round_theta(settings).content_hash()
    control = RoundControl(action="open", round_id="other", at=datetime.now(UTC),
                           theta_hash=theta, commitment=commitment("other", 1, theta),
                           root_seed=1)  # fmt: skip
    bus = _RacedBus(settings.bus_path)
    bus.rival = envelope_for(ROUNDS, control, key="other", producer="t", id=open_id(None))
    try:
        with pytest.raises(InputError, match="another process opened round other"):
            await open_round(bus, settings, seed=2)
        states = await round_states(bus)
        assert list(states) == ["other"] and states["other"].opened.root_seed == 1
    finally:
        await bus.close()
