"""Where candidate gold items come from: the ``GoldGenerator`` protocol and the rule engine.

A generator turns a document (with the rule facts of its chunks) into candidate items and
says what it could not use. ``RuleGoldGenerator`` runs the tiered rule templates
(``pinpoint``, ``synthesis``, ``crossdomain``); ``LLMGoldGenerator``
(``services.gold.llm_generate``) asks a model for items and keeps only those whose facts are
found in their chunks. ``build_gold`` sends every candidate through the same checks and
selection, whichever generator made it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from rapidfuzz import fuzz

from services.gold.ages import age_items
from services.gold.contradictions import contradiction_items
from services.gold.counts import count_items
from services.gold.crossdomain import crossdomain_items
from services.gold.drafts import GOLD_RULES_VERSION
from services.gold.enumerations import enumeration_items, prose_list_items
from services.gold.facts import DocFacts
from services.gold.lookups import dated_items, expansion_items
from services.gold.pinpoint import pinpoint_items
from services.gold.synthesis import synthesis_items
from shared.messages.qa import QAItem
from shared.metrics.normalize import normalize_answer

__all__ = [
    "Candidates",
    "GoldGenerator",
    "Progress",
    "RuleGoldGenerator",
    "SkippedRequest",
    "Targets",
    "generate_candidates",
]

Targets = Mapping[str, Mapping[str, int]]
"""Item counts wanted per dimension and value (``Mix.targets``)."""


class Progress(Protocol):
    """Receives stage progress (the CLI draws one bar per stage)."""

    def start(self, stage: str, total: int) -> None:
        """A stage begins with ``total`` steps."""
        ...

    def advance(self, stage: str, amount: int = 1) -> None:
        """``amount`` steps of ``stage`` are done."""
        ...


class Silent:
    """Progress that shows nothing."""

    def start(self, stage: str, total: int) -> None:
        """Nothing to show."""

    def advance(self, stage: str, amount: int = 1) -> None:
        """Nothing to show."""


@dataclass(frozen=True, slots=True)
class SkippedRequest:
    """A generation request whose chunks gave no candidates, and why."""

    chunk_ids: tuple[str, ...]
    """The chunks the request showed."""

    reason: str
    """What went wrong (e.g. the model's reply stayed invalid after the repair turn)."""


@dataclass
class Candidates:
    """What a generator made of one document."""

    items: list[QAItem]
    """Candidates for the checks (answerable and no-information), de-duplicated by question."""

    rejected: list[tuple[QAItem, list[str]]] = field(default_factory=list)
    """Drafts the generator itself refused (e.g. no fact found in its chunk), with reasons."""

    skipped: list[SkippedRequest] = field(default_factory=list)
    """Requests that produced nothing usable."""

    dropped_facts: Counter[str] = field(default_factory=Counter)
    """Facts removed from drafts, per reason (``span_not_in_chunk`` ...)."""

    requests: int = 0
    """Generation requests made (model calls for the LLM generator)."""

    template_skips: Counter[str] = field(default_factory=Counter)
    """Candidates the rule templates could not form well, per reason (``DocFacts.skips``)."""

    def report(self) -> dict[str, Any]:
        """The generation figures recorded in the manifest: ``proposed`` is what the generator
        itself made and ``refused`` what it refused; the manifest's top-level ``candidates``
        and ``rejected`` also count the build's own no-information candidates and the checks'
        rejections, so the two are named apart."""
        return {
            "requests": self.requests,
            "proposed": len(self.items),
            "refused": len(self.rejected),
            "dropped_facts": dict(sorted(self.dropped_facts.items())),
            "template_skips": dict(sorted(self.template_skips.items())),
            "skipped": [{"chunk_ids": list(s.chunk_ids), "reason": s.reason}
                        for s in self.skipped],
        }  # fmt: skip


class GoldGenerator(Protocol):
    """Makes candidate gold items from a document's chunks."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``; recorded in the manifest."""
        ...

    @property
    def version(self) -> str:
        """Rule version or template version; recorded in the manifest."""
        ...

    async def generate(
        self, facts: DocFacts, *, targets: Targets, seed: int, progress: Progress
    ) -> Candidates:
        """Candidates for a set with ``targets`` items per dimension value."""
        ...


def generate_candidates(facts: DocFacts, seed: int) -> list[QAItem]:
    """Every answerable candidate of the rule engine, de-duplicated by question.

    Contradiction reports come first, so a conflict's report wins over the plain fact
    question of the same text; a candidate built on either side of a conflict is dropped
    (its one-sided answer would be wrong).
    """
    rand = random.Random(seed)
    reports = list(contradiction_items(facts))
    conflicting = {f.claim_id for item in reports for f in item.used_claims}
    out: list[QAItem] = []
    seen: set[str] = set()
    for source in (reports, pinpoint_items(facts), expansion_items(facts), dated_items(facts),
                   age_items(facts), count_items(facts), synthesis_items(facts, rand),
                   enumeration_items(facts), prose_list_items(facts),
                   crossdomain_items(facts, rand)):  # fmt: skip
        for item in source:
            if item.question in seen:
                continue
            if item.answer_type == "definitive" and conflicting & {
                f.claim_id for f in item.used_claims
            }:
                continue
            if item.answer_type == "definitive" and _near_duplicate(item, out):
                facts.skips["near duplicate: the same answer to nearly the same question"] += 1
                continue
            seen.add(item.question)
            out.append(item)
    return out


def _near_duplicate(item: QAItem, kept: list[QAItem]) -> bool:
    """Whether a kept definitive item gives the same answer from the same sentence ("Who
    sighted New Zealand in 1642?" / "Who became the first European in 1642?") or to a
    question of mostly the same words ("In what year did Abel Tasman sight New Zealand?" /
    "... become the first European to sight New Zealand?")."""
    if item.source_type != "text":
        return False  # two table rows with the same "$0" are two facts
    answer = normalize_answer(item.answers[0])
    spans = {f.span for f in item.used_claims if f.span and len(f.span) > 30}
    for other in kept:
        if other.answer_type != "definitive" or other.source_type != "text" or \
                normalize_answer(other.answers[0]) != answer:
            continue
        if spans & {f.span for f in other.used_claims if f.span} or \
                fuzz.token_set_ratio(item.question, other.question) >= 80:
            return True
    return False


class RuleGoldGenerator:
    """The rule engine behind ``GoldGenerator`` (every template over every fact)."""

    @property
    def name(self) -> str:
        """Recorded in the manifest."""
        return "rules"

    @property
    def version(self) -> str:
        """The rule templates' version."""
        return GOLD_RULES_VERSION

    async def generate(
        self, facts: DocFacts, *, targets: Targets, seed: int, progress: Progress
    ) -> Candidates:
        """All rule candidates (the targets only matter to the checks and the selection)."""
        progress.start("generate", 1)
        items = generate_candidates(facts, seed)
        progress.advance("generate")
        return Candidates(items=items, requests=1, template_skips=Counter(facts.skips))
