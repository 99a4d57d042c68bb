"""The one-document check over the whole graph: a page the item does not use (a trilogy's,
a series', a discography's) may state both entities with both values in one paragraph
("The Sprawl trilogy: Neuromancer (1984), Count Zero (1986) ..."), and a reader of that
paragraph alone answers the item, so it is no multi-hop (``one_document_states_both``).
Every document of the graph is read, those no claim came from too (``FactIndex.unclaimed``:
a list page often yields none, yet a reader of the group finds it).
"""

from __future__ import annotations

from collections.abc import Sequence

from services.qagen.fact_index import FactIndex
from services.qagen.page_reading import states
from shared.facts import EntityValue, Fact

__all__ = ["REASON", "another_document_holds"]

REASON = "one_document_states_both: another document of the graph names the subjects and "\
    "states the values in one paragraph"  # fmt: skip
"""The skip reason (after the pattern's name)."""

def _paragraphs(index: FactIndex, doc: int) -> list[str]:
    """A document's paragraphs (lower-case): its whole page's lines when the store holds
    it, else its claims and spans (a HotpotQA document is one paragraph)."""
    held = index.paragraphs
    found = held.get(doc)
    if found is None:
        whole = index.page_text.get(doc) or index.unclaimed.get(doc, "").lower()
        found = [p for p in whole.split("\n") if p.strip()] if whole else [
            index.doc_text.get(doc, "")]
        held[doc] = found
    return found


def another_document_holds(
    index: FactIndex, facts: Sequence[Fact], precision: str | Sequence[str] = "day"
) -> int | None:
    """A document of the graph other than the facts' own with one paragraph naming every
    subject and stating every value the item needs (at the asked precision, as
    ``FactIndex.one_document_holds``); ``None`` if none."""
    asked = [precision] * len(facts) if isinstance(precision, str) else list(precision)
    valued = [(f, p) for f, p in zip(facts, asked, strict=True)
              if not isinstance(f.value, EntityValue)]  # fmt: skip
    if len(valued) < 2:
        return None
    own = {f.doc_id for f in facts}
    # a name or the head before its title (``Margaret Fiennes`` of ``..., 11th Baroness``)
    names = [index.bare(f.subject).split(", ", 1)[0].lower() for f, _ in valued]
    for doc in sorted((set(index.doc_text) | set(index.unclaimed)) - own):
        for text in _paragraphs(index, doc):
            if not all(name in text for name in names):  # cheap: most paragraphs name none
                continue
            if all(states(text, f, p) and (index.names_in(text, f.subject)
                                           or index.names_head_in(text, f.subject))
                   for f, p in valued):  # fmt: skip
                return doc
    return None
