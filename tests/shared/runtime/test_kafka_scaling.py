"""Two workers of each scalable service on 4 partitions make what one worker makes.

The bundled agent logs go through graph, claims and qagen (a round opened once every claim
is in) twice: with one worker per service, and with two per service in one group each.
The graphs, claims and QA candidates must be the same messages (ids and contents). qagen
scales because the round's open message reaches every partition (a broadcast copy per
partition) and each partition generates from its own graphs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from services.ingest.service import ingest_paths
from shared.bus.kafka import KafkaBus
from shared.rounds.control import open_round
from shared.settings import Settings
from tests.support.kafka import (
    REPO,
    WorkerProcess,
    fresh_namespace,
    require_broker,
    wait_until,
    without_fields,
)

pytestmark = [pytest.mark.kafka, pytest.mark.slow, pytest.mark.timeout(600)]

EXAMPLES = REPO / "examples" / "logs"
SERVICES = ("graph", "claims", "qagen")
ROUND = "r-scaled"
PARTITIONS = 4
WALL_CLOCK = frozenset({"fetched_at"})


def _stable(value: Any) -> Any:
    return without_fields(value, WALL_CLOCK)


async def _run(bootstrap: str, tmp: Path, per_service: int) -> dict[str, list[Any]]:
    """graph -> claims -> qagen with ``per_service`` workers each; the messages made."""
    namespace = fresh_namespace(f"scale{per_service}")
    bus = KafkaBus(bootstrap, partitions=PARTITIONS, namespace=namespace)
    settings = Settings(bus=f"kafka://{bootstrap}", kafka_namespace=namespace,
                        kafka_partitions=PARTITIONS, data_dir=tmp / namespace)  # fmt: skip
    workers = [
        WorkerProcess(name, bootstrap, namespace, tmp / namespace / f"{name}{i}", PARTITIONS)
        .start()
        for name in SERVICES
        for i in range(per_service)
    ]

    def logs() -> str:
        return "\n\n".join(f"--- {w.spec}\n{w.log_tail(10)}" for w in workers)

    async def drained(pairs: list[tuple[str, str]]) -> bool:
        for service, topic in pairs:
            if await bus.lag(service, topic):
                return False
        return True

    async def joined() -> bool:
        for name in SERVICES:
            state, members = await bus.group_state(name)
            if (state, members) != ("Stable", per_service):
                return False
        return True

    try:
        await wait_until(joined, 120, f"{per_service} worker(s) per service\n{logs()}")
        await ingest_paths([EXAMPLES], "auto", bus, settings)
        upstream = [("graph", "logs"), ("claims", "graphs"), ("qagen", "claims")]
        await wait_until(lambda: drained(upstream), 240, f"claims\n{logs()}")
        await open_round(bus, settings, seed=20261127, round_id=ROUND)
        generated = [("qagen", "rounds")]  # lag of rounds includes its broadcast copies
        await wait_until(lambda: drained(generated), 120, f"the round's items\n{logs()}")
        assert all(w.alive() for w in workers), logs()
        made: dict[str, list[Any]] = {}
        for topic in ("graphs", "claims", "qa.candidates", "qa.rejected"):
            records = await bus.read_distinct(topic)
            made[topic] = sorted((r.id, r.key, _stable(r.envelope().payload)) for r in records)
        return made
    finally:
        for worker in workers:
            worker.stop()
        await bus.delete_namespace()
        await bus.close()


async def test_two_workers_per_service_make_the_same_items_as_one(tmp_path: Path) -> None:
    """graph, claims and qagen with 2 workers each on 4 partitions equal 1 worker each."""
    bootstrap = require_broker().kafka_bootstrap
    one = await _run(bootstrap, tmp_path, 1)
    two = await _run(bootstrap, tmp_path, 2)
    assert one["qa.candidates"], "one worker generated no candidate"
    for topic in one:
        assert two[topic] == one[topic], topic
