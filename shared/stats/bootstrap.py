"""Bootstrap confidence intervals of a mean, defined for every input size.

Two or more distinct values: ``scipy.stats.bootstrap`` (percentile method by default,
BCa on request) with a seeded generator, so a report recomputes the same interval. One
value, or values all equal: the interval collapses to that value (no resample can differ).
No values: an interval with ``n == 0`` and no bounds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from shared.errors import InputError

__all__ = ["ConfidenceInterval", "bootstrap_ci"]

Method = Literal["percentile", "basic", "BCa"]


@dataclass(frozen=True, slots=True)
class ConfidenceInterval:
    """A bootstrap interval of the mean and the arguments that produced it."""

    n: int
    """Number of values."""

    mean: float | None
    """Sample mean; None without values."""

    low: float | None
    """Lower bound; None below two values (one value says nothing about its spread)."""

    high: float | None
    """Upper bound; None below two values."""

    confidence: float
    """Confidence level, e.g. 0.95."""

    method: Method
    """scipy bootstrap method."""

    n_resamples: int
    """Bootstrap resamples drawn."""

    seed: int
    """Seed of the resampling generator."""

    @property
    def half_width(self) -> float | None:
        """Half the interval width; None when the interval is undefined."""
        if self.low is None or self.high is None:
            return None
        return (self.high - self.low) / 2


MIN_VALUES = 2
"""Fewest values with a defined interval: a single value has no spread to resample."""


def bootstrap_ci(
    values: Sequence[float],
    *,
    confidence: float = 0.95,
    n_resamples: int = 2000,
    seed: int = 0,
    method: Method = "percentile",
) -> ConfidenceInterval:
    """Bootstrap confidence interval of the mean of ``values``."""
    if not 0.0 < confidence < 1.0:
        raise InputError(
            f"confidence must lie strictly between 0 and 1, got {confidence}", hint="use e.g. 0.95"
        )
    if n_resamples < 1:
        raise InputError(f"n_resamples must be at least 1, got {n_resamples}", hint="use e.g. 2000")
    data = np.asarray(values, dtype=np.float64)
    if data.ndim != 1:
        raise InputError(f"values must be a flat sequence, got shape {data.shape}")
    if not np.all(np.isfinite(data)):
        bad = int(np.flatnonzero(~np.isfinite(data))[0])
        raise InputError(
            f"values contain NaN or infinity: value {bad} is {data[bad]}",
            hint="drop undefined scores before computing an interval",
        )

    def interval(mean: float | None, low: float | None, high: float | None) -> ConfidenceInterval:
        return ConfidenceInterval(
            n=int(data.size),
            mean=mean,
            low=low,
            high=high,
            confidence=confidence,
            method=method,
            n_resamples=n_resamples,
            seed=seed,
        )

    if data.size == 0:
        return interval(None, None, None)
    mean = float(data.mean())
    if data.size < MIN_VALUES:
        return interval(mean, None, None)
    if bool(np.all(data == data[0])):
        value = float(data[0])
        return interval(value, value, value)
    from scipy import stats  # ~0.5 s to import: only where a bootstrap is drawn

    result = stats.bootstrap(
        (data,),
        np.mean,
        confidence_level=confidence,
        n_resamples=n_resamples,
        method=method,
        vectorized=True,
        axis=-1,
        random_state=np.random.default_rng(seed),
    )
    low = float(result.confidence_interval.low)
    high = float(result.confidence_interval.high)
    if math.isnan(low) or math.isnan(high):  # BCa on a nearly degenerate sample
        low = high = mean
    return interval(mean, low, high)
