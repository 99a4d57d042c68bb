"""The claim extractor the settings select, behind ``shared.llm.stages.ClaimExtractor``.

Both extractors of this package take the document's optional ``title``: the rule extractor
finds a document's main entity from it.
"""

from __future__ import annotations

from services.claims.llm import LLMClaimExtractor
from shared.claims.rules import RuleClaimExtractor
from shared.llm.stages import ClaimExtractor, StructuredLLM
from shared.llm.strategy import stage_strategy
from shared.settings import Settings

__all__ = ["STAGE", "make_extractor"]

STAGE = "claims"


def make_extractor(
    settings: Settings, *, llm: StructuredLLM | None = None
) -> tuple[ClaimExtractor, StructuredLLM | None]:
    """The extractor the ``claims`` stage's strategy selects, and the LLM client it owns."""
    if stage_strategy(settings, STAGE) == "openai":
        client = llm if llm is not None else StructuredLLM.from_settings(settings)
        return LLMClaimExtractor(client, chunk_chars=settings.claims_chunk_chars), client
    return RuleClaimExtractor(max_claims=settings.claims_max_per_document), None
