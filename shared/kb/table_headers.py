"""Whether a table column's header names what its cells hold, as a question needs it.

"What is the <header> for <row>?" reads well when the header is a noun that names the
value (``Fee``, ``Port``, ``Delivery time``). It fails a reader when

- the header is a bare kind of value that says nothing of *what* it measures (``Version``,
  ``Usage``, ``Relative``, ``Value``, ``Notes``): "What is the version for Firefox?" — the
  minimum supported one? the latest? Under a "Supported <things>" heading the table says
  which: "Which version of Firefox is supported?";
- the header continues on the first body row (``| Usage |`` over ``| desktop | mobile |
  overall |``): the column's name is split over two rows, and the top cell alone names
  several columns.
"""

from __future__ import annotations

import re

from shared.kb.tables import Table, cell_number

__all__ = ["bare_header", "split_header_columns", "supported_query"]

_BARE = frozenset({
    "version", "versions", "usage", "relative", "value", "values", "type", "status", "state",
    "level", "size", "time", "date", "count", "number", "amount", "total", "result",
    "results", "notes", "note", "description", "details", "comment", "comments", "remarks",
    "info", "information", "before", "after", "now", "current", "new", "old", "change",
    "changes", "difference", "percentage", "percent", "share", "ratio", "score", "rank",
    "default", "support", "supported", "availability", "name", "id", "key", "data", "other",
})
"""One-word headers that name a kind of value, never what it is the value of."""


def bare_header(header: str) -> bool:
    """True for a one-word header naming only a kind of value (``Version``, ``Usage``)."""
    words = re.findall(r"[A-Za-z]+", header)
    return len(words) == 1 and words[0].lower() in _BARE


def split_header_columns(table: Table) -> frozenset[int]:
    """Columns whose name continues on the first body row: that row has an empty key cell
    and words (not figures) in other cells; those columns and any with an empty header
    have no name of their own in the header row."""
    if not table.rows or table.rows[0][0].strip():
        return frozenset()
    first = table.rows[0]
    named = [i for i in range(1, len(first)) if first[i].strip()]
    if not named or any(cell_number(first[i]) is not None or not re.search(r"[A-Za-z]", first[i])
                        for i in named):
        return frozenset()
    empty = {i for i in range(1, len(table.headers)) if not table.headers[i].strip()}
    return frozenset(named) | frozenset(empty)


_SUPPORTED = re.compile(r"^supported\s+[a-z]", re.IGNORECASE)


def supported_query(table: Table, header: str, key: str) -> str | None:
    """``Which version of Firefox is supported?`` for a ``Version`` column of a table under
    a "Supported <things>" heading; None elsewhere (the table says no more of the header)."""
    if not _SUPPORTED.match(table.heading.strip()) or header.strip().lower() not in (
            "version", "versions"):
        return None
    return f"Which {header.strip().lower()} of {key} is supported?"
