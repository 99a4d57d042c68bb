"""Building envelopes for payload models."""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import BaseModel

from shared.messages.envelope import Envelope, derive_id

__all__ = ["envelope_for"]


def envelope_for(
    topic: str,
    payload: BaseModel,
    *,
    key: str,
    producer: str,
    id: str | None = None,
    round_id: str | None = None,
    parent_id: str | None = None,
    theta_hash: str | None = None,
    produced_at: datetime | None = None,
) -> Envelope:
    """An envelope for ``payload`` on ``topic``; the id defaults to a hash of the content."""
    data = payload.model_dump(mode="json")
    if id is None:
        id = derive_id(topic, payload.model_dump_json())
    return Envelope(
        id=id,
        topic=topic,
        key=key,
        produced_at=produced_at or datetime.now(UTC),
        round_id=round_id,
        parent_id=parent_id,
        theta_hash=theta_hash,
        producer=producer,
        payload=data,
    )
