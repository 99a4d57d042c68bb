"""Field paths into decoded JSON (``data.answer``, ``choices[0].message.content``) and
request templates with ``{question}``-style placeholders.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from shared.errors import InputError

__all__ = ["fill_template", "parse_path", "resolve_path"]

_STEP = re.compile(r"([^.\[\]]+)|\[(-?\d+)\]")
_PLACEHOLDER = re.compile(r"\{(question|item_id|round_id)\}")


def parse_path(path: str) -> list[str | int]:
    """Steps of ``path``: keys as strings, list indices as ints; refuses malformed paths."""
    steps: list[str | int] = []
    position = 0
    text = path.strip()
    while position < len(text):
        if text[position] == "." and steps:
            position += 1
        match = _STEP.match(text, position)
        if match is None or match.end() == position:
            raise InputError(
                f"field path {path!r} is malformed at character {position + 1}",
                hint="write paths like data.answer or choices[0].message.content",
            )
        key, index = match.groups()
        steps.append(int(index) if index is not None else key)
        position = match.end()
    if not steps:
        raise InputError("a field path is empty", hint="name a field, e.g. answer")
    return steps


def resolve_path(data: Any, path: str) -> Any:
    """The value at ``path`` in ``data``; raises ``InputError`` naming the missing step."""
    current = data
    walked: list[str] = []
    for step in parse_path(path):
        if isinstance(step, int):
            if not isinstance(current, list) or not -len(current) <= step < len(current):
                raise InputError(f"no item [{step}] at {'.'.join(walked) or 'the top'}",
                                 field=path)  # fmt: skip
            current = current[step]
            walked.append(f"[{step}]")
        else:
            if not isinstance(current, Mapping) or step not in current:
                raise InputError(f"no field {step!r} at {'.'.join(walked) or 'the top'}",
                                 field=path)  # fmt: skip
            current = current[step]
            walked.append(step)
    return current


def fill_template(template: Any, values: Mapping[str, str]) -> Any:
    """``template`` with ``{question}``, ``{item_id}`` and ``{round_id}`` replaced in strings."""
    if isinstance(template, str):
        return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), template)
    if isinstance(template, list):
        return [fill_template(value, values) for value in template]
    if isinstance(template, dict):
        return {key: fill_template(value, values) for key, value in template.items()}
    return template
