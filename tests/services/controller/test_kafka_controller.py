"""Three rounds unattended on the real Kafka broker: the pipeline's services and the
controller each a separate ``dyneval serve`` worker process; every round opened, closed,
scored, reported and verifiable."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.ingest.service import ingest_paths
from services.jobs.verify import verify_round
from services.registry import PIPELINE
from services.report.data import read_reports
from shared.bus.kafka import KafkaBus
from shared.rounds.control import commitment, round_seed, round_states
from shared.settings import Settings
from tests.support.kafka import (
    REPO,
    WorkerProcess,
    fresh_namespace,
    log_tails,
    require_broker,
    wait_until,
)

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

EXAMPLES = REPO / "examples" / "logs"
ROOT = 4711
ROUNDS = 3


class Deployment:
    """A namespace with the pipeline workers and one controller worker sharing a data dir."""

    def __init__(self, bootstrap: str, namespace: str, tmp: Path) -> None:
        self.data_dir = tmp / "data"
        self.bus = KafkaBus(bootstrap, partitions=3, namespace=namespace)
        self.settings = Settings(bus=f"kafka://{bootstrap}", kafka_namespace=namespace,
                                 kafka_partitions=3, data_dir=tmp / "verify")  # fmt: skip
        shared = {"DYNEVAL_DATA_DIR": str(self.data_dir), "DYNEVAL_ROOT_SEED": str(ROOT)}
        self.workers = [
            WorkerProcess(name, bootstrap, namespace, tmp / name, extra_env=shared).start()
            for name in PIPELINE
        ]
        self.controller = WorkerProcess(
            "controller", bootstrap, namespace, tmp / "controller",
            extra_env={**shared, "DYNEVAL_CONTROLLER_EVERY": "0s",
                       "DYNEVAL_CONTROLLER_ROUNDS": str(ROUNDS),
                       "DYNEVAL_CONTROLLER_POLL_S": "0.3",
                       "DYNEVAL_SCORE_BOOTSTRAP_RESAMPLES": "100"},
        ).start()  # fmt: skip
        self.workers.append(self.controller)

    def logs(self) -> str:
        """Every worker's log tail, for failure messages."""
        return log_tails(self.workers)


@pytest.fixture
async def deployment(tmp_path: Path) -> AsyncIterator[Deployment]:
    """Workers in a fresh namespace; stopped and the topics deleted afterwards."""
    settings = require_broker()
    made = Deployment(settings.kafka_bootstrap, fresh_namespace("controller"), tmp_path)
    yield made
    for worker in made.workers:
        worker.stop()
    await made.bus.delete_namespace()
    await made.bus.close()


async def test_controller_worker_runs_three_verifiable_rounds(deployment: Deployment) -> None:
    """On Kafka the controller worker runs three rounds by itself, each verified byte for byte."""
    d = deployment
    ingested = await ingest_paths([EXAMPLES], "auto", d.bus, d.settings)
    assert ingested.total.ingested > 0

    async def three_closed() -> bool:
        states = await round_states(d.bus)
        return sum(not s.is_open for s in states.values()) >= ROUNDS

    await wait_until(three_closed, 420, f"{ROUNDS} rounds closed by the controller\n{d.logs()}",
                     every_s=2)  # fmt: skip
    states = await round_states(d.bus)
    assert list(states) == ["r0001", "r0002", "r0003"]
    reports = await read_reports(d.bus)
    for rid, state in states.items():
        assert state.closed is not None and state.opened.root_seed is None
        seed = state.closed.root_seed
        assert seed == round_seed(ROOT, rid)
        assert state.opened.commitment == commitment(rid, seed, state.opened.theta_hash)
        report = reports[rid]
        assert report.items > 0 and set(report.agents) == {"bm25", "oracle", "memorizer"}
        verdict = await verify_round(d.bus, d.settings, rid)
        assert verdict.ok, (rid, verdict.problems())
    last_report = d.data_dir / "report" / "report-r0003.html"

    async def reported() -> bool:  # the report step follows the close
        return last_report.is_file()

    await wait_until(reported, 60, f"{last_report}\n{d.logs()}")
    assert all(worker.alive() for worker in d.workers), d.logs()
