"""The LLM extractor against a local OpenAI-compatible server, verified by the builder."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio
from prometheus_client import REGISTRY

from services.claims.buckets import ClaimsBuilder
from services.claims.extractor import make_extractor
from services.claims.llm import LLMClaimExtractor
from shared.claims.rules import RuleClaimExtractor
from shared.llm.stages import ClaimExtractor, StructuredLLM
from shared.messages.claims import ClaimBucket
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore
from tests.services.claims.conftest import SettingsFactory
from tests.services.claims.texts import DICAPRIO, graph_of
from tests.support.openai_server import OpenAIServer, Reply


@pytest_asyncio.fixture
async def llm(llm_settings: SettingsFactory) -> AsyncIterator[StructuredLLM]:
    """A StructuredLLM for the local server, closed after the test."""
    client = StructuredLLM.from_settings(llm_settings(llm_cache="off"))
    yield client
    await client.aclose()


def _builder(extractor: LLMClaimExtractor) -> ClaimsBuilder:
    return ClaimsBuilder(DocumentResolver(DocumentStore(":memory:")), extractor)


def _count(outcome: str) -> float:
    labels = {"outcome": outcome, "extractor": "llm"}
    return REGISTRY.get_sample_value("dyneval_claims_total", labels) or 0.0


async def test_spans_not_in_document_and_pronoun_claims_are_rejected(
    llm: StructuredLLM, openai_server: OpenAIServer
) -> None:
    """A hallucinated span is unsupported, a pronoun-led claim not standalone; both counted."""
    openai_server.script(Reply.json({
        "claim1": "Leonardo DiCaprio was born on November 11, 1974, in Los Angeles, California.",
        "supporting_text_span1": "Leonardo DiCaprio was born on November 11,1974, in Los Angeles",
        "claim2": "Leonardo DiCaprio has three children.",
        "supporting_text_span2": "DiCaprio is the proud father of three children.",
        "claim3": "He founded Appian Way Productions in 2004.",
        "supporting_text_span3": "In 2004, Leonardo DiCaprio founded the production company",
    }))  # fmt: skip
    before = {k: _count(k) for k in ("accepted", "unsupported", "non_standalone")}
    graph = graph_of([(4, "https://example.org/leo", "Leo", DICAPRIO)])
    result = await _builder(LLMClaimExtractor(llm)).build(graph)
    (bucket,) = result.buckets
    assert result.extractor == "llm:test-model"
    assert [c.claim_id for c in bucket.claims] == ["doc4_claim1"]
    assert (bucket.rejected, bucket.non_standalone) == (1, 1)
    claim = bucket.claims[0]
    assert DICAPRIO[claim.span_start : claim.span_end] == claim.span
    assert {k: _count(k) - before[k] for k in before} == {
        "accepted": 1, "unsupported": 1, "non_standalone": 1,
    }  # fmt: skip


async def test_long_document_is_chunked_and_every_span_verifies(
    llm: StructuredLLM, openai_server: OpenAIServer
) -> None:
    """A document over the chunk size takes several calls, seeds in sequence, spans verified."""
    text = "\n\n".join([DICAPRIO] * 4)
    extractor = LLMClaimExtractor(llm, chunk_chars=800)
    result = await _builder(extractor).build(graph_of([(1, "https://example.org/a", "A", text)]))
    requests = openai_server.chat_requests
    assert len(requests) >= 4
    seeds = [request.seed for request in requests]
    assert None not in seeds, f"a request without a seed: {seeds}"
    first = seeds[0]
    assert first is not None
    assert seeds == list(range(first, first + len(seeds)))
    assert all(len(r.last_user.split("Here is the input text:")[-1]) <= 820 for r in requests)
    (bucket,) = result.buckets
    assert bucket.claims and bucket.rejected == 0
    for claim in bucket.claims:
        assert text[claim.span_start : claim.span_end] == claim.span


async def test_invalid_reply_skips_the_document(
    llm: StructuredLLM, openai_server: OpenAIServer
) -> None:
    """A reply that stays invalid after the repair turn skips the document with the reason."""
    openai_server.script(Reply(content="no json here"), Reply(content="still none"))
    graph = graph_of([(2, "https://example.org/b", "B", DICAPRIO)])
    result = await _builder(LLMClaimExtractor(llm)).build(graph)
    assert result.buckets == ()
    (skipped,) = result.skipped
    assert skipped.doc_id == 2 and "invalid LLM reply" in skipped.reason


async def test_settings_select_the_llm_extractor(llm_settings: SettingsFactory) -> None:
    """With the openai strategy the factory builds the LLM extractor and hands its client back."""
    extractor, client = make_extractor(llm_settings())
    assert isinstance(extractor, LLMClaimExtractor) and client is not None
    assert isinstance(extractor, ClaimExtractor)
    await client.aclose()


def test_rule_extractor_meets_the_stage_protocol(make_settings: SettingsFactory) -> None:
    """By default the factory builds the rule extractor, a ClaimExtractor with no client."""
    extractor, client = make_extractor(make_settings())
    assert isinstance(extractor, RuleClaimExtractor) and client is None
    assert isinstance(extractor, ClaimExtractor)


def test_bucket_model_roundtrip() -> None:
    """A bucket with the added count fields survives JSON."""
    bucket = ClaimBucket(
        doc_id=1, url="u", title="t", text_origin="saved", content_hash="h", claims=(),
        rejected=2, non_standalone=3, published="2024-09-06",
    )  # fmt: skip
    assert ClaimBucket.model_validate_json(bucket.model_dump_json()) == bucket
