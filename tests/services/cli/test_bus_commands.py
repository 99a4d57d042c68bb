"""The topic commands on the local bus: topics, tail, replay, dead list and redrive."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path

import httpx
from pydantic import BaseModel
from typer.testing import CliRunner

from services.cli.app import app
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.errors import NotFoundError
from shared.messages import AgentLog, SeedQuestion
from shared.runtime import Context, LocalRuntime, Out, Service
from shared.settings import Settings
from shared.telemetry import serve_metrics

RUNNER = CliRunner()


def _seed_bus(data_dir: Path, n: int = 5) -> None:
    async def go() -> None:
        bus = LocalBus(data_dir / "bus.db")
        await bus.append(
            "logs",
            [
                envelope_for(
                    "logs",
                    AgentLog(log_id=f"l{i}", question=f"q{i}?"),
                    key=f"l{i}",
                    producer="test",
                )
                for i in range(n)
            ],
        )
        await bus.commit("graph", "logs", 3)
        await bus.close()

    asyncio.run(go())


def _cli(data_dir: Path, *args: str) -> str:
    result = RUNNER.invoke(app, ["--data-dir", str(data_dir), *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_topics_lists_counts_offsets_and_lag(tmp_path: Path) -> None:
    """`dyneval topics --json` shows each topic's count and each group's offset and lag."""
    _seed_bus(tmp_path)
    (logs,) = json.loads(_cli(tmp_path, "topics", "--json"))
    assert logs["topic"] == "logs" and logs["messages"] == 5
    assert logs["groups"] == [{"group": "graph", "committed": 3, "lag": 2}]
    assert "graph@3 (lag 2)" in _cli(tmp_path, "topics")


def test_tail_shows_the_latest_messages(tmp_path: Path) -> None:
    """`dyneval tail logs -n 2` returns the last two messages with their payloads."""
    _seed_bus(tmp_path)
    rows = json.loads(_cli(tmp_path, "tail", "logs", "-n", "2", "--json"))
    assert [r["offset"] for r in rows] == [3, 4]
    assert rows[-1]["payload"]["log_id"] == "l4"


def test_tail_of_an_unknown_topic_names_the_topics_there_are(tmp_path: Path) -> None:
    """`dyneval tail nosuch` fails with a NotFoundError whose hint lists the real topics."""
    _seed_bus(tmp_path)
    result = RUNNER.invoke(app, ["--data-dir", str(tmp_path), "tail", "nosuch"])
    assert isinstance(result.exception, NotFoundError)
    assert "unknown topic 'nosuch'" in str(result.exception)
    assert "qa.accepted" in (result.exception.hint or "")


def test_tail_of_an_empty_topic_says_so(tmp_path: Path) -> None:
    """`dyneval tail answers` on a bus with no answers says there are none yet."""
    _seed_bus(tmp_path)
    assert "No messages on answers yet" in _cli(tmp_path, "tail", "answers")


def test_replay_rewinds_consumers_and_they_reprocess(tmp_path: Path) -> None:
    """After replay from offset 1, a consumer handles messages 1.. again."""
    _seed_bus(tmp_path)
    seen: list[str] = []

    async def record(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, AgentLog)
        seen.append(payload.log_id)
        return []

    settings = Settings(data_dir=tmp_path)

    async def run() -> None:
        bus = LocalBus(settings.bus_path)
        await LocalRuntime(
            bus, [Service("graph", ("logs",), (), record)], settings
        ).run_until_idle()
        await bus.close()

    asyncio.run(run())
    assert seen == ["l3", "l4"]
    out = json.loads(_cli(tmp_path, "replay", "logs", "--from-offset", "1", "--json"))
    assert out == {"topic": "logs", "from_offset": 1, "messages": 4, "groups": ["graph"]}
    seen.clear()
    asyncio.run(run())
    assert seen == ["l1", "l2", "l3", "l4"]


def test_replay_needs_exactly_one_starting_point(tmp_path: Path) -> None:
    """Giving neither --from-offset nor --from-time is an error with a hint."""
    _seed_bus(tmp_path)
    result = RUNNER.invoke(app, ["--data-dir", str(tmp_path), "replay", "logs"])
    assert result.exit_code != 0


def test_dead_list_and_redrive_retry_a_fixed_failure(tmp_path: Path) -> None:
    """A dead-lettered message is listed, re-driven and then processed once the cause is gone."""
    _seed_bus(tmp_path, n=2)
    broken = {"on": True}

    async def flaky(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, AgentLog)
        if broken["on"] and payload.log_id == "l1":
            raise RuntimeError("upstream is down")
        return [Out("seeds", SeedQuestion(seed_id=payload.log_id, question=payload.question))]

    settings = Settings(data_dir=tmp_path, retry_backoff_s=0.0)

    async def run() -> int:
        bus = LocalBus(settings.bus_path)
        svc = Service("copy", ("logs",), ("seeds",), flaky)
        await LocalRuntime(bus, [svc], settings).run_until_idle()
        count = await bus.end_offset("seeds")
        await bus.close()
        return count

    assert asyncio.run(run()) == 2 - 1
    letters = json.loads(_cli(tmp_path, "dead", "list", "--json"))
    assert [(d["service"], d["attempts"]) for d in letters] == [("copy", 3)]
    assert "upstream is down" in letters[0]["error"]
    assert json.loads(_cli(tmp_path, "dead", "redrive", "--json")) == {"redriven": 1, "skipped": 0}
    broken["on"] = False
    assert asyncio.run(run()) == 2


def test_running_process_serves_prometheus_metrics(tmp_path: Path) -> None:
    """With metrics_port set, /metrics reports the runtime's per-service counters."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings = Settings(data_dir=tmp_path, metrics_port=port)
    assert serve_metrics(settings) == port
    _seed_bus(tmp_path, n=3)

    async def copy(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        return []

    async def run() -> None:
        bus = LocalBus(settings.bus_path)
        svc = Service("metrics-probe", ("logs",), (), copy)
        await LocalRuntime(bus, [svc], settings).run_until_idle()
        await bus.close()

    asyncio.run(run())
    text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
    assert 'dyneval_messages_in_total{service="metrics-probe",topic="logs"} 3.0' in text
    assert "dyneval_handler_seconds_bucket" in text


def test_every_command_group_is_registered() -> None:
    """The top-level help lists each command group the README documents."""
    output = RUNNER.invoke(app, ["--help"]).output
    for command in (
        "ingest",
        "topics",
        "run",
        "round",
        "export",
        "bound",
        "eval",
        "leaktest",
        "report",
        "score",
        "gold",
        "kb",
        "llm",
        "graph",
        "claims",
        "serve",
        "dead",
    ):
        assert command in output, command
