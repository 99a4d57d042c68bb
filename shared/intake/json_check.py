"""Values a decoded JSON record may not carry into a log, found before any importer runs.

``json.loads`` accepts text that dyneval cannot store or hash: a lone UTF-16
surrogate (``"\\ud800"`` is legal JSON text but has no UTF-8 encoding), a NUL
character, ``NaN``/``Infinity`` (not JSON numbers, yet Python parses them), and
nesting deep enough to exhaust recursion in whatever walks the value next.
``first_problem`` walks a record without recursion, in document order, and
names the first such value by its field path (``sources[0].title``), so the
record is dead-lettered with a reason instead of crashing a later step.
"""

from __future__ import annotations

import math
from typing import Any

__all__ = ["MAX_DEPTH", "Problem", "first_problem", "printable"]

MAX_DEPTH = 64
"""Deepest nesting of arrays and objects a record may have; no agent log comes near it."""

_SHOWN_KEY_CHARS = 60

Problem = tuple[str | None, str]
"""The field path (``None`` for the record itself) and what is wrong there."""


def printable(text: str) -> str:
    """``text`` with lone surrogates written as ``\\udXXX`` escapes, so it encodes as UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", errors="backslashreplace").decode("utf-8")
    return text


def _string_problem(value: str, what: str) -> str | None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        code = ord(value[exc.start])
        return (
            f"{what} holds a lone UTF-16 surrogate U+{code:04X} at character {exc.start}, "
            "which has no UTF-8 encoding"
        )
    nul = value.find("\x00")
    if nul >= 0:
        return f"{what} holds a NUL character at character {nul}"
    return None


def _key_path(parent: str | None, key: str) -> str:
    shown = printable(key)
    if len(shown) > _SHOWN_KEY_CHARS:
        shown = shown[:_SHOWN_KEY_CHARS] + "…"
    return shown if parent is None else f"{parent}.{shown}"


def first_problem(record: Any, *, max_depth: int = MAX_DEPTH) -> Problem | None:
    """The first value of ``record`` no log can hold, or ``None`` when it is clean."""
    stack: list[tuple[str | None, Any, int]] = [(None, record, 0)]
    while stack:
        path, value, depth = stack.pop()
        if isinstance(value, str):
            problem = _string_problem(value, "the text")
            if problem is not None:
                return path, problem
        elif isinstance(value, float) and not math.isfinite(value):
            shown = "NaN" if math.isnan(value) else "Infinity"
            return path, f"{shown} is not a JSON number"
        elif isinstance(value, dict | list):
            if depth >= max_depth:
                return path, f"arrays and objects are nested deeper than {max_depth} levels"
            children: list[tuple[str | None, Any, int]] = []
            if isinstance(value, dict):
                for key, item in value.items():
                    key_text = str(key)
                    problem = _string_problem(key_text, "the key")
                    if problem is not None:
                        return _key_path(path, key_text), problem
                    children.append((_key_path(path, key_text), item, depth + 1))
            else:
                base = path or ""
                children = [(f"{base}[{i}]", item, depth + 1) for i, item in enumerate(value)]
            stack.extend(reversed(children))
    return None
