"""Importer for the FreshQA CSV as seed questions.

Two layouts exist: a header on the first row, or the official sheet export with a
warning line and a blank line before the header. The header row is found by its
columns (``question`` and ``answer_0``) among the first ``HEADER_SEARCH_ROWS`` rows,
so both layouts (and any other preamble) read the same.

Columns: id, split, question, effective_year, next_review, false_premise
(TRUE/FALSE), num_hops (one-hop/multi-hop), fact_type, source, answer_0 …
answer_9, note. Answers keep their order with empty cells dropped.

The file is read one physical line at a time (quoted cells may span lines), each
line capped at ``max_line_bytes`` and decoded on its own, so a bad byte or an
oversized line costs only the row that holds it.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from typing import IO

from pydantic import ValidationError

from shared.errors import InputError
from shared.intake.agent_log import validation_error
from shared.intake.records import Accepted, Item, Rejected, raw_text, reject
from shared.messages.envelope import derive_id
from shared.messages.logs import SeedQuestion

__all__ = ["ANSWER_COLUMNS", "HEADER_SEARCH_ROWS", "iter_seeds", "parse_bool"]

ANSWER_COLUMNS = tuple(f"answer_{i}" for i in range(10))
"""The answer columns, in order."""

HEADER_SEARCH_ROWS = 20
"""Rows searched for the header before the file is rejected as not FreshQA."""

_TRUE = frozenset({"true", "yes", "1", "t", "y"})
_FALSE = frozenset({"false", "no", "0", "f", "n", ""})
_OPTIONAL = ("split", "effective_year", "next_review", "num_hops", "fact_type", "source", "note")


def parse_bool(value: str) -> bool | None:
    """TRUE/FALSE (and yes/no, 1/0) in any case; ``None`` when it is neither."""
    folded = value.strip().lower()
    if folded in _TRUE:
        return True
    if folded in _FALSE:
        return False
    return None


class _PhysicalLines:
    """Decoded lines with their endings, for ``csv.reader``; remembers each line's trouble."""

    def __init__(self, stream: IO[bytes], max_bytes: int) -> None:
        self.stream = stream
        self.max_bytes = max_bytes
        self.number = 0
        self.offset = 0
        self.trouble: dict[int, str] = {}
        self.pending: list[str] = []

    def __iter__(self) -> Iterator[str]:
        while True:
            chunk = self.stream.readline(self.max_bytes + 2)
            if not chunk:
                return
            self.number += 1
            start, size = self.offset, len(chunk)
            if size > self.max_bytes and not chunk.endswith(b"\n"):
                while not chunk.endswith(b"\n"):
                    chunk = self.stream.readline(1 << 20)
                    if not chunk:
                        break
                    size += len(chunk)
                self.offset += size
                self.trouble[self.number] = (
                    f"line of {size} bytes exceeds the limit of {self.max_bytes} bytes; "
                    "skipped unread"
                )
                self.pending.append("")
                yield "\n"
                continue
            self.offset += size
            if start == 0 and chunk.startswith(b"\xef\xbb\xbf"):
                chunk = chunk[3:]
            try:
                line = chunk.decode("utf-8")
            except UnicodeDecodeError as exc:
                self.trouble[self.number] = (
                    f"invalid UTF-8 byte {chunk[exc.start]:#04x} at byte offset {start + exc.start}"
                )
                line = chunk.decode("utf-8", errors="replace")
            self.pending.append(line)
            yield line

    def take(self) -> str:
        """The raw text of the row just read, and forget it."""
        raw = "".join(self.pending)
        self.pending.clear()
        return raw


def _find_header(rows: Iterator[list[str]], lines: _PhysicalLines) -> list[str] | None:
    for _ in range(HEADER_SEARCH_ROWS):
        row = next(rows, None)
        lines.take()
        if row is None:
            return None
        cells = [cell.strip().lstrip("\ufeff").lower() for cell in row]
        if "question" in cells and "answer_0" in cells:
            return cells
    return None


def iter_seeds(stream: IO[bytes], source: str, max_line_bytes: int) -> Iterator[Item]:
    """Seed questions (or rejected rows) from a FreshQA CSV stream named ``source``."""
    lines = _PhysicalLines(stream, max_line_bytes)
    rows = csv.reader(lines, strict=False)
    try:
        header = _find_header(rows, lines)
    except csv.Error as exc:
        yield reject(
            f"unreadable CSV: {exc}",
            where=f"{source}:{lines.number}",
            topic="seeds",
            format="freshqa",
        )
        return
    if header is None:
        yield reject(
            f"no FreshQA header row (with question and answer_0 columns) in the first "
            f"{HEADER_SEARCH_ROWS} rows",
            where=f"{source}:1",
            topic="seeds",
            format="freshqa",
            hint="pass a FreshQA CSV export, or choose another --format",
        )
        return
    first_line = lines.number + 1
    while True:
        try:
            row = next(rows, None)
        except csv.Error as exc:
            raw = lines.take()
            yield reject(
                f"unreadable CSV row: {exc}",
                where=f"{source}:{first_line}",
                topic="seeds",
                raw=raw,
                format="freshqa",
            )
            first_line = lines.number + 1
            continue
        if row is None:
            return
        raw = lines.take()
        span = range(first_line, lines.number + 1)
        where = f"{source}:{first_line}"
        first_line = lines.number + 1
        trouble = next((lines.trouble[n] for n in span if n in lines.trouble), None)
        if trouble is not None:
            yield reject(trouble, where=where, topic="seeds", raw=raw, format="freshqa")
            continue
        if not any(cell.strip() for cell in row):
            continue
        yield _seed(header, row, where, raw)


def _seed(header: list[str], row: list[str], where: str, raw: str) -> Item:
    if len(row) > len(header) and any(cell.strip() for cell in row[len(header) :]):
        return reject(
            f"row has {len(row)} cells but the header has {len(header)}",
            where=where,
            topic="seeds",
            raw=raw,
            format="freshqa",
            hint="check the row's quoting: a stray comma or quote splits a cell",
        )
    cells = dict(zip(header, (cell.strip() for cell in row), strict=False))
    question = cells.get("question", "")
    if not question:
        return reject(
            "missing question",
            where=where,
            topic="seeds",
            field="question",
            raw=raw,
            format="freshqa",
        )
    premise = parse_bool(cells.get("false_premise", ""))
    if premise is None:
        return reject(
            f"{cells['false_premise']!r} is not TRUE or FALSE",
            where=where,
            topic="seeds",
            field="false_premise",
            raw=raw,
            format="freshqa",
        )
    given = cells.get("id", "")
    seed_id = f"freshqa-{given}" if given else "freshqa-" + derive_id("freshqa", question)[:16]
    optional = {name: cells.get(name) or None for name in _OPTIONAL}
    try:
        seed = SeedQuestion(
            seed_id=seed_id,
            question=question,
            answers=tuple(cells[c] for c in ANSWER_COLUMNS if cells.get(c)),
            false_premise=premise,
            dataset="freshqa",
            **optional,
        )
    except ValidationError as exc:
        error: InputError = validation_error(exc, where)
        return Rejected(
            topic="seeds", error=error, raw=raw_text(raw), where=where, format="freshqa"
        )
    return Accepted(topic="seeds", payload=seed, where=where, format="freshqa")
