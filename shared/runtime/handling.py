"""Handling one stored record with a service: parse, retry with backoff, dead-letter.

Transport-free, so every runtime gives a handler the same semantics: the payload is
validated against its topic's model, failures are retried per ``RetryPolicy`` (bad
input never), and a message that still fails becomes one ``DeadLetter`` envelope on
the ``dead`` topic whose id is derived from (service, topic, message id), so a
redelivered failure is dead-lettered under the same id.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from datetime import datetime

import structlog
from pydantic import ValidationError

from shared.bus.base import Record
from shared.errors import HandlerError
from shared.messages.dead import DeadLetter
from shared.messages.envelope import Envelope, derive_id
from shared.messages.topics import DEAD, model_for
from shared.redaction import redact_text
from shared.runtime.retry import RetryPolicy
from shared.runtime.service import Context, Out, Service, StateStore
from shared.settings import Settings
from shared.telemetry import DEAD as DEAD_COUNT
from shared.telemetry import HANDLER_SECONDS, RETRIES, get_logger

__all__ = ["RAW_LIMIT", "RecordHandler", "outputs_to_envelopes"]

RAW_LIMIT = 64 * 1024
"""Bytes of an unreadable message kept in its dead letter."""


def outputs_to_envelopes(
    service: Service, parent: Envelope, outs: Sequence[Out], now: datetime
) -> list[Envelope]:
    """Wrap a handler's outputs in envelopes with deterministic ids derived from the input."""
    envelopes = []
    for index, out in enumerate(outs):
        if out.topic not in service.outputs:
            raise HandlerError(
                f"service {service.name!r} produced to {out.topic!r}, "
                f"which is not among its outputs {list(service.outputs)}"
            )
        envelopes.append(
            Envelope(
                id=out.id or derive_id(service.name, parent.id, str(index)),
                topic=out.topic,
                key=out.key if out.key is not None else parent.key,
                produced_at=now,
                round_id=out.round_id if out.round_id is not None else parent.round_id,
                theta_hash=out.theta_hash if out.theta_hash is not None else parent.theta_hash,
                parent_id=parent.id,
                producer=service.name,
                payload=out.payload.model_dump(mode="json"),
            )
        )
    return envelopes


def _raw_reply(error: BaseException) -> str | None:
    """The model replies an LLM output error carries (first, then last), within the limit."""
    raw = getattr(error, "raw", None)
    if not isinstance(raw, str):
        return None
    first = getattr(error, "first_raw", None)
    text = f"{first}\n--- after the repair turn ---\n{raw}" if isinstance(first, str) else raw
    return text[:RAW_LIMIT]


class RecordHandler:
    """Runs one service's handler on records, with retries and dead letters."""

    def __init__(
        self,
        service: Service,
        settings: Settings,
        clock: Callable[[], datetime],
        *,
        policy: RetryPolicy | None = None,
        sleep: Callable[[float], object] | None = None,
    ) -> None:
        self.service = service
        self.settings = settings
        self.clock = clock
        self.policy = policy or RetryPolicy(settings.max_attempts, settings.retry_backoff_s)
        self._sleep = sleep or asyncio.sleep
        self._log = get_logger("runtime")

    async def handle(self, record: Record, state: StateStore) -> tuple[list[Envelope], bool]:
        """The record's output envelopes and whether it was dead-lettered instead."""
        service = self.service
        try:
            envelope = record.envelope()
        except ValidationError as exc:
            return [self.dead_letter(record, None, exc, 1)], True
        log = self._log.bind(
            service=service.name, topic=record.topic, offset=record.offset, message_id=record.id
        )
        attempt = 0
        while True:
            attempt += 1
            started = time.perf_counter()
            try:
                payload = model_for(record.topic).model_validate(envelope.payload)
                with structlog.contextvars.bound_contextvars(
                    message_id=record.id, topic=record.topic, offset=record.offset
                ):
                    ctx = Context(
                        self.settings,
                        envelope,
                        record.topic,
                        record.offset,
                        log,
                        state,
                        self.clock,
                    )
                    outs = await service.handler(payload, ctx)
                envelopes = outputs_to_envelopes(service, envelope, outs, self.clock())
            except Exception as exc:
                HANDLER_SECONDS.labels(service.name).observe(time.perf_counter() - started)
                if self.policy.should_retry(exc, attempt):
                    RETRIES.labels(service.name).inc()
                    log.warning("handler failed, retrying", attempt=attempt, error=str(exc))
                    waited = self._sleep(self.policy.delay(attempt))
                    if asyncio.iscoroutine(waited):
                        await waited
                    continue
                log.error("message dead-lettered", attempts=attempt, error=str(exc))
                return [self.dead_letter(record, envelope, exc, attempt)], True
            HANDLER_SECONDS.labels(service.name).observe(time.perf_counter() - started)
            return envelopes, False

    def dead_letter(
        self,
        record: Record,
        envelope: Envelope | None,
        error: BaseException,
        attempts: int,
    ) -> Envelope:
        """The dead-letter envelope for ``record`` (counted in the dead-letter metric)."""
        service = self.service
        DEAD_COUNT.labels(service.name, record.topic).inc()
        letter = DeadLetter(
            service=service.name,
            topic=record.topic,
            offset=record.offset,
            partition=record.partition,
            error=redact_text(str(error)) or type(error).__name__,
            error_type=type(error).__name__,
            attempts=attempts,
            failed_at=self.clock(),
            original=envelope,
            raw=None
            if envelope is not None
            else record.value[:RAW_LIMIT].decode("utf-8", "replace"),
            raw_reply=_raw_reply(error),
        )
        return Envelope(
            id=derive_id("dead", service.name, record.topic, record.id),
            topic=DEAD,
            key=record.key,
            produced_at=self.clock(),
            round_id=envelope.round_id if envelope else None,
            parent_id=record.id,
            producer=service.name,
            payload=letter.model_dump(mode="json"),
        )
