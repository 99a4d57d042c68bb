"""Building the ``AgentLog`` every log importer produces.

Shared by all importers so that ids, citation checks and validation errors are
the same whatever the input format: a log keeps the id its source gave it, else
gets one derived from its content (so re-importing the same log yields the same
id); ``[n]`` citations naming no source are recorded in ``dangling_citations``.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from pydantic import ValidationError

from shared.errors import InputError
from shared.intake.citations import dangling_ids
from shared.messages.envelope import derive_id
from shared.messages.logs import AgentLog, LogOrigin, Source

__all__ = ["build_log", "content_log_id", "validation_error"]


def content_log_id(question: str, answer: str, thinking: str, sources: Sequence[Source]) -> str:
    """A log id derived from what the log says, stable across re-imports."""
    cited = [f"{s.id}\x1e{s.url}\x1e{s.title}\x1e{s.snippet}" for s in sources]
    return "log-" + derive_id("agent-log", question, answer, thinking, *cited)


def validation_error(exc: ValidationError, where: str) -> InputError:
    """The first problem pydantic found, as an ``InputError`` naming the field."""
    first = exc.errors()[0]
    field = ".".join(str(part) for part in first["loc"]) or None
    return InputError(first["msg"], where=where, field=field, hint="fix this field of the record")


def build_log(
    *,
    where: str,
    question: str,
    answer: str,
    thinking: str,
    sources: Sequence[Source],
    origin: LogOrigin,
    log_id: str | None = None,
    agent_id: str | None = None,
    started_at: datetime | None = None,
    finished_at: datetime | None = None,
    round_id: str | None = None,
    item_id: str | None = None,
    gold_answers: Sequence[str] = (),
    meta: dict[str, str] | None = None,
) -> AgentLog:
    """A validated ``AgentLog``; raises ``InputError`` naming ``where`` and the field."""
    if not question.strip():
        raise InputError(
            "missing question",
            where=where,
            field="question",
            hint="every log needs the question the agent answered",
        )
    seen: set[int] = set()
    for index, source in enumerate(sources):
        if source.id in seen:
            raise InputError(
                f"source id {source.id} appears twice",
                where=where,
                field=f"sources[{index}].id",
                hint="number sources uniquely as the transcript cites them",
            )
        seen.add(source.id)
    try:
        return AgentLog(
            log_id=log_id or content_log_id(question, answer, thinking, sources),
            agent_id=agent_id or "unknown",
            question=question,
            answer=answer,
            thinking=thinking,
            sources=tuple(sources),
            origin=origin,
            started_at=started_at,
            finished_at=finished_at,
            round_id=round_id,
            item_id=item_id,
            gold_answers=tuple(gold_answers),
            dangling_citations=dangling_ids((thinking, answer), seen),
            meta=meta or {},
        )
    except ValidationError as exc:
        raise validation_error(exc, where) from exc
