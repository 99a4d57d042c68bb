"""Tier 3 (cross-domain abstraction): facts from different sections brought together.

- difference: two compatible figures stated in different sections (same currency, unit or
  counted noun), the operation written out in the steps;
- theme summary: what the document says about one entity (a name that occurs in facts of at
  least two sections), one statement per section -> ``summary``.

Contradictions (``contradictions.py``) are generated first by ``generators``.
"""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from collections.abc import Iterator

from services.gold.drafts import candidate, quoted
from services.gold.facts import DocFacts
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem, UsedClaim
from shared.text.entities import find_entities
from shared.text.formatting import format_amount
from shared.text.numbers import compatible
from shared.text.phrases import echo_question, single_quantity

__all__ = ["crossdomain_items"]

_MAX_PAIRS = 300
_LABELS = frozenset({"ACTION", "DATES", "SUMMARY", "AGENCY", "NOTE", "TABLE", "FIGURE"})


def _differences(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    figures: list[tuple[Chunk, UsedClaim, str]] = []
    for chunk, fact in facts.all():
        q = single_quantity(fact.claim)
        if chunk.kind != "text" or q is None or q.base_value == 0:
            continue
        asked = echo_question(fact.claim, q)
        if asked is not None:
            figures.append((chunk, fact, asked))
    pairs = [(x, y) for x, y in itertools.combinations(figures, 2) if x[0].section != y[0].section]
    rand.shuffle(pairs)
    for (_ca, fa, asked_a), (_cb, fb, asked_b) in pairs[:_MAX_PAIRS]:
        qa, qb = single_quantity(fa.claim), single_quantity(fb.claim)
        assert qa is not None and qb is not None
        if not compatible(qa, qb) or qa.base_value == qb.base_value or qa.factor != qb.factor:
            continue
        big, small = (qa, qb) if qa.value > qb.value else (qb, qa)
        diff = big.value - small.value
        answer = format_amount(diff, qa)
        yield candidate(
            question=f"{asked_a}, and {asked_b[0].lower()}{asked_b[1:]}? What is the "
                     "difference between the two figures?",
            answer=answer, answer_type="definitive", tier=3, facts=[fa, fb],
            steps=[f"Find the first figure: {qa.text}.", f"Find the second figure: {qb.text}.",
                   f"Subtract the smaller from the larger: {big.text} − {small.text} = {answer}."],
            computed={"op": "difference", "value": repr(diff)}, template="difference",
        )  # fmt: skip


def _themes(facts: DocFacts) -> Iterator[QAItem]:
    by_entity: dict[str, dict[tuple[str, ...], UsedClaim]] = defaultdict(dict)
    for chunk, fact in facts.all():
        if chunk.kind != "text" or not chunk.section:
            continue
        for mention in find_entities(fact.claim):
            name = mention.text.strip()
            acronym = name.isupper() and 3 <= len(name) <= 6 and name not in _LABELS
            if not (acronym or 2 <= len(name.split()) <= 5) or mention.start == 0:
                continue
            by_entity[name].setdefault(chunk.section, fact)
    for name in sorted(by_entity, key=lambda n: (-len(by_entity[n]), n)):
        sections = by_entity[name]
        if len(sections) < 2:
            continue
        chosen = list({f.claim: f for f in sections.values()}.values())[:4]
        if len(chosen) < 2:
            continue
        yield candidate(
            question=f"Across the whole report, what is said about {name}?",
            answer=" ".join(f.claim for f in chosen), answer_type="summary", tier=3,
            facts=chosen,
            steps=[f"Find the statements about {quoted(name)} in {len(sections)} sections.",
                   "Put one statement per section together, in document order."],
            opinions=[f"Connecting statements about {quoted(name)} from different sections "
                      "into one overview is a synthesis."],
            template="theme_summary",
        )  # fmt: skip


def crossdomain_items(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    """Every tier-3 candidate (differences and theme summaries)."""
    yield from _differences(facts, rand)
    yield from _themes(facts)
