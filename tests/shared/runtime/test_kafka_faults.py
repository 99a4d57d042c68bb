"""Fault injection on the real broker: SIGKILL of a worker while its group rebalances.

Twenty rounds in one namespace, each with its own backlog: a new scorer worker joins
(the group rebalances) and one of the running scorers is SIGKILLed a moment later,
while it still holds partitions and a batch in flight. After every round, every answer
of the round must be scored exactly once on the ``read_committed`` topic (no id twice,
none missing) and reported once with consecutive per-key counts by the reporter.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from shared.bus.kafka import KafkaBus
from tests.shared.runtime.kafka_chain import answer_envelopes
from tests.support.kafka import WorkerProcess, fresh_namespace, require_broker, wait_until

pytestmark = [pytest.mark.kafka, pytest.mark.slow, pytest.mark.timeout(600)]

SLOW_SCORER = "tests.shared.runtime.kafka_chain:build_slow_scorer"
REPORTER = "tests.shared.runtime.kafka_chain:build_reporter"
ROUNDS = 20
BACKLOG = 60
FAST_GROUP = {
    "DYNEVAL_KAFKA_SESSION_TIMEOUT_S": "3",
    "DYNEVAL_BATCH_SIZE": "16",
    "DYNEVAL_LOG_LEVEL": "WARNING",
}


@pytest.fixture
async def bus() -> AsyncIterator[KafkaBus]:
    """A fresh 4-partition namespace, deleted afterwards."""
    settings = require_broker()
    made = KafkaBus(settings.kafka_bootstrap, partitions=4, namespace=fresh_namespace("fault"))
    await made.ensure_topics(["answers", "scores", "reports", "dead"])
    yield made
    await made.delete_namespace()
    await made.close()


async def test_sigkill_during_rebalance_loses_and_doubles_nothing_20_times(
    bus: KafkaBus, tmp_path: Path
) -> None:
    """20 times: SIGKILL a scorer while a joining one triggers a rebalance; 0 lost, 0 doubled."""
    rng = random.Random(18)
    bootstrap, namespace = bus.bootstrap, bus.names.namespace

    def worker(spec: str, index: int) -> WorkerProcess:
        return WorkerProcess(spec, bootstrap, namespace, tmp_path / f"w{index}", 4,
                             extra_env=FAST_GROUP).start()

    workers = [worker(SLOW_SCORER, 0), worker(SLOW_SCORER, 1), worker(REPORTER, 2)]

    def logs() -> str:
        return "\n".join(f"--- {w.spec}\n{w.log_tail(15)}" for w in workers)

    async def members(service: str, wanted: int) -> bool:
        return await bus.group_members(service) == wanted

    await wait_until(lambda: members("scorer", 2), 90, f"two scorers\n{logs()}")
    scorers = workers[:2]
    kills = during = 0
    try:
        for round_no in range(ROUNDS):
            round_id = f"r{round_no:02d}"
            answers = answer_envelopes(BACKLOG, keys=11, round_id=round_id)
            await bus.append("answers", answers)

            async def started(round_id: str = round_id) -> bool:
                scores = await bus.read_from("scores", {})
                return any(r.envelope().round_id == round_id for r in scores)

            await wait_until(started, 60, f"round {round_id} under way\n{logs()}")
            joining = worker(SLOW_SCORER, 3 + round_no)
            workers.append(joining)
            victim = scorers.pop(rng.randrange(len(scorers)))
            if await _rebalance_begins(bus, "scorer"):
                during += 1
            await asyncio.sleep(rng.uniform(0, 0.2))
            victim.kill()
            kills += 1
            scorers.append(joining)

            async def scored(round_id: str = round_id) -> bool:
                reports = await bus.read_from("reports", {})
                return sum(r.envelope().round_id == round_id for r in reports) >= BACKLOG

            await wait_until(scored, 120, f"round {round_id} fully reported\n{logs()}")
            scores = [r for r in await bus.read_from("scores", {})
                      if r.envelope().round_id == round_id]  # fmt: skip
            ids = Counter(r.id for r in scores)
            assert [i for i, n in ids.items() if n > 1] == [], f"doubled scores in {round_id}"
            assert {r.envelope().parent_id for r in scores} == {a.id for a in answers}
            reports = [r.envelope() for r in await bus.read_from("reports", {})
                       if r.envelope().round_id == round_id]  # fmt: skip
            assert len(reports) == len({e.id for e in reports}) == BACKLOG
        all_reports = [r.envelope() for r in await bus.read_from("reports", {})]
        counts: dict[str, list[int]] = {}
        for env in all_reports:
            ((key, count),) = env.payload["overlap"].items()
            counts.setdefault(key, []).append(count)
        assert all(sorted(c) == list(range(1, len(c) + 1)) for c in counts.values())
        assert sum(len(c) for c in counts.values()) == ROUNDS * BACKLOG
        assert kills == ROUNDS
        print(f"{kills} kills, {during} while the group was rebalancing")
        assert during >= ROUNDS // 2, f"only {during} of {kills} kills hit a rebalance"
    finally:
        for w in workers:
            w.stop()


async def _rebalance_begins(bus: KafkaBus, service: str, timeout_s: float = 30.0) -> bool:
    """Wait until the group leaves the Stable state (True), or joins 3 members (False)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        state, members = await bus.group_state(service)
        if state in ("PreparingRebalance", "CompletingRebalance"):
            return True
        if members >= 3:
            return False
        await asyncio.sleep(0.02)
    return False
