"""Kafka runtime throughput: a two-service chain on the real broker vs the local runtime.

Measured in the same run, on the same messages and services (the scorer -> reporter
chain of tests/shared/runtime/kafka_chain.py):

- local: LocalRuntime over the SQLite log, answers in -> every report out;
- kafka: the two services as separate ``dyneval serve`` worker processes;
- scaling: the scorer alone on Kafka with one worker, then with two in one group;
- real handlers: graph -> claims on 1,000 HotpotQA logs (the real sample in
  ``$DYNEVAL_SHARED_DATA/hotpotqa``, replicated with distinct ids), ingest included, on
  the local runtime, on Kafka with one worker per service, and with two per service.

Workers are started and joined before the clock starts. Prints messages/s, the Kafka to
local ratio and the 2-worker to 1-worker ratio. Needs a broker at DYNEVAL_KAFKA_BOOTSTRAP
(``make kafka-up``); without one it says so and exits 0. ``--quick`` for a smoke size.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from services.claims.service import build as build_claims  # noqa: E402
from services.graph.service import build as build_graph  # noqa: E402
from services.ingest.service import ingest_paths  # noqa: E402
from shared.bus.kafka import KafkaBus  # noqa: E402
from shared.bus.local import LocalBus  # noqa: E402
from shared.runtime.local import LocalRuntime  # noqa: E402
from shared.settings import Settings, load_settings  # noqa: E402
from tests.shared.runtime.kafka_chain import (  # noqa: E402
    answer_envelopes,
    build_reporter,
    build_scorer,
)
from tests.support.kafka import WorkerProcess, _probe_broker, fresh_namespace  # noqa: E402

SCORER = "tests.shared.runtime.kafka_chain:build_scorer"
REPORTER = "tests.shared.runtime.kafka_chain:build_reporter"
PARTITIONS = 4


async def bench_local(n: int, tmp: Path) -> float:
    """Messages/s through scorer -> reporter on the local runtime."""
    settings = Settings(data_dir=tmp / "local", retry_backoff_s=0.0)
    bus = LocalBus(settings.bus_path)
    await bus.append("answers", answer_envelopes(n, keys=64))
    runtime = LocalRuntime(bus, [build_scorer(settings), build_reporter(settings)], settings)
    started = time.perf_counter()
    await runtime.run_until_idle()
    elapsed = time.perf_counter() - started
    assert len(await bus.read("reports", 0, n + 1)) == n
    await bus.close()
    return n / elapsed


async def _wait(check: object, timeout_s: float, what: str) -> None:
    assert callable(check)
    deadline = time.monotonic() + timeout_s
    while not await check():
        if time.monotonic() > deadline:
            raise SystemExit(f"bench_kafka: timed out waiting for {what}")
        await asyncio.sleep(0.1)


async def bench_kafka(
    bootstrap: str, n: int, tmp: Path, specs: list[str], out_topic: str
) -> float:
    """Messages/s from appending ``n`` answers until ``n`` distinct ``out_topic`` messages."""
    namespace = fresh_namespace("bench")
    bus = KafkaBus(bootstrap, partitions=PARTITIONS, namespace=namespace)
    await bus.ensure_topics(["answers", "scores", "reports", "dead"])
    workers = [
        WorkerProcess(spec, bootstrap, namespace, tmp / namespace / str(i), PARTITIONS,
                      extra_env={"DYNEVAL_LOG_LEVEL": "WARNING"}).start()
        for i, spec in enumerate(specs)
    ]  # fmt: skip
    try:
        for service in {spec.rpartition("_")[2] for spec in specs}:
            wanted = sum(1 for spec in specs if spec.endswith(service))

            async def joined(service: str = service, wanted: int = wanted) -> bool:
                return await bus.group_members(service) == wanted

            await _wait(joined, 90, f"{wanted} {service} worker(s) to join")
        await asyncio.sleep(1.0)  # let the last rebalance settle
        envelopes = answer_envelopes(n, keys=64)
        started = time.perf_counter()
        await bus.append("answers", envelopes)

        async def done() -> bool:
            ends = await bus.partition_ends(out_topic)
            return sum(end for _, end in ends.values()) >= n

        await _wait(done, 600, f"{n} messages on {out_topic}")
        elapsed = time.perf_counter() - started
        assert len(await bus.read_distinct(out_topic)) >= n
        return n / elapsed
    finally:
        for worker in workers:
            worker.stop()
        await bus.delete_namespace()
        await bus.close()


def _hotpot_logs(n: int, work: Path) -> Path | None:
    """``n`` HotpotQA logs (the real sample replicated with distinct ids) as one file."""
    data = Path(os.environ.get("DYNEVAL_SHARED_DATA", REPO.parent / "shared" / "data"))
    sample_file = data / "hotpotqa" / "hotpotqa_train_sample.json"
    if not sample_file.is_file():
        return None
    sample = json.loads(sample_file.read_text(encoding="utf-8"))
    records = []
    for k in range(n):
        item = dict(sample[k % len(sample)])
        item["_id"] = f"{item['_id']}-{k // len(sample)}"
        records.append(item)
    source = work / f"hotpotqa-{n}.json"
    source.write_text(json.dumps(records), encoding="utf-8")
    return source


async def bench_real_local(source: Path, tmp: Path) -> tuple[float, int]:
    """Logs/s through ingest -> graph -> claims on the local runtime, and the claims made."""
    settings = Settings(data_dir=tmp / "real-local", retry_backoff_s=0.0, log_level="ERROR")
    bus = LocalBus(settings.bus_path)
    runtime = LocalRuntime(bus, [build_graph(settings), build_claims(settings)], settings)
    started = time.perf_counter()
    report = await ingest_paths([source], "hotpotqa", bus, settings)
    await runtime.run_until_idle()
    elapsed = time.perf_counter() - started
    await runtime.stop()
    made = await bus.end_offset("claims")
    await bus.close()
    return report.total.ingested / elapsed, made


async def bench_real_kafka(
    bootstrap: str, source: Path, tmp: Path, per_service: int, want: int
) -> float:
    """Logs/s through ingest -> graph -> claims with ``per_service`` workers per service."""
    namespace = fresh_namespace("benchreal")
    bus = KafkaBus(bootstrap, partitions=PARTITIONS, namespace=namespace)
    settings = Settings(bus=f"kafka://{bootstrap}", kafka_namespace=namespace,
                        kafka_partitions=PARTITIONS, data_dir=tmp / namespace / "ingest",
                        log_level="ERROR")  # fmt: skip
    await bus.ensure_topics(["logs", "graphs", "claims", "dead"])
    specs = [name for name in ("graph", "claims") for _ in range(per_service)]
    workers = [
        WorkerProcess(spec, bootstrap, namespace, tmp / namespace / f"{spec}{i}", PARTITIONS,
                      extra_env={"DYNEVAL_LOG_LEVEL": "WARNING"}).start()
        for i, spec in enumerate(specs)
    ]  # fmt: skip
    try:
        for service in ("graph", "claims"):

            async def joined(service: str = service) -> bool:
                return await bus.group_members(service) == per_service

            await _wait(joined, 120, f"{per_service} {service} worker(s) to join")
        await asyncio.sleep(1.0)
        started = time.perf_counter()
        report = await ingest_paths([source], "hotpotqa", bus, settings)

        async def done() -> bool:  # graph first: once it is drained no graph can appear
            return await bus.lag("graph", "logs") == 0 and await bus.lag("claims", "graphs") == 0

        await _wait(done, 900, f"{want} claims messages")
        elapsed = time.perf_counter() - started
        made = len(await bus.read_distinct("claims"))
        assert made == want, f"{made} claims messages on Kafka, {want} locally"
        return report.total.ingested / elapsed
    finally:
        for worker in workers:
            worker.stop()
        await bus.delete_namespace()
        await bus.close()


async def main(quick: bool) -> None:
    settings = load_settings()
    bootstrap = settings.kafka_bootstrap
    problem = await _probe_broker(bootstrap)
    if problem is not None:
        print(f"bench_kafka: skipped, no Kafka broker at {bootstrap} ({problem}); make kafka-up")
        return
    n = 300 if quick else 2000
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        local = await bench_local(n, tmp)
        kafka = await bench_kafka(bootstrap, n, tmp, [SCORER, REPORTER], "reports")
        one = await bench_kafka(bootstrap, n, tmp, [SCORER], "scores")
        two = await bench_kafka(bootstrap, n, tmp, [SCORER, SCORER], "scores")
    print(f"two-service chain, {n} messages, {PARTITIONS} partitions")
    print(f"  local runtime     {local:10.0f} msgs/s  (baseline)")
    print(f"  kafka workers     {kafka:10.0f} msgs/s  ratio kafka/local {kafka / local:.3f}")
    print(f"scorer alone on kafka, {n} messages")
    print(f"  1 worker          {one:10.0f} msgs/s  (baseline)")
    print(f"  2 workers         {two:10.0f} msgs/s  ratio 2/1 workers {two / one:.2f}")
    logs = 120 if quick else 1000
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        source = _hotpot_logs(logs, tmp)
        if source is None:
            print("graph -> claims: skipped, no HotpotQA sample (set DYNEVAL_SHARED_DATA)")
            return
        real_local, made = await bench_real_local(source, tmp)
        real_one = await bench_real_kafka(bootstrap, source, tmp, 1, made)
        real_two = await bench_real_kafka(bootstrap, source, tmp, 2, made)
    print(f"graph -> claims, real handlers, {logs} HotpotQA logs (ingest included)")
    print(f"  local runtime     {real_local:10.1f} logs/s  (baseline)")
    print(f"  kafka, 1 worker   {real_one:10.1f} logs/s  "
          f"ratio kafka/local {real_one / real_local:.2f}")
    print(f"  kafka, 2 workers  {real_two:10.1f} logs/s  "
          f"ratio 2/1 workers {real_two / real_one:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small smoke size")
    asyncio.run(main(parser.parse_args().quick))
