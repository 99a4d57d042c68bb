"""Agreement of a judge panel: Fleiss' kappa over a round's items."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["fleiss_kappa"]


def fleiss_kappa(ratings: Sequence[Sequence[bool]]) -> float | None:
    """Fleiss' kappa for binary verdicts: one row per item, one vote per judge.

    Items with fewer than two votes are skipped; every kept item must have the same
    number of votes. Returns ``None`` when no item has two votes, and 1.0 when all
    votes fall in one category (perfect agreement with no chance term to correct).
    """
    rows = [list(r) for r in ratings if len(r) >= 2]
    if not rows:
        return None
    n = len(rows[0])
    odd = next((index for index, r in enumerate(rows) if len(r) != n), None)
    if odd is not None:
        raise ValueError(
            f"every item needs the same number of judges for Fleiss' kappa: the first "
            f"rated item has {n} votes, rated item {odd} has {len(rows[odd])}"
        )
    items = len(rows)
    yes = [sum(r) for r in rows]
    p_yes = sum(yes) / (items * n)
    p_e = p_yes**2 + (1 - p_yes) ** 2
    p_i = [(y * (y - 1) + (n - y) * (n - y - 1)) / (n * (n - 1)) for y in yes]
    p_bar = sum(p_i) / items
    if p_e == 1.0:
        return 1.0
    return (p_bar - p_e) / (1 - p_e)
