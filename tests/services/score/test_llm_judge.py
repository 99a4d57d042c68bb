"""The FreshEval-style correctness judge: verdict parsing, re-asking, use in scoring."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from services.score.llm_judge import FreshEvalJudge, parse_evaluation
from services.score.scoring import metric_config, score_message
from shared.errors import InputError
from shared.llm.client import ChatClient
from shared.llm.strategy import Endpoint
from shared.settings import Settings
from tests.services.score.items import answer, item
from tests.support.openai_server import OpenAIServer, Reply, openai_server  # noqa: F401


def _judge(server: OpenAIServer) -> FreshEvalJudge:
    endpoint = Endpoint(name="judge", origin="test", base_url=server.base_url, model="m",
                        max_attempts=1)  # fmt: skip
    return FreshEvalJudge(ChatClient(endpoint))


def test_parse_takes_the_last_evaluation() -> None:
    """The last ``evaluation:`` line decides; none means no verdict."""
    assert parse_evaluation("comment: fine.\nevaluation: correct") is True
    assert parse_evaluation("evaluation: correct ... evaluation: **Incorrect**") is False
    assert parse_evaluation("I think it is right.") is None


@given(st.text(max_size=80), st.sampled_from(["correct", "incorrect"]))
def test_parse_reads_any_trailing_verdict(prefix: str, verdict: str) -> None:
    """Whatever comes first, a final ``evaluation: <verdict>`` line is what counts."""
    assert parse_evaluation(f"{prefix}\nevaluation: {verdict}") is (verdict == "correct")


async def test_judge_reasks_once_on_an_invalid_reply(openai_server: OpenAIServer) -> None:  # noqa: F811
    """A reply without a verdict is asked again; two in a row is an error naming the fix."""
    openai_server.script(Reply(content="hmm"), Reply(content="comment: ok\nevaluation: correct"))
    judge = _judge(openai_server)
    assert await judge.correct("q?", ("1990",), "It was 1990.", "strict") is True
    prompt = openai_server.chat_requests[0].prompt
    assert "strict evaluation" in prompt and "correct answer(s): 1990" in prompt
    openai_server.script(Reply(content="no idea"), Reply(content="still none"))
    with pytest.raises(InputError, match="evaluation"):
        await judge.correct("q?", ("1990",), "x", "relaxed")
    await judge.client.aclose()


async def test_scoring_asks_the_judge_only_without_exact_match(
    openai_server: OpenAIServer,  # noqa: F811
    tmp_path: Path,
) -> None:
    """An exact match needs no judge call; a paraphrase goes to the judge without its markers."""
    openai_server.script(
        Reply(content="evaluation: correct"), Reply(content="evaluation: incorrect")
    )
    judge = _judge(openai_server)
    config = metric_config(Settings(data_dir=tmp_path))
    qa = item("i", "established in 1844")
    exact = await score_message(answer(qa, "a", "established in 1844"), qa, config, judge=judge,
                                modes=("relaxed", "strict"))  # fmt: skip
    assert exact.metrics["llm_relaxed"] == exact.metrics["llm_strict"] == 1.0
    assert openai_server.chat_requests == []
    para = await score_message(answer(qa, "a", "founded in 1844 [1][2]"), qa, config,
                               judge=judge, modes=("relaxed", "strict"))  # fmt: skip
    assert para.metrics["llm_relaxed"] == 1.0 and para.metrics["llm_strict"] == 0.0
    assert para.metric_config["llm_judge"] == ["relaxed", "strict"]
    prompt = openai_server.chat_requests[0].prompt
    assert "response: founded in 1844\n" in prompt and "[1]" not in prompt
    await judge.client.aclose()


