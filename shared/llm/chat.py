"""The chat-completions data model: messages, decoding settings, requests and results.

``ChatRequest.cache_key`` is the identity of a call for the response cache: the model id,
the messages, the decoding settings and the seed, serialised canonically and hashed.
"""

from __future__ import annotations

import hashlib
from typing import Any, Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = [
    "SEED_MODULUS",
    "ChatMessage",
    "ChatRequest",
    "ChatResult",
    "Decoding",
    "Usage",
    "wire_seed",
]

SEED_MODULUS = 2**31
"""Seeds are sent modulo this, so every server (some take only 32-bit seeds) accepts them."""

Role = Literal["system", "user", "assistant"]


def wire_seed(seed: int) -> int:
    """The seed as sent to the endpoint: ``seed`` folded into ``[0, 2**31)``."""
    return seed % SEED_MODULUS


class ChatMessage(Model):
    """One message of a chat-completions conversation."""

    role: Role
    """Who speaks: ``system``, ``user`` or ``assistant``."""

    content: str
    """The message text."""


class Decoding(Model):
    """The non-random decoding settings of a stage (part of θ)."""

    temperature: float = Field(default=0.0, ge=0, le=2)
    """Sampling temperature."""

    top_p: float = Field(default=1.0, gt=0, le=1)
    """Nucleus-sampling mass."""

    max_tokens: int | None = Field(default=2048, ge=1)
    """Most completion tokens; ``None`` leaves it to the server."""

    stop: tuple[str, ...] = ()
    """Stop sequences."""

    json_mode: bool = True
    """Ask for ``response_format = {"type": "json_object"}`` (dropped if the server refuses it)."""

    def params(self, *, json_mode: bool) -> dict[str, Any]:
        """The request-body fields these settings become."""
        out: dict[str, Any] = {"temperature": self.temperature, "top_p": self.top_p}
        if self.max_tokens is not None:
            out["max_tokens"] = self.max_tokens
        if self.stop:
            out["stop"] = list(self.stop)
        if json_mode and self.json_mode:
            out["response_format"] = {"type": "json_object"}
        return out


class ChatRequest(Model):
    """Everything that determines a reply: the cache identity of one call."""

    model: str
    """Model id sent to the endpoint."""

    messages: tuple[ChatMessage, ...] = Field(min_length=1)
    """The conversation."""

    decoding: Decoding = Decoding()
    """Decoding settings."""

    seed: int | None = None
    """Seed as sent (already folded by ``wire_seed``); ``None`` sends no seed."""

    def cache_key(self) -> str:
        """SHA-256 of the request's JSON: model, messages, decoding and seed.

        The serialisation is canonical because every field is typed (no free-form dicts),
        so the same content always dumps to the same bytes, in any process.
        """
        return hashlib.sha256(self.model_dump_json().encode("utf-8")).hexdigest()

    def body(self, *, json_mode: bool) -> dict[str, Any]:
        """The JSON body of ``POST /chat/completions``."""
        out: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in self.messages],
            **self.decoding.params(json_mode=json_mode),
        }
        if self.seed is not None:
            out["seed"] = self.seed
        return out


class Usage(Model):
    """Token counts the server reported for one reply."""

    prompt_tokens: int = 0
    """Tokens in the prompt."""

    completion_tokens: int = 0
    """Tokens in the completion."""

    @property
    def total_tokens(self) -> int:
        """Prompt plus completion tokens."""
        return self.prompt_tokens + self.completion_tokens


class ChatResult(Model):
    """One reply with how it was obtained."""

    content: str
    """The assistant message text."""

    model: str
    """Model id the server says answered (the requested id for servers that omit it)."""

    finish_reason: str | None = None
    """Why generation stopped (``stop``, ``length`` ...), as reported."""

    usage: Usage | None = None
    """Token counts, when the server reported them."""

    cached: bool = False
    """Whether the response cache answered (no network call was made)."""

    attempts: int = 0
    """HTTP requests made for this reply (0 when cached)."""

    latency_s: float = 0.0
    """Wall time of the call, retries and waits included."""

    key: str = ""
    """The request's cache key."""

    @property
    def retries(self) -> int:
        """Attempts beyond the first."""
        return max(0, self.attempts - 1)
