"""Markdown pipe tables: parsing, and reading numbers and ranges out of cells.

A table is a header row, a delimiter row (``| --- | :-: |``) and body rows. Cells are
split on unescaped pipes (``\\|`` keeps a literal pipe); the outer pipes are optional.
Rows shorter than the header are padded with empty cells, longer rows are cut, so every
parsed row has exactly one cell per column.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

__all__ = [
    "Table",
    "cell_number",
    "cell_range",
    "is_delimiter_row",
    "parse_table",
    "split_row",
    "unescape_entities",
]

_DELIMITER_CELL = re.compile(r"^\s*:?-+:?\s*$")
_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?")
_RANGE = re.compile(
    r"(\d[\d,]*(?:\.\d+)?)\s*(?:–|-|—|to)\s*\$?(\d[\d,]*(?:\.\d+)?)",
)
_UP_TO = re.compile(r"\bup to\s*\$?(\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)
_AND_ABOVE = re.compile(r"\$?(\d[\d,]*(?:\.\d+)?)\s*(?:and above|or more|\+)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Table:
    """One parsed table: its column headers and body rows (one cell per column)."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    heading: str = ""
    """The section heading the table sits under ("" before the first heading)."""

    def column(self, name: str) -> int:
        """Index of the column called ``name`` (case-insensitive); -1 when absent."""
        wanted = name.strip().lower()
        for index, header in enumerate(self.headers):
            if header.strip().lower() == wanted:
                return index
        return -1

    def row(self, key: str) -> tuple[str, ...] | None:
        """The first row whose first cell equals ``key`` (case-insensitive)."""
        wanted = key.strip().lower()
        for row in self.rows:
            if row[0].strip().lower() == wanted:
                return row
        return None


_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
"""An HTML entity reference as Markdown reads one: closed by ``;`` (``&gt;``, ``&#124;``).
``html.unescape`` alone also decodes legacy names without it (``&GT`` -> ``>``, ``&copy2``)."""


def unescape_entities(text: str) -> str:
    """``text`` with its entity references rendered (``&gt;`` -> ``>``); an ampersand not
    starting one stays as written (``AT&T``, ``&GT``)."""
    return _ENTITY.sub(lambda m: html.unescape(m.group(0)), text)


def split_row(line: str) -> list[str]:
    """Split one table line into stripped cells, honouring ``\\|`` escapes."""
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    cells: list[str] = []
    current: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text) and text[index + 1] == "|":
            current.append("|")
            index += 2
            continue
        if char == "|":
            cells.append("".join(current).strip())
            current = []
        else:
            current.append(char)
        index += 1
    cells.append("".join(current).strip())
    return [unescape_entities(cell) for cell in cells]  # "&#124;" is a pipe inside a cell


def is_delimiter_row(line: str) -> bool:
    """True for the ``| --- | --- |`` row that separates a header from the body."""
    if "-" not in line:
        return False
    cells = split_row(line)
    return bool(cells) and all(_DELIMITER_CELL.match(cell) for cell in cells)


def parse_table(lines: list[str], heading: str = "") -> Table | None:
    """Parse consecutive pipe-table lines; ``None`` when the second line is no delimiter."""
    if len(lines) < 2 or not is_delimiter_row(lines[1]):
        return None
    headers = tuple(split_row(lines[0]))
    width = len(headers)
    rows: list[tuple[str, ...]] = []
    for line in lines[2:]:
        cells = split_row(line)
        if not any(cells):
            continue
        cells = (cells + [""] * width)[:width]
        rows.append(tuple(cells))
    return Table(headers=headers, rows=tuple(rows), heading=heading)


def cell_number(cell: str) -> float | None:
    """The first number in a cell (``$1,299.50`` -> 1299.5); ``None`` when there is none."""
    match = _NUMBER.search(cell)
    if match is None:
        return None
    return float(match.group(1).replace(",", "") + (match.group(2) or ""))


def cell_range(cell: str) -> tuple[float, float] | None:
    """The closed numeric interval a cell names, or ``None``.

    Understands ``1.01–5 lb``, ``$100–$499.99``, ``Up to 1 lb`` (from 0) and
    ``$750 and above`` (to infinity).
    """
    match = _RANGE.search(cell)
    if match is not None:
        low = float(match.group(1).replace(",", ""))
        high = float(match.group(2).replace(",", ""))
        return (low, high) if low <= high else None
    match = _UP_TO.search(cell)
    if match is not None:
        return (0.0, float(match.group(1).replace(",", "")))
    match = _AND_ABOVE.search(cell)
    if match is not None:
        return (float(match.group(1).replace(",", "")), float("inf"))
    return None
