"""What a leaked model remembers: a round's items, or the facts under them.

Two memories stand for the two ways a round can leak into a model:

- ``ItemMemory`` learned the items themselves (question -> gold answer). It recalls an
  answer only when a new item asks *the same thing*: the same normalised question, or the
  same pattern and operation over the same facts in the same order (the rule generators
  compute the answer from exactly those, so the remembered answer is the answer). Anything
  else is not recalled - a fuzzy question match would map "Which happened first: A or B?"
  onto a remembered "How many years passed between A and B?" and answer "1 year".
- ``FactMemory`` learned the facts of the round: each used claim (its source and text ->
  its value). A new item is *covered* when every fact it uses was learned; a model that
  knows those facts and reasons without error answers it correctly. It is the upper bound
  of what a fact leak can buy.

A fact is known by its source (normalised URL, else title) and its normalised claim text,
so the same claim re-extracted in a later round is the same fact. ``fact_overlap`` measures
the share of a round's used facts that an earlier round already used.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from shared.messages.qa import QAItem, UsedClaim
from shared.metrics.citations import normalize_url
from shared.metrics.normalize import normalize_answer

__all__ = [
    "FactMemory",
    "FactOverlap",
    "ItemMemory",
    "fact_key",
    "fact_overlap",
    "item_facts",
    "item_signature",
]

FactKey = tuple[str, str]
Signature = tuple[str, str, tuple[FactKey, ...]]


def fact_key(claim: UsedClaim) -> FactKey:
    """A claim as a fact: (normalised source, normalised claim text)."""
    if claim.url:
        return f"url:{normalize_url(claim.url)}", normalize_answer(claim.claim)
    return f"title:{normalize_answer(claim.title)}", normalize_answer(claim.claim)


def item_facts(item: QAItem) -> tuple[FactKey, ...]:
    """The facts an item uses, in the order of its used claims."""
    return tuple(fact_key(claim) for claim in item.used_claims)


def item_signature(item: QAItem) -> Signature | None:
    """(pattern, operation, ordered facts) of an item; None when it uses no claims."""
    if not item.used_claims:
        return None
    return item.pattern or "", item.computed.get("op", ""), item_facts(item)


class ItemMemory:
    """Items leaked into a model: recalled only for the same question or the same ask."""

    def __init__(self) -> None:
        self._by_question: dict[str, str] = {}
        self._by_signature: dict[Signature, str] = {}

    def __len__(self) -> int:
        return len(self._by_question)

    def learn(self, items: Iterable[QAItem]) -> int:
        """Remember each item's gold answer; returns how many questions are remembered."""
        for item in items:
            self._by_question[normalize_answer(item.question)] = item.answers[0]
            signature = item_signature(item)
            if signature is not None:
                self._by_signature[signature] = item.answers[0]
        return len(self._by_question)

    def forget(self) -> None:
        """Empty the memory."""
        self._by_question.clear()
        self._by_signature.clear()

    def recall(self, question: str, item: QAItem | None = None) -> str | None:
        """The remembered answer when ``question`` (or ``item``) asks a remembered thing."""
        found = self._by_question.get(normalize_answer(question))
        if found is not None or item is None:
            return found
        signature = item_signature(item)
        return self._by_signature.get(signature) if signature is not None else None


class FactMemory:
    """Facts leaked into a model: an item is covered when all its facts were learned."""

    def __init__(self) -> None:
        self._facts: dict[FactKey, str] = {}

    def __len__(self) -> int:
        return len(self._facts)

    def learn(self, items: Iterable[QAItem]) -> int:
        """Remember the facts (claim text by fact) of ``items``; returns how many are known."""
        for item in items:
            for claim in item.used_claims:
                self._facts[fact_key(claim)] = claim.claim
        return len(self._facts)

    def forget(self) -> None:
        """Empty the memory."""
        self._facts.clear()

    def covers(self, item: QAItem) -> bool:
        """True when every fact ``item`` uses is known (and it uses at least one)."""
        facts = item_facts(item)
        return bool(facts) and all(fact in self._facts for fact in facts)


@dataclass(frozen=True, slots=True)
class FactOverlap:
    """How many of a later round's used facts an earlier round already used."""

    shared: int
    """Distinct facts of the later round that the earlier round used too."""

    later: int
    """Distinct facts the later round uses."""

    covered_items: int
    """Later items whose facts all appeared in the earlier round."""

    items: int
    """Later items."""

    @property
    def rate(self) -> float | None:
        """``shared / later``; None when the later round uses no facts."""
        return self.shared / self.later if self.later else None

    @property
    def covered_rate(self) -> float | None:
        """Share of later items fully covered by the earlier round's facts."""
        return self.covered_items / self.items if self.items else None


def fact_overlap(earlier: Sequence[QAItem], later: Sequence[QAItem]) -> FactOverlap:
    """Fact-level overlap of round ``later`` with round ``earlier``."""
    memory = FactMemory()
    memory.learn(earlier)
    before = {fact for item in earlier for fact in item_facts(item)}
    after = {fact for item in later for fact in item_facts(item)}
    return FactOverlap(
        shared=len(after & before),
        later=len(after),
        covered_items=sum(1 for item in later if memory.covers(item)),
        items=len(later),
    )
