"""The FreshQA CSV importer: both layouts, seed fields, and bad rows."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.ingest.freshqa import iter_seeds, parse_bool
from shared.intake.records import Accepted, Item, Rejected
from shared.messages.logs import SeedQuestion

HEADER = (
    "id,split,question,effective_year,next_review,false_premise,num_hops,fact_type,source,"
    + ",".join(f"answer_{i}" for i in range(10))
    + ",note\n"
)
WARNING = "Please note: this sheet is updated weekly; answers may change.,,,,,,\n"


def _row(id_: str, question: str, premise: str = "FALSE", *answers: str) -> str:
    cells = [
        id_,
        "TEST",
        question,
        "2023",
        "occasionally",
        premise,
        "one-hop",
        "fast-changing",
        "https://s",
    ]
    cells += list(answers) + [""] * (10 - len(answers)) + [""]
    return ",".join(cells) + "\n"


def _read(data: bytes, max_bytes: int = 1 << 20) -> list[Item]:
    return list(iter_seeds(io.BytesIO(data), "fq.csv", max_bytes))


def _seeds(items: list[Item]) -> list[SeedQuestion]:
    return [
        i.payload for i in items if isinstance(i, Accepted) and isinstance(i.payload, SeedQuestion)
    ]


def test_row_becomes_seed_with_answers_in_order() -> None:
    """Answers keep column order with empty cells dropped; booleans and hops are read."""
    items = _read((HEADER + _row("7", "Who leads X?", "TRUE", "A", "", "B")).encode())
    (seed,) = _seeds(items)
    assert seed.seed_id == "freshqa-7" and seed.answers == ("A", "B")
    assert seed.false_premise is True and seed.num_hops == "one-hop"
    assert seed.fact_type == "fast-changing" and seed.split == "TEST" and seed.note is None


def test_official_layout_with_warning_and_blank_line_reads_the_same() -> None:
    """A warning line and a blank line before the header do not change the seeds."""
    body = _row("1", "Q one?", "FALSE", "a") + _row("2", "Q two?", "TRUE", "b")
    plain = _seeds(_read((HEADER + body).encode()))
    official = _seeds(_read((WARNING + "\n" + HEADER + body).encode()))
    assert plain == official and len(plain) == 2


def test_rows_are_located_by_their_first_physical_line() -> None:
    """A quoted cell spanning lines does not shift the location of later rows."""
    multi = '3,TEST,"Multi\nline?",2023,never,FALSE,one-hop,never-changing,"a\nb",x,,,,,,,,,,\n'
    items = _read((HEADER + multi + _row("4", "", "FALSE")).encode())
    assert isinstance(items[0], Accepted) and items[0].where == "fq.csv:2"
    assert isinstance(items[1], Rejected) and items[1].where == "fq.csv:5"
    assert items[1].error.field == "question"


def test_bad_rows_are_rejected_and_the_rest_read() -> None:
    """Bad bytes, a bad boolean, extra cells and an oversized line cost only their own rows."""
    rows = [
        _row("1", "Good?", "FALSE", "a").encode(),
        _row("2", "Bad \xff byte?").encode("latin-1"),
        _row("3", "Bad bool?", "maybe").encode(),
        (_row("4", "Extra?").rstrip("\n") + ",surplus\n").encode(),
        b"5,TEST,Huge?," + b"x" * 3000 + b"\n",
        _row("6", "Also good?", "TRUE", "b").encode(),
    ]
    items = _read(HEADER.encode() + b"".join(rows), max_bytes=2000)
    assert [type(i).__name__ for i in items] == [
        "Accepted",
        "Rejected",
        "Rejected",
        "Rejected",
        "Rejected",
        "Accepted",
    ]
    errors = [str(i.error) for i in items if isinstance(i, Rejected)]
    assert "invalid UTF-8 byte 0xff at byte offset" in errors[0] and errors[0].startswith(
        "fq.csv:3"
    )
    assert "'maybe' is not TRUE or FALSE" in errors[1] and "false_premise" in errors[1]
    assert "has 21 cells but the header has 20" in errors[2]
    assert "exceeds the limit of 2000 bytes" in errors[3] and errors[3].startswith("fq.csv:6")
    assert all(i.topic == "seeds" for i in items)


def test_missing_header_rejects_the_file_once() -> None:
    """A CSV with no FreshQA header yields one clear rejection instead of garbage seeds."""
    items = _read(b"a,b,c\n1,2,3\n")
    assert len(items) == 1 and isinstance(items[0], Rejected)
    assert "no FreshQA header row" in str(items[0].error)


@pytest.mark.parametrize(
    ("text", "value"),
    [("TRUE", True), ("false", False), (" yes ", True), ("", False), ("maybe", None)],
)
def test_parse_bool(text: str, value: bool | None) -> None:
    """TRUE/FALSE in any case (and yes/no, empty as false) parse; other text does not."""
    assert parse_bool(text) is value


def test_real_freshqa_file_gives_600_seeds(shared_data: Path) -> None:
    """The real 600-question file yields 600 seeds with the documented splits and premises."""
    with (shared_data / "freshqa" / "FreshQA_v12182024.csv").open("rb") as stream:
        items = list(iter_seeds(stream, "fq", 1 << 24))
    seeds = _seeds(items)
    assert len(items) == len(seeds) == 600
    assert (
        sum(s.split == "TEST" for s in seeds) == 500 and sum(s.split == "DEV" for s in seeds) == 100
    )
    assert sum(s.false_premise for s in seeds) == 148
    assert {s.fact_type for s in seeds} == {"never-changing", "slow-changing", "fast-changing"}
    assert {s.num_hops for s in seeds} == {"one-hop", "multi-hop"}
    assert all(s.answers for s in seeds)
    assert len({s.seed_id for s in seeds}) == 600


def test_real_freshqa_in_official_layout(shared_data: Path, tmp_path: Path) -> None:
    """A copy with a warning line and a blank line before the header gives the same 600 seeds."""
    original = (shared_data / "freshqa" / "FreshQA_v12182024.csv").read_bytes()
    official = tmp_path / "FreshQA_official.csv"
    official.write_bytes(WARNING.encode() + b"\n" + original)
    with official.open("rb") as a, io.BytesIO(original) as b:
        assert _seeds(list(iter_seeds(a, "fq", 1 << 24))) == _seeds(
            list(iter_seeds(b, "fq", 1 << 24))
        )


@settings(max_examples=200, deadline=None)
@given(body=st.binary(max_size=400))
def test_arbitrary_bytes_after_a_header_never_crash(body: bytes) -> None:
    """Whatever follows the header, the importer yields records and never raises."""
    items = _read(HEADER.encode() + body, max_bytes=64)
    assert all(isinstance(i, Accepted | Rejected) for i in items)
    assert all(i.where.startswith("fq.csv:") for i in items)
