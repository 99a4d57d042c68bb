"""JSON Schemas in ``schemas/``: ``python -m shared.messages.schemas DIR`` writes them all.

One file per topic (``logs.schema.json`` ...), ``envelope.schema.json``, and the file
formats registered in :data:`EXTRA_SCHEMAS` (``kb_query.schema.json``, one line of a KB
``queries.jsonl``; ``gold_item.schema.json``, one line of a gold set). The test suite
renders them in memory and fails when a model and its file drift apart.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Final

from shared.kb.validate import kb_query_schema
from shared.messages.envelope import Envelope
from shared.messages.gold import gold_schema
from shared.messages.topics import TOPICS

__all__ = ["EXTRA_SCHEMAS", "render_schemas", "write_schemas"]

EXTRA_SCHEMAS: Final[Mapping[str, Callable[[], dict[str, Any]]]] = {
    "kb_query": kb_query_schema,
    "gold_item": gold_schema,
}
"""Schemas of file formats that are not topic messages: file stem to a function returning
the finished schema (its own ``$id`` and ``title``), written as ``<stem>.schema.json``."""


def _text(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def render_schemas() -> dict[str, str]:
    """File name to schema text for every topic, the envelope and every extra schema."""
    models: dict[str, Any] = {"envelope": Envelope, **TOPICS}
    out = {}
    for name, model in models.items():
        schema = model.model_json_schema()
        schema["$id"] = f"https://dyneval.dev/schemas/{name}.schema.json"
        schema["title"] = f"{name}: {model.__name__}"
        out[f"{name}.schema.json"] = _text(schema)
    for name, make in EXTRA_SCHEMAS.items():
        out[f"{name}.schema.json"] = _text(make())
    return out


def write_schemas(folder: Path) -> list[Path]:
    """Write every schema into ``folder``; returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in render_schemas().items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write_schemas(Path(sys.argv[1] if len(sys.argv) > 1 else "schemas")):
        print(path)
