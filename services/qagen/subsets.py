"""Choosing k of a graph's n documents, as in the spec's C(15,3) = 455 example."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

from services.qagen.applicability import applicable
from shared.messages.claims import ClaimBucket

__all__ = ["MAX_ENUMERATED", "choose_subset"]

MAX_ENUMERATED = 2000
"""Above this many combinations, a seeded sample of them is scored instead of all."""


def choose_subset(
    buckets: Sequence[ClaimBucket], k: int, rand: random.Random
) -> tuple[ClaimBucket, ...]:
    """k buckets chosen by ``rand``, preferring subsets that make more patterns applicable.

    Among the subsets with the most applicable patterns one is drawn uniformly, so the
    choice varies with the seed while favouring subsets the generator can use.
    """
    usable = [b for b in buckets if b.claims]
    if len(usable) <= k:
        return tuple(usable)
    total = math.comb(len(usable), k)
    if total <= MAX_ENUMERATED:
        combos = list(itertools.combinations(range(len(usable)), k))
    else:
        combos = list(
            {tuple(sorted(rand.sample(range(len(usable)), k))) for _ in range(MAX_ENUMERATED)}
        )
        combos.sort()
    scored = [(len(applicable([usable[i] for i in c])), c) for c in combos]
    best = max(score for score, _ in scored)
    top = [c for score, c in scored if score == best]
    chosen = top[rand.randrange(len(top))]
    return tuple(usable[i] for i in chosen)
