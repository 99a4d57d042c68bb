"""Macro average over a window of rounds (spec eq. 5)."""

from __future__ import annotations

import pytest

from shared.errors import InputError
from shared.stats.window import macro_average


def test_last_t_rounds_weigh_equally() -> None:
    """The window takes the most recent T scored rounds; each counts once."""
    scores = {"r1": 0.2, "r2": 0.4, "r3": None, "r4": 0.8}
    result = macro_average(scores, window=2)
    assert result.rounds == ("r2", "r4")
    assert result.mean == pytest.approx(0.6)
    assert result.complete


def test_all_rounds_and_short_history() -> None:
    """No window averages all rounds; a window longer than history is marked incomplete."""
    scores = {"r1": 0.2, "r2": 0.4}
    assert macro_average(scores).mean == pytest.approx(0.3)
    short = macro_average(scores, window=5)
    assert short.rounds == ("r1", "r2") and not short.complete
    assert macro_average({}).mean is None


def test_window_must_be_positive() -> None:
    """A window of zero rounds is an input error."""
    with pytest.raises(InputError, match="at least one round"):
        macro_average({"r1": 1.0}, window=0)
