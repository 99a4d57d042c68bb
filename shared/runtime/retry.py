"""When a failing handler is retried, and when its message is dead-lettered instead."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import ValidationError

from shared.errors import InputError

__all__ = ["RetryPolicy"]


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Exponential backoff over a fixed number of attempts.

    Bad input (``InputError``, a payload that fails validation) is never retried:
    the same input fails the same way, so it goes straight to the dead letters.
    """

    max_attempts: int = 3
    base_delay_s: float = 0.05
    max_delay_s: float = 5.0

    def retryable(self, error: BaseException) -> bool:
        """Whether ``error`` may pass on another attempt.

        Errors may declare ``retryable = False`` (an LLM reply still invalid after its
        repair turn comes back the same from the cache) to skip the pointless retries.
        """
        if getattr(error, "retryable", True) is False:
            return False
        return not isinstance(error, InputError | ValidationError)

    def delay(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (from 1)."""
        return float(min(self.base_delay_s * 2 ** (attempt - 1), self.max_delay_s))

    def should_retry(self, error: BaseException, attempt: int) -> bool:
        """Whether to try again after ``attempt`` attempts failed with ``error``."""
        return attempt < self.max_attempts and self.retryable(error)
