"""The retry policy for chat-completions calls, as pure functions.

429 is *rate-limited*; 408, 5xx and transport errors (refused connection, reset, timeout)
are *transient*; every other status is *fatal* and fails at once with the server's message.
A ``Retry-After`` header is honoured when it is no longer than the cap; otherwise we give
up rather than wait longer than the operator allowed. Without it the delay is exponential
backoff with "equal jitter": half the nominal delay plus a random share of the other half,
the random number injected so tests pin exact delays.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

__all__ = [
    "Failure",
    "RetryDecision",
    "RetryPolicy",
    "classify_status",
    "parse_retry_after",
]


class Failure(enum.Enum):
    """How a failed attempt should be treated."""

    RATE_LIMITED = "rate_limited"
    """HTTP 429: the server asks us to slow down."""

    TRANSIENT = "transient"
    """HTTP 408/5xx or a transport error: the same request may well succeed later."""

    FATAL = "fatal"
    """Any other 4xx (or unexpected status): the request itself is wrong; do not retry."""


def classify_status(status: int) -> Failure | None:
    """``None`` for a success (2xx), else how to treat the failed attempt."""
    if 200 <= status < 300:
        return None
    if status == 429:
        return Failure.RATE_LIMITED
    if status == 408 or 500 <= status < 600:
        return Failure.TRANSIENT
    return Failure.FATAL


def parse_retry_after(value: str | None, *, now: datetime | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or HTTP-date).

    Returns ``None`` when the header is absent or unreadable; never a negative number.
    ``now`` (UTC) is only used for the HTTP-date form.
    """
    if value is None:
        return None
    text = value.strip()
    if not text:
        return None
    try:
        seconds = float(text)
    except ValueError:
        try:
            when = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        reference = now if now is not None else datetime.now(UTC)
        seconds = (when - reference).total_seconds()
    if math.isnan(seconds) or math.isinf(seconds):
        return None
    return max(0.0, seconds)


@dataclass(frozen=True, slots=True)
class RetryDecision:
    """What to do after a failed attempt."""

    retry: bool
    """Whether to send the request again."""

    delay_s: float
    """How long to wait before the next attempt (0 when not retrying)."""

    reason: str
    """A short sentence explaining the decision, for logs and error messages."""


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Attempt cap and backoff shape; ``decide`` is a pure function of its arguments."""

    max_attempts: int = 5
    """Attempts in total, the first included."""

    base_delay_s: float = 0.5
    """Nominal delay before the second attempt."""

    multiplier: float = 2.0
    """Growth of the nominal delay per further attempt."""

    max_delay_s: float = 60.0
    """No wait ever exceeds this; a longer ``Retry-After`` makes us give up instead."""

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"max_attempts must be >= 1, got {self.max_attempts}")
        if self.base_delay_s < 0 or self.max_delay_s < 0:
            raise ValueError(
                f"retry delays must be >= 0, got base_delay_s={self.base_delay_s} "
                f"and max_delay_s={self.max_delay_s}"
            )
        if self.multiplier < 1:
            raise ValueError(f"multiplier must be >= 1, got {self.multiplier}")

    def backoff_s(self, attempt: int, rand: float) -> float:
        """Jittered delay after failed attempt number ``attempt`` (1-based), within the cap.

        The nominal delay ``base * multiplier**(attempt-1)`` is capped, then the wait is
        drawn from ``[nominal/2, nominal]`` by ``rand`` in ``[0, 1)``.
        """
        exponent = max(0, attempt - 1)
        try:
            nominal = min(self.max_delay_s, self.base_delay_s * self.multiplier**exponent)
        except OverflowError:  # a huge attempt number: the cap applies anyway
            nominal = self.max_delay_s
        share = min(max(rand, 0.0), 1.0)
        return min(self.max_delay_s, nominal / 2 + share * nominal / 2)

    def decide(
        self,
        *,
        attempt: int,
        failure: Failure,
        retry_after_s: float | None = None,
        rand: float = 0.5,
    ) -> RetryDecision:
        """Decide after failed attempt ``attempt`` (1-based) that failed with ``failure``."""
        if failure is Failure.FATAL:
            return RetryDecision(False, 0.0, "the request was refused; retrying will not help")
        if attempt >= self.max_attempts:
            return RetryDecision(
                False, 0.0, f"gave up after {attempt} attempt(s) (max_attempts={self.max_attempts})"
            )
        if retry_after_s is not None:
            if retry_after_s > self.max_delay_s:
                return RetryDecision(
                    False,
                    0.0,
                    f"the server asked to wait {retry_after_s:g}s, longer than the "
                    f"{self.max_delay_s:g}s cap",
                )
            wait = max(retry_after_s, 0.0)
            return RetryDecision(True, wait, f"{failure.value}; honouring Retry-After {wait:g}s")
        wait = self.backoff_s(attempt, rand)
        return RetryDecision(True, wait, f"{failure.value}; backing off {wait:.3f}s")
