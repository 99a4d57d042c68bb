"""Building candidate gold items: one helper so every generator fills ``QAItem`` alike."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from shared.messages.envelope import derive_id
from shared.messages.qa import AnswerType, QAItem, SourceType, UsedClaim

__all__ = ["GOLD_RULES_VERSION", "candidate", "quoted", "topic"]

GOLD_RULES_VERSION = "gold-rules-1"
"""Version of the rule templates; recorded as the generator version in the manifest."""


_MONTHS = frozenset({
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
})


def topic(heading: str) -> str:
    """A heading as a reader names it mid-sentence, without quotes or its numbering.

    ``2. Scope of Work`` -> ``scope of work``; ``(q) Related Information`` -> ``related
    information``; ``Table 1: Renovation costs`` -> ``renovation costs``; acronyms and names
    (inner capitals) keep their case.
    """
    text = re.sub(r"^\s*(?:\(?[0-9a-zA-Z]{1,3}[.)]|(?:table|figure|chart)\s+\d+[.:]?)\s+", "",
                  heading.strip(), flags=re.IGNORECASE)
    text = re.sub(r"\s*\([^)]*\)\s*$", "", re.sub(r"\[edit\]", "", text))
    words = text.split()
    if len(words) > 1 and text.isupper():
        return text.lower().strip(" :.")
    if len(words) == 1:
        return text.strip(" :.")
    kept = [w.lower() if w.istitle() and w not in _MONTHS else w for w in words]
    return " ".join(kept).strip(" :.")


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
