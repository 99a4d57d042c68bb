"""Two workers of every pipeline service on 4 partitions make what one worker makes.

The bundled agent logs and the 60 HotpotQA items of the real data sample go through graph,
claims, qagen, judge and score twice: with one worker per service, and with two per
service in one group each. A round is opened once
every claim is in; when it is judged, two agents answer its accepted items (one answers
every item, the other every second item with a wrong answer, so the report has zero
scores for unanswered items), then the round closes. The graphs, claims, candidates,
accepted and rejected items, scores and the round report must be the same messages (ids
and contents, wall-clock fields aside).

qagen scales because the round's open message reaches every partition (a broadcast copy
per partition); the judge because a graph's near-repeats and claim sets live in the graph's
partition and exact repeats across graphs in the partition of the normalised question
(``judge.by-question``); score because an item's answers are scored in the item's partition
and a report's inputs are collected under one key (``score.report-inputs``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from services.asking.ask import publish_answers
from services.ingest.service import ingest_paths
from services.registry import PIPELINE
from shared.bus.kafka import KafkaBus
from shared.messages.answers import AgentAnswer
from shared.messages.qa import JudgedItem
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
SERVICES = PIPELINE
ROUND = "r-scaled"
PARTITIONS = 4
WALL_CLOCK = frozenset({"fetched_at", "at", "produced_at", "generated_at", "closed_at"})
TOPICS = ("graphs", "claims", "qa.candidates", "qa.rejected", "qa.accepted", "scores", "reports")


def _answers(accepted: list[JudgedItem]) -> list[AgentAnswer]:
    """``gold`` answers every item right; ``half`` answers every second item wrongly."""
    items = sorted((j.item for j in accepted), key=lambda item: item.item_id)
    answers = [
        AgentAnswer(item_id=i.item_id, round_id=ROUND, agent_id="gold", answer=i.answers[0])
        for i in items
    ]
    answers += [
        AgentAnswer(item_id=i.item_id, round_id=ROUND, agent_id="half", answer="no idea at all")
        for i in items[::2]
    ]
    return answers


def _stable(value: Any) -> Any:
    return without_fields(value, WALL_CLOCK)


async def _run(
    bootstrap: str, tmp: Path, per_service: int, hotpot: Path | None = None
) -> dict[str, list[Any]]:
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
        return log_tails(workers, 10)

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
        if hotpot is not None:
            await ingest_paths([hotpot], "hotpotqa", bus, settings)
        upstream = [("graph", "logs"), ("claims", "graphs"), ("qagen", "claims")]
        await wait_until(lambda: drained(upstream), 240, f"claims\n{logs()}")
        await open_round(bus, settings, seed=20261127, round_id=ROUND)
        judged = [("qagen", "rounds"), ("judge", "qa.candidates"), ("judge", JUDGE_BY_QUESTION)]
        await wait_until(lambda: drained(judged), 240, f"the round's items\n{logs()}")
        accepted = [r.envelope() for r in await bus.read_distinct("qa.accepted")]
        await publish_answers(bus, _answers([JudgedItem.model_validate(e.payload)
                                             for e in accepted]))  # fmt: skip
        scored = [("score", t) for t in ("qa.accepted", "qa.rejected", "answers", "rounds")]
        await wait_until(lambda: drained([*scored, ("score", REPORT_INPUTS)]), 240,
                         f"the answers\n{logs()}")  # fmt: skip
        await close_round(bus, settings, ROUND)
        await wait_until(lambda: drained([("score", "rounds"), ("score", REPORT_INPUTS)]), 120,
                         f"the report\n{logs()}")  # fmt: skip
        assert all(w.alive() for w in workers), logs()
        made: dict[str, list[Any]] = {}
        for topic in TOPICS:
            records = await bus.read_distinct(topic)
            made[topic] = sorted((r.id, r.key, _stable(r.envelope().payload)) for r in records)
        return made
    finally:
        for worker in workers:
            worker.stop()
        await bus.delete_namespace()
        await bus.close()


async def test_two_workers_per_service_make_the_same_round_as_one(
    tmp_path: Path, shared_data: Path
) -> None:
    """Every pipeline service with 2 workers on 4 partitions equals 1 worker: items to report."""
    bootstrap = require_broker().kafka_bootstrap
    hotpot = shared_data / "hotpotqa" / "hotpotqa_train_sample.json"
    one = await _run(bootstrap, tmp_path, 1, hotpot)
    two = await _run(bootstrap, tmp_path, 2, hotpot)
    assert one["qa.accepted"], "one worker accepted no item"
    assert len(one["reports"]) == 1, "one worker made no report"
    assert len(one["scores"]) > len(one["qa.accepted"]), "the zero scores of 'half' are missing"
    for topic in TOPICS:
        assert two[topic] == one[topic], topic
