"""Kafka runtime throughput: a two-service chain on the real broker vs the local runtime.

Measured in the same run, on the same messages and services (the scorer -> reporter
chain of tests/shared/runtime/kafka_chain.py):

- local: LocalRuntime over the SQLite log, answers in -> every report out;
- kafka: the two services as separate ``dyneval serve`` worker processes;
- scaling: the scorer alone on Kafka with one worker, then with two in one group;
- real handlers: graph -> claims on 1,000 HotpotQA logs (the real sample in
  ``$DYNEVAL_SHARED_DATA/hotpotqa``, replicated with distinct ids), ingest included, on
  the local runtime, on Kafka with one worker per service, and with two per service.

Workers are started and joined before the clock starts. Every figure is measured
``--repeat`` times (3 by default; the machine is shared, one run says little): each
repetition runs the baseline and the Kafka runs back to back, so a ratio is taken within
one repetition, and the median of the repetitions is printed with its range (min-max).
Each Kafka run also prints where the CPU went (``benchmarks/cpu_meter.py``): the broker
JVM, the worker processes, this process (appending, ingest) and everything else on the
machine, in seconds and as a share of the machine's core-seconds over the run.

Needs a broker at DYNEVAL_KAFKA_BOOTSTRAP (``make kafka-up``); without one it says so and
exits 0. ``--quick`` for a smoke size.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from aiokafka import AIOKafkaConsumer, TopicPartition  # noqa: E402

from benchmarks.cpu_meter import CpuMeter, CpuShare, broker_pid  # noqa: E402
from benchmarks.shared_data import HOTPOTQA_SAMPLE, replicate_hotpotqa, shared_data_dir  # noqa: E402
from services.claims.service import build as build_claims  # noqa: E402
from services.graph.service import build as build_graph  # noqa: E402
from services.ingest.service import ingest_paths  # noqa: E402
from shared.bus.kafka import KafkaBus, message_id  # noqa: E402
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


async def _committed_reader(bootstrap: str, topic: str) -> AIOKafkaConsumer:
    """A ``read_committed`` reader of every partition of ``topic`` from its start: a record
    is counted once its transaction commits (an end offset would count open transactions)."""
    reader = AIOKafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                              isolation_level="read_committed")  # fmt: skip
    await reader.start()
    tps = [TopicPartition(topic, p) for p in range(PARTITIONS)]
    reader.assign(tps)
    await reader.seek_to_beginning(*tps)
    return reader


def _meter(workers: Sequence[WorkerProcess]) -> CpuMeter:
    named = {w.proc.pid: w.spec.rpartition(":")[2].removeprefix("build_") for w in workers
             if w.proc is not None}  # fmt: skip
    return CpuMeter(broker_pid(REPO), named)


async def bench_kafka(
    bootstrap: str, n: int, tmp: Path, specs: list[str], out_topic: str
) -> tuple[float, CpuShare]:
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
        reader = await _committed_reader(bootstrap, bus.names.topic(out_topic))
        try:
            meter = _meter(workers)
            meter.start()
            started = time.perf_counter()
            await bus.append("answers", envelopes)
            seen: set[str] = set()
            deadline = time.monotonic() + 600
            while len(seen) < n:  # committed output, read as it is committed
                if time.monotonic() > deadline:
                    raise SystemExit(f"bench_kafka: {len(seen)} of {n} messages on {out_topic}")
                for messages in (await reader.getmany(timeout_ms=50)).values():
                    seen.update(message_id(m.value or b"", m.headers, "?") for m in messages)
            elapsed = time.perf_counter() - started
            cpu = meter.stop()
        finally:
            await reader.stop()
        assert len(await bus.read_distinct(out_topic)) >= n
        return n / elapsed, cpu
    finally:
        for worker in workers:
            worker.stop()
        await bus.delete_namespace()
        await bus.close()


def _hotpot_logs(n: int, work: Path) -> Path | None:
    """``n`` HotpotQA logs (the real sample replicated with distinct ids) as one file."""
    sample_file = shared_data_dir() / HOTPOTQA_SAMPLE
    if not sample_file.is_file():
        return None
    sample = json.loads(sample_file.read_text(encoding="utf-8"))
    return replicate_hotpotqa(sample, n, work / f"hotpotqa-{n}.json")


async def bench_real_local(source: Path, tmp: Path) -> tuple[float, int, CpuShare]:
    """Logs/s through ingest -> graph -> claims on the local runtime, the claims made, and
    the CPU (all of the work is this process's)."""
    settings = Settings(data_dir=tmp / "real-local", retry_backoff_s=0.0, log_level="ERROR")
    bus = LocalBus(settings.bus_path)
    runtime = LocalRuntime(bus, [build_graph(settings), build_claims(settings)], settings)
    meter = CpuMeter(None, {})
    meter.start()
    started = time.perf_counter()
    report = await ingest_paths([source], "hotpotqa", bus, settings)
    await runtime.run_until_idle()
    elapsed = time.perf_counter() - started
    cpu = meter.stop()
    await runtime.stop()
    made = await bus.end_offset("claims")
    await bus.close()
    return report.total.ingested / elapsed, made, cpu


async def bench_real_kafka(
    bootstrap: str, source: Path, tmp: Path, per_service: int, want: int
) -> tuple[float, CpuShare]:
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
        meter = _meter(workers)
        meter.start()
        started = time.perf_counter()
        report = await ingest_paths([source], "hotpotqa", bus, settings)

        async def done() -> bool:  # graph first: once it is drained no graph can appear
            return await bus.lag("graph", "logs") == 0 and await bus.lag("claims", "graphs") == 0

        await _wait(done, 900, f"{want} claims messages")
        elapsed = time.perf_counter() - started
        cpu = meter.stop()
        made = len(await bus.read_distinct("claims"))
        assert made == want, f"{made} claims messages on Kafka, {want} locally"
        return report.total.ingested / elapsed, cpu
    finally:
        for worker in workers:
            worker.stop()
        await bus.delete_namespace()
        await bus.close()


def _spread(values: Sequence[float], digits: int = 2) -> str:
    """``median [min-max]`` of the repetitions."""
    return (f"{statistics.median(values):.{digits}f} "
            f"[{min(values):.{digits}f}-{max(values):.{digits}f}]")  # fmt: skip


def _print_chain(n: int, chain: dict[str, list[float]]) -> None:
    ratio = [k / b for k, b in zip(chain["kafka"], chain["local"], strict=True)]
    scale = [t / o for t, o in zip(chain["two"], chain["one"], strict=True)]
    print(f"two-service chain, {n} messages, {PARTITIONS} partitions")
    print(f"  local runtime     {_spread(chain['local'], 0)} msgs/s  (baseline)")
    print(f"  kafka workers     {_spread(chain['kafka'], 0)} msgs/s  "
          f"ratio kafka/local {_spread(ratio)}")  # fmt: skip
    print(f"scorer alone on kafka, {n} messages")
    print(f"  1 worker          {_spread(chain['one'], 0)} msgs/s  (baseline)")
    print(f"  2 workers         {_spread(chain['two'], 0)} msgs/s  "
          f"ratio 2/1 workers {_spread(scale)}")  # fmt: skip


async def main(quick: bool, repeat: int, only: str | None) -> None:
    settings = load_settings()
    bootstrap = settings.kafka_bootstrap
    problem = await _probe_broker(bootstrap)
    if problem is not None:
        print(f"bench_kafka: skipped, no Kafka broker at {bootstrap} ({problem}); make kafka-up")
        return
    n = 300 if quick else 10_000
    logs = 120 if quick else 1000
    print(f"{repeat} repetition(s); each figure: median [min-max]; cores: {os.cpu_count()}; "
          f"load average at start: {os.getloadavg()[0]:.1f}")  # fmt: skip
    chain: dict[str, list[float]] = {k: [] for k in ("local", "kafka", "one", "two")}
    for rep in range(repeat if only != "real" else 0):
        with tempfile.TemporaryDirectory() as tmp_name:
            tmp = Path(tmp_name)
            chain["local"].append(await bench_local(n, tmp))
            kafka, cpu_chain = await bench_kafka(bootstrap, n, tmp, [SCORER, REPORTER], "reports")
            one, cpu_one = await bench_kafka(bootstrap, n, tmp, [SCORER], "scores")
            two, cpu_two = await bench_kafka(bootstrap, n, tmp, [SCORER, SCORER], "scores")
        chain["kafka"].append(kafka)
        chain["one"].append(one)
        chain["two"].append(two)
        print(f"  rep {rep + 1}: chain local {chain['local'][-1]:.0f}, kafka {kafka:.0f} msgs/s; "
              f"scorer 1 worker {one:.0f}, 2 workers {two:.0f} msgs/s")  # fmt: skip
        print(f"    chain    {cpu_chain.line()}")
        print(f"    scorer 1 {cpu_one.line()}")
        print(f"    scorer 2 {cpu_two.line()}")
    if only != "real":
        _print_chain(n, chain)
    if only == "chain":
        return
    real: dict[str, list[float]] = {k: [] for k in ("local", "one", "two")}
    spent: dict[str, list[float]] = {k: [] for k in ("local", "one", "two")}
    """CPU seconds per 1,000 logs (broker + workers + this process on Kafka)."""
    for rep in range(repeat):
        with tempfile.TemporaryDirectory() as tmp_name:
            tmp = Path(tmp_name)
            source = _hotpot_logs(logs, tmp)
            if source is None:
                print("graph -> claims: skipped, no HotpotQA sample (set DYNEVAL_SHARED_DATA)")
                return
            real_local, made, cpu_local = await bench_real_local(source, tmp)
            real_one, cpu_one = await bench_real_kafka(bootstrap, source, tmp, 1, made)
            real_two, cpu_two = await bench_real_kafka(bootstrap, source, tmp, 2, made)
        for name, cpu in (("local", cpu_local), ("one", cpu_one), ("two", cpu_two)):
            total = (cpu.broker or 0) + (cpu.workers or 0) + cpu.bench
            spent[name].append(1000 * total / logs)
        real["local"].append(real_local)
        real["one"].append(real_one)
        real["two"].append(real_two)
        print(f"  rep {rep + 1}: graph -> claims local {real_local:.1f}, kafka 1 worker "
              f"{real_one:.1f}, 2 workers {real_two:.1f} logs/s")  # fmt: skip
        print(f"    local     {cpu_local.line()}")
        print(f"    1 worker  {cpu_one.line()}")
        print(f"    2 workers {cpu_two.line()}")
    ratio = [k / b for k, b in zip(real["one"], real["local"], strict=True)]
    scale = [t / o for t, o in zip(real["two"], real["one"], strict=True)]
    print(f"graph -> claims, real handlers, {logs} HotpotQA logs (ingest included)")
    print(f"  local runtime     {_spread(real['local'], 1)} logs/s  (baseline)")
    print(f"  kafka, 1 worker   {_spread(real['one'], 1)} logs/s  "
          f"ratio kafka/local {_spread(ratio)}")  # fmt: skip
    print(f"  kafka, 2 workers  {_spread(real['two'], 1)} logs/s  "
          f"ratio 2/1 workers {_spread(scale)}")  # fmt: skip
    work = [k / b for k, b in zip(spent["one"], spent["local"], strict=True)]
    print("  cpu seconds per 1,000 logs (what the work costs, whatever else runs on the machine):")
    print(f"    local {_spread(spent['local'], 1)}, kafka 1 worker {_spread(spent['one'], 1)}, "
          f"2 workers {_spread(spent['two'], 1)}; kafka/local {_spread(work)}")  # fmt: skip


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small smoke size")
    parser.add_argument("--repeat", type=int, default=None,
                        help="repetitions of every figure (default 3, 1 with --quick)")
    parser.add_argument("--only", choices=("chain", "real"), default=None,
                        help="run only the two-service chain or only graph -> claims")
    args = parser.parse_args()
    asyncio.run(main(args.quick, args.repeat or (1 if args.quick else 3), args.only))
