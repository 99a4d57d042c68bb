"""Response models of the shipped prompts: what each template asks the model to return.

Services validate replies against these (through ``StructuredLLM.generate``) and turn them
into topic messages. Every shape the spec's examples show is accepted as it comes (see
``shared.llm.shapes``): the QA prompts ask for ``{"qa_pairs": [...]}`` so JSON mode can be
used, and the spec's bare list is read just as well, without a repair turn.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, ValidationError, field_validator, model_validator

from shared.llm.shapes import (
    claims_shape,
    judge_batch_shape,
    judge_shape,
    qa_shape,
    thoughts_shape,
)
from shared.messages.base import Model
from shared.messages.graphs import Cite, Thought
from shared.messages.qa import UsedClaim

__all__ = [
    "BatchVerdict",
    "ClaimDraft",
    "FormattedAnswer",
    "FormattedTranscript",
    "JudgeBatchReply",
    "JudgeReply",
    "NumberedClaims",
    "OkReply",
    "QADraft",
    "QADrafts",
]


class FormattedAnswer(Model):
    """The agent's answer with its citations, as the transcript formatter returns it."""

    text: str = ""
    """The answer text."""

    cites: tuple[Cite, ...] = ()
    """Citations the answer carries."""


class FormattedTranscript(Model):
    """Reply of ``thought_formatter``: the transcript split into typed thoughts."""

    @model_validator(mode="before")
    @classmethod
    def _from_known_shapes(cls, data: Any) -> Any:
        return thoughts_shape(data)

    thoughts: tuple[Thought, ...]
    """Thoughts in transcript order, numbered from 1, at most one citation each."""

    answer: FormattedAnswer = FormattedAnswer()
    """The answer and its citations."""


class ClaimDraft(Model):
    """One extracted claim with the span the extractor says supports it (not yet verified)."""

    claim: str = Field(min_length=1)
    """The standalone claim."""

    span: str = Field(min_length=1)
    """The verbatim supporting span, to be located in the document text."""


class NumberedClaims(Model):
    """Reply of ``claim_extraction``: the spec's ``claim1``/``supporting_text_span1``... keys,
    or any other claims shape ``shared.llm.shapes.claims_shape`` knows."""

    claims: tuple[ClaimDraft, ...]
    """The claims in reply order."""

    skipped: tuple[str, ...] = ()
    """Why claims of the reply were left out (no span, empty text), one line each."""

    @model_validator(mode="before")
    @classmethod
    def _from_known_shapes(cls, data: Any) -> Any:
        return claims_shape(data)


class QADraft(Model):
    """One generated question-answer pair before the service turns it into a ``QAItem``."""

    used_claims: tuple[UsedClaim, ...] = Field(min_length=1)
    """Claims the pair uses (doc_id, claim_id, claim)."""

    question: str = Field(min_length=1)
    """The question."""

    answer: str = Field(min_length=1)
    """One concise answer."""

    reasoning_steps: tuple[str, ...] | None = None
    """Steps from the claims to the answer, when the generator states them."""

    computed: dict[str, str] = Field(default_factory=dict)
    """Values a rule generator computed the answer from."""


class QADrafts(Model):
    """Reply of the four QA-pattern prompts: the spec's bare list, or a list under a key."""

    qa_pairs: tuple[QADraft, ...]
    """The generated pairs that have a question, an answer and used claims."""

    rejected: tuple[str, ...] = ()
    """Pairs of the reply that are not well-formed, each with the reason (never dropped
    silently: the generator reports them as rejected drafts)."""

    rejected_pairs: tuple[dict[str, Any], ...] = ()
    """The rejected pairs as the model wrote them (``{}`` for an entry that is no object),
    in the order of ``rejected``."""

    @model_validator(mode="before")
    @classmethod
    def _from_known_shapes(cls, data: Any) -> Any:
        carried: list[str] = []
        raw: list[dict[str, Any]] = []
        if isinstance(data, dict) and isinstance(data.get("rejected"), list | tuple):
            carried = [str(reason) for reason in data["rejected"]]
            given = data.get("rejected_pairs")
            raw = [dict(p) for p in given] if isinstance(given, list | tuple) else []
            raw += [{}] * (len(carried) - len(raw))
        pairs: list[QADraft] = []
        for number, pair in enumerate(qa_shape(data)["qa_pairs"], start=1):
            try:
                pairs.append(QADraft.model_validate(pair))
            except ValidationError as exc:
                problems = "; ".join(
                    f"{'.'.join(str(p) for p in e['loc']) or 'pair'}: {e['msg']}"
                    for e in exc.errors()[:4]
                )
                carried.append(f"pair {number} is malformed ({problems}): {str(pair)[:300]}")
                raw.append(dict(pair) if isinstance(pair, dict) else {})
        return {"qa_pairs": pairs, "rejected": carried, "rejected_pairs": raw}


class JudgeReply(Model):
    """Reply of ``judge``: per-criterion results, the decision and reasons."""

    criteria: dict[str, bool]
    """answerable, correct, essential_claims, no_leakage, general, natural."""

    @model_validator(mode="before")
    @classmethod
    def _from_known_shapes(cls, data: Any) -> Any:
        return judge_shape(data)

    accept: bool
    """The judge's overall decision."""

    reasons: tuple[str, ...] = ()
    """One sentence per failed criterion."""

    @field_validator("criteria")
    @classmethod
    def _not_empty(cls, value: dict[str, bool]) -> dict[str, bool]:
        if not value:
            raise ValueError("criteria must judge at least one criterion")
        return value


class BatchVerdict(Model):
    """One verdict of ``judge_batch``, tied to the candidate id it names (already read by
    ``shared.llm.shapes.judge_batch_shape``)."""

    id: str = Field(min_length=1)
    """The candidate id the verdict names, as the model wrote it."""

    criteria: dict[str, bool] = Field(min_length=1)
    """Per-criterion results (the decision alone when the model gave no criteria)."""

    accept: bool
    """The judge's overall decision on this candidate."""

    reasons: tuple[str, ...] = ()
    """One sentence per failed criterion."""


class JudgeBatchReply(Model):
    """Reply of ``judge_batch``: one verdict per candidate, each naming its candidate's id.

    Models drop, reorder and repeat entries: the caller ties verdicts to candidates by id
    and asks again for any candidate without exactly one decision.
    """

    verdicts: tuple[BatchVerdict, ...]
    """Verdicts with an id and a readable decision, in reply order."""

    unusable: tuple[str, ...] = ()
    """Entries of the reply that name no id or hold no readable decision, one line each."""

    @model_validator(mode="before")
    @classmethod
    def _from_known_shapes(cls, data: Any) -> Any:
        return judge_batch_shape(data)


class OkReply(Model):
    """Reply of ``check``: ``{"ok": true}``."""

    ok: bool
    """Whether the model followed the instruction."""
