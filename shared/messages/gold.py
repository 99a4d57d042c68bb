"""The gold-set line format: ``GoldRecord``, the plan's nine fields, and its JSON Schema.

``gold_schema()`` renders ``schemas/gold_item.schema.json`` (registered in
``shared.messages.schemas.EXTRA_SCHEMAS``, so ``make schemas`` writes it with the topics'
schemas); ``services.gold.record`` converts between these records and canonical items.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, model_validator

from shared.messages.base import Model
from shared.messages.qa import AnswerType, FactCategory, SourceType

__all__ = ["NO_INFORMATION_ANSWER", "AtomicFact", "GoldRecord", "gold_schema"]

NO_INFORMATION_ANSWER = "The document does not contain information on this topic."
"""The fixed answer of every no-information item."""


class AtomicFact(Model):
    """One atomic fact with its category."""

    fact: str = Field(min_length=1)
    """The fact, standalone."""

    category: FactCategory
    """Quantitative/qualitative data, declarative statement, causal/relational statement,
    prescriptive statement, definition, or attributed statement."""


def _no_information_rule() -> dict[str, Any]:
    return {
        "allOf": [{
            "if": {"properties": {"answer_type": {"const": "no_information"}}},
            "then": {"properties": {
                "answer": {"const": NO_INFORMATION_ANSWER},
                "atomic_facts": {"maxItems": 0},
                "relative_page": {"maxItems": 0},
                "chunk_id": {"maxItems": 0},
            }},
            "else": {"properties": {
                "atomic_facts": {"minItems": 1},
                "relative_page": {"minItems": 1},
                "chunk_id": {"minItems": 1},
            }},
        }]
    }  # fmt: skip


class GoldRecord(Model):
    """One line of a gold set: the plan's nine fields, nothing else."""

    model_config = Model.model_config | {"json_schema_extra": _no_information_rule()}

    question: str = Field(min_length=1)
    """The natural-language question posed to the system."""

    answer: str = Field(min_length=1)
    """The ideal answer."""

    answer_type: AnswerType
    """Expected answer format by the question's primary intent."""

    atomic_facts: tuple[AtomicFact, ...]
    """Smallest verifiable units of source information, sufficient to rebuild the answer."""

    reasoning_steps: tuple[str, ...] | None
    """Steps, calculations or inferences from the facts to the answer; null when none."""

    opinions_from_answer: tuple[str, ...]
    """Interpretive judgments or syntheses in the answer not stated as one fact."""

    source_type: SourceType
    """Primary kind of content the facts come from."""

    relative_page: tuple[int, ...]
    """Pages (1-based, in file order) holding the source information, ascending."""

    chunk_id: tuple[str, ...]
    """Ids of the chunks the facts come from (``shared.longdoc``)."""

    @model_validator(mode="after")
    def _consistent(self) -> GoldRecord:
        if self.answer_type == "no_information":
            if self.answer != NO_INFORMATION_ANSWER:
                raise ValueError(f"a no_information answer must be {NO_INFORMATION_ANSWER!r}")
            if self.atomic_facts or self.reasoning_steps or self.relative_page or self.chunk_id:
                raise ValueError("a no_information item has no facts, steps, pages or chunks")
        elif not (self.atomic_facts and self.relative_page and self.chunk_id):
            raise ValueError("an answerable item needs facts, pages and chunk ids")
        if any(page < 1 for page in self.relative_page):
            raise ValueError("pages are 1-based")
        return self


def gold_schema() -> dict[str, Any]:
    """The JSON Schema of one gold line, as the repository stores it."""
    schema = GoldRecord.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://dyneval.dev/schemas/gold_item.schema.json"
    schema["title"] = "gold item: the nine-field gold-standard QA record"
    return schema
