"""One exception tree for dyneval: every error names the bad value and the fix.

The CLI prints these as one line (plus the hint) without a traceback. Messages and
hints are redacted on the way in (``shared.redaction``): no error carries a secret. Third-party
errors are wrapped and chained (``raise X(...) from exc``) at the boundary where
they occur, so no raw client error crosses a module boundary.
"""

from __future__ import annotations

from shared.redaction import redact_text

__all__ = [
    "BusError",
    "ConfigError",
    "DynevalError",
    "HandlerError",
    "InputError",
    "NotFoundError",
]


class DynevalError(Exception):
    """Root of every error dyneval raises on purpose.

    ``hint`` tells the user what to do next; it is printed under the message.
    """

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        # a message may quote a config value or a server's reply: never a secret in it
        message = redact_text(message)
        hint = None if hint is None else redact_text(hint)
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message if self.hint is None else f"{self.message} ({self.hint})"


class ConfigError(DynevalError):
    """A setting is missing or has a value dyneval cannot use."""


class InputError(DynevalError):
    """A file, request body, topic message or model reply is malformed.

    ``where`` locates the bad value (``path:line``, ``field``, ``offset``) so the
    user can find it without reading a traceback.
    """

    def __init__(
        self,
        message: str,
        *,
        where: str | None = None,
        field: str | None = None,
        hint: str | None = None,
    ) -> None:
        located = message if where is None else f"{where}: {message}"
        if field is not None:
            located = f"{located} (field {field!r})"
        super().__init__(located, hint=hint)
        self.where = where
        self.field = field


class NotFoundError(DynevalError):
    """Something the user named (a topic, a graph, a round) does not exist."""


class BusError(DynevalError):
    """The message transport failed (disk, database, broker)."""


class HandlerError(DynevalError):
    """A service handler could not process a message; the runtime dead-letters it."""
