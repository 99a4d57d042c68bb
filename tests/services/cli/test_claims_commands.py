"""``dyneval claims show`` prints a graph's buckets with each span highlighted in its text."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from services.claims.buckets import ClaimsBuilder
from services.cli.app import app
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.claims.rules import RuleClaimExtractor
from shared.settings import Settings
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.texts import DICAPRIO, graph_of


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data dir whose claims topic and document store hold the DiCaprio graph's buckets."""
    path = tmp_path / "data"

    async def publish() -> None:
        with DocumentStore(Settings(data_dir=path).documents_path) as store:
            builder = ClaimsBuilder(DocumentResolver(store), RuleClaimExtractor())
            graph = graph_of([(4, "https://example.org/leo", "Leonardo DiCaprio", DICAPRIO),
                              (7, "https://example.org/none", "None", "")])  # fmt: skip
            buckets = await builder.build(graph)
        bus = LocalBus(path / "bus.db")
        try:
            await bus.append("claims", [envelope_for("claims", buckets, key=buckets.graph_id,
                                                     producer="test")])  # fmt: skip
        finally:
            await bus.close()

    path.mkdir(parents=True)
    asyncio.run(publish())
    return path


def test_show_highlights_spans_in_context(data_dir: Path) -> None:
    """Each claim is printed with its id, its text and its span inside the document text."""
    result = CliRunner().invoke(app, ["--data-dir", str(data_dir), "claims", "show", "g-test"],
                                env={"COLUMNS": "200"})  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "doc4_claim1" in result.output
    assert "Leonardo DiCaprio started his acting career" in result.output
    assert "Los Angeles, California" in result.output
    assert "doc 7 skipped" in result.output


def test_show_json(data_dir: Path) -> None:
    """``--json`` prints the buckets message for scripts; the log id finds it too."""
    result = CliRunner().invoke(
        app, ["--data-dir", str(data_dir), "claims", "show", "log-g-test", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["graph_id"] == "g-test"
    assert data["buckets"][0]["claims"][0]["claim_id"] == "doc4_claim1"


def test_unknown_graph(data_dir: Path) -> None:
    """An unknown id fails with a message naming it."""
    result = CliRunner().invoke(app, ["--data-dir", str(data_dir), "claims", "show", "nope"])
    assert result.exit_code != 0
    assert "no claims for graph or log id 'nope'" in str(result.exception)
