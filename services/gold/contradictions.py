"""Finding facts that conflict on the same subject and attribute, and reporting them.

Two facts conflict when, with their one figure (or date) masked, they say the same thing
(rapidfuzz token-set similarity of at least 90, the same leading words and the same other
numbers: "$48 million in 2021" and "$52 million in 2023" are a change over time) while the
figures differ: compatible quantities (same currency, unit or counted noun) with different
values, or dates of different calendar ranges. Each conflict yields a
``contradiction_report`` item whose question asks for the attribute, whose answer states
both values with their pages, and whose facts are the two conflicting statements.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from rapidfuzz import fuzz

from services.gold.asking import how_many_question, when_question
from services.gold.drafts import candidate
from services.gold.facts import DocFacts
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem, UsedClaim
from shared.metrics.normalize import normalize_answer
from shared.text.numbers import compatible
from shared.text.phrases import single_date, single_quantity

__all__ = ["CONFLICT_PREFIX", "Conflict", "contradiction_items", "find_conflicts"]

CONFLICT_PREFIX = "The document provides conflicting information"
"""How every contradiction report opens."""


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two facts that state different values for the same attribute."""

    a: UsedClaim
    b: UsedClaim
    chunk_a: Chunk
    chunk_b: Chunk
    value_a: str
    value_b: str
    question: str | None
    """The inverted question of either side, ``None`` when neither inverts."""


def _masked(fact: UsedClaim) -> tuple[str, str, str | None] | None:
    """(masked text, value, question or None) of a fact with exactly one figure or date.

    The question is the inverted ``How many ... ?``/``When did ... ?`` form; ``None`` when
    the sentence does not invert (the other side of the conflict may)."""
    q = single_quantity(fact.claim)
    d = single_date(fact.claim)
    if q is not None:
        masked = fact.claim[: q.start] + " # " + fact.claim[q.end :]
        return normalize_answer(masked), q.text, _asked(fact.claim, q.end, how_many_question, q)
    if d is not None and q is None:
        masked = fact.claim[: d.start] + " # " + fact.claim[d.end :]
        return normalize_answer(masked), d.text, _asked(fact.claim, d.end, when_question, d)
    return None


_SIDE = re.compile(r"\s+(?:when|because|after|before|while|although|since|as)\s+[^,]+$")
_POINTER = re.compile(r"\b(?:it|its|they|them|their|he|she|his|her)\b", re.I)


def _asked(claim: str, end: int, ask: Callable[[str, Any], str | None], value: Any
           ) -> str | None:  # fmt: skip
    """The inverted question of ``claim``; when it keeps a pronoun from a side clause ("...
    when the council approved it in 2021"), the question of the main clause alone ("What was
    the renovation budget?"), provided the value stands before the side clause."""
    question = ask(claim, value)
    if question is None or not _POINTER.search(question):
        return question
    side = _SIDE.search(claim.rstrip("."))
    if side is None or side.start() < end:
        return None
    main = claim[: side.start()]
    shorter = ask(main, value)
    return None if shorter is None or _POINTER.search(shorter) else shorter


def _differ(a: UsedClaim, b: UsedClaim) -> bool:
    qa, qb = single_quantity(a.claim), single_quantity(b.claim)
    if qa is not None and qb is not None:
        return compatible(qa, qb) and abs(qa.base_value - qb.base_value) > 1e-9 * max(
            abs(qa.base_value), abs(qb.base_value), 1.0
        )
    da, db = single_date(a.claim), single_date(b.claim)
    if da is not None and db is not None:
        return (da.earliest, da.latest) != (db.earliest, db.latest)
    return False


def _figures(masked: str) -> list[str]:
    """The numbers left in a masked statement (its year, a count): two statements of one
    attribute at one time share them."""
    return sorted(re.findall(r"\d+(?:[.,]\d+)*", masked))


def find_conflicts(facts: DocFacts) -> list[Conflict]:
    """Conflicting fact pairs of the document, in document order."""
    keyed = []
    for chunk, fact in [*facts.all(), *facts.statements]:
        if chunk.kind != "text":
            continue
        masked = _masked(fact)
        if masked is not None and len(masked[0].split()) >= 4:
            keyed.append((chunk, fact, masked))
    out: list[Conflict] = []
    for (ca, fa, ma), (cb, fb, mb) in itertools.combinations(keyed, 2):
        if fa.claim_id == fb.claim_id or ma[0].split()[:2] != mb[0].split()[:2]:
            continue
        if fuzz.token_set_ratio(ma[0], mb[0]) < 90 or fuzz.ratio(ma[0], mb[0]) < 80:
            continue
        if fa.span == fb.span:
            continue  # a claim and its own sentence
        if _figures(ma[0]) != _figures(mb[0]):
            # "$48 million in 2021" and "$52 million in 2023": a value that changed over time
            # (or of another count), not one the document states two ways
            continue
        if _differ(fa, fb) and not any(
                {c.a.span, c.b.span} == {fa.span, fb.span} for c in out):
            out.append(Conflict(fa, fb, ca, cb, ma[1], mb[1], ma[2] or mb[2]))
    return out


def contradiction_items(facts: DocFacts) -> Iterator[QAItem]:
    """One ``contradiction_report`` per conflict (tier 3 across sections, else tier 2)."""
    for c in find_conflicts(facts):
        if c.question is None:
            facts.skips["contradiction: neither statement inverts into a natural question"] += 1
            continue
        page_a, page_b = c.chunk_a.pages[0], c.chunk_b.pages[0]
        answer = (
            f"{CONFLICT_PREFIX}: one passage (page {page_a}) gives {c.value_a}, while another "
            f"(page {page_b}) gives {c.value_b}."
        )
        tier: Literal[2, 3] = 3 if c.chunk_a.section != c.chunk_b.section else 2
        yield candidate(
            question=c.question, answer=answer, answer_type="contradiction_report", tier=tier,
            facts=[c.a, c.b], template="contradiction",
            steps=[f"The first statement gives {c.value_a}.",
                   f"The second statement gives {c.value_b} for the same attribute.",
                   "The two values differ, so the document is inconsistent on this point."],
            opinions=["Treating the two statements as the same attribute is an inference."],
            computed={"op": "conflict", "values": f"{c.value_a} | {c.value_b}"},
        )  # fmt: skip
