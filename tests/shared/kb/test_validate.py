"""Validating a queries.jsonl against the KB and the schema file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared.embeddings import HashingEmbedder
from shared.errors import InputError
from shared.kb import GenerationConfig, KnowledgeBase, generate, read_queries, write_queries
from shared.kb.validate import SCHEMA_PATH, kb_query_schema, validate_file


def test_schema_file_matches_the_model() -> None:
    """schemas/kb_query.schema.json is what KbQuery generates (no drift)."""
    assert json.loads(SCHEMA_PATH.read_text(encoding="utf-8")) == kb_query_schema()


async def test_generated_set_validates_clean(example_kb: KnowledgeBase, tmp_path: Path) -> None:
    """A generated file round-trips and validates with no problems and the right distribution."""
    result = await generate(example_kb, HashingEmbedder(), GenerationConfig(
        direct=14, multi_hop=12, negative=8, min_negative_similarity=0.3))
    path = tmp_path / "queries.jsonl"
    write_queries(result.queries, path)
    assert read_queries(path) == result.queries
    report = await validate_file(path, example_kb, HashingEmbedder(), min_similarity=0.3)
    assert report.problems == []
    made = {"direct": 14, "multi_hop": 12, "negative": 8}
    for kind, missing in result.report.shortfall.items():
        made[kind] -= missing
    assert report.by_type == made and made["direct"] == 14
    assert report.similarity_summary()["below_threshold"] == 0


async def test_problems_are_collected(example_kb: KnowledgeBase, tmp_path: Path) -> None:
    """Schema errors, unknown pages, outdated ground truth and wrong refusals are all listed."""
    good = {"query_id": "q_direct_001", "query_type": "direct", "query": "q?",
            "ground_truth": "a", "context_reference": ["refunds.md"],
            "metadata": {"subtype": "simple_fact", "category": "returns_refunds"}}
    lines = [
        good,
        {**good, "query_id": "q_direct_002", "context_reference": ["returns-policy-v1.md"]},
        {**good, "query_id": "q_direct_003", "context_reference": ["nope.md"]},
        {**good, "query_id": "q_negative_001", "query_type": "negative"},
        {**good, "query_id": "q_direct_004", "extra": 1},
        {**good},
    ]
    path = tmp_path / "q.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\nnot json\n")
    report = await validate_file(path, example_kb, None)
    text = "\n".join(report.problems)
    assert "outdated page" in text and "'nope.md' is not a KB page" in text
    assert "negative ground truth" in text and "duplicate query_id" in text
    assert "q.jsonl:5: schema" in text and "q.jsonl:7: not JSON" in text
    assert not report.ok


def test_reading_skips_blank_lines_and_names_bad_lines_and_files(tmp_path: Path) -> None:
    """Blank lines are skipped, a bad record is named by its line, a missing file by its path."""
    good = {"query_id": "q_direct_001", "query_type": "direct", "query": "q?",
            "ground_truth": "a", "context_reference": ["refunds.md"],
            "metadata": {"subtype": "simple_fact", "category": "returns_refunds"}}
    path = tmp_path / "q.jsonl"
    path.write_text(f"\n{json.dumps(good)}\n   \n{json.dumps({**good, 'query': ''})}\n")
    with pytest.raises(InputError) as caught:
        read_queries(path)
    assert caught.value.where == f"{path}:4" and caught.value.field == "query"
    path.write_text(f"\n{json.dumps(good)}\n\n")
    assert [q.query_id for q in read_queries(path)] == ["q_direct_001"]
    with pytest.raises(InputError, match=r"absent\.jsonl"):
        read_queries(tmp_path / "absent.jsonl")


def test_shipped_example_set_has_no_concatenated_multi_hop() -> None:
    """examples/kb/data/queries.jsonl: its multi-hop queries, none of the "… and what …" form."""
    from shared.kb import read_queries
    from shared.kb.question_shape import is_concatenated

    shipped = Path(__file__).resolve().parents[3] / "examples" / "kb" / "data" / "queries.jsonl"
    multi = [q for q in read_queries(shipped) if q.query_type == "multi_hop"]
    assert len(multi) >= 30
    assert [q.query_id for q in multi if is_concatenated(q.query)] == []


def test_shipped_negatives_name_no_page_and_no_year() -> None:
    """No shipped negative says "on the X page", names a page title or asks about a year."""
    import re

    from shared.kb import read_queries

    root = Path(__file__).resolve().parents[3] / "examples" / "kb"
    shipped = read_queries(root / "data" / "queries.jsonl")
    structure = json.loads((root / "data" / "structure.json").read_text(encoding="utf-8"))
    titles = {p["title"] for p in structure["pages"] if len(p.get("title", "").split()) > 1}
    negatives = [q.query for q in shipped if q.query_type == "negative"]
    assert negatives
    assert [q for q in negatives if " page" in q.lower()] == []
    assert [q for q in negatives if any(t in q for t in titles)] == []
    assert [q for q in negatives if re.search(r"\b(?:19|20)\d{2}\b", q)] == []
    assert [q for q in negatives if q.startswith("How do") and " affect " in q] == []
