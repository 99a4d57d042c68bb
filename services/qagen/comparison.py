"""Comparison items: one relation, two subjects of one kind, two documents.

``Who was born first, Mark King or Zack Hexum?``, ``Which film came out first, The
Prestige or Jalachhayam?``, ``Which is longer, X or Y?`` (2WikiMultiHopQA's comparison
type). The subjects must be of the same kind (two people, two films), their values of the
same kind of quantity (lengths with lengths, converted to one unit), the order certain at
the precision the dates have, and no one document may state both values.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from services.qagen.drafting import draft, fact_pairs, shown_value
from services.qagen.fact_index import FactIndex, same_entity
from shared.facts import RELATIONS, DateValue, EntityValue, Fact, QuantityValue, order
from shared.llm.replies import QADraft
from shared.text.numbers import compatible

__all__ = ["comparisons"]

_PRECISION_RANK = {"day": 0, "month": 1, "quarter": 2, "year": 3, "decade": 4}


def _answer(name: str) -> str:
    return name[:1].upper() + name[1:]


def _best_per_subject(facts: list[Fact], skips: Counter[str]) -> list[Fact]:
    """One fact per (subject, relation): the most precise; conflicting values drop both."""
    chosen: dict[tuple[str, str], Fact] = {}
    conflicted: set[tuple[str, str]] = set()
    for fact in facts:
        key = (fact.subject.lower(), fact.relation)
        if key in conflicted:
            continue
        held = chosen.get(key)
        if held is None:
            chosen[key] = fact
            continue
        if isinstance(fact.value, DateValue) and isinstance(held.value, DateValue):
            if order(fact.value, held.value) != 0:
                conflicted.add(key)
                del chosen[key]
                skips["conflicting values for one subject"] += 1
            elif _PRECISION_RANK[fact.value.precision] < _PRECISION_RANK[held.value.precision]:
                chosen[key] = fact
    return list(chosen.values())


_UNKINDED = ("founded", "formed", "opened", "released", "published", "premiered")
"""Relations a question may ask of two subjects whose kind neither page names ("Which was
founded first, A or B?"): only things are founded or released, never people."""


def _kind_word(a: Fact, b: Fact) -> str | None:
    if a.relation in ("born", "died") or (a.kind == b.kind == "person"):
        return "person" if a.kind in ("person", "") and b.kind in ("person", "") else None
    if a.kind and a.kind == b.kind:
        return a.kind
    if not a.kind and not b.kind and a.relation in _UNKINDED:
        return ""
    return None


def _ask(template: str, kind: str, a: str, b: str) -> str:
    """The template with its kind, or without one (``Which was founded first, ...``)."""
    text = template.format(kind=kind, a=a, b=b)
    return text.replace("Which  ", "Which ", 1)


def comparisons(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts comparing two subjects on one relation, in a seeded order."""
    skips = index.skips
    relations = [r for r in RELATIONS.values() if r.first or r.more]
    facts = _best_per_subject(index.with_relation(r.key for r in relations), skips)
    for a, b in fact_pairs(facts, rand, skips, same_relation=True):
        if a.relation != b.relation:
            continue
        if same_entity(a.subject, b.subject):
            skips["comparison: one subject twice"] += 1
            continue
        kind = _kind_word(a, b)
        if kind is None:
            skips["comparison: subjects of different kinds"] += 1
            continue
        if index.one_document_states(a, b):
            skips["comparison: one document states both values"] += 1
            continue
        relation = RELATIONS[a.relation]
        first, second = (a, b) if rand.random() < 0.5 else (b, a)
        if isinstance(a.value, DateValue) and isinstance(b.value, DateValue):
            direction = order(a.value, b.value)
            if direction == 0:
                skips["comparison: order not certain at the dates' precision"] += 1
                continue
            winner = a if direction < 0 else b
            question = _ask(relation.first, kind, first.subject, second.subject)
            steps = [f"{f.subject}: {shown_value(f)}." for f in (first, second)]
            steps.append(f"{shown_value(winner)} is earlier.")
            yield draft((first, second), question, _answer(winner.subject), "first", steps,
                        relation=a.relation, a=first.subject, b=second.subject,
                        value=winner.subject, choice="true")  # fmt: skip
        elif isinstance(a.value, EntityValue) and isinstance(b.value, EntityValue):
            # "Who is Canadian, A or B?" presumes exactly one is, so either document alone
            # answers it (A is Canadian, or A is not and so it is B): not multi-hop.
            skips["comparison: an entity-valued choice is answered by one document"] += 1
            continue
        elif isinstance(a.value, QuantityValue) and isinstance(b.value, QuantityValue):
            qa, qb = a.value.quantity, b.value.quantity
            if not compatible(qa, qb):
                skips["comparison: quantities of different kinds"] += 1
                continue
            if qa.base_value == qb.base_value:
                skips["comparison: equal quantities"] += 1
                continue
            winner = a if qa.base_value > qb.base_value else b
            question = relation.more.format(a=first.subject, b=second.subject)
            steps = [f"{f.subject}: {shown_value(f)}." for f in (first, second)]
            steps.append(f"{shown_value(winner)} is the larger (in one unit).")
            yield draft((first, second), question, _answer(winner.subject), "more", steps,
                        relation=a.relation, a=first.subject, b=second.subject,
                        value=winner.subject, choice="true")  # fmt: skip
