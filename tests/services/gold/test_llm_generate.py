"""The LLM gold generator against the local OpenAI-compatible server: grounding, checks, replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.gold.build import BuildResult, build_gold
from services.gold.grounding import Passage, ground_draft
from services.gold.llm import LLMAbsenceJudge, LLMReconstructionJudge, gold_llm
from services.gold.llm_generate import LLMGoldGenerator, prompt_variables
from services.gold.llm_plan import plan_requests
from services.gold.mix import Mix, load_mix
from services.gold.record import NO_INFORMATION_ANSWER
from services.gold.replies import GoldDraft, GoldDrafts, fact_category
from shared.llm.errors import LLMCacheMissError
from shared.llm.templates import PromptLibrary
from shared.longdoc import load_document
from shared.longdoc.model import Chunk, LongDocument
from shared.settings import Settings
from tests.services.gold.gold_model import (
    COMBINED_Q,
    CREW_Q,
    DRILL_Q,
    TICKET_Q,
    VESSELS_Q,
    WRONG_Q,
    GoldModel,
    ferry_document,
    ferry_replies,
    section_chunk,
)
from tests.support.openai_server import OpenAIServer

REPO = Path(__file__).resolve().parents[3]
EXAMPLE = REPO / "examples" / "gold" / "harbor-bridge-report.md"
CATEGORIES = ("quantitative_qualitative", "declarative", "causal_relational", "prescriptive",
              "definition", "attributed")  # fmt: skip


def _mix(tmp_path: Path, absent: int = 0) -> Mix:
    path = tmp_path / "mix.toml"
    weights = f"definitive = 1\nno_information = {absent}\n" if absent else "definitive = 1\n"
    path.write_text(f"[answer_type]\n{weights}[tier]\n1 = 1\n2 = 1\n[source_type]\n"
                    "text = 1\n", encoding="utf-8")  # fmt: skip
    return load_mix(path)


def _settings(tmp_path: Path, base_url: str, cache: str = "off") -> Settings:
    return Settings(data_dir=tmp_path / "data", llm_base_url=base_url, llm_model="test-model",
                    llm_cache=cache, llm_cache_path=tmp_path / "llm_cache.db",
                    llm_backoff_s=0.0)  # fmt: skip


async def _build(tmp_path: Path, settings: Settings, doc: LongDocument,
                 mix: Mix | None = None) -> BuildResult:
    llm = gold_llm(settings)
    try:
        return await build_gold(
            doc, count=6, mix=mix or _mix(tmp_path), seed=3, judge=LLMReconstructionJudge(llm),
            absence=LLMAbsenceJudge(llm), generator=LLMGoldGenerator(llm, items_per_call=3),
        )  # fmt: skip
    finally:
        await llm.aclose()


def _by_question(result: BuildResult) -> dict[str, int]:
    return {r.question: i for i, r in enumerate(result.records)}


async def test_valid_replies_become_grounded_items(tmp_path: Path) -> None:
    """Scripted items come out with verified spans, their chunk ids and pages, and the LLM name."""
    doc = load_document(ferry_document(tmp_path))
    async with OpenAIServer(responder=GoldModel(ferry_replies(doc))) as server:
        # a mix with a no-information share (no-information items never exceed it)
        result = await _build(tmp_path, _settings(tmp_path, server.base_url), doc,
                              _mix(tmp_path, absent=1))
    index = _by_question(result)
    assert {VESSELS_Q, COMBINED_Q, DRILL_Q, TICKET_Q} <= set(index)
    costs = section_chunk(doc, "Costs")
    combined = result.items[index[COMBINED_Q]]
    assert combined.generator == "llm:test-model" and combined.tier == 2
    assert result.records[index[COMBINED_Q]].chunk_id == (costs.chunk_id,)
    assert result.records[index[COMBINED_Q]].relative_page == costs.pages == (2,)
    for fact in combined.used_claims:
        assert fact.span_start is not None and fact.span_end is not None
        assert costs.text[fact.span_start : fact.span_end] == fact.span
    assert result.records[index[VESSELS_Q]].relative_page == (1,)
    drill = result.records[index[DRILL_Q]]
    assert drill.relative_page == (3,) and [f.category for f in drill.atomic_facts] == [
        "prescriptive"]
    ticket = result.records[index[TICKET_Q]]
    assert ticket.answer == NO_INFORMATION_ANSWER and ticket.atomic_facts == ()
    manifest = result.manifest(mix=_mix(tmp_path), seed=3, strategy="llm")
    assert manifest["generator"]["name"] == "llm:test-model"
    assert manifest["generator"]["version"] == "gold_generate.v1"


async def test_hallucinated_spans_are_dropped_counted_and_rejected(tmp_path: Path) -> None:
    """A span not in its chunk is dropped and counted; an item left without facts is rejected."""
    doc = load_document(ferry_document(tmp_path))
    async with OpenAIServer(responder=GoldModel(ferry_replies(doc))) as server:
        result = await _build(tmp_path, _settings(tmp_path, server.base_url), doc)
    assert result.generation["dropped_facts"] == {"figure_not_in_span": 1,
                                                  "span_not_in_chunk": 1}  # fmt: skip
    reasons = {item.question: problems for item, problems in result.rejected}
    assert reasons[CREW_Q] == ["no atomic fact is grounded in its chunk (1 span not in chunk)"]
    assert any("recomputed $3 million + $2 million" in p and "not $6 million" in p
               for p in reasons[WRONG_Q])  # fmt: skip
    assert CREW_Q not in _by_question(result) and WRONG_Q not in _by_question(result)
    drill = result.items[_by_question(result)[DRILL_Q]]
    assert len(drill.used_claims) == 1 and drill.computed["dropped_facts"] == "1"


async def test_invalid_json_skips_only_that_chunk(tmp_path: Path) -> None:
    """A reply invalid even after the repair turn skips its chunk with the reason; others build."""
    doc = load_document(ferry_document(tmp_path))
    replies = ferry_replies(doc)
    costs = section_chunk(doc, "Costs")
    replies[costs.chunk_id] = "Sure! Here are the items: {items: [question: ...]"
    async with OpenAIServer(responder=GoldModel(replies)) as server:
        result = await _build(tmp_path, _settings(tmp_path, server.base_url), doc)
        repairs = [r for r in server.chat_requests if costs.chunk_id in r.prompt
                   and len(r.messages) > 2]  # fmt: skip
    skipped = result.generation["skipped"]
    assert [s["chunk_ids"][0] for s in skipped] == [costs.chunk_id]
    assert "not a valid GoldDrafts even after one repair turn" in skipped[0]["reason"]
    assert repairs, "the repair turn was asked"
    assert {VESSELS_Q, DRILL_Q} <= set(_by_question(result))
    assert COMBINED_Q not in _by_question(result)


async def test_replay_from_a_read_only_cache_with_the_server_down(tmp_path: Path) -> None:
    """With the cache read-only and no server, a rebuild gives identical items and manifest."""
    doc = load_document(ferry_document(tmp_path))
    async with OpenAIServer(responder=GoldModel(ferry_replies(doc))) as server:
        base_url = server.base_url
        first = await _build(tmp_path, _settings(tmp_path, base_url, "read-write"), doc)
        calls = len(server.chat_requests)
    assert calls > 0
    again = await _build(tmp_path, _settings(tmp_path, base_url, "read-only"), doc)
    assert [r.model_dump() for r in again.records] == [r.model_dump() for r in first.records]
    mix = _mix(tmp_path)
    assert again.manifest(mix=mix, seed=3, strategy="llm") == first.manifest(
        mix=mix, seed=3, strategy="llm")
    other = load_document(EXAMPLE)
    with pytest.raises(LLMCacheMissError):
        await _build(tmp_path, _settings(tmp_path, base_url, "read-only"), other)


def test_plan_spreads_requests_and_pairs_tier_three_across_sections() -> None:
    """Requests follow the targets, use each chunk kind present, pair tier 3 across sections."""
    doc = load_document(EXAMPLE)
    mix = load_mix(REPO / "examples" / "gold" / "mix.toml")
    targets = mix.targets(40)
    plan = plan_requests(doc, targets, seed=0)
    assert plan == plan_requests(doc, targets, seed=0)
    assert {r.source_type for r in plan} == {"text", "table", "figure", "chart"}
    kinds = {r.answer_type for r in plan}
    assert kinds == {a for a, n in targets["answer_type"].items() if n}
    for request in plan:
        assert all(c.kind == request.source_type for c in request.chunks[:1])
        if request.tier == 3:
            assert len(request.chunks) == 2
            assert request.chunks[0].section != request.chunks[1].section
        if request.answer_type in ("list", "summary", "instructional", "contradiction_report"):
            assert request.tier in (2, 3)
    assert len({r.chunks[0].chunk_id for r in plan}) >= len(doc.chunks) - 2


def test_template_renders_chunks_targets_and_protocols() -> None:
    """gold_generate shows every chunk with id, pages and kind, the target and the fixed answers."""
    doc = load_document(EXAMPLE)
    table = next(c for c in doc.chunks if c.kind == "table")
    request = next(r for r in plan_requests(doc, {"answer_type": {"list": 2},
                                                  "source_type": {"table": 2}}, seed=1))
    (system, user) = PromptLibrary().render("gold_generate", 1, prompt_variables(request))
    assert "JSON" in system.content
    assert f"[chunk_id: {table.chunk_id} | page {table.pages[0]} | table" in user.content
    assert "answer_type list" in user.content and "tier 2" in user.content
    assert NO_INFORMATION_ANSWER in user.content
    assert "The document provides conflicting information" in user.content
    assert "$5 million + $3 million =" in user.content


WORDS = ("harbor", "bridge", "budget", "deck", "steel", "council", "spans", "tower", "$48",
         "million", "2024", "rose", "by", "18%", "the", "and")  # fmt: skip


@given(words=st.lists(st.sampled_from(WORDS), min_size=3, max_size=25), data=st.data())
def test_grounded_spans_are_chunk_text_at_their_offsets(
    words: list[str], data: st.DataObject
) -> None:
    """Any run of a chunk's words grounds at offsets that slice the chunk to the span."""
    text = "The " + " ".join(words) + "."
    chunk = Chunk(chunk_id="text-p4-x", index=0, kind="text", pages=(4,), text=text)
    start = data.draw(st.integers(0, len(words) - 1))
    end = data.draw(st.integers(start + 1, len(words)))
    span = " ".join(words[start:end])
    draft = GoldDraft.model_validate({
        "question": "What does the passage say about it?", "answer": "x",
        "answer_type": "definitive",
        "atomic_facts": [{"fact": f"The report says {span}.", "span": span,
                          "category": "declarative"}],
    })  # fmt: skip
    grounded = ground_draft(draft, {chunk.chunk_id: Passage(chunk)}, generator="llm:m",
                            requested_tier=1)  # fmt: skip
    (fact,) = grounded.item.used_claims
    assert fact.span_start is not None and fact.span_end is not None
    assert text[fact.span_start : fact.span_end] == fact.span
    assert fact.chunk_id == "text-p4-x" and fact.pages == (4,)
    missing = draft.model_copy(update={"atomic_facts": (draft.atomic_facts[0].model_copy(
        update={"span": "zebra quokka narwhal platypus"}),)})  # fmt: skip
    refused = ground_draft(missing, {chunk.chunk_id: Passage(chunk)}, generator="llm:m",
                           requested_tier=1)  # fmt: skip
    assert refused.problems and refused.dropped == {"span_not_in_chunk": 1}


@given(st.sampled_from(CATEGORIES), st.sampled_from(["", " ", "-"]), st.booleans())
def test_fact_categories_read_in_any_spelling(category: str, sep: str, upper: bool) -> None:
    """The six categories are read in any case and with spaces or dashes for underscores."""
    label = category.replace("_", sep) if sep else category
    assert fact_category(label.upper() if upper else label) == category


def test_plan_labels_and_bare_lists_are_read() -> None:
    """The plan's own category names map to the six; a bare list of items is accepted."""
    assert fact_category("Quantitative & Qualitative Data") == "quantitative_qualitative"
    assert fact_category("Declarative Statements of State or Event") == "declarative"
    assert fact_category("Causal and Relational Statements") == "causal_relational"
    assert fact_category("Prescriptive Statements (Rules, Policies)") == "prescriptive"
    assert fact_category("Definitions and Terminology") == "definition"
    assert fact_category("Attributed Statements (Opinions, Quotes)") == "attributed"
    assert fact_category("weather") is None
    drafts = GoldDrafts.model_validate(json.loads(
        '[{"question": "q?", "answer": "a", "answer_type": "Contradiction Report",'
        ' "reasoning_steps": [], "source_type": "text"}]'))  # fmt: skip
    assert drafts.items[0].answer_type == "contradiction_report"


def test_figures_and_dates_must_come_from_the_span() -> None:
    """A fact's figures and dates must be its span's; locators like "Table 1" are exempt."""
    doc = load_document(EXAMPLE)
    table = next(c for c in doc.chunks if c.kind == "table")
    milestones = section_chunk(doc, "4. Schedule and Milestones")
    passages = {c.chunk_id: Passage(c) for c in (table, milestones)}

    def grounded(fact: str, span: str, chunk: Chunk) -> int:
        draft = GoldDraft.model_validate({
            "question": "What does the report say about the deck?", "answer": "x",
            "answer_type": "definitive", "atomic_facts": [
                {"fact": fact, "span": span, "category": "data", "chunk_id": chunk.chunk_id}],
        })  # fmt: skip
        out = ground_draft(draft, passages, generator="llm:m", requested_tier=1)
        assert sum(out.dropped.values()) + len(out.item.used_claims) == 1
        return len(out.item.used_claims)

    row = "| Steel deck replacement | $26 million | $19 million |"
    assert grounded("In Table 1, the budget of steel deck replacement is $26 million.", row,
                    table) == 1  # fmt: skip
    assert grounded("In Table 1, the budget of steel deck replacement is $28 million.", row,
                    table) == 0  # fmt: skip
    span = "Deck replacement on spans one to three was completed in June 2024."
    assert grounded("Deck replacement on spans one to three was completed in June 2024.", span,
                    milestones) == 1  # fmt: skip
    assert grounded("Deck replacement on spans one to three was completed in July 2024.", span,
                    milestones) == 0  # fmt: skip
