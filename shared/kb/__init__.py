"""Evaluation queries from a versioned markdown knowledge base (the KB SRS).

Load a KB (:func:`load_kb`), generate direct, multi-hop and negative queries with the
rule engine (:func:`generate`), write ``queries.jsonl`` (:func:`write_queries`) and
check it (:func:`validate_file`).
"""

from __future__ import annotations

from shared.kb.generate import GenerationConfig, GenerationReport, GenerationResult, generate
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.loader import load_kb
from shared.kb.negative import REFUSAL
from shared.kb.queries import KbQuery, QueryMetadata, read_queries, write_queries
from shared.kb.validate import ValidationReport, validate_file

__all__ = [
    "REFUSAL",
    "GenerationConfig",
    "GenerationReport",
    "GenerationResult",
    "KbQuery",
    "KnowledgeBase",
    "Page",
    "QueryMetadata",
    "ValidationReport",
    "generate",
    "load_kb",
    "read_queries",
    "validate_file",
    "write_queries",
]
