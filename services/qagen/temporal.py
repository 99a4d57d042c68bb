"""Temporal items: the time between two events of linked subjects, from two documents.

``How many years after the release of The Prestige was The Dark Knight Rises released?``
The events are named as noun phrases and question clauses (``shared.facts.relations``),
the subjects are one entity or linked in the graph, and the interval is computed at the
precision both dates support (``shared.facts.elapsed``): years from years, months when
months are known, days for short spans; a year against a day gives no item.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from services.qagen.drafting import clause, draft, fact_pairs, nominal, shown_value
from services.qagen.fact_index import FactIndex, same_entity
from shared.facts import DateValue, elapsed, order
from shared.facts.elapsed import answer_precisions
from shared.llm.replies import QADraft

__all__ = ["intervals"]


def intervals(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts asking how long after one event another happened, in a seeded order."""
    skips = index.skips
    dated = [f for f in index.facts if isinstance(f.value, DateValue)]
    for a, b in fact_pairs(dated, rand, skips):
        assert isinstance(a.value, DateValue) and isinstance(b.value, DateValue)
        if a.relation == b.relation and same_entity(a.subject, b.subject):
            continue  # one fact stated twice
        if a.relation == b.relation and a.relation in ("born", "died") and not (
            index.names_other(a, b)
        ):
            # two people's births are an interval worth asking only when one's page names
            # the other (brothers, partners); otherwise "who was born first" asks it
            skips["temporal: two births or two deaths of unlinked people"] += 1
            continue
        if {a.relation, b.relation} == {"born", "died"}:
            # the birth of one and the death of another read as trivia; one person's birth
            # and death on two pages are two people as often ("William Ferguson" and
            # "William C. Ferguson"), and on one page are one document, not two
            skips["temporal: a birth and a death on two pages"] += 1
            continue
        direction = order(a.value, b.value)
        if direction == 0:
            skips["temporal: events not ordered at their precision"] += 1
            continue
        early, late = (a, b) if direction < 0 else (b, a)
        if not index.linked(a, b):
            skips["temporal: subjects not linked in the graph"] += 1
            continue
        assert isinstance(early.value, DateValue) and isinstance(late.value, DateValue)
        gap = elapsed(early.value, late.value)
        if gap is None:
            skips["temporal: interval not determined at the dates' precision"] += 1
            continue
        if gap.amount == 0:
            continue
        if any(index.one_document_holds((early, late), asked) is not None
               for asked in answer_precisions(early.value, late.value, gap)):  # fmt: skip
            # "A's assassination in 1990" on B's page beside B's own death: one page answers
            skips["temporal: one document names the subjects and states the values"] += 1
            continue
        start, then = nominal(early), clause(late)
        if start is None or then is None:
            skips["temporal: event without a noun phrase"] += 1
            continue
        full = "full " if gap.completed else ""
        question = f"How many {full}{gap.unit} after {start} {then}?"
        steps = (
            f"{start[0].upper()}{start[1:]}: {shown_value(early)}.",
            f"{nominal(late) or late.subject}: {shown_value(late)}.",
            f"From {shown_value(early)} to {shown_value(late)} is {gap.shown()}.",
        )
        yield draft((early, late), question, gap.shown(), "interval", steps,
                    value=str(gap.amount), unit=gap.unit, aliases=str(gap.amount),
                    a=early.value.value, b=late.value.value)  # fmt: skip
