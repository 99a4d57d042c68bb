"""Scoring and a whole embedded round, end to end.

1. Answers/s scored through the ``score`` service on the local runtime (answers and items
   on the SQLite log, one ItemScore message out per answer) against the pure
   ``shared.metrics`` batch path (EM+F1 and citation columns) on the same pairs, in the
   same run: the ratio is what the service's transport and bookkeeping cost.
2. One embedded round on the real HotpotQA sample (``../shared/data``) replicated to
   1,000 logs and ingested with the HotpotQA importer: wall time and items/s per stage
   (ingest, graph, claims, qagen + judge, asking the built-in agents, scoring), peak RSS,
   and the ratio of the whole round to only parsing the same 1,000 records.

Run: ``.venv/bin/python benchmarks/bench_score.py [--quick]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.shared_data import replicate_hotpotqa, shared_data_dir
from services.asking.ask import ask_round, publish_answers
from services.ingest.hotpotqa import log_from_item
from services.ingest.service import ingest_paths
from services.jobs.local_pipeline import LocalPipeline
from services.report.data import read_reports
from services.score.gold import answer_for_metrics, gold_for_item
from services.score.service import build as build_score
from shared.agents import build_agents
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.answers import AgentAnswer
from shared.messages.logs import Source
from shared.messages.qa import JudgedItem, JudgeVerdict, QAItem, UsedClaim
from shared.metrics import score_answer_column, score_citation_column
from shared.rounds.control import close_round, open_round
from shared.rounds.export import accepted_items
from shared.runtime import LocalRuntime
from shared.settings import Settings
from shared.telemetry import configure_logging

WORDS = ("river", "launch", "telescope", "canal", "magazine", "1990", "six", "days", "the", "a")


def _pairs(n: int, items: int) -> tuple[list[QAItem], list[AgentAnswer]]:
    qa = [
        QAItem(
            item_id=f"i{k:05d}", question=f"Question {k}?",
            answers=(" ".join(WORDS[(k + j) % len(WORDS)] for j in range(3)),),
            used_claims=tuple(UsedClaim(doc_id=d, claim_id=f"doc{d}_claim1", claim="c",
                                        url=f"https://example.org/{k}/{d}") for d in (1, 2)),
            round_id="bench", graph_id=f"g{k % 50}", pattern="temporal", hops=2,
        )
        for k in range(items)
    ]  # fmt: skip
    answers = []
    for k in range(n):
        item = qa[k % items]
        text = " ".join(WORDS[(k + j) % len(WORDS)] for j in range(1 + k % 4))
        sources = (Source(id=1, url=f"https://example.org/{k % items}/1"),
                   Source(id=2, url=f"https://example.org/{k}/9"))  # fmt: skip
        answers.append(AgentAnswer(
            item_id=item.item_id, round_id="bench", agent_id=f"a{k // items}", answer=text,
            sources=sources, cited=(1, 2),
        ))  # fmt: skip
    return qa, answers


def batch_path(items: list[QAItem], answers: list[AgentAnswer]) -> float:
    """Seconds for EM+F1 and citation columns over the same pairs (the baseline)."""
    by_id = {item.item_id: item for item in items}
    golds = [gold_for_item(by_id[a.item_id]) for a in answers]
    start = time.perf_counter()
    scored = [answer_for_metrics(a) for a in answers]
    score_answer_column([s.answer for s in scored], [g.answers for g in golds])
    score_citation_column([s.citations for s in scored], [g.docs for g in golds])
    return time.perf_counter() - start


async def service_path(items: list[QAItem], answers: list[AgentAnswer], tmp: Path) -> float:
    """Seconds for the score service to consume the answers (items already on the log)."""
    settings = Settings(data_dir=tmp, log_level="ERROR", batch_size=1024)
    bus = LocalBus(settings.bus_path)
    verdict = (JudgeVerdict(judge="rules", accept=True),)
    await bus.append("qa.accepted", [
        envelope_for("qa.accepted", JudgedItem(item=i, accepted=True, verdicts=verdict),
                     key=i.item_id, producer="bench") for i in items
    ])  # fmt: skip
    runtime = LocalRuntime(bus, [build_score(settings)], settings)
    await runtime.run_until_idle()
    for start in range(0, len(answers), 5000):
        chunk = answers[start : start + 5000]
        await bus.append("answers", [
            envelope_for("answers", a, key=a.item_id, producer="bench") for a in chunk
        ])  # fmt: skip
    began = time.perf_counter()
    await runtime.run_until_idle()
    elapsed = time.perf_counter() - began
    assert await bus.end_offset("scores") == len(answers)
    await runtime.stop()
    await bus.close()
    return elapsed


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def round_on_hotpotqa(logs: int, tmp: Path) -> None:
    sample_file = shared_data_dir() / "hotpotqa" / "hotpotqa_train_sample.json"
    if not sample_file.is_file():
        print(f"  skipped: {sample_file} not present (set DYNEVAL_SHARED_DATA)")
        return
    sample = json.loads(sample_file.read_text(encoding="utf-8"))
    tmp.mkdir(parents=True, exist_ok=True)
    source = replicate_hotpotqa(sample, logs, tmp / "hotpotqa_replicated.json")
    records = json.loads(source.read_text(encoding="utf-8"))
    began = time.perf_counter()
    for n, record in enumerate(records):
        log_from_item(record, f"bench:{n}")
    parse_s = time.perf_counter() - began

    settings = Settings(data_dir=tmp / "data", log_level="ERROR", score_bootstrap_resamples=500)
    bus = LocalBus(settings.bus_path)
    pool = build_agents(settings)
    driver = LocalPipeline(bus, settings)
    stages: list[tuple[str, float, int]] = []
    total = time.perf_counter()

    t = time.perf_counter()
    report = await ingest_paths([source], "hotpotqa", bus, settings)
    stages.append(("ingest", time.perf_counter() - t, report.total.ingested))
    for name in ("graph", "claims"):
        service = next(s for s in driver.runtime.services if s.name == name)
        solo = LocalRuntime(bus, [service], settings)
        t = time.perf_counter()
        await solo.run_until_idle()
        stages.append((name, time.perf_counter() - t, await bus.end_offset(
            "graphs" if name == "graph" else "claims")))  # fmt: skip
    control = await open_round(bus, settings, seed=1)
    t = time.perf_counter()
    await driver.settle()
    items = await accepted_items(bus, control.round_id)
    stages.append(("qagen+judge", time.perf_counter() - t, await bus.end_offset("qa.candidates")))
    t = time.perf_counter()
    asked = await ask_round(bus, settings, control.round_id, pool, items=items)
    await publish_answers(bus, asked.answers)
    stages.append(("ask (3 agents)", time.perf_counter() - t, len(asked.answers)))
    t = time.perf_counter()
    await driver.settle()
    await close_round(bus, settings, control.round_id)
    await driver.settle()
    stages.append(("score+report", time.perf_counter() - t, len(asked.answers)))
    wall = time.perf_counter() - total
    rounded = (await read_reports(bus)).get(control.round_id)
    await driver.stop()
    await pool.aclose()
    await bus.close()

    print(f"  {logs} HotpotQA logs -> {len(items)} accepted items, {len(asked.answers)} "
          f"answers, wall {wall:.2f} s, peak RSS {_rss_mb():.0f} MB")  # fmt: skip
    for name, seconds, count in stages:
        rate = count / seconds if seconds > 0 else float("inf")
        print(f"    {name:<15} {seconds:7.2f} s  {count:6d} msgs  {rate:9.0f} /s")
    if rounded is not None:
        em = {r.agent_id: r.mean for r in rounded.scores if r.metric == "em"}
        print("    EM: " + ", ".join(f"{a} {v:.3f}" for a, v in em.items()))
    print(f"  baseline: parsing the {logs} records alone {parse_s:.3f} s; "
          f"the whole round takes {wall / parse_s:.0f}x that")  # fmt: skip


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small smoke sizes")
    args = parser.parse_args()
    configure_logging(Settings(log_level="ERROR"))
    n_answers = 2_000 if args.quick else 20_000
    logs = 120 if args.quick else 1_000
    items, answers = _pairs(n_answers, 500)
    with tempfile.TemporaryDirectory() as tmp:
        base_s = batch_path(items, answers)
        service_s = await service_path(items, answers, Path(tmp) / "svc")
        print(f"scoring {n_answers} answers (EM+F1+citations):")
        print(f"  score service end to end: {n_answers / service_s:9.0f} answers/s")
        print(f"  shared.metrics batch path: {n_answers / base_s:9.0f} answers/s (baseline)")
        print(f"  ratio service/batch: {base_s / service_s:.3f}")
        print("end-to-end embedded round on the HotpotQA sample:")
        await round_on_hotpotqa(logs, Path(tmp) / "round")


if __name__ == "__main__":
    asyncio.run(main())
