"""Building a gold set from one document: parse, facts, candidates, checks, selection.

Stages (each reports progress through ``Progress``): ``parse`` (pages), ``facts`` (chunks),
``candidates`` (generators), ``checks`` (candidates through ``GoldChecks``; no-information
candidates first through the absence judge) and ``select`` (the mix). Candidates are checked
in a seeded order until every (answer type, tier, source type) value has enough accepted
items for the mix or the candidates run out, so a long document does not check thousands
of table cells it will never use. Rejected candidates are kept with their reasons.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from services.gold.absent import AbsenceJudge, RuleAbsenceJudge, absent_candidates
from services.gold.checks import GoldChecks
from services.gold.crossdomain import crossdomain_items
from services.gold.drafts import GOLD_RULES_VERSION
from services.gold.facts import DocFacts, extract_facts
from services.gold.mix import DIMENSIONS, Mix, select, value_of
from services.gold.pinpoint import pinpoint_items
from services.gold.reconstruct import ReconstructionJudge, RuleReconstructionJudge
from services.gold.record import GoldRecord, record_of
from services.gold.synthesis import synthesis_items
from shared.longdoc.load import load_document
from shared.longdoc.model import LongDocument
from shared.longdoc.search import ChunkIndex
from shared.messages.qa import QAItem

__all__ = ["BuildResult", "Progress", "build_gold", "generate_candidates"]


class Progress(Protocol):
    """Receives stage progress (the CLI draws one bar per stage)."""

    def start(self, stage: str, total: int) -> None:
        """A stage begins with ``total`` steps."""
        ...

    def advance(self, stage: str, amount: int = 1) -> None:
        """``amount`` steps of ``stage`` are done."""
        ...


class _Silent:
    def start(self, stage: str, total: int) -> None:
        pass

    def advance(self, stage: str, amount: int = 1) -> None:
        pass


@dataclass
class BuildResult:
    """A built gold set and how it was made."""

    doc: LongDocument
    items: list[QAItem]
    records: list[GoldRecord]
    rejected: list[tuple[QAItem, list[str]]] = field(default_factory=list)
    shortfall: dict[str, dict[str, int]] = field(default_factory=dict)
    n_candidates: int = 0
    n_facts: int = 0

    def manifest(self, *, mix: Mix, seed: int, strategy: str) -> dict[str, Any]:
        """What the manifest file next to the gold JSONL records."""
        return {
            "document": {"source": self.doc.source, "format": self.doc.format,
                         "title": self.doc.title, "content_hash": self.doc.content_hash,
                         "pages": self.doc.n_pages, "chunks": len(self.doc.chunks)},
            "generator": {"strategy": strategy, "rules_version": GOLD_RULES_VERSION,
                          "seed": seed},
            "mix": mix.as_dict(),
            "facts": self.n_facts,
            "candidates": self.n_candidates,
            "items": [{"line": i + 1, "item_id": it.item_id, "tier": it.tier,
                       "template": it.computed.get("template", "")}
                      for i, it in enumerate(self.items)],
            "rejected": [{"question": it.question, "answer_type": it.answer_type,
                          "tier": it.tier, "reasons": reasons}
                         for it, reasons in self.rejected],
            "shortfall": self.shortfall,
        }  # fmt: skip


def generate_candidates(facts: DocFacts, seed: int) -> list[QAItem]:
    """Every answerable candidate of the rule engine, de-duplicated by question."""
    rand = random.Random(seed)
    out: list[QAItem] = []
    seen: set[str] = set()
    for source in (pinpoint_items(facts), synthesis_items(facts, rand),
                   crossdomain_items(facts, rand)):  # fmt: skip
        for item in source:
            if item.question not in seen:
                seen.add(item.question)
                out.append(item)
    return out


def _full(have: dict[str, Counter[str]], item: QAItem, want: dict[str, dict[str, int]]) -> bool:
    """Whether every value of the item already has its share (with 50 % slack)."""
    return all(
        have[d][value_of(item, d)] >= max(2, int(want[d].get(value_of(item, d), 0) * 1.5) + 1)
        for d in DIMENSIONS
    )


async def build_gold(
    doc_path: Path | LongDocument,
    *,
    count: int,
    mix: Mix,
    seed: int = 0,
    judge: ReconstructionJudge | None = None,
    absence: AbsenceJudge | None = None,
    progress: Progress | None = None,
    max_chars: int = 1500,
) -> BuildResult:
    """The gold set of ``count`` items from the document (see the module docstring)."""
    bars = progress or _Silent()
    if isinstance(doc_path, LongDocument):
        doc = doc_path
    else:
        bars.start("parse", 1)
        state = {"done": 0}

        def pages(done: int, total: int) -> None:
            if state["done"] == 0:
                bars.start("parse", total)
            bars.advance("parse", done - state["done"])
            state["done"] = done

        doc = load_document(doc_path, max_chars=max_chars, progress=pages)
    bars.start("facts", len(doc.chunks))
    facts = extract_facts(doc, progress=lambda n: bars.advance("facts", n))
    bars.start("candidates", 2)
    answerable = generate_candidates(facts, seed)
    bars.advance("candidates")
    index = ChunkIndex(doc.chunks)
    absent = list(absent_candidates(doc, index, random.Random(seed + 1)))
    bars.advance("candidates")
    checks = GoldChecks(judge or RuleReconstructionJudge())
    absence_judge = absence or RuleAbsenceJudge()
    want = mix.targets(count)
    have: dict[str, Counter[str]] = {d: Counter() for d in DIMENSIONS}
    accepted: list[QAItem] = []
    rejected: list[tuple[QAItem, list[str]]] = []
    order = list(answerable)
    random.Random(seed).shuffle(order)
    n_absent = want["answer_type"].get("no_information", 0)
    bars.start("checks", len(order) + min(len(absent), max(n_absent * 2, 1)))
    for item, aspect, hits in absent[: max(n_absent * 2, 1)]:
        bars.advance("checks")
        if have["answer_type"]["no_information"] >= max(n_absent, 0) + 1:
            continue
        if await absence_judge.answers(item.question, aspect, hits):
            rejected.append((item, [f"absence judge ({absence_judge.name}): retrieved chunks "
                                    "answer the question"]))  # fmt: skip
            continue
        await _gate(checks, item, accepted, rejected, have)
    for item in order:
        bars.advance("checks")
        if _full(have, item, want):
            continue
        await _gate(checks, item, accepted, rejected, have)
    bars.start("select", 1)
    chosen = select(accepted, mix, count, seed)
    items = sorted(chosen.items, key=lambda it: (it.tier or 1, it.answer_type, it.item_id))
    bars.advance("select")
    return BuildResult(
        doc=doc, items=items, records=[record_of(it) for it in items], rejected=rejected,
        shortfall=chosen.shortfall, n_candidates=len(answerable) + len(absent),
        n_facts=facts.count(),
    )  # fmt: skip


async def _gate(checks: GoldChecks, item: QAItem, accepted: list[QAItem],
                rejected: list[tuple[QAItem, list[str]]],
                have: dict[str, Counter[str]]) -> None:  # fmt: skip
    problems = await checks.problems(item)
    if problems:
        rejected.append((item, problems))
        return
    checks.accept(item)
    accepted.append(item)
    for d in DIMENSIONS:
        have[d][value_of(item, d)] += 1


def distribution(items: Sequence[QAItem | GoldRecord]) -> dict[str, Counter[str]]:
    """Counts per answer type, source type (and tier for canonical items)."""
    out: dict[str, Counter[str]] = {"answer_type": Counter(), "source_type": Counter()}
    for item in items:
        out["answer_type"][item.answer_type] += 1
        out["source_type"][item.source_type] += 1
        if isinstance(item, QAItem):
            out.setdefault("tier", Counter())[str(item.tier or 1)] += 1
    return out
