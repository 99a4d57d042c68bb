"""Local bus throughput: append + consume of 1 KB messages vs plain JSONL, and RSS growth.

Prints absolute figures and the ratio to a JSONL append/read baseline of the same
envelopes measured in the same run (goal: >= 0.30 and > 20k messages/s), plus the
resident memory after 10k and after 100k messages (goal: flat).
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from shared.bus.local import LocalBus
from shared.messages import Envelope

BATCH = 1000


def _batch(start: int, size: int) -> list[Envelope]:
    """Envelopes ``start .. start+size`` of ~1 KB each, built on demand to keep memory flat."""
    now = datetime.now(UTC)
    filler = "x" * 800
    return [
        Envelope(
            id=f"m{i:08d}", topic="bench", key=f"k{i % 64}", produced_at=now, producer="bench",
            payload={"n": i, "text": filler},
        )
        for i in range(start, start + size)
    ]


def _rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def jsonl_baseline(n: int, folder: Path) -> float:
    """Seconds to append ``n`` envelopes as JSON lines and read them all back."""
    path = folder / "bench.jsonl"
    start = time.perf_counter()
    with path.open("ab") as out:
        for i in range(0, n, BATCH):
            out.write(b"".join(e.model_dump_json().encode() + b"\n" for e in _batch(i, BATCH)))
            out.flush()
    read = 0
    with path.open("rb") as src:
        for line in src:
            read += len(line) > 0
    assert read == n
    return time.perf_counter() - start


async def bus_run(n: int, folder: Path, rss_at: int) -> tuple[float, float, float]:
    """Seconds to append and consume ``n`` envelopes; RSS at ``rss_at`` messages and at the end."""
    bus = LocalBus(folder / "bus.db")
    rss_mid = 0.0
    start = time.perf_counter()
    for i in range(0, n, BATCH):
        await bus.append("bench", _batch(i, BATCH))
        if i + BATCH == rss_at:
            rss_mid = _rss_mb()
    offset = 0
    while True:
        records = await bus.read("bench", offset, BATCH)
        if not records:
            break
        offset = records[-1].offset + 1
        await bus.commit("reader", "bench", offset)
    elapsed = time.perf_counter() - start
    assert offset == n
    await bus.close()
    return elapsed, rss_mid, _rss_mb()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="10k messages instead of 100k")
    args = parser.parse_args()
    n = 10_000 if args.quick else 100_000
    size = len(_batch(0, 1)[0].model_dump_json())
    with tempfile.TemporaryDirectory() as tmp:
        elapsed, rss_mid, rss_end = asyncio.run(bus_run(n, Path(tmp), min(10_000, n)))
    with tempfile.TemporaryDirectory() as tmp:
        base = jsonl_baseline(n, Path(tmp))
    rate, base_rate = n / elapsed, n / base
    print(f"messages: {n} x {size} bytes")
    print(f"jsonl baseline : {base_rate:10.0f} msg/s ({base:.2f} s)")
    print(f"local bus      : {rate:10.0f} msg/s ({elapsed:.2f} s) append + consume + commit")
    print(f"ratio bus/jsonl: {rate / base_rate:.2f}  (goal >= 0.30; absolute goal > 20000 msg/s)")
    print(f"RSS at 10k: {rss_mid:.0f} MB, at {n // 1000}k: {rss_end:.0f} MB")


if __name__ == "__main__":
    main()
