"""Leak&Test bookkeeping shared by the main job and ``dyneval leaktest``.

The gap of a cycle is read from the fresh round's report (the score service's numbers:
Agg of the leaked and the base agent on round t+1). The static contrast scores both on a
fixed set in-process with the score service's own scoring code, with a one-sided paired
test of the per-item differences. Next to the item leak (M_leak) a record can carry the
fact leak (a model that learned the leaked round's facts), its gaps and test, and the
fact-level overlap between consecutive rounds. A finished test is saved as JSON under
``<data_dir>/leaktest/`` so the report can show the latest one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from services.score.scoring import metric_config, score_message
from shared.agents import Agent, AskPolicy, Document, Question, ask_agent
from shared.messages.qa import QAItem
from shared.messages.rounds import RoundReport
from shared.settings import Settings
from shared.stats.leaktest import (
    LeakTestResult,
    PairedTest,
    RoundGap,
    StaticContrast,
    leak_test_rounds,
)

__all__ = [
    "CycleOverlap",
    "FactLeak",
    "LeakRecord",
    "agg_of",
    "gap_for",
    "save_leak_record",
    "static_scores",
]


def agg_of(report: RoundReport, agent: str, metric: str) -> float | None:
    """Agg(D_t, agent) on ``metric`` from a round report."""
    for row in report.scores:
        if row.agent_id == agent and row.metric == metric:
            return row.mean
    return None


def gap_for(report: RoundReport, base: str, leaked: str, metric: str) -> RoundGap | None:
    """The cycle's gap on the fresh round of ``report``; None if either agent has no score."""
    clean = agg_of(report, base, metric)
    dirty = agg_of(report, leaked, metric)
    if clean is None or dirty is None:
        return None
    return RoundGap(report.round_id, base=clean, leaked=dirty)


async def static_scores(
    agent: Agent,
    items: Sequence[QAItem],
    documents: Sequence[Document],
    settings: Settings,
    metric: str,
) -> list[float]:
    """Per-item ``metric`` of ``agent`` on a fixed item set, scored as the service scores."""
    questions = [Question(i.item_id, i.round_id or "static", i.question) for i in items]
    answers = await ask_agent(agent, questions, documents, AskPolicy.from_settings(settings))
    config = metric_config(settings)
    by_id = {item.item_id: item for item in items}
    scores = [await score_message(a, by_id[a.item_id], config) for a in answers]
    return [s.metrics.get(metric, 0.0) for s in scores]


@dataclass(frozen=True)
class CycleOverlap:
    """Fact-level overlap of a cycle's fresh round with the leaked round before it."""

    round_id: str
    """The fresh round t+1."""

    leaked_round: str
    """The leaked round t."""

    shared_facts: int
    """Distinct facts of round t+1 that round t used too."""

    facts: int
    """Distinct facts round t+1 uses."""

    covered_items: int
    """Items of round t+1 all of whose facts round t used."""

    items: int
    """Items of round t+1."""

    @property
    def rate(self) -> float | None:
        """Share of round t+1's used facts that appeared in round t."""
        return self.shared_facts / self.facts if self.facts else None


@dataclass
class FactLeak:
    """The fact-leak model's cycles and test, next to the fact overlap of each cycle."""

    model: str
    cycles: list[RoundGap]
    result: LeakTestResult
    overlaps: list[CycleOverlap]

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        result = asdict(self.result)
        result["degenerate"] = self.result.degenerate.value if self.result.degenerate else None
        return {
            "model": self.model,
            "cycles": [{**asdict(c), "gap": c.gap} for c in self.cycles],
            "result": result,
            "overlaps": [{**asdict(o), "rate": o.rate} for o in self.overlaps],
        }


@dataclass
class LeakRecord:
    """One Leak&Test run: cycles, the t-test and the static contrast."""

    source: str
    """``leaktest`` or ``main job``."""
    base: str
    leaked: str
    metric: str
    rounds: list[str]
    clean: dict[str, float]
    """Agg(D_t, M) per round: the clean score of step 1."""
    cycles: list[RoundGap]
    result: LeakTestResult
    static: StaticContrast
    static_set: str
    """Which fixed set the static contrast used."""
    notes: list[str] = field(default_factory=list)
    created_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat())
    static_test: PairedTest | None = None
    """One-sided paired test of the static inflation (per-item leaked - clean > 0)."""
    excluded: list[str] = field(default_factory=list)
    """Fresh rounds left out of the test: no leak before them, or no score on them."""
    facts: FactLeak | None = None
    """The fact-leak model's gaps and the fact overlap per cycle, when it ran."""

    @classmethod
    def build(
        cls, *, source: str, base: str, leaked: str, metric: str, rounds: list[str],
        clean: dict[str, float], cycles: list[RoundGap], epsilon: float, alpha: float,
        static: StaticContrast, static_set: str, notes: list[str] | None = None,
        static_test: PairedTest | None = None, excluded: list[str] | None = None,
        facts: FactLeak | None = None,
    ) -> LeakRecord:  # fmt: skip
        """Run the test over ``cycles``."""
        result = leak_test_rounds(cycles, epsilon=epsilon, alpha=alpha)
        return cls(source, base, leaked, metric, rounds, clean, cycles, result, static,
                   static_set, list(notes or []), static_test=static_test,
                   excluded=list(excluded or []), facts=facts)  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (the result's enum as its value, each cycle with its gap)."""
        result = asdict(self.result)
        result["degenerate"] = self.result.degenerate.value if self.result.degenerate else None
        return {
            "source": self.source,
            "base": self.base,
            "leaked": self.leaked,
            "metric": self.metric,
            "rounds": self.rounds,
            "clean": self.clean,
            "cycles": [{**asdict(c), "gap": c.gap} for c in self.cycles],
            "result": result,
            "static": {**asdict(self.static), "inflation": self.static.inflation},
            "static_set": self.static_set,
            "static_test": asdict(self.static_test) if self.static_test else None,
            "excluded": self.excluded,
            "facts": self.facts.to_json() if self.facts else None,
            "notes": self.notes,
            "created_at": self.created_at,
        }


def save_leak_record(settings: Settings, record: LeakRecord, name: str | None = None) -> Path:
    """Write ``record`` under ``<data_dir>/leaktest/``; returns the file.

    ``name`` (a job's) makes saving again replace the file instead of adding one.
    """
    folder = settings.leaktest_dir
    folder.mkdir(parents=True, exist_ok=True)
    stamp = record.created_at.replace(":", "").replace("-", "").split(".")[0]
    path = folder / f"{stamp}-{name or record.source.replace(' ', '-')}.json"
    if name is not None:
        for earlier in folder.glob(f"*-{name}.json"):
            earlier.unlink()
    partial = path.with_name(f".{path.name}.partial")
    partial.write_text(json.dumps(record.to_json(), indent=2), encoding="utf-8")
    partial.replace(path)
    return path


