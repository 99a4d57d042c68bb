"""The LLM QA generator: the spec's four pattern prompts through the LLM layer."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any

import structlog
from pydantic import ValidationError
from rapidfuzz import fuzz

from services.qagen.applicability import MIN_BUCKETS
from services.qagen.generate import DRAFTS
from services.qagen.rules import used_claim
from shared.llm.prompt_inputs import qa_variables
from shared.llm.replies import QADraft, QADrafts
from shared.llm.stages import StructuredLLM
from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern, UsedClaim

__all__ = ["LLMQAGenerator"]

_log = structlog.get_logger(__name__)
_SAME_CLAIM = 90.0
"""Fuzzy ratio at which a quoted claim is the bucket's claim of the same id."""


def _stand_in(raw: Mapping[str, Any], pattern: Pattern, number: int) -> QADraft:
    """A malformed pair as a draft for its rejection record: what the model wrote, and
    what it left out named as missing."""
    question, answer = raw.get("question"), raw.get("answer")
    used: list[UsedClaim] = []
    for entry in raw.get("used_claims") or ():
        with contextlib.suppress(ValidationError, TypeError):
            used.append(UsedClaim.model_validate(entry))
    return QADraft(
        used_claims=tuple(used) or (UsedClaim(doc_id=0, claim_id="(none)", claim=""),),
        question=question.strip() if isinstance(question, str) and question.strip()
        else f"(malformed {pattern} pair {number}: no question)",
        answer=str(answer).strip() if isinstance(answer, str | int | float) and str(answer).strip()
        else "(no answer)",
    )  # fmt: skip


class LLMQAGenerator:
    """A ``QAGenerator`` rendering ``qa_<pattern>`` and validating ``{"qa_pairs": [...]}``."""

    per_call_cost = True
    """Each pattern is a paid model call: qagen asks only as many patterns as it needs."""

    def __init__(self, llm: StructuredLLM) -> None:
        self.llm = llm
        self.malformed: list[tuple[QADraft, str]] = []
        """Malformed pairs of the replies since qagen last took them (as drafts holding
        what the model wrote, with the reason), for ``qa.rejected``."""
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
        if reply.meta.cut_off:
            # the reply stopped at max_tokens: its whole pairs are kept, the cut one counted
            DRAFTS.labels("cut_off").inc(reply.meta.cut_off)
            _log.warning("QA reply cut off at max_tokens", pattern=pattern,
                         kept=len(reply.value.qa_pairs), cut_off=reply.meta.cut_off)  # fmt: skip
        for number, (reason, raw) in enumerate(
            zip(reply.value.rejected, reply.value.rejected_pairs, strict=False), start=1
        ):
            # Not a well-formed draft (no question, answer or claims): it goes to qa.rejected
            # with the reason, as what the model wrote, never dropped silently.
            _log.warning("malformed QA pair", pattern=pattern, reason=reason[:500])
            self.malformed.append((_stand_in(raw, pattern, number), f"malformed: {reason}"))
        index = {(b.doc_id, c.claim_id): (b, c) for b in buckets for c in b.claims}
        drafts = []
        for draft in reply.value.qa_pairs[:n_pairs]:
            completed = []
            for used in draft.used_claims:
                found = index.get((used.doc_id, used.claim_id))
                # Models quote claims loosely (or only by id): the ids decide when the text
                # is missing or nearly the bucket's. Unknown ids or another claim's text
                # stay as written, so validation rejects the draft with the reason.
                same = found is not None and (
                    not used.claim.strip()
                    or fuzz.ratio(" ".join(found[1].text.split()), " ".join(used.claim.split()))
                    >= _SAME_CLAIM
                )
                completed.append(used_claim(*found) if found and same else used)
            drafts.append(draft.model_copy(update={"used_claims": tuple(completed)}))
        surplus = len(reply.value.qa_pairs) - n_pairs
        if surplus > 0:
            DRAFTS.labels("unsampled").inc(surplus)
        return tuple(drafts)
