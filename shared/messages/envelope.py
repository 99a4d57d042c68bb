"""The envelope every topic message travels in."""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Any

from pydantic import Field

from shared.messages.base import SCHEMA_VERSION, Model

__all__ = ["Envelope", "derive_id"]


def derive_id(*parts: str) -> str:
    """A deterministic message id from its parts, so replays produce the same ids.

    Lone surrogates (legal in JSON text, absent from UTF-8) are hashed by their code
    units instead of failing: an id never depends on whether the text is storable.
    """
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()
    return digest[:32]


class Envelope(Model):
    """One message on one topic: routing metadata plus the topic's payload."""

    id: str = Field(min_length=1)
    """Message id; deterministic (derived from content or from the input message)."""

    topic: str = Field(min_length=1)
    """Topic name, one of ``shared.messages.topics.TOPICS``."""

    key: str
    """Partition key (the graph id where there is one) keeping related messages ordered."""

    produced_at: datetime
    """When the producer created the message (UTC)."""

    schema_version: int = SCHEMA_VERSION
    """Version of the payload schema."""

    round_id: str | None = None
    """Round the message belongs to, if any."""

    theta_hash: str | None = None
    """Content hash of the frozen generation config θ the message was produced with."""

    parent_id: str | None = None
    """Id of the message this one was produced from (its cause), if any."""

    producer: str | None = None
    """Name of the service or command that produced the message."""

    payload: dict[str, Any]
    """The topic model serialised as JSON-compatible data."""
