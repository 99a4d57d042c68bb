"""The real pipeline on Kafka: every service a separate worker process, checked against local.

The bundled agent logs are ingested onto a fresh namespace; graph, claims, qagen, judge and
score run as ``dyneval serve`` processes; a round is opened and closed. Every topic must
end up with exactly the messages the local runtime produces from the same input, and
every consumer group's lag must drain to zero.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from services.ingest.service import ingest_paths
from services.registry import PIPELINE, build_service
from shared.bus.kafka import KafkaBus
from shared.bus.local import LocalBus
from shared.messages.envelope import Envelope
from shared.rounds.control import close_round, open_round
from shared.runtime.local import LocalRuntime
from shared.runtime.service import Service
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

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

EXAMPLES = REPO / "examples" / "logs"
ROUND = "r-kafka-e2e"
SEED = 20261125


WALL_CLOCK = frozenset({"fetched_at"})
"""Payload fields that record when a service ran (claims' document fetch time), not what."""


def _stable(value: Any) -> Any:
    return without_fields(value, WALL_CLOCK)


def _same(envelopes: list[Envelope]) -> list[tuple[str, str, Any]]:
    """What must match between runtimes: id, key and payload (less wall-clock), by id."""
    return sorted((e.id, e.key, _stable(e.payload)) for e in envelopes)


def _differences(kafka: list[Envelope], local: list[Envelope]) -> str:
    """A readable account of what differs (missing ids, payload fields that differ)."""
    k = {e.id: e for e in kafka}
    lo = {e.id: e for e in local}
    lines = [f"only on kafka: {sorted(k.keys() - lo.keys())[:5]}",
             f"only local: {sorted(lo.keys() - k.keys())[:5]}"]
    for mid in sorted(k.keys() & lo.keys()):
        a, b = _stable(k[mid].payload), _stable(lo[mid].payload)
        for field in sorted(a.keys() | b.keys()):
            if a.get(field) != b.get(field):
                lines.append(f"{mid} {field}: kafka={str(a.get(field))[:300]} "
                             f"local={str(b.get(field))[:300]}")
    return "\n".join(lines[:12])


class Pipeline:
    """The same input driven through the local runtime and through Kafka workers."""

    def __init__(self, bootstrap: str, namespace: str, tmp: Path) -> None:
        self.tmp = tmp
        self.settings = Settings(data_dir=tmp / "local", retry_backoff_s=0.0)
        self.local = LocalBus(self.settings.bus_path)
        services = [build_service(name, self.settings) for name in PIPELINE]
        self.runtime = LocalRuntime(self.local, services, self.settings)
        self.kafka = KafkaBus(bootstrap, partitions=3, namespace=namespace)
        self.kafka_settings = Settings(bus=f"kafka://{bootstrap}", kafka_namespace=namespace)
        self.workers = [
            WorkerProcess(name, bootstrap, namespace, tmp / "workers" / name).start()
            for name in PIPELINE
        ]
        self.services = {s.name: s for s in services}

    async def topic(self, topic: str) -> tuple[list[Envelope], list[Envelope]]:
        """The distinct messages of ``topic`` on the local log and on Kafka."""
        end = await self.local.end_offset(topic)
        local = [r.envelope() for r in await self.local.read(topic, 0, end + 1)]
        kafka = [r.envelope() for r in await self.kafka.read_distinct(topic)]
        return local, kafka

    async def kafka_caught_up(self, topics: list[str]) -> bool:
        """Kafka has at least as many distinct messages as local on every topic."""
        for topic in topics:
            local, kafka = await self.topic(topic)
            if len(kafka) < len(local):
                return False
        return True

    def logs(self) -> str:
        return log_tails(self.workers)


@pytest.fixture
async def pipeline(tmp_path: Path) -> AsyncIterator[Pipeline]:
    """Local runtime and Kafka workers over fresh storage; torn down afterwards."""
    settings = require_broker()
    made = Pipeline(settings.kafka_bootstrap, fresh_namespace("pipeline"), tmp_path)
    yield made
    for worker in made.workers:
        worker.stop()
    await made.runtime.stop()
    await made.local.close()
    await made.kafka.delete_namespace()
    await made.kafka.close()


async def test_pipeline_on_kafka_matches_the_local_runtime(pipeline: Pipeline) -> None:
    """Ingest, graph, claims, a round's QA, judging and scoring give local's messages on Kafka."""
    p = pipeline
    local_report = await ingest_paths([EXAMPLES], "auto", p.local, p.settings)
    kafka_report = await ingest_paths([EXAMPLES], "auto", p.kafka, p.kafka_settings)
    assert local_report.total.ingested == kafka_report.total.ingested > 0
    await p.runtime.run_until_idle()

    stages = ["logs", "graphs", "claims"]
    await wait_until(
        lambda: p.kafka_caught_up(stages), 180, f"graphs and claims on Kafka\n{p.logs()}"
    )
    for topic in stages:
        local, kafka = await p.topic(topic)
        assert local, f"the local runtime produced nothing on {topic}"
        assert _same(kafka) == _same(local), f"{topic}\n{_differences(kafka, local)}"

    await open_round(p.local, p.settings, seed=SEED, round_id=ROUND)
    await open_round(p.kafka, p.kafka_settings, seed=SEED, round_id=ROUND)
    await p.runtime.run_until_idle()
    judged = ["qa.candidates", "qa.accepted", "qa.rejected"]
    await wait_until(lambda: p.kafka_caught_up(judged), 180, f"the round's QA\n{p.logs()}")
    for topic in judged:
        local, kafka = await p.topic(topic)
        assert _same(kafka) == _same(local), f"{topic}\n{_differences(kafka, local)}"
    assert (await p.topic("qa.candidates"))[0], "the round generated no QA candidate"

    await close_round(p.local, p.settings, ROUND)
    await close_round(p.kafka, p.kafka_settings, ROUND)
    await p.runtime.run_until_idle()
    await wait_until(lambda: p.kafka_caught_up(["reports"]), 120, f"the report\n{p.logs()}")
    local, kafka = await p.topic("reports")
    assert [e.id for e in kafka] == [e.id for e in local]
    assert kafka[0].payload["items"] == local[0].payload["items"]

    async def drained() -> bool:
        for name, service in p.services.items():
            assert isinstance(service, Service), name
            for topic in service.inputs:
                if await p.kafka.service_lag(name, topic):
                    return False
        return True

    await wait_until(drained, 60, f"every group's lag to drain\n{p.logs()}")
    assert all(worker.alive() for worker in p.workers), p.logs()
