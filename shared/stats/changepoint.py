"""Change points of a per-round score series: a round outside the previous window's band.

For round ``t`` the previous window is the ``T`` scored rounds before it. Its interval
is the window's average confidence interval, ``[mean(ci_low), mean(ci_high)]``: the
band one round's score is expected in at the window's level, with one round's
sampling width. A round whose point score lies below it is flagged ``down`` (a
regression), above it ``up``. With a steady agent a round falls outside about as often
as its own interval misses (≈ 5% at 95% intervals); the first round, which has no
window, is never flagged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from shared.errors import InputError

__all__ = ["Direction", "RoundScore", "Shift", "change_points", "window_interval"]

Direction = Literal["down", "up"]


@dataclass(frozen=True, slots=True)
class RoundScore:
    """One round's score with its confidence interval."""

    round_id: str
    mean: float
    ci_low: float | None
    """None when the round's interval is undefined (fewer than two items)."""
    ci_high: float | None


@dataclass(frozen=True, slots=True)
class Shift:
    """A round whose score left the previous window's interval."""

    round_id: str
    direction: Direction
    score: float
    low: float
    """Lower end of the previous window's interval."""
    high: float
    """Upper end of the previous window's interval."""
    window: tuple[str, ...]
    """The rounds of the previous window, oldest first."""


def window_interval(scores: Sequence[RoundScore]) -> tuple[float, float] | None:
    """The average interval of ``scores`` with a defined interval (``None`` when none has)."""
    bounds = [
        (s.ci_low, s.ci_high) for s in scores if s.ci_low is not None and s.ci_high is not None
    ]
    if not bounds:
        return None
    n = len(bounds)
    return sum(low for low, _ in bounds) / n, sum(high for _, high in bounds) / n


def change_points(scores: Sequence[RoundScore], window: int) -> list[Shift | None]:
    """For each round (oldest first), its shift against the previous ``window`` rounds."""
    if window < 1:
        raise InputError(
            f"the change-point window must hold at least one round, got {window}",
            hint="set controller_window to 1 or more",
        )
    out: list[Shift | None] = []
    for index, score in enumerate(scores):
        previous = scores[max(0, index - window) : index]
        interval = window_interval(previous)
        if interval is None:
            out.append(None)
            continue
        low, high = interval
        direction: Direction | None = (
            "down" if score.mean < low else "up" if score.mean > high else None
        )
        out.append(
            None
            if direction is None
            else Shift(score.round_id, direction, score.mean, low, high,
                       tuple(s.round_id for s in previous))
        )  # fmt: skip
    return out
