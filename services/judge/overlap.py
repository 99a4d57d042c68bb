"""Two items of one seed graph that share two of their entities: one reused pair.

A graph gives an item per round, and the rule templates may reach the same film and
director by two routes: ``How many years after the directorial debut of Hugo Fregonese was
The Mark of the Renegade released?`` in one round, ``Who was born first, the director of
The Mark of the Renegade or Aditya Chopra?`` in the next; or the writer, then the director,
of one film. Neither repeats the other's facts (``repeat_identity``), but a reader of the
graph's items sees one pair asked twice (2WikiMultiHopQA review, out5: ten of thirty groups
gave two items, several over one film and its director). The names an item is about are
every subject of its facts and every entity a pointer fact names (the film of a bridge
counts, though its question only describes the director by it).
"""

from __future__ import annotations

from collections.abc import Iterable

from shared.facts import RELATIONS
from shared.messages.qa import QAItem
from shared.metrics.normalize import normalize_answer

__all__ = ["SHARED_LIMIT", "item_names", "shared_with"]

SHARED_LIMIT = 2
"""Names two items of one graph may not both be about."""


def item_names(item: QAItem) -> frozenset[str]:
    """The normalised names an item's facts are about (``computed["facts"]``: ``subject |
    relation | value`` lines); empty for an item without facts (model-written)."""
    names: set[str] = set()
    for line in item.computed.get("facts", "").split(" ;; "):
        parts = line.split(" | ")
        if len(parts) != 3:
            continue
        subject, relation, value = parts
        names.add(normalize_answer(subject))
        asked = RELATIONS.get(relation)
        if asked is not None and asked.value == "entity" and relation != "nationality":
            names.add(normalize_answer(value))  # "The Mark of the Renegade | director | ..."
    return frozenset(n for n in names if n)


def shared_with(names: frozenset[str], earlier: Iterable[tuple[str, str]]) -> str | None:
    """Why an item about ``names`` reuses an earlier item of its graph (``earlier``: item id
    and its names, one a line), or ``None``."""
    for item_id, stored in earlier:
        common = names & set(stored.splitlines())
        if len(common) >= SHARED_LIMIT:
            shown = ", ".join(sorted(common))
            return f"reuses {len(common)} entities ({shown}) of item {item_id} of its graph"
    return None
