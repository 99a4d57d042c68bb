"""Continuous mode: steady-state throughput and the round controller's overhead per round.

Measured in one run on the bundled example logs, with the built-in agents, on the
embedded default:

1. baseline: N rounds driven directly by ``RoundLifecycle.run`` (open, generate, judge,
   ask, score, close, answer logs, snapshots, trends; reports off), each round's seed the
   one the controller derives;
2. controller: the same N rounds driven by the ``RoundController`` (lease, policy, settle,
   secret seeds, snapshot recording, longitudinal gauges), reports off: identical items,
   so the difference per round is the controller's overhead (after a warm-up round, 1 and
   2 alternate twice and each keeps its best);
3. controller with the HTML/Markdown report written at each close;
4. controller with fresh evidence: S seed questions re-searched through a local
   SearxNG-speaking server before every round (graphs rebuilt per round).

For 2 and 4 the steady state (rounds 2..N) gives graphs built per minute and items scored
per minute. Prints absolute figures and ratios against the baseline of the same run.

Run: ``.venv/bin/python benchmarks/bench_continuous.py [--quick]``.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pydantic import SecretStr

from services.cli.run_commands import EXAMPLES
from services.controller.continuous_job import run_continuous
from services.controller.steps import ControllerEvent
from services.ingest.service import ingest_paths
from services.jobs.lifecycle import RoundLifecycle
from services.jobs.local_pipeline import LocalPipeline
from shared.agents import build_agents
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.logs import SeedQuestion
from shared.messages.topics import GRAPHS, SCORES, SEEDS
from shared.rounds.control import round_seed
from shared.settings import Settings
from tests.services.controller.searx_server import SearxServer

ROOT = 987_654_321


@dataclass
class Run:
    """One variant: wall time per round, and steady-state throughput."""

    name: str
    rounds: int
    seconds: float
    items: int
    graphs_per_min: float = 0.0
    scored_per_min: float = 0.0

    @property
    def per_round(self) -> float:
        """Mean seconds per round."""
        return self.seconds / self.rounds


def _settings(root: Path, **extra: object) -> Settings:
    values: dict[str, object] = {
        "data_dir": root, "root_seed": SecretStr(str(ROOT)), "score_bootstrap_resamples": 200,
        "controller_poll_s": 0.01, "controller_report": False, **extra,
    }  # fmt: skip
    return Settings.model_validate(values)


async def _prepare(settings: Settings, seeds: int = 0) -> None:
    """Ingest the examples (and seed questions) and build their graphs and claims."""
    bus = LocalBus(settings.bus_path)
    await ingest_paths([EXAMPLES], "auto", bus, settings)
    if seeds:
        await bus.append(SEEDS, [
            envelope_for(SEEDS, SeedQuestion(seed_id=f"s{i}", question=f"What happened to the "
                                             f"Harbor Bridge in {1990 + i}?"),
                         key=f"s{i}", producer="bench")
            for i in range(seeds)
        ])  # fmt: skip
    await bus.close()
    await _drain(settings)


async def _drain(settings: Settings) -> None:
    bus = LocalBus(settings.bus_path)
    driver = LocalPipeline(bus, settings)
    await driver.settle()
    await driver.stop()
    await bus.close()


def _count(settings: Settings, topic: str, since: float, until: float) -> int:
    db = sqlite3.connect(settings.bus_path)
    try:
        (n,) = db.execute("SELECT COUNT(*) FROM messages WHERE topic = ? AND ts > ? AND ts <= ?",
                          (topic, since, until)).fetchone()  # fmt: skip
        return int(n)
    finally:
        db.close()


async def baseline(root: Path, rounds: int) -> Run:
    """N rounds through the lifecycle directly, with the controller's per-round seeds."""
    settings = _settings(root)
    await _prepare(settings)
    bus = LocalBus(settings.bus_path)
    pool = build_agents(settings)
    driver = LocalPipeline(bus, settings)
    lifecycle = RoundLifecycle(bus, settings, pool, driver, reports=False)
    items = 0
    started = time.perf_counter()
    for n in range(1, rounds + 1):
        rid = f"r{n:04d}"
        outcome = await lifecycle.run(seed=round_seed(ROOT, rid))
        items += len(outcome.items)
    elapsed = time.perf_counter() - started
    await driver.stop()
    await pool.aclose()
    await bus.close()
    return Run("lifecycle directly", rounds, elapsed, items)


async def controlled(root: Path, rounds: int, name: str, seeds: int = 0, **extra: object) -> Run:
    """N rounds by the controller; steady-state throughput over rounds 2..N."""
    server: SearxServer | None = None
    if seeds:
        server = SearxServer()
        await server.start()
        extra = {**extra, "searxng_url": server.url, "controller_seeds_per_round": seeds}
    settings = _settings(root, **extra)
    await _prepare(settings, seeds)
    closed_at: list[float] = []

    def mark(event: ControllerEvent) -> None:
        if event.kind == "closed":
            closed_at.append(time.time())

    try:
        started = time.perf_counter()
        result = await run_continuous(settings, [], every=timedelta(0), rounds=rounds,
                                      on_event=mark)  # fmt: skip
        await _drain(settings)  # nothing left: the lifecycle settles after the answer logs
        elapsed = time.perf_counter() - started
    finally:
        if server is not None:
            await server.close()
    run = Run(name, rounds, elapsed, sum(len(r.items) for r in result.rounds))
    if len(closed_at) >= 2:
        window = closed_at[-1] - closed_at[0]
        run.graphs_per_min = 60 * _count(settings, GRAPHS, closed_at[0], closed_at[-1]) / window
        run.scored_per_min = 60 * _count(settings, SCORES, closed_at[0], closed_at[-1]) / window
    return run


async def main(quick: bool) -> None:
    rounds = 3 if quick else 6
    seeds = 5 if quick else 20
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        await baseline(tmp / "warm-up", 1)  # imports, regexes and caches warm for everyone
        bases, plains = [], []
        for rep in range(2):  # alternate the two, keep each one's best
            bases.append(await baseline(tmp / f"driver{rep}", rounds))
            plains.append(await controlled(tmp / f"controller{rep}", rounds,
                                           "controller, reports off"))  # fmt: skip
        base = min(bases, key=lambda r: r.seconds)
        plain = min(plains, key=lambda r: r.seconds)
        report = await controlled(tmp / "report", rounds, "controller, reports on",
                                  controller_report=True)  # fmt: skip
        fresh = await controlled(tmp / "evidence", rounds, f"controller, {seeds} seeds/round",
                                 seeds=seeds)  # fmt: skip
    print(f"{rounds} rounds on the bundled examples, built-in agents, embedded default")
    print(f"  {'variant':32} {'s/round':>8} {'items':>6} {'graphs/min':>11} {'scored/min':>11}")
    for run in (base, plain, report, fresh):
        rate = (f"{run.graphs_per_min:11.0f} {run.scored_per_min:11.0f}"
                if run.graphs_per_min else f"{'-':>11} {'-':>11}")  # fmt: skip
        print(f"  {run.name:32} {run.per_round:8.3f} {run.items:6d} {rate}")
    same = "identical items" if plain.items == base.items else "ITEMS DIFFER"
    print(f"controller overhead per round: {plain.per_round - base.per_round:+.3f} s "
          f"({same}); ratio controller/driver {plain.per_round / base.per_round:.3f}")
    print(f"report per round: {report.per_round - plain.per_round:+.3f} s; ratio with/without "
          f"{report.per_round / plain.per_round:.3f}")
    # without evidence no graph is built between rounds (the built-in agents' answers
    # never seed graphs), so the graphs/min ratio has no baseline then
    graphs = (f"{fresh.graphs_per_min / plain.graphs_per_min:.2f}" if plain.graphs_per_min
              else f"n/a ({fresh.graphs_per_min:.0f} vs none without evidence)")  # fmt: skip
    print(f"fresh evidence: steady-state graphs/min ratio with/without {graphs}, scored "
          f"items/min ratio {fresh.scored_per_min / max(plain.scored_per_min, 1e-9):.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small smoke size")
    asyncio.run(main(parser.parse_args().quick))
