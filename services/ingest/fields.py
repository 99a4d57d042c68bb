"""Typed reads of fields from decoded JSON records, with errors naming the field.

Each reader raises ``InputError(where=..., field=...)`` whose message says what
type was expected and what was found, e.g. ``sources[2].url: expected a string,
got number``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from shared.errors import InputError

__all__ = [
    "json_type",
    "object_list",
    "opt_datetime",
    "opt_int",
    "opt_text",
    "require_object",
    "str_map",
    "text",
    "text_list",
]

_JSON_TYPES: dict[type, str] = {
    str: "a string",
    int: "a number",
    float: "a number",
    bool: "a boolean",
    list: "an array",
    dict: "an object",
}


def json_type(value: Any) -> str:
    """The JSON name of ``value``'s type (``a string``, ``null`` ...)."""
    if value is None:
        return "null"
    return _JSON_TYPES.get(type(value), type(value).__name__)


def _wrong(field: str, expected: str, value: Any, where: str) -> InputError:
    return InputError(
        f"expected {expected}, got {json_type(value)}",
        where=where,
        field=field,
        hint=f"give {field} as {expected}",
    )


def require_object(value: Any, where: str, what: str = "record") -> Mapping[str, Any]:
    """``value`` if it is a JSON object, else an error naming what was found."""
    if not isinstance(value, dict):
        raise InputError(
            f"expected the {what} to be a JSON object, got {json_type(value)}",
            where=where,
            hint='each record must be an object such as {"question": ..., "answer": ...}',
        )
    return value


def object_list(
    value: Any, where: str, field: str, what: str, *, hint: str | None = None
) -> list[tuple[str, Mapping[str, Any]]]:
    """The objects of an array field, each with its path (``sources[2]``); null gives ``[]``.

    ``what`` names one element in the errors (``expected an array of sources``).
    """
    if value is None:
        return []
    if not isinstance(value, list):
        raise InputError(
            f"expected an array of {what}s, got {json_type(value)}",
            where=where,
            field=field,
            hint=hint,
        )
    out: list[tuple[str, Mapping[str, Any]]] = []
    for index, item in enumerate(value):
        path = f"{field}[{index}]"
        if not isinstance(item, dict):
            raise InputError(
                f"expected a {what} object, got {json_type(item)}",
                where=where,
                field=path,
                hint=hint,
            )
        out.append((path, item))
    return out


def text(obj: Mapping[str, Any], key: str, where: str, *, field: str | None = None) -> str:
    """A string field; missing or null gives ``""``."""
    value = obj.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise _wrong(field or key, "a string", value, where)
    return value


def opt_text(
    obj: Mapping[str, Any], key: str, where: str, *, field: str | None = None
) -> str | None:
    """A string field that may be absent; numbers are accepted as ids and turned to text."""
    value = obj.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise _wrong(field or key, "a string", value, where)
    return str(value)


def opt_int(
    obj: Mapping[str, Any], key: str, where: str, *, field: str | None = None
) -> int | None:
    """An integer field (or a string of digits) that may be absent."""
    value = obj.get(key)
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    raise _wrong(field or key, "an integer", value, where)


def opt_datetime(
    obj: Mapping[str, Any], key: str, where: str, *, field: str | None = None
) -> datetime | None:
    """An ISO-8601 timestamp field that may be absent."""
    raw = text(obj, key, where, field=field)
    if not raw:
        return None
    try:
        return datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError as exc:
        raise InputError(
            f"{raw[:60]!r} is not an ISO-8601 timestamp",
            where=where,
            field=field or key,
            hint="write timestamps like 2025-03-19T14:05:00Z",
        ) from exc


def text_list(obj: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    """A list of strings (a single string is accepted as a one-item list)."""
    value = obj.get(key)
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list):
        raise _wrong(key, "an array of strings", value, where)
    out: list[str] = []
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise _wrong(f"{key}[{index}]", "a string", item, where)
        out.append(item)
    return tuple(out)


def str_map(obj: Mapping[str, Any], key: str, where: str) -> dict[str, str]:
    """An object of extras; non-string values are kept as their JSON text."""
    value = obj.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _wrong(key, "an object", value, where)
    return {
        str(k): v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, sort_keys=True)
        for k, v in value.items()
    }
