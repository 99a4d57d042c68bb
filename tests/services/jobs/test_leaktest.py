"""Leak&Test on the built-in agents: no gain on fresh rounds, a large one on a static set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.cli.run_commands import EXAMPLES
from services.jobs.leaktest_job import run_leaktest
from shared.errors import InputError
from shared.settings import Settings


async def test_dynamic_rounds_show_no_leak_gain_static_set_does(tmp_path: Path) -> None:
    """The leaked model gains nothing on fresh rounds; the static set inflates significantly."""
    # four rounds: the bundled examples' 13 graphs give no fresh item in a fifth (every pair
    # left is asked already or ordered by earlier answers, services/judge/implied.py)
    settings = Settings(data_dir=tmp_path / "data", score_bootstrap_resamples=100)
    outcome = await run_leaktest(
        settings, rounds=4, base="bm25", epsilon=0.02, alpha=0.05, seed=100, examples=[EXAMPLES]
    )
    record = outcome.record
    assert len(record.rounds) == 4 and len(record.cycles) == 3 and record.excluded == []
    result = record.result
    assert result.reject_h0 is False
    assert result.mean_gap is not None and result.mean_gap >= -result.epsilon
    assert result.p_value is not None and result.p_value >= 0.05
    static = record.static
    # at least two static items flip from wrong to right once leaked (resolution 1/n)
    assert static.a_leak == 1.0 and static.n_clean >= 5
    assert static.inflation is not None and static.inflation * static.n_clean >= 2 - 1e-9
    assert record.static_test is not None and record.static_test.wins >= 2
    assert record.static_test.p_value is not None and record.static_test.losses == 0
    facts = record.facts
    assert facts is not None and len(facts.cycles) == 3 and len(facts.overlaps) == 3
    assert all(o.rate is None or 0.0 <= o.rate <= 1.0 for o in facts.overlaps)
    assert all(c.gap >= 0.0 for c in facts.cycles)
    saved = json.loads(Path(outcome.path).read_text(encoding="utf-8"))
    assert saved["facts"]["overlaps"][0]["rate"] == facts.overlaps[0].rate
    assert saved["static_test"]["method"] == record.static_test.method


async def test_too_few_rounds_is_refused_with_a_hint(tmp_path: Path) -> None:
    """One round cannot give a gap: the command says how many rounds it needs."""
    with pytest.raises(InputError) as caught:
        await run_leaktest(Settings(data_dir=tmp_path), rounds=1, base="bm25")
    assert "--rounds 3" in (caught.value.hint or "")
