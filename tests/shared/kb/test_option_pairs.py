"""Two pages' option lists compared: one question per pair of pages and question shape."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.bridges import checked_option_pairs

_FIELDS = """# Serializer fields

Each serializer field class takes its own arguments.

## DateField

A date representation.

* `format` - A string representing the output format of the date.
* `input_formats` - A list of strings representing the input formats of the date.

## TimeField

A time representation.

* `format` - A string representing the output format of the time.
* `input_formats` - A list of strings representing the input formats of the time.
"""

_RELATIONS = """# Serializer relations

Relational fields represent model relationships.

## HyperlinkedRelatedField

A hyperlinked relationship.

* `view_name` - The view name that should be used as the target of the relationship.
* `format` - A string representing the output format suffix of the relationship.
"""


def test_one_shared_argument_is_asked_once_per_pair_of_pages(tmp_path: Path) -> None:
    """DateField and TimeField both share only `format` with HyperlinkedRelatedField: one
    'Which arguments do both … accept?' question for the two pages, the other counted."""
    (tmp_path / "fields.md").write_text(_FIELDS, encoding="utf-8")
    (tmp_path / "relations.md").write_text(_RELATIONS, encoding="utf-8")
    skipped: Counter[str] = Counter()
    made = [c for c in checked_option_pairs(load_kb(tmp_path), skipped)
            if c.query.startswith("Which arguments do both")]
    assert len(made) == 1
    assert made[0].answer_key == ("format",)
    assert skipped["comparative:same question for other owners of the same pages"] == 1
