"""Sizes and counts a claim states about its subject, each with its unit.

- measures of the page's subject: population, length, main span, height, area, capacity,
  elevation (``measure``: one quantity in the claim, a cue word, the right dimension);
- a place's size in a census sentence (``sized``): ``The population of Laie was 6,138 at
  the 2010 census.``, ``At the 2011 census , Young had a population of 6,960.`` (or ``a
  total population``), ``The Canada 2011 Census determined that Orléans' population was
  107,823.``;
- records sold worldwide by a performer (``sold``): ``The Spice Girls have sold 85 million
  records worldwide.``; ``more than``/``over`` make the figure a floor (detail ``at
  least``), which can only ever be the larger side of a comparison.
"""

from __future__ import annotations

import re
import unicodedata

from shared.facts.names import is_name, matches_title
from shared.text.numbers import Quantity, find_quantities

__all__ = ["AT_LEAST", "DIMENSION", "measure", "sized", "sold"]

AT_LEAST = "at least"
"""Detail of a figure stated as a floor (``more than 150 million``)."""

_MEASURES: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    ("main_span", re.compile(r"\bmain span of\b", re.I), ("measure",)),
    ("population", re.compile(r"\bpopulation (?:of|was|is|stood at|reached)\b", re.I),
     ("count", "number")),
    ("length", re.compile(r"\b(?:long\b|length of\b|in length\b)", re.I), ("measure",)),
    ("height", re.compile(r"\b(?:tall\b|height of\b|in height\b)", re.I), ("measure",)),
    ("area", re.compile(r"\b(?:area of|covers|in area)\b", re.I), ("measure",)),
    ("capacity", re.compile(r"\bcapacity (?:of|is|was)\b|\bseats\b|\bseating\b", re.I),
     ("count", "number")),
    ("elevation", re.compile(r"\belevation of\b|\babove sea level\b", re.I), ("measure",)),
)  # fmt: skip
DIMENSION = {
    "main_span": "length",
    "length": "length",
    "height": "length",
    "area": "area",
    "elevation": "length",
}
"""The physical dimension each measured relation's quantity must have."""


_ADJACENT = re.compile(
    r"\s*(?:\([^()]{1,40}\)\s*)?(?:(?P<metres>m)\s+)?(?P<cue>tall|high|long)\b(?!-)"
)
"""A size cue right after its figure (``87 m tall``, ``a 70 m high, five star hotel``, ``35 mi
(56 km) long``); ``m`` after a bare number is metres only before such a cue."""


def _adjacent(text: str, quantities: list[Quantity]) -> tuple[str, Quantity] | None:
    """The one figure a size cue follows: its relation (``tall``/``high`` a height, ``long``
    a length) and quantity, read however many other numbers the claim holds."""
    found: list[tuple[str, Quantity]] = []
    for q in quantities:
        m = _ADJACENT.match(text, q.end)
        if m is None or q.value <= 0:
            continue
        if m.group("metres") and q.kind == "number":
            q = Quantity(q.start, q.end + m.start("metres") - q.end + 1, q.text + " m", q.value,
                         "measure", "m", None, "length", 1.0)  # fmt: skip
        if q.kind != "measure" or q.dimension != "length":
            continue
        found.append(("length" if m.group("cue") == "long" else "height", q))
    relations = {relation for relation, _ in found}
    return found[0] if len(found) == 1 or (len(relations) == 1 and len(found) == 2
                                             and "(" in text) else None


def measure(text: str, after: int = 0) -> tuple[str, Quantity] | None:
    """(relation, quantity) of a claim with a size cue: its one quantity after ``after``
    (the subject's end: ``New York State Route 448`` holds no figure of its length), or
    the one figure a cue follows (``is 87 m tall``, ``a 3.90 mi long state highway``)."""
    quantities = [q for q in find_quantities(text) if q.start >= after]
    adjacent = _adjacent(text, quantities)
    if adjacent is not None:
        return adjacent
    if len(quantities) != 1:
        return None
    q = quantities[0]
    for relation, cue, kinds in _MEASURES:
        if not cue.search(text) or q.kind not in kinds:
            continue
        if relation in DIMENSION and q.dimension != DIMENSION[relation]:
            continue
        if q.value <= 0:
            continue
        return relation, q
    return None


_CENSUS = r"(?:[Tt]he\s+)?(?:[A-Z][\w.]*\s+)?\d{4}\s+[Cc]ensus"
_SIZED = (
    re.compile(rf"^(?:According to|As of|At) {_CENSUS}\s*,?\s+(?P<name>[^,]+?) had a "
               r"(?:total\s+)?(?P<rel>population) of (?P<q>.+)"),
    re.compile(rf"^{_CENSUS} (?:determined|found|showed|recorded) that (?P<name>[^,]+?)"
               r"(?:'s|’s|'|’) (?P<rel>population) (?:was|is) (?P<q>.+)"),
    re.compile(r"^The (?P<rel>population|elevation|area) of (?P<name>[^,]+?) (?:was|is) "
               r"(?P<q>.+)"),
    re.compile(r"^(?P<name>[^,]+?)(?:'s|’s|(?<=s)'|(?<=s)’) (?P<rel>population|elevation|area) "
               r"(?:was|is) (?P<q>.+)"),
    re.compile(r"^(?P<name>[^,]+?) had a (?:total\s+)?(?P<rel>population) of (?P<q>.+)"),
)  # fmt: skip
_SIZED_KINDS = {"population": ("count", "number"), "elevation": ("measure",),
                "area": ("measure",)}  # fmt: skip
_ROUGH = re.compile(r"^\s*(?:around|about|approximately|roughly|nearly|almost|over|more than|"
                    r"some|an estimated|estimated)\b", re.I)  # fmt: skip


def _plain(name: str) -> str:
    """``Orléans`` as ``Orleans``: a page title often drops the accents its text keeps."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", name)
                   if not unicodedata.combining(ch))  # fmt: skip


def sized(text: str, title: str) -> tuple[str, str, Quantity] | None:
    """(subject, relation, quantity) of a census or size sentence about the page's own
    place (``Laie, Hawaii`` is asked as ``Laie``); a rough figure (``around 63,182,000``)
    gives none."""
    for pattern in _SIZED:
        m = pattern.match(text)
        if not m:
            continue
        name, relation = m.group("name").strip(), m.group("rel")
        short = title.split(",")[0].strip()
        if not (matches_title(_plain(name), _plain(short)) and is_name(name.split())):
            return None
        if _ROUGH.match(m.group("q")):
            return None
        found = find_quantities(m.group("q"))
        if not found or found[0].kind not in _SIZED_KINDS[relation] or found[0].value <= 0:
            return None
        if relation != "population" and found[0].dimension != DIMENSION[relation]:
            return None
        return short, relation, found[0]
    return None


_SOLD = re.compile(
    r"\s*(?:,[^,]{1,80},\s*)?(?:has|have|had)\s+(?:reportedly\s+)?sold\s+"
    r"(?P<bound>more than\s+|over\s+|in excess of\s+)?(?P<q>[\d.,]+\s+(?:million|billion)?\s*"
    r"(?:records|albums))\s+worldwide\s*\.?$"
)


def sold(text: str, after: int) -> tuple[Quantity, str] | None:
    """``The Spice Girls have sold 85 million records worldwide.``, read from ``after`` (the
    subject's end): (the records sold, ``AT_LEAST`` for a floor or ``""``). Only worldwide
    totals are read (one country's sales do not compare with another act's worldwide ones),
    and only records or albums (``copies combined`` of two releases is no act's total)."""
    m = _SOLD.match(text, after)
    if m is None:
        return None
    found = find_quantities(m.group("q"))
    if len(found) != 1 or found[0].kind != "count" or found[0].value <= 0:
        return None
    return found[0], AT_LEAST if m.group("bound") else ""
