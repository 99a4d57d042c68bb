"""Errors of the LLM layer, each a ``DynevalError`` that names the bad value and the fix.

A calling service dead-letters ``LLMOutputError`` with its ``raw`` reply; the CLI prints
the others as one line plus a hint.
"""

from __future__ import annotations

from shared.errors import ConfigError, DynevalError, NotFoundError

__all__ = [
    "LLMCacheMissError",
    "LLMConfigError",
    "LLMError",
    "LLMHTTPError",
    "LLMOutputError",
    "LLMTemplateError",
    "LLMUnavailableError",
]


class LLMError(DynevalError):
    """Root of every error the LLM layer raises.

    None is retried by the runtime: the client's retry policy is the one retry layer of a
    model call (a failed call has already used its ``max_attempts``), and a config,
    template, cache-miss or output error comes back the same on every attempt. The message
    is dead-lettered at once and ``dyneval dead redrive`` sends it again.
    """

    retryable = False


class LLMConfigError(LLMError, ConfigError):
    """An endpoint, stage or generation-config setting is missing or unusable."""


class LLMTemplateError(LLMError):
    """A prompt template is missing or could not be rendered with the given variables."""


class LLMHTTPError(LLMError):
    """The endpoint answered with an error status that retrying will not fix (or retries ran out).

    ``status`` is the HTTP status, ``server_message`` what the server said about it.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int,
        server_message: str,
        attempts: int,
        hint: str | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.status = status
        self.server_message = server_message
        self.attempts = attempts


class LLMUnavailableError(LLMError):
    """The endpoint could not be reached or kept timing out after every attempt."""

    def __init__(self, message: str, *, attempts: int, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.attempts = attempts


class LLMOutputError(LLMError):
    """The model's reply was not valid JSON for the requested schema, even after one repair.

    ``raw`` is the last reply as the model sent it and ``first_raw`` the reply that triggered
    the repair, so the dead-letter record shows both; ``error`` is the last parse or
    validation error. Not retried by the runtime: the cached reply would fail the same way.
    """

    retryable = False

    def __init__(
        self,
        message: str,
        *,
        raw: str,
        first_raw: str | None,
        error: str,
        hint: str | None = None,
    ) -> None:
        super().__init__(message, hint=hint)
        self.raw = raw
        self.first_raw = first_raw
        self.error = error


class LLMCacheMissError(LLMError, NotFoundError):
    """The response cache is read-only (replay) and holds no reply for this request."""

    def __init__(self, message: str, *, key: str, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.key = key
