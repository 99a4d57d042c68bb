"""Leak&Test: the one-sided t-test of mean(gap) > epsilon and its degenerate cases."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from shared.errors import InputError
from shared.stats.leaktest import (
    CycleRound,
    Degenerate,
    RoundGap,
    leak_cycles,
    leak_test,
    leak_test_rounds,
    paired_test,
    static_contrast,
)


def test_matches_scipy_one_sided_test() -> None:
    """t, p and df equal ttest_1samp(gaps, popmean=eps, alternative='greater'), df = n - 1."""
    gaps = [0.05, 0.08, 0.02, 0.07, 0.06]
    result = leak_test(gaps, epsilon=0.02, alpha=0.05)
    expected = stats.ttest_1samp(gaps, popmean=0.02, alternative="greater")
    assert result.t_statistic == pytest.approx(float(expected.statistic))
    assert result.p_value == pytest.approx(float(expected.pvalue))
    assert result.df == 4
    assert result.reject_h0 is True
    assert result.degenerate is None and result.direction == "above"
    assert "reject H0" in result.message


def test_spec_degrees_of_freedom() -> None:
    """T rounds give T - 1 gaps and T - 2 degrees of freedom, as the spec says."""
    rounds_t = 6
    cycles = [RoundGap(f"r{t}", base=0.5, leaked=0.5 + 0.01 * (t % 3)) for t in range(2, 7)]
    result = leak_test_rounds(cycles, epsilon=0.02)
    assert result.n == rounds_t - 1
    assert result.df == rounds_t - 2


def test_no_leak_effect_keeps_h0() -> None:
    """Gaps scattered around zero do not reject H0."""
    result = leak_test([0.01, -0.02, 0.0, 0.015, -0.01], epsilon=0.02)
    assert result.reject_h0 is False
    assert result.direction == "below"
    assert "H0 kept" in result.message


@pytest.mark.parametrize("gaps", [[], [0.3]])
def test_too_few_gaps(gaps: list[float]) -> None:
    """Fewer than two gaps: a typed degenerate result, no NaN."""
    result = leak_test(gaps)
    assert result.degenerate is Degenerate.TOO_FEW_GAPS
    assert result.t_statistic is None and result.p_value is None and result.reject_h0 is None
    assert "at least 3" in result.message
    assert result.direction == (None if not gaps else "above")


@pytest.mark.parametrize(
    ("value", "direction"), [(0.1, "above"), (0.02, "equal"), (-0.05, "below")]
)
def test_all_gaps_equal_says_which_way(value: float, direction: str) -> None:
    """Constant gaps are degenerate: the direction against epsilon and scipy's limiting p-value."""
    result = leak_test([value] * 4, epsilon=0.02)
    assert result.degenerate is Degenerate.ALL_EQUAL
    assert result.direction == direction
    assert result.mean_gap == value and result.sd_gap == 0.0
    assert result.t_statistic is None
    expected = {"above": (0.0, True), "equal": (None, None), "below": (1.0, False)}[direction]
    assert (result.p_value, result.reject_h0) == expected
    if result.p_value is not None:
        limit = stats.ttest_1samp([value] * 4, popmean=0.02, alternative="greater").pvalue
        assert result.p_value == pytest.approx(float(limit), abs=1e-12)
    assert "all 4 gaps equal" in result.message


def test_bad_arguments() -> None:
    """alpha outside (0, 1), a non-finite epsilon or gap are input errors."""
    with pytest.raises(InputError, match="alpha"):
        leak_test([0.1, 0.2], alpha=1.0)
    with pytest.raises(InputError, match="epsilon"):
        leak_test([0.1, 0.2], epsilon=math.nan)
    with pytest.raises(InputError, match="finite"):
        leak_test([0.1, math.inf])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.floats(-1, 1), min_size=0, max_size=12), st.floats(-0.1, 0.1))
def test_never_nan(gaps: list[float], epsilon: float) -> None:
    """Any finite gaps give either a full result or a typed degenerate one, never NaN."""
    result = leak_test(gaps, epsilon=epsilon)
    if result.degenerate is None:
        assert result.t_statistic is not None and not math.isnan(result.t_statistic)
        assert result.p_value is not None and 0.0 <= result.p_value <= 1.0
        assert result.reject_h0 == (result.p_value < 0.05)
    elif result.degenerate is Degenerate.ALL_EQUAL and result.direction != "equal":
        # zero spread away from epsilon: scipy's limit decides (p 0 above, 1 below)
        assert result.t_statistic is None
        assert result.p_value == (0.0 if result.direction == "above" else 1.0)
        assert result.reject_h0 == (result.direction == "above")
    else:
        assert result.t_statistic is None and result.p_value is None


def test_static_contrast() -> None:
    """a_clean, a_leak and the inflation on the static set; None sides when empty."""
    contrast = static_contrast([0.0, 1.0, 0.0, 1.0], [1.0, 1.0, 1.0, 0.0])
    assert (contrast.a_clean, contrast.a_leak) == (0.5, 0.75)
    assert contrast.inflation == 0.25
    assert static_contrast([], [1.0]).inflation is None


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([0.0, 1.0]), st.sampled_from([0.0, 1.0])),
                min_size=2, max_size=40))  # fmt: skip
def test_paired_test_agrees_with_scipy(pairs: list[tuple[float, float]]) -> None:
    """The static inflation's paired test is scipy's ttest_rel, else the exact sign test."""
    clean = [c for c, _ in pairs]
    leaked = [leak for _, leak in pairs]
    result = paired_test(clean, leaked)
    diff = [leak - c for c, leak in pairs]
    assert result.n == len(pairs) and result.wins == sum(d > 0 for d in diff)
    if result.method == "paired t-test":
        expected = stats.ttest_rel(leaked, clean, alternative="greater")
        assert result.p_value == pytest.approx(float(expected.pvalue))
        assert result.df == len(pairs) - 1
    elif result.method == "sign test":
        assert len(set(diff)) == 1
        expected_p = stats.binomtest(result.wins, result.wins + result.losses, 0.5,
                                     alternative="greater").pvalue  # fmt: skip
        assert result.p_value == pytest.approx(float(expected_p))
    else:
        assert result.wins == result.losses == 0 and result.p_value is None


def test_paired_test_needs_pairs() -> None:
    """Unequal lengths are an input error."""
    with pytest.raises(InputError, match="3 clean scores but 2"):
        paired_test([1.0, 0.0, 1.0], [1.0, 1.0])


def test_cycles_without_a_leak_are_excluded_with_their_reason() -> None:
    """An empty round t leaks nothing: round t+1 is no cycle; an empty fresh round neither."""
    rounds = [
        CycleRound("r1", 5, {"m": 0.4, "leak": 0.4}),
        CycleRound("r2", 0, {}),
        CycleRound("r3", 6, {"m": 0.5, "leak": 0.5}),
        CycleRound("r4", 4, {"m": 0.25, "leak": 0.5}),
        CycleRound("r5", 3, {"m": 0.3}),
    ]
    split = leak_cycles(rounds, "m", "leak")
    assert [(c.round_id, c.gap) for c in split.cycles] == [("r4", 0.25)]
    assert [rid for rid, _ in split.excluded] == ["r2", "r3", "r5"]
    assert "nothing was leaked" in dict(split.excluded)["r3"]
    assert "no score of leak" in dict(split.excluded)["r5"]
