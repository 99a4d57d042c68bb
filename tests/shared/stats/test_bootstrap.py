"""Bootstrap intervals: defined for any size, seeded, and agreeing with scipy."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from shared.errors import InputError
from shared.stats.bootstrap import bootstrap_ci


def test_empty_and_single_inputs() -> None:
    """No values give no bounds; one value gives its mean and an undefined interval."""
    empty = bootstrap_ci([])
    assert (empty.n, empty.mean, empty.low, empty.high, empty.half_width) == (
        0,
        None,
        None,
        None,
        None,
    )
    one = bootstrap_ci([0.25])
    assert (one.n, one.mean, one.low, one.high, one.half_width) == (1, 0.25, None, None, None)
    two = bootstrap_ci([1.0, 1.0])
    assert (two.low, two.high) == (1.0, 1.0)


def test_all_equal_values_collapse() -> None:
    """Identical values give a zero-width interval, also with BCa (no NaN)."""
    ci = bootstrap_ci([1.0] * 20, method="BCa")
    assert (ci.low, ci.high) == (1.0, 1.0)


def test_matches_scipy_with_the_same_seed() -> None:
    """The interval equals scipy.stats.bootstrap with the same generator seed."""
    values = [0.0, 1.0, 1.0, 0.5, 0.0, 1.0, 0.25, 1.0, 0.0, 0.75]
    ci = bootstrap_ci(values, n_resamples=999, seed=3)
    expected = stats.bootstrap(
        (np.asarray(values),), np.mean, n_resamples=999, method="percentile",
        random_state=np.random.default_rng(3),
    ).confidence_interval  # fmt: skip
    assert (ci.low, ci.high) == pytest.approx((expected.low, expected.high))
    assert bootstrap_ci(values, n_resamples=999, seed=3) == ci
    assert ci.low is not None and ci.high is not None and ci.mean is not None, ci
    assert ci.low < ci.mean < ci.high


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"confidence": 1.0}, "confidence"), ({"n_resamples": 0}, "n_resamples")],
)
def test_bad_arguments(kwargs: dict[str, float], message: str) -> None:
    """Out-of-range arguments are input errors naming them."""
    with pytest.raises(InputError, match=message):
        bootstrap_ci([0.0, 1.0], **kwargs)  # type: ignore[arg-type]


def test_non_finite_values_are_refused() -> None:
    """NaN in the values is an input error, not a NaN interval."""
    with pytest.raises(InputError, match="NaN"):
        bootstrap_ci([0.0, float("nan")])
    with pytest.raises(InputError, match="value 2 is inf"):
        bootstrap_ci([0.0, 1.0, float("inf")])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(0, 1), min_size=0, max_size=30))
def test_interval_is_ordered_and_within_range(values: list[float]) -> None:
    """low <= high, both within [min, max] of the data, never NaN; undefined below 2 values."""
    ci = bootstrap_ci(values, n_resamples=200)
    if len(values) < 2:
        assert ci.low is None and ci.high is None
        return
    assert ci.low is not None and ci.high is not None
    assert min(values) - 1e-12 <= ci.low <= ci.high <= max(values) + 1e-12
