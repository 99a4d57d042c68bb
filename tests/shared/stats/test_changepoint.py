"""Change points: a round outside the previous window's average interval is flagged."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.errors import InputError
from shared.stats.changepoint import RoundScore, change_points, window_interval


def _series(means: list[float], half: float = 0.1) -> list[RoundScore]:
    return [RoundScore(f"r{i:04d}", m, m - half, m + half) for i, m in enumerate(means, 1)]


def _shifted(score: RoundScore, offset: float) -> RoundScore:
    assert score.ci_low is not None and score.ci_high is not None, f"no interval: {score}"
    return RoundScore(score.round_id, score.mean + offset, score.ci_low + offset,
                      score.ci_high + offset)  # fmt: skip


def test_a_drop_below_the_window_band_is_a_regression() -> None:
    """0.6, 0.62, 0.58 then 0.3: the last round is below the band [0.5, 0.7] and flagged down."""
    shifts = change_points(_series([0.6, 0.62, 0.58, 0.3]), window=3)
    assert shifts[:3] == [None, None, None]
    last = shifts[3]
    assert last is not None and last.direction == "down" and last.round_id == "r0004"
    assert last.low == pytest.approx(0.5) and last.high == pytest.approx(0.7)
    assert last.window == ("r0001", "r0002", "r0003")


def test_a_jump_above_is_flagged_up_and_the_window_slides() -> None:
    """Only the last T rounds make the band: an old low round no longer counts."""
    shifts = change_points(_series([0.1, 0.6, 0.6, 0.85]), window=2)
    assert shifts[1] is not None and shifts[1].direction == "up"
    assert shifts[3] is not None and shifts[3].direction == "up"
    assert shifts[3].window == ("r0002", "r0003")
    assert window_interval([]) is None


def test_window_must_hold_a_round() -> None:
    """A window of zero rounds is refused with a hint."""
    with pytest.raises(InputError, match="at least one round"):
        change_points(_series([0.5]), window=0)


scores = st.lists(st.floats(min_value=0, max_value=1), min_size=1, max_size=30)


@given(scores, st.integers(min_value=1, max_value=8))
def test_a_steady_agent_is_never_flagged(values: list[float], window: int) -> None:
    """Every round scoring the same is never a change point, whatever the window."""
    assert change_points(_series([values[0]] * len(values)), window) == [None] * len(values)


@given(scores, st.integers(min_value=1, max_value=8))
def test_flags_are_exactly_the_rounds_outside_the_band(values: list[float], window: int) -> None:
    """A flag means the score left the previous window's average interval, and only then."""
    series = _series(values)
    shifts = change_points(series, window)
    assert shifts[0] is None
    for index, shift in enumerate(shifts[1:], start=1):
        low, high = window_interval(series[max(0, index - window) : index]) or (0.0, 0.0)
        outside = series[index].mean < low or series[index].mean > high
        assert (shift is not None) == outside
        assert shift is None or shift.direction == ("down" if series[index].mean < low else "up")


dyadic = st.lists(st.integers(min_value=0, max_value=64), min_size=1, max_size=20)


@given(dyadic, st.sampled_from([1, 2]), st.integers(min_value=-4, max_value=4))
def test_shifting_every_score_changes_no_flag(
    sixteenths: list[int], window: int, offset: int
) -> None:
    """Adding one amount to every score and interval changes no change-point flag."""
    series = _series([k / 16 for k in sixteenths], half=1 / 8)
    moved = [_shifted(s, offset) for s in series]
    before = [None if s is None else s.direction for s in change_points(series, window)]
    after = [None if s is None else s.direction for s in change_points(moved, window)]
    assert before == after
