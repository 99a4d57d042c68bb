"""The command line: ``run --continuous``, ``round verify`` and ``round snapshots``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from services.cli.app import app
from shared.errors import NotFoundError

ENV = {"DYNEVAL_SCORE_BOOTSTRAP_RESAMPLES": "50", "DYNEVAL_CONTROLLER_REPORT": "false",
       "DYNEVAL_CONTROLLER_POLL_S": "0.02", "DYNEVAL_ROOT_SEED": "31337"}  # fmt: skip


@pytest.fixture(scope="module")
def ran(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], dict[str, object]]:
    """`dyneval run --continuous --every 0s --rounds 2 --json` on the bundled examples."""
    base = ["--data-dir", str(tmp_path_factory.mktemp("cli") / "data")]
    result = CliRunner(env=ENV).invoke(
        app, [*base, "run", "--continuous", "--every", "0s", "--rounds", "2", "--json"]
    )
    assert result.exit_code == 0, result.output
    return base, json.loads(result.output)


def test_run_continuous_prints_each_closed_round_as_json(
    ran: tuple[list[str], dict[str, object]],
) -> None:
    """Two rounds closed, each with items, a revealed seed and its commitment."""
    _, summary = ran
    rounds = summary["rounds"]
    assert isinstance(rounds, list) and [r["round_id"] for r in rounds] == ["r0001", "r0002"]
    assert all(r["items"] > 0 and r["revealed_seed"] and r["commitment"] for r in rounds)
    assert summary["interrupted"] is False and summary["secret_seed"] is True
    assert summary["policy"] == "rounds close every 0s, 2 rounds"


def test_round_verify_exits_zero_when_verified_and_one_when_not(
    ran: tuple[list[str], dict[str, object]],
) -> None:
    """A round verifies with its revealed seed; --seed with another one fails (exit 1)."""
    base, _ = ran
    runner = CliRunner(env=ENV)
    good = runner.invoke(app, [*base, "round", "verify", "r0002", "--json"])
    assert good.exit_code == 0, good.output
    verdict = json.loads(good.output)
    assert verdict["ok"] and verdict["commitment_ok"] and verdict["published"] > 0
    bad = runner.invoke(app, [*base, "round", "verify", "r0002", "--seed", "1"])
    assert bad.exit_code == 1
    assert "NOT verified" in bad.output and "commitment" in bad.output
    missing = runner.invoke(app, [*base, "round", "verify", "r0042"])
    assert isinstance(missing.exception, NotFoundError)


def test_round_snapshots_lists_the_pages_a_round_used(
    ran: tuple[list[str], dict[str, object]],
) -> None:
    """Each snapshot names its URL, content hash and origin."""
    base, _ = ran
    result = CliRunner(env=ENV).invoke(app, [*base, "round", "snapshots", "r0001", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert rows and all(r["url"].startswith("http") and len(r["content_hash"]) == 64
                        for r in rows)  # fmt: skip
    empty = CliRunner(env=ENV).invoke(app, [*base, "round", "snapshots", "r0099"])
    assert "No snapshots recorded" in empty.output


def test_serve_offers_the_controller_schedule(tmp_path: Path) -> None:
    """`dyneval serve --help` documents --every and --after-graphs for the controller."""
    result = CliRunner().invoke(app, ["serve", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "--every" in result.output and "--after-graphs" in result.output
