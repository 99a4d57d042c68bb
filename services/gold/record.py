"""The nine-field gold item: an export of the canonical ``QAItem``, and its JSON Schema.

One JSONL line per item with exactly the plan's nine fields: ``question``, ``answer``,
``answer_type``, ``atomic_facts`` (each ``{"fact", "category"}`` with one of the six
categories), ``reasoning_steps`` (``null`` when no reasoning is needed), ``opinions_from_answer``,
``source_type``, ``relative_page`` (1-based pages in file order, ascending) and ``chunk_id``
(the chunks the facts come from, in fact order). Both location fields are lists because an
item may draw on several pages and chunks; a no-information item has empty lists, no facts,
an empty ``reasoning_steps`` and the fixed answer ``NO_INFORMATION_ANSWER``.

The record model and its schema live in ``shared.messages.gold`` (re-exported here):
``make schemas`` writes ``schemas/gold_item.schema.json`` from ``gold_schema``, and a test
fails when the two drift apart.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic import ValidationError

from shared.errors import InputError
from shared.jsonlines import numbered_lines
from shared.messages.envelope import derive_id
from shared.messages.gold import NO_INFORMATION_ANSWER, AtomicFact, GoldRecord, gold_schema
from shared.messages.qa import QAItem, UsedClaim

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

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "schemas" / "gold_item.schema.json"
"""Where the repository keeps the schema of one gold line."""


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
