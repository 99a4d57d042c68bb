"""Building candidate gold items: one helper so every generator fills ``QAItem`` alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from shared.messages.envelope import derive_id
from shared.messages.qa import AnswerType, QAItem, SourceType, UsedClaim

__all__ = ["GOLD_RULES_VERSION", "candidate", "quoted"]

GOLD_RULES_VERSION = "gold-rules-1"
"""Version of the rule templates; recorded as the generator version in the manifest."""


def quoted(text: str) -> str:
    """``text`` in double quotes, trimmed of a final full stop."""
    return f'"{text.strip().rstrip(".")}"'


def candidate(
    *,
    question: str,
    answer: str,
    answer_type: AnswerType,
    tier: Literal[1, 2, 3],
    facts: Sequence[UsedClaim],
    source_type: SourceType = "text",
    steps: Sequence[str] | None = None,
    opinions: Sequence[str] = (),
    computed: dict[str, str] | None = None,
    generator: str = "rules",
    template: str = "",
) -> QAItem:
    """A candidate item (its id hashes the question, the answer and the fact ids)."""
    return QAItem(
        item_id=derive_id("gold", question, answer, *(f.claim_id for f in facts)),
        question=question,
        answers=(answer,),
        answer_type=answer_type,
        insufficient=answer_type == "no_information",
        source_type=source_type,
        used_claims=tuple(facts),
        reasoning_steps=tuple(steps) if steps else None,
        computed={**(computed or {}), **({"template": template} if template else {})},
        generator=generator,
        tier=tier,
        opinions=tuple(opinions),
        hops=len({f.chunk_id for f in facts}) or 1,
    )
