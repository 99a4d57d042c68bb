"""Macro average over a window of rounds (spec eq. 5): Score_macro = (1/T) Σ_j Agg(D_tj, M).

Rounds are given oldest first; the window takes the most recent ``T`` that have a score,
each round weighing the same however many items it had.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from shared.errors import InputError

__all__ = ["WindowAverage", "macro_average"]


@dataclass(frozen=True, slots=True)
class WindowAverage:
    """Macro average of per-round scores over a window."""

    rounds: tuple[str, ...]
    """Rounds averaged, oldest first."""

    window: int | None
    """Requested window size T; None for all rounds."""

    mean: float | None
    """Macro average; None when no round has a score."""

    @property
    def complete(self) -> bool:
        """True when the window held as many scored rounds as requested."""
        return self.window is None or len(self.rounds) == self.window


def macro_average(
    round_scores: Mapping[str, float | None], window: int | None = None
) -> WindowAverage:
    """Average the last ``window`` scored rounds of ``round_scores`` (oldest first).

    Rounds whose score is None (no items for the agent) are skipped before windowing.
    """
    if window is not None and window < 1:
        raise InputError(
            f"the window must hold at least one round, got {window}",
            hint="use --window T with T >= 1, or leave it unset for all rounds",
        )
    scored = [(name, score) for name, score in round_scores.items() if score is not None]
    if window is not None:
        scored = scored[-window:]
    mean = sum(score for _, score in scored) / len(scored) if scored else None
    return WindowAverage(rounds=tuple(name for name, _ in scored), window=window, mean=mean)
