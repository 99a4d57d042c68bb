"""Cutting a byte stream into records without loading it whole.

Two framings, both bounded in memory by ``max_bytes`` per record:

- ``iter_lines``: one record per line (JSON Lines). A line longer than the cap
  is skipped unread and reported with its size.
- ``iter_json_values``: the top-level JSON values of a file, with a top-level
  array expanded into its elements (so a 500 MB ``[...]`` export streams element
  by element). Values are found by a small scanner that tracks strings and
  bracket depth; each value is then parsed on its own, so one malformed element
  does not take its neighbours down with it.

``decode_json`` turns a frame into a Python value or an ``InputError`` whose
location is absolute in the file (line and byte offset).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

from shared.errors import InputError

__all__ = ["CHUNK_BYTES", "Frame", "decode_json", "iter_json_values", "iter_lines"]

CHUNK_BYTES = 1 << 20
"""Bytes read from the stream per refill."""

_BOM = b"\xef\xbb\xbf"
_NON_WS = re.compile(rb"[^ \t\r\n]")
_IN_STRING = re.compile(rb'["\\]')
# a whole string (skipped in one C-level match), a bracket, or a string's opening quote
_TOKEN = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}"]', re.DOTALL)
_STRING_TAIL = re.compile(rb'[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_SCALAR_END = re.compile(rb'[ \t\r\n,\[\]{}"]')


@dataclass(frozen=True, slots=True)
class Frame:
    """One record's bytes and where they are in the file."""

    line: int
    """1-based line of the record's first byte."""
    offset: int
    """Byte offset of the record's first byte."""
    size: int
    """Length of the record in bytes."""
    data: bytes | None
    """The bytes, or ``None`` when the record exceeded the cap and was skipped."""
    complete: bool = True
    """False when the stream ended inside the record (truncated input)."""


def iter_lines(stream: IO[bytes], max_bytes: int) -> Iterator[Frame]:
    """The non-blank lines of ``stream`` (without the newline), each at most ``max_bytes``."""
    offset = 0
    line = 0
    while True:
        chunk = stream.readline(max_bytes + 2)  # room for the line's own CR LF
        if not chunk:
            return
        line += 1
        start = offset
        size = len(chunk)
        data: bytes | None = chunk
        if size > max_bytes and not chunk.endswith(b"\n"):
            data = None  # too long: skip the rest of the line without keeping it
            while not chunk.endswith(b"\n"):
                chunk = stream.readline(CHUNK_BYTES)
                if not chunk:
                    break
                size += len(chunk)
        offset += size
        if start == 0 and data is not None and data.startswith(_BOM):
            data = data[len(_BOM) :]
        if data is None:
            yield Frame(line, start, size - _newline_len(chunk), None)
            continue
        body = data.rstrip(b"\r\n")
        if len(body) > max_bytes:
            yield Frame(line, start, len(body), None)
        elif body.strip():
            yield Frame(line, start, len(body), body)


def _newline_len(tail: bytes) -> int:
    if tail.endswith(b"\r\n"):
        return 2
    return 1 if tail.endswith(b"\n") else 0


class _Buffer:
    """A sliding window over the stream that remembers the line and offset of its start."""

    def __init__(self, stream: IO[bytes], chunk_bytes: int) -> None:
        self.stream = stream
        self.chunk_bytes = chunk_bytes
        self.data = bytearray()
        self.offset = 0
        self.line = 1
        self.eof = False
        self._first = True

    def fill(self) -> bool:
        """Read one more chunk; False at end of stream."""
        if self.eof:
            return False
        chunk = self.stream.read(self.chunk_bytes)
        if not chunk:
            self.eof = True
            return False
        if self._first:
            self._first = False
            if chunk.startswith(_BOM):
                chunk = chunk[len(_BOM) :]
                self.offset = len(_BOM)
        self.data += chunk
        return True

    def drop(self, n: int) -> None:
        """Forget the first ``n`` bytes, advancing line and offset."""
        self.line += self.data.count(b"\n", 0, n)
        self.offset += n
        del self.data[:n]


def iter_json_values(
    stream: IO[bytes], max_bytes: int, *, chunk_bytes: int = CHUNK_BYTES
) -> Iterator[Frame]:
    """Top-level JSON values of ``stream``; a top-level array yields its elements."""
    buf = _Buffer(stream, chunk_bytes)
    in_array = False
    while True:
        found = _NON_WS.search(buf.data)
        if found is None:
            buf.drop(len(buf.data))
            if not buf.fill():
                return
            continue
        buf.drop(found.start())
        cut_bom = len(buf.data) < len(_BOM) and buf.data.startswith(_BOM[: len(buf.data)])
        if cut_bom and buf.fill():
            continue  # maybe a byte-order mark cut by the chunk boundary
        if buf.data.startswith(_BOM):
            buf.drop(len(_BOM))  # concatenated exports each open with a byte-order mark
            continue
        first = buf.data[0]
        if in_array and first == ord(","):
            buf.drop(1)
            continue
        if in_array and first == ord("]"):
            in_array = False
            buf.drop(1)
            continue
        if not in_array and first == ord("["):
            in_array = True
            buf.drop(1)
            continue
        yield _scan_value(buf, max_bytes)


def _scan_value(buf: _Buffer, max_bytes: int) -> Frame:
    """Frame the value starting at the buffer's first byte and drop it from the buffer."""
    line, offset = buf.line, buf.offset
    opener = buf.data[0]
    container = opener in b"[{"
    in_string = opener == ord('"')
    depth = 1 if container else 0
    pos = 1
    skipped = 0  # bytes of an oversized value already dropped unread
    while True:
        end = _advance(buf.data, pos, container, in_string, depth)
        if isinstance(end, int):
            size = skipped + end
            data = None if skipped or end > max_bytes else bytes(buf.data[:end])
            buf.drop(end)
            return Frame(line, offset, size, data)
        pos, in_string, depth = end
        if skipped or pos > max_bytes:
            skipped += pos
            buf.drop(pos)
            pos = 0
        if not buf.fill():
            if not container and not in_string:
                size = skipped + len(buf.data)
                data = None if skipped else bytes(buf.data)
                buf.drop(len(buf.data))
                return Frame(line, offset, size, data)
            size = skipped + len(buf.data)
            data = None if skipped else bytes(buf.data)
            buf.drop(len(buf.data))
            return Frame(line, offset, size, data, complete=False)


def _advance(
    data: bytearray, pos: int, container: bool, in_string: bool, depth: int
) -> int | tuple[int, bool, int]:
    """Scan from ``pos``: the end of the value, or the state where the buffer ran out."""
    while True:
        if in_string:
            tail = _STRING_TAIL.match(data, pos)
            if tail is not None:
                pos = tail.end()
                in_string = False
                if not container:
                    return pos
                continue
            found = _IN_STRING.search(data, pos)
            if found is None:
                return len(data), True, depth
            if found.group() == b"\\":
                if found.end() >= len(data):
                    return found.start(), True, depth  # the escaped byte is not read yet
                pos = found.end() + 1
                continue
            pos = found.end()
            in_string = False
            if not container:
                return pos
            continue
        if not container:
            found = _SCALAR_END.search(data, pos)
            return (len(data), False, depth) if found is None else found.start()
        found = _TOKEN.search(data, pos)
        if found is None:
            return len(data), False, depth
        pos = found.end()
        token = found.group()
        if token[0] == 0x22:  # '"': a whole string, or one that runs past the buffer
            in_string = len(token) == 1
        elif token in (b"[", b"{"):
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return pos


def decode_json(frame: Frame, source: str, max_bytes: int) -> Any:
    """The JSON value in ``frame``; raises ``InputError`` located at ``source:line``."""
    where = f"{source}:{frame.line}"
    if frame.data is None:
        raise InputError(
            f"record of {frame.size} bytes exceeds the limit of {max_bytes} bytes; skipped unread",
            where=where,
            hint="split the record or raise the setting ingest_max_line_bytes",
        )
    try:
        text = frame.data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"invalid UTF-8 byte {frame.data[exc.start]:#04x} at byte offset "
            f"{frame.offset + exc.start}",
            where=where,
            hint="re-encode the file as UTF-8",
        ) from exc
    if not frame.complete:
        raise InputError(
            f"truncated JSON: the input ends inside this record ({frame.size} bytes read)",
            where=where,
            hint="the file was cut short; re-export it or drop the partial record",
        )
    # a byte-order mark opens each part of concatenated exports, not only the file
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        line = frame.line + exc.lineno - 1
        raise InputError(
            f"invalid JSON: {exc.msg} at line {line} column {exc.colno}",
            where=f"{source}:{line}",
            hint="fix the JSON syntax of this record",
        ) from exc
    except ValueError as exc:  # e.g. an integer literal of more than 4,300 digits
        raise InputError(
            f"invalid JSON: {exc}",
            where=where,
            hint="write long numbers as strings",
        ) from exc
    except RecursionError as exc:
        raise InputError(
            "invalid JSON: nested too deeply for the parser",
            where=where,
            hint="flatten the record; no agent log needs that much nesting",
        ) from exc
