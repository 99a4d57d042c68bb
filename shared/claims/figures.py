"""A second figure joined to a claim's own: cut off, so a claim holds one quantity fact.

A news sentence often sets a second count beside its first (``More than 600,000 Israelis
live in settlements in east Jerusalem and the West Bank, alongside more than three million
Palestinians``) or hangs a figure on a name in an appositive (``water vapor on the surface
of Europa, one of Jupiter's 79 moons``). Each is a fact of its own: a question built on the
claim could ask either. ``one_figure(claim)`` cuts the added phrase and returns the claim
with how many phrases it cut; what is left is entailed by the span (the phrase only adds):

- a comma phrase opened by ``alongside``, ``along with``, ``together with``, ``as well as``
  or ``compared with/to`` that holds a figure, after a main clause that holds its own;
- a closing appositive ``one of [Name's] [the] N things`` after a name: the name's count
  among its kind (at the sentence's end, with no comma before it).

Tense, negation, modality and an attribution (``..., officials said``) stay: the cut takes
only the phrase up to the next comma, or the sentence's end. Mid-sentence the phrase's
closing comma goes with it (``hired 300 people, as well as dozens of contractors, in 2019``
is ``hired 300 people in 2019``), unless a comma must stay before what follows: an
attribution, a participle or a relative clause (``..., officials said``, ``..., making``,
``..., which``).
"""

from __future__ import annotations

import re

__all__ = ["SECOND_FIGURE", "one_figure"]

SECOND_FIGURE = "second_figure"
"""The reason counted for each phrase cut (its fact is dropped, the claim kept)."""

_FIGURE = (
    r"(?:\d[\d,.]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|a\s+hundred|"
    r"thousands?|millions?|billions?|dozens?)\b)"
)
_FIGURE_RX = re.compile(rf"(?<![\w-]){_FIGURE}", re.IGNORECASE)
_BESIDE_RX = re.compile(
    r",\s+(?:alongside|along with|together with|as well as|compared (?:with|to))\s+"
    r"(?P<phrase>[^;]*?)(?=,\s|\.?\s*$)"
)
"""``, alongside more than three million Palestinians``: a second count set beside the
first, up to the next comma before a word (not one inside ``3,000,000``) or the end."""
_KEEPS_COMMA_RX = re.compile(
    r",\s+(?:(?:[\w.'\u2019-]+\s+){0,5}?(?:said|says|told|tells|reported|reports|announced|"
    r"confirmed|added|adds|wrote|writes|stated|according)\b|\w+ing\b|which\b|who\b|whose\b)"
)
"""What after the cut phrase keeps its comma: an attribution (``, officials said``,
``, according to``), a participle clause (``, making``) or a relative clause (``, which``)."""
_MEMBER_RX = re.compile(
    rf"(?<=[A-Za-z)]),\s+one of\s+(?:(?:[A-Z][\w.-]*\s+)*[A-Z][\w.-]*['\u2019]s?\s+)?"
    rf"(?:the\s+)?{_FIGURE}\s+[^,;]*?(?=\.?\s*$)",
)
"""``, one of Jupiter's 79 moons``, ``, one of the 12 founding members``: a count of the
name's kind hung on it, closing the sentence (mid-sentence its cut would leave ``X, said``).
After an earlier comma it may be the predicate itself, past a parenthetical (``It is,
together with Ocean Park Hong Kong, one of the two large theme parks``): left whole."""


def _has_figure(text: str) -> bool:
    return _FIGURE_RX.search(text) is not None


def one_figure(claim: str) -> tuple[str, int]:
    """``claim`` with each second figure phrase cut (module docstring), and how many."""
    cut = 0
    found = _BESIDE_RX.search(claim)
    if (found is not None and _has_figure(found.group("phrase"))
            and _has_figure(claim[: found.start()])):  # fmt: skip
        rest = claim[found.end() :]
        if rest.startswith(",") and _KEEPS_COMMA_RX.match(rest) is None:
            rest = " " + rest[1:].lstrip()
        claim = claim[: found.start()] + rest
        cut += 1
    member = _MEMBER_RX.search(claim)
    if member is not None and "," not in claim[: member.start()]:
        claim = claim[: member.start()] + claim[member.end() :]
        cut += 1
    return claim, cut
