"""Choosing importers per file and per record, folders, and bad input across formats."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.ingest.importers import (
    FormatChoice,
    expand_paths,
    framing_for,
    import_file,
    import_record,
    record_format,
    unwrap_batch,
)
from shared.errors import NotFoundError
from shared.intake.records import Accepted, Rejected

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "logs"
LOG = {"question": "Q?", "answer": "A", "thinking": "t [1]", "sources": [{"id": 1, "title": "T"}]}
PERPLEXICA = {
    "query": "Q?",
    "message": "m [1]",
    "sources": [{"pageContent": "c", "metadata": {"title": "T", "url": "u"}}],
}
HOTPOT = {
    "_id": "x",
    "question": "Q?",
    "answer": "A",
    "type": "bridge",
    "level": "easy",
    "supporting_facts": [],
    "context": [],
}


def test_record_shapes_pick_their_importer() -> None:
    """HotpotQA items, Perplexica responses (bare or wrapped) and plain logs are told apart."""
    assert record_format(HOTPOT) == "hotpotqa"
    assert record_format(PERPLEXICA) == "perplexica"
    assert record_format({"question": "Q?", "response": {"message": "m"}}) == "perplexica"
    assert record_format(LOG) == "logs"
    assert record_format([1]) == "logs"


def test_explicit_format_holds_records_to_that_shape() -> None:
    """--format hotpotqa on a plain log rejects it naming the missing HotpotQA field."""
    item = import_record(LOG, "f:1", "hotpotqa")
    assert isinstance(item, Rejected) and item.error.field == "_id" and item.format == "hotpotqa"


def test_batch_wrappers_unwrap() -> None:
    """A list and {"logs": [...]} are batches; a single object is one record."""
    assert unwrap_batch([LOG, LOG]) == ([LOG, LOG], True)
    assert unwrap_batch({"logs": [LOG]}) == ([LOG], True)
    assert unwrap_batch(LOG) == ([LOG], False)


def test_framing_by_suffix_and_by_content(tmp_path: Path) -> None:
    """.csv is FreshQA, .jsonl lines, .json a document; other names are sniffed."""
    odd = tmp_path / "export.txt"
    odd.write_text('  [{"question": "q"}]')
    other = tmp_path / "sheet.txt"
    other.write_text("id,question,answer_0\n")
    assert framing_for(Path("a.csv"), "auto") == "csv"
    assert framing_for(Path("a.jsonl"), "auto") == "lines"
    assert framing_for(Path("a.json"), "auto") == "json"
    assert framing_for(Path("a.csv"), "logs") == "json"
    assert framing_for(odd, "auto") == "json"
    assert framing_for(other, "auto") == "csv"


def test_mixed_jsonl_with_bad_lines_keeps_going(tmp_path: Path) -> None:
    """Truncated JSON, wrong types, a missing question and bad bytes each cost one line only."""
    path = tmp_path / "mixed.jsonl"
    lines = [
        json.dumps(LOG).encode(),
        b'{"question": "cut off", "answer": "x',
        json.dumps({**LOG, "sources": {"id": 1}}).encode(),
        json.dumps({**LOG, "question": None}).encode(),
        b'{"question": "bad \xfe byte"}',
        json.dumps(PERPLEXICA).encode(),
        json.dumps(HOTPOT).encode(),
    ]
    path.write_bytes(b"\n".join(lines) + b"\n")
    items = list(import_file(path, "auto", 1 << 20))
    kinds = [(type(i).__name__, i.format) for i in items]
    assert kinds == [
        ("Accepted", "logs"),
        ("Rejected", None),
        ("Rejected", "logs"),
        ("Rejected", "logs"),
        ("Rejected", None),
        ("Accepted", "perplexica"),
        ("Accepted", "hotpotqa"),
    ]
    errors = {i.where: str(i.error) for i in items if isinstance(i, Rejected)}
    assert "invalid JSON" in errors[f"{path}:2"]
    assert "(field 'sources')" in errors[f"{path}:3"]
    assert "missing question" in errors[f"{path}:4"]
    assert f"at byte offset {sum(len(x) + 1 for x in lines[:4]) + 18}" in errors[f"{path}:5"]


def test_json_wrapper_file_items_are_located_by_index(tmp_path: Path) -> None:
    """A {"logs": [...]} document locates each record as file:line#index."""
    path = tmp_path / "batch.json"
    path.write_text(json.dumps({"logs": [LOG, {"answer": "no question"}]}))
    items = list(import_file(path, "auto", 1 << 20))
    assert [i.where for i in items] == [f"{path}:1#0", f"{path}:1#1"]
    assert isinstance(items[1], Rejected) and items[1].error.field == "question"


def test_fifty_megabyte_line_is_dead_lettered_unread(tmp_path: Path) -> None:
    """A 50 MB line is rejected with its size while memory stays near the line cap."""
    path = tmp_path / "huge.jsonl"
    size = 50 * 1024 * 1024
    with path.open("wb") as out:
        out.write(json.dumps(LOG).encode() + b"\n")
        out.write(b'{"question": "' + b"x" * (size - 16) + b'"}\n')
        out.write(json.dumps({**LOG, "answer": "after"}).encode() + b"\n")
    tracemalloc.start()
    try:
        items = list(import_file(path, "auto", 1024 * 1024))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert [type(i).__name__ for i in items] == ["Accepted", "Rejected", "Accepted"]
    bad = items[1]
    assert isinstance(bad, Rejected) and bad.raw is None and bad.where == f"{path}:2"
    assert f"record of {size} bytes exceeds the limit of 1048576 bytes" in str(bad.error)
    assert peak < 8 * 1024 * 1024


def test_folder_expands_to_sorted_ingestible_files(tmp_path: Path) -> None:
    """A folder yields its .json/.jsonl/.csv files (hidden ones skipped) in a stable order."""
    (tmp_path / "b.jsonl").write_text("")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.json").write_text("")
    (tmp_path / "notes.md").write_text("")
    (tmp_path / ".hidden").mkdir()
    (tmp_path / ".hidden" / "c.json").write_text("")
    assert expand_paths([tmp_path]) == [tmp_path / "b.jsonl", tmp_path / "sub" / "a.json"]
    with pytest.raises(NotFoundError, match="no such file"):
        expand_paths([tmp_path / "missing.json"])
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "readme.txt").write_text("")
    with pytest.raises(NotFoundError, match=r"no \.json"):
        expand_paths([tmp_path / "empty"])


def test_bundled_examples_import_cleanly() -> None:
    """Every bundled example is accepted; exactly one (the 737 MAX log) is flagged."""
    items = [
        item for path in expand_paths([EXAMPLES]) for item in import_file(path, "auto", 1 << 24)
    ]
    assert len(items) >= 6 and all(isinstance(i, Accepted) for i in items)
    flagged = [i.key for i in items if isinstance(i, Accepted) and i.flagged]
    assert flagged == ["example-737-max"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "question",
                    "answer",
                    "thinking",
                    "sources",
                    "id",
                    "title",
                    "url",
                    "snippet",
                    "message",
                    "metadata",
                    "pageContent",
                    "response",
                    "_id",
                    "context",
                    "supporting_facts",
                    "meta",
                    "started_at",
                    "x",
                ]
            ),
            inner,
            max_size=6,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(record=json_values, fmt=st.sampled_from(["auto", "logs", "perplexica", "hotpotqa"]))
def test_arbitrary_json_never_crashes_an_importer(record: Any, fmt: FormatChoice) -> None:
    """Any decoded JSON value gives an Accepted log or a Rejected record located at its input."""
    item = import_record(record, "f:1", fmt)
    assert isinstance(item, Accepted | Rejected)
    if isinstance(item, Rejected):
        assert item.where == "f:1" and item.raw is not None
    else:
        assert item.payload.question.strip()
