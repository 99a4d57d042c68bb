"""The nine-field gold item: an export of the canonical ``QAItem``, and its JSON Schema.

One JSONL line per item with exactly the plan's nine fields: ``question``, ``answer``,
``answer_type``, ``atomic_facts`` (each ``{"fact", "category"}`` with one of the six
categories), ``reasoning_steps`` (``null`` when no reasoning is needed), ``opinions_from_answer``,
``source_type``, ``relative_page`` (1-based pages in file order, ascending) and ``chunk_id``
(the chunks the facts come from, in fact order). Both location fields are lists because an
item may draw on several pages and chunks; a no-information item has empty lists, no facts,
an empty ``reasoning_steps`` and the fixed answer ``NO_INFORMATION_ANSWER``.

``schemas/gold_item.schema.json`` is generated from ``GoldRecord`` (``gold_schema``); a test
fails when the two drift apart.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import Field, ValidationError, model_validator

from shared.errors import InputError
from shared.jsonlines import numbered_lines
from shared.messages.base import Model
from shared.messages.envelope import derive_id
from shared.messages.qa import AnswerType, FactCategory, QAItem, SourceType, UsedClaim

__all__ = [
    "NO_INFORMATION_ANSWER",
    "SCHEMA_PATH",
    "AtomicFact",
    "GoldRecord",
    "gold_schema",
    "item_of",
    "read_records",
    "record_of",
    "write_records",
]

NO_INFORMATION_ANSWER = "The document does not contain information on this topic."
"""The fixed answer of every no-information item."""

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "schemas" / "gold_item.schema.json"
"""Where the repository keeps the schema of one gold line."""


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


def record_of(item: QAItem) -> GoldRecord:
    """The nine-field export of a canonical item."""
    chunks: list[str] = []
    for claim in item.used_claims:
        if claim.chunk_id and claim.chunk_id not in chunks:
            chunks.append(claim.chunk_id)
    pages = sorted({p for claim in item.used_claims for p in claim.pages})
    steps = item.reasoning_steps
    if item.answer_type == "no_information":
        steps = ()
    return GoldRecord(
        question=item.question,
        answer=item.answers[0],
        answer_type=item.answer_type,
        atomic_facts=tuple(
            AtomicFact(fact=c.claim, category=c.category or "declarative") for c in item.used_claims
        ),
        reasoning_steps=steps,
        opinions_from_answer=item.opinions,
        source_type=item.source_type,
        relative_page=tuple(pages),
        chunk_id=tuple(chunks),
    )


def item_of(record: GoldRecord, *, index: int = 0) -> QAItem:
    """A canonical item rebuilt from a gold line (facts carry all pages and chunks)."""
    claims = tuple(
        UsedClaim(
            doc_id=0,
            claim_id=f"fact{k + 1}",
            claim=fact.fact,
            category=fact.category,
            chunk_id=record.chunk_id[min(k, len(record.chunk_id) - 1)] if record.chunk_id else None,
            pages=record.relative_page,
        )
        for k, fact in enumerate(record.atomic_facts)
    )
    return QAItem(
        item_id=derive_id("gold", str(index), record.question),
        question=record.question,
        answers=(record.answer,),
        answer_type=record.answer_type,
        insufficient=record.answer_type == "no_information",
        source_type=record.source_type,
        used_claims=claims,
        reasoning_steps=record.reasoning_steps,
        opinions=record.opinions_from_answer,
        generator="gold-file",
    )


def write_records(records: Iterable[GoldRecord], path: Path) -> int:
    """Write records as JSONL; returns how many."""
    n = 0
    with path.open("w", encoding="utf-8") as out:
        for record in records:
            out.write(record.model_dump_json() + "\n")
            n += 1
    return n


def read_records(path: Path) -> Iterator[tuple[int, GoldRecord]]:
    """(line number, record) for every non-empty line; bad lines raise ``InputError``."""
    hint = "give the gold JSONL written by 'dyneval gold build'"
    for number, line in numbered_lines(path, hint=hint):
        try:
            yield number, GoldRecord.model_validate(json.loads(line))
        except (ValueError, ValidationError) as exc:
            raise InputError(
                f"{path}:{number} is not a gold item: {exc}".splitlines()[0],
                where=f"{path}:{number}",
                hint="each line must follow schemas/gold_item.schema.json",
            ) from exc
