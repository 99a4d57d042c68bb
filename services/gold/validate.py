"""Validating a gold file: schema, references, reconstruction, distribution.

For every line: the JSON Schema (``schemas/gold_item.schema.json``) and the model's own
rules; with the document, every ``chunk_id`` must name a chunk of it and every
``relative_page`` must be a page of one of those chunks; the item must pass the structural
checks and the reconstruction judge (``checks``, ``reconstruct``). The report also counts
items per answer type, source type, fact category and (from the manifest, when present)
tier, and flags repeated questions.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import jsonschema

from services.gold.checks import structural_problems
from services.gold.reconstruct import ReconstructionJudge, RuleReconstructionJudge
from services.gold.record import GoldRecord, gold_schema, item_of
from shared.errors import InputError
from shared.longdoc.model import LongDocument

__all__ = ["ValidationReport", "validate_gold"]


@dataclass
class ValidationReport:
    """Problems per line and the distribution of the set."""

    lines: int = 0
    problems: list[str] = field(default_factory=list)
    by_answer_type: Counter[str] = field(default_factory=Counter)
    by_source_type: Counter[str] = field(default_factory=Counter)
    by_category: Counter[str] = field(default_factory=Counter)
    by_tier: Counter[str] = field(default_factory=Counter)

    @property
    def ok(self) -> bool:
        """Whether no line has a problem."""
        return not self.problems


def _tiers(path: Path) -> dict[int, str]:
    manifest = path.with_suffix(".manifest.json")
    if not manifest.is_file():
        return {}
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
        return {int(e["line"]): str(e["tier"]) for e in data.get("items", [])}
    except (ValueError, KeyError, TypeError):
        return {}


async def validate_gold(
    path: Path, *, doc: LongDocument | None = None, judge: ReconstructionJudge | None = None
) -> ValidationReport:
    """Check every line of the gold file at ``path`` (see the module docstring)."""
    report = ValidationReport()
    validator = jsonschema.Draft202012Validator(gold_schema())
    chunks = doc.chunk_map() if doc is not None else None
    rebuild = judge or RuleReconstructionJudge()
    tiers = _tiers(path)
    seen: dict[str, int] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc}", where=str(path),
                         hint="give a gold JSONL file") from exc  # fmt: skip
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        report.lines += 1
        where = f"line {number}"
        try:
            raw = json.loads(line)
        except ValueError as exc:
            report.problems.append(f"{where}: not JSON ({exc})")
            continue
        errors = sorted(validator.iter_errors(raw), key=lambda e: list(e.path))
        if errors:
            first = errors[0]
            at = ".".join(str(p) for p in first.path) or "(item)"
            report.problems.append(f"{where}: schema: {at}: {first.message}")
            continue
        try:
            record = GoldRecord.model_validate(raw)
        except ValueError as exc:
            report.problems.append(f"{where}: {str(exc).splitlines()[0]}")
            continue
        report.by_answer_type[record.answer_type] += 1
        report.by_source_type[record.source_type] += 1
        report.by_category.update(f.category for f in record.atomic_facts)
        report.by_tier[tiers.get(number, "?")] += 1
        key = " ".join(record.question.lower().split())
        if key in seen:
            report.problems.append(f"{where}: repeats the question of line {seen[key]}")
        seen.setdefault(key, number)
        if chunks is not None:
            pages: set[int] = set()
            for cid in record.chunk_id:
                chunk = chunks.get(cid)
                if chunk is None:
                    report.problems.append(f"{where}: chunk {cid!r} is not in the document")
                else:
                    pages.update(chunk.pages)
            stray = sorted(set(record.relative_page) - pages) if pages else []
            if stray:
                report.problems.append(f"{where}: pages {stray} are not pages of its chunks")
        item = item_of(record, index=number)
        for problem in structural_problems(item) + await rebuild.problems(item):
            report.problems.append(f"{where}: {problem}")
    return report
