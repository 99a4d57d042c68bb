"""``dyneval graph show`` exports one graph from the bus; ``graph stats`` aggregates all."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from services.cli.app import app
from services.graph.build import build_graph
from services.graph.formatter_rules import RuleFormatter
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages import AgentLog, Source
from tests.services.graph.conftest import spec_meta_log


def _publish(data_dir: Path, logs: list[AgentLog]) -> None:
    async def run() -> None:
        bus = LocalBus(data_dir / "bus.db")
        try:
            graphs = [build_graph(log, RuleFormatter().format_sync(log)) for log in logs]
            await bus.append("graphs", [
                envelope_for("graphs", g, key=g.graph_id, producer="test") for g in graphs
            ])
        finally:
            await bus.close()

    data_dir.mkdir(parents=True, exist_ok=True)
    asyncio.run(run())


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data dir whose graphs topic holds the spec example and a source-less log."""
    path = tmp_path / "data"
    bare = AgentLog(log_id="bare", question="Who?", thinking="Ann [1].",
                    sources=(Source(id=2, title="x"),))
    _publish(path, [spec_meta_log(), bare])
    return path


def invoke(data_dir: Path, *args: str) -> tuple[int, str, str]:
    """Run dyneval with --data-dir; (exit code, stdout, stderr)."""
    result = CliRunner().invoke(app, ["--data-dir", str(data_dir), *args])
    return result.exit_code, result.stdout, result.stderr


def test_show_prints_node_link_json_by_log_id(data_dir: Path) -> None:
    """`graph show LOG_ID` prints the graph as node-link JSON."""
    code, out, _ = invoke(data_dir, "graph", "show", "spec-meta-austin")
    assert code == 0, out
    data = json.loads(out)
    assert data["graph"]["log_id"] == "spec-meta-austin"
    assert len([e for e in data["links"] if e["label"] == "evidence"]) == 6


def test_show_accepts_the_graph_id_and_writes_files(data_dir: Path, tmp_path: Path) -> None:
    """A graph id works too; -o writes DOT, GraphML, SVG and PNG files."""
    code, out, _ = invoke(data_dir, "graph", "show", "spec-meta-austin")
    graph_id = json.loads(out)["graph"]["graph_id"]
    for fmt, magic in (("dot", b"digraph"), ("graphml", b"<?xml"), ("svg", b"<?xml"),
                       ("png", b"\x89PNG")):
        target = tmp_path / f"out.{fmt}"
        code, out, _ = invoke(data_dir, "graph", "show", graph_id, "--format", fmt, "-o",
                              str(target))
        assert code == 0, out
        assert target.read_bytes().startswith(magic), fmt
        assert f"wrote {fmt}" in out


def test_show_unknown_id_says_what_to_do(data_dir: Path) -> None:
    """An id with no graph fails with the id and a hint, no traceback."""
    result = CliRunner().invoke(app, ["--data-dir", str(data_dir), "graph", "show", "nope"])
    assert result.exit_code != 0
    assert "no graph for log or graph id 'nope'" in str(result.exception)


def test_stats_json_aggregates_all_graphs(data_dir: Path) -> None:
    """`graph stats --json` sums documents, unvisited documents, thoughts and flags."""
    code, out, _ = invoke(data_dir, "graph", "stats", "--json")
    assert code == 0, out
    summary = json.loads(out)
    assert summary["graphs"] == 2
    assert summary["documents"] == 16 and summary["documents_not_visited"] == 11
    assert summary["flags"] == {"dangling_citations": 1}
    assert summary["thoughts_by_type"]["evidence"] == 5


def test_stats_table_lists_statistics(data_dir: Path) -> None:
    """Without --json a table shows the statistics."""
    code, out, _ = invoke(data_dir, "graph", "stats")
    assert code == 0, out
    assert "documents not visited" in out and "Evidence graphs" in out
