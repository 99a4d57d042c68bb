"""Balanced random selection: the SRS's ``weight = max_count + 1 - current_count``.

Every unit (a page, a page pair, a category) has a count of queries already drawn
from it; a unit's weight is the largest count plus one minus its own, so units with
fewer queries are drawn more often and every weight is at least 1.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from random import Random

__all__ = ["BalancedPicker", "quotas"]


class BalancedPicker:
    """Draws units with weights that favour the least-used ones."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def weights(self, units: Sequence[str]) -> list[int]:
        """``max_count + 1 - count`` for each unit (max over all units ever counted)."""
        top = max(self.counts.values(), default=0)
        return [top + 1 - self.counts[unit] for unit in units]

    def pick(self, units: Sequence[str], rng: Random) -> str:
        """Draw one unit (``units`` must not be empty); the caller records it with :meth:`used`."""
        if not units:
            raise ValueError("cannot pick from no units")
        return rng.choices(list(units), weights=self.weights(units), k=1)[0]

    def used(self, unit: str) -> None:
        """Count one more query drawn from ``unit``."""
        self.counts[unit] += 1


def quotas(total: int, subtypes: Sequence[str]) -> dict[str, int]:
    """Split ``total`` as evenly as possible, earlier subtypes taking the remainder."""
    if not subtypes:
        return {}
    share, rest = divmod(max(total, 0), len(subtypes))
    return {name: share + (1 if index < rest else 0) for index, name in enumerate(subtypes)}
