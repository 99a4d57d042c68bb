"""Three rounds unattended on the embedded default: opened, closed, scored, verifiable;
a wrong seed and a tampered item fail verification."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from pydantic import SecretStr

from services.cli.run_commands import EXAMPLES
from services.controller.continuous_job import ContinuousResult, run_continuous
from services.controller.steps import ControllerEvent
from services.jobs.verify import Verification, verify_round
from shared.bus.local import LocalBus
from shared.messages.envelope import Envelope
from shared.messages.qa import JudgedItem
from shared.rounds.control import RoundState, commitment, round_seed, round_states
from shared.settings import Settings

ROOT = 20250101


@pytest.fixture(scope="module")
def run(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Settings, ContinuousResult, list[ControllerEvent]]]:
    """One unattended run of three rounds (secret root seed, no pause between rounds)."""
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("continuous") / "data", root_seed=SecretStr(str(ROOT)),
        score_bootstrap_resamples=200, controller_poll_s=0.05,
    )  # fmt: skip
    events: list[ControllerEvent] = []
    result = asyncio.run(
        run_continuous(settings, [EXAMPLES], every=timedelta(0), rounds=3, on_event=events.append)
    )
    yield settings, result, events


async def _verify(settings: Settings, round_id: str, seed: int | None = None) -> Verification:
    bus = LocalBus(settings.bus_path)
    try:
        return await verify_round(bus, settings, round_id, seed=seed)
    finally:
        await bus.close()


def test_each_round_opened_closed_and_was_scored(
    run: tuple[Settings, ContinuousResult, list[ControllerEvent]],
) -> None:
    """r0001..r0003 were opened and closed in turn, asked, scored and reported."""
    settings, result, events = run
    assert [r.round_id for r in result.rounds] == ["r0001", "r0002", "r0003"]
    kinds = [(e.kind, e.round_id) for e in events if e.kind in ("opened", "closed")]
    assert kinds == [(k, f"r000{n}") for n in (1, 2, 3) for k in ("opened", "closed")]
    assert events[-1].kind == "done"
    for closed in result.rounds:
        assert closed.items and closed.report is not None
        assert set(closed.report.agents) == {"bm25", "oracle", "memorizer"}
        assert len(closed.answers) == 3 * len(closed.items)
        assert closed.files is not None and closed.files.html.is_file()
        assert closed.snapshots > 0
    states = asyncio.run(_states(settings))
    assert [s.is_open for s in states.values()] == [False, False, False]


async def _states(settings: Settings) -> dict[str, RoundState]:
    bus = LocalBus(settings.bus_path)
    try:
        return await round_states(bus)
    finally:
        await bus.close()


def test_seeds_are_secret_per_round_and_revealed_at_close(
    run: tuple[Settings, ContinuousResult, list[ControllerEvent]],
) -> None:
    """Opens carry only a commitment; each close reveals its own round's seed, never the root."""
    _, result, _ = run
    seeds = []
    for closed in result.rounds:
        assert closed.opened.root_seed is None
        assert closed.closed is not None, f"round {closed.round_id} never closed"
        seed = closed.closed.root_seed
        assert seed == round_seed(ROOT, closed.round_id) != ROOT
        assert closed.opened.commitment == commitment(closed.round_id, seed,
                                                      closed.opened.theta_hash)  # fmt: skip
        seeds.append(seed)
    assert len(set(seeds)) == 3


Run = tuple[Settings, ContinuousResult, list[ControllerEvent]]


def test_every_round_verifies(run: Run) -> None:
    """Commitment and byte-for-byte regeneration hold for all three rounds."""
    settings, result, _ = run
    for closed in result.rounds:
        verdict = asyncio.run(_verify(settings, closed.round_id))
        assert verdict.ok, verdict.problems()
        assert verdict.published == verdict.regenerated == len(closed.items)
    assert asyncio.run(_verify(settings, "r0003")).history > 0  # earlier items re-judged


def test_a_wrong_seed_fails_verification(
    run: tuple[Settings, ContinuousResult, list[ControllerEvent]],
) -> None:
    """Another seed does not match the commitment and regenerates other items."""
    settings, result, _ = run
    second = result.rounds[1].closed
    assert second is not None, "the second round never closed"
    right = second.root_seed
    assert right is not None
    verdict = asyncio.run(_verify(settings, "r0002", seed=right + 1))
    assert not verdict.ok and not verdict.commitment_ok
    assert not verdict.items_equal and (verdict.missing or verdict.changed)
    assert any("commitment" in p for p in verdict.problems())


def test_a_tampered_item_fails_verification(
    run: tuple[Settings, ContinuousResult, list[ControllerEvent]], tmp_path: Path
) -> None:
    """Editing one published accepted item in the topic log makes its round fail."""
    settings, _, _ = run
    copy = settings.model_copy(update={"data_dir": tmp_path / "copy"})
    shutil.copytree(settings.data_dir, copy.data_dir)
    db = sqlite3.connect(copy.bus_path)
    offset, value = db.execute(
        "SELECT \"offset\", value FROM messages WHERE topic = 'qa.accepted' "
        "AND CAST(value AS TEXT) LIKE ? ORDER BY \"offset\" LIMIT 1", ('%"round_id":"r0002"%',),
    ).fetchone()  # fmt: skip
    envelope = Envelope.model_validate_json(value)
    judged = JudgedItem.model_validate(envelope.payload)
    forged = judged.model_copy(
        update={"item": judged.item.model_copy(update={"answers": ("a more convenient answer",)})}
    )
    tampered = envelope.model_copy(update={"payload": forged.model_dump(mode="json")})
    db.execute("UPDATE messages SET value = ? WHERE topic = 'qa.accepted' AND \"offset\" = ?",
               (tampered.model_dump_json().encode(), offset))  # fmt: skip
    db.commit()
    db.close()
    verdict = asyncio.run(_verify(copy, "r0002"))
    assert verdict.commitment_ok and not verdict.ok
    assert verdict.changed == [judged.item.item_id] and not verdict.missing
    assert asyncio.run(_verify(copy, "r0001")).ok  # the other rounds still verify
