"""Importer for Perplexica search-API responses.

A response is ``{"message": str, "sources": [{"pageContent" | "content": str,
"metadata": {"title", "url"}}]}`` (``pageContent`` up to v1.11, ``content`` from
v1.12). Perplexica numbers the sources ``[1]..[n]`` in order, so source ids are
positions. The response does not repeat the question, so it must come from a
wrapper: a top-level ``question`` or ``query`` next to ``message``, or
``{"question": ..., "response": {...}}``, or ``{"request": {"query": ...},
"response": {...}}``; without one the record is rejected.

Reasoning models put their chain of thought in ``<think>...</think>`` inside the
message: it becomes ``thinking`` and the rest the ``answer``. Without such a
block the cited message is both the transcript and the answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from services.ingest.fields import (
    json_type,
    object_list,
    opt_datetime,
    opt_text,
    require_object,
    str_map,
    text,
)
from shared.errors import InputError
from shared.intake.agent_log import build_log
from shared.messages.logs import AgentLog, Source
from shared.text.sentences import split_sentences

__all__ = ["SNIPPET_CHARS", "log_from_response", "snippet_of"]

SNIPPET_CHARS = 300
"""Longest snippet cut from a source's page content."""

_SOURCES_HINT = 'give sources as [{"pageContent": ..., "metadata": {"title": ..., "url": ...}}]'
_THINK = re.compile(r"<think>(.*?)(?:</think>|$)", re.DOTALL)


def snippet_of(content: str, limit: int = SNIPPET_CHARS) -> str:
    """The first sentence of ``content`` (cut at a word boundary near ``limit``)."""
    flat = " ".join(content.split())
    # a first sentence longer than the limit is cut anyway: segment only a prefix
    sentences = split_sentences(flat[: limit + 100])
    first = sentences[0].text if sentences else flat
    if len(first) <= limit:
        return first
    cut = first.rfind(" ", 0, limit)
    return first[: cut if cut > 0 else limit] + " …"


def _question(obj: Mapping[str, Any], body: Mapping[str, Any], where: str) -> str:
    for holder in (obj, body):
        for key in ("question", "query"):
            value = text(holder, key, where)
            if value.strip():
                return value
    request = obj.get("request")
    if isinstance(request, dict):
        value = text(request, "query", where, field="request.query")
        if value.strip():
            return value
    raise InputError(
        "a Perplexica response carries no question",
        where=where,
        field="question",
        hint='wrap the response as {"question": ..., "response": {"message": ..., '
        '"sources": [...]}} or add a top-level "question" (or "query") field',
    )


def _sources(value: Any, where: str) -> list[Source]:
    out: list[Source] = []
    items = object_list(value, where, "sources", "source", hint=_SOURCES_HINT)
    for index, (field, raw) in enumerate(items):
        key = "pageContent" if "pageContent" in raw else "content"
        content = text(raw, key, where, field=f"{field}.{key}")
        metadata = raw.get("metadata", {})
        if not isinstance(metadata, dict):
            raise InputError(
                f"expected an object, got {json_type(metadata)}",
                where=where,
                field=f"{field}.metadata",
                hint=_SOURCES_HINT,
            )
        out.append(
            Source(
                id=index + 1,
                title=text(metadata, "title", where, field=f"{field}.metadata.title"),
                url=text(metadata, "url", where, field=f"{field}.metadata.url"),
                snippet=snippet_of(content),
                content=content or None,
            )
        )
    return out


def log_from_response(record: Any, where: str) -> AgentLog:
    """An ``AgentLog`` from one Perplexica response (wrapped with its question)."""
    obj = require_object(record, where, "Perplexica response")
    body: Mapping[str, Any] = obj
    if "response" in obj:
        body = require_object(obj["response"], where, "response")
    if "message" not in body:
        raise InputError(
            "a Perplexica response needs a message",
            where=where,
            field="message",
            hint="expected the /api/search response shape {message, sources}",
        )
    message = text(body, "message", where)
    found = _THINK.search(message)
    if found is not None:
        thinking = found.group(1).strip()
        answer = (message[: found.start()] + message[found.end() :]).strip()
    else:
        thinking = answer = message.strip()
    return build_log(
        where=where,
        question=_question(obj, body, where),
        answer=answer,
        thinking=thinking,
        sources=_sources(body.get("sources"), where),
        origin="perplexica",
        log_id=opt_text(obj, "log_id", where) or opt_text(obj, "id", where),
        agent_id=opt_text(obj, "agent_id", where) or "perplexica",
        started_at=opt_datetime(obj, "started_at", where),
        finished_at=opt_datetime(obj, "finished_at", where),
        round_id=opt_text(obj, "round_id", where),
        item_id=opt_text(obj, "item_id", where),
        meta=str_map(obj, "meta", where),
    )
