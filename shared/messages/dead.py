"""Dead letters: messages a service could not process (topic ``dead``)."""

from __future__ import annotations

from datetime import datetime

from shared.messages.base import Model
from shared.messages.envelope import Envelope

__all__ = ["DeadLetter"]


class DeadLetter(Model):
    """A message that could not be processed, kept whole so it can be re-driven."""

    service: str
    """Service (or importer) that gave up on the message."""

    topic: str
    """Topic the message came from (or was bound for, for import errors)."""

    error: str
    """What went wrong, naming the bad value."""

    error_type: str
    """Class name of the error."""

    attempts: int
    """Attempts made before giving up."""

    failed_at: datetime
    """When the service gave up."""

    offset: int | None = None
    """Offset of the message in its topic, when it was read from one."""

    partition: int | None = None
    """Partition of that offset (always 0 on the local bus; Kafka topics have several)."""

    original: Envelope | None = None
    """The original message, when it was a well-formed envelope."""

    raw: str | None = None
    """The raw input (possibly truncated), when it never became an envelope."""

    where: str | None = None
    """Location of the bad input (``file:line``, HTTP request id), if any."""

    raw_reply: str | None = None
    """The model's last reply (possibly truncated), when an unusable model reply was the
    error; the repaired-for reply comes first when a repair turn ran."""
