"""The rule-based QA generator: deterministic templates whose answers are computed from claims.

- temporal: years between two dated events from different documents, or which came first;
- comparison: difference, ratio or the larger of two compatible figures (same currency,
  dimension or counted noun) from different documents;
- conjunction: the entity that satisfies three claims from three documents (its name is
  the answer, never in the question);
- causal: a cause-effect chain across documents (the effect of one claim is the cause in
  another), else a two-part question over two causal claims from different documents.

What it cannot do (an LLM generator can): paraphrase freely, combine claims whose link
is implicit, turn clauses into fluent noun phrases, or ask about figures it cannot parse;
questions quote the claim clauses they rest on (with the asked value masked).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from services.qagen.formatting import format_amount, format_number, format_ratio
from services.qagen.phrases import (
    CauseEffect,
    SubjectSplit,
    cause_effect,
    echo_question,
    event_without_date,
    single_date,
    single_quantity,
    split_subject,
)
from services.qagen.seeds import rng
from shared.llm.replies import QADraft
from shared.messages.claims import Claim, ClaimBucket
from shared.messages.qa import Pattern, UsedClaim
from shared.text.dates import DateMention
from shared.text.numbers import Quantity, compatible

__all__ = ["RULES_VERSION", "RuleQAGenerator", "used_claim"]

RULES_VERSION = "qagen-rules-1"
"""Version of these templates; part of θ so a change shows in the θ hash."""

_PERSON_HINTS = re.compile(
    r"\b(he|his|him|she|her|born|married|actor|actress|singer|player)\b", re.I
)
_MAX_PAIRS = 400  # claim pairs examined per pattern; bounded work on large graphs


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


@dataclass(frozen=True, slots=True)
class _Dated:
    bucket: ClaimBucket
    claim: Claim
    date: DateMention
    event: str


@dataclass(frozen=True, slots=True)
class _Figure:
    bucket: ClaimBucket
    claim: Claim
    quantity: Quantity
    asked: str


@dataclass(frozen=True, slots=True)
class _Said:
    bucket: ClaimBucket
    claim: Claim
    split: SubjectSplit


@dataclass(frozen=True, slots=True)
class _Causal:
    bucket: ClaimBucket
    claim: Claim
    link: CauseEffect


def _cross_pairs(items: Sequence[object], rand: random.Random) -> Iterator[tuple[object, object]]:
    """Pairs of items from different documents, in a seeded order, at most ``_MAX_PAIRS``."""
    pairs = [
        (a, b)
        for a, b in itertools.combinations(items, 2)
        if a.bucket.doc_id != b.bucket.doc_id  # type: ignore[attr-defined]
    ]
    rand.shuffle(pairs)
    yield from pairs[:_MAX_PAIRS]


def _years(n: int) -> str:
    return "1 year" if n == 1 else f"{n} years"


def _temporal(buckets: Sequence[ClaimBucket], rand: random.Random) -> Iterator[QADraft]:
    dated = []
    for bucket in buckets:
        for claim in bucket.claims:
            mention = single_date(claim.text)
            if mention is None:
                continue
            event = event_without_date(claim.text, mention)
            if event is not None:
                dated.append(_Dated(bucket, claim, mention, event))
    for a, b in _cross_pairs(dated, rand):
        assert isinstance(a, _Dated) and isinstance(b, _Dated)
        if a.date.year == b.date.year:
            continue
        used = (used_claim(a.bucket, a.claim), used_claim(b.bucket, b.claim))
        earlier, later = (a, b) if a.date.earliest < b.date.earliest else (b, a)
        gap = later.date.year - earlier.date.year
        steps = (
            f"Find when this happened: {a.event} ({a.date.text}).",
            f"Find when this happened: {b.event} ({b.date.text}).",
        )
        if rand.random() < 0.6:
            yield QADraft(
                used_claims=used,
                question=f"How many years passed between “{a.event}” and “{b.event}”?",
                answer=_years(gap),
                reasoning_steps=(
                    *steps,
                    f"Subtract the years: {later.date.year} − {earlier.date.year} = {gap}.",
                ),
                computed={
                    "op": "years_between",
                    "value": str(gap),
                    "aliases": str(gap),
                    "a": a.date.value,
                    "b": b.date.value,
                },
            )
        else:
            yield QADraft(
                used_claims=used,
                question=f"Which happened first: “{a.event}” or “{b.event}”?",
                answer=earlier.event,
                reasoning_steps=(*steps, f"{earlier.date.text} is earlier than {later.date.text}."),
                computed={
                    "op": "earlier",
                    "value": earlier.date.value,
                    "choice": "true",
                    "a": a.date.value,
                    "b": b.date.value,
                },
            )


def _comparison(buckets: Sequence[ClaimBucket], rand: random.Random) -> Iterator[QADraft]:
    figures = []
    for bucket in buckets:
        for claim in bucket.claims:
            quantity = single_quantity(claim.text)
            if quantity is None or quantity.base_value == 0:
                continue
            asked = echo_question(claim.text, quantity)
            if asked is not None:
                figures.append(_Figure(bucket, claim, quantity, asked))
    for x, y in _cross_pairs(figures, rand):
        assert isinstance(x, _Figure) and isinstance(y, _Figure)
        if not compatible(x.quantity, y.quantity) or x.quantity.base_value == y.quantity.base_value:
            continue
        big, small = (x, y) if x.quantity.base_value > y.quantity.base_value else (y, x)
        first, second = (big, small) if rand.random() < 0.5 else (small, big)
        used = (used_claim(first.bucket, first.claim), used_claim(second.bucket, second.claim))
        lead = f"{first.asked}, and {second.asked}?"
        steps = (
            f"Find the first figure: {first.quantity.text}.",
            f"Find the second figure: {second.quantity.text}.",
        )
        ratio = big.quantity.base_value / small.quantity.base_value
        choice = rand.random()
        if choice < 0.45:
            diff = (big.quantity.base_value - small.quantity.base_value) / first.quantity.factor
            answer = format_amount(diff, first.quantity)
            yield QADraft(
                used_claims=used,
                question=f"{lead} What is the difference between the two figures?",
                answer=answer,
                reasoning_steps=(*steps, f"Subtract the smaller from the larger: {answer}."),
                computed={"op": "difference", "value": repr(diff), "aliases": format_number(diff)},
            )
        elif choice < 0.75 and ratio >= 1.1:
            answer = format_ratio(ratio)
            yield QADraft(
                used_claims=used,
                question=f"{lead} How many times larger is the bigger figure than the smaller one?",
                answer=answer,
                reasoning_steps=(*steps, f"Divide the larger by the smaller: {answer}."),
                computed={
                    "op": "ratio",
                    "value": repr(ratio),
                    "aliases": answer.removesuffix(" times"),
                },
            )
        else:
            yield QADraft(
                used_claims=used,
                question=f"{lead} Which of the two figures is larger?",
                answer=big.quantity.text,
                reasoning_steps=(
                    *steps,
                    f"{big.quantity.text} is larger than {small.quantity.text}.",
                ),
                computed={"op": "larger", "value": repr(big.quantity.base_value)},
            )


def _mentions(text: str, names: Sequence[str]) -> bool:
    lowered = text.lower()
    return any(re.search(rf"\b{re.escape(n.lower())}\b", lowered) for n in names if n)


def _conjunction(buckets: Sequence[ClaimBucket], rand: random.Random) -> Iterator[QADraft]:
    said: list[_Said] = []
    for bucket in buckets:
        for claim in bucket.claims:
            split = split_subject(claim.text)
            if split is not None:
                said.append(_Said(bucket, claim, split))
    full_names = {s.split.subject for s in said if len(s.split.subject.split()) > 1}
    groups: dict[str, list[_Said]] = {}
    for item in said:
        name = item.split.subject
        if len(name.split()) == 1:  # "DiCaprio" joins "Leonardo DiCaprio" when unambiguous
            longer = [f for f in full_names if f.split()[-1] == name]
            if len(longer) == 1:
                name = longer[0]
        groups.setdefault(name, []).append(item)
    for name in sorted(groups):
        members = groups[name]
        aliases = {name, *(m.split.subject for m in members)}
        if len(name.split()) > 1:
            aliases.add(name.split()[-1])
        clean = [m for m in members if not _mentions(m.split.predicate, sorted(aliases))]
        by_doc: dict[int, list[_Said]] = {}
        for m in clean:
            by_doc.setdefault(m.bucket.doc_id, []).append(m)
        if len(by_doc) < 3:
            continue
        for _ in range(3):
            docs = rand.sample(sorted(by_doc), 3)
            picks = [rand.choice(by_doc[d]) for d in docs]
            preds = [p.split.predicate for p in picks]
            person = any(_PERSON_HINTS.search(m.claim.text) for m in members)
            who = "Who" if person else "What"
            yield QADraft(
                used_claims=tuple(used_claim(p.bucket, p.claim) for p in picks),
                question=f"{who} {preds[0]}, {preds[1]}, and {preds[2]}?",
                answer=name,
                reasoning_steps=tuple(f"{name} {p}." for p in preds),
                computed={
                    "op": "entity",
                    "value": name,
                    "aliases": " | ".join(sorted(aliases - {name})),
                },
            )


def _causal(buckets: Sequence[ClaimBucket], rand: random.Random) -> Iterator[QADraft]:
    links = []
    for bucket in buckets:
        for claim in bucket.claims:
            link = cause_effect(claim.text)
            if link is not None:
                links.append(_Causal(bucket, claim, link))
    pairs = list(_cross_pairs(links, rand))
    for a, b in pairs:  # chains first: a's effect is b's cause
        for x, y in ((a, b), (b, a)):
            assert isinstance(x, _Causal) and isinstance(y, _Causal)
            if fuzz.token_sort_ratio(x.link.effect.lower(), y.link.cause.lower()) >= 85:
                yield QADraft(
                    used_claims=(used_claim(x.bucket, x.claim), used_claim(y.bucket, y.claim)),
                    question=f"What did “{x.link.cause}” ultimately lead to?",
                    answer=y.link.effect,
                    reasoning_steps=(
                        f"{x.link.cause} led to {x.link.effect}.",
                        f"{y.link.cause} led to {y.link.effect}.",
                    ),
                    computed={"op": "chain"},
                )
    for a, b in pairs:
        assert isinstance(a, _Causal) and isinstance(b, _Causal)
        yield QADraft(
            used_claims=(used_claim(a.bucket, a.claim), used_claim(b.bucket, b.claim)),
            question=f"What led to “{a.link.effect}”, and what did “{b.link.cause}” result in?",
            answer=f"{a.link.cause}; {b.link.effect}",
            reasoning_steps=(
                f"The cause of “{a.link.effect}” is {a.link.cause}.",
                f"“{b.link.cause}” resulted in {b.link.effect}.",
            ),
            computed={"op": "two_links"},
        )


_GENERATORS: dict[Pattern, Callable[[Sequence[ClaimBucket], random.Random], Iterator[QADraft]]] = {
    "temporal": _temporal,
    "comparison": _comparison,
    "conjunction": _conjunction,
    "causal": _causal,
}


class RuleQAGenerator:
    """The ``QAGenerator`` of the rule engine."""

    @property
    def name(self) -> str:
        """Recorded as ``QAItem.generator``."""
        return "rules"

    async def generate(
        self, buckets: Sequence[ClaimBucket], *, pattern: Pattern, n_pairs: int, seed: int
    ) -> tuple[QADraft, ...]:
        """Up to ``n_pairs`` distinct drafts of ``pattern`` in a seeded order."""
        return self.generate_sync(buckets, pattern=pattern, n_pairs=n_pairs, seed=seed)

    def generate_sync(
        self, buckets: Sequence[ClaimBucket], *, pattern: Pattern, n_pairs: int, seed: int
    ) -> tuple[QADraft, ...]:
        """The synchronous core of ``generate`` (the rule engine does no I/O)."""
        rand = rng(seed, "rules", pattern)
        out: list[QADraft] = []
        questions: set[str] = set()
        for draft in _GENERATORS[pattern](buckets, rand):
            if draft.question in questions:
                continue
            questions.add(draft.question)
            out.append(draft)
            if len(out) >= n_pairs:
                break
        return tuple(out)
