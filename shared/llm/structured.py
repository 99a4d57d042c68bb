"""Structured output: JSON out of a model reply, validated against a pydantic model.

The reply may be bare JSON, JSON in a Markdown fence, or JSON inside prose; a reasoning
model's ``<think>…</think>`` preamble is ignored. When the JSON is missing or does not
validate, the model gets exactly one repair turn that shows it its error and the expected
JSON Schema. A reply that is still unusable raises ``LLMOutputError`` carrying the raw
replies, which the calling service dead-letters.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from shared.llm.chat import ChatMessage, ChatResult, Decoding
from shared.llm.client import ChatClient
from shared.llm.errors import LLMOutputError
from shared.llm.salvage import salvage_truncated
from shared.llm.templates import PromptLibrary

__all__ = [
    "RepairPrompt",
    "ReplyError",
    "Structured",
    "TemplateRepair",
    "complete_structured",
    "describe_validation_error",
    "extract_json",
    "json_candidates",
    "parse_reply",
]

T = TypeVar("T", bound=BaseModel)

_THINK_RX = re.compile(r"\A\s*<think>.*?(?:</think>|\Z)", re.DOTALL | re.IGNORECASE)
_FENCE_RX = re.compile(r"```[ \t]*(?:json5?|JSON)?[ \t]*\r?\n?(.*?)```", re.DOTALL)
_MAX_CANDIDATES = 64


class ReplyError(ValueError):
    """A reply holds no usable JSON for the requested model; the text says why."""


def _balanced(text: str, start: int) -> str | None:
    """The bracketed segment opening at ``start`` (quotes respected), or None if unclosed."""
    closing = {"{": "}", "[": "]"}
    stack: list[str] = []
    quote: str | None = None
    escaped = False
    for index in range(start, len(text)):
        char = text[index]
        if quote is not None:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = None
            continue
        if char in "\"'":
            quote = char
        elif char in closing:
            stack.append(closing[char])
        elif char in "}]":
            if not stack or stack.pop() != char:
                return None
            if not stack:
                return text[start : index + 1]
    return None


def _python_literal(segment: str) -> Any:
    """A Python-literal reading of ``segment`` (the spec prints its examples as Python)."""
    try:
        value = ast.literal_eval(segment)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        raise ReplyError("not a literal") from None
    if not isinstance(value, dict | list):
        raise ReplyError("not a container")
    return value


def json_candidates(text: str) -> Iterator[Any]:
    """Every JSON value ``text`` may mean, most likely first.

    The whole reply; then each Markdown fence; then each bracketed value inside prose, read
    as JSON or, failing that, as a Python literal (single quotes, ``True``). A reasoning
    model's ``<think>…</think>`` preamble is skipped. Raises ``ReplyError`` if there is none.
    """
    stripped = _THINK_RX.sub("", text).strip()
    if not stripped:
        raise ReplyError("the reply is empty")
    found = 0
    first_error: ValueError | None = None
    try:
        yield json.loads(stripped)
        found += 1
    except ValueError as exc:
        if stripped[0] in "{[":
            first_error = exc
    for match in _FENCE_RX.finditer(stripped):
        try:
            yield json.loads(match.group(1).strip())
            found += 1
        except ValueError:
            continue
    decoder = json.JSONDecoder()
    tried = 0
    index = 0
    while index < len(stripped) and tried < _MAX_CANDIDATES:
        if stripped[index] not in "{[":
            index += 1
            continue
        tried += 1
        try:
            value, end = decoder.raw_decode(stripped, index)
        except ValueError as exc:
            first_error = first_error or exc
            segment = _balanced(stripped, index)
            try:
                value = _python_literal(segment) if segment is not None else None
            except ReplyError:
                value = None
            if value is None:
                index += 1
                continue
            end = index + len(segment or "")
        found += 1
        yield value
        # A value's insides are not candidates of their own: a list with one bad entry
        # must not pass as its first entry alone.
        index = end
    if not found:
        if first_error is not None:
            raise ReplyError(f"the reply is not valid JSON: {first_error}")
        raise ReplyError("the reply contains no JSON object or array")


def extract_json(text: str) -> Any:
    """The JSON value in ``text``: bare, fenced, or the first parseable value inside prose."""
    return next(iter(json_candidates(text)))


def describe_validation_error(exc: ValidationError, *, limit: int = 8) -> str:
    """A one-line summary of pydantic validation errors, field path first."""
    errors = exc.errors()
    parts = [
        f"{'.'.join(str(part) for part in error['loc']) or '(top level)'}: {error['msg']}"
        for error in errors[:limit]
    ]
    more = len(errors) - limit
    tail = f"; and {more} more" if more > 0 else ""
    return "the JSON does not match the expected schema: " + "; ".join(parts) + tail


def parse_reply(text: str, response_model: type[T]) -> T:
    """The first JSON value of the reply that validates as ``response_model``.

    Prose before the JSON may itself hold brackets (a citation ``[8]``, an example), so
    every candidate is tried; the error of the first one is reported when none validates.
    """
    first_error: ReplyError | None = None
    for value in json_candidates(text):
        try:
            return response_model.model_validate(value)
        except ValidationError as exc:
            first_error = first_error or ReplyError(describe_validation_error(exc))
    assert first_error is not None  # json_candidates raises when it yields nothing
    raise first_error


RepairPrompt = Callable[[str, type[BaseModel]], Sequence[ChatMessage]]
"""Builds the repair turn from the error text and the expected model."""


class TemplateRepair:
    """The repair turn rendered from a prompt template (variables ``error``, ``schema``)."""

    def __init__(
        self, library: PromptLibrary | None = None, name: str = "repair", version: int = 1
    ) -> None:
        self.library = library if library is not None else PromptLibrary()
        self.name = name
        self.version = version

    def __call__(self, error: str, response_model: type[BaseModel]) -> Sequence[ChatMessage]:
        schema = json.dumps(response_model.model_json_schema(), separators=(",", ":"))
        return self.library.render(self.name, self.version, {"error": error, "schema": schema})


@dataclass(frozen=True, slots=True)
class Structured(Generic[T]):
    """A validated value with the calls that produced it."""

    value: T
    """The reply, validated."""

    calls: tuple[ChatResult, ...]
    """One call, or two when the repair turn was needed."""

    cut_off: int = 0
    """Entries of a reply cut off at ``max_tokens`` that were left out (the complete ones
    were kept without a repair turn)."""

    @property
    def repaired(self) -> bool:
        """Whether the first reply was unusable and the repair turn fixed it."""
        return len(self.calls) > 1


def _salvage(
    client: ChatClient, reply: ChatResult, response_model: type[T], stage: str
) -> Structured[T] | None:
    """The whole entries of a reply cut off inside its JSON, if they validate: a repair turn
    would be cut off the same way. The entry cut off is counted in ``cut_off``."""
    salvaged = salvage_truncated(reply.content)
    if salvaged is None:
        return None
    try:
        value = response_model.model_validate(salvaged.value)
    except ValidationError:
        return None
    client.metrics.salvaged.labels(client.endpoint.model, stage).inc()
    return Structured(value, (reply,), salvaged.cut_off)


async def complete_structured(
    client: ChatClient,
    messages: Sequence[ChatMessage],
    response_model: type[T],
    *,
    decoding: Decoding | None = None,
    seed: int | None = None,
    stage: str = "default",
    repair: RepairPrompt | None = None,
) -> Structured[T]:
    """Ask for a reply that validates as ``response_model``, with one repair turn."""
    first = await client.complete(messages, decoding=decoding, seed=seed, stage=stage)
    if first.finish_reason == "length":
        # Cut off at max_tokens: read the whole entries before anything else (an entry alone
        # inside the cut value would parse, and the rest be lost without a word).
        salvaged = _salvage(client, first, response_model, stage)
        if salvaged is not None:
            return salvaged
    try:
        return Structured(parse_reply(first.content, response_model), (first,))
    except ReplyError as exc:
        error = str(exc)
    salvaged = _salvage(client, first, response_model, stage)
    if salvaged is not None:
        return salvaged
    build_repair = repair if repair is not None else TemplateRepair()
    follow_up = (
        *messages,
        ChatMessage(role="assistant", content=first.content),
        *build_repair(error, response_model),
    )
    second = await client.complete(follow_up, decoding=decoding, seed=seed, stage=stage)
    model_id = client.endpoint.model
    try:
        value = parse_reply(second.content, response_model)
    except ReplyError as exc:
        client.metrics.repairs.labels(model_id, stage, "failed").inc()
        client.metrics.failures.labels(model_id, stage, "output").inc()
        raise LLMOutputError(
            f"{stage}: the reply of {model_id!r} is not a valid {response_model.__name__} even "
            f"after one repair turn: {exc}",
            raw=second.content,
            first_raw=first.content,
            error=str(exc),
            hint="the message is dead-lettered with the raw reply; try a stronger model, a "
            "lower temperature or a newer template version",
        ) from exc
    client.metrics.repairs.labels(model_id, stage, "fixed").inc()
    return Structured(value, (first, second))
