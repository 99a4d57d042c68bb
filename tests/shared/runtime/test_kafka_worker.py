"""Services as separate Kafka worker processes on a real Kafka broker.

Each test starts ``dyneval serve`` processes in a fresh namespace and checks what ends
up on the topics: every message handled once, dead letters shaped like the local
runtime's, lag drained, a SIGKILLed worker losing nothing, a replay regenerating the
same outputs, two workers sharing one service's partitions.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from shared.bus.kafka import KafkaBus
from shared.bus.local import LocalBus
from shared.messages.dead import DeadLetter
from shared.messages.envelope import Envelope
from shared.runtime.local import LocalRuntime
from shared.settings import Settings
from tests.shared.runtime.kafka_chain import answer_envelopes, build_scorer
from tests.support.kafka import (
    REPO,
    WorkerProcess,
    fresh_namespace,
    log_tails,
    require_broker,
    wait_until,
)

pytestmark = [pytest.mark.kafka, pytest.mark.slow]

SCORER = "tests.shared.runtime.kafka_chain:build_scorer"
SLOW_SCORER = "tests.shared.runtime.kafka_chain:build_slow_scorer"
REPORTER = "tests.shared.runtime.kafka_chain:build_reporter"
TOPICS = ["answers", "scores", "reports", "dead"]


class Chain:
    """A namespace on the broker, its bus and the worker processes started in it."""

    def __init__(self, bootstrap: str, namespace: str, data_dir: Path) -> None:
        self.bootstrap = bootstrap
        self.namespace = namespace
        self.data_dir = data_dir
        self.bus = KafkaBus(bootstrap, partitions=3, namespace=namespace)
        self.workers: list[WorkerProcess] = []

    def start(self, spec: str, **extra: Any) -> WorkerProcess:
        """Start one worker for ``spec`` in this namespace."""
        worker = WorkerProcess(
            spec, self.bootstrap, self.namespace, self.data_dir / spec.rpartition(":")[2], **extra
        )
        self.workers.append(worker.start())
        return worker

    async def distinct(self, topic: str) -> list[Envelope]:
        """The envelopes on ``topic``, once per id."""
        return [r.envelope() for r in await self.bus.read_distinct(topic)]

    def logs(self) -> str:
        """Every worker's log tail, for failure messages."""
        return log_tails(self.workers, 40)


@pytest.fixture
async def chain(tmp_path: Path) -> AsyncIterator[Chain]:
    """A fresh namespace with its topics; workers are stopped and topics deleted after."""
    settings = require_broker()
    made = Chain(settings.kafka_bootstrap, fresh_namespace("worker"), tmp_path)
    await made.bus.ensure_topics(TOPICS)
    yield made
    for worker in made.workers:
        worker.stop()
    await made.bus.delete_namespace()
    await made.bus.close()


def _comparable(envelopes: list[Envelope]) -> list[tuple[str, str, str, dict[str, Any]]]:
    """Envelopes without their production time, sorted by id."""
    return sorted((e.id, e.key, e.parent_id or "", e.payload) for e in envelopes)


def _counts_by_key(reports: list[Envelope]) -> dict[str, list[int]]:
    """The reporter's running count per key, in report order."""
    counts: dict[str, list[int]] = {}
    for env in reports:
        ((key, count),) = env.payload["overlap"].items()
        counts.setdefault(key, []).append(count)
    return {key: sorted(values) for key, values in counts.items()}


async def _local_dead_letter(tmp_path: Path, poison: Envelope) -> DeadLetter:
    """What the local runtime dead-letters for ``poison``."""
    settings = Settings(data_dir=tmp_path / "local", retry_backoff_s=0.0)
    bus = LocalBus(settings.bus_path)
    await bus.append("answers", [poison])
    await LocalRuntime(bus, [build_scorer(settings)], settings).run_until_idle()
    (record,) = await bus.read("dead", 0, 10)
    await bus.close()
    return DeadLetter.model_validate(record.envelope().payload)


async def test_chain_end_to_end_dead_letters_and_lag(chain: Chain, tmp_path: Path) -> None:
    """Two workers handle every answer once, dead-letter poison like local, and drain lag."""
    answers = answer_envelopes(60)
    poison = answer_envelopes(1, round_id="bad")[0].model_copy(
        update={"id": "poison-1", "payload": {**answers[0].payload, "answer": "poison"}}
    )
    flaky = answer_envelopes(1, round_id="flaky")[0].model_copy(
        update={"id": "flaky-1", "payload": {**answers[1].payload, "answer": "flaky!"}}
    )
    chain.start(SCORER)
    chain.start(REPORTER)
    await chain.bus.append("answers", [*answers, poison, flaky])

    async def reports_done() -> bool:
        return len(await chain.bus.read_distinct("reports")) >= 61

    await wait_until(reports_done, 90, f"61 reports\n{chain.logs()}")
    scores = await chain.distinct("scores")
    parents = sorted(e.parent_id or "(no parent)" for e in scores)
    assert parents == sorted([*(a.id for a in answers), "flaky-1"])
    reports = await chain.distinct("reports")
    assert all(counts == list(range(1, len(counts) + 1))
               for counts in _counts_by_key(reports).values())

    (dead,) = await chain.distinct("dead")
    letter = DeadLetter.model_validate(dead.payload)
    local = await _local_dead_letter(tmp_path, poison)
    same = {"service", "topic", "error", "error_type", "attempts", "original", "raw", "where"}
    assert letter.model_dump(include=same) == local.model_dump(include=same)
    assert letter.original is not None and letter.original.id == "poison-1"

    async def drained() -> bool:
        lags = [
            await chain.bus.service_lag("scorer", "answers"),
            await chain.bus.service_lag("reporter", "scores"),
        ]
        return lags == [0, 0]

    await wait_until(drained, 30, "consumer lag to drain to zero")


async def test_sigkilled_worker_loses_nothing_and_doubles_nothing(chain: Chain) -> None:
    """A scorer killed with SIGKILL mid-stream and restarted leaves every answer reported once."""
    answers = answer_envelopes(240, keys=9)
    await chain.bus.append("answers", answers)
    scorer = chain.start(SLOW_SCORER)
    chain.start(REPORTER)

    async def some_scored() -> bool:
        return len(await chain.bus.read_from("scores", {})) >= 40

    await wait_until(some_scored, 60, f"the first scores\n{chain.logs()}")
    scorer.kill()
    assert not scorer.alive()
    chain.start(SLOW_SCORER)

    async def all_reported() -> bool:
        return len(await chain.bus.read_distinct("reports")) >= len(answers)

    async def state() -> str:
        counts = {t: len(await chain.bus.read_distinct(t)) for t in ("scores", "reports")}
        lags = {
            "scorer lag": await chain.bus.service_lag("scorer", "answers"),
            "reporter lag": await chain.bus.service_lag("reporter", "scores"),
        }
        return f"distinct {counts}, {lags}\n{chain.logs()}"

    await wait_until(all_reported, 240, "all reports after the restart", diagnose=state)
    raw_scores = await chain.bus.read_from("scores", {})
    distinct_parents = {r.envelope().parent_id for r in raw_scores}
    assert distinct_parents == {a.id for a in answers}
    # outputs and offsets commit in one transaction: nothing is produced twice
    doubled = [i for i, n in Counter(r.id for r in raw_scores).items() if n > 1]
    assert doubled == []
    raw_reports = await chain.bus.read_from("reports", {})
    assert len(raw_reports) == len({r.id for r in raw_reports}) == len(answers)
    counts = _counts_by_key([r.envelope() for r in raw_reports])
    assert all(c == list(range(1, len(c) + 1)) for c in counts.values())
    assert sum(len(c) for c in counts.values()) == len(answers)


async def test_replay_into_fresh_namespace_regenerates_identical_outputs(
    chain: Chain, tmp_path: Path
) -> None:
    """`dyneval replay --from-time` re-feeds a round into fresh groups; outputs are equal."""
    answers = answer_envelopes(45, round_id="r-replay")
    chain.start(SCORER)
    chain.start(REPORTER)
    await chain.bus.append("answers", answers)

    async def done(target: Chain) -> bool:
        return len(await target.bus.read_distinct("reports")) >= len(answers)

    await wait_until(lambda: done(chain), 90, f"the original round\n{chain.logs()}")
    target_ns = fresh_namespace("replay")
    command = [
        sys.executable, "-m", "services.cli.app", "--bus", f"kafka://{chain.bootstrap}",
        "replay", "answers", "--from-time", "2000-01-01T00:00:00Z", "--into", target_ns,
        "--json",
    ]
    env = {"DYNEVAL_KAFKA_NAMESPACE": chain.namespace, "DYNEVAL_KAFKA_PARTITIONS": "3",
           "PATH": "/usr/bin:/bin"}
    result = subprocess.run(command, cwd=REPO, env=env, capture_output=True, timeout=120)
    assert result.returncode == 0, result.stderr.decode()
    summary = json.loads(result.stdout)
    assert (summary["into"], summary["messages"]) == (target_ns, len(answers))

    replay = Chain(chain.bootstrap, target_ns, tmp_path / "replay")
    try:
        replay.start(SCORER)
        replay.start(REPORTER)
        await wait_until(lambda: done(replay), 90, f"the replayed round\n{replay.logs()}")
        for topic in ("scores", "reports"):
            assert _comparable(await replay.distinct(topic)) == _comparable(
                await chain.distinct(topic)
            )
    finally:
        for worker in replay.workers:
            worker.stop()
        await replay.bus.delete_namespace()
        await replay.bus.close()


async def test_two_workers_of_one_service_share_the_partitions(chain: Chain) -> None:
    """Two scorer workers join one group, split the partitions and score each answer once."""
    first = chain.start(SCORER)
    second = chain.start(SCORER)

    async def both_joined() -> bool:
        return await chain.bus.group_members("scorer") == 2

    await wait_until(both_joined, 60, f"two members in the scorer group\n{chain.logs()}")
    answers = answer_envelopes(90, keys=12)
    await chain.bus.append("answers", answers)

    async def scored() -> bool:
        return len(await chain.bus.read_distinct("scores")) >= len(answers)

    await wait_until(scored, 60, f"all scores\n{chain.logs()}")
    raw = await chain.bus.read_from("scores", {})
    assert sorted(r.envelope().parent_id or "" for r in raw) == sorted(a.id for a in answers)
    assert first.alive() and second.alive()


async def test_a_second_worker_of_a_whole_state_service_refuses(chain: Chain) -> None:
    """Of two workers of a service needing every partition, one exits saying why."""
    spec = "tests.shared.runtime.kafka_chain:build_whole_reporter"
    first = chain.start(spec)
    second = chain.start(spec)

    async def one_left() -> bool:
        return not (first.alive() and second.alive())

    await wait_until(one_left, 90, f"one of two whole-state workers to refuse\n{chain.logs()}")
    refused, kept = (first, second) if not first.alive() else (second, first)
    assert refused.proc is not None and refused.proc.returncode != 0
    assert refused.log_path is not None
    text = " ".join(refused.log_path.read_text(errors="replace").split())
    assert "runs as ONE Kafka worker" in text
    chain.start(SCORER)
    answers = answer_envelopes(30, keys=6)
    await chain.bus.append("answers", answers)

    async def reported() -> bool:
        return len(await chain.bus.read_distinct("reports")) >= len(answers)

    await wait_until(reported, 90, f"the kept worker to report everything\n{chain.logs()}")
    assert kept.alive()
