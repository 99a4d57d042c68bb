"""The Perplexica-style agent-log importer: fields, ids, citations and errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from services.ingest.agent_logs import log_from_record
from shared.errors import InputError
from shared.intake.agent_log import content_log_id
from shared.intake.citations import cited_ids, dangling_ids
from shared.messages.logs import AgentLog

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "logs"


def _log(**overrides: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "question": "When did the Ever Given block the Suez Canal?",
        "answer": "From March 23 to March 29, 2021.",
        "thinking": "It ran aground on March 23, 2021 [1] and was refloated on March 29 [2].",
        "sources": [
            {"id": 1, "title": "A", "url": "https://a.example/1", "snippet": "ran aground"},
            {"id": 2, "title": "B", "url": "https://b.example/2", "snippet": "refloated"},
        ],
    }
    record.update(overrides)
    return record


def test_spec_example_log_is_read_whole() -> None:
    """The spec's Meta/Austin log keeps question, answer and 15 sources, with no dangling cite."""
    record = json.loads((EXAMPLES / "meta-austin.json").read_text(encoding="utf-8"))
    log = log_from_record(record, "meta-austin.json:1")
    assert log.question == "When did Meta move its headquarters to Austin?"
    assert log.answer == "It hasn't moved to Austin"
    assert [s.id for s in log.sources] == list(range(1, 16))
    assert log.sources[7].url.startswith("https://www.reuters.com/")
    assert log.dangling_citations == ()
    assert log.log_id == "spec-meta-austin"


def test_citations_to_missing_sources_are_flagged_not_dropped() -> None:
    """A log citing [7] and [9] with two sources is accepted with dangling_citations (7, 9)."""
    log = log_from_record(_log(thinking="a [1] b [7][9] c [2]", answer="x [9]"), "f:1")
    assert log.dangling_citations == (7, 9)
    assert len(log.sources) == 2


def test_citation_parser_reads_groups_and_runs() -> None:
    """[8][10], [4, 9] and [12] are all citations; [a] and [] are not."""
    assert cited_ids("x [8][10] y [4, 9] z [12] [a] []") == [8, 10, 4, 9, 12]
    assert dangling_ids(["[1] [3]"], [1, 2]) == (3,)


def test_missing_question_names_the_field() -> None:
    """A log without a question is rejected with field 'question' and its location."""
    with pytest.raises(InputError) as caught:
        log_from_record(_log(question="  "), "logs.jsonl:7")
    assert caught.value.field == "question" and caught.value.where == "logs.jsonl:7"


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"question": 42}, "question"),
        ({"answer": ["a"]}, "answer"),
        ({"sources": "none"}, "sources"),
        ({"sources": [{"id": 1}, "two"]}, "sources[1]"),
        ({"sources": [{"id": "one"}]}, "sources[0].id"),
        ({"sources": [{"id": 1, "url": 5}]}, "sources[0].url"),
        ({"started_at": "yesterday"}, "started_at"),
        ({"gold_answers": [1]}, "gold_answers[0]"),
        ({"meta": [1]}, "meta"),
    ],
)
def test_wrong_types_name_the_field(overrides: dict[str, Any], field: str) -> None:
    """Each wrongly typed field is reported by its path, not as a generic failure."""
    with pytest.raises(InputError) as caught:
        log_from_record(_log(**overrides), "f:3")
    assert caught.value.field == field
    assert "f:3" in str(caught.value)


def test_record_that_is_not_an_object_is_rejected() -> None:
    """A JSON array or string where a log should be is rejected saying what was found."""
    with pytest.raises(InputError, match="got an array"):
        log_from_record([1, 2], "f:1")


def test_duplicate_source_ids_are_rejected() -> None:
    """Two sources numbered 1 make citations ambiguous and the log is rejected."""
    with pytest.raises(InputError, match="appears twice") as caught:
        log_from_record(_log(sources=[{"id": 1}, {"id": 1}]), "f:1")
    assert caught.value.field == "sources[1].id"


def test_sources_without_ids_are_numbered_by_position() -> None:
    """Sources lacking ids get 1..n in order, matching how agents number them."""
    log = log_from_record(_log(sources=[{"title": "A"}, {"title": "B"}]), "f:1")
    assert [(s.id, s.title) for s in log.sources] == [(1, "A"), (2, "B")]


def test_given_id_is_kept_and_derived_id_is_stable() -> None:
    """A given log_id (or id) is kept; otherwise the id is the same for the same content."""
    assert log_from_record(_log(log_id="L-1"), "f:1").log_id == "L-1"
    assert log_from_record(_log(id=17), "f:1").log_id == "17"
    first = log_from_record(_log(), "a.json:1").log_id
    assert first == log_from_record(_log(), "b.jsonl:9").log_id
    assert first != log_from_record(_log(answer="other"), "a.json:1").log_id


def test_transcript_synonym_timestamps_and_unknown_fields() -> None:
    """'transcript' fills thinking, ISO timestamps parse, unknown fields are listed in meta."""
    record = _log(transcript="see [1]", started_at="2025-03-02T09:14:05Z", extra=1, more="x")
    del record["thinking"]
    log = log_from_record(record, "f:1")
    assert log.thinking == "see [1]"
    assert log.started_at is not None and log.started_at.year == 2025
    assert log.meta["ignored_fields"] == "extra,more"


def test_every_example_log_has_sources_with_content() -> None:
    """The bundled examples (besides the spec's) carry 4-8 sources with content paragraphs."""
    for path in sorted(EXAMPLES.glob("*.json")):
        if path.name in ("meta-austin.json",) or ".perplexica." in path.name:
            continue
        log = log_from_record(json.loads(path.read_text(encoding="utf-8")), path.name)
        assert 4 <= len(log.sources) <= 8, path.name
        assert all(s.content and s.content.count("\n\n") >= 1 for s in log.sources), path.name


texts = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40)


@st.composite
def valid_logs(draw: st.DrawFn) -> dict[str, Any]:
    """Decoded records of well-formed logs."""
    count = draw(st.integers(min_value=0, max_value=5))
    ids = draw(st.lists(st.integers(0, 50), min_size=count, max_size=count, unique=True))
    return {
        "log_id": draw(st.none() | st.text(min_size=1, max_size=12)),
        "question": draw(texts.filter(lambda s: bool(s.strip()))),
        "answer": draw(texts),
        "thinking": draw(texts),
        "sources": [
            {"id": i, "title": draw(texts), "url": draw(texts), "snippet": draw(texts)} for i in ids
        ],
    }


@settings(max_examples=150, deadline=None)
@given(record=valid_logs())
def test_valid_logs_round_trip(record: dict[str, Any]) -> None:
    """A valid log read, serialised and read again is the same log with the same id."""
    log = log_from_record(json.loads(json.dumps(record)), "f:1")
    again = log_from_record(json.loads(log.model_dump_json()), "g:2")
    assert again.model_dump(exclude={"origin"}) == log.model_dump(exclude={"origin"})
    assert log.log_id == (
        record["log_id"] or content_log_id(log.question, log.answer, log.thinking, log.sources)
    )
    assert AgentLog.model_validate_json(log.model_dump_json()) == log
