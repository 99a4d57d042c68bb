"""Places whose name many places share, named with where they are.

``Princeton High School`` is a school of Illinois, of New Jersey, of Ohio ...; ``Union
Station`` is a station of dozens of cities. A school, station, church, county or street
named by a few words before its kind (``Grace Church School``, ``Union Station``) is asked
with the place its page gives (*Princeton High School in Illinois*): the page title's
parenthetical (``Princeton High School (Illinois)``), else its claims (``... is a private
school in New York City``, ``... is located in Gränna``). An item naming such a place with
no place known is skipped (``FactIndex.asked``), counted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.qagen.name_match import name_key, same_entity
from services.qagen.whole_words import holds_word
from shared.facts import Fact, title_disambiguator, title_entity
from shared.facts.relations import kind_of
from shared.messages.claims import ClaimBucket

__all__ = ["PLACE_HEADS", "claimed_place", "is_place", "places_of", "shared_place_name",
           "title_place", "with_place"]

PLACE_HEADS = ("High School", "School", "Academy", "Station", "Church", "Chapel", "Cathedral",
               "County", "Township", "Street", "Avenue", "Road")  # fmt: skip
"""The kinds whose names many places share, as a name ends in them."""

_HEAD_KINDS = {"High School": ("school", "college"), "School": ("school", "college"),
               "Academy": ("school", "college"), "Station": ("station",),
               "Church": ("church", "building"), "Chapel": ("church", "building"),
               "Cathedral": ("church", "building"), "County": ("county",),
               "Township": ("county", "town"), "Street": ("street",), "Avenue": ("street",),
               "Road": ("street",)}  # fmt: skip
"""The subject kinds (``Fact.kind``) a place of each kind is: ``Abbey Road`` the album, ``Picabo
Street`` the skier and ``The Church`` the band are not streets or churches."""

_NOT_PLACE_RELATIONS = frozenset((
    "born", "died", "released", "published", "premiered", "aired", "office", "inducted",
    "drafted", "film_debut", "directorial_debut", "debut_album", "records_sold", "nationality",
    "director", "author", "creator", "composer", "performer", "producer", "host", "developer",
    "father", "mother", "spouse", "portrayer"))  # fmt: skip
"""Relations of a person, a work or a band, never of a school, station, church or street:
a subject of unknown kind with one of them is not a place."""

_HEAD = re.compile(r"^(?P<before>(?:[A-Z][\w.'’-]*\s+){1,2})(?:" + "|".join(PLACE_HEADS) + r")$")

_PLACE = r"(?P<place>[A-Z][\w.'’-]*(?:(?:,\s*|\s+)(?:of\s+)?[A-Z][\w.'’-]*){0,3})"
_CLAIMED = re.compile(
    r"\b(?:located|situated|based|" + "|".join(h.lower() for h in PLACE_HEADS) + r")"
    r"\s+in\s+(?:the\s+)?" + _PLACE
)
"""The place after ``located in`` or the kind's own word (``a private school in New York
City``)."""


def shared_place_name(name: str) -> bool:
    """Whether ``name`` is a place of a kind many places share a name of: one or two
    capitalised words before the kind (``Princeton High School``, ``Union Station``, ``Grace
    Church School``); a longer name (``Concho Indian Boarding School``) is its own."""
    return _HEAD.match(name.strip()) is not None


def is_place(name: str, facts: Sequence[Fact], title_kind: str = "") -> bool:
    """Whether ``name`` (``shared_place_name``) is the place its kind word says, as its facts
    on the page (``facts``, the subject's own read) tell: a known kind must be one of that
    place's (``school`` for ``Princeton High School``; not ``album`` for ``Abbey Road``,
    ``person`` for ``Picabo Street``, ``band`` for ``The Church``); with none known, the page
    title's kind (``title_kind``, ``band`` for ``The Church (band)``) is read, else the name
    is a place unless a fact gives it a person's or a work's relation (``released``)."""
    m = _HEAD.match(name.strip())
    if m is None:
        return False
    head = name.strip()[len(m.group("before")):]
    kinds = {f.kind for f in facts if f.kind} or ({title_kind} if title_kind else set())
    if kinds:
        return bool(kinds & set(_HEAD_KINDS[head]))
    return not any(f.relation in _NOT_PLACE_RELATIONS for f in facts)


def title_place(title: str) -> str:
    """A page title's parenthetical that names a place (``Illinois``, ``Winona, Minnesota``)
    for a subject ``shared_place_name`` holds; ``""`` otherwise (a kind, a year)."""
    found = title_disambiguator(title)
    if not found or not shared_place_name(title_entity(title)) or kind_of(found):
        return ""
    words = re.findall(r"[\w.'’-]+", found)
    if any(ch.isdigit() for ch in found) or not all(w[:1].isupper() or w == "of" for w in words):
        return ""
    return found


def claimed_place(name: str, bucket: ClaimBucket, facts: Sequence[Fact]) -> str:
    """The place the page's claims about ``name`` give (``... located in Gränna, Jönköping
    County``), the first one not inside the name; ``""`` if none."""
    key = name_key(name)
    texts = [f.claim.text for f in facts if name_key(f.subject) == key]
    texts += [c.text for c in bucket.claims if name in c.text]
    for text in dict.fromkeys(texts):
        for m in _CLAIMED.finditer(text):
            place = m.group("place").rstrip(",.")
            if name_key(place) and name_key(place) not in key:
                return place
    return ""


def with_place(name: str, place: str) -> str:
    """``Princeton High School`` in ``Princeton, Illinois`` -> ``Princeton High School in
    Illinois``: a leading part of the place the name already holds is left out."""
    parts = [p.strip() for p in place.split(",") if p.strip()]
    while len(parts) > 1 and holds_word(name_key(name), name_key(parts[0])):
        parts = parts[1:]
    return f"{name} in {', '.join(parts)}"


def places_of(bucket: ClaimBucket, facts: Sequence[Fact], bare: str, place: str) -> dict[str, str]:
    """Each subject of the page's facts whose name many places share, with its place: the
    page title's (``place``) for the page's own subject (``bare``), else the one its claims
    give (``claimed_place``), ``""`` when none is known. A qualified subject is left, and so
    is one whose kind is not that place's (``is_place``: the album ``Abbey Road``)."""
    places: dict[str, str] = {}
    title_kind = kind_of(title_disambiguator(bucket.title) or "")
    seen: set[str] = set()
    for fact in facts:
        subject = fact.subject
        if subject in seen or subject.endswith(")"):
            continue
        seen.add(subject)
        own = [f for f in facts if f.subject == subject]
        if not is_place(subject, own, title_kind if same_entity(subject, bare) else ""):
            continue
        if place and same_entity(subject, bare):
            places[subject] = place
        elif shared_place_name(subject):
            places[subject] = claimed_place(subject, bucket, facts)
    return places
