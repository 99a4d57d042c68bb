"""What an importer yields: an accepted record bound for a topic, or a rejected one.

Importers are pure: bytes or decoded JSON in, an iterator of ``Accepted`` and
``Rejected`` out. Nothing here touches the bus; ``service.py`` turns accepted
records into envelopes and rejected ones into dead letters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from shared.errors import InputError
from shared.intake.json_check import printable
from shared.messages.logs import AgentLog, SeedQuestion

__all__ = [
    "RAW_LIMIT",
    "Accepted",
    "Format",
    "Item",
    "Rejected",
    "raw_text",
    "reject",
]

Format = Literal["logs", "perplexica", "hotpotqa", "freshqa"]
"""A concrete input format (``auto`` is resolved to one of these per file or record)."""

RAW_LIMIT = 4096
"""Characters of a bad record's raw input kept in its dead letter."""


@dataclass(frozen=True, slots=True)
class Accepted:
    """A record that became a topic payload."""

    topic: Literal["logs", "seeds"]
    """Topic the payload is bound for."""
    payload: AgentLog | SeedQuestion
    """The validated message model."""
    where: str
    """``file:line`` (or request item) the record came from."""
    format: Format
    """Importer that read it."""

    @property
    def key(self) -> str:
        """Partition key: the log id or seed id."""
        if isinstance(self.payload, AgentLog):
            return self.payload.log_id
        return self.payload.seed_id

    @property
    def flagged(self) -> bool:
        """Whether the record is a log citing sources it does not carry."""
        return isinstance(self.payload, AgentLog) and bool(self.payload.dangling_citations)


@dataclass(frozen=True, slots=True)
class Rejected:
    """A record that could not be imported; it is dead-lettered, the batch goes on."""

    topic: Literal["logs", "seeds"]
    """Topic the record was bound for."""
    error: InputError
    """What is wrong, naming the location and field."""
    raw: str | None
    """The raw input, truncated to ``RAW_LIMIT`` characters (``None`` when left unread)."""
    where: str
    """``file:line`` (or request item) of the bad record."""
    format: Format | None = None
    """Importer that rejected it, when one was chosen."""


Item = Accepted | Rejected
"""One result of an importer."""


def raw_text(data: bytes | str, *, limit: int = RAW_LIMIT) -> str:
    """``data`` as text for a dead letter: undecodable bytes escaped, cut to ``limit``."""
    if isinstance(data, bytes):
        text = data[: limit * 4].decode("utf-8", errors="backslashreplace")
        size = len(data)
        unit = "bytes"
    else:
        text = printable(data)
        size = len(data)
        unit = "characters"
    if len(text) > limit or size > limit * 4:
        return f"{text[:limit]}… [truncated, {size} {unit} in total]"
    return text


def reject(
    message: str,
    *,
    where: str,
    topic: Literal["logs", "seeds"] = "logs",
    field: str | None = None,
    raw: bytes | str | None = None,
    format: Format | None = None,
    hint: str | None = None,
) -> Rejected:
    """A ``Rejected`` record with an ``InputError`` naming ``where`` and ``field``."""
    return Rejected(
        topic=topic,
        error=InputError(message, where=where, field=field, hint=hint),
        raw=None if raw is None else raw_text(raw),
        where=where,
        format=format,
    )
