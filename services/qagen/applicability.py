"""Which reasoning patterns a set of claim buckets supports — the spec's rules.

- temporal: at least 2 buckets each with a claim stating an explicit date or year;
- comparison: at least 2 buckets each with a claim stating a numeric value;
- causal: at least 2 buckets each with a claim carrying a causal phrase: the spec's
  ``cause[sd]? | lead[s]? to | result(ed)? in`` or any connective ``shared.text.causal``
  knows (``led to``, ``because``, ``due to`` ... which the spec's regex misses);
- conjunction: at least 3 buckets.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern
from shared.quality.validate import MIN_BUCKETS
from shared.text.causal import has_causal
from shared.text.dates import has_date
from shared.text.numbers import has_number

__all__ = ["MIN_BUCKETS", "SPEC_CAUSE_RX", "applicable", "bucket_counts", "claim_kinds"]

SPEC_CAUSE_RX = re.compile(r"(cause[sd]?|lead[s]? to|result(?:ed)? in)", re.IGNORECASE)
"""The spec's causal-phrase regex, used as written for applicability."""



@lru_cache(maxsize=65536)
def claim_kinds(text: str) -> frozenset[str]:
    """Which pattern-relevant features a claim has: ``date``, ``number``, ``causal``."""
    kinds = set()
    if has_date(text):
        kinds.add("date")
    if has_number(text):
        kinds.add("number")
    if SPEC_CAUSE_RX.search(text) or has_causal(text):
        kinds.add("causal")
    return frozenset(kinds)


def bucket_counts(buckets: Sequence[ClaimBucket]) -> dict[Pattern, int]:
    """For each pattern, how many buckets qualify (all buckets count for conjunction)."""
    with_kind = {"date": 0, "number": 0, "causal": 0}
    for bucket in buckets:
        kinds: set[str] = set()
        for claim in bucket.claims:
            kinds |= claim_kinds(claim.text)
        for kind in kinds:
            with_kind[kind] += 1
    return {
        "temporal": with_kind["date"],
        "comparison": with_kind["number"],
        "causal": with_kind["causal"],
        "conjunction": sum(1 for b in buckets if b.claims),
    }


def applicable(buckets: Sequence[ClaimBucket]) -> tuple[Pattern, ...]:
    """The patterns whose minimum number of qualifying buckets is met, in spec order."""
    counts = bucket_counts(buckets)
    return tuple(p for p, need in MIN_BUCKETS.items() if counts[p] >= need)
