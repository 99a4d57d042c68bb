"""What is left of a JSON reply cut off at ``max_tokens``: its complete entries.

A model that runs out of tokens stops mid-value: ``[{"question": ...}, {"question": "How``.
``salvage_truncated`` keeps every list entry and object member that was complete where the
text stops, closes the open brackets, and says how many values were cut off (the one the
model was writing when it stopped, and any unfinished container around it). It never
completes a value: a cut string, number or object is dropped, not guessed.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

__all__ = ["Salvaged", "salvage_truncated"]

_THINK_RX = re.compile(r"\A\s*<think>.*?(?:</think>|\Z)", re.DOTALL | re.IGNORECASE)
_FENCE_OPEN = re.compile(r"```[ \t]*(?:json5?|JSON)?[ \t]*\r?\n?")
_CLOSERS = {"[": "]", "{": "}"}


@dataclass(frozen=True, slots=True)
class Salvaged:
    """The complete part of a cut-off JSON value."""

    value: Any
    """The value with only its complete entries, brackets closed."""

    cut_off: int
    """Entries left out because the text stopped inside them (the one being written: 1)."""


@dataclass(slots=True)
class _Frame:
    kind: str
    """``[`` or ``{``."""
    expect: str = "value"
    """In an object: ``key``, ``colon``, ``value`` or ``comma``; in a list: ``value``/``comma``."""
    opened: int = 0
    """Where the container opens in the text."""


def _start(text: str) -> int:
    stripped = _THINK_RX.sub("", text)
    offset = len(text) - len(stripped)
    fence = _FENCE_OPEN.search(stripped)
    begin = fence.end() if fence is not None else 0
    found = [i for i in (stripped.find("[", begin), stripped.find("{", begin)) if i >= 0]
    return offset + min(found) if found else -1


def salvage_truncated(text: str) -> Salvaged | None:
    """The complete entries of the first JSON value in ``text`` if the text stops inside it;
    None when the value is whole (nothing to salvage) or holds no complete entry."""
    start = _start(text)
    if start < 0:
        return None
    stack: list[_Frame] = []
    cuts: list[tuple[int, int, str]] = []  # (depth, end of a complete entry, closers then)
    index = start
    length = len(text)

    def completed(end: int) -> None:
        if stack:
            stack[-1].expect = "comma"
            cuts.append((len(stack), end, "".join(_CLOSERS[f.kind] for f in reversed(stack))))

    while index < length:
        char = text[index]
        if char in " \t\r\n":
            index += 1
            continue
        if char == '"':
            end = index + 1
            escaped = False
            while end < length:
                if escaped:
                    escaped = False
                elif text[end] == "\\":
                    escaped = True
                elif text[end] == '"':
                    break
                end += 1
            if end >= length:
                break  # cut inside a string
            if stack and stack[-1].kind == "{" and stack[-1].expect == "key":
                stack[-1].expect = "colon"
            else:
                completed(end + 1)
            index = end + 1
            continue
        if char in "[{":
            if stack and stack[-1].kind == "{" and stack[-1].expect != "value":
                return None  # not JSON
            stack.append(_Frame(char, "key" if char == "{" else "value", index))
            index += 1
            continue
        if char in "]}":
            if not stack or _CLOSERS[stack[-1].kind] != char:
                return None
            stack.pop()
            if not stack:
                return None  # the value is whole
            completed(index + 1)
            index += 1
            continue
        if char == ":":
            if stack and stack[-1].kind == "{":
                stack[-1].expect = "value"
            index += 1
            continue
        if char == ",":
            if stack:
                stack[-1].expect = "key" if stack[-1].kind == "{" else "value"
            index += 1
            continue
        literal = re.match(r"-?[\w.+-]+", text[index:])
        if literal is None:
            return None
        end = index + literal.end()
        if end >= length:
            break  # a number or literal may be cut
        completed(end)
        index = end
    if not stack or not cuts:
        return None
    # Entries of the outermost open list are what a reply enumerates (QA pairs, verdicts,
    # claims): cut there, so no half-written entry is kept; else after the last whole value.
    lists = [(depth, f) for depth, f in enumerate(stack, start=1) if f.kind == "["]
    chosen = cuts[-1]
    if lists:
        depth, frame = lists[0]
        inside = [c for c in cuts if c[0] == depth and c[1] > frame.opened]
        if not inside:
            return None
        chosen = inside[-1]
    _, end, closers = chosen
    try:
        value = json.loads(text[start:end] + closers)
    except ValueError:
        return None
    return Salvaged(value, 1)
