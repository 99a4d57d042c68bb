"""The LLM formatter: the spec's prompt to a real local OpenAI-compatible server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from services.graph.build import build_graph
from services.graph.citations import citation_ids
from services.graph.formatter_llm import LLMFormatter
from services.graph.service import formatter_seed
from shared.llm.errors import LLMOutputError
from shared.llm.stages import StructuredLLM
from shared.messages import AgentLog
from shared.settings import Settings
from tests.services.graph.conftest import run_graph_service
from tests.support.openai_server import OpenAIServer, Reply


def llm_settings(server: OpenAIServer, tmp_path: Path) -> Settings:
    """Settings whose graph stage calls ``server``."""
    return Settings(
        data_dir=tmp_path / "data",
        llm="openai",
        llm_base_url=server.base_url,
        llm_model="test-model",
        llm_max_attempts=1,
        retry_backoff_s=0.0,
    )


@pytest.fixture
async def formatter(openai_server: OpenAIServer, tmp_path: Path) -> AsyncIterator[LLMFormatter]:
    """An LLM formatter talking to the local test server."""
    llm = StructuredLLM.from_settings(llm_settings(openai_server, tmp_path))
    yield LLMFormatter(llm)
    await llm.aclose()


async def test_prompt_is_the_spec_formatter_with_the_log(
    formatter: LLMFormatter, openai_server: OpenAIServer, meta_log: AgentLog
) -> None:
    """The request carries the spec's split rules, the sources and the transcript."""
    await formatter.format(meta_log, seed=formatter_seed(meta_log.log_id))
    (request,) = openai_server.chat_requests
    assert "You are a JSON formatter" in request.prompt
    assert "SPLIT RULES" in request.prompt
    assert "[8] Meta in talks to reincorporate" in request.prompt
    assert meta_log.thinking.strip() in request.prompt
    assert request.seed == formatter_seed(meta_log.log_id)
    assert formatter.name == "llm:test-model"


async def test_llm_graph_edges_match_the_citations(
    formatter: LLMFormatter, meta_log: AgentLog
) -> None:
    """Thoughts come back validated, one citation each; evidence edges follow the citations."""
    formatted = await formatter.format(meta_log, seed=1)
    for thought in formatted.thoughts:
        assert citation_ids(thought.text) == [c.id for c in thought.cites]
    graph = build_graph(meta_log, formatted, formatter=formatter.name)
    evidence = [e.source for e in graph.edges if e.label == "evidence"]
    assert evidence == ["d8", "d10", "d8", "d4", "d9", "d6"]
    assert graph.formatter == "llm:test-model"


async def test_multi_citation_thoughts_are_split(
    formatter: LLMFormatter, openai_server: OpenAIServer, meta_log: AgentLog
) -> None:
    """A reply thought citing [4] and [9] becomes two thoughts, each keeping one marker."""
    openai_server.script(Reply.json({
        "thoughts": [
            {"id": 7, "text": "Leaving The Domain [4][9]", "step_type": "evidence",
             "cites": [{"id": 4, "stance": "supports"}, {"id": 9, "stance": "supports"}]},
            {"id": 9, "text": "Overall, no move.", "step_type": "conclude", "cites": []},
        ],
        "answer": {"text": "ignored", "cites": [{"id": 8, "stance": "supports"},
                                                {"id": 8, "stance": "supports"}]},
    }))
    formatted = await formatter.format(meta_log, seed=1)
    assert [(t.id, t.text, [c.id for c in t.cites]) for t in formatted.thoughts] == [
        (1, "Leaving The Domain [4]", [4]),
        (2, "Leaving The Domain [9]", [9]),
        (3, "Overall, no move.", []),
    ]
    assert formatted.answer.text == meta_log.answer
    assert [c.id for c in formatted.answer.cites] == [8]


async def test_invalid_reply_after_repair_raises_output_error(
    formatter: LLMFormatter, openai_server: OpenAIServer, meta_log: AgentLog
) -> None:
    """A reply with no thoughts list, twice, is an LLMOutputError with the raw reply."""
    bad = {"thoughts": "musing", "answer": {"text": "x"}}
    openai_server.script(Reply.json(bad), Reply.json(bad))
    with pytest.raises(LLMOutputError) as caught:
        await formatter.format(meta_log, seed=1)
    assert "musing" in caught.value.raw


async def test_spec_step_type_key_and_unknown_type_parse_without_repair(
    formatter: LLMFormatter, openai_server: OpenAIServer, meta_log: AgentLog
) -> None:
    """The prompt's ``type`` key, bare-number citations and an unknown type need no repair."""
    reply = [{"text": "Meta stays [8]", "type": "evidence", "cites": [8]},
             {"text": "So it did not move", "type": "musing"}]
    openai_server.script(Reply.json(reply, prose="Here are the thoughts:\n"))
    formatted = await formatter.format(meta_log, seed=1)
    assert len(openai_server.chat_requests) == 1
    assert [(t.step_type, [c.id for c in t.cites]) for t in formatted.thoughts] == [
        ("evidence", [8]), ("reason", [])
    ]


async def test_service_with_llm_strategy_builds_graphs(
    openai_server: OpenAIServer, tmp_path: Path, meta_log: AgentLog
) -> None:
    """DYNEVAL_LLM=openai makes the graph service use the model; bad replies dead-letter."""
    conf = llm_settings(openai_server, tmp_path)
    other = meta_log.model_copy(update={"log_id": "other"})
    bad = {"thoughts": "nope"}
    openai_server.script(Reply(), Reply.json(bad), Reply.json(bad))
    graphs, dead = await run_graph_service(conf, [meta_log, other])
    assert [g.formatter for g in graphs] == ["llm:test-model"]
    assert [d.error_type for d in dead] == ["LLMOutputError"]
    assert graphs[0].stats.edges_by_label["evidence"] == 6
