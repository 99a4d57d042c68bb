"""Importer for agent logs in the spec's Perplexica-style shape.

One record is an object ``{question, answer, thinking, sources: [{id, title, url,
snippet, content?}]}`` plus optional ``log_id`` (or ``id``), ``agent_id``,
``started_at``/``finished_at`` (ISO-8601), ``round_id``, ``item_id``,
``gold_answers`` and ``meta``. ``transcript`` is read as a synonym of
``thinking``. Fields the format does not know are not silently lost: their names
are listed in ``meta["ignored_fields"]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from services.ingest.fields import (
    object_list,
    opt_datetime,
    opt_int,
    opt_text,
    require_object,
    str_map,
    text,
    text_list,
)
from shared.intake.agent_log import build_log
from shared.messages.logs import AgentLog, LogOrigin, Source

__all__ = ["KNOWN_FIELDS", "log_from_record", "sources_from"]

KNOWN_FIELDS = frozenset(
    {
        "question",
        "answer",
        "thinking",
        "transcript",
        "sources",
        "log_id",
        "id",
        "agent_id",
        "started_at",
        "finished_at",
        "round_id",
        "item_id",
        "gold_answers",
        "meta",
        "origin",
        "dangling_citations",
    }
)
"""Top-level fields this importer reads (``origin`` and ``dangling_citations`` are recomputed)."""

_SOURCES_HINT = 'give sources as [{"id": 1, "title": ..., "url": ..., "snippet": ...}]'


def sources_from(value: Any, where: str) -> list[Source]:
    """The ``sources`` array; a source without an id is numbered by its position (from 1)."""
    out: list[Source] = []
    items = object_list(value, where, "sources", "source", hint=_SOURCES_HINT)
    for index, (field, raw) in enumerate(items):
        number = opt_int(raw, "id", where, field=f"{field}.id")
        content = text(raw, "content", where, field=f"{field}.content")
        out.append(
            Source(
                id=index + 1 if number is None else number,
                title=text(raw, "title", where, field=f"{field}.title"),
                url=text(raw, "url", where, field=f"{field}.url"),
                snippet=text(raw, "snippet", where, field=f"{field}.snippet"),
                content=content or None,
            )
        )
    return out


def log_from_record(record: Any, where: str, *, origin: LogOrigin = "logs") -> AgentLog:
    """An ``AgentLog`` from one decoded record; raises ``InputError`` naming the field."""
    obj: Mapping[str, Any] = require_object(record, where, "log")
    thinking_key = "thinking" if "thinking" in obj else "transcript"
    thinking = text(obj, thinking_key, where)
    meta = str_map(obj, "meta", where)
    ignored = sorted(str(key) for key in obj if key not in KNOWN_FIELDS)
    if ignored:
        meta["ignored_fields"] = ",".join(ignored)
    return build_log(
        where=where,
        question=text(obj, "question", where),
        answer=text(obj, "answer", where),
        thinking=thinking,
        sources=sources_from(obj.get("sources"), where),
        origin=origin,
        log_id=opt_text(obj, "log_id", where) or opt_text(obj, "id", where),
        agent_id=opt_text(obj, "agent_id", where),
        started_at=opt_datetime(obj, "started_at", where),
        finished_at=opt_datetime(obj, "finished_at", where),
        round_id=opt_text(obj, "round_id", where),
        item_id=opt_text(obj, "item_id", where),
        gold_answers=text_list(obj, "gold_answers", where),
        meta=meta,
    )
