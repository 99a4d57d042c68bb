"""Recomputing a rule item's answer from its used claims alone (the judge re-runs this).

The facts are read again from the used claims' text (``shared.facts``), and the answer is
derived again by the item's operation: ``first`` (which of two or three came first),
``more`` (which is larger), ``nationality``, ``interval`` (time between two events),
``bridge`` (which bridge entity came first), ``lived`` (who surely lived longer). A
mismatch is a reason to reject.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from shared.facts import DateValue, EntityValue, QuantityValue, elapsed, lifespan_days
from shared.facts.extract import claim_parts, title_entity
from shared.facts.known_as import known_name, page_name
from shared.facts.sizes import AT_LEAST
from shared.messages.qa import UsedClaim
from shared.metrics.normalize import normalize_answer

__all__ = ["facts_of_used", "recompute_problem"]


@dataclass(frozen=True, slots=True)
class ReadFact:
    """A fact read again from a used claim (what recomputation needs of it)."""

    subject: str
    relation: str
    value: DateValue | QuantityValue | EntityValue
    detail: str = ""
    """``at least`` for a figure stated as a floor (``more than 150 million``)."""


def facts_of_used(used: Sequence[UsedClaim]) -> list[ReadFact]:
    """The facts the used claims state (each read with its document's title)."""
    out: list[ReadFact] = []
    for u in used:
        out.extend(ReadFact(subject, relation, value, detail)
                   for subject, _, relation, value, detail in claim_parts(u.claim, u.title)
                   )  # fmt: skip
    return out


@lru_cache(maxsize=65536)
def _same(a: str, b: str) -> bool:
    return normalize_answer(a) == normalize_answer(b) or normalize_answer(
        title_entity(a)) == normalize_answer(title_entity(b))  # fmt: skip


_SAME_RELATION = {"formed": ("formed", "founded"), "released": ("released", "aired")}
"""A band's formation is also stated as its founding, a television film's release as its
first airing (``comparison._as_formed``)."""


def _of(facts: list[ReadFact], subject: str, relation: str) -> ReadFact | None:
    relations = _SAME_RELATION.get(relation, (relation,))
    found = [f for f in facts if f.relation in relations and _same(f.subject, subject)]
    return found[0] if found else None


def _as_legal(facts: list[ReadFact], used: Sequence[UsedClaim], answer: str) -> str:
    """The legal name a used claim's subject carries when ``answer`` is the name its span
    says the person is known by (``Joseph Fidler Walsh ..., known professionally as Joe
    Walsh``): the answer names the page's person by the known name."""
    if any(_same(f.subject, answer) for f in facts):
        return answer
    for claim in used:
        for fact in facts:
            known = known_name(claim.span, fact.subject) or page_name(
                title_entity(claim.title), fact.subject, claim.span, claim.span_start)
            if known is not None and _same(known, answer):
                return fact.subject
    return answer


def _intersection_problem(
    facts: list[ReadFact], computed: dict[str, str], used: Sequence[UsedClaim], answer: str
) -> str | None:
    """The person two works both name (``computed["value"]``, by the name the works give in
    ``computed["named"]``): every used claim names them (whole words), and their own
    claim's date gives the asked year."""
    hub, relation = computed.get("value", ""), computed.get("relation", "")
    dated = [f for f in facts if f.relation == relation and isinstance(f.value, DateValue)
             and _same(f.subject, hub)]  # fmt: skip
    if len(dated) != 1:
        return f"the used claims do not state {relation} of {hub!r} once"
    assert isinstance(dated[0].value, DateValue)
    if normalize_answer(answer) != str(dated[0].value.earliest.year):
        return f"recomputed from the claims, the year is not {answer!r}"
    name = re.escape(normalize_answer(computed.get("named") or hub))
    key = re.compile(rf"(?<!\w){name}(?!\w)")  # "Ann Berg" is not in "Joann Bergen"
    naming = [u for u in used if key.search(normalize_answer(u.claim))]
    if len(naming) < len(used) or len(used) < 3:
        return f"a used claim does not name {hub!r}"
    return None


def _dated(dated: list[ReadFact], value: str) -> DateValue | None:
    """The used claims' date of ``value``; a year (``1904``) an interval asks of a day or a
    month the claim states (``24 July 1904``: qagen asks a day against a year in years) is
    that date known only to its year."""
    found = [f.value for f in dated if isinstance(f.value, DateValue)]
    exact = next((v for v in found if v.value == value), None)
    if exact is not None or not re.fullmatch(r"\d{4}", value):
        return exact
    if any(v.value.startswith(value) and v.precision in ("day", "month") for v in found):
        year = int(value)
        return DateValue(value, value, "year", date(year, 1, 1), date(year, 12, 31))
    return None


def recompute_problem(
    computed: dict[str, str], used: Sequence[UsedClaim], answer: str
) -> str | None:
    """Why the stated answer does not follow from the used claims, or ``None``."""
    op = computed.get("op")
    if op not in {"first", "more", "nationality", "interval", "bridge", "lived", "intersection"}:
        return None
    facts = facts_of_used(used)
    if op == "intersection":
        return _intersection_problem(facts, computed, used, answer)
    answer = _as_legal(facts, used, answer)
    if op == "lived":
        return _lived_problem(facts, computed, answer)
    relation = computed.get("relation", "")
    if op == "first" and computed.get("c"):
        return _first_of_three(facts, computed, answer)
    if op in {"first", "more", "nationality"}:
        a, b = (_of(facts, computed.get(k, ""), relation) for k in ("a", "b"))
        if a is None or b is None:
            return f"the used claims do not state {relation} for both compared subjects"
        if op == "first":
            assert isinstance(a.value, DateValue) and isinstance(b.value, DateValue)
            winner = a if a.value.latest < b.value.earliest else (
                b if b.value.latest < a.value.earliest else None)  # fmt: skip
        elif op == "more":
            assert isinstance(a.value, QuantityValue) and isinstance(b.value, QuantityValue)
            qa, qb = a.value.quantity.base_value, b.value.quantity.base_value
            winner = a if qa > qb else (b if qb > qa else None)
            if winner is not None and (b if winner is a else a).detail == AT_LEAST:
                winner = None  # the smaller side is only a floor: the order is unknown
        else:
            assert isinstance(a.value, EntityValue) and isinstance(b.value, EntityValue)
            asked = computed.get("nationality", "")
            holders = [f for f in (a, b) if isinstance(f.value, EntityValue)
                       and f.value.name == asked]  # fmt: skip
            winner = holders[0] if len(holders) == 1 else None
        if winner is None or not _same(winner.subject, answer):
            return f"recomputed from the claims, the answer is not {answer!r}"
        return None
    dated = [f for f in facts if isinstance(f.value, DateValue)]
    if op == "interval":
        ends = [_dated(dated, v) for v in (computed.get("a", ""), computed.get("b", ""))]
        if ends[0] is None or ends[1] is None:
            return "the used claims do not state both dates of the interval"
        gap = elapsed(ends[0], ends[1])
        if gap is None or normalize_answer(gap.shown()) != normalize_answer(answer):
            return f"recomputed from the claims, the interval is not {answer!r}"
        return None
    if computed.get("via"):
        return _by_work_problem(facts, computed, answer)
    targets = [f for f in facts if f.relation == relation
               and isinstance(f.value, DateValue | QuantityValue)]  # fmt: skip
    mine = [f for f in targets if _same(f.subject, answer)]
    others = [f for f in targets if not _same(f.subject, answer)]
    if not mine or not others:
        return "the used claims do not state the compared values of both bridge entities"
    if any(isinstance(f.value, QuantityValue) for f in targets):
        # "Which has the larger population, the birthplace of X or Y?": the larger figure
        ok = all(isinstance(m.value, QuantityValue) and isinstance(o.value, QuantityValue)
                 and m.value.quantity.base_value > o.value.quantity.base_value
                 and o.detail != AT_LEAST for m in mine[:1] for o in others)  # fmt: skip
        return None if ok else f"recomputed from the claims, {answer!r} is not the larger"
    ok = all(isinstance(m.value, DateValue) and isinstance(o.value, DateValue)
             and m.value.latest < o.value.earliest for m in mine[:1] for o in others)  # fmt: skip
    return None if ok else f"recomputed from the claims, {answer!r} does not come first"


def _by_work_problem(facts: list[ReadFact], computed: dict[str, str], answer: str) -> str | None:
    """Why ``answer`` is not the one of works ``a`` and ``b`` whose maker (``via``: each
    work's director) surely came first (``Which film's director was born first, A or B?``)."""
    via, relation = computed.get("via", ""), computed.get("relation", "")
    dates: list[tuple[str, DateValue]] = []
    for key in ("a", "b"):
        work = computed.get(key, "")
        makers = [f.value.name for f in facts if f.relation == via
                  and isinstance(f.value, EntityValue) and _same(f.subject, work)]  # fmt: skip
        maker = makers[0] if makers else None
        if maker is None:
            return f"the used claims do not state the {via} of {work!r}"
        date = _of(facts, maker, relation)
        if date is None or not isinstance(date.value, DateValue):
            return f"the used claims do not state {relation} for {maker!r}, the {via} of {work!r}"
        dates.append((work, date.value))
    (a, da), (b, db) = dates
    winner = a if da.latest < db.earliest else (b if db.latest < da.earliest else None)
    if winner is None or not _same(winner, answer):
        return f"recomputed from the claims, {answer!r} is not the work whose {via} came first"
    return None


def _first_of_three(facts: list[ReadFact], computed: dict[str, str], answer: str) -> str | None:
    """Why ``answer`` is not the one of ``a``, ``b`` and ``c`` whose date is surely the
    earliest (a three-way comparison)."""
    relation = computed.get("relation", "")
    read = [_of(facts, computed.get(k, ""), relation) for k in ("a", "b", "c")]
    dated = [f for f in read if f is not None and isinstance(f.value, DateValue)]
    if len(dated) != 3:
        return f"the used claims do not state {relation} for all three compared subjects"
    winners = [f for f in dated if all(
        isinstance(f.value, DateValue) and isinstance(o.value, DateValue)
        and f.value.latest < o.value.earliest for o in dated if o is not f)]  # fmt: skip
    if len(winners) != 1 or not _same(winners[0].subject, answer):
        return f"recomputed from the claims, {answer!r} does not come first of the three"
    return None


def _lived_problem(facts: list[ReadFact], computed: dict[str, str], answer: str) -> str | None:
    """Why ``answer`` is not the one of ``a`` and ``b`` who surely lived longer."""
    spans = []
    for key in ("a", "b"):
        born, died = (_of(facts, computed.get(key, ""), r) for r in ("born", "died"))
        if born is None or died is None:
            return "the used claims do not state both lives' birth and death"
        assert isinstance(born.value, DateValue) and isinstance(died.value, DateValue)
        days = lifespan_days(born.value, died.value)
        if days is None:
            return "a death in the used claims does not follow its birth"
        spans.append((born.subject, days))
    (a, da), (b, db) = spans
    winner = a if da[0] > db[1] else (b if db[0] > da[1] else None)
    if winner is None or not _same(winner, answer):
        return f"recomputed from the claims, {answer!r} did not surely live longer"
    return None
