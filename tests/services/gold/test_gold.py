"""Gold sets: build on the example report, validation, reconstruction, scoring, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from services.cli.app import app
from services.gold.build import BuildResult, build_gold
from services.gold.intent import primary_intent
from services.gold.mix import load_mix
from services.gold.reconstruct import RuleReconstructionJudge
from services.gold.record import NO_INFORMATION_ANSWER, SCHEMA_PATH, gold_schema, write_records
from services.gold.score import read_answers, score_gold, summarize
from services.gold.validate import validate_gold
from shared.longdoc import load_document
from shared.metrics.conflict import conflict_credit
from shared.metrics.item_set import item_set_f1, split_items

REPO = Path(__file__).resolve().parents[3]
EXAMPLE = REPO / "examples" / "gold" / "harbor-bridge-report.md"
MIX = REPO / "examples" / "gold" / "mix.toml"


@pytest.fixture(scope="module")
async def built() -> BuildResult:
    """The example report's gold set (40 items, seed 0)."""
    return await build_gold(EXAMPLE, count=40, mix=load_mix(MIX), seed=0)


def test_schema_file_matches_the_model() -> None:
    """schemas/gold_item.schema.json is what GoldRecord generates (no drift)."""
    assert json.loads(SCHEMA_PATH.read_text(encoding="utf-8")) == gold_schema()


async def test_example_build_covers_types_tiers_and_sources(built: BuildResult) -> None:
    """The example yields every answer type, three tiers and table, chart and text sources."""
    types = {r.answer_type for r in built.records}
    assert types == {"definitive", "list", "summary", "instructional", "contradiction_report",
                     "no_information"}  # fmt: skip
    assert {i.tier for i in built.items} == {1, 2, 3}
    assert {"text", "table", "chart"} <= {r.source_type for r in built.records}
    report = next(r for r in built.records if r.answer_type == "contradiction_report")
    assert "$48 million" in report.answer and "$52 million" in report.answer
    absent = [r for r in built.records if r.answer_type == "no_information"]
    assert all(r.answer == NO_INFORMATION_ANSWER and not r.atomic_facts for r in absent)


async def test_table_sum_is_recomputed_from_facts(built: BuildResult) -> None:
    """A table calculation keeps raw cells as facts and the addition in the steps."""
    sums = [i for i in built.items if i.computed.get("template") == "table_sum"]
    for item in sums:
        assert item.reasoning_steps and "+" in item.reasoning_steps[-1]
        assert RuleReconstructionJudge().problems_sync(item) == []


async def test_generated_set_validates_against_the_document(built: BuildResult,
                                                           tmp_path: Path) -> None:  # fmt: skip
    """Schema, chunk and page references and reconstruction all pass on a built set."""
    path = tmp_path / "gold.jsonl"
    write_records(built.records, path)
    report = await validate_gold(path, doc=load_document(EXAMPLE))
    assert report.problems == []
    assert report.lines == len(built.records)


async def test_reconstruction_rejects_a_tampered_item(built: BuildResult, tmp_path: Path) -> None:
    """Changing a computed answer or a fact's figure makes validation name the failure."""
    sums = [r for r in built.records if any("=" in s for s in r.reasoning_steps or ())]
    assert sums
    tampered = sums[0].model_copy(update={"answer": "$999 million"})
    path = tmp_path / "gold.jsonl"
    write_records([tampered], path)
    report = await validate_gold(path)
    assert any("computed result" in p for p in report.problems)
    fact = sums[0].atomic_facts[0]
    bad_fact = fact.model_copy(update={"fact": fact.fact.replace("$", "$1")})
    facts = (bad_fact, *sums[0].atomic_facts[1:])
    write_records([sums[0].model_copy(update={"atomic_facts": facts})], path)
    assert any("not a figure of any fact" in p for p in (await validate_gold(path)).problems)


async def test_validation_flags_unknown_chunks(built: BuildResult, tmp_path: Path) -> None:
    """A chunk id that the document does not have is reported."""
    record = next(r for r in built.records if r.answer_type == "definitive")
    path = tmp_path / "gold.jsonl"
    write_records([record.model_copy(update={"chunk_id": ("text-p9-0000000000",)})], path)
    report = await validate_gold(path, doc=load_document(EXAMPLE))
    assert any("not in the document" in p for p in report.problems)


def test_primary_intent_rule() -> None:
    """Wording decides the answer type by primary intent."""
    assert primary_intent("What are the three main risk factors?") == "list"
    assert primary_intent("Based on the criteria, was the project a success?") == "definitive"
    assert primary_intent("How should operators close a lane?") == "instructional"
    assert primary_intent("Summarize what the section “Costs” says.") == "summary"


async def test_scoring_is_answer_type_aware(built: BuildResult, tmp_path: Path) -> None:
    """Gold answers score 1 per type; a refusal wins only no-information items."""
    gold = tmp_path / "gold.jsonl"
    write_records(built.records, gold)
    records = list(enumerate(built.records, 1))
    perfect = summarize(score_gold(records, {n: r.answer for n, r in records}, {}))
    assert perfect["all"]["mean"] > 0.99
    answers = tmp_path / "answers.jsonl"
    answers.write_text("".join(json.dumps({"line": n, "answer": "I do not know."}) + "\n"
                               for n, _ in records), encoding="utf-8")  # fmt: skip
    by_line, by_question = read_answers(answers)
    refused = summarize(score_gold(records, by_line, by_question))
    assert refused["no_information"]["mean"] == 1.0
    assert refused["definitive"]["mean"] == 0.0
    assert refused["contradiction_report"]["mean"] == 0.0


def test_conflict_credit_needs_both_values() -> None:
    """Only an answer stating both conflicting values is credited."""
    values = ["$48 million", "$52 million"]
    assert conflict_credit("It was $48 million, or $52 million elsewhere.", values) == 1.0
    assert conflict_credit("The budget was $48 million.", values) == 0.0


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(alphabet="abcdefg", min_size=1, max_size=8), max_size=6),
       st.lists(st.text(alphabet="abcdefg", min_size=1, max_size=8), max_size=6))  # fmt: skip
def test_item_set_f1_bounds_and_symmetry(predicted: list[str], gold: list[str]) -> None:
    """Item-set F1 is in [0, 1], symmetric, and 1 for a list against itself."""
    a = item_set_f1(predicted, gold)
    b = item_set_f1(gold, predicted)
    assert 0.0 <= a.f1 <= 1.0 and abs(a.f1 - b.f1) < 1e-9
    assert a.matched <= min(len(predicted), len(gold)) or not (predicted or gold)
    assert item_set_f1(gold, gold).f1 == 1.0


def test_split_items_reads_bullets_numbers_and_inline_lists() -> None:
    """List answers split at bullets, numbers, semicolons or commas with 'and'."""
    assert split_items("- a\n- b") == ["a", "b"]
    assert split_items("1. open\n2. close") == ["open", "close"]
    assert split_items("red, green and blue") == ["red", "green", "blue"]


def test_cli_build_validate_stats_score(tmp_path: Path) -> None:
    """The gold commands run end to end on the example report."""
    runner = CliRunner()
    out = tmp_path / "gold.jsonl"
    result = runner.invoke(app, ["gold", "build", str(EXAMPLE), "--mix", str(MIX), "--count",
                                 "20", "-o", str(out)])  # fmt: skip
    assert result.exit_code == 0, result.output
    written = len(out.read_text().splitlines())
    manifest = json.loads(out.with_suffix(".manifest.json").read_text())
    assert 15 <= written <= 20 and manifest["items"]
    assert written == 20 or manifest["shortfall"], "a short set must report its shortfall"
    result = runner.invoke(app, ["gold", "validate", str(out), "--doc", str(EXAMPLE)])
    assert result.exit_code == 0, result.output
    assert "0 problems" in result.output
    assert runner.invoke(app, ["gold", "stats", str(out)]).exit_code == 0
    answers = tmp_path / "answers.jsonl"
    answers.write_text(json.dumps({"line": 1, "answer": "x"}) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["gold", "score", str(out), str(answers), "--json"])
    assert result.exit_code == 0 and "all" in json.loads(result.output)
