"""A 1,500-record topic on 4 partitions read in full through every reader.

Pages (1,000 records) end at different offsets in different partitions; a reader that
advanced one offset for the whole topic skipped records at the page boundary (1,498 of
1,500 seen). Every reader here must return all 1,500 ids exactly once.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from shared.bus.base import Bus
from shared.bus.kafka import KafkaBus
from shared.bus.local import LocalBus
from shared.bus.scan import count_records, payloads, records
from shared.messages.answers import AgentAnswer
from shared.messages.envelope import Envelope
from tests.support.kafka import REPO, fresh_namespace, require_broker

N = 1500


def _answers() -> list[Envelope]:
    now = datetime.now(UTC)
    return [
        Envelope(
            id=f"a-{i:05d}", topic="answers", key=f"g{i % 17}", produced_at=now, producer="t",
            payload=AgentAnswer(item_id=f"i{i}", round_id="r", agent_id="a",
                                answer="x").model_dump(mode="json"),
        )
        for i in range(N)
    ]


@pytest.fixture
async def kafka_bus() -> AsyncIterator[KafkaBus]:
    """1,500 answers on a fresh 4-partition namespace, deleted afterwards."""
    settings = require_broker()
    bus = KafkaBus(settings.kafka_bootstrap, partitions=4, namespace=fresh_namespace("full"))
    await bus.append("answers", _answers())
    yield bus
    await bus.delete_namespace()
    await bus.close()


async def _via_scan(bus: Bus) -> list[str]:
    return [r.id async for r in records(bus, "answers")]


async def _via_pages(bus: Bus) -> list[str]:
    """``read_at`` in pages of 100, each partition advanced past its last record."""
    position: dict[int, int] = {}
    seen: list[str] = []
    while batch := await bus.read_at("answers", position, 100):
        seen.extend(r.id for r in batch)
        for r in batch:
            position[r.partition] = r.offset + 1
    return seen


@pytest.mark.kafka
async def test_every_kafka_reader_reads_1500_records(kafka_bus: KafkaBus) -> None:
    """scan, payloads, paged read_at, read_from, read_distinct, replay copy and lag: all 1,500."""
    want = sorted(e.id for e in _answers())
    assert len(set(await kafka_bus.ends("answers"))) == 4
    assert sorted(await _via_scan(kafka_bus)) == want
    assert sorted(await _via_pages(kafka_bus)) == want
    assert len([p async for p in payloads(kafka_bus, "answers", AgentAnswer)]) == N
    assert await count_records(kafka_bus, "answers") == N
    assert sorted(r.id for r in await kafka_bus.read_from("answers", {})) == want
    assert sorted(r.id for r in await kafka_bus.read_distinct("answers")) == want
    assert await kafka_bus.lag("nobody", "answers") == N
    target = fresh_namespace("fullcopy")
    copied = await kafka_bus.copy_to_namespace("answers", {}, target)
    other = KafkaBus(kafka_bus.bootstrap, partitions=4, namespace=target)
    try:
        assert copied == N
        assert sorted(await _via_scan(other)) == want
    finally:
        await other.delete_namespace()
        await other.close()


@pytest.mark.kafka
async def test_cli_tail_shows_the_latest_of_1500(kafka_bus: KafkaBus) -> None:
    """`dyneval tail -n 1500` on a 4-partition topic shows all 1,500 messages once."""
    env = {**os.environ, "DYNEVAL_KAFKA_NAMESPACE": kafka_bus.names.namespace,
           "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-m", "services.cli.app", "--bus", f"kafka://{kafka_bus.bootstrap}",
         "tail", "answers", "-n", str(N), "--json"],
        cwd=REPO, env=env, capture_output=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr.decode()
    rows = json.loads(result.stdout)
    assert sorted(r["id"] for r in rows) == sorted(e.id for e in _answers())
    assert {r["partition"] for r in rows} == {0, 1, 2, 3}


async def test_every_local_reader_reads_1500_records(tmp_path: Path) -> None:
    """The local bus (one partition) gives the same 1,500 through scan and pages."""
    bus = LocalBus(tmp_path / "bus.db")
    await bus.append("answers", _answers())
    want = sorted(e.id for e in _answers())
    assert sorted(await _via_scan(bus)) == want
    assert sorted(await _via_pages(bus)) == want
    assert await bus.ends("answers") == {0: N}
    assert await bus.lag("nobody", "answers") == N
    await bus.close()
