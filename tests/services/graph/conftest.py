"""Fixtures of the graph tests: the spec's example log and the HotpotQA sample as logs."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from services.graph.service import build
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages import DeadLetter, EvidenceGraph
from shared.messages.logs import AgentLog
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.support.openai_server import openai_server  # noqa: F401  (fixture)

FIXTURES = Path(__file__).resolve().parent / "fixtures"
REPO = Path(__file__).resolve().parents[3]


def spec_meta_log() -> AgentLog:
    """The spec's Meta/Austin log verbatim (run-together bullets, stray quote and all)."""
    return AgentLog.model_validate(json.loads((FIXTURES / "meta_austin.json").read_text("utf-8")))


@pytest.fixture
def meta_log() -> AgentLog:
    """The spec's Meta/Austin example log, as the spec prints it."""
    return spec_meta_log()


async def run_graph_service(
    conf: Settings, logs: Sequence[AgentLog]
) -> tuple[list[EvidenceGraph], list[DeadLetter]]:
    """Runs the graph service on ``logs`` over a fresh local bus until idle: the graphs it
    wrote and the dead letters."""
    conf.data_dir.mkdir(parents=True, exist_ok=True)
    bus = LocalBus(conf.bus_path)
    try:
        await bus.append("logs", [envelope_for("logs", log, key=log.log_id, producer="t")
                                  for log in logs])  # fmt: skip
        runtime = LocalRuntime(bus, [build(conf)], conf)
        await runtime.run_until_idle()
        await runtime.stop()
        graphs = [EvidenceGraph.model_validate(r.envelope().payload)
                  for r in await bus.read("graphs", 0, 10)]  # fmt: skip
        dead = [DeadLetter.model_validate(r.envelope().payload)
                for r in await bus.read("dead", 0, 10)]  # fmt: skip
    finally:
        await bus.close()
    return graphs, dead


def hotpot_items(shared_data: Path) -> list[dict[str, Any]]:
    """The real HotpotQA sample items."""
    path = shared_data / "hotpotqa" / "hotpotqa_train_sample.json"
    if not path.is_file():
        pytest.skip(f"HotpotQA sample {path} not present")
    items: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))
    return items
