"""Debuts a person's page dates: a film, directorial or professional debut, a debut album.

- ``Azmi made her film debut in 1974.`` -> (Shabana Azmi, ``film_debut``, 1974);
- ``Johar made his directorial debut with the widely-seen romance "Kuch Kuch Hota Hai"
  (1998).`` -> ``directorial_debut`` 1998;
- ``Frank Sinatra released his debut album, "The Voice of Frank Sinatra", in 1946.`` and
  ``Meek Mill's debut album, "Dreams and Nightmares", was released in 2012 ...`` ->
  ``debut_album``.

Only the page's own person (the claim opens with the title's name, or a part of it, bare
or possessive), only a debut whose kind the claim names (``made his debut with the 1969
Telugu film`` names none: a stage, a film or a sport?), and only the claim's one date,
written after the word *debut* (``made her debut on stage at the age of 15`` has none).
A debut EP or single is not an album, and a debut "as an adult" or in a language
(``made her screen debut as an adult``, ``his English-language debut``) is not the first.
"""

from __future__ import annotations

import re

from shared.facts.names import leading_subject, matches_title
from shared.text.dates import DateMention, find_dates

__all__ = ["DEBUT_RELATIONS", "debut_of"]

DEBUT_RELATIONS = ("film_debut", "directorial_debut", "debut_album")
"""The relations this module reads (all of a person)."""

_MADE = re.compile(
    r"\s+made\s+(?:his|her|their)\s+(?P<kind>film|feature\s+film|directorial|"
    r"directorial\s+feature|screen|acting)\s+debut\b(?P<rest>.*)$"
)
_KIND = {"film": "film_debut", "feature film": "film_debut", "screen": "film_debut",
         "acting": "film_debut", "directorial": "directorial_debut",
         "directorial feature": "directorial_debut"}  # fmt: skip
_ALBUM = re.compile(
    r"(?:\s+released\s+(?:his|her|their)\s+debut\s+(?:studio\s+)?album\b"
    r"|(?:'s|’s|(?<=s)'|(?<=s)’)\s+debut\s+(?:studio\s+)?album\b.*?\bwas\s+released\b)"
    r"(?P<rest>.*)$"
)
_NOT_FIRST = re.compile(r"\bas an adult\b|\bas a (?:lead|leading)\b|-\s*language\b|\bsecond\b",
                        re.I)  # fmt: skip


def _subject(text: str, title: str) -> tuple[str, int] | None:
    """The page's person when the claim opens with its name (bare or possessive)."""
    lead = leading_subject(text)
    if lead is None or not title:
        return None
    name, end = lead
    bare = re.sub(r"(?:'s|’s|'|’)$", "", name)
    if not matches_title(bare, title):
        return None
    return title, end - (len(name) - len(bare))


def _one_date(text: str, after: int) -> DateMention | None:
    """The claim's one dated mention, when it stands after ``after``."""
    dates = [d for d in find_dates(text) if d.precision != "decade"]
    if len({d.value for d in dates}) == 1:  # "in 2007 with "Then She Found Me" (2007)"
        dates = dates[:1]
    if len(dates) != 1 or dates[0].start < after:
        return None
    if dates[0].precision not in ("day", "month", "year"):
        return None
    return dates[0]


def debut_of(text: str, title: str) -> tuple[str, str, DateMention] | None:
    """(subject, relation, date) of a debut the claim dates, or ``None``."""
    found = _subject(text, title)
    if found is None or _NOT_FIRST.search(text):
        return None
    subject, end = found
    made = _MADE.match(text, end)
    if made is not None:
        kind = re.sub(r"\s+", " ", made.group("kind"))
        date = _one_date(text, made.start("rest"))
        return (subject, _KIND[kind], date) if date is not None else None
    album = _ALBUM.match(text, end)
    if album is not None:
        date = _one_date(text, end)
        return (subject, "debut_album", date) if date is not None else None
    return None
