"""Which chunks the LLM generator shows the model, and what it asks for each time.

From the mix's targets the plan makes ``ceil(target × slack / items_per_call)`` requests per
answer type (no-information requests only for a share of that type, since the rule aspects of
``absent.py`` also supply such questions). Each request gets the tier and source type furthest
below their own targets among those it can serve:

- lists, summaries, instructions and contradiction reports need several facts, so tier 2 or 3;
- a source type is only asked for when the document has chunks of that kind;
- tier-3 and contradiction requests show a second chunk: the best BM25 match of the first
  chunk's text in another section (for contradictions, in any other chunk); without one the
  request falls back to tier 2 with one chunk.

A kind whose chunks have all been shown ``max_uses`` times is not asked for again while
another kind has room (a document with two tables does not get fifty table requests).
Chunks of the wanted kind are taken least-used first, then by how well they suit the answer
type (list items for lists, numbered steps and rules for instructions, a heading and several
rule facts for summaries), then in a seeded order, so one document spreads its requests over
its chunks and the same seed plans the same requests.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, TypeVar, get_args

from services.gold.generators import Targets
from shared.longdoc.model import Chunk, LongDocument
from shared.longdoc.search import ChunkIndex
from shared.messages.qa import AnswerType, SourceType

__all__ = ["GenerationRequest", "plan_requests"]

_MULTI_FACT = frozenset({"list", "summary", "instructional", "contradiction_report"})
_RULE_WORDS = re.compile(r"\b(must|shall|should|required|procedure|steps?)\b", re.IGNORECASE)
_MIN_CHARS = 60
_ANSWER_TYPES: tuple[AnswerType, ...] = get_args(AnswerType)
_SOURCES: tuple[SourceType, ...] = get_args(SourceType)
_TIERS: dict[str, Literal[1, 2, 3]] = {"1": 1, "2": 2, "3": 3}
V = TypeVar("V", bound=str)


@dataclass(frozen=True, slots=True)
class GenerationRequest:
    """One call of ``gold_generate``."""

    chunks: tuple[Chunk, ...]
    """The chunks shown, main chunk first."""

    tier: Literal[1, 2, 3]
    """The tier asked for."""

    answer_type: AnswerType
    """The answer type asked for."""

    source_type: SourceType
    """The source type asked for (the main chunk's kind)."""

    n_items: int
    """Items asked for."""

    @property
    def chunk_ids(self) -> tuple[str, ...]:
        """Ids of the chunks shown."""
        return tuple(c.chunk_id for c in self.chunks)


def _suits(chunk: Chunk, answer_type: AnswerType, n_facts: int) -> float:
    kinds = {b.kind for b in chunk.blocks}
    ordered = any(b.ordered for b in chunk.blocks)
    bonus = 0.0
    if answer_type == "list" and ("list_item" in kinds or chunk.kind == "table"):
        bonus = 2.0
    elif answer_type == "instructional" and (ordered or _RULE_WORDS.search(chunk.text)):
        bonus = 2.0 + ordered
    elif answer_type == "summary" and chunk.heading and n_facts >= 3:
        bonus = 2.0
    return bonus + min(n_facts, 5) / 5


def _below(targets: Mapping[str, int], have: Counter[str], options: Sequence[V]) -> V:
    return max(options, key=lambda v: (targets.get(v, 0) - have[v], -options.index(v)))


def plan_requests(
    doc: LongDocument,
    targets: Targets,
    *,
    seed: int,
    facts_per_chunk: Mapping[str, int] | None = None,
    items_per_call: int = 2,
    slack: float = 1.5,
    no_information_share: float = 0.5,
    max_uses: int = 3,
    index: ChunkIndex | None = None,
) -> list[GenerationRequest]:
    """The requests for a set with ``targets`` (see the module docstring)."""
    rand = random.Random(seed)
    usable = [c for c in doc.chunks if len(c.text.strip()) >= _MIN_CHARS]
    if not usable:
        return []
    rich = facts_per_chunk or {}
    order = {c.chunk_id: rand.random() for c in usable}
    by_kind: dict[str, list[Chunk]] = {}
    for chunk in usable:
        by_kind.setdefault(chunk.kind, []).append(chunk)
    sources = [s for s in _SOURCES if s in by_kind]
    slots: list[AnswerType] = []
    for answer_type in _ANSWER_TYPES:
        wanted = targets.get("answer_type", {}).get(answer_type, 0)
        share = no_information_share if answer_type == "no_information" else 1.0
        calls = math.ceil(wanted * share * slack / max(items_per_call, 1))
        slots.extend([answer_type] * calls)
    rand.shuffle(slots)
    search = index or ChunkIndex(doc.chunks)
    used: Counter[str] = Counter()
    have_tier: Counter[str] = Counter()
    have_source: Counter[str] = Counter()
    tier_targets = targets.get("tier", {})
    source_targets = targets.get("source_type", {})
    out: list[GenerationRequest] = []
    for answer_type in slots:
        kinds: list[SourceType] = sources
        if answer_type == "no_information":
            tiers = ["1"]
            kinds = ["text"] if "text" in by_kind else sources
        else:
            tiers = ["2", "3"] if answer_type in _MULTI_FACT else ["1", "2", "3"]
        tier = _TIERS[_below(tier_targets, have_tier, tiers)]
        roomy = [k for k in kinds if min(used[c.chunk_id] for c in by_kind[k]) < max_uses]
        kind = _below(source_targets, have_source, roomy or kinds)
        main = min(by_kind[kind], key=lambda c: (
            used[c.chunk_id], -_suits(c, answer_type, rich.get(c.chunk_id, 0)), order[c.chunk_id]
        ))  # fmt: skip
        chunks = [main]
        if tier == 3 or answer_type == "contradiction_report":
            other = _partner(main, search, any_section=answer_type == "contradiction_report")
            if other is not None:
                chunks.append(other)
            elif tier == 3:
                tier = 2
        used.update(c.chunk_id for c in chunks)
        have_tier[str(tier)] += items_per_call
        have_source[kind] += items_per_call
        out.append(GenerationRequest(tuple(chunks), tier, answer_type, kind, items_per_call))
    return out


def _partner(main: Chunk, index: ChunkIndex, *, any_section: bool) -> Chunk | None:
    for hit in index.search(main.text[:600], k=12):
        other = hit.chunk
        if other.chunk_id == main.chunk_id or len(other.text.strip()) < _MIN_CHARS:
            continue
        if any_section or other.section != main.section:
            return other
    return None
