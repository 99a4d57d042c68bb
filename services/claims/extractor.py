"""The claim extractor the settings select, behind one protocol.

``shared.llm.stages.ClaimExtractor`` is the stage protocol; ``TitledClaimExtractor`` adds
an optional ``title`` so the rule extractor can find a document's main entity from it.
Both extractors of this package satisfy both protocols.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from services.claims.llm import LLMClaimExtractor
from services.claims.rules import RuleClaimExtractor
from shared.llm.replies import ClaimDraft
from shared.llm.stages import ClaimExtractor, StructuredLLM
from shared.llm.strategy import stage_strategy
from shared.settings import Settings

__all__ = ["STAGE", "TitledClaimExtractor", "make_extractor"]

STAGE = "claims"


@runtime_checkable
class TitledClaimExtractor(ClaimExtractor, Protocol):
    """A ``ClaimExtractor`` that may also use the document's title."""

    async def extract(
        self, text: str, *, doc_id: int, seed: int, title: str | None = None
    ) -> tuple[ClaimDraft, ...]:
        """Claims of document ``doc_id`` (``title`` helps resolve its main entity)."""
        ...


def make_extractor(
    settings: Settings, *, llm: StructuredLLM | None = None
) -> tuple[TitledClaimExtractor, StructuredLLM | None]:
    """The extractor the ``claims`` stage's strategy selects, and the LLM client it owns."""
    if stage_strategy(settings, STAGE) == "openai":
        client = llm if llm is not None else StructuredLLM.from_settings(settings)
        return LLMClaimExtractor(client, chunk_chars=settings.claims_chunk_chars), client
    return RuleClaimExtractor(max_claims=settings.claims_max_per_document), None
