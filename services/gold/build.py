"""Building a gold set from one document: parse, facts, candidates, checks, selection.

Stages (each reports progress through ``Progress``): ``parse`` (pages), ``facts`` (chunks),
``generate`` (the generator: the rule engine, or model calls of the LLM generator),
``checks`` (candidates through ``GoldChecks``; no-information candidates first through the
absence judge) and ``select`` (the mix). Candidates are checked in a seeded order until every
(answer type, tier, source type) value has enough accepted items for the mix or the
candidates run out, so a long document does not check thousands of table cells it will never
use. Rejected candidates are kept with their reasons, including drafts the generator refused
and items whose judge reply stayed invalid after the repair turn.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.gold.absent import (
    AbsenceJudge,
    Aspect,
    RuleAbsenceJudge,
    absent_candidates,
    proposed_absent,
)
from services.gold.boundary import first_document
from services.gold.checks import GoldChecks
from services.gold.facts import extract_facts
from services.gold.gaps import gap_absent
from services.gold.generators import (
    Candidates,
    GoldGenerator,
    Progress,
    RuleGoldGenerator,
    Silent,
    generate_candidates,
)
from services.gold.lookups import unexpanded
from services.gold.mix import DIMENSIONS, Mix, select, value_of
from services.gold.reconstruct import ReconstructionJudge, RuleReconstructionJudge
from services.gold.record import GoldRecord, record_of
from services.gold.tenure import tenure_absent
from services.gold.themes import theme_absent
from services.gold.unstated import unstated_items
from shared.llm.errors import LLMOutputError
from shared.longdoc.load import load_document
from shared.longdoc.model import Chunk, LongDocument
from shared.longdoc.search import ChunkIndex
from shared.messages.qa import QAItem

__all__ = ["BuildResult", "Progress", "build_gold", "generate_candidates"]


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
    generator: str = "rules"
    """Name of the generator (``rules`` or ``llm:<model>``)."""
    generator_version: str = ""
    """Its rule or template version."""
    generation: dict[str, Any] = field(default_factory=dict)
    """The generator's figures (``Candidates.report``): requests, dropped facts, skips."""

    def manifest(self, *, mix: Mix, seed: int, strategy: str) -> dict[str, Any]:
        """What the manifest file next to the gold JSONL records."""
        return {
            "document": {"source": self.doc.source, "format": self.doc.format,
                         "title": self.doc.title, "content_hash": self.doc.content_hash,
                         "pages": self.doc.n_pages, "chunks": len(self.doc.chunks),
                         "published": self.doc.published},
            "generator": {"strategy": strategy, "name": self.generator,
                          "version": self.generator_version, "seed": seed,
                          **self.generation},
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
    generator: GoldGenerator | None = None,
) -> BuildResult:
    """The gold set of ``count`` items from the document (see the module docstring).

    ``generator`` makes the candidates (``RuleGoldGenerator`` by default); the judges check
    them (the rule judges by default).
    """
    bars = progress or Silent()
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
    doc, later = first_document(doc)
    bars.start("facts", len(doc.chunks))
    facts = extract_facts(doc, progress=lambda n: bars.advance("facts", n))
    if later:
        facts.skips["document: chunks of a second document printed after it (not asked)"] += later
    want = mix.targets(count)
    maker = generator or RuleGoldGenerator()
    made = await maker.generate(facts, targets=want, seed=seed, progress=bars)
    index = ChunkIndex(doc.chunks)
    rejected: list[tuple[QAItem, list[str]]] = list(made.rejected)
    absent = _proposed(made, index, rejected)
    absent.extend(absent_candidates(doc, index, random.Random(seed + 1)))
    # an abbreviation used often and never written out is one the writer expects readers to
    # know ("NASA"): its expansion is common knowledge, so "What does NASA stand for?" tests
    # recall of the world, not refusal (judgments6 #24); counted, never asked
    for _ in unexpanded(doc):
        made.template_skips["absent: an abbreviation never written out (common knowledge)"] += 1
    answerable = [it for it in made.items if it.answer_type != "no_information"]
    # what the document says it does not know is answered by that statement (definitive)
    answerable.extend(unstated_items(doc, made.template_skips))
    # the people past the cap of role questions per document are still the story's people
    absent.extend(tenure_absent([*answerable, *facts.people], doc, made.template_skips))
    absent.extend(gap_absent(doc, made.template_skips))
    absent.extend(theme_absent(doc, index, made.template_skips))
    checks = GoldChecks(judge or RuleReconstructionJudge())
    absence_judge = absence or RuleAbsenceJudge()
    have: dict[str, Counter[str]] = {d: Counter() for d in DIMENSIONS}
    accepted: list[QAItem] = []
    order = list(answerable)
    random.Random(seed).shuffle(order)
    n_absent = want["answer_type"].get("no_information", 0)
    bars.start("checks", len(order) + min(len(absent), max(n_absent * 2, 1)))
    for item, aspect, hits in absent[: max(n_absent * 2, 1)]:
        bars.advance("checks")
        if have["answer_type"]["no_information"] >= max(n_absent, 0) + 1:
            continue
        try:
            present = await absence_judge.answers(item.question, aspect, hits)
        except LLMOutputError as exc:
            rejected.append((item, [f"absence judge ({absence_judge.name}): {exc}"]))
            continue
        if present:
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
        n_facts=facts.count(), generator=maker.name, generator_version=maker.version,
        generation=made.report(),
    )  # fmt: skip


def _proposed(made: Candidates, index: ChunkIndex,
              rejected: list[tuple[QAItem, list[str]]]) -> list[tuple[QAItem, Aspect, list[Chunk]]]:
    """The generator's own no-information items, ready for the absence judge."""
    out = []
    for item in made.items:
        if item.answer_type != "no_information":
            continue
        ready = proposed_absent(item, index)
        if isinstance(ready, str):
            rejected.append((item, [ready]))
        else:
            out.append(ready)
    return out


async def _gate(checks: GoldChecks, item: QAItem, accepted: list[QAItem],
                rejected: list[tuple[QAItem, list[str]]],
                have: dict[str, Counter[str]]) -> None:  # fmt: skip
    try:
        problems = await checks.problems(item)
    except LLMOutputError as exc:
        problems = [f"reconstruction ({checks.judge.name}): {exc}"]
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
