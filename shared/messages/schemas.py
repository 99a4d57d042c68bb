"""JSON Schemas of the topic models: ``python -m shared.messages.schemas DIR`` writes them.

One file per topic (``logs.schema.json`` ...) plus ``envelope.schema.json``. The test
suite regenerates them in memory and fails when a model and its file drift apart.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from shared.messages.envelope import Envelope
from shared.messages.topics import TOPICS

__all__ = ["render_schemas", "write_schemas"]


def render_schemas() -> dict[str, str]:
    """File name to schema text for every topic and the envelope."""
    models: dict[str, Any] = {"envelope": Envelope, **TOPICS}
    out = {}
    for name, model in models.items():
        schema = model.model_json_schema()
        schema["$id"] = f"https://dyneval.dev/schemas/{name}.schema.json"
        schema["title"] = f"{name}: {model.__name__}"
        out[f"{name}.schema.json"] = json.dumps(schema, indent=2, sort_keys=True) + "\n"
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
