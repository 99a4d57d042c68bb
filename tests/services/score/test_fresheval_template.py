"""The score service's model prompts are versioned templates pinned by θ."""

from __future__ import annotations

import pytest

from services.score.llm_judge import FreshEvalJudge
from shared.llm.client import ChatClient
from shared.llm.config import build_generation_config
from shared.llm.errors import LLMConfigError
from shared.llm.strategy import stage_endpoint
from shared.settings import Settings
from tests.support.openai_server import OpenAIServer, Reply, openai_server  # noqa: F401


def _settings(server: OpenAIServer, **extra: object) -> Settings:
    return Settings.model_validate({"llm_base_url": server.base_url, "llm_model": "m",
                                    "llm_max_attempts": 1, **extra})


def test_theta_pins_fresheval_and_refusal_only_when_used(
    openai_server: OpenAIServer,  # noqa: F811
) -> None:
    """θ has a ``score`` stage with both templates when the LLM judge is on, else none."""
    plain = build_generation_config(_settings(openai_server))
    assert "score" not in plain.stages
    judged = build_generation_config(_settings(openai_server, score_llm_judge="strict"))
    score = judged.stage("score")
    assert [t.name for t in score.templates] == ["fresheval", "refusal"]
    assert score.models == ("m",)
    assert judged.content_hash() != plain.content_hash()


async def test_judge_sends_the_pinned_template_and_refuses_a_changed_one(
    openai_server: OpenAIServer,  # noqa: F811
) -> None:
    """The request is the rendered template; a θ whose digest differs is refused."""
    settings = _settings(openai_server, score_llm_judge="relaxed", score_refusal="llm")
    stage = build_generation_config(settings).stage("score")
    client = ChatClient(stage_endpoint(settings, "judge"))
    judge = FreshEvalJudge(client, stage=stage)
    openai_server.script(Reply(content="evaluation: correct"), Reply(content="Yes."))
    assert await judge.correct("When?", ("1990", "in 1990"), "It was 1990.", "relaxed")
    assert await judge.says_unanswerable("When?", "The sources do not say.")
    first, second = openai_server.chat_requests
    assert "relaxed evaluation" in first.prompt
    assert "correct answer(s): 1990 | in 1990\nresponse: It was 1990.\ncomment:" in first.prompt
    assert "insufficient context" in second.prompt
    stale = stage.model_copy(update={"templates": tuple(
        t.model_copy(update={"sha256": "0" * 64}) for t in stage.templates)})
    with pytest.raises(LLMConfigError, match="changed since"):
        await FreshEvalJudge(client, stage=stale).correct("q", ("a",), "a", "strict")
    await client.aclose()
