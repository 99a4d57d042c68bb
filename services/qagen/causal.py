"""Causal items: a chain A -> B -> C whose links come from different documents.

One claim says A led to B, another (from another document) says B led to C: the item
asks what A ultimately led to, and the answer is C. B (the middle) is matched across the
two claims by its words (rapidfuzz token-set similarity of at least 85, or the same
named entity as its head). A and C must read as noun phrases of at most ten words
(no finite verb, no pronoun, no bare description), or no item is made: two causal
claims that do not chain are never glued together, and each miss is counted.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from services.qagen.drafting import MAX_PAIRS, used_claim
from services.qagen.fact_index import FactIndex
from shared.llm.replies import QADraft
from shared.messages.claims import Claim, ClaimBucket
from shared.text.phrases import CauseEffect
from shared.text.phrases import cause_effect as _cause_effect

__all__ = ["chains", "is_noun_phrase"]

_VERBISH = re.compile(
    r"\b(?:is|are|was|were|be|been|being|has|have|had|do|does|did|will|would|can|could|"
    r"may|might|must|shall|should|said|says|say|that|which|who|whether|if|when|while|"
    r"he|she|it|its|they|their|them|his|her|this|these|those|there)\b",
    re.I,
)
_BARE = re.compile(r"^(?:the|this|that|these|those)\s+\w+$", re.I)


def is_noun_phrase(text: str) -> bool:
    """Whether ``text`` can stand in a question as a noun phrase (a cheap, strict test)."""
    words = text.split()
    if not 1 <= len(words) <= 10 or _VERBISH.search(text) or _BARE.match(text):
        return False
    if any(
        w.lower().endswith("ed")
        and i > 0
        and words[i - 1][:1].islower()
        and words[i - 1].lower() not in {"the", "a", "an"}
        for i, w in enumerate(words)
    ):
        return False  # "engines tended": a clause
    return not text.endswith((",", ";", ":"))


@dataclass(frozen=True, slots=True)
class _Link:
    bucket: ClaimBucket
    claim: Claim
    link: CauseEffect


@lru_cache(maxsize=65536)
def cause_effect(text: str) -> CauseEffect | None:
    """``phrases.cause_effect``, remembered (claims recur across graphs and rounds)."""
    return _cause_effect(text)


def _strip_article(text: str) -> str:
    return re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I)


def chains(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts over cross-document causal chains, in a seeded order."""
    skips = index.skips
    links = []
    for bucket in index.buckets:
        for claim in bucket.claims:
            found = cause_effect(claim.text)
            if found is not None:
                links.append(_Link(bucket, claim, found))
    pairs = [(x, y) for x in links for y in links
             if x.bucket.doc_id != y.bucket.doc_id and x.bucket.url != y.bucket.url]  # fmt: skip
    rand.shuffle(pairs)
    made = 0
    for x, y in pairs[:MAX_PAIRS]:
        middle_a, middle_b = _strip_article(x.link.effect), _strip_article(y.link.cause)
        if fuzz.token_set_ratio(middle_a.lower(), middle_b.lower()) < 85:
            continue
        start, end = x.link.cause, y.link.effect
        if not (is_noun_phrase(start) and is_noun_phrase(end)):
            skips["causal: chain ends are not noun phrases"] += 1
            continue
        start = start[0].lower() + start[1:] if start.split()[0] in ("The", "A", "An") else start
        made += 1
        yield QADraft(
            used_claims=(used_claim(x.bucket, x.claim), used_claim(y.bucket, y.claim)),
            question=f"What did {start} ultimately lead to?",
            answer=end[0].upper() + end[1:],
            reasoning_steps=(
                f"{x.link.cause} led to {x.link.effect}.",
                f"{y.link.cause} led to {y.link.effect}.",
            ),
            computed={"op": "chain", "middle": middle_a},
        )
    if not made:
        skips["causal: no cross-document chain"] += 1
