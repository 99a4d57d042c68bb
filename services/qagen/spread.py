"""The order a graph's comparisons are asked in across rounds: the widest apart first.

The judge rejects a comparison whose answer the graph's earlier accepted items imply
(``services/judge/implied.py``: *A before B* and *B before C* settle *A or C*). Of the
subjects one relation orders, a pair next to each other in the order is never implied,
and a pair is implied only through pairs lying inside it, each narrower. Asked widest
first (the pair's distance in the order its pool states), no comparison is ever implied
by those asked before it, so a graph whose four people were born in turn gives its six
pairs over the rounds instead of the three of a chain (HotpotQA groups whose rounds 2
and 3 were all rejected as implied).
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.llm.replies import QADraft
from shared.messages.qa import Pattern
from shared.metrics.normalize import normalize_answer

__all__ = ["widest_first"]

_ORDERS = frozenset({"first", "more", "lived"})
"""Operations whose answer is the first of its options in a strict order (as the judge's
``implied.ORDERS``)."""


def _order(draft: QADraft) -> tuple[str, str, list[str]] | None:
    """(order key, winner, options) of an ordering comparison, else ``None``."""
    computed = draft.computed
    op, relation = computed.get("op", ""), computed.get("relation", "")
    winner = normalize_answer(computed.get("value", ""))
    options = [normalize_answer(computed[k]) for k in ("a", "b", "c") if computed.get(k)]
    if op not in _ORDERS or not relation or winner not in options:
        return None
    return f"{op}#{relation}#{computed.get('detail', '')}", winner, options


def _options(order: tuple[str, str, list[str]] | None) -> list[str]:
    assert order is not None
    return order[2]


def _ranks(orders: Sequence[tuple[str, str, list[str]]]) -> dict[tuple[str, str], int]:
    """Each subject's place in its key's order: how many subjects the pool's comparisons
    put before it, directly or through others."""
    before: dict[tuple[str, str], set[str]] = {}
    for key, winner, options in orders:
        for loser in options:
            if loser != winner:
                before.setdefault((key, loser), set()).add(winner)
    ranks: dict[tuple[str, str], int] = {}
    for key, _, options in orders:
        for name in options:
            seen: set[str] = set()
            todo = [name]
            while todo:
                for earlier in before.get((key, todo.pop()), ()):
                    if earlier not in seen:
                        seen.add(earlier)
                        todo.append(earlier)
            ranks[(key, name)] = len(seen)
    return ranks


def widest_first(pool: Sequence[tuple[Pattern, QADraft]], drawn: list[int]) -> list[int]:
    """``drawn`` (indices into ``pool``) with its ordering comparisons, in the places they
    hold, reordered widest first (stable among equals), pairs before triples; other drafts
    keep their places, so the pattern mix of the first items is unchanged."""
    orders = {i: _order(pool[i][1]) for i in drawn}
    found = [o for o in orders.values() if o is not None]
    if len(found) < 2:
        return drawn
    ranks = _ranks(found)

    def width(index: int) -> int:
        order = orders[index]
        assert order is not None, index
        places = [ranks[(order[0], name)] for name in order[2]]
        return max(places) - min(places)

    slots = [k for k, i in enumerate(drawn) if orders[i] is not None]
    # a triple (``Who was born first: A, B or C?``) takes two pairs with it (the judge's
    # "reuses 2 entities"): asked after every pair, never in a pair's place
    ordered = sorted((drawn[k] for k in slots),
                     key=lambda i: (len(_options(orders[i])) > 2, -width(i)))  # fmt: skip
    out = list(drawn)
    for k, index in zip(slots, ordered, strict=True):
        out[k] = index
    return out
