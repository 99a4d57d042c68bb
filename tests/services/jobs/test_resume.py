"""`dyneval run` on a data dir with an unfinished round finishes it first and says so."""

from __future__ import annotations

from pathlib import Path

from services.cli.run_commands import EXAMPLES
from services.jobs.ledger import ROUND_STEPS, round_progress, start_job
from services.jobs.main_job import run_main_job
from shared.bus.local import LocalBus
from shared.rounds.control import open_round
from shared.settings import Settings


async def test_an_open_round_is_resumed_not_refused(tmp_path: Path) -> None:
    """A round left open is finished by the next run, which says so and then runs its own."""
    settings = Settings(data_dir=tmp_path / "data", score_bootstrap_resamples=50)
    bus = LocalBus(settings.bus_path)
    await open_round(bus, settings, seed=9)
    await bus.close()
    result = await run_main_job(settings, [EXAMPLES], show_progress=False, rounds=1, seed=3,
                                report=False)  # fmt: skip
    assert any("round r0001 was left unfinished" in line for line in result.resumed)
    assert [o.round_id for o in result.rounds] == ["r0002"]
    bus = LocalBus(settings.bus_path)
    progress = await round_progress(bus)
    await bus.close()
    assert list(progress) == ["r0001", "r0002"]
    for found in progress.values():
        assert not found.state.is_open and set(found.done) == set(ROUND_STEPS)
    assert progress["r0001"].job_id is None and progress["r0002"].job_id is not None


async def test_a_job_is_resumed_only_with_the_same_plan(tmp_path: Path) -> None:
    """An unfinished job is carried on by the same command; another plan abandons it."""
    settings = Settings(data_dir=tmp_path / "data")
    bus = LocalBus(settings.bus_path)
    first = await start_job(bus, "run", {"rounds": 3, "seed": 1})
    again = await start_job(bus, "run", {"rounds": 3, "seed": 1})
    other = await start_job(bus, "run", {"rounds": 2, "seed": 1})
    back = await start_job(bus, "run", {"rounds": 3, "seed": 1})
    await bus.close()
    assert not first.resumed and again.resumed and again.job_id == first.job_id
    assert not other.resumed and other.job_id != first.job_id
    assert not back.resumed and back.job_id not in (first.job_id, other.job_id)
