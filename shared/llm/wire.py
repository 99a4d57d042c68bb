"""The chat-completions wire format: reading replies and error bodies, showing URLs safely."""

from __future__ import annotations

import math
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from shared.llm.cache import CachedReply
from shared.llm.chat import Usage

__all__ = ["MalformedReply", "display_url", "parse_completion", "server_message"]


def display_url(url: str) -> str:
    """``url`` without any ``user:password@`` part or query, for messages and logs."""
    parts = urlsplit(url)
    if parts.query:
        parts = parts._replace(query="")
    if parts.username is None and parts.password is None:
        return urlunsplit(parts)
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urlunsplit(parts._replace(netloc=netloc))


def server_message(
    response: httpx.Response,
    *,
    fields: tuple[str, ...] = ("error", "message", "detail"),
    limit: int = 500,
) -> str:
    """What the server said about an error, from the usual error-body shapes.

    ``fields`` are tried in order (OpenAI-style servers put it under ``error``; other
    APIs, e.g. Perplexica, under ``message``); a field may hold ``{"message": ...}``.
    """
    try:
        data: Any = response.json()
    except ValueError:
        text = response.text.strip()
        return text[:300] if text else response.reason_phrase or f"HTTP {response.status_code}"
    if isinstance(data, dict):
        for field in fields:
            value = data.get(field)
            if isinstance(value, dict) and "message" in value:
                return str(value["message"])[:limit]
            if value:
                return str(value)[:limit]
    return str(data)[:300]


class MalformedReply(Exception):
    """A 2xx reply whose body is not a chat completion."""


def _count(value: Any) -> int:
    """A token count as reported, or 0 when the server sent something else."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return 0
    if isinstance(value, float) and not math.isfinite(value):
        return 0
    return max(0, int(value))


def parse_completion(response: httpx.Response, requested_model: str) -> CachedReply:
    """The reply of a 2xx chat-completions response; ``MalformedReply`` if it is not one."""
    try:
        data: Any = response.json()
    except ValueError:
        raise MalformedReply(f"body is not JSON: {response.text[:120]!r}") from None
    if not isinstance(data, dict):
        raise MalformedReply(f"body is a JSON {type(data).__name__}, not an object")
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise MalformedReply(f"body has no choices: {response.text[:120]!r}")
    message = choices[0].get("message")
    content = message.get("content") if isinstance(message, dict) else None
    usage_raw = data.get("usage")
    usage: Usage | None = None
    # Every value is checked or converted above, so the models are built without a second
    # validation pass (this runs once per call on the client's hot path).
    if isinstance(usage_raw, dict):
        usage = Usage.model_construct(
            prompt_tokens=_count(usage_raw.get("prompt_tokens")),
            completion_tokens=_count(usage_raw.get("completion_tokens")),
        )
    finish = choices[0].get("finish_reason")
    return CachedReply.model_construct(
        content=content if isinstance(content, str) else "",
        model=str(data.get("model") or requested_model),
        finish_reason=str(finish) if finish is not None else None,
        usage=usage,
    )
