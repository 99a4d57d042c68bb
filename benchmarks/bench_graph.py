"""Graph building with the rule formatter: logs/s on the HotpotQA sample replicated to 10k logs.

Each log goes the way the graph service takes it: JSON bytes -> ``AgentLog`` ->
transcript split and typed (``RuleFormatter``) -> ``EvidenceGraph`` -> graph JSON. The
baselines, measured in the same run over the same bytes, are ``json.loads`` alone and
``AgentLog.model_validate_json`` alone. Prints logs/s per CPU second of this process (goal
> 2,000 on one core; wall-clock rate alongside, which counts other processes on a shared
machine), the ratios, and peak memory (tracemalloc peak of a separate traced pass, and
peak RSS).

    .venv/bin/python benchmarks/bench_graph.py [--quick] [--logs N]
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.shared_data import HOTPOTQA_SAMPLE, shared_data_dir  # noqa: E402
from services.graph.build import build_graph, check_log  # noqa: E402
from services.graph.formatter_rules import RuleFormatter  # noqa: E402
from services.ingest.hotpotqa import log_from_item  # noqa: E402
from shared.messages.logs import AgentLog  # noqa: E402

GOAL_LOGS_PER_S = 2000.0


def sample_path() -> Path:
    """The HotpotQA sample (``DYNEVAL_SHARED_DATA`` or ``../shared/data``)."""
    return shared_data_dir() / HOTPOTQA_SAMPLE


def corpus(n: int) -> list[bytes]:
    """``n`` log JSON documents: the sample's logs repeated with distinct log ids."""
    items = json.loads(sample_path().read_text("utf-8"))
    logs = [log_from_item(item, f"hotpotqa:{i}") for i, item in enumerate(items)]
    out: list[bytes] = []
    for i in range(n):
        log = logs[i % len(logs)]
        out.append(log.model_copy(update={"log_id": f"{log.log_id}-{i}"}).model_dump_json()
                   .encode())
    return out


def graph_json(raw: bytes, formatter: RuleFormatter) -> bytes:
    """What the service does with one log: parse, check, format, build, serialise."""
    log = AgentLog.model_validate_json(raw)
    check_log(log, max_transcript_chars=200_000)
    return build_graph(log, formatter.format_sync(log)).model_dump_json().encode()


def timed(run: Callable[[bytes], object], docs: list[bytes]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) to apply ``run`` to every document.

    CPU time of this process is the "one core" figure: the machine may be shared, and
    wall time then counts other processes' turns too.
    """
    cpu, wall = time.process_time(), time.perf_counter()
    for raw in docs:
        run(raw)
    return time.process_time() - cpu, time.perf_counter() - wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="600 logs instead of 10,000")
    parser.add_argument("--logs", type=int, default=None, help="number of logs")
    args = parser.parse_args()
    n = args.logs or (600 if args.quick else 10_000)
    if not sample_path().is_file():
        print(f"skipped: HotpotQA sample {sample_path()} not present (set DYNEVAL_SHARED_DATA)")
        return
    docs = corpus(n)
    formatter = RuleFormatter()
    for raw in docs[:60]:  # warm caches (regexes, pydantic validators)
        graph_json(raw, formatter)

    base_json, _ = timed(json.loads, docs)
    base_model, _ = timed(AgentLog.model_validate_json, docs)
    elapsed, wall = timed(lambda raw: graph_json(raw, formatter), docs)
    out_bytes = sum(len(graph_json(raw, formatter)) for raw in docs[:60]) / 60

    tracemalloc.start()
    for raw in docs:
        graph_json(raw, formatter)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    max_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    rate = n / elapsed
    avg_in = sum(map(len, docs)) / n
    print(f"logs: {n} (HotpotQA sample x {n / 60:.0f}), {avg_in:.0f} bytes in, "
          f"{out_bytes:.0f} bytes of graph JSON out per log")
    print(f"baseline json.loads        : {n / base_json:10.0f} logs/s ({base_json:.3f} s)")
    print(f"baseline AgentLog parse    : {n / base_model:10.0f} logs/s ({base_model:.3f} s)")
    print(f"graph build (rules)        : {rate:10.0f} logs/s ({elapsed:.3f} s CPU)"
          f"  {1e3 * elapsed / n:.3f} ms/log; wall {n / wall:.0f} logs/s ({wall:.3f} s)")
    print(f"ratio graph/json.loads     : {rate / (n / base_json):.4f} "
          f"(graph building is {elapsed / base_json:.0f}x the cost of json.loads)")
    print(f"ratio graph/AgentLog parse : {rate / (n / base_model):.4f}")
    verdict = "met" if rate > GOAL_LOGS_PER_S else "NOT met"
    print(f"goal > {GOAL_LOGS_PER_S:.0f} logs/s on one core: {verdict}")
    print(f"peak traced memory (tracemalloc, one pass): {peak / 2**20:.2f} MiB; "
          f"peak RSS of the process: {max_rss_mb:.0f} MiB")


if __name__ == "__main__":
    main()
