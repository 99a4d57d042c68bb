"""Links of the temporal template beyond the claims: a lead's page name, a page's whole text.

**The name a person's page goes by.**
A person's lead opens on their full or legal name (``Sir Michael Philip Jagger, MBE (born
26 July 1943) is ...`` on the page *Mick Jagger*, ``Joseph Murray Cornish (born 20 December
1968) ...`` on *Joe Cornish*, ``Randy Bruce Traywick (born May 4, 1959), better known by his
stage name, Randy Travis, ...``), while the pages of their works name them by the title
(``co-written by ... Mick Jagger``, ``written and directed by Joe Cornish``). Read under the
lead's name, the person's birth was never linked to those works (no page names the legal
name), and a question naming *Sir Michael Philip Jagger* reads as no one asks. The lead's
life dates are the page's person's, so the template reads them under the page's title: the
link is sought by the name the other pages write, and the question names the person so.

Only the page's own lead: its first claim, opening with the name, a birth or death, on a
page whose title is a plain name of two words or more (no disambiguator: *Tim Burstall
(director)* is one of several of the name), and the lead either writes the title whole (a
stage name, ``known by her stage name Rachael Leahcar``) or ends on the title's surname (a
full form of the given names: *Mick* for *Michael*, *Jamie* for *James*). Its entity key
stays the lead's name, as the other templates key it.

**A mention in the page's whole text.** The claims keep a page's sentences that read alone;
``He is best known for his portrayal of Chris Halliwell in the television series "Charmed"``
on *Drew Fuller* gives no claim (its subject is a pronoun), so the claims never link the
actor's birth to the series' first broadcast. The page says it, and the link only tells
that the two subjects belong together (the item's used claims are the two dates): a person
and a work, or two works, count as linked when either page's whole text names the other
subject as a name (``FactIndex.names_as_name``'s test: a name of common words only when
quoted, after its kind or before its year; a one-word name only quoted or before its year,
since ``Paul`` is inside ``Paul Rudd``). Not so: two people (a page's list of names, ``took
images of celebrities like Rekha, ..., Shabana Azmi``, ties no one to its subject; the
claims' own mention stays the test for two people), a body's founding (a hall of fame or a
band a page mentions is no work of the person: its founding after their birth is trivia),
and a subject that is neither its page's own entity nor a work named with its kind (a
description a claim opened on, ``The Disney Channel Original Movie premiered ...``).

**A body's founding and a person's life** are linked only by the body's own claims naming
the person (its founder, its members): a player's page naming the league she played in
(``Debbie Black ... in the Women's National Basketball League``) makes no question of how
long after her birth the league was founded.

**A name inside a longer name.** ``Jamie Campbell`` is written on the pages of *Counterfeit*
and *The Mortal Instruments: City of Bones* only inside ``Jamie Campbell Bower``, another
person of the graph: a mention counts only outside the graph's longer names that hold it, in
the claims and in the whole text alike, and a thing named for a person (``the Robert
Holdstock Award`` on a novel's page) names no deed of theirs. And a name two subjects of
the graph share (``the author Richard Wright``, ``the musician Richard Wright``) is linked
by no mention.
"""

from __future__ import annotations

import dataclasses
import re

from services.qagen.fact_index import FactIndex, name_key, same_entity
from services.qagen.name_match import name_inside
from services.qagen.whole_words import holds_word, word_then
from shared.facts import Fact
from shared.facts.names import title_disambiguator, title_entity
from shared.text.dates import find_dates

__all__ = ["by_page_name", "linked", "page_name", "unsure_event"]

_LIVES = frozenset({"born", "died"})
_FOUNDINGS = frozenset({"founded", "formed", "established", "opened", "built", "merged"})


def _lead_subjects(index: FactIndex, doc_id: int, claim_id: str) -> set[str]:
    """The subjects of the life dates the page's first claim states."""
    return {f.subject for f in index.facts if f.doc_id == doc_id and f.relation in _LIVES
            and f.claim.claim_id == claim_id}  # fmt: skip


def page_name(index: FactIndex, fact: Fact) -> str | None:
    """The page title the fact's subject goes by, when the fact is a life date of the
    person the page's lead names by another name; else ``None``."""
    if fact.relation not in _LIVES or fact.kind != "person" or fact.subject in index.qualified:
        return None  # a qualified name (``the singer Audrey Williams``) keeps its qualifier
    bucket = fact.bucket
    title = bucket.title.strip()
    if "(" in title or "," in title or title_entity(title) != title or not bucket.claims:
        return None
    if fact.subject not in _lead_subjects(index, fact.doc_id, bucket.claims[0].claim_id):
        return None  # not the lead's person: a relative's birth is not the page's person's
    known = index.known.get(fact.subject)
    if known is not None:
        return known if name_key(known) == name_key(title) else None
    subject, t = name_key(fact.subject).split(), name_key(title).split()
    if len(t) < 2 or not subject or subject == t:
        return None
    lead = bucket.claims[0].span or bucket.claims[0].text
    if not lead.startswith(fact.subject.split()[0]):
        return None  # the lead does not open on the name
    if subject[-1] == t[-1] or re.search(rf"(?<!\w){re.escape(title)}(?!\w)", lead):
        return title
    return None


def by_page_name(index: FactIndex, fact: Fact) -> Fact:
    """The fact read under its page's title name (``page_name``), else itself."""
    name = page_name(index, fact)
    return fact if name is None else dataclasses.replace(fact, subject=name)


_EPONYMS = ("award", "prize", "medal", "trophy", "cup", "memorial", "lecture", "fellowship",
            "scholarship", "foundation", "institute", "school", "college", "university",
            "stadium", "arena", "hall", "park", "street", "avenue", "bridge", "airport",
            "centre", "center", "building", "library", "museum", "theatre", "theater")
"""Nouns after a person's name that make a thing named for them (``the Robert Holdstock
Award``): a page naming the award names no deed of the person."""


_EPONYM = re.compile(rf" (?:{'|'.join(_EPONYMS)})(?!\w)")
"""An eponym noun right after a name (``_EPONYMS``), read by ``word_then``: one pattern for
every name, where a pattern compiled per name was a third of bench_qagen's time."""


class _Remembered:
    """``_longer``'s answers for the graph being read (one index at a time: the templates
    read a graph's pairs together); held by the index itself, so never another's."""

    index: FactIndex | None = None
    found: dict[str, list[str]] = {}  # noqa: RUF012
    names: frozenset[str] = frozenset()
    """The graph's page titles and bare subjects, folded (read once per graph)."""


def _longer(index: FactIndex, name: str) -> list[str]:
    """The graph's names (page titles, subjects) that hold ``name`` inside them, and the
    things its pages name for it (``robert holdstock award``), folded."""
    if _Remembered.index is not index:
        _Remembered.index, _Remembered.found = index, {}
        _Remembered.names = frozenset(
            {title_entity(b.title).lower() for b in index.buckets}
            | {index.bare(f.subject).lower() for f in index.facts}
        )
    found = _Remembered.found.get(name)
    if found is None:
        found = _Remembered.found[name] = _find_longer(index, name, _Remembered.names)
    return found


def _find_longer(index: FactIndex, name: str, graph_names: frozenset[str]) -> list[str]:
    key = name.lower()
    names = set(graph_names)
    if key:
        for text in (*index.doc_text.values(), *index.page_text.values()):
            names.update(word_then(text, key, _EPONYM))
    return sorted((n for n in names if n != key and holds_word(n, key)), key=len, reverse=True)


def _names_apart(index: FactIndex, text: str, named: Fact) -> bool:
    """Whether ``text`` names the fact's subject as a name, outside the graph's longer names
    that hold it."""
    bare = index.bare(named.subject)
    key = bare.lower()
    for longer in _longer(index, bare):
        text = text.replace(longer, " ")
    if not (text and key and holds_word(text, key) and index._as_name(text, named)):
        return False
    if len(key.split()) > 1:
        return True
    # one word (the film "Paul") is inside many a longer name the graph has no page of
    # (``Paul Rudd``): only a quoted title, or one before its year, names it
    word = re.escape(key)
    return re.search(rf"[\"“]\s*{word}\s*[\"”]|(?<!\w){word}\s*\(\s*\d{{4}}", text) is not None


def _namesakes(index: FactIndex, fact: Fact) -> bool:
    """Whether another subject of the graph goes by the fact's subject's bare name (``the
    author Richard Wright`` and ``the musician Richard Wright``)."""
    bare = name_key(index.bare(fact.subject))
    return any(f.subject != fact.subject and name_key(index.bare(f.subject)) == bare
               for f in index.facts)  # fmt: skip


def _own_or_kinded(fact: Fact) -> bool:
    """A subject that is its page's own entity, or a work named with its kind."""
    return bool(fact.kind) or same_entity(fact.subject, title_entity(fact.bucket.title))


def linked(index: FactIndex, a: Fact, b: Fact) -> str | None:
    """How the two facts' subjects are linked: ``"claims"`` (``FactIndex.linked``, a
    mention outside a longer name), ``"page"`` (a page's whole text names the other, for a
    pair not of two people), else ``None``. A name another subject of the graph shares
    (``the author Richard Wright``, ``the musician Richard Wright``) is linked by no mention:
    which of them ``directed by Richard Wright`` names, no page says."""
    if name_key(a.subject) == name_key(b.subject) or any(
        same_entity(x, y) for x in index.pointers_of(a.subject)
        for y in index.pointers_of(b.subject)
    ):  # fmt: skip
        return "claims"
    if _namesakes(index, a) or _namesakes(index, b):
        return None
    founded = [f for f in (a, b) if f.relation in _FOUNDINGS]
    lives = [f for f in (a, b) if f.relation in _LIVES and f.kind == "person"]
    if founded and lives:
        # a body and a person: the body's own page names its founder or members (``The
        # Dandy Warhols ... keyboardist Zia McCabe``); a person's page naming a league they
        # played in ties no founding to their birth (the league was not theirs)
        text = index.doc_text.get(founded[0].doc_id, "")
        return "claims" if _names_apart(index, text, lives[0]) else None
    shadowed = _longer(index, index.bare(a.subject)) or _longer(index, index.bare(b.subject))
    if not shadowed and index.linked(a, b):
        return "claims"
    if name_inside(index.bare(a.subject), index.bare(b.subject)):
        return None  # "The Room" inside "Inside the Room" names nothing
    pages = ((a, b), (b, a))
    if shadowed and any(_names_apart(index, index.doc_text.get(p.doc_id, ""), n)
                        for p, n in pages):  # fmt: skip
        return "claims"
    if (a.kind == "person" and b.kind == "person") or not all(map(_own_or_kinded, (a, b))):
        return None
    if a.relation in _FOUNDINGS or b.relation in _FOUNDINGS:
        return None  # a body a page mentions (a hall of fame, a band one sang with) is no
        # work of the person: its founding after their birth is trivia
    if any(_names_apart(index, index.page_text.get(p.doc_id, ""), n) for p, n in pages):
        return "page"
    return None


_SCREEN = frozenset({"film", "album", "song", "single", "ep", "series", "tv series",
                     "television series", "miniseries", "video game", "soundtrack"})
"""Page-title kinds of works that are released or broadcast, never published."""
_PRINT = frozenset({"novel", "book", "magazine", "newspaper", "short story", "poem"})
"""Page-title kinds of works that are published, never released."""


def unsure_event(fact: Fact) -> str | None:
    """Why the fact's event is no sure start or end of an interval, else ``None``: a
    founding whose claim states two years (``formed on October 2, 2000 by the merger of
    ProSieben Media AG (founded in 1989)``: which one is the subject's, the reader may have
    taken wrong), or a work's relation its page title's kind does not take (*Frenemies
    (film)* "published": a television film described as an anthology)."""
    if fact.relation in _FOUNDINGS:
        years = {m.earliest.year for m in find_dates(fact.claim.text)}
        if len(years) > 1:
            return "temporal: a founding whose claim states two years"
    kind = title_disambiguator(fact.bucket.title).lower()
    kind = re.sub(r"^\d{4}\s+", "", kind)
    own = title_entity(fact.subject)
    if name_key(own) == name_key(title_entity(fact.bucket.title)) and (
        (kind in _SCREEN and fact.relation == "published")
        or (kind in _PRINT and fact.relation == "released")
    ):
        return "temporal: a work's event its page's kind does not take"
    return None
