"""The ``queries.jsonl`` record of the SRS, and reading/writing the file.

One JSON object per line, exactly these fields::

    {"query_id": "q_direct_001", "query_type": "direct", "query": "...",
     "ground_truth": "...", "context_reference": ["returns-policy-v2.md"],
     "metadata": {"subtype": "simple_fact", "category": "returns_refunds"}}
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from shared.errors import InputError
from shared.jsonlines import numbered_lines

__all__ = [
    "ID_PREFIX",
    "KbQuery",
    "QueryMetadata",
    "QueryType",
    "query_id",
    "read_queries",
    "write_queries",
]

QueryType = Literal["direct", "multi_hop", "negative"]
ID_PREFIX: dict[str, str] = {
    "direct": "q_direct_",
    "multi_hop": "q_multi_hop_",
    "negative": "q_negative_",
}
"""query_id prefix per query type."""
_ID = re.compile(r"^q_(direct|multi_hop|negative)_\d{3,}$")


def query_id(query_type: str, number: int) -> str:
    """``q_direct_001`` style ids (three digits at least, numbered from 1)."""
    return f"{ID_PREFIX[query_type]}{number:03d}"


class QueryMetadata(BaseModel):
    """Subtype and category of a query."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    subtype: str = Field(min_length=1)
    """The SRS subtype, e.g. ``simple_fact``, ``hub_to_detail``, ``adjacent_topic``."""
    category: str = Field(min_length=1)
    """Category of the page the answer (or, for negatives, the anchor) comes from."""


class KbQuery(BaseModel):
    """One evaluation query of the KB set (a line of ``queries.jsonl``)."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    query_id: str = Field(pattern=_ID.pattern)
    """``q_direct_001`` / ``q_multi_hop_001`` / ``q_negative_001``."""
    query_type: QueryType
    """``direct``, ``multi_hop`` or ``negative``."""
    query: str = Field(min_length=1)
    """The customer question."""
    ground_truth: str = Field(min_length=1)
    """The correct answer, or the refusal phrase for negatives."""
    context_reference: list[str] = Field(min_length=1)
    """Source page refs: one for direct, two or more for multi-hop, the anchor for negatives."""
    metadata: QueryMetadata
    """Subtype and category."""

    @model_validator(mode="after")
    def _consistent(self) -> KbQuery:
        if not self.query_id.startswith(ID_PREFIX[self.query_type]):
            raise ValueError(
                f"query_id {self.query_id!r} does not match query_type {self.query_type!r}"
            )
        if self.query_type == "multi_hop" and len(set(self.context_reference)) < 2:
            raise ValueError(
                "a multi_hop query needs at least two distinct context references, got "
                f"{self.context_reference}"
            )
        if self.query_type != "multi_hop" and len(self.context_reference) != 1:
            raise ValueError(
                f"a {self.query_type} query has exactly one context reference, got "
                f"{self.context_reference}"
            )
        return self


def write_queries(queries: Iterable[KbQuery], path: Path) -> int:
    """Write one JSON object per line (UTF-8, field order of the SRS); returns the count."""
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with path.open("w", encoding="utf-8") as handle:
        for query in queries:
            handle.write(json.dumps(query.model_dump(mode="json"), ensure_ascii=False) + "\n")
            count += 1
    return count


def read_queries(path: Path) -> list[KbQuery]:
    """Read and validate ``queries.jsonl``; errors name the line and the field."""
    queries: list[KbQuery] = []
    for number, line in numbered_lines(path, hint="pass the queries.jsonl file"):
        try:
            queries.append(KbQuery.model_validate_json(line))
        except ValidationError as exc:
            first = exc.errors()[0]
            raise InputError(
                first["msg"],
                where=f"{path}:{number}",
                field=".".join(str(part) for part in first["loc"]) or None,
                hint="each line must follow schemas/kb_query.schema.json",
            ) from exc
    return queries
