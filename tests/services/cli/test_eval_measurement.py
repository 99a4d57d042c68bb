"""Measurement through the CLI: ``eval`` with a real HTTP JSON agent answering with
citation markers, windows over rounds without items, and the collision figures of
repeated rounds in the round report and ``bound --from-rounds``."""

from __future__ import annotations

import asyncio
import json
import shutil
import threading
from collections.abc import Iterator
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from services.cli.app import app
from services.report.data import read_reports
from shared.bus import LocalBus
from shared.bus.envelopes import envelope_for
from shared.messages.qa import QAItem
from shared.messages.rounds import RoundControl
from shared.messages.topics import ROUNDS
from shared.rounds.control import round_states
from shared.rounds.export import accepted_items
from shared.stats.collision import collision_bound


def invoke(data_dir: Path, *args: str) -> tuple[int, str, str]:
    """Run dyneval with --data-dir; (exit code, stdout, stderr)."""
    result = CliRunner().invoke(app, ["--data-dir", str(data_dir), *args])
    return result.exit_code, result.stdout, result.stderr


async def _items(data_dir: Path, round_id: str) -> list[QAItem]:
    bus = LocalBus(data_dir / "bus.db")
    try:
        return await accepted_items(bus, round_id)
    finally:
        await bus.close()


def _reply(item: QAItem) -> dict[str, Any]:
    """The gold answer followed by one marker per gold document, with those documents."""
    urls = list(dict.fromkeys(claim.url for claim in item.used_claims if claim.url))
    marks = "".join(f"[{n}]" for n in range(1, len(urls) + 1))
    sources = [{"url": url, "title": f"doc {n}", "content": ""} for n, url in enumerate(urls, 1)]
    return {"answer": f"{item.answers[0]} {marks}", "sources": sources}


@pytest.fixture(scope="module")
def round_data(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[QAItem]]:
    """A data folder after ``dyneval run --seed 3``, and round r0001's items."""
    path = tmp_path_factory.mktemp("markers") / "data"
    code, _, err = invoke(path, "run", "--json", "--seed", "3")
    assert code == 0, err
    items = asyncio.run(_items(path, "r0001"))
    assert items
    return path, items


@pytest.fixture
def marker_agent(round_data: tuple[Path, list[QAItem]]) -> Iterator[str]:
    """An HTTP JSON agent on 127.0.0.1 answering every item as ``<gold> [1][2]``."""
    by_question = {item.question: _reply(item) for item in round_data[1]}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            data = json.dumps(by_question[body["question"]]).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            """Quiet."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/ask"
    server.shutdown()
    server.server_close()


def test_gold_with_citation_markers_scores_em_and_citation_f1_one(
    round_data: tuple[Path, list[QAItem]],
    marker_agent: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``<gold> [1][2]`` citing the gold documents scores EM 1 and citation F1 1, raw EM less."""
    data_dir, items = round_data
    config = tmp_path / "dyneval.toml"
    config.write_text(
        f'[[agents]]\nname = "rag"\nkind = "http_json"\nurl = "{marker_agent}"\n', encoding="utf-8"
    )
    monkeypatch.setenv("DYNEVAL_CONFIG", str(config))
    code, out, err = invoke(data_dir, "eval", "--snapshot", "r0001", "--agent", "rag", "--json")
    assert code == 0, err
    metrics = json.loads(out)["snapshot"]["metrics"]
    assert metrics["em"]["n"] == len(items)
    assert metrics["em"]["mean"] == 1.0
    assert metrics["citation_f1"]["mean"] == 1.0
    assert metrics["em_raw"]["mean"] == 0.0


async def _add_empty_round_after(data_dir: Path, after: str, round_id: str) -> None:
    """Open and close ``round_id`` just after ``after`` opened, with no items at all."""
    bus = LocalBus(data_dir / "bus.db")
    try:
        opened = (await round_states(bus))[after].opened
        at = opened.at + timedelta(microseconds=1)
        controls = [
            RoundControl(action=action, round_id=round_id, at=at, theta_hash=opened.theta_hash)
            for action in ("open", "close")
        ]
        await bus.append(ROUNDS, [envelope_for(ROUNDS, c, key=round_id, producer="test")
                                  for c in controls])  # fmt: skip
    finally:
        await bus.close()


def test_window_skips_a_round_without_items_with_a_note(
    round_data: tuple[Path, list[QAItem]], tmp_path: Path
) -> None:
    """`eval --window 3` skips a round without items, says so, and averages the other two."""
    data_dir = tmp_path / "data"
    shutil.copytree(round_data[0], data_dir)
    asyncio.run(_add_empty_round_after(data_dir, "r0001", "r0001x"))
    code, out, err = invoke(
        data_dir, "eval", "--snapshot", "r0002", "--agent", "bm25", "--window", "3", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["macro"]["rounds"] == ["r0001", "r0002"] and data["macro"]["complete"] is False
    assert any("r0001x" in note and "no items" in note for note in data["notes"])


async def _report_collision(data_dir: Path, round_id: str) -> dict[str, float]:
    bus = LocalBus(data_dir / "bus.db")
    try:
        return (await read_reports(bus))[round_id].collision
    finally:
        await bus.close()


def test_repeated_rounds_show_pool_overlap_and_repeat_rate_next_to_the_bound(
    round_data: tuple[Path, list[QAItem]],
) -> None:
    """Two rounds on the same graphs: report and `bound --from-rounds` show J_max > 0, repeats."""
    data_dir = round_data[0]
    collision = asyncio.run(_report_collision(data_dir, "r0002"))
    assert collision["j_max"] > 0 and collision["pools_known"] == 1.0
    assert "repeat_rate" in collision and collision["graphs_in_two_rounds"] > 0
    assert collision["bound"] == collision_bound(2, collision["j_max"], collision["pool_size"])
    code, out, err = invoke(data_dir, "bound", "--from-rounds", "--json")
    assert code == 0, err
    rows = json.loads(out)["rounds"]
    assert [r["round"] for r in rows] == ["r0001", "r0002"]
    assert rows[1]["j_max"] == collision["j_max"] and rows[1]["bound"] == collision["bound"]
    assert rows[1]["repeat_rate"] == collision["repeat_rate"]
