"""Reply of ``gold_generate``: items in the gold plan's shape, before their spans are checked.

``{"items": [{question, answer, answer_type, atomic_facts: [{fact, span, category,
chunk_id}], reasoning_steps, opinions_from_answer}]}``. The model does not give
``source_type``, ``relative_page`` or ``chunk_id`` of the item: they follow from the facts'
chunks once their spans are found there (``grounding``).

Parsing is lenient where models commonly differ and the meaning is unambiguous: a bare list
of items, category names as the plan writes them ("Quantitative & Qualitative Data",
"Attributed Statements (Opinions, Quotes)"), answer types in other casing or with spaces,
``[]`` for "no reasoning", and keys the schema does not use. Anything else fails validation
and gets the repair turn.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field, field_validator, model_validator

from shared.messages.base import Model
from shared.messages.qa import AnswerType, FactCategory

__all__ = ["GoldDraft", "GoldDrafts", "GoldFactDraft", "fact_category"]

_CATEGORY_WORDS: tuple[tuple[str, FactCategory], ...] = (
    ("attribut", "attributed"),
    ("opinion", "attributed"),
    ("quot", "attributed"),
    ("definition", "definition"),
    ("terminolog", "definition"),
    ("prescriptive", "prescriptive"),
    ("rule", "prescriptive"),
    ("polic", "prescriptive"),
    ("causal", "causal_relational"),
    ("relational", "causal_relational"),
    ("quantitative", "quantitative_qualitative"),
    ("qualitative", "quantitative_qualitative"),
    ("data", "quantitative_qualitative"),
    ("declarative", "declarative"),
    ("state", "declarative"),
    ("event", "declarative"),
)
_LOOSE = Model.model_config | {"extra": "ignore"}


def fact_category(raw: str) -> FactCategory | None:
    """The plan's category a model's label names, or ``None`` when it names none."""
    label = re.sub(r"[^a-z]+", " ", raw.lower()).strip()
    exact = label.replace(" ", "_")
    if exact in ("quantitative_qualitative", "declarative", "causal_relational", "prescriptive",
                 "definition", "attributed"):  # fmt: skip
        return exact  # type: ignore[return-value]
    for word, category in _CATEGORY_WORDS:
        if word in label:
            return category
    return None


class GoldFactDraft(Model):
    """One atomic fact as the model wrote it."""

    model_config = _LOOSE

    fact: str = Field(min_length=1)
    """The fact, one standalone sentence."""

    span: str = Field(min_length=1)
    """The passage text the model says states the fact (checked against the chunk)."""

    category: FactCategory
    """One of the plan's six categories."""

    chunk_id: str = ""
    """The passage the span is copied from; may be empty when only one passage was shown."""

    @field_validator("category", mode="before")
    @classmethod
    def _category(cls, value: Any) -> Any:
        if isinstance(value, str):
            return fact_category(value) or value
        return value


class GoldDraft(Model):
    """One item as the model wrote it."""

    model_config = _LOOSE

    question: str = Field(min_length=1)
    """The question."""

    answer: str = Field(min_length=1)
    """The ideal answer."""

    answer_type: AnswerType
    """The answer type by the question's primary intent."""

    atomic_facts: tuple[GoldFactDraft, ...] = ()
    """The facts the answer rests on (empty for no-information items)."""

    reasoning_steps: tuple[str, ...] | None = None
    """Steps from the facts to the answer; ``None`` (or ``[]``) when none are needed."""

    opinions_from_answer: tuple[str, ...] = ()
    """Interpretive judgments in the answer."""

    @field_validator("answer_type", mode="before")
    @classmethod
    def _answer_type(cls, value: Any) -> Any:
        if isinstance(value, str):
            return re.sub(r"[\s-]+", "_", value.strip().lower())
        return value

    @field_validator("reasoning_steps", mode="before")
    @classmethod
    def _steps(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [value] if value.strip() else None
        return value


class GoldDrafts(Model):
    """Reply of ``gold_generate``."""

    model_config = _LOOSE

    items: tuple[GoldDraft, ...]
    """The items, in reply order."""

    @model_validator(mode="before")
    @classmethod
    def _bare_list(cls, data: Any) -> Any:
        return {"items": data} if isinstance(data, list) else data
