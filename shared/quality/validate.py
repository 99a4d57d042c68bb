"""Checks every candidate passes before it leaves qagen (the judge repeats them).

- each used claim exists in the buckets with the same text;
- the claims come from at least the pattern's minimum number of documents;
- the answer does not appear in the question (choice questions excepted: their answer
  is one of the options they name);
- temporal and comparison answers are recomputed from the claims' own values and must
  agree with what the generator said.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern
from shared.metrics.normalize import normalize_answer
from shared.quality.recompute import recompute_problem
from shared.text.dates import DateMention, find_dates
from shared.text.numbers import Quantity, compatible, find_quantities

__all__ = [
    "MIN_BUCKETS",
    "answer_leaks",
    "distinct_documents",
    "intrinsic_problems",
    "validate_draft",
]

MIN_BUCKETS: dict[Pattern, int] = {"temporal": 2, "comparison": 2, "causal": 2, "conjunction": 3}
"""The fewest documents each pattern must draw on (QUALITY.md, mark M)."""

_FACT_OPS = {"first", "more", "nationality", "interval", "bridge", "chain", "lived",
             "intersection"}
_INT = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_REL_TOL = 0.01


def answer_leaks(question: str, answer: str) -> bool:
    """Whether the normalised answer appears as whole words in the normalised question."""
    a, q = normalize_answer(answer), normalize_answer(question)
    return bool(a) and a in q and re.search(rf"(?:^|\s){re.escape(a)}(?:\s|$)", q) is not None


@lru_cache(maxsize=65536)
def _dates(text: str) -> tuple[DateMention, ...]:
    """Dates of a claim; claims recur across many candidates, so this is cached."""
    return tuple(find_dates(text))


@lru_cache(maxsize=65536)
def _quantities(text: str) -> tuple[Quantity, ...]:
    """Figures of a claim (cached like ``_dates``)."""
    return tuple(find_quantities(text))


def _single_quantity(text: str) -> Quantity | None:
    found = _quantities(text)
    return found[0] if len(found) == 1 else None


def _numbers(text: str) -> list[float]:
    return [float(m.group().replace(",", "")) for m in _INT.finditer(text)]


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=_REL_TOL, abs_tol=1e-9)


def _check_temporal(draft: QADraft) -> str | None:
    mentions = [_dates(c.claim) for c in draft.used_claims]
    years = sorted({m.year for found in mentions for m in found})
    if len(years) < 2:
        return "temporal item rests on fewer than two dated claims"
    gaps = {abs(a - b) for a, b in itertools.combinations(years, 2)}
    op = draft.computed.get("op")
    if op == "years_between":
        value = int(draft.computed["value"])
        stated = _numbers(draft.answer)
        if value not in gaps or not stated or int(stated[0]) != value:
            return f"years between recomputed from the claims {years} do not give {draft.answer!r}"
        return None
    if op == "earlier":
        earliest = min((m for found in mentions for m in found), key=lambda m: m.earliest)
        if draft.computed.get("value") != earliest.value:
            return f"the earliest claim date is {earliest.value}, not {draft.computed.get('value')}"
        return None
    stated = _numbers(draft.answer)
    if not stated:
        return None
    first = stated[0]
    if first in years or (first.is_integer() and int(first) in gaps):
        return None
    return f"answer {draft.answer!r} is neither a claim year {years} nor a gap {sorted(gaps)}"


def _check_comparison(draft: QADraft) -> str | None:
    quantities = [q for c in draft.used_claims for q in _quantities(c.claim)]
    if len(quantities) < 2:
        return "comparison item rests on fewer than two figures"
    op = draft.computed.get("op")
    if op in {"difference", "ratio", "larger"}:
        single = [_single_quantity(c.claim) for c in draft.used_claims]
        if any(q is None for q in single):
            return "a claim of the comparison has no single figure"
        a, b = single[0], single[1]
        assert a is not None and b is not None
        if not compatible(a, b):
            return f"{a.text!r} and {b.text!r} measure different things"
        big, small = max(a, b, key=lambda q: q.base_value), min(a, b, key=lambda q: q.base_value)
        expected = {
            "difference": (big.base_value - small.base_value) / a.factor,
            "ratio": big.base_value / small.base_value,
            "larger": big.base_value,
        }[op]
        if not _close(float(draft.computed["value"]), expected):
            return f"recomputed {op} is {expected:g}, not {draft.computed['value']}"
        if op == "larger" and draft.answer != big.text:
            return f"the larger figure is {big.text!r}, not {draft.answer!r}"
        return None
    stated = [q.base_value for q in find_quantities(draft.answer)] or _numbers(draft.answer)
    if not stated:
        return None
    derivable = {q.base_value for q in quantities}
    for x, y in itertools.permutations(quantities, 2):
        if compatible(x, y) and y.base_value:
            derivable |= {x.base_value - y.base_value, x.base_value / y.base_value}
    if any(_close(stated[0], d) for d in derivable):
        return None
    return f"answer value {stated[0]:g} cannot be derived from the claims' figures"


def validate_draft(draft: QADraft, pattern: Pattern, buckets: Sequence[ClaimBucket]) -> list[str]:
    """Reasons the draft is invalid; an empty list means it passes."""
    reasons: list[str] = []
    index: Mapping[tuple[int, str], str] = {
        (b.doc_id, c.claim_id): c.text for b in buckets for c in b.claims
    }
    for used in draft.used_claims:
        text = index.get((used.doc_id, used.claim_id))
        if text is None:
            reasons.append(f"used claim {used.claim_id} (doc {used.doc_id}) is not in the buckets")
        elif " ".join(text.split()) != " ".join(used.claim.split()):
            reasons.append(f"used claim {used.claim_id} differs from the bucket's text")
    return reasons or intrinsic_problems(draft, pattern)


def distinct_documents(draft: QADraft) -> int:
    """Documents the used claims come from, distinct by URL and by content."""
    urls = {u.url or f"doc:{u.doc_id}" for u in draft.used_claims}
    contents = {u.content_hash or f"doc:{u.doc_id}" for u in draft.used_claims}
    ids = {u.doc_id for u in draft.used_claims}
    return min(len(urls), len(contents), len(ids))


def intrinsic_problems(draft: QADraft, pattern: Pattern) -> list[str]:
    """The checks that need only the draft itself (the judge re-runs these)."""
    reasons: list[str] = []
    docs = distinct_documents(draft)
    if docs < MIN_BUCKETS[pattern]:
        reasons.append(
            f"{pattern} needs claims from {MIN_BUCKETS[pattern]} documents "
            f"(distinct by URL and content), got {docs}"
        )
    if draft.computed.get("choice") != "true" and answer_leaks(draft.question, draft.answer):
        reasons.append("the answer appears in the question")
    if not reasons:
        problem = recompute_problem(draft.computed, draft.used_claims, draft.answer)
        if problem is None:
            problem = year_interval_problem(draft.question, draft.computed)
        if problem is None and draft.computed.get("op") not in _FACT_OPS:
            check = {"temporal": _check_temporal, "comparison": _check_comparison}.get(pattern)
            problem = check(draft) if check else None
        if problem:
            reasons.append(problem)
    return reasons


def year_interval_problem(question: str, computed: Mapping[str, str]) -> str | None:
    """Why an interval in years with an end known only to its year asks a count its dates
    cannot settle, or ``None``: the difference of the years is asked from the first event's
    year (``How many years after the birth year of X ...``, ``... after the year X was
    born``, ``the year when ...``), never as full years (any case) nor from
    the event itself (born 8 July 1974, a band founded in 1993: 18 or 19 full years)."""
    if computed.get("op") != "interval" or computed.get("unit") != "years":
        return None
    if not any(re.fullmatch(r"\d{4}", computed.get(k, "")) for k in ("a", "b")):
        return None
    from_year = re.search(r"\byear (?:of\b|(?:when|in which)\b|[A-Z])", question)
    if re.search(r"\bfull\s+years\b", question, re.IGNORECASE) or not from_year:
        return ("an interval with an end known only to its year is asked as a count of "
                "years the dates cannot settle (ask it from the first event's year)")
    return None
