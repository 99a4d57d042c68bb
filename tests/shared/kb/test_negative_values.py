"""Negatives over a setting's closed list of values that no page explains."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.negative_values import value_negatives
from shared.kb.stated import statements

_LISTED = """# Virtual environments

## Variants

| Option | Platforms | Allowed values |
| --- | --- | --- |
| `APP_CPU_LEVEL` | Linux | `low`, `mid` (default), `high` |
"""

_DESCRIBED = """# Search

## Indexing

### indexing

The strategy the search indexer uses.

#### Options

Option | Description
------ | -----------
`full` | Indexes the title, headings and text of each page.
`sections` | Indexes the title and headings of each page.
`titles` | Indexes only the title of each page.

**default**: `full`
"""


def test_an_unexplained_value_list_asks_how_two_values_differ(tmp_path: Path) -> None:
    """The default (mid) and the last other value (high), with contrast words and both
    values as gap terms."""
    (tmp_path / "virtual.md").write_text(_LISTED)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = value_negatives(kb.page("virtual.md"), kb, skipped)
    assert [c.query for c in found] == [
        "What is the difference between the mid and high values of the APP_CPU_LEVEL "
        "environment variable?"]
    assert found[0].subtype == "missing_data"
    assert ("mid",) in found[0].gap_terms and ("high",) in found[0].gap_terms


def test_a_value_another_page_speaks_of_alone_is_not_asked(tmp_path: Path) -> None:
    """A sentence of another page about 'high' alone may explain it: skipped, counted."""
    (tmp_path / "virtual.md").write_text(_LISTED)
    (tmp_path / "tuning.md").write_text(
        "# Tuning\n\nSet the level to `high` on machines with AVX-512 instructions.\n")
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    assert value_negatives(kb.page("virtual.md"), kb, skipped) == []
    assert skipped["missing_data:a page speaks of one value on its own"] == 1


def test_values_described_one_by_one_are_not_asked(tmp_path: Path) -> None:
    """An Option | Description table of the values describes each: no question."""
    (tmp_path / "search.md").write_text(_DESCRIBED)
    kb = load_kb(tmp_path)
    listed = [s.items for s in statements(kb.page("search.md")) if s.attribute == "values"]
    assert listed == [("full", "sections", "titles")]
    skipped: Counter[str] = Counter()
    assert value_negatives(kb.page("search.md"), kb, skipped) == []
    assert skipped["missing_data:a page speaks of one value on its own"] == 1
