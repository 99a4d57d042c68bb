"""A table's 'highest' questions ask each answering row once."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from services.gold.facts import extract_facts
from services.gold.table_items import table_items
from shared.longdoc import load_document

COSTS = """# Repair costs

| Action | Labor cost | Parts cost | Cost per product |
|---|---|---|---|
| Wiring change | $6,715 | $3,790 | $10,505 |
| Sensor test | $3,400 | $0 | $3,400 |
| Software load | $85 | $0 | $85 |
"""


def test_one_row_highest_in_every_column_is_asked_once(tmp_path: Path) -> None:
    """The wiring change tops all three columns: one 'highest' item, two skips counted."""
    path = tmp_path / "costs.md"
    path.write_text(COSTS, encoding="utf-8")
    facts = extract_facts(load_document(path))
    skips: Counter[str] = Counter()
    items = [it for chunk in facts.doc.chunks if chunk.kind == "table"
             for it in table_items(chunk, facts.cells[chunk.chunk_id], random.Random(0), skips)]
    highest = [it for it in items if it.computed.get("template") == "table_max"]
    assert [it.answers[0] for it in highest] == ["Wiring change"]
    assert skips["table maximum: the same row is the highest in an earlier column"] == 2
