"""Where the benchmarks find the project's real public data, and HotpotQA at any size.

The data is ``DYNEVAL_SHARED_DATA`` when set, else ``../shared/data`` beside the repository
(it is never copied into the repository). A bench given ``--data`` uses that instead.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

__all__ = ["HOTPOTQA_SAMPLE", "REPO", "replicate_hotpotqa", "shared_data_dir"]

REPO = Path(__file__).resolve().parents[1]
HOTPOTQA_SAMPLE = Path("hotpotqa") / "hotpotqa_train_sample.json"
"""The HotpotQA sample's path inside the shared data folder."""


def shared_data_dir(given: str | None = None) -> Path:
    """The shared data folder: ``given`` (--data), DYNEVAL_SHARED_DATA, or ../shared/data."""
    if given:
        return Path(given)
    configured = os.environ.get("DYNEVAL_SHARED_DATA")
    return Path(configured) if configured else REPO.parent / "shared" / "data"


def replicate_hotpotqa(sample: list[dict[str, Any]], n: int, path: Path) -> Path:
    """Writes ``n`` HotpotQA items to ``path``, the sample repeated with distinct ids."""
    records = []
    for k in range(n):
        item = dict(sample[k % len(sample)])
        item["_id"] = f"{item['_id']}-{k // len(sample)}"
        records.append(item)
    path.write_text(json.dumps(records), encoding="utf-8")
    return path
