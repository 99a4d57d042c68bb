"""Leak&Test statistics: the gaps, the one-sided t-test and the static contrast.

Each cycle t scores the base model M and the model leaked on round t on the fresh round
t+1; the gap is Δ_{t+1} = Agg(D_{t+1}, M_leak^t) - Agg(D_{t+1}, M). H0: μ_Δ <= ε against
H1: μ_Δ > ε, by a one-sided one-sample t-test (``scipy.stats.ttest_1samp(gaps,
popmean=ε, alternative="greater")``) with n - 1 degrees of freedom for n gaps - the
spec's T - 2 for its T - 1 gaps. H0 is rejected when p < α.

The t statistic is undefined with fewer than two gaps or when all gaps are equal (zero
spread); those cases come back as a ``Degenerate`` reason with a plain message and the
direction of the constant gap, not as NaN. A constant gap other than ε still decides the
one-sided test, as scipy's limit does (t = ±∞): below ε the p-value is 1 (H0 kept), above
it 0 (H0 rejected); a constant gap of exactly ε leaves it undefined.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from itertools import pairwise
from typing import Literal

import numpy as np

from shared.errors import InputError

__all__ = [
    "CycleRound",
    "CycleSplit",
    "Degenerate",
    "LeakTestResult",
    "PairedTest",
    "RoundGap",
    "StaticContrast",
    "leak_cycles",
    "leak_test",
    "leak_test_rounds",
    "paired_test",
    "static_contrast",
]


class Degenerate(Enum):
    """Why the t-test could not run."""

    TOO_FEW_GAPS = "too_few_gaps"
    """Fewer than two gaps: no spread to estimate (run at least 3 rounds)."""

    ALL_EQUAL = "all_equal"
    """Every gap has the same value: zero spread, the t statistic is undefined."""


@dataclass(frozen=True, slots=True)
class RoundGap:
    """One Leak&Test cycle: both models scored on the fresh round."""

    round_id: str
    """The fresh round both models were scored on (t+1)."""

    base: float
    """Agg(D_{t+1}, M)."""

    leaked: float
    """Agg(D_{t+1}, M_leak^t)."""

    @property
    def gap(self) -> float:
        """Δ_{t+1} = leaked - base."""
        return self.leaked - self.base


@dataclass(frozen=True, slots=True)
class LeakTestResult:
    """Outcome of the one-sided test of mean(Δ) > ε."""

    gaps: tuple[float, ...]
    epsilon: float
    alpha: float
    n: int
    """Number of gaps."""

    mean_gap: float | None
    """Mean of the gaps; None without gaps."""

    sd_gap: float | None
    """Sample standard deviation (ddof=1); None with fewer than two gaps."""

    t_statistic: float | None
    """(mean - ε) / (sd / sqrt(n)); None when degenerate."""

    df: int | None
    """Degrees of freedom n - 1; None when degenerate."""

    p_value: float | None
    """One-sided p-value; None when degenerate."""

    reject_h0: bool | None
    """True: the leak gives a gain above ε (p < α); None when the test could not run."""

    degenerate: Degenerate | None
    """Why the test could not run, or None."""

    direction: Literal["above", "equal", "below"] | None
    """Where the mean gap lies relative to ε (None without gaps)."""

    message: str
    """One sentence saying what the result means."""


def _direction(mean: float, epsilon: float) -> Literal["above", "equal", "below"]:
    if mean > epsilon:
        return "above"
    return "equal" if mean == epsilon else "below"


def _untested(
    values: tuple[float, ...],
    *,
    epsilon: float,
    alpha: float,
    mean: float | None,
    sd: float | None,
    why: Degenerate,
    message: str,
) -> LeakTestResult:
    """The result when the t-test cannot run: the gaps' summary and why, no statistic."""
    return LeakTestResult(
        gaps=values,
        epsilon=epsilon,
        alpha=alpha,
        n=len(values),
        mean_gap=mean,
        sd_gap=sd,
        t_statistic=None,
        df=None,
        p_value=None,
        reject_h0=None,
        degenerate=why,
        direction=None if mean is None else _direction(mean, epsilon),
        message=message,
    )


def leak_test(
    gaps: Sequence[float], *, epsilon: float = 0.02, alpha: float = 0.05
) -> LeakTestResult:
    """Test H1: mean(gaps) > ``epsilon`` at level ``alpha``."""
    if not 0 < alpha < 1:
        raise InputError(
            f"alpha must lie strictly between 0 and 1, got {alpha!r}",
            hint="use a significance level such as 0.05",
        )
    if not math.isfinite(epsilon):
        raise InputError(
            f"epsilon must be a finite number, got {epsilon!r}",
            hint="use the tolerated gain, e.g. 0.02",
        )
    values = tuple(float(gap) for gap in gaps)
    if not all(math.isfinite(gap) for gap in values):
        raise InputError(
            f"gaps must be finite numbers, got {values!r:.120}",
            hint="drop rounds whose scores are undefined",
        )
    n = len(values)
    if n < 2:
        return _untested(
            values,
            epsilon=epsilon,
            alpha=alpha,
            mean=values[0] if values else None,
            sd=None,
            why=Degenerate.TOO_FEW_GAPS,
            message=(
                f"{n} gap(s): the t-test needs at least 2 gaps, i.e. at least 3 "
                "Leak&Test rounds; run more rounds"
            ),
        )
    data = np.asarray(values)
    mean = float(data.mean())
    sd = float(data.std(ddof=1))
    result = None
    if sd > 0.0:
        from scipy import stats  # ~0.5 s to import: only where a test is run

        result = stats.ttest_1samp(data, popmean=epsilon, alternative="greater")
    if result is None or math.isnan(float(result.statistic)):
        # every gap equal (or so close that their spread rounds to zero)
        direction = _direction(mean, epsilon)
        word = {"above": "above", "equal": "equal to", "below": "below"}[direction]
        untested = _untested(
            values,
            epsilon=epsilon,
            alpha=alpha,
            mean=mean,
            sd=sd,
            why=Degenerate.ALL_EQUAL,
            message=(
                f"all {n} gaps equal {mean:.4g}, {word} epsilon {epsilon:.4g}: "
                "with zero spread the t-test is undefined; the constant gap itself "
                "is the result"
            ),
        )
        if direction == "equal":
            return untested
        above = direction == "above"
        return replace(
            untested,
            df=n - 1,
            p_value=0.0 if above else 1.0,
            reject_h0=above,
            message=(
                f"all {n} gaps equal {mean:.4g}, {word} epsilon {epsilon:.4g}: with zero "
                f"spread t = {'+' if above else '-'}inf, so the one-sided p-value is "
                f"{0 if above else 1}: "
                + ("the leak gives a gain above epsilon (reject H0)" if above
                   else "no evidence of a gain above epsilon (H0 kept)")
            ),
        )  # fmt: skip
    t_statistic = float(result.statistic)
    p_value = float(result.pvalue)
    reject = p_value < alpha
    verdict = (
        f"the leak gives a gain above epsilon {epsilon:.4g} (reject H0)"
        if reject
        else f"no evidence of a gain above epsilon {epsilon:.4g} (H0 kept)"
    )
    return LeakTestResult(
        gaps=values,
        epsilon=epsilon,
        alpha=alpha,
        n=n,
        mean_gap=mean,
        sd_gap=sd,
        t_statistic=t_statistic,
        df=n - 1,
        p_value=p_value,
        reject_h0=reject,
        degenerate=None,
        direction=_direction(mean, epsilon),
        message=f"mean gap {mean:.4g} over {n} gaps, t={t_statistic:.3f}, df={n - 1}, "
        f"p={p_value:.4g} at alpha {alpha:.4g}: {verdict}",
    )


def leak_test_rounds(
    rounds: Sequence[RoundGap], *, epsilon: float = 0.02, alpha: float = 0.05
) -> LeakTestResult:
    """``leak_test`` over the gaps of Leak&Test cycles."""
    return leak_test([cycle.gap for cycle in rounds], epsilon=epsilon, alpha=alpha)


@dataclass(frozen=True, slots=True)
class StaticContrast:
    """Leakage on a static benchmark: a_clean = Agg(D_static, M), a_leak = Agg(D_static, M_leak)."""

    a_clean: float | None
    a_leak: float | None
    n_clean: int
    n_leak: int

    @property
    def inflation(self) -> float | None:
        """a_leak - a_clean; None if either side has no items."""
        if self.a_clean is None or self.a_leak is None:
            return None
        return self.a_leak - self.a_clean


def static_contrast(clean: Sequence[float], leaked: Sequence[float]) -> StaticContrast:
    """Means of the per-item scores of M and M_leak on the static set."""
    return StaticContrast(
        a_clean=sum(clean) / len(clean) if clean else None,
        a_leak=sum(leaked) / len(leaked) if leaked else None,
        n_clean=len(clean),
        n_leak=len(leaked),
    )


@dataclass(frozen=True, slots=True)
class PairedTest:
    """One-sided paired test that M_leak beats M on the same items (the static inflation).

    The per-item differences d = leaked - clean are tested for mean(d) > 0 with a paired
    t-test (``scipy.stats.ttest_rel(leaked, clean, alternative="greater")``, df = n - 1).
    When the t statistic is undefined (fewer than two pairs, or every difference equal) the
    exact one-sided sign test over the non-zero differences stands in (``method`` says which).
    """

    n: int
    """Item pairs."""

    mean_difference: float | None
    """Mean of leaked - clean; None without pairs."""

    t_statistic: float | None
    """Paired t; None when undefined."""

    df: int | None
    """n - 1 for the t-test; None when the sign test was used."""

    p_value: float | None
    """One-sided p-value of the test in ``method``; None without any non-zero difference."""

    method: Literal["paired t-test", "sign test", "none"]
    """Which test produced ``p_value``."""

    wins: int
    """Items M_leak scored higher on."""

    losses: int
    """Items M_leak scored lower on."""


def paired_test(clean: Sequence[float], leaked: Sequence[float]) -> PairedTest:
    """Test that ``leaked`` scores above ``clean`` item by item (same items, same order)."""
    if len(clean) != len(leaked):
        raise InputError(
            f"{len(clean)} clean scores but {len(leaked)} leaked ones",
            hint="score both models on the same items, in the same order",
        )
    from scipy import stats  # ~0.5 s to import: only where a test is run

    a = np.asarray(leaked, dtype=np.float64)
    b = np.asarray(clean, dtype=np.float64)
    diff = a - b
    n = int(diff.size)
    wins = int((diff > 0).sum())
    losses = int((diff < 0).sum())
    mean = float(diff.mean()) if n else None
    if n >= 2 and float(diff.std(ddof=1)) > 0.0:
        result = stats.ttest_rel(a, b, alternative="greater")
        t_statistic = float(result.statistic)
        if math.isfinite(t_statistic):
            return PairedTest(n, mean, t_statistic, n - 1, float(result.pvalue),
                              "paired t-test", wins, losses)  # fmt: skip
    if wins + losses == 0:
        return PairedTest(n, mean, None, None, None, "none", wins, losses)
    sign = stats.binomtest(wins, wins + losses, 0.5, alternative="greater")
    return PairedTest(n, mean, None, None, float(sign.pvalue), "sign test", wins, losses)


@dataclass(frozen=True, slots=True)
class CycleRound:
    """One round of a Leak&Test run as the cycles need it: its size and each model's Agg."""

    round_id: str
    items: int
    """Accepted items of the round (0: nothing to score, nothing to leak)."""

    scores: Mapping[str, float]
    """Model name -> Agg(D_t, model) on the tested metric."""


@dataclass(frozen=True, slots=True)
class CycleSplit:
    """The cycles that count and the fresh rounds left out, each with its reason."""

    cycles: tuple[RoundGap, ...]
    excluded: tuple[tuple[str, str], ...]
    """(fresh round, why it is not a cycle)."""


def leak_cycles(rounds: Sequence[CycleRound], base: str, leaked: str) -> CycleSplit:
    """Cycles t -> t+1 of consecutive ``rounds`` (oldest first) with their gaps.

    A cycle counts only when round t had items (something was leaked) and round t+1 has
    items and an Agg for both models; any other fresh round is excluded with its reason,
    never counted as a gap.
    """
    cycles: list[RoundGap] = []
    excluded: list[tuple[str, str]] = []
    for previous, fresh in pairwise(rounds):
        if previous.items == 0:
            why = f"round {previous.round_id} had no items, so nothing was leaked"
            excluded.append((fresh.round_id, why))
        elif fresh.items == 0:
            excluded.append((fresh.round_id, f"round {fresh.round_id} had no items to score"))
        elif base not in fresh.scores or leaked not in fresh.scores:
            missing = base if base not in fresh.scores else leaked
            excluded.append((fresh.round_id, f"no score of {missing} on round {fresh.round_id}"))
        else:
            cycles.append(RoundGap(fresh.round_id, base=fresh.scores[base],
                                   leaked=fresh.scores[leaked]))  # fmt: skip
    return CycleSplit(tuple(cycles), tuple(excluded))
