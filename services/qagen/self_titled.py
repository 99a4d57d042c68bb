"""Works titled with another entity's name: ``Taylor Swift``, the album, on a graph that names
the singer Taylor Swift. *How many years after the release of Taylor Swift ...?* reads as the
singer; the work is asked with its kind (*the release of the album Taylor Swift*), as 2Wiki
names a self-titled work, and answered by its bare title.
"""

from __future__ import annotations

from collections.abc import Sequence

from services.qagen.name_match import name_key
from shared.facts import EntityValue, Fact, title_entity
from shared.facts.dated import KIND_RELATION
from shared.messages.claims import ClaimBucket

__all__ = ["self_titled"]


def self_titled(facts: Sequence[Fact], buckets: Sequence[ClaimBucket]) -> dict[int, str]:
    """Positions in ``facts`` of the facts about a work (a subject whose kind is a work's:
    album, film, novel ...) whose bare title is also the name of another entity of the
    graph, each with the subject as asked: ``Taylor Swift (album)``. Another entity is a
    subject of another kind (a person, a band), an entity value (a performer, a maker) or
    the title of a page that is not the work's own (``Taylor Swift (album)``, or a page
    whose title's facts are all the work's); a subject already qualified (``Red (Taylor
    Swift album)``) is left as it is."""
    others = {name_key(f.subject) for f in facts if f.kind not in KIND_RELATION}
    others |= {name_key(f.value.name) for f in facts if isinstance(f.value, EntityValue)}
    others |= {name_key(title_entity(b.title)) for b in buckets if not _work_page(b, facts)}
    found: dict[int, str] = {}
    for at, fact in enumerate(facts):
        if fact.kind in KIND_RELATION and not fact.subject.endswith(")") and (
            name_key(fact.subject) in others
        ):
            found[at] = f"{fact.subject.removeprefix('the ')} ({fact.kind})"
    return found


def _work_page(bucket: ClaimBucket, facts: Sequence[Fact]) -> bool:
    """Whether a page is a work's own: its title's facts are all about a work."""
    key = name_key(title_entity(bucket.title))
    own = [f for f in facts if f.doc_id == bucket.doc_id and name_key(f.subject) == key]
    return bool(own) and all(f.kind in KIND_RELATION for f in own)
