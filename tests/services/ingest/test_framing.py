"""Cutting byte streams into records: JSON Lines and streamed JSON documents."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.ingest.framing import Frame, decode_json, iter_json_values, iter_lines
from shared.errors import InputError

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _values(data: bytes, max_bytes: int = 1 << 20, chunk: int = 7) -> list[Frame]:
    return list(iter_json_values(io.BytesIO(data), max_bytes, chunk_bytes=chunk))


def test_lines_skip_blank_lines_and_strip_endings() -> None:
    """Blank lines yield nothing; CRLF and LF endings are removed; line numbers are physical."""
    frames = list(iter_lines(io.BytesIO(b'{"a":1}\r\n\n  \n{"b":2}\n{"c":3}'), 100))
    assert [(f.line, f.data) for f in frames] == [
        (1, b'{"a":1}'),
        (4, b'{"b":2}'),
        (5, b'{"c":3}'),
    ]
    assert frames[1].offset == len(b'{"a":1}\r\n\n  \n')


def test_lines_oversized_line_is_skipped_unread_with_its_size() -> None:
    """A line over the cap comes back without data but with its size; the next line survives."""
    data = b'{"a":1}\n' + b"x" * 5000 + b"\n" + b'{"b":2}\n'
    frames = list(iter_lines(io.BytesIO(data), 100))
    assert frames[1].data is None and frames[1].size == 5000 and frames[1].line == 2
    assert frames[2].data == b'{"b":2}' and frames[2].line == 3


def test_lines_strip_a_leading_byte_order_mark() -> None:
    """A UTF-8 BOM at the start of the file is not part of the first record."""
    frames = list(iter_lines(io.BytesIO(b'\xef\xbb\xbf{"a":1}\n'), 100))
    assert frames[0].data == b'{"a":1}'


def test_json_array_yields_each_element_with_its_line() -> None:
    """A top-level array streams element by element, each located at its first line."""
    data = b'[\n  {"a": 1},\n  {"b": [1, 2, "]"]},\n  "x\\"y"\n]\n'
    frames = _values(data)
    assert [json.loads(f.data or b"") for f in frames] == [{"a": 1}, {"b": [1, 2, "]"]}, 'x"y']
    assert [f.line for f in frames] == [2, 3, 4]


def test_json_concatenated_objects_are_separate_values() -> None:
    """Objects written one after another (JSON Lines without the guarantee) are each a value."""
    frames = _values(b'{"a": 1}\n{"a": 2} {"a": 3}')
    assert [json.loads(f.data or b"") for f in frames] == [{"a": 1}, {"a": 2}, {"a": 3}]


def test_json_truncated_last_element_is_incomplete_and_neighbours_survive() -> None:
    """A file cut inside its last element keeps the complete elements and marks the cut one."""
    frames = _values(b'[{"a": 1}, {"b": 2}, {"c": "abc')
    assert [f.complete for f in frames] == [True, True, False]
    with pytest.raises(InputError, match="truncated JSON"):
        decode_json(frames[2], "f.json", 100)


def test_json_oversized_element_is_skipped_and_the_next_one_read() -> None:
    """An element over the cap is dropped unread (size kept) without losing the next element."""
    big = json.dumps({"x": "y" * 10_000}).encode()
    frames = _values(b"[" + big + b', {"ok": true}]', max_bytes=1000, chunk=256)
    assert frames[0].data is None and frames[0].size == len(big)
    assert json.loads(frames[1].data or b"") == {"ok": True}
    with pytest.raises(InputError, match=f"record of {len(big)} bytes exceeds"):
        decode_json(frames[0], "f.json", 1000)


def test_decode_names_the_byte_offset_of_invalid_utf8() -> None:
    """A non-UTF-8 byte is reported with its absolute byte offset in the file."""
    frames = _values(b'[{"a": 1},\n {"b": "\xff"}]')
    with pytest.raises(InputError) as caught:
        decode_json(frames[1], "f.json", 100)
    assert "0xff at byte offset 19" in str(caught.value)
    assert caught.value.where == "f.json:2"


def test_decode_locates_json_syntax_errors_by_absolute_line() -> None:
    """A syntax error deep in a multi-line element names the file line where it is."""
    frames = _values(b'[\n{"a": 1},\n{\n "b": tru\n}]')
    with pytest.raises(InputError) as caught:
        decode_json(frames[1], "f.json", 100)
    assert caught.value.where == "f.json:4"


@settings(max_examples=150, deadline=None)
@given(
    values=st.lists(json_values, max_size=6),
    indent=st.sampled_from([None, 0, 2]),
    chunk=st.integers(min_value=1, max_value=64),
)
def test_json_stream_round_trips_any_array(
    values: list[Any], indent: int | None, chunk: int
) -> None:
    """Any JSON array, however it is split into chunks, streams back as its elements."""
    data = json.dumps(values, indent=indent).encode()
    frames = _values(data, chunk=chunk)
    assert [json.loads(f.data or b"") for f in frames] == values


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=300), chunk=st.integers(min_value=1, max_value=32))
def test_arbitrary_bytes_never_crash_the_framers(data: bytes, chunk: int) -> None:
    """Random bytes give frames that decode or raise InputError; sizes sum to at most the input."""
    for frames in (
        _values(data, max_bytes=50, chunk=chunk),
        list(iter_lines(io.BytesIO(data), 50)),
    ):
        assert sum(f.size for f in frames) <= len(data)
        for frame in frames:
            try:
                decode_json(frame, "f", 50)
            except InputError as exc:
                assert exc.where is not None and exc.where.startswith("f:")


@pytest.mark.parametrize("chunk", [1, 2, 3, 7, 1 << 20])
def test_json_byte_order_marks_between_values_are_skipped(chunk: int) -> None:
    """Each part of a concatenated export may open with a BOM; it is not a value of its own."""
    data = b'\xef\xbb\xbf[{"a": 1},\xef\xbb\xbf{"a": 2}]\xef\xbb\xbf{"a": 3}'
    frames = _values(data, chunk=chunk)
    assert [json.loads(f.data or b"") for f in frames] == [{"a": 1}, {"a": 2}, {"a": 3}]


def test_decode_json_reads_a_record_opening_with_a_bom_and_names_huge_integers() -> None:
    """A BOM before a JSON Lines record is ignored; a 5,000-digit integer is an InputError."""
    assert decode_json(Frame(3, 0, 11, b'\xef\xbb\xbf{"a": 1}'), "f", 100) == {"a": 1}
    with pytest.raises(InputError, match="f:3: invalid JSON: Exceeds the limit"):
        decode_json(Frame(3, 0, 5000, b"1" * 5000), "f", 10_000)
