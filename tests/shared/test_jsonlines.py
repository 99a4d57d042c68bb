"""The JSON Lines reader shared by the KB and gold commands."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.errors import InputError
from shared.jsonlines import numbered_lines


def test_blank_lines_are_skipped_and_numbers_kept(tmp_path: Path) -> None:
    """Line numbers count every line, so errors point at the right one."""
    path = tmp_path / "a.jsonl"
    path.write_text('{"a": 1}\n\n  \n{"b": 2}\n', encoding="utf-8")
    assert numbered_lines(path, hint="h") == [(1, '{"a": 1}'), (4, '{"b": 2}')]


@pytest.mark.parametrize("content", [None, b"\xff\xfe not utf-8"])
def test_unreadable_files_are_input_errors_naming_the_file(
    tmp_path: Path, content: bytes | None
) -> None:
    """A missing or non-UTF-8 file is an InputError naming the path once, with the hint."""
    path = tmp_path / "bad.jsonl"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(InputError, match=r"bad\.jsonl") as caught:
        numbered_lines(path, hint="give the gold JSONL")
    assert caught.value.hint == "give the gold JSONL"
    assert str(caught.value).count("bad.jsonl") == 1
