"""The LLM strategy against the project's local OpenAI-compatible test server."""

from __future__ import annotations

import json
import re
from collections import Counter

import httpx

from shared.embeddings import HashingEmbedder
from shared.kb import REFUSAL, GenerationConfig, KnowledgeBase, generate
from shared.kb.llm_strategy import LlmQueryWriter
from shared.llm import ChatClient, Endpoint
from shared.llm.templates import PromptLibrary
from tests.support.openai_server import OpenAIServer, RecordedRequest, Reply

_BLOCK = re.compile(r"^### (\S+) \((.+?)\)\n(.+?)(?:\n\n|\Z)", re.M | re.S)


def cooperative(request: RecordedRequest) -> str:
    """A model that quotes the first line of each page it is shown."""
    prompt = request.last_user
    subtype = re.search(r"Subtype: (\w+)", prompt)
    blocks = _BLOCK.findall(prompt)
    if "must NOT answer" in prompt:
        title = blocks[-1][1]
        return json.dumps({"question": f"What is the gift-wrapping surcharge on {title}?",
                           "answer": REFUSAL, "evidence": []})
    evidence = [{"page": ref, "quote": " ".join(text.split()[:8])} for ref, _, text in blocks]
    return json.dumps({
        "question": f"{subtype.group(1) if subtype else 'q'} question about "
                    f"{' and '.join(ref for ref, _, _ in blocks)} (seed {request.seed})?",
        "answer": "An answer.", "evidence": evidence,
    })


def lazy(request: RecordedRequest) -> str:
    """A model that quotes something that is on no page."""
    return json.dumps({"question": "Anything at all here?", "answer": "x",
                       "evidence": [{"page": "refunds.md", "quote": "teleportation refunds"}]})


def _client(server: OpenAIServer, http: httpx.AsyncClient) -> ChatClient:
    endpoint = Endpoint(name="default", origin="test", base_url=server.base_url, model="m",
                        max_attempts=1)
    return ChatClient(endpoint, http=http)


async def test_llm_strategy_writes_checked_queries(example_kb: KnowledgeBase) -> None:
    """Model-written queries keep the schema, cite current pages and pass the same checks."""
    config = GenerationConfig(direct=7, multi_hop=6, negative=4, min_negative_similarity=0.1)
    async with OpenAIServer(responder=cooperative) as server, httpx.AsyncClient() as http:
        writer = LlmQueryWriter(_client(server, http))
        result = await generate(example_kb, HashingEmbedder(), config, writer=writer)
        requests = server.chat_requests
    kinds = Counter(q.query_type for q in result.queries)
    assert kinds == {"direct": 7, "multi_hop": 6, "negative": 4}
    assert {q.metadata.subtype for q in result.queries if q.query_type == "direct"} == {
        "simple_fact", "table_aggregation", "table_lookup", "process_step",
        "conditional_logic", "list_enumeration", "rot_aware"}
    assert all(not example_kb.page(r).outdated for q in result.queries
               for r in q.context_reference)
    assert all(q.ground_truth == REFUSAL for q in result.queries if q.query_type == "negative")
    assert all(len(set(q.context_reference)) == 2 for q in result.queries
               if q.query_type == "multi_hop")
    assert any("Subtype: hub_to_detail" in r.last_user for r in requests)


async def test_unsupported_quotes_are_rejected(example_kb: KnowledgeBase) -> None:
    """A reply whose quote is not on the page yields no query and a shortfall."""
    config = GenerationConfig(direct=2, multi_hop=0, negative=0)
    async with OpenAIServer(responder=lazy) as server, httpx.AsyncClient() as http:
        result = await generate(example_kb, HashingEmbedder(), config,
                                writer=LlmQueryWriter(_client(server, http)))
    assert result.queries == []
    assert result.report.shortfall == {"direct": 2}


async def test_server_errors_do_not_crash_generation(example_kb: KnowledgeBase) -> None:
    """HTTP 400 replies count as failed attempts, not as a crash."""
    async with OpenAIServer(responder=cooperative) as server, httpx.AsyncClient() as http:
        server.script(*[Reply(status=400)] * 2)
        result = await generate(example_kb, HashingEmbedder(),
                                GenerationConfig(direct=1, multi_hop=0, negative=0),
                                writer=LlmQueryWriter(_client(server, http)))
    assert len(result.queries) == 1


async def test_prompt_comes_from_the_prompt_set(example_kb: KnowledgeBase) -> None:
    """The writer renders kb_query from shared/llm/prompts, with no inline prompt."""
    # Its digest is θ's: the system message the server receives is the template's system block.
    library = PromptLibrary()
    system = library.render("kb_query", 1, {"kind": "direct", "subtype": "simple_fact",
                                            "instruction": "x", "pages": [], "summary": "",
                                            "refusal": REFUSAL})[0].content
    async with OpenAIServer(responder=cooperative) as server, httpx.AsyncClient() as http:
        writer = LlmQueryWriter(_client(server, http))
        made = await writer.direct(example_kb.page("refunds.md"), "simple_fact", 3)
        sent = server.chat_requests[0].body["messages"]
    assert writer.digest == library.digest("kb_query", writer.version)
    assert made is not None and sent[0] == {"role": "system", "content": system}
    assert "### refunds.md (Refunds)" in sent[1]["content"]
