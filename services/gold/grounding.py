"""Grounding a model's draft item in the document: every fact's span must be in its chunk.

Each fact of a ``GoldDraft`` is kept only when

1. it names a chunk of the request (or names none and the request showed one chunk),
2. its span is found in that chunk's text by ``shared.text.span_align.DocumentAligner`` at
   the threshold the rule facts use (exact, folded, or fuzzy >= 90), and the fact keeps the
   chunk's text as matched, with offsets;
3. every figure and date of the fact (``find_quantities``, ``find_dates``) is one of the
   matched span, so a calculation or a date cannot come from a number the model made up;
   locator numbers ("Table 1", "Figure 2", "page 5", "Section 3.2") are not data and are
   exempt;
4. it does not open with a pronoun (``shared.claims.decontext.leading_pronoun``): a fact
   must stand alone for the reconstruction check.

Dropped facts are counted per reason. An answerable draft left without facts is rejected
with the reason; one that lost some facts goes on to the checks, where the reconstruction
judge decides whether the rest still carry the answer. A no-information draft must come
with the fixed answer and no facts or steps.

The item's ``chunk_id`` and ``relative_page`` follow from its facts; its ``source_type`` is
the kind of the chunk most facts come from (the first such chunk on a tie); its tier follows
from the evidence: facts from chunks of different sections make tier 3, several facts or
reasoning steps tier 2, one fact alone tier 1 (the requested tier is kept in ``computed``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from services.gold.drafts import candidate
from services.gold.record import NO_INFORMATION_ANSWER
from services.gold.replies import GoldDraft, GoldFactDraft
from shared.claims.decontext import leading_pronoun
from shared.longdoc.model import Chunk
from shared.messages.envelope import derive_id
from shared.messages.qa import QAItem, UsedClaim
from shared.text.dates import find_dates
from shared.text.numbers import find_quantities
from shared.text.span_align import DEFAULT_THRESHOLD, DocumentAligner

__all__ = ["Grounded", "Passage", "ground_draft"]

_LOCATOR = re.compile(
    r"\b(table|figure|fig\.|chart|exhibit|section|page|pages|chapter|appendix|annex|step|"
    r"item|note|row|column|part|paragraph|article|clause)\s*(no\.\s*)?$",
    re.IGNORECASE,
)
DropReason = Literal["unknown_chunk", "span_not_in_chunk", "figure_not_in_span", "not_standalone"]


@dataclass(slots=True)
class Passage:
    """A chunk shown to the model, with its aligner (the chunk's text is folded once)."""

    chunk: Chunk
    aligner: DocumentAligner = field(init=False)

    def __post_init__(self) -> None:
        self.aligner = DocumentAligner(self.chunk.text)


@dataclass(slots=True)
class Grounded:
    """A draft turned into a candidate, or rejected with reasons."""

    item: QAItem
    """The candidate (for a rejected draft: what it would have been, with its kept facts)."""

    problems: list[str]
    """Why the draft is rejected before the checks (empty when it goes on to them)."""

    dropped: Counter[str]
    """Facts dropped, per reason."""


def _figures_in(fact: str, span: str) -> bool:
    have = [q.base_value for q in find_quantities(span)]
    for q in find_quantities(fact):
        if _LOCATOR.search(fact[: q.start]):
            continue
        if not any(abs(q.base_value - v) <= 1e-9 * max(abs(v), 1.0) for v in have):
            return False
    days = {(d.earliest, d.latest) for d in find_dates(span)}
    return all((d.earliest, d.latest) in days for d in find_dates(fact))


def _ground_fact(
    draft: GoldFactDraft, passages: Mapping[str, Passage], threshold: float
) -> UsedClaim | DropReason:
    passage = passages.get(draft.chunk_id.strip())
    if passage is None:
        if len(passages) != 1 or draft.chunk_id.strip():
            return "unknown_chunk"
        passage = next(iter(passages.values()))
    text = " ".join(draft.fact.split())
    if leading_pronoun(text) is not None:
        return "not_standalone"
    match = passage.aligner.align(draft.span, threshold=threshold)
    if match is None:
        return "span_not_in_chunk"
    if not _figures_in(text, match.text):
        return "figure_not_in_span"
    chunk = passage.chunk
    return UsedClaim(
        doc_id=0,
        claim_id=f"{chunk.chunk_id}#g{derive_id(text, match.text)[:10]}",
        claim=text,
        span=match.text,
        span_start=match.start,
        span_end=match.end,
        chunk_id=chunk.chunk_id,
        pages=chunk.pages,
        category=draft.category,
    )


def _tier(facts: list[UsedClaim], steps: tuple[str, ...] | None,
          passages: Mapping[str, Passage]) -> Literal[1, 2, 3]:  # fmt: skip
    chunks = {f.chunk_id for f in facts if f.chunk_id}
    sections = {passages[c].chunk.section for c in chunks if c in passages}
    if len(chunks) > 1 and len(sections) > 1:
        return 3
    if len(facts) > 1 or steps:
        return 2
    return 1


def ground_draft(
    draft: GoldDraft,
    passages: Mapping[str, Passage],
    *,
    generator: str,
    requested_tier: int,
    threshold: float = DEFAULT_THRESHOLD,
) -> Grounded:
    """The draft as a candidate item with verified facts (see the module docstring)."""
    dropped: Counter[str] = Counter()
    facts: list[UsedClaim] = []
    for fact_draft in draft.atomic_facts:
        outcome = _ground_fact(fact_draft, passages, threshold)
        if isinstance(outcome, str):
            dropped[outcome] += 1
        elif all(f.claim_id != outcome.claim_id for f in facts):
            facts.append(outcome)
    steps = tuple(s for s in (draft.reasoning_steps or ()) if s.strip()) or None
    problems: list[str] = []
    if draft.answer_type == "no_information":
        if draft.atomic_facts or steps or draft.answer.strip() != NO_INFORMATION_ANSWER:
            problems.append("a no-information item needs the fixed answer "
                            f"{NO_INFORMATION_ANSWER!r} and no facts or steps")  # fmt: skip
        facts, steps = [], None
    elif not facts:
        reasons = ", ".join(f"{n} {why.replace('_', ' ')}" for why, n in sorted(dropped.items()))
        problems.append(f"no atomic fact is grounded in its chunk ({reasons or 'none given'})")
    ids = [f.chunk_id for f in facts if f.chunk_id]
    main = max(ids, key=lambda c: (ids.count(c), -ids.index(c)), default=None)
    source = passages[main].chunk.kind if main is not None and main in passages else "text"
    computed = {"requested_tier": str(requested_tier)}
    if dropped:
        computed["dropped_facts"] = str(sum(dropped.values()))
    item = candidate(
        question=" ".join(draft.question.split()),
        answer=draft.answer.strip(),
        answer_type=draft.answer_type,
        tier=1 if draft.answer_type == "no_information" else _tier(facts, steps, passages),
        facts=facts,
        source_type=source,
        steps=steps,
        opinions=[o for o in draft.opinions_from_answer if o.strip()],
        computed=computed,
        generator=generator,
        template="llm",
    )
    return Grounded(item, problems, dropped)
