"""`dyneval replay --round R --into NS` regenerates a byte-identical round on Kafka.

A round is made in one namespace by the pipeline's workers (logs, graphs, claims, the
round's items judged, the report at close). Then the command feeds the round into a
fresh namespace whose own workers regenerate it stage by stage; the exported items are
byte for byte the original's, and the candidates, judged items and report carry the same
ids and contents.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from services.ingest.service import ingest_paths
from services.registry import PIPELINE
from shared.bus.kafka import KafkaBus
from shared.messages.topics import JUDGE_BY_QUESTION, REPORT_INPUTS
from shared.rounds.control import close_round, open_round
from shared.settings import Settings
from tests.support.kafka import (
    REPO,
    WorkerProcess,
    fresh_namespace,
    log_tails,
    require_broker,
    wait_until,
    without_fields,
)

pytestmark = [pytest.mark.kafka, pytest.mark.slow, pytest.mark.timeout(600)]

EXAMPLES = REPO / "examples" / "logs"
ROUND = "r-replayed"
WALL_CLOCK = frozenset({"fetched_at", "at", "produced_at", "generated_at"})


def _stable(value: Any) -> Any:
    return without_fields(value, WALL_CLOCK)


class Space:
    """A namespace, its bus and the pipeline workers running in it."""

    def __init__(self, bootstrap: str, tmp: Path, label: str) -> None:
        self.namespace = fresh_namespace(label)
        self.bus = KafkaBus(bootstrap, partitions=3, namespace=self.namespace)
        self.settings = Settings(bus=f"kafka://{bootstrap}", kafka_namespace=self.namespace,
                                 kafka_partitions=3, data_dir=tmp / label)  # fmt: skip
        self.workers = [
            WorkerProcess(name, bootstrap, self.namespace, tmp / label / name).start()
            for name in PIPELINE
        ]

    async def drained(self, pairs: list[tuple[str, str]]) -> bool:
        for service, topic in pairs:
            if await self.bus.lag(service, topic):
                return False
        return True

    async def of_round(self, topic: str) -> list[tuple[str, str, Any]]:
        return sorted((r.id, r.key, _stable(r.envelope().payload))
                      for r in await self.bus.read_distinct(topic)
                      if r.envelope().round_id == ROUND)  # fmt: skip

    def export(self, tmp: Path) -> bytes:
        out = tmp / f"{self.namespace}items.jsonl"
        result = subprocess.run(
            [sys.executable, "-m", "services.cli.app", "--bus", self.settings.bus,
             "--namespace", self.namespace, "export", "--round", ROUND, "-o", str(out)],
            cwd=REPO, capture_output=True, timeout=120, check=False,
            env={**os.environ, "PYTHONPATH": str(REPO), "DYNEVAL_KAFKA_PARTITIONS": "3"},
        )  # fmt: skip
        assert result.returncode == 0, result.stderr.decode()
        return out.read_bytes()

    def logs(self) -> str:
        return log_tails(self.workers, 10)

    async def close(self) -> None:
        for worker in self.workers:
            worker.stop()
        await self.bus.delete_namespace()
        await self.bus.close()


@pytest.fixture
async def original(tmp_path: Path) -> AsyncIterator[Space]:
    """A namespace where round ROUND was made (opened after every claim, then closed)."""
    settings = require_broker()
    space = Space(settings.kafka_bootstrap, tmp_path, "orig")
    try:
        await ingest_paths([EXAMPLES], "auto", space.bus, space.settings)
        upstream = [("graph", "logs"), ("claims", "graphs"), ("qagen", "claims")]
        await wait_until(lambda: space.drained(upstream), 240, f"claims\n{space.logs()}")
        await open_round(space.bus, space.settings, seed=20261126, round_id=ROUND)
        judged = [("qagen", "rounds"), ("judge", "qa.candidates"), ("judge", JUDGE_BY_QUESTION),
                  ("score", "qa.accepted"), ("score", "qa.rejected"), ("score", REPORT_INPUTS)]
        await wait_until(lambda: space.drained(judged), 240, f"the round\n{space.logs()}")
        await close_round(space.bus, space.settings, ROUND)
        reported = [("score", "rounds"), ("score", REPORT_INPUTS)]
        await wait_until(lambda: space.drained(reported), 120, "the report")
        yield space
    finally:
        await space.close()


async def test_replay_round_into_a_fresh_namespace_is_byte_identical(
    original: Space, tmp_path: Path
) -> None:
    """Stage by stage into fresh workers: same items (export bytes), candidates and report."""
    replay = Space(original.bus.bootstrap, tmp_path, "again")
    try:
        result = subprocess.run(
            [sys.executable, "-m", "services.cli.app", "--bus", original.settings.bus,
             "--namespace", original.namespace, "replay", "--round", ROUND,
             "--into", replay.namespace, "--json"],
            cwd=REPO, capture_output=True, timeout=480, check=False,
            env={**os.environ, "PYTHONPATH": str(REPO), "DYNEVAL_KAFKA_PARTITIONS": "3"},
        )  # fmt: skip
        assert result.returncode == 0, f"{result.stderr.decode()}\n{replay.logs()}"
        summary = json.loads(result.stdout)
        assert summary["into"] == replay.namespace and summary["messages"]["open"] == 1
        assert summary["messages"]["logs"] > 0
        accepted = await original.of_round("qa.accepted")
        assert accepted, "the original round accepted no item"
        for topic in ("qa.candidates", "qa.accepted", "qa.rejected", "reports"):
            assert await replay.of_round(topic) == await original.of_round(topic), topic
        assert replay.export(tmp_path) == original.export(tmp_path)
    finally:
        await replay.close()
