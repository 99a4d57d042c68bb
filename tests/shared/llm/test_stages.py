"""StructuredLLM end to end: every shipped template, the judge panel, and exact offline replay."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from shared.llm.config import build_generation_config
from shared.llm.errors import LLMCacheMissError, LLMConfigError
from shared.llm.metrics import LLMMetrics
from shared.llm.prompt_inputs import (
    claim_extraction_variables,
    judge_variables,
    qa_variables,
    transcript_variables,
)
from shared.llm.replies import FormattedTranscript, JudgeReply, NumberedClaims, QADrafts
from shared.llm.stages import Generated, StructuredLLM
from shared.llm.templates import PROMPTS_DIR, PromptLibrary
from shared.messages.claims import Claim, ClaimBucket
from shared.messages.logs import AgentLog, Source
from shared.messages.qa import QAItem, UsedClaim
from tests.shared.llm.conftest import SettingsFactory
from tests.support.openai_server import OpenAIServer, Reply

LOG = AgentLog(
    log_id="log-1",
    question="When did Meta move its headquarters to Austin?",
    answer="It hasn't moved to Austin [8]",
    thinking=(
        "- Meta is reducing its presence in Austin [4][9]\n"
        "- A spokesperson said it does not plan to move its headquarters [8]\n\n"
        "Therefore Meta has not moved."
    ),
    sources=(Source(id=4, title="Meta leaves"), Source(id=8, title="Reuters"),
             Source(id=9, title="MySA")),
)
TEXT = (
    "Leonardo DiCaprio was born on November 11, 1974 in Los Angeles. "
    "He established the Leonardo DiCaprio Foundation in 1998 to promote environmental awareness."
)


def _bucket(doc_id: int, *texts: str) -> ClaimBucket:
    claims = tuple(
        Claim(doc_id=doc_id, claim_id=f"doc{doc_id}_claim{k}", text=t, span=t, span_start=0,
              span_end=len(t), match_score=100)
        for k, t in enumerate(texts, start=1)
    )
    return ClaimBucket(doc_id=doc_id, url=f"https://example.org/{doc_id}", title="t",
                       text_origin="log_content", content_hash="h", claims=claims)


BUCKETS = (
    _bucket(8, "Leonardo DiCaprio made his film debut in 1991.", "He was born in 1974."),
    _bucket(15, "Leonardo DiCaprio earned $20 million per movie from 2000 onwards."),
)
ITEM = QAItem(
    item_id="i1",
    question="How many years after his debut did DiCaprio earn $20 million per movie?",
    answers=("9 years",),
    pattern="temporal",
    used_claims=(UsedClaim(doc_id=8, claim_id="doc8_claim1", claim="debut 1991", span="1991"),),
)


async def _run_all(llm: StructuredLLM) -> list[Generated[Any]]:
    out: list[Generated[Any]] = [
        await llm.generate("graph", "thought_formatter", transcript_variables(LOG),
                           FormattedTranscript, seed=1),
        await llm.generate("claims", "claim_extraction", claim_extraction_variables(TEXT),
                           NumberedClaims, seed=2),
    ]
    for pattern in ("temporal", "comparison", "causal", "conjunction"):
        out.append(await llm.generate(
            "qagen", f"qa_{pattern}", qa_variables(BUCKETS, n_pairs=2, min_buckets=2),
            QADrafts, seed=3))
    for judge in llm.judges():
        out.append(await llm.generate("judge", "judge", judge_variables(ITEM), JudgeReply,
                                      seed=4, endpoint=judge))
    return out


async def test_every_template_yields_its_reply_model(
    openai_server: OpenAIServer, llm_settings: SettingsFactory
) -> None:
    """Each shipped template renders, reaches the server and validates as its reply model."""
    llm = StructuredLLM.from_settings(llm_settings(llm_cache="off"),
                                      metrics=LLMMetrics(CollectorRegistry()))
    try:
        results = await _run_all(llm)
    finally:
        await llm.aclose()
    thoughts = results[0].value.thoughts
    assert [t.cites[0].id if t.cites else None for t in thoughts] == [4, 9, 8, None]
    assert thoughts[-1].step_type == "conclude"
    assert results[1].value.claims[0].span in TEXT
    assert all(len(r.value.qa_pairs) == 2 for r in results[2:6])
    assert results[-1].value.accept
    meta = results[2].meta
    assert (meta.stage, meta.template, meta.template_version, meta.calls) == (
        "qagen", "qa_temporal", 1, 1)
    assert meta.theta_hash == llm.theta_hash and not meta.cached
    assert meta.tokens_in > 0 and meta.tokens_out > 0
    assert len(openai_server.chat_requests) == 7


async def test_replay_offline_is_identical_with_zero_calls(
    openai_server: OpenAIServer, llm_settings: SettingsFactory
) -> None:
    """Populate the cache, shut the server down, replay read-only: same outputs, no requests."""
    openai_server.script(Reply(content="not json at all"))  # first call needs a repair turn
    judges = [{"name": "a", "model": "judge-a"}, {"name": "b", "model": "judge-b"}]
    recording = llm_settings(llm_judges=judges)
    llm = StructuredLLM.from_settings(recording, metrics=LLMMetrics(CollectorRegistry()))
    try:
        first = await _run_all(llm)
    finally:
        await llm.aclose()
    calls_recorded = len(openai_server.chat_requests)
    assert calls_recorded == 9 and first[0].meta.repaired
    await openai_server.close()

    replay_settings = llm_settings(llm_judges=judges, llm_cache="read-only")
    replay = StructuredLLM.from_settings(replay_settings, metrics=LLMMetrics(CollectorRegistry()))
    try:
        again = await _run_all(replay)
        with pytest.raises(LLMCacheMissError):
            await replay.generate("judge", "judge", judge_variables(ITEM), JudgeReply, seed=99,
                                  endpoint="judge:a")
    finally:
        await replay.aclose()
    assert [g.value for g in again] == [g.value for g in first]
    assert all(g.meta.cached and g.meta.attempts == 0 for g in again)
    assert [g.meta.cache_keys for g in again] == [g.meta.cache_keys for g in first]
    assert replay.theta_hash == llm.theta_hash
    assert len(openai_server.chat_requests) == calls_recorded


async def test_judge_panel_routes_to_each_model(
    openai_server: OpenAIServer, llm_settings: SettingsFactory
) -> None:
    """Each [[llm_judges]] entry is its own endpoint; θ lists the panel's models."""
    settings = llm_settings(
        llm_cache="off",
        llm_judges=[{"name": "a", "model": "judge-a"}, {"model": "judge-b"}],
    )
    llm = StructuredLLM.from_settings(settings, metrics=LLMMetrics(CollectorRegistry()))
    try:
        assert llm.judges() == ("judge:a", "judge:judge-b")
        assert llm.config.stage("judge").models == ("judge-a", "judge-b")
        for name in llm.judges():
            await llm.generate("judge", "judge", judge_variables(ITEM), JudgeReply, seed=1,
                               endpoint=name)
    finally:
        await llm.aclose()
    assert [r.model for r in openai_server.chat_requests] == ["judge-a", "judge-b"]


async def test_rules_stage_cannot_generate(llm_settings: SettingsFactory) -> None:
    """A stage configured for the rule engine refuses LLM generation with a hint."""
    settings = llm_settings(llm="rules", llm_stages={"judge": {"strategy": "openai"}})
    llm = StructuredLLM.from_settings(settings, metrics=LLMMetrics(CollectorRegistry()))
    try:
        with pytest.raises(LLMConfigError, match="rule engine") as caught:
            await llm.generate("claims", "claim_extraction", {"text": "x"}, NumberedClaims, 1)
        assert caught.value.hint is not None and "DYNEVAL_LLM" in caught.value.hint
        assert llm.judges() == ("judge:test-model",)
    finally:
        await llm.aclose()


async def test_template_not_in_stage_is_refused(llm_settings: SettingsFactory) -> None:
    """Asking a stage for a template θ does not pin for it fails before any call."""
    llm = StructuredLLM.from_settings(llm_settings(llm_cache="off"),
                                      metrics=LLMMetrics(CollectorRegistry()))
    try:
        with pytest.raises(LLMConfigError, match="qa_temporal"):
            await llm.generate("claims", "qa_temporal", {}, QADrafts, 1)
    finally:
        await llm.aclose()


async def test_all_rules_opens_no_cache(llm_settings: SettingsFactory) -> None:
    """With every stage on the rule engine no client and no cache file are created."""
    settings = llm_settings(llm="rules")
    llm = StructuredLLM.from_settings(settings)
    await llm.aclose()
    assert llm.judges() == ()
    assert settings.llm_cache_path is not None and not settings.llm_cache_path.exists()


async def test_template_differing_from_theta_is_refused(
    llm_settings: SettingsFactory, tmp_path: Path
) -> None:
    """Replaying under a θ whose template digest differs from the file on disk fails first."""
    settings = llm_settings(llm_cache="off")
    theta = build_generation_config(settings)
    edited = tmp_path / "prompts"
    shutil.copytree(PROMPTS_DIR, edited)
    path = edited / "claim_extraction.v1.j2"
    path.write_text(path.read_text().replace("standalone", "stand-alone"))
    llm = StructuredLLM.from_settings(settings, config=theta, library=PromptLibrary(edited),
                                      metrics=LLMMetrics(CollectorRegistry()))
    try:
        with pytest.raises(LLMConfigError, match=r"claim_extraction\.v1\.j2 changed") as caught:
            await llm.generate("claims", "claim_extraction", {"text": "x"}, NumberedClaims, 1)
        assert caught.value.hint is not None and "new version" in caught.value.hint
    finally:
        await llm.aclose()
