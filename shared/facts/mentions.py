"""Works a claim names with their year, the way encyclopedic prose does: ``from his fourth
studio album, "Motion" (2014)``, ``the movie "Land Girls" (1998)``, ``documentaries "T is
for Teacher" (2009) and "Queer Science" (2008)``.

The work is a subject of its own (it need not have a page in the graph), of the kind the
noun right before its quoted title names, and the year in brackets right after the title
is its release (publication, premiere: ``shared.facts.dated.KIND_RELATION``). Only a kind
noun directly before the title (articles, possessives, ordinals and adjectives such as
*studio* or *debut* between them) makes a work: a bare ``"Fifty Shades of Grey" (2015)``
or ``the opera "Gianni Schicchi" (1918)`` (an opera's year is its composition or its
premiere) gives nothing.
"""

from __future__ import annotations

import re

from shared.facts.dated import KIND_RELATION, Part
from shared.facts.model import DateValue
from shared.text.dates import find_dates
from shared.text.ordinals import ordinal_alternation

__all__ = ["MENTION_KINDS", "dated_works", "released_works"]

MENTION_KINDS = {
    "film": "film", "films": "film", "movie": "film", "movies": "film",
    "documentary": "documentary", "documentaries": "documentary",
    "album": "album", "albums": "album", "single": "single", "singles": "single",
    "song": "song", "songs": "song", "novel": "novel", "novels": "novel",
    "video game": "video game", "video games": "video game",
}  # fmt: skip
"""Nouns before a quoted title and the kind of work they name."""

_KIND = "|".join(sorted((re.escape(k) for k in MENTION_KINDS), key=len, reverse=True))
_ITEM = r"[\"“](?P<title>[A-Z0-9][^\"“”]{0,58}?)\s*[\"”]\s*\((?P<year>1[89]\d\d|20\d\d)\)"
_LEAD = re.compile(rf"\b(?P<kind>{_KIND}),?\s+(?={_ITEM})", re.I)
_NEXT = re.compile(rf"(?:,\s*(?:and\s+)?|\s+and\s+){_ITEM}")
_FIRST = re.compile(_ITEM)
_AFTER_YEAR = re.compile(
    # "the 2006 film", "her 1999 album", "Richard Wright's 1953 novel", "311's 2001 album"
    rf"(?:\b(?:the|a|an|his|her|their|its)|(?<=\w)(?:'s|’s))\s+(?P<year>1[89]\d\d|20\d\d)\s+"
    rf"(?P<between>(?:[\w'’-]+\s+){{0,4}}?)(?P<kind>{_KIND})\s+"
    r"[\"“](?P<title>[A-Z0-9][^\"“”]{0,58}?)\s*[\"”]", re.I)
_NOT_BETWEEN = re.compile(r"\b(?:of|to|by|for|from|with|in|on|and|or|remake|sequel|adaptation|"
                          r"version|reissue|re-release|reboot|edition|dub|remaster(?:ed)?)\b",
                          re.I)  # fmt: skip
"""``the 2006 remake of the film "X"``: the year is the remake's, not X's."""


def _items(text: str, at: int) -> list[tuple[str, str, int]]:
    """The quoted titles with their years from ``at`` on: one, or a list joined by commas
    and ``and`` (``"A" (2009) and "B" (2008)``): (title, year text, year offset)."""
    m = _FIRST.match(text, at)
    out: list[tuple[str, str, int]] = []
    while m is not None:
        out.append((m.group("title").strip(), m.group("year"), m.start("year")))
        m = _NEXT.match(text, m.end())
    return out


_ORDINAL = (rf"(?:(?:{ordinal_alternation(10)}|"
            r"\d{1,2}(?:st|nd|rd|th)|debut|final|last|new)\s+)?")
_ADJ = r"(?:(?:studio|live|solo|full-length|compilation|feature|short|graphic)\s+)?"
_QUOTED = r"[\"“](?P<title>[A-Z0-9][^\"“”]{0,58}?)\s*,?[\"”]"
_WORK = rf"{_ORDINAL}{_ADJ}(?P<kind>{_KIND}),?\s+{_QUOTED}"
_RELEASE_VERB = r"(?P<verb>released|published)"
_DATED_WORK = (
    # Wes Carr's third studio album "Roadtrip Confessions" was released in June 2013
    re.compile(rf"(?:'s|’s)\s+{_WORK},?\s+(?:was|were)\s+(?:first\s+)?{_RELEASE_VERB}"
               rf"(?:\s+by\s+[A-Z][^,.;]{{0,60}}?)?\s+(?:in|on)\s+(?P<date>\S)", re.I),
    # In May 2005, Nichole Nordeman released her fourth studio album, "Brave".
    re.compile(rf"^(?:In|On)\s+(?P<date>[^,]{{4,30}}),\s+[A-Z][^,]{{0,60}}?\s+{_RELEASE_VERB}\s+"
               rf"(?:his|her|their|its)\s+{_WORK}\W*$"),
    # Satin Circus released their first studio album, "Expectations", on February 14, 2014.
    re.compile(rf"^[A-Z][^,]{{0,60}}?\s+{_RELEASE_VERB}\s+(?:his|her|their|its)\s+{_WORK}"
               rf",?\s+(?:in|on)\s+(?P<date>\S)"),
)
"""A work released or published by its maker on the claim's one date."""


def released_works(text: str) -> list[Part]:
    """(work, kind, relation, date, "") of a claim that says a quoted work of a named kind
    was released (published) on its one date: ``Wes Carr's third studio album "Roadtrip
    Confessions" was released in June 2013``, ``In May 2005, Nichole Nordeman released her
    fourth studio album, "Brave".``"""
    dates = [d for d in find_dates(text) if d.precision != "decade"]
    if len(dates) != 1 or dates[0].precision not in ("day", "month", "year"):
        return []
    for pattern in _DATED_WORK:
        m = pattern.search(text)
        if m is None or m.start("date") != dates[0].start:
            continue
        kind = MENTION_KINDS[m.group("kind").lower()]
        if KIND_RELATION.get(kind) != m.group("verb").lower():
            return []
        title = m.group("title").strip(" ,")
        return [(title, kind, KIND_RELATION[kind], DateValue.of(dates[0]), "")]
    return []


def dated_works(text: str) -> list[Part]:
    """(work, kind, relation, year, "") for each work the claim names with a kind noun, its
    quoted title and its year in brackets."""
    if '"' not in text and "“" not in text:
        return []  # every pattern quotes its title: most claims are ruled out here
    out: list[Part] = []
    dates = {d.start: d for d in find_dates(text) if d.precision == "year"}
    for lead in _LEAD.finditer(text):
        kind = MENTION_KINDS[lead.group("kind").lower()]
        relation = KIND_RELATION.get(kind)
        if relation is None:
            continue
        for title, _, at in _items(text, lead.end()):
            mention = dates.get(at)
            if mention is None or len(title.split()) > 10:
                continue
            out.append((title, kind, relation, DateValue.of(mention), ""))
    for m in _AFTER_YEAR.finditer(text):
        kind = MENTION_KINDS[m.group("kind").lower()]
        relation = KIND_RELATION.get(kind)
        mention = dates.get(m.start("year"))
        if relation is None or mention is None or _NOT_BETWEEN.search(m.group("between")):
            continue
        title = m.group("title").strip()
        if len(title.split()) <= 10 and all(t != title for t, *_ in out):
            out.append((title, kind, relation, DateValue.of(mention), ""))
    out.extend(p for p in released_works(text) if all(t != p[0] for t, *_ in out))
    return out
