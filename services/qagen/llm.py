"""The LLM QA generator: the spec's four pattern prompts through the LLM layer."""

from __future__ import annotations

from collections.abc import Sequence

from services.qagen.applicability import MIN_BUCKETS
from services.qagen.rules import used_claim
from shared.llm.prompt_inputs import qa_variables
from shared.llm.replies import QADraft, QADrafts
from shared.llm.stages import StructuredLLM
from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern

__all__ = ["LLMQAGenerator"]


class LLMQAGenerator:
    """A ``QAGenerator`` rendering ``qa_<pattern>`` and validating ``{"qa_pairs": [...]}``."""

    def __init__(self, llm: StructuredLLM) -> None:
        self.llm = llm
        self._model = (
            llm.config.stage("qagen").models[0] if llm.config.stage("qagen").models else ""
        )

    @property
    def name(self) -> str:
        """``llm:<model>``."""
        return f"llm:{self._model}"

    async def generate(
        self, buckets: Sequence[ClaimBucket], *, pattern: Pattern, n_pairs: int, seed: int
    ) -> tuple[QADraft, ...]:
        """Up to ``n_pairs`` drafts; used claims are completed with spans from the buckets."""
        variables = qa_variables(buckets, n_pairs=n_pairs, min_buckets=MIN_BUCKETS[pattern])
        reply = await self.llm.generate("qagen", f"qa_{pattern}", variables, QADrafts, seed)
        index = {(b.doc_id, c.claim_id): (b, c) for b in buckets for c in b.claims}
        drafts = []
        for draft in reply.value.qa_pairs[:n_pairs]:
            completed = []
            for used in draft.used_claims:
                found = index.get((used.doc_id, used.claim_id))
                # Unknown claims stay as the model wrote them; validation rejects the draft.
                completed.append(used_claim(*found) if found and found[1].text == used.claim
                                 else used)  # fmt: skip
            drafts.append(draft.model_copy(update={"used_claims": tuple(completed)}))
        return tuple(drafts)
