"""Ingest speed on the real FreshQA file (600 seeds) and HotpotQA sample (60 logs).

For each file, three figures in records/s, measured in the same run:

- baseline: plain parsing of the same bytes (``csv.DictReader`` for FreshQA,
  ``json.load`` for HotpotQA), the least any reader must do;
- parse: our importer (framing, field checks, model validation, citation check),
  no bus;
- ingest: the whole ``ingest_paths`` onto a fresh, already open local SQLite bus
  (envelopes, content ids, durable appends), i.e. what ``dyneval ingest`` and the
  HTTP endpoint do per record; opening and closing the bus is printed apart.

The ratios ``parse/baseline`` and ``ingest/baseline`` say what validation and the
durable append cost over merely reading the file. ``--quick`` runs one round.

    .venv/bin/python benchmarks/bench_ingest.py [--quick] [--data DIR] [--rounds N]
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from benchmarks.shared_data import shared_data_dir
from services.ingest.importers import import_file
from services.ingest.service import ingest_paths
from shared.bus.local import LocalBus
from shared.intake.records import Accepted
from shared.settings import Settings

MAX_LINE = 16 * 1024 * 1024


def best(run: Callable[[], int], rounds: int) -> tuple[int, float]:
    """Records handled and the fastest wall-clock time over ``rounds`` runs."""
    times: list[float] = []
    count = 0
    for _ in range(rounds):
        start = time.perf_counter()
        count = run()
        times.append(time.perf_counter() - start)
    return count, min(times)


def baseline_csv(path: Path) -> int:
    """Rows of a CSV with a header, plainly parsed."""
    with path.open(encoding="utf-8", newline="") as handle:
        return sum(1 for _ in csv.DictReader(handle))


def baseline_json(path: Path) -> int:
    """Items of a JSON array, plainly parsed."""
    return len(json.loads(path.read_bytes()))


def parse_only(path: Path) -> int:
    """Records our importer accepts, without the bus."""
    return sum(isinstance(item, Accepted) for item in import_file(path, "auto", MAX_LINE))


def full_ingest(path: Path, workdir: Path, rounds: int) -> tuple[int, float, float]:
    """Records appended, best time of ``ingest_paths`` onto a fresh open local bus, and
    best time of opening and closing that bus (kept apart: a server opens it once)."""
    ingest_times: list[float] = []
    overhead_times: list[float] = []
    count = 0
    for _ in range(rounds):
        conf = Settings(data_dir=Path(tempfile.mkdtemp(dir=workdir)))

        async def run(settings: Settings = conf) -> tuple[int, float, float]:
            start = time.perf_counter()
            bus = LocalBus(settings.bus_path)
            opened = time.perf_counter()
            try:
                report = await ingest_paths([path], "auto", bus, settings)
            finally:
                done = time.perf_counter()
                await bus.close()
            closed = time.perf_counter()
            return report.total.ingested, done - opened, (opened - start) + (closed - done)

        count, ingest_t, overhead_t = asyncio.run(run())
        ingest_times.append(ingest_t)
        overhead_times.append(overhead_t)
    return count, min(ingest_times), min(overhead_times)


def bench_file(name: str, path: Path, baseline: Callable[[Path], int], rounds: int) -> None:
    """Print the three rates and their ratios for one file."""
    with tempfile.TemporaryDirectory() as tmp:
        base_n, base_t = best(lambda: baseline(path), rounds)
        parse_n, parse_t = best(lambda: parse_only(path), rounds)
        ingest_n, ingest_t, overhead_t = full_ingest(path, Path(tmp), rounds)
    base_rate, parse_rate, ingest_rate = base_n / base_t, parse_n / parse_t, ingest_n / ingest_t
    size_mb = path.stat().st_size / 1e6
    print(f"{name}: {path.name} ({size_mb:.2f} MB, {base_n} records)")
    print(f"  baseline parse   {base_rate:>10,.0f} records/s  ({base_t * 1e3:7.1f} ms)")
    print(f"  importer parse   {parse_rate:>10,.0f} records/s  ({parse_t * 1e3:7.1f} ms)")
    print(f"  ingest to bus    {ingest_rate:>10,.0f} records/s  ({ingest_t * 1e3:7.1f} ms)")
    print(f"  (opening and closing the fresh bus: {overhead_t * 1e3:.1f} ms more)")
    print(
        f"  ratio parse/baseline {parse_rate / base_rate:.3f}, "
        f"ingest/baseline {ingest_rate / base_rate:.3f}"
    )
    if not base_n == parse_n == ingest_n:
        print(f"  WARNING: counts differ: {base_n} / {parse_n} / {ingest_n}")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="one round (a smoke run)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per figure (best is kept)")
    parser.add_argument("--data", help="shared data folder (default ../shared/data)")
    args = parser.parse_args(argv)
    rounds = 1 if args.quick else max(1, args.rounds)
    data = shared_data_dir(args.data)
    freshqa = data / "freshqa" / "FreshQA_v12182024.csv"
    hotpotqa = data / "hotpotqa" / "hotpotqa_train_sample.json"
    if not (freshqa.is_file() and hotpotqa.is_file()):
        print(f"skipped: real data not found under {data} (set DYNEVAL_SHARED_DATA or --data)")
        return 0
    print(f"bench_ingest: best of {rounds} round(s), Python {sys.version.split()[0]}")
    bench_file("FreshQA", freshqa, baseline_csv, rounds)
    bench_file("HotpotQA", hotpotqa, baseline_json, rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
