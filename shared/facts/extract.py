"""Reading facts out of verified claims, by rule.

What is read (each from one claim, about a named subject):

- births and deaths: ``X (born 30 July 1970) is ...``, ``X (28 October 1872 – 25 April
  1930) was ...``, ``X was born on 4 May 1950``;
- a work's or an organisation's start: ``X is a 2006 British film ...`` (released),
  ``X is a 1995 novel`` (published), ``X was founded in 1998`` (founded, formed, opened);
- who made it: ``... directed by Y``, ``written by``, ``created by``, ``founded by``,
  ``composed by``, ``developed by`` (entity values, the bridges of multi-hop items);
- sizes: population, length, height, area, capacity, elevation with their units;
- dated events of news-like claims: ``The Ever Given was refloated on March 29, 2021``
  (verbs of ``EVENT_VERBS`` only, so every event has a noun phrase and a base form).

The subject is the document's title entity when the claim opens with it (or a part of it,
``Nolan`` for ``Christopher Nolan``), else the claim's own leading proper name. A claim
whose subject is a pronoun, a bare description (``The film``) or a fragment gives no fact.
"""

from __future__ import annotations

import re
from functools import lru_cache

from shared.facts import dated
from shared.facts.dated import (
    KIND_RELATION,
    LATER_SINGLE,
    LEAD_ASIDE,
    VERB_RELATION,
    Part,
    aside_date,
    founded_opening,
    life_dates,
    release_year,
    released_on,
    restated,
)
from shared.facts.debuts import DEBUT_RELATIONS, debut_of
from shared.facts.drafts import drafted
from shared.facts.events import (
    NEEDS_OBJECT,
    PLACE_HEAD,
    RELEASE_VERBS,
    dated_event,
    released_something,
)
from shared.facts.firsts import first_aside, run_start
from shared.facts.kin import KIN_RELATIONS, kin_of
from shared.facts.lives import born_and_died, life_after_titles
from shared.facts.makers import PAGE_MAKERS, makers_of, one_of_several, work_by
from shared.facts.mentions import dated_works
from shared.facts.model import DateValue, EntityValue, Fact, QuantityValue
from shared.facts.names import (
    claim_subject,
    leading_subject,
    title_disambiguator,
    title_entity,
)
from shared.facts.offices import office_term
from shared.facts.relations import DEMONYMS, kind_of, role_of
from shared.facts.sizes import measure, sized, sold
from shared.facts.spacing import mended
from shared.messages.claims import Claim, ClaimBucket

__all__ = [
    "claim_parts",
    "facts_of_bucket",
    "leading_subject",
    "title_disambiguator",
    "title_entity",
]


def _description(text: str, after: int) -> str:
    """``is a 2006 British-American mystery thriller film`` part after the subject.

    It ends before a prepositional phrase, whose nouns are not the subject's kind: ``the
    second game in the "Formula One" video game series`` is a game, not a series; ``the
    largest residential hall at the University of Otago`` is not a university."""
    rest = text[after:]
    aside = LEAD_ASIDE.match(rest)
    rest = rest[aside.end() :] if aside else rest
    m = re.match(r"\s*(?:is|was|are|were)\s+(?:an?|the)\s+(.*)", rest)
    if not m:
        return ""
    desc = m.group(1)
    cut = re.search(r"\s(?:directed|written|starring|produced|created|founded|composed|spanning|"
                    r"connecting|between|located|near|over|across|designed|built|"
                    r"developed|by|who|that|which|from|based|located|about|in which|with|"
                    r"in|at|of)\b|[,;.(]",
                    desc)  # fmt: skip
    return desc[: cut.start()] if cut else desc


def _nationality(description: str) -> str | None:
    """``an American singer-songwriter`` -> ``American``; compounds (``English-American``)
    and lists give ``None``."""
    words = [w for w in description.split() if not re.fullmatch(r"\d{4}s?", w)]
    if not words:
        return None
    first = words[0].strip(",")
    if first in DEMONYMS and (len(words) < 2 or words[1].strip(",") not in DEMONYMS):
        return first
    return None


_PORTRAYED = re.compile(r"\s*(?:is|was|has been)\s+portrayed\s+by\s")
"""A character page's ``X was portrayed by Y``: the subject itself was played by Y."""


_HALL = re.compile(r"into\s+the\s+(?:[A-Z][\w'’.&-]*\s+(?:(?:and|of|&)\s+)?)+Hall\s+of\s+Fame")
"""A named hall of fame (``into the Australian National Boxing Hall of Fame``): inductees of
one hall compare (``Who was inducted into ... first, A or B?``)."""


_FORECAST = re.compile(
    r"\b(?:will|would|expected|expects|plans?|planned|aims?|target(?:s|ed)?|scheduled|forecast|"
    r"projected|should|could|may|might|intends?|proposed)\b"
)
"""Targets and forecasts are not events: ``by 2025``, ``expected to open in 2030``."""


@lru_cache(maxsize=65536)
def _claim_parts(
    text: str, title: str, hint: str = ""
) -> tuple[tuple[Part, ...], str, tuple[Part, ...]]:
    """The facts one claim text states about a document titled ``title``, the kind its
    description names, and the facts about works it names with their years (``the movie
    "Land Girls" (1998)``: ``shared.facts.mentions``). A pure function of the two strings,
    remembered (claims recur across graphs and rounds, and the judge reads the same claims
    again). ``hint`` is the kind the page title's disambiguator names (``A World Apart
    (film)``), taken when the claim's own description names none."""
    text = mended(text.strip())  # "Sackville- West", 'Arthur" Artie" Singer': a dump's spacing
    own, kind = _own_parts(text, title, hint)
    if _FORECAST.search(text):
        return own, kind, ()
    works = tuple(p for p in dated_works(text)
                  if not any(o[0] == p[0] and o[2] == p[2] for o in own))  # fmt: skip
    return own, kind, works


def _own_parts(text: str, title: str, hint: str) -> tuple[tuple[Part, ...], str]:
    """The facts one claim states about its own subject, and the kind its description
    names."""
    if _FORECAST.search(text):
        return (), ""
    place = sized(text, title)
    if place is not None:
        return ((place[0], "place", place[1], QuantityValue(place[2]), ""),), ""
    opening = founded_opening(text, title)
    if opening:
        return tuple(opening), ""
    debut = debut_of(text, title)
    if debut is not None:  # "Meek Mill's debut album, ...": the page's person, possessive
        return ((debut[0], "person", debut[1], DateValue.of(debut[2]), ""),), ""
    found = claim_subject(text, title)
    if found is None:
        return (), ""
    subject, after = found
    description = _description(text, after)
    kind = kind_of(description)
    if not kind and subject == title and hint in KIND_RELATION:
        kind = hint  # "A World Apart is a 1988 anti-Apartheid drama" on "A World Apart (film)"
    out: list[tuple[str, DateValue | QuantityValue | EntityValue, str]] = []

    later_single = LATER_SINGLE.search(text, after) is not None

    def add(relation: str, value: DateValue | QuantityValue | EntityValue, detail: str = ""
            ) -> None:  # fmt: skip
        if relation == "released" and later_single:
            return  # "released on ... as the second single": its album may have come first
        out.append((relation, value, detail))

    life = life_dates(text, after) or born_and_died(text, after)
    if not life:
        found_life = life_after_titles(text, after)
        life = [found_life] if found_life is not None else []
    for relation, mention in life:
        add(relation, DateValue.of(mention))
    if life:
        kind = "person"
    released = release_year(text, after, kind)
    if released is None and subject == title:
        released = released_on(text, after, kind)
    if released is not None:
        add(KIND_RELATION[kind], DateValue.of(released))
    verb_date = dated.verb_date(text, after)
    if verb_date is None and not life and subject == title:
        verb_date = aside_date(text, after)
    if verb_date is None and not life and subject == title:
        verb_date = restated(text, title)
    if verb_date is None and not life and subject == title and not released:
        aired = dated.aired(text, after)
        verb_date = ("aired", aired) if aired is not None else None
    if verb_date is None and not life and subject == title and not released:
        verb_date = run_start(text, after, kind) or first_aside(text, after)
    if verb_date is not None and not life:
        add(verb_date[0], DateValue.of(verb_date[1]))
    nationality = _nationality(description) if subject == title else None
    if nationality is not None and kind:
        add("nationality", EntityValue(nationality), role_of(description))
    makers = makers_of(text)
    if not makers and subject == title:
        work = work_by(text)
        makers = [work] if work is not None else []
    for relation, name in makers:
        if relation == "portrayer" and not _PORTRAYED.match(text, after):
            continue  # "In the film, Y was portrayed by Z": Z played Y, not the subject
        if relation in PAGE_MAKERS and subject != title:
            continue  # "A Filipino version, hosted by Chris Tiu, ...": not the page's work
        if name != subject:
            add(relation, EntityValue(name))
    size = measure(text, after) if subject == title else None
    if size is not None:
        add(size[0], QuantityValue(size[1]))
    sales = sold(text, after) if subject == title else None
    if sales is not None:
        add("records_sold", QuantityValue(sales[0]), sales[1])
    term = office_term(text, after) if subject == title else None
    if term is not None:
        add("office", DateValue.of(term[1]), term[0])
    draft = drafted(text, after) if subject == title else None
    if draft is not None:
        add("drafted", DateValue.of(draft[1]), draft[0])
    if not out:
        event = dated_event(text, after)
        if event is not None:
            verb, detail, mention = event
            if verb == "inaugurated:passive" and not detail and PLACE_HEAD.search(subject):
                add("opened", DateValue.of(mention))  # a hall "inaugurated on ..." opened
            elif verb == "inducted:passive" and _HALL.fullmatch(detail):
                add("inducted", DateValue.of(mention), detail.removeprefix("into "))
            elif verb in RELEASE_VERBS and released_something(text, after):
                pass  # "Paramount released the fourth season on ...": the agent, not the work
            elif verb.split(":")[0] in VERB_RELATION and not detail:
                verb = verb.split(":")[0]
                add(VERB_RELATION[verb], DateValue.of(mention))
            elif verb.split(":")[0] in ("released", "published", "premiered") and (
                verb.endswith(":passive") or detail.split()[0] in ("in", "on", "at", "for")
            ):
                pass  # "released in select theaters on ...": one release of several, unnamed
            elif not detail and verb in NEEDS_OBJECT:
                pass  # "On July 3, 2005, Walker signed with ...": signed what, or with whom?
            else:
                add(f"event:{verb}", DateValue.of(mention), detail)
    if subject == title:  # after the events: "X married Y in 2001" is both
        for relation, name in kin_of(text, after):
            if name != subject:
                add(relation, EntityValue(name))
    return tuple((subject, kind, r, v, d) for r, v, d in out), kind


def claim_parts(text: str, title: str) -> tuple[Part, ...]:
    """(subject, kind, relation, value, detail) of each fact one claim states (no document
    needed: the judge recomputes answers from these)."""
    own, _, works = _claim_parts(text, title_entity(title), title_kind(title))
    return own + works


@lru_cache(maxsize=16384)
def title_kind(title: str) -> str:
    """The kind of work a page title's disambiguator names: ``A World Apart (film)``,
    ``Charley's Aunt (1963 film)`` -> ``film``; ``""`` for none or another kind."""
    kind = kind_of(title_disambiguator(title))
    return kind if kind in KIND_RELATION else ""


_MAKER_RELATIONS = frozenset(
    ("director", "author", "creator", "founder", "composer", "developer", "designer",
     "chief_engineer", "performer", "producer", "host")
)
"""The relations that name a work's one maker: none from a span that names a co-agent."""


def _claim_facts(
    bucket: ClaimBucket, claim: Claim, title: str
) -> tuple[list[Fact], str, list[Fact]]:
    parts, kind, works = _claim_parts(claim.text, title, title_kind(bucket.title))
    facts = [Fact(subject, k, relation, value, bucket, claim, detail)
             for subject, k, relation, value, detail in parts
             if not (relation in _MAKER_RELATIONS and isinstance(value, EntityValue)
                     and one_of_several(claim.span, value.name))]  # fmt: skip
    return facts, kind, [Fact(s, k, r, v, bucket, claim, d) for s, k, r, v, d in works]


_NUMBERED_EVENT = re.compile(r"(?:\d{1,3}(?:st|nd|rd|th)|1\d{3}|20\d{2})(?:[–-]\d{2,4})?\s+[A-Z]")
"""A title that opens with an ordinal or a year and goes on (``18th Independent Spirit
Awards``, ``2017–18 Wigan Athletic F.C. season``): an event or a season, named with
``the``; a work so titled (``1984``, ``2001: A Space Odyssey``) is not."""


def _one_kin_each(facts: list[Fact]) -> list[Fact]:
    """The page's kin facts, unless its claims name two spouses (or two fathers) of one
    person: then none is "the" spouse."""
    names: dict[tuple[str, str], set[str]] = {}
    for f in facts:
        if f.relation in KIN_RELATIONS and isinstance(f.value, EntityValue):
            names.setdefault((f.subject, f.relation), set()).add(f.value.name.lower())
    return [f for f in facts if len(names.get((f.subject, f.relation), ())) < 2]


def facts_of_bucket(bucket: ClaimBucket) -> list[Fact]:
    """Every fact the claims of one document state, each kind-tagged by the document."""
    title = title_entity(bucket.title)
    facts: list[Fact] = []
    kinds: dict[str, str] = {}
    works: list[Fact] = []
    for claim in bucket.claims:
        found, kind, named = _claim_facts(bucket, claim, title)
        facts.extend(found)
        works.extend(named)
        for fact in found:
            if fact.relation in ("born", "died", "drafted", *DEBUT_RELATIONS, *KIN_RELATIONS):
                kinds[fact.subject] = "person"
        if kind and found:
            kinds.setdefault(found[0].subject, kind)
        elif kind:
            lead = claim_subject(claim.text, title)
            if lead is not None:
                kinds.setdefault(lead[0], kind)
    facts = _one_kin_each(facts)
    # a work named on the page of a person or place of the same name is not that work
    facts.extend(w for w in works if kinds.get(w.subject, w.kind) == w.kind)
    # "The Golden Gate Bridge opened ...": the title takes its article in questions
    texts = " ".join(c.span for c in bucket.claims)
    article = bool(title) and not title.startswith("The ") and (
        f"The {title}" in texts or f"the {title}" in texts)  # fmt: skip
    # "the host of the 18th Independent Spirit Awards": an event named by its number or year
    numbered = _NUMBERED_EVENT.match(title) is not None
    return [
        Fact(
            f"the {f.subject}"
            if f.subject == title and kinds.get(f.subject, f.kind) != "person"
            and (article or (numbered and kinds.get(f.subject, f.kind) not in KIND_RELATION))
            else f.subject,
            kinds.get(f.subject, f.kind),
            f.relation,
            f.value,
            f.bucket,
            f.claim,
            f.detail,
        )
        for f in facts
    ]
