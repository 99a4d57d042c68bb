"""Opening and closing rounds, secret seeds with commitments, exports and the CLI."""

from __future__ import annotations

import json
from pathlib import Path
from typing import get_args

import pytest
from pydantic import SecretStr
from typer.testing import CliRunner

from services.cli.app import app
from services.judge.service import build as build_judge
from services.qagen.service import build as build_qagen
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.errors import InputError
from shared.messages import DeadLetter
from shared.messages.qa import UsedClaim
from shared.rounds.control import close_round, commitment, open_round, round_seed, round_states
from shared.rounds.export import ExportFormat, accepted_items, render_export, sentence_index
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.dicaprio import dicaprio_buckets


async def test_open_publishes_seed_and_commitment_close_reveals(
    bus: LocalBus, settings: Settings
) -> None:
    """Public mode: the seed is in the open message and matches the commitment."""
    opened = await open_round(bus, settings, seed=123)
    assert opened.round_id == "r0001" and opened.root_seed == 123
    assert opened.commitment == commitment("r0001", 123, opened.theta_hash)
    with pytest.raises(InputError, match="still open"):
        await open_round(bus, settings)
    closed = await close_round(bus, settings)
    assert closed.root_seed == 123
    states = await round_states(bus)
    assert not states["r0001"].is_open and states["r0001"].revealed_seed == 123
    assert (await open_round(bus, settings)).round_id == "r0002"


async def test_secret_seed_stays_hidden_until_close(bus: LocalBus, settings: Settings) -> None:
    """A seed from the secret setting is not published at open, only at close."""
    secret = settings.model_copy(update={"root_seed": SecretStr("987654321")})
    opened = await open_round(bus, secret)
    assert opened.root_seed is None
    derived = round_seed(987654321, opened.round_id)
    assert opened.commitment == commitment(opened.round_id, derived, opened.theta_hash)
    assert (await round_states(bus))[opened.round_id].revealed_seed is None
    closed = await close_round(bus, secret, opened.round_id)
    assert closed.root_seed == derived != 987654321


async def _generate(settings: Settings, qagen_settings: Settings) -> LocalBus:
    bus = LocalBus(settings.bus_path)
    claims = dicaprio_buckets()
    await bus.append("claims", [envelope_for("claims", claims, key=claims.graph_id, producer="t")])
    await open_round(bus, settings)
    services = [build_qagen(qagen_settings), build_judge(qagen_settings)]
    await LocalRuntime(bus, services, qagen_settings).run_until_idle()
    return bus


async def test_qagen_uses_the_secret_seed_only_when_it_matches(tmp_path: Path) -> None:
    """With the committed secret seed qagen generates; with another seed it refuses."""
    right = Settings(data_dir=tmp_path / "a", root_seed=SecretStr("42"), qagen_items_per_graph=2)
    bus = await _generate(right, right)
    assert len(await accepted_items(bus, "r0001")) >= 1
    await bus.close()
    wrong = right.model_copy(update={"data_dir": tmp_path / "b", "root_seed": SecretStr("43")})
    bus = await _generate(right.model_copy(update={"data_dir": tmp_path / "b"}), wrong)
    (record,) = await bus.read("dead", 0, 10)
    assert "commitment" in DeadLetter.model_validate(record.envelope().payload).error
    await bus.close()


async def test_exports_are_byte_identical_on_replay(tmp_path: Path) -> None:
    """Two runs of the same round (same seed and θ) export identical bytes in every format."""
    outputs = []
    for name in ("a", "b"):
        conf = Settings(data_dir=tmp_path / name, qagen_items_per_graph=3)
        bus = LocalBus(conf.bus_path)
        claims = dicaprio_buckets()
        await bus.append("claims", [envelope_for("claims", claims, key="g", producer="t")])
        await open_round(bus, conf, seed=77)
        await LocalRuntime(bus, [build_qagen(conf), build_judge(conf)], conf).run_until_idle()
        items = await accepted_items(bus, "r0001")
        outputs.append([render_export(items, fmt) for fmt in get_args(ExportFormat)])
        await bus.close()
    assert outputs[0] == outputs[1]
    spec = json.loads(outputs[0][1])
    assert spec and set(spec[0]) == {"used_claims", "question", "answer"}
    assert set(spec[0]["used_claims"][0]) == {"doc_id", "claim_id", "claim"}


def test_sentence_index_finds_the_sentence_holding_the_span() -> None:
    """Supporting facts point at the sentence containing the span's start."""
    text = "First sentence here. Second one has the fact. Third."
    used = UsedClaim(
        doc_id=1,
        claim_id="doc1_claim1",
        claim="x",
        span="Second one",
        span_start=text.index("Second"),
        span_end=text.index("Second") + 10,
    )
    assert sentence_index(used, lambda _u: text) == 1
    assert sentence_index(used, lambda _u: None) == -1


def test_cli_round_lifecycle_and_bound(tmp_path: Path) -> None:
    """round open/list/close and bound work from the command line, with --json."""
    runner = CliRunner()
    base = ["--data-dir", str(tmp_path)]
    opened = runner.invoke(app, [*base, "round", "open", "--seed", "9", "--json"])
    assert opened.exit_code == 0, opened.output
    assert json.loads(opened.output)["root_seed"] == 9
    listed = runner.invoke(app, [*base, "round", "list", "--json"])
    assert [r["state"] for r in json.loads(listed.output)] == ["open"]
    closed = runner.invoke(app, [*base, "round", "close", "--json"])
    assert json.loads(closed.output)["action"] == "close"
    result = runner.invoke(app, ["bound", "--rounds", "20", "--overlap", "10", "--json"])
    assert json.loads(result.output)["required_pool"] == 195
