"""The retry policy as pure functions: classification, Retry-After, backoff bounds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.llm.retry import Failure, RetryPolicy, classify_status, parse_retry_after


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (200, None),
        (204, None),
        (429, Failure.RATE_LIMITED),
        (408, Failure.TRANSIENT),
        (500, Failure.TRANSIENT),
        (502, Failure.TRANSIENT),
        (503, Failure.TRANSIENT),
        (599, Failure.TRANSIENT),
        (400, Failure.FATAL),
        (401, Failure.FATAL),
        (404, Failure.FATAL),
        (422, Failure.FATAL),
        (301, Failure.FATAL),
    ],
)
def test_classify_status(status: int, expected: Failure | None) -> None:
    """429 is rate-limited, 408 and 5xx transient, other non-2xx fatal, 2xx success."""
    assert classify_status(status) is expected


def test_retry_after_seconds_and_http_date() -> None:
    """Retry-After is read as delta-seconds or as an HTTP-date relative to now."""
    now = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("7", now=now) == 7.0
    assert parse_retry_after(" 1.5 ", now=now) == 1.5
    later = format_datetime(now + timedelta(seconds=30), usegmt=True)
    assert parse_retry_after(later, now=now) == pytest.approx(30.0)
    earlier = format_datetime(now - timedelta(seconds=30), usegmt=True)
    assert parse_retry_after(earlier, now=now) == 0.0


@pytest.mark.parametrize("value", [None, "", "soon", "nan", "inf"])
def test_retry_after_unreadable_is_none(value: str | None) -> None:
    """An absent or unreadable Retry-After gives None, so backoff applies."""
    assert parse_retry_after(value) is None


def test_fatal_never_retries() -> None:
    """A fatal failure stops at the first attempt whatever the cap."""
    decision = RetryPolicy(max_attempts=10).decide(attempt=1, failure=Failure.FATAL)
    assert not decision.retry


def test_attempt_cap() -> None:
    """The policy retries until the attempt cap, then gives up naming it."""
    policy = RetryPolicy(max_attempts=3, base_delay_s=0.1)
    assert policy.decide(attempt=1, failure=Failure.TRANSIENT).retry
    assert policy.decide(attempt=2, failure=Failure.TRANSIENT).retry
    last = policy.decide(attempt=3, failure=Failure.TRANSIENT)
    assert not last.retry
    assert "max_attempts=3" in last.reason


def test_retry_after_is_honoured_exactly() -> None:
    """A Retry-After within the cap is the wait, regardless of the backoff."""
    policy = RetryPolicy(base_delay_s=0.5, max_delay_s=60)
    decision = policy.decide(attempt=1, failure=Failure.RATE_LIMITED, retry_after_s=12, rand=0.9)
    assert decision.retry
    assert decision.delay_s == 12


def test_retry_after_beyond_cap_gives_up() -> None:
    """A Retry-After longer than the cap makes the call fail instead of waiting too long."""
    decision = RetryPolicy(max_delay_s=10).decide(
        attempt=1, failure=Failure.RATE_LIMITED, retry_after_s=3600
    )
    assert not decision.retry
    assert "3600" in decision.reason


def test_backoff_doubles_with_equal_jitter() -> None:
    """Nominal delays double per attempt; rand picks within [nominal/2, nominal]."""
    policy = RetryPolicy(base_delay_s=1.0, multiplier=2.0, max_delay_s=100)
    assert policy.backoff_s(1, 0.0) == 0.5
    assert policy.backoff_s(1, 1.0) == 1.0
    assert policy.backoff_s(3, 0.0) == 2.0
    assert policy.backoff_s(3, 1.0) == 4.0


@given(
    attempt=st.integers(min_value=1, max_value=10_000),
    rand=st.floats(min_value=-1, max_value=2, allow_nan=False),
    base=st.floats(min_value=0, max_value=100, allow_nan=False),
    cap=st.floats(min_value=0, max_value=1000, allow_nan=False),
    multiplier=st.floats(min_value=1, max_value=10, allow_nan=False),
)
def test_backoff_within_bounds_property(
    attempt: int, rand: float, base: float, cap: float, multiplier: float
) -> None:
    """Any backoff is between half the capped nominal delay and the cap, never above it."""
    policy = RetryPolicy(base_delay_s=base, max_delay_s=cap, multiplier=multiplier)
    delay = policy.backoff_s(attempt, rand)
    assert 0 <= delay <= cap
    try:
        nominal = min(cap, base * multiplier ** (attempt - 1))
    except OverflowError:
        nominal = cap
    assert nominal / 2 - 1e-9 <= delay <= nominal + 1e-9


@given(
    attempt=st.integers(min_value=1, max_value=20),
    max_attempts=st.integers(min_value=1, max_value=20),
    failure=st.sampled_from([Failure.RATE_LIMITED, Failure.TRANSIENT]),
    retry_after=st.none() | st.floats(min_value=0, max_value=10_000, allow_nan=False),
    rand=st.floats(min_value=0, max_value=1, exclude_max=True),
    cap=st.floats(min_value=0, max_value=120, allow_nan=False),
)
def test_decision_never_exceeds_cap_property(
    attempt: int,
    max_attempts: int,
    failure: Failure,
    retry_after: float | None,
    rand: float,
    cap: float,
) -> None:
    """A retry waits at most the cap, at least Retry-After, and only below the attempt cap."""
    policy = RetryPolicy(max_attempts=max_attempts, base_delay_s=0.5, max_delay_s=cap)
    decision = policy.decide(attempt=attempt, failure=failure, retry_after_s=retry_after, rand=rand)
    if attempt >= max_attempts:
        assert not decision.retry
    if decision.retry:
        assert 0 <= decision.delay_s <= cap
        if retry_after is not None:
            assert decision.delay_s == retry_after
    else:
        assert decision.delay_s == 0


def test_policy_rejects_nonsense() -> None:
    """A policy with no attempts or a shrinking multiplier is refused at construction."""
    with pytest.raises(ValueError, match="max_attempts"):
        RetryPolicy(max_attempts=0)
    with pytest.raises(ValueError, match="multiplier"):
        RetryPolicy(multiplier=0.5)
