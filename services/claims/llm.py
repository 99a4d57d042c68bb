"""The LLM claim extractor: the spec's standalone-claim prompt through ``StructuredLLM``.

A long document is cut into chunks of at most ``chunk_chars`` characters at paragraph
boundaries (else sentence boundaries, else hard), and each chunk is one call of the
``claim_extraction`` template; the reply (``claim1`` / ``supporting_text_span1`` ...) is
validated as ``NumberedClaims``. The drafts are returned unverified: the service checks
every span against the whole document text and rejects claims that start with a pronoun,
counting both. Chunk ``i`` is asked with seed ``seed + i``, so a replay with the same seed
hits the response cache call for call.
"""

from __future__ import annotations

import structlog

from services.claims.chunks import chunk_text
from shared.llm.prompt_inputs import claim_extraction_variables
from shared.llm.replies import ClaimDraft, NumberedClaims
from shared.llm.stages import StructuredLLM

__all__ = ["LLMClaimExtractor"]

_log = structlog.get_logger(__name__)

STAGE = "claims"
TEMPLATE = "claim_extraction"


class LLMClaimExtractor:
    """Claim extraction by an OpenAI-compatible model (see module docstring)."""

    def __init__(self, llm: StructuredLLM, *, chunk_chars: int = 6000) -> None:
        self.llm = llm
        self.chunk_chars = chunk_chars
        models = llm.config.stage(STAGE).models
        self._name = f"llm:{models[0]}" if models else "llm"

    @property
    def name(self) -> str:
        """``llm:<model>``, recorded as ``ClaimBuckets.extractor``."""
        return self._name

    async def extract(
        self, text: str, *, doc_id: int, seed: int, title: str | None = None
    ) -> tuple[ClaimDraft, ...]:
        """Drafts from every chunk of ``text``, in document order (spans not yet verified)."""
        drafts: list[ClaimDraft] = []
        for index, chunk in enumerate(chunk_text(text, self.chunk_chars)):
            reply = await self.llm.generate(
                STAGE,
                TEMPLATE,
                claim_extraction_variables(chunk),
                NumberedClaims,
                seed=seed + index,
            )
            drafts.extend(reply.value.claims)
            if reply.value.skipped or reply.meta.cut_off:
                # claims without a span, and one cut off at max_tokens: counted, not kept
                _log.warning("claims left out", doc_id=doc_id, chunk=index,
                             skipped=list(reply.value.skipped)[:5],
                             cut_off=reply.meta.cut_off)  # fmt: skip
        return tuple(drafts)
