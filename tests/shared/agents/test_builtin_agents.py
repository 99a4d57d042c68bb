"""The offline agents: BM25 baseline, oracle and memorizer, and their configuration."""

from __future__ import annotations

import pytest

from shared.agents import Bm25Agent, MappingGoldBook, MemorizerAgent, OracleAgent, build_agents
from shared.agents.base import Document, cited_numbers
from shared.agents.config import Bm25Spec, OracleSpec, parse_agent_specs
from shared.agents.extractive import quoted_options
from shared.errors import ConfigError, NotFoundError
from shared.messages.logs import Source
from shared.messages.qa import QAItem, UsedClaim
from shared.settings import Settings

DOCS = [
    Document("g#1", "https://a.org/hubble", "Hubble",
             "The Hubble Space Telescope was launched in 1990. Its mirror was flawed."),
    Document("g#2", "https://b.org/webb", "Webb",
             "The James Webb Space Telescope launched on 25 December 2021 aboard an Ariane 5."),
    Document("g#3", "https://c.org/suez", "Suez",
             "The Ever Given blocked the Suez Canal for six days in March 2021."),
]  # fmt: skip


def _item(item_id: str, question: str, answer: str) -> QAItem:
    return QAItem(
        item_id=item_id, question=question, answers=(answer,), round_id="r1", graph_id="g",
        used_claims=(UsedClaim(doc_id=1, claim_id="doc1_claim1", claim="c", url="https://a.org/hubble",
                               title="Hubble", span="launched in 1990"),),
    )  # fmt: skip


async def test_bm25_retrieves_and_cites_the_document_it_extracts_from() -> None:
    """A plain question gets the best sentence of the best document, cited by number."""
    agent = Bm25Agent(Bm25Spec(name="bm25", kind="bm25", top_k=2))
    reply = await agent.answer("How long was the Suez Canal blocked by the Ever Given?",
                               item_id="i", round_id="r", documents=DOCS)  # fmt: skip
    assert "six days" in reply.answer
    assert reply.sources[0].url == "https://c.org/suez"
    assert reply.cited == (1,)
    assert "[1]" in reply.thinking


async def test_bm25_orders_quoted_options_by_their_dates() -> None:
    """"Which happened first" picks the option whose sentence has the earlier date."""
    agent = Bm25Agent(Bm25Spec(name="bm25", kind="bm25"))
    first = await agent.answer(
        "Which happened first: “The James Webb Space Telescope launched aboard an Ariane 5” or "
        "“The Hubble Space Telescope was launched”?", item_id="i", round_id="r", documents=DOCS,
    )  # fmt: skip
    assert first.answer == "The Hubble Space Telescope was launched"
    assert {s.url for s in first.sources} >= {"https://a.org/hubble", "https://b.org/webb"}
    years = await agent.answer(
        "How many years passed between “The Hubble Space Telescope was launched” and "
        "“The James Webb Space Telescope launched aboard an Ariane 5”?",
        item_id="i", round_id="r", documents=DOCS,
    )  # fmt: skip
    assert years.answer == "31 years"


async def test_bm25_without_documents_refuses() -> None:
    """No collection, no answer: the baseline says so instead of guessing."""
    reply = await Bm25Agent(Bm25Spec(name="b", kind="bm25")).answer(
        "q?", item_id="i", round_id="r", documents=()
    )
    assert reply.answer == "insufficient context" and reply.sources == ()


async def test_oracle_answers_with_gold_and_cites_gold_documents() -> None:
    """The oracle returns the first gold answer and the used claims' documents as sources."""
    book = MappingGoldBook({"i1": _item("i1", "When was Hubble launched?", "1990")})
    reply = await OracleAgent(OracleSpec(name="o", kind="oracle"), book).answer(
        "When was Hubble launched?", item_id="i1", round_id="r1", documents=()
    )
    assert reply.answer == "1990"
    assert [s.url for s in reply.sources] == ["https://a.org/hubble"] and reply.cited == (1,)


def test_default_agents_are_the_offline_ones() -> None:
    """Without configuration the pool holds bm25, oracle and a memorizer falling back to bm25."""
    pool = build_agents(Settings())
    assert pool.selected == ["bm25", "oracle", "memorizer"]
    memorizer = pool.get("memorizer")
    assert isinstance(memorizer, MemorizerAgent) and memorizer.fallback is pool.get("bm25")
    assert pool.learners() == [memorizer]
    with pytest.raises(NotFoundError, match="perplexica"):
        pool.get("perplexica")


def test_agent_tables_are_validated_with_helpful_errors() -> None:
    """Unknown kinds, unknown keys, duplicate names and fallback cycles are refused."""
    with pytest.raises(ConfigError, match="unknown agent kind"):
        parse_agent_specs([{"name": "a", "kind": "gpt"}])
    with pytest.raises(ConfigError) as caught:
        parse_agent_specs([{"name": "a", "kind": "bm25", "topk": 3}])
    assert "top_k" in (caught.value.hint or "")
    with pytest.raises(ConfigError, match="used twice"):
        parse_agent_specs([{"name": "a", "kind": "bm25"}, {"name": "a", "kind": "oracle"}])
    with pytest.raises(ConfigError, match="cycle"):
        parse_agent_specs([{"name": "m", "kind": "memorizer", "fallback": "n"},
                           {"name": "n", "kind": "memorizer", "fallback": "m"}])  # fmt: skip
    with pytest.raises(ConfigError, match="not configured"):
        parse_agent_specs([{"name": "m", "kind": "memorizer", "fallback": "zz"}])


def test_helpers_find_options_and_citations() -> None:
    """Quoted options come in order; [n] markers keep only known sources, once each."""
    assert quoted_options("Which first: “A b c” or \"D e f\"?") == ["A b c", "D e f"]
    sources = (Source(id=1), Source(id=2))
    assert cited_numbers("x [2] y [1] [2] [9]", sources) == (2, 1)
    assert cited_numbers("x [3]") == (3,)
