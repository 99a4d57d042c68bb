"""Balanced random selection: the SRS's ``weight = max_count + 1 - current_count``.

Every unit (a page, a page pair, a category) has a count of queries already drawn
from it; a unit's weight is the largest count plus one minus its own, so units with
fewer queries are drawn more often and every weight is at least 1.

Generation spends a quota per query kind over a :class:`CandidatePool`: :func:`plan`
shares the quota evenly among the subtypes that have candidates, :func:`draw` picks a
unit with a :class:`BalancedPicker` and takes one of its candidates, :func:`spend` runs
the plan and then refills from the subtypes that still have candidates.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from random import Random

from shared.kb.candidates import Candidate

__all__ = ["BalancedPicker", "CandidatePool", "Prefer", "draw", "plan", "quotas", "share_cap",
           "spend"]

Prefer = Callable[[str, list[str]], list[str]]
"""Narrows the units a subtype may be drawn from (e.g. to circular pairs first)."""


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


class CandidatePool:
    """Unused candidates per (unit, subtype), drawn with kind rotation for variety.

    A candidate's kind is its key's prefix unless ``kind`` says otherwise (the negatives
    rotate their question patterns, :func:`~shared.kb.candidates.template_of`).
    """

    def __init__(self, rng: Random, kind: Callable[[Candidate], str] | None = None) -> None:
        self._rng = rng
        self._kind = kind or (lambda c: c.key.split(":", 1)[0])
        self._items: dict[tuple[str, str], list[Candidate]] = defaultdict(list)
        self._kinds: Counter[tuple[str, str]] = Counter()
        self._seen: set[str] = set()

    def add(self, unit: str, subtype: str, candidates: list[Candidate]) -> None:
        """Pool ``candidates`` of ``subtype`` proposed for ``unit``."""
        self._items[(unit, subtype)].extend(candidates)

    def units(self, subtype: str) -> list[str]:
        """Units that still hold candidates of ``subtype``, sorted."""
        return sorted(u for (u, s), items in self._items.items() if s == subtype and items)

    def subtypes(self) -> set[str]:
        """Subtypes that still have candidates somewhere."""
        return {s for (_, s), items in self._items.items() if items}

    def take(self, unit: str, subtype: str) -> Candidate | None:
        """A random unused candidate of the least-drawn kind; None when the unit runs dry.

        A candidate whose key or question was already taken is dropped, not returned.
        """
        items = self._items[(unit, subtype)]
        while items:
            kinds = sorted({self._kind(c) for c in items})
            low = min(self._kinds[(subtype, k)] for k in kinds)
            kind = self._rng.choice([k for k in kinds if self._kinds[(subtype, k)] == low])
            options = [c for c in items if self._kind(c) == kind]
            chosen = self._rng.choice(options)
            items.remove(chosen)
            if chosen.key in self._seen or chosen.query.lower() in self._seen:
                continue
            self._seen.update((chosen.key, chosen.query.lower()))
            self._kinds[(subtype, kind)] += 1
            return chosen
        return None


    def put_back(self, unit: str, subtype: str, candidates: list[Candidate]) -> None:
        """Return taken but unused candidates (checked after the one accepted) to the pool."""
        for candidate in candidates:
            self._seen.discard(candidate.key)
            self._seen.discard(candidate.query.lower())
            self._kinds[(subtype, self._kind(candidate))] -= 1
        self._items[(unit, subtype)].extend(candidates)


def share_cap(share: float, total: int) -> int:
    """How many of ``total`` asked one kind may fill: ``share`` of ``total`` rounded down
    (one at least). It bounds a kind's share of the count asked, not of what a run manages
    to write: a KB whose drafts pass in few kinds keeps them (no trim after selection)."""
    return max(1, math.floor(share * total + 1e-9))


def plan(total: int, subtypes: tuple[str, ...], pool: CandidatePool) -> list[str]:
    """The subtype of each of ``total`` draws, interleaved, over subtypes with candidates."""
    available = [s for s in subtypes if s in pool.subtypes()]
    share = quotas(total, available)
    order: list[str] = []
    for round_index in range(max(share.values(), default=0)):
        order.extend(s for s in available if share[s] > round_index)
    return order


def spend(
    total: int, subtypes: tuple[str, ...], pool: CandidatePool, picker: BalancedPicker, rng: Random,
    prefer: Prefer | None = None,
) -> tuple[list[Candidate], dict[str, int]]:
    """Up to ``total`` candidates, and the shortfall (``total`` and per planned subtype)."""
    chosen: list[Candidate] = []
    short: Counter[str] = Counter()
    for subtype in plan(total, subtypes, pool):
        candidate = draw(subtype, pool, picker, rng, prefer)
        if candidate is None:
            short[subtype] += 1
        else:
            chosen.append(candidate)
    refill = [s for s in subtypes if s in pool.subtypes()]
    while len(chosen) < total and refill:
        for subtype in list(refill):
            if len(chosen) >= total:
                break
            candidate = draw(subtype, pool, picker, rng, prefer)
            if candidate is None:
                refill.remove(subtype)
            else:
                chosen.append(candidate)
    missing = total - len(chosen)
    return chosen, ({"total": missing, **short} if missing > 0 else {})


def draw(
    subtype: str, pool: CandidatePool, picker: BalancedPicker, rng: Random,
    prefer: Prefer | None,
) -> Candidate | None:
    """One candidate of ``subtype`` from a balanced pick of units; None when none is left."""
    units = pool.units(subtype)
    while units:
        eligible = prefer(subtype, units) if prefer is not None else units
        unit = picker.pick(eligible, rng)
        candidate = pool.take(unit, subtype)
        if candidate is not None:
            picker.used(unit)
            return candidate
        units = pool.units(subtype)
    return None
