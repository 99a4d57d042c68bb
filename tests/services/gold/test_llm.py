"""The gold stage's LLM judges against a local OpenAI-compatible server."""

from __future__ import annotations

from pathlib import Path

from services.gold.absent import ASPECTS
from services.gold.drafts import candidate
from services.gold.llm import LLMAbsenceJudge, LLMReconstructionJudge, gold_llm
from shared.messages.qa import UsedClaim
from shared.settings import Settings
from tests.support.openai_server import OpenAIServer, Reply

FACT = UsedClaim(doc_id=0, claim_id="c#f1", claim="The bridge opened in 1932.", chunk_id="c",
                 pages=(1,), category="declarative")  # fmt: skip


def _settings(tmp_path: Path, server: OpenAIServer) -> Settings:
    return Settings(data_dir=tmp_path, llm_base_url=server.base_url, llm_model="m",
                    llm_cache="off")  # fmt: skip


async def test_llm_reconstruction_accepts_agreeing_and_rejects_other_answers(
    tmp_path: Path,
) -> None:
    """The model's rebuilt answer must agree with the gold; the prompt shows facts only."""
    async with OpenAIServer() as server:
        llm = gold_llm(_settings(tmp_path, server))
        try:
            judge = LLMReconstructionJudge(llm)
            item = candidate(question="In what year did the bridge open?", answer="1932",
                             answer_type="definitive", tier=1, facts=[FACT])  # fmt: skip
            server.script(Reply.json({"answer": "1932", "sufficient": True}))
            assert await judge.problems(item) == []
            assert "The bridge opened in 1932." in server.chat_requests[-1].prompt
            server.script(Reply.json({"answer": "1950", "sufficient": True}))
            assert await judge.problems(item)
            server.script(Reply.json({"answer": "", "sufficient": False}))
            assert await judge.problems(item) == [
                "the model found the facts and steps insufficient"
            ]
        finally:
            await llm.aclose()


async def test_llm_absence_judge_reads_the_reply(tmp_path: Path) -> None:
    """The absence judge reports what the model says about the retrieved chunks."""
    async with OpenAIServer() as server:
        llm = gold_llm(_settings(tmp_path, server))
        try:
            judge = LLMAbsenceJudge(llm)
            server.script(Reply.json({"answered": True, "evidence": "c"}))
            assert await judge.answers("Who runs it?", ASPECTS[0], []) is True
            server.script(Reply.json({"answered": False}))
            assert await judge.answers("Who runs it?", ASPECTS[0], []) is False
        finally:
            await llm.aclose()
