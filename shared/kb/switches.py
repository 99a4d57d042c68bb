"""A ``0``/``1`` default that switches a behaviour on or off is no number to bound.

``PIPENV_YES`` (default ``0``: *Auto-answer yes to prompts*) takes a true or false value, so
"What is the largest value allowed for it?" is no question a reader asks, and a page that
lists the accepted true/false values answers it. A ``0``/``1`` default of a thing whose name
or description counts, sizes or times something (``--workers`` default ``1``, *number of
retries*) stays a number.
"""

from __future__ import annotations

import re

_COUNTING_PARTS = frozenset({
    "limit", "timeout", "size", "max", "min", "workers", "worker", "retries", "retry",
    "depth", "count", "length", "level", "port", "jobs", "threads", "processes", "seconds",
    "interval", "delay", "concurrency", "width", "verbosity", "backlog"})
_COUNTING = re.compile(
    r"\b(?:number of|how many|count|seconds?|minutes?|hours?|days?|bytes?|size|length|"
    r"limit|maximum|minimum|timeout|retries|level|port|depth|workers?|threads?)\b", re.I)


def on_off_default(name: str, default: str | None, text: str = "") -> bool:
    """True when ``default`` is ``0`` or ``1`` and neither ``name`` nor ``text`` (its
    description) counts, sizes or times anything: an on/off switch, not a quantity."""
    if default is None or default.strip("`'\" ") not in {"0", "1"}:
        return False
    parts = set(re.split(r"[-_.\s]+", name.lower().lstrip("-")))
    return not (parts & _COUNTING_PARTS) and _COUNTING.search(text) is None
