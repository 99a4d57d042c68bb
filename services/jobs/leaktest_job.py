"""``dyneval leaktest``: the spec's Leak&Test protocol over T fresh rounds.

Cycle t: (1) round t is generated and the base agent M scored on it (clean score);
(2) round t's items are leaked into M_leak (the built-in memorizer, falling back to M,
or ``--leaked-agent`` if it can learn); (3) round t+1 is generated fresh and both are
scored on it; the gap is Δ_{t+1} = Agg(D_{t+1}, M_leak^t) - Agg(D_{t+1}, M). T rounds
give T-1 gaps and a one-sided t-test of mean(Δ) > ε with T-2 degrees of freedom.

M_leak is the faithful item memorizer (``learns = "items"``): it recalls only an item
asking the same thing as a leaked one and is otherwise M. Next to it runs the fact-leak
model (``learns = "facts"``), which learned round t's facts; its gaps are tested the same
way and reported with the fact-level overlap of each cycle (``shared.agents.leak_memory``).
A cycle whose leaked round had no items has nothing leaked: it is left out and noted
(``shared.stats.leaktest.leak_cycles``).

The static contrast freezes every item of the run as D_static, leaks it, and scores M and
M_leak on that same set: a_clean vs a_leak, the inflation a static benchmark suffers, with
a one-sided paired test of the per-item differences.

Rounds go through the round lifecycle and the test is a job on the bus: killed and run
again with the same command, it finishes the round it was in and runs the rest (M_leak
is given round t-1's items again before round t is asked).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from services.ingest.service import ingest_paths
from services.jobs.crashpoints import CrashPoints
from services.jobs.leakage import (
    CycleOverlap,
    FactLeak,
    LeakRecord,
    save_leak_record,
    static_scores,
)
from services.jobs.ledger import start_job
from services.jobs.lifecycle import RoundLifecycle, RoundResult
from services.jobs.local_pipeline import LocalPipeline
from services.jobs.progress import JobProgress
from shared.agents import Learner, MappingGoldBook, build_agents
from shared.agents.leak_memory import fact_overlap
from shared.bus import LocalBus
from shared.errors import ConfigError, InputError
from shared.messages.qa import QAItem
from shared.messages.topics import LOGS
from shared.metrics.item import EM
from shared.rounds.documents import round_documents
from shared.rounds.export import accepted_items
from shared.settings import Settings
from shared.stats.leaktest import (
    CycleRound,
    leak_cycles,
    leak_test_rounds,
    paired_test,
    static_contrast,
)

__all__ = ["LeakTestOutcome", "run_leaktest"]


@dataclass
class LeakTestOutcome:
    """The record and where it was saved."""

    record: LeakRecord
    path: str
    outcomes: list[RoundResult]


async def run_leaktest(
    settings: Settings,
    *,
    rounds: int,
    base: str,
    leaked_agent: str | None = None,
    epsilon: float = 0.02,
    alpha: float = 0.05,
    metric: str = EM,
    seed: int | None = None,
    examples: list[Path] | None = None,
    progress: JobProgress | None = None,
) -> LeakTestOutcome:
    """Run ``rounds`` Leak&Test rounds with ``base`` as M; see the module docstring."""
    if rounds < 2:
        raise InputError(
            f"--rounds {rounds} gives no gap: Leak&Test needs a fresh round after a leak",
            hint="use --rounds 3 or more (the t-test needs at least two gaps)",
        )
    if settings.bus != "local":
        raise ConfigError(
            f"leaktest runs on the embedded default, not {settings.bus!r}",
            hint="unset DYNEVAL_BUS",
        )
    progress = progress or JobProgress(enabled=False)
    leaked_name = leaked_agent or f"{base}@leaked"
    facts_name = f"{base}@facts"
    extra: list[dict[str, str]] = [
        {"name": facts_name, "kind": "memorizer", "fallback": base, "learns": "facts"}
    ]
    if not leaked_agent:
        extra.append({"name": leaked_name, "kind": "memorizer", "fallback": base})
    names = [base, leaked_name, facts_name]
    pool = build_agents(settings, names=names, extra=extra)
    leaked = pool.get(leaked_name)
    learners = [m for m in (leaked, pool.get(facts_name)) if isinstance(m, Learner)]
    notes: list[str] = []
    if not isinstance(leaked, Learner):
        notes.append(
            f"{leaked_name} cannot be leaked items in-process; it is used as the leaked "
            "checkpoint as configured"
        )
    bus = LocalBus(settings.bus_path)
    crash = CrashPoints(settings.crash_at)
    pipeline = LocalPipeline(bus, settings, progress=progress, crash=crash)
    lifecycle = RoundLifecycle(bus, settings, pool, pipeline, agents=names,
                               leak=False, progress=progress, crash=crash)  # fmt: skip
    try:
        if await bus.end_offset(LOGS) == 0:
            if not examples:
                raise InputError(
                    "the bus holds no agent logs to build rounds from",
                    hint="ingest logs first (dyneval ingest PATH) or run `dyneval run`",
                )
            await ingest_paths(list(examples), "auto", bus, settings)
            progress.log("no logs on the bus: ingested the bundled example logs")
        await pipeline.settle()
        plan = {"rounds": rounds, "base": base, "leaked": leaked_name, "seed": seed,
                "metric": metric}  # fmt: skip
        job = await start_job(bus, "leaktest", plan)
        for found in await lifecycle.unfinished():
            if found.job_id != job.job_id:
                progress.log(f"round {found.round_id} was left unfinished; finishing it first")
                await lifecycle.finish(found.round_id)
        for t in range(rounds):
            leak = await accepted_items(bus, job.rounds[t - 1]) if t > 0 else []
            for learner in learners:
                learner.forget()
                # M_leak^t: fine-tuned on D_t alone, as the protocol says
                learner.learn(leak)
            if t < len(job.rounds):
                await lifecycle.finish(job.rounds[t])  # every step done: nothing happens
                continue
            result = await lifecycle.run(seed=None if seed is None else seed + t,
                                         parent_id=job.job_id)  # fmt: skip
            job.rounds.append(result.round_id)
        outcomes = [await lifecycle.load(rid) for rid in job.rounds]
        clean: dict[str, float] = {}
        per_round: list[CycleRound] = []
        for outcome in outcomes:
            rows = outcome.report.scores if outcome.report is not None else ()
            scores = {row.agent_id: row.mean for row in rows if row.metric == metric}
            if base in scores:
                clean[outcome.round_id] = scores[base]
            per_round.append(CycleRound(outcome.round_id, len(outcome.items), scores))
        split = leak_cycles(per_round, base, leaked_name)
        fact_split = leak_cycles(per_round, base, facts_name)
        notes.extend(f"{rid} left out: {why}" for rid, why in split.excluded)
        counted = {c.round_id for c in split.cycles}
        overlaps: list[CycleOverlap] = []
        for previous, fresh in pairwise(outcomes):
            if fresh.round_id in counted:
                seen = fact_overlap(previous.items, fresh.items)
                overlaps.append(
                    CycleOverlap(fresh.round_id, previous.round_id, seen.shared, seen.later,
                                 seen.covered_items, seen.items)
                )  # fmt: skip
        static_items = _distinct(outcomes)
        documents = await round_documents(bus, settings, static_items)
        if isinstance(leaked, Learner):
            leaked.forget()
            leaked.learn(static_items)
        if isinstance(pool.book, MappingGoldBook):
            pool.book.add(static_items)
        a_clean = await static_scores(pool.get(base), static_items, documents, settings, metric)
        a_leak = await static_scores(leaked, static_items, documents, settings, metric)
        fact_cycles = list(fact_split.cycles)
        facts = FactLeak(facts_name, fact_cycles,
                         leak_test_rounds(fact_cycles, epsilon=epsilon, alpha=alpha), overlaps)
        record = LeakRecord.build(
            source="leaktest", base=base, leaked=leaked_name, metric=metric,
            rounds=[o.round_id for o in outcomes], clean=clean, cycles=list(split.cycles),
            epsilon=epsilon, alpha=alpha, static=static_contrast(a_clean, a_leak),
            static_set=f"every item of rounds {outcomes[0].round_id}-{outcomes[-1].round_id} "
            f"({len(static_items)} items), leaked",
            notes=notes, static_test=paired_test(a_clean, a_leak),
            excluded=[rid for rid, _ in split.excluded], facts=facts,
        )  # fmt: skip
        path = save_leak_record(settings, record, name=f"{job.job_id}-leaktest")
        await job.record(bus, "finished", {"rounds": job.rounds, "file": str(path)})
        return LeakTestOutcome(record, str(path), outcomes)
    finally:
        await pipeline.stop()
        await pool.aclose()
        await bus.close()


def _distinct(outcomes: list[RoundResult]) -> list[QAItem]:
    """Every item of the run once (D_static: the rounds frozen into one fixed set)."""
    items: dict[str, QAItem] = {}
    for outcome in outcomes:
        for item in outcome.items:
            items.setdefault(item.item_id, item)
    return list(items.values())
