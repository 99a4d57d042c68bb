"""Response models of the shipped prompts: what each template asks the model to return.

Services validate replies against these (through ``StructuredLLM.generate``) and turn them
into topic messages. The shapes follow the spec's prompts, except that the QA-pattern
prompts ask for ``{"qa_pairs": [...]}`` instead of a bare list so JSON mode can be used.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field, field_validator, model_validator

from shared.messages.base import Model
from shared.messages.graphs import Cite, Thought
from shared.messages.qa import UsedClaim

__all__ = [
    "ClaimDraft",
    "FormattedAnswer",
    "FormattedTranscript",
    "JudgeReply",
    "NumberedClaims",
    "OkReply",
    "QADraft",
    "QADrafts",
]

_NUMBERED_RX = re.compile(r"^(claim|supporting_text_span)(\d+)$")


class FormattedAnswer(Model):
    """The agent's answer with its citations, as the transcript formatter returns it."""

    text: str = ""
    """The answer text."""

    cites: tuple[Cite, ...] = ()
    """Citations the answer carries."""


class FormattedTranscript(Model):
    """Reply of ``thought_formatter``: the transcript split into typed thoughts."""

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
    """Reply of ``claim_extraction``: ``claim1``/``supporting_text_span1``... as in the spec."""

    claims: tuple[ClaimDraft, ...]
    """The claims in reply order."""

    @model_validator(mode="before")
    @classmethod
    def _from_numbered_keys(cls, data: Any) -> Any:
        if not isinstance(data, dict) or "claims" in data:
            return data
        numbered: dict[int, dict[str, Any]] = {}
        for key, value in data.items():
            match = _NUMBERED_RX.match(str(key))
            if match is None:
                raise ValueError(
                    f"unexpected key {key!r}; use claim<n> and supporting_text_span<n> only"
                )
            field = "claim" if match.group(1) == "claim" else "span"
            numbered.setdefault(int(match.group(2)), {})[field] = value
        for number, pair in numbered.items():
            missing = {"claim", "span"} - set(pair)
            if missing:
                other = "supporting_text_span" if "span" in missing else "claim"
                raise ValueError(f"claim {number} has no {other}{number}")
        return {"claims": [numbered[n] for n in sorted(numbered)]}


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
    """Reply of the four QA-pattern prompts."""

    qa_pairs: tuple[QADraft, ...]
    """The generated pairs."""


class JudgeReply(Model):
    """Reply of ``judge``: per-criterion results, the decision and reasons."""

    criteria: dict[str, bool]
    """answerable, correct, essential_claims, no_leakage, general, natural."""

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


class OkReply(Model):
    """Reply of ``check``: ``{"ok": true}``."""

    ok: bool
    """Whether the model followed the instruction."""
