"""A place's closing comma: ``his Tulsa, Oklahoma, roofing firm`` is one noun phrase.

News writes ``Town, State,`` (``Town, Country,``) with a comma after the state as well as
between the two, also when the pair modifies the noun that follows (``his Tulsa, Oklahoma,
roofing firm``, ``the Dayton, Ohio, plant``). That second comma ends no clause: a cut at it
(``..., roofing ...`` read as a participle phrase) leaves ``his Tulsa, Oklahoma`` and loses the
noun and all after it (``since June of last year``). ``place_comma(head)`` tells that the
text before a comma ends on such a pair; ``possessive_place_end(claim)`` tells that a claim
ends on a possessive and a place (``... to his Tulsa, Oklahoma.``), which no
whole sentence does: the noun the place modified was cut away.
"""

from __future__ import annotations

import re

from shared.claims.places import place_name

__all__ = ["place_comma", "possessive_place_end"]

_NAME = r"[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,2}"
_PAIR_RX = re.compile(rf"(?:^|[^\w.'\u2019-])(?P<town>{_NAME}),\s+(?P<region>{_NAME})$")
_DETERMINED_RX = re.compile(
    rf"\b(?:[Hh]is|[Hh]er|[Ii]ts|[Tt]heir|[Oo]ur|[Tt]he|an?|\w+['\u2019]s)\s+{_NAME},\s+{_NAME}$"
)
"""A pair after a determiner or a possessive (``his Tulsa, Oklahoma``, ``the Dayton,
Ohio``): a premodifier of the noun to come; after a preposition (``a plant in Tulsa,
Oklahoma, creating 500 jobs``) it is a place of its own, and the comma may open a phrase."""
_POSSESSIVE_PLACE_RX = re.compile(
    rf"\b(?:his|her|its|their|our|my|your|\w+['\u2019]s)\s+(?P<place>{_NAME}"
    rf"(?:,\s+{_NAME})?)\s*\.?$"
)


def _pair(head: str) -> bool:
    """``head`` ends on ``Town, Region`` of two places."""
    found = _PAIR_RX.search(head)
    if found is None:
        return False
    for cut in range(len(found.group("town").split())):  # "the Dayton" -> "Dayton"
        town = " ".join(found.group("town").split()[cut:])
        if place_name(f"{town}, {found.group('region')}"):
            return True
    return False


def place_comma(head: str) -> bool:
    """The comma right after ``head`` closes a ``Town, Region`` pair after a determiner or a
    possessive (``... his Tulsa, Oklahoma``): what follows is the noun the pair modifies,
    not a new phrase."""
    head = head.rstrip()
    return _DETERMINED_RX.search(head) is not None and _pair(head)


def possessive_place_end(claim: str) -> bool:
    """``claim`` ends on a possessive and a place with nothing after it (``...
    jobs to his Tulsa, Oklahoma.``): the noun the place modified was cut away."""
    found = _POSSESSIVE_PLACE_RX.search(claim.rstrip())
    if found is None:
        return False
    place = found.group("place").rstrip(".")
    if "," in place:
        return _pair(place)
    return False
