"""A model's malformed QA pairs go to qa.rejected with their reason, and into the audit."""

from __future__ import annotations

from pathlib import Path

from services.qagen.generate import generate_for_graph
from services.qagen.llm import LLMQAGenerator
from shared.llm.stages import StructuredLLM
from shared.quality.audit import audit_round
from shared.rounds.theta import round_theta
from shared.settings import Settings
from tests.services.qagen.dicaprio import dicaprio_buckets
from tests.support.openai_server import OpenAIServer, Reply, openai_server  # noqa: F401

_GOOD = {
    "used_claims": [
        {"doc_id": 8, "claim_id": "doc8_claim5",
         "claim": "Leonardo DiCaprio made his film debut in 1991 in the horror sequel Critters 3."},
        {"doc_id": 15, "claim_id": "doc15_claim5",
         "claim": "Leonardo DiCaprio earned $2.5 million for Titanic in 1997."},
    ],
    "question": "How many years after DiCaprio's film debut was he paid for Titanic?",
    "answer": "6 years",
}  # fmt: skip


async def test_malformed_pairs_are_rejected_with_their_reason(
    openai_server: OpenAIServer,  # noqa: F811 (the fixture imported above)
    tmp_path: Path,
) -> None:
    """Malformed pairs are rejected drafts with a record naming the fault and the model's text."""
    # A pair without an answer and one that is no object; the audit counts them.
    settings = Settings(data_dir=tmp_path, llm="openai", llm_base_url=openai_server.base_url,
                        llm_model="test-model", llm_cache_path=tmp_path / "cache.db")
    no_answer = {"used_claims": _GOOD["used_claims"], "question": "When did he debut?"}
    openai_server.script(*[Reply.json([_GOOD, no_answer, "just a sentence"]) for _ in range(8)])
    llm = StructuredLLM.from_settings(settings, config=round_theta(settings).generation)
    generator = LLMQAGenerator(llm)
    try:
        result = await generate_for_graph(
            dicaprio_buckets(), generator=generator, params=round_theta(settings).qagen,
            root_seed=1, round_id="r1", theta_hash="h",
        )  # fmt: skip
    finally:
        await llm.aclose()
    assert not generator.malformed  # handed over to the round
    rejections = result.rejections(generator.name)
    malformed = [j for j in rejections if j.reasons[0].startswith("qagen: malformed: ")]
    calls = len(openai_server.chat_requests)
    assert len(malformed) == 2 * calls
    kept = {j.item.question for j in malformed}
    assert "When did he debut?" in kept
    assert any("answer: Field required" in j.reasons[0] for j in malformed)
    assert any(q.startswith("(malformed ") and q.endswith(": no question)") for q in kept)
    assert len({j.item.item_id for j in malformed}) == len(malformed)
    audit = audit_round("r1", rejections)
    assert audit.rejection_reasons.get("qagen", 0) >= len(malformed)
