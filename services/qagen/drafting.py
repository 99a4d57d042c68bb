"""What every template shares: facts to used claims, names in questions, skip counting."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence

from services.qagen.fact_index import name_key
from shared.facts import RELATIONS, DateValue, EntityValue, Fact, QuantityValue
from shared.facts.relations import EVENT_VERBS
from shared.llm.replies import QADraft
from shared.messages.claims import Claim, ClaimBucket
from shared.messages.qa import UsedClaim

__all__ = [
    "MAX_PAIRS", "clause", "draft", "entity_key", "fact_pairs", "in_turn", "nominal", "used_claim",
]

MAX_PAIRS = 400
"""Fact pairs examined per template; bounded work on large graphs."""


def used_claim(bucket: ClaimBucket, claim: Claim) -> UsedClaim:
    """The spec's used-claim record, with span and document provenance."""
    return UsedClaim(
        doc_id=bucket.doc_id,
        claim_id=claim.claim_id,
        claim=claim.text,
        span=claim.span,
        span_start=claim.span_start,
        span_end=claim.span_end,
        url=bucket.url,
        title=bucket.title,
        content_hash=bucket.content_hash,
    )


def fact_pairs(
    facts: Sequence[Fact], rand: random.Random, skips: Counter[str], *,
    same_relation: bool = False,
) -> Iterator[tuple[Fact, Fact]]:
    """Pairs of facts from different documents (distinct by URL and content), in a seeded
    order, bounded; with ``same_relation`` only pairs of one relation."""
    pairs = []
    groups: dict[str, list[Fact]] = {}
    for fact in facts:
        groups.setdefault(fact.relation if same_relation else "", []).append(fact)
    for group in groups.values():
        for a, b in itertools.combinations(group, 2):
            if a.doc_id == b.doc_id or a.url == b.url or (
                a.bucket.content_hash == b.bucket.content_hash
            ):
                continue
            pairs.append((a, b))
    rand.shuffle(pairs)
    if len(pairs) > MAX_PAIRS:
        skips["pairs beyond the examined bound"] += len(pairs) - MAX_PAIRS
    yield from pairs[:MAX_PAIRS]


def _event_parts(fact: Fact) -> tuple[str, str, bool] | None:
    verb, _, voice = fact.relation.removeprefix("event:").partition(":")
    spec = EVENT_VERBS.get(verb)
    if spec is None:
        return None
    return verb, spec.noun, voice == "passive"


def nominal(fact: Fact) -> str | None:
    """The fact's event as a noun phrase: ``the release of The Prestige``."""
    if fact.relation in RELATIONS:  # "{office}": the hall an induction was into
        return RELATIONS[fact.relation].nominal.format(s=fact.subject, office=fact.detail)
    parts = _event_parts(fact)
    if parts is None:
        return None
    verb, noun, passive = parts
    detail = f" {fact.detail}" if fact.detail else ""
    if passive:
        return f"the {noun} of {fact.subject}{detail}"
    if fact.detail and fact.detail.split()[0].lower() in {"in", "at", "on", "into", "from"}:
        return f"the {noun} of {fact.subject}{detail}"
    joint = "to" if verb == "married" else "of"  # "her marriage to Frederick VII"
    return f"{fact.subject}'s {noun}" + (f" {joint} {fact.detail}" if fact.detail else "")


def clause(fact: Fact) -> str | None:
    """The fact's event as a question clause: ``was The Prestige released``."""
    if fact.relation in RELATIONS:
        text = RELATIONS[fact.relation].clause
        return text.format(s=fact.subject) if text else None
    parts = _event_parts(fact)
    if parts is None:
        return None
    verb, _, passive = parts
    detail = f" {fact.detail}" if fact.detail else ""
    if passive:
        return f"was {fact.subject} {verb}{detail}"
    return f"did {fact.subject} {EVENT_VERBS[verb].base}{detail}"


def shown_value(fact: Fact) -> str:
    """The fact's value as a reasoning step writes it."""
    value = fact.value
    if isinstance(value, DateValue):
        return value.shown()
    if isinstance(value, QuantityValue):
        return value.quantity.text
    assert isinstance(value, EntityValue)
    return value.name


def draft(
    facts: Sequence[Fact], question: str, answer: str, op: str, steps: Sequence[str],
    **computed: str,
) -> QADraft:  # fmt: skip
    """A draft whose used claims are the facts' claims (each once, in order)."""
    seen: set[tuple[int, str]] = set()
    used = []
    for fact in facts:
        key = (fact.doc_id, fact.claim.claim_id)
        if key not in seen:
            seen.add(key)
            used.append(used_claim(fact.bucket, fact.claim))
    return QADraft(
        used_claims=tuple(used),
        question=question,
        answer=answer,
        reasoning_steps=tuple(steps),
        computed={
            "op": op,
            "facts": " ;; ".join(f.describe() for f in facts),
            "entities": entity_key(facts),
            **computed,
        },
    )


def entity_key(facts: Sequence[Fact]) -> str:
    """The entities an item is about, folded and sorted: the subjects of its valued facts,
    so a bridge's ``the writer of X`` counts as the writer it resolves to (its pointer fact
    only leads there). One entity's two events also name the relations. The judge takes a
    second item over the same key in a graph for a repeat (``born first`` and ``died
    first`` on one pair, a comparison and an interval on one pair)."""
    names = sorted({name_key(f.subject) for f in facts if not isinstance(f.value, EntityValue)})
    if len(names) < 2:
        names += sorted({f.relation for f in facts if not isinstance(f.value, EntityValue)})
    return " | ".join(names)


def in_turn(*streams: Iterator[QADraft]) -> Iterator[QADraft]:
    """The drafts of several generators taken in turn, one from each while it still yields."""
    live = list(streams)
    while live:
        for stream in list(live):
            found = next(stream, None)
            if found is None:
                live.remove(stream)
            else:
                yield found
