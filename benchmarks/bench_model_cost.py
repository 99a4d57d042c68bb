"""Chat calls per accepted item on the model path, in steady state.

The main job runs over the bundled example logs with every model-backed stage (graph,
claims, qagen, judge) calling the test suite's simulated model over HTTP on 127.0.0.1
(``tests/support/model_simulator.py``, spec-format replies). The first job ingests the
logs and runs round 1; a second job over the same data folder and the same logs runs
round 2: that is the steady state, where unchanged documents and transcripts cost nothing
(response cache; claims are seeded by document content) and only QA generation and
judging call the model. Per round it prints the usage per stage from the
``dyneval_llm_*`` metrics (calls, tokens, estimated cost at example prices). Figures are
network requests the server received, per stage, and per accepted item of round 2; the
baselines, run in the same process, are round 1 of the same run (cold: graphs and claims
included) and the same two rounds with one candidate per judge call
(``llm_judge_batch = 1``, the judge before batching).

Goals: with one judge <= 3 calls per accepted item; with a three-judge panel <= 5.

Run: ``.venv/bin/python benchmarks/bench_model_cost.py``.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from services.cli.run_commands import EXAMPLES
from services.jobs.main_job import run_main_job
from shared.llm.usage import usage_by_stage, usage_delta, usage_lines
from shared.settings import Settings
from tests.support.model_simulator import SimulatedModel, corpus_from_logs
from tests.support.simulator_server import SimulatorServer

PRICE_IN = 0.15
"""USD per million prompt tokens of the priced example (a small hosted model)."""

PRICE_OUT = 0.60
"""USD per million completion tokens."""


def _settings(
    server: SimulatorServer, data_dir: Path, judges: int, items_per_graph: int, batch: int
) -> Settings:
    fields: dict[str, Any] = {
        "data_dir": data_dir,
        "llm": "openai",
        "llm_base_url": server.base_url,
        "llm_model": "sim",
        "llm_backoff_s": 0.0,
        "retry_backoff_s": 0.0,
        "score_bootstrap_resamples": 50,
        "qagen_items_per_graph": items_per_graph,
        "llm_judge_batch": batch,
    }
    prices = {"price_in_per_mtok": PRICE_IN, "price_out_per_mtok": PRICE_OUT}
    fields["llm_stages"] = {stage: dict(prices) for stage in ("graph", "claims", "qagen", "judge")}
    if judges > 1:
        fields["llm_judges"] = [{"name": f"j{n}", "model": f"sim-judge-{n}", **prices}
                                for n in range(judges)]
    return Settings.model_validate(fields)


async def _round(server: SimulatorServer, model: SimulatedModel, settings: Settings,
                 seed: int) -> tuple[Counter[str], int, int]:
    before_served, before_requests = Counter(model.served), server.requests
    before_usage = usage_by_stage()
    result = await run_main_job(settings, [EXAMPLES], show_progress=False, seed=seed,
                                rounds=1, report=False)
    served = Counter(model.served)
    served.subtract(before_served)
    accepted = sum(len(o.items) for o in result.rounds)
    for line in usage_lines(usage_delta(usage_by_stage(), before_usage), accepted):
        print(f"      {line}")
    return +served, server.requests - before_requests, accepted


async def measure(judges: int, items_per_graph: int, batch: int = 8) -> tuple[float, float]:
    model = SimulatedModel(corpus_from_logs(sorted(EXAMPLES.glob("*.json"))))
    with tempfile.TemporaryDirectory(prefix="bench_model_cost_") as folder:
        async with SimulatorServer(model) as server:
            settings = _settings(server, Path(folder) / "data", judges, items_per_graph, batch)
            cold = await _round(server, model, settings, seed=5)
            steady = await _round(server, model, settings, seed=6)
    print(f"{judges} judge(s), {items_per_graph} item(s) per graph, "
          f"{batch} candidate(s) per judge call:")
    ratios = []
    for name, (served, requests, accepted) in (("round 1 (cold)", cold),
                                                ("round 2 (steady)", steady)):
        per_item = requests / accepted if accepted else float("inf")
        ratios.append(per_item)
        stages = ", ".join(f"{k} {v}" for k, v in sorted(served.items()))
        print(f"  {name:<17} {requests:4d} chat calls ({stages}); {accepted} accepted; "
              f"{per_item:.2f} calls per accepted item")
    return ratios[0], ratios[1]


def main() -> None:
    for items in (1, 3):
        figures = {}
        for judges in (1, 3):
            _, batched = asyncio.run(measure(judges, items))
            _, alone = asyncio.run(measure(judges, items, batch=1))
            figures[judges] = (batched, alone)
        (one, one_alone), (three, three_alone) = figures[1], figures[3]
        print(f"steady state, {items} item(s) per graph: one judge {one:.2f} calls/item "
              f"(goal <= 3; {one / one_alone:.2f}x the one-candidate-per-call judge's "
              f"{one_alone:.2f}); three judges {three:.2f} calls/item (goal <= 5; "
              f"{three / three_alone:.2f}x of {three_alone:.2f})")


if __name__ == "__main__":
    main()
