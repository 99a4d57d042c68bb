"""Outside producers on the raw ingest topic, with Kafka's own console producer.

A plain agent log (the README's shape), a Perplexica search response and a garbage line
are produced to ``logs.raw`` by ``kafka-console-producer`` (deploy/kafka/bin, the
``kafka-tools`` jars fetched with the broker); the raw ingest worker (``serve ingest-raw``)
wraps the two logs onto ``logs`` and dead-letters the garbage naming its partition and
offset, which ``dyneval --namespace NS dead list`` shows.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from shared.bus.kafka import KafkaBus
from shared.messages.dead import DeadLetter
from shared.messages.logs import AgentLog
from tests.support.kafka import REPO, WorkerProcess, fresh_namespace, require_broker, wait_until

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

PRODUCER = REPO / "deploy" / "kafka" / "bin" / "kafka-console-producer.sh"
EXAMPLES = REPO / "examples" / "logs"


@pytest.fixture
async def bus() -> AsyncIterator[KafkaBus]:
    """A fresh 2-partition namespace with the raw topic, deleted afterwards."""
    settings = require_broker()
    made = KafkaBus(settings.kafka_bootstrap, partitions=2, namespace=fresh_namespace("raw"))
    await made.ensure_topics(["logs.raw", "logs", "seeds", "dead"])
    yield made
    await made.delete_namespace()
    await made.close()


def _one_line(path: Path) -> str:
    return json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False)


async def test_console_producer_logs_are_ingested_and_garbage_dead_lettered(
    bus: KafkaBus, tmp_path: Path
) -> None:
    """kafka-console-producer: two plain logs become `logs`; garbage is a located dead letter."""
    worker = WorkerProcess(
        "ingest-raw", bus.bootstrap, bus.names.namespace, tmp_path / "ingest", 2
    ).start()
    try:
        lines = [
            _one_line(EXAMPLES / "jwst-journey-to-l2.json"),
            "this is not JSON {",
            _one_line(EXAMPLES / "hubble-mirror-flaw.perplexica.json"),
        ]
        produced = subprocess.run(
            [str(PRODUCER), "--bootstrap-server", bus.bootstrap,
             "--topic", bus.names.topic("logs.raw")],
            input="\n".join(lines) + "\n", text=True, capture_output=True, timeout=120,
            check=False,
        )  # fmt: skip
        assert produced.returncode == 0, produced.stderr

        async def wrapped() -> bool:
            return (len(await bus.read_distinct("logs")) >= 2
                    and len(await bus.read_distinct("dead")) >= 1)  # fmt: skip

        await wait_until(wrapped, 120, f"two logs and a dead letter\n{worker.log_tail()}")
        logs = [AgentLog.model_validate(r.envelope().payload)
                for r in await bus.read_distinct("logs")]  # fmt: skip
        questions = {log.question for log in logs}
        assert len(logs) == 2 and all(q.strip() for q in questions)
        assert all(log.meta["imported_from"].startswith("kafka:logs.raw[") for log in logs)
        (dead,) = await bus.read_distinct("dead")
        letter = DeadLetter.model_validate(dead.envelope().payload)
        raw = [r for r in await bus.read_from("logs.raw", {}) if r.value.startswith(b"this")]
        (garbage,) = raw
        assert (letter.partition, letter.offset) == (garbage.partition, garbage.offset)
        assert letter.where is not None
        assert letter.where.startswith(f"kafka:logs.raw[{garbage.partition}]@{garbage.offset}")
        assert letter.raw is not None and "this is not JSON" in letter.raw
        listed = subprocess.run(
            [sys.executable, "-m", "services.cli.app", "--bus", f"kafka://{bus.bootstrap}",
             "--namespace", bus.names.namespace, "dead", "list", "--json"],
            cwd=REPO, capture_output=True, timeout=120, check=False,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )  # fmt: skip
        assert listed.returncode == 0, listed.stderr.decode()
        (row,) = json.loads(listed.stdout)
        assert (row["partition"], row["offset"]) == (garbage.partition, garbage.offset)
    finally:
        worker.stop()
