"""Durations as people write them: ``30s``, ``10m``, ``24h``, ``1d``, ``1h30m``, ``500ms``.

A bare number is seconds. Units: ``ms``, ``s``, ``m``, ``h``, ``d``, ``w``; parts may be
combined largest first (``1h30m``) and may be fractional (``1.5h``).
"""

from __future__ import annotations

import re
from datetime import timedelta

from shared.errors import InputError

__all__ = ["format_duration", "parse_duration"]

_UNITS: dict[str, float] = {
    "ms": 0.001,
    "s": 1.0,
    "m": 60.0,
    "h": 3600.0,
    "d": 86400.0,
    "w": 604800.0,
}
_ORDER = ("w", "d", "h", "m", "s", "ms")
_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|s|m|h|d|w)")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def parse_duration(text: str, *, field: str = "duration") -> timedelta:
    """``text`` as a ``timedelta``; ``InputError`` naming ``field`` when it is not one."""
    raw = text.strip().lower()
    if _NUMBER.fullmatch(raw):
        return timedelta(seconds=float(raw))
    position = 0
    seconds = 0.0
    last_rank = -1
    for match in _PART.finditer(raw):
        unit = match.group(2)
        rank = _ORDER.index(unit)
        if match.start() != position or rank <= last_rank:
            break
        seconds += float(match.group(1)) * _UNITS[unit]
        position = match.end()
        last_rank = rank
    if not raw or position != len(raw):
        raise InputError(
            f"{text!r} is not a duration",
            field=field,
            hint="write it like 30s, 10m, 24h, 1d or 1h30m (a bare number is seconds)",
        )
    return timedelta(seconds=seconds)


def format_duration(value: timedelta) -> str:
    """The shortest ``1h30m``-style text that ``parse_duration`` reads back as ``value``
    (whole milliseconds)."""
    millis = round(value.total_seconds() * 1000)
    if millis == 0:
        return "0s"
    parts: list[str] = []
    for unit in _ORDER:
        size = round(_UNITS[unit] * 1000)
        count, millis = divmod(millis, size)
        if count:
            parts.append(f"{count}{unit}")
    return "".join(parts)
