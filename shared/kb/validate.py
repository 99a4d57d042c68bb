"""Check a ``queries.jsonl`` against its knowledge base and describe the set.

Every line is checked against ``schemas/kb_query.schema.json`` and the pydantic model;
then: unique ids, references that exist, no outdated (``-v1``) page as ground truth,
refusal phrase exactly on negatives and nowhere else, no multi-hop query of the
concatenated "… and what …" form, and the negative queries' cosine similarity with
their anchor page. Problems are collected, not raised, so one run lists them all.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema
from pydantic import ValidationError

from shared.embeddings.base import Embedder
from shared.jsonlines import numbered_lines
from shared.kb.answerability import PageIndex
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.negative import REFUSAL
from shared.kb.queries import KbQuery
from shared.kb.question_shape import is_concatenated

__all__ = ["SCHEMA_PATH", "NegativeSimilarity", "ValidationReport", "kb_query_schema",
           "validate_file"]

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "schemas" / "kb_query.schema.json"
"""The JSON Schema of one ``queries.jsonl`` line (``make schemas`` writes it from KbQuery)."""


def kb_query_schema() -> dict[str, Any]:
    """The JSON Schema of :class:`KbQuery` as the repository stores it."""
    schema = KbQuery.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://dyneval.example/schemas/kb_query.schema.json"
    return schema


@dataclass(frozen=True, slots=True)
class NegativeSimilarity:
    """Cosine similarity of one negative query with its anchor page."""

    query_id: str
    anchor: str
    similarity: float


@dataclass(slots=True)
class ValidationReport:
    """Problems found and the distribution of the set."""

    queries: list[KbQuery] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    by_type: Counter[str] = field(default_factory=Counter)
    by_subtype: Counter[str] = field(default_factory=Counter)
    by_category: Counter[str] = field(default_factory=Counter)
    circular_multi_hop: int = 0
    similarities: list[NegativeSimilarity] = field(default_factory=list)
    min_similarity: float = 0.70

    @property
    def ok(self) -> bool:
        """True when no problem was found."""
        return not self.problems

    def similarity_summary(self) -> dict[str, float]:
        """min / mean / max similarity and how many negatives are at or below the threshold."""
        values = [s.similarity for s in self.similarities]
        if not values:
            return {}
        return {
            "count": float(len(values)),
            "min": min(values),
            "mean": statistics.fmean(values),
            "max": max(values),
            "below_threshold": float(sum(v <= self.min_similarity for v in values)),
        }


def _load_lines(path: Path, report: ValidationReport) -> None:
    lines = numbered_lines(path, hint="pass queries.jsonl")
    validator = jsonschema.Draft202012Validator(kb_query_schema())
    for number, line in lines:
        where = f"{path.name}:{number}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            report.problems.append(f"{where}: not JSON ({exc.msg})")
            continue
        errors = sorted(validator.iter_errors(raw), key=lambda e: list(e.path))
        if errors:
            first = errors[0]
            location = ".".join(str(p) for p in first.path) or "(line)"
            report.problems.append(f"{where}: schema: {location}: {first.message}")
            continue
        try:
            report.queries.append(KbQuery.model_validate(raw))
        except ValidationError as exc:
            report.problems.append(f"{where}: {exc.errors()[0]['msg']}")


def _check_references(kb: KnowledgeBase, report: ValidationReport) -> None:
    seen: set[str] = set()
    for query in report.queries:
        if query.query_id in seen:
            report.problems.append(f"{query.query_id}: duplicate query_id")
        seen.add(query.query_id)
        for ref in query.context_reference:
            page = kb.pages.get(ref)
            if page is None:
                report.problems.append(f"{query.query_id}: reference {ref!r} is not a KB page")
            elif page.outdated:
                report.problems.append(
                    f"{query.query_id}: reference {ref!r} is an outdated page (never ground truth)"
                )
        refusal = query.ground_truth == REFUSAL
        if query.query_type == "negative" and not refusal:
            report.problems.append(f"{query.query_id}: negative ground truth must be {REFUSAL!r}")
        if query.query_type != "negative" and refusal:
            report.problems.append(f"{query.query_id}: answerable query has the refusal phrase")
        report.by_type[query.query_type] += 1
        report.by_subtype[f"{query.query_type}/{query.metadata.subtype}"] += 1
        report.by_category[f"{query.query_type}/{query.metadata.category}"] += 1
        if query.query_type == "multi_hop":
            if is_concatenated(query.query):
                report.problems.append(
                    f"{query.query_id}: multi-hop query reads as two questions joined "
                    "(\"… and what …\"); write one question that needs both pages"
                )
            refs = query.context_reference
            report.circular_multi_hop += any(
                kb.is_circular(a, b) for a in refs for b in refs if a < b
            )


async def validate_file(
    path: Path, kb: KnowledgeBase, embedder: Embedder | None, min_similarity: float = 0.70
) -> ValidationReport:
    """Validate ``path`` against ``kb``; similarities need an embedder (skipped when None)."""
    report = ValidationReport(min_similarity=min_similarity)
    _load_lines(path, report)
    _check_references(kb, report)
    negatives = [
        q for q in report.queries
        if q.query_type == "negative" and q.context_reference[0] in kb.pages
    ]
    if embedder is not None and negatives:
        index = await PageIndex.build(kb, embedder)
        vectors = await embedder.embed([q.query for q in negatives], "query")
        for query, vector in zip(negatives, vectors, strict=True):
            anchor = query.context_reference[0]
            similarity = index.page_similarities(vector).get(anchor, -1.0)
            report.similarities.append(NegativeSimilarity(query.query_id, anchor, similarity))
    return report
