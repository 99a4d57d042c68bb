"""Turning HTTP failures of networked agents into ``AgentError``s.

Timeouts, connection failures, 408, 429 and 5xx are transient (the asking layer retries
them); other 4xx are the request's fault and are not retried. The server's own message
(``{"message": ...}``, ``{"error": ...}``, ``{"detail": ...}``) is quoted.
"""

from __future__ import annotations

import httpx

from shared.agents.base import AgentError
from shared.llm.wire import server_message as wire_server_message

__all__ = ["error_for_response", "error_for_transport", "server_message"]

_TRANSIENT = frozenset({408, 425, 429})


def server_message(response: httpx.Response) -> str:
    """What an agent's server said about an error (``message`` first, as Perplexica puts it)."""
    return wire_server_message(response, fields=("message", "error", "detail"), limit=300)


def error_for_response(agent: str, url: str, response: httpx.Response, hint: str) -> AgentError:
    """The error of a non-2xx response from ``url``."""
    status = response.status_code
    transient = status in _TRANSIENT or status >= 500
    return AgentError(
        f"agent {agent!r}: {url} answered HTTP {status}: {server_message(response)}",
        transient=transient,
        hint=None if transient else hint,
    )


def error_for_transport(agent: str, url: str, exc: httpx.HTTPError) -> AgentError:
    """The error of a request to ``url`` that got no response."""
    kind = "timed out" if isinstance(exc, httpx.TimeoutException) else "failed"
    return AgentError(
        f"agent {agent!r}: request to {url} {kind}: {exc!s}" if str(exc) else
        f"agent {agent!r}: request to {url} {kind} ({type(exc).__name__})",
        transient=True,
        hint="check that the agent's server is running and reachable",
    )
