"""The relations facts can carry, with the words questions use for each.

Every relation has a noun phrase (``the release of {s}``) and a question clause
(``was {s} released``), so a template can name an event without quoting its claim.
Date relations also say how a comparison asks which came first; quantity relations
say which comparative they take (``longer``, ``the larger population``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "DEMONYMS",
    "EVENT_VERBS",
    "KIND_NOUNS",
    "PERSON_NOUNS",
    "RELATIONS",
    "EventVerb",
    "Relation",
    "kind_of",
    "role_of",
]


@dataclass(frozen=True, slots=True)
class Relation:
    """How questions speak of one relation."""

    key: str
    """The relation's name on facts."""

    value: Literal["date", "quantity", "entity"]
    """What kind of value it takes."""

    nominal: str
    """Noun phrase for the event or attribute: ``the release of {s}``."""

    clause: str = ""
    """Question clause after ``How many years after ...``: ``was {s} released``."""

    first: str = ""
    """Comparison of two subjects: ``Which {kind} came out first, {a} or {b}?``."""

    more: str = ""
    """Comparison of two quantities: ``Which is longer, {a} or {b}?``."""

    noun: str = ""
    """For entity relations, the role the value plays (``director``)."""

    by_detail: bool = False
    """Compared only between facts of one detail, which ``first`` names as ``{office}``
    (the office held, the hall of fame entered)."""


def _date(key: str, nominal: str, clause: str, first: str) -> Relation:
    return Relation(key, "date", nominal, clause, first)


RELATIONS: dict[str, Relation] = {
    r.key: r
    for r in (
        _date("born", "the birth of {s}", "was {s} born", "Who was born first, {a} or {b}?"),
        _date("died", "the death of {s}", "did {s} die", "Who died first, {a} or {b}?"),
        _date("released", "the release of {s}", "was {s} released",
              "Which {kind} came out first, {a} or {b}?"),
        _date("published", "the publication of {s}", "was {s} published",
              "Which {kind} was published first, {a} or {b}?"),
        _date("founded", "the founding of {s}", "was {s} founded",
              "Which {kind} was founded first, {a} or {b}?"),
        _date("formed", "the formation of {s}", "was {s} formed",
              "Which {kind} was formed first, {a} or {b}?"),
        _date("opened", "the opening of {s}", "did {s} open", "Which opened first, {a} or {b}?"),
        _date("premiered", "the premiere of {s}", "did {s} premiere",
              "Which {kind} premiered first, {a} or {b}?"),
        _date("aired", "the first broadcast of {s}", "was {s} first broadcast",
              "Which {kind} aired first, {a} or {b}?"),
        # the term's start; the office is the fact's detail, and only holders of one office
        # are compared ("Who was Prime Minister of Australia first, A or B?")
        Relation("office", "date", "the start of {s}'s term",
                 first="Who was {office} first, {a} or {b}?", by_detail=True),
        # an induction into a named hall of fame (its name in the detail): only inductees
        # of one hall are compared; an interval starts from it, named with its hall
        Relation("inducted", "date", "the induction of {s} into {office}",
                 first="Who was inducted into {office} first, {a} or {b}?", by_detail=True),
        # a sports draft (shared.facts.drafts; the league in the detail): only players of
        # one league are compared ("Who was drafted into the NFL first, A or B?")
        Relation("drafted", "date", "the drafting of {s} into {office}",
                 first="Who was drafted into {office} first, {a} or {b}?", by_detail=True),
        _date("built", "the construction of {s}", "was {s} built",
              "Which {kind} was built first, {a} or {b}?"),
        # a person's debuts (shared.facts.debuts): only one kind of debut with the same kind
        _date("film_debut", "the film debut of {s}", "was {s}'s film debut",
              "Whose film debut came first, {a} or {b}?"),
        _date("directorial_debut", "the directorial debut of {s}",
              "was {s}'s directorial debut", "Whose directorial debut came first, {a} or {b}?"),
        _date("debut_album", "the debut album of {s}", "was {s}'s debut album released",
              "Whose debut album came out first, {a} or {b}?"),
        Relation("population", "quantity", "the population of {s}",
                 more="Which has the larger population, {a} or {b}?"),
        Relation("main_span", "quantity", "the main span of {s}",
                 more="Which has the longer main span, {a} or {b}?"),
        Relation("length", "quantity", "the length of {s}", more="Which is longer, {a} or {b}?"),
        Relation("height", "quantity", "the height of {s}", more="Which is taller, {a} or {b}?"),
        Relation("area", "quantity", "the area of {s}",
                 more="Which is larger in area, {a} or {b}?"),
        Relation("capacity", "quantity", "the capacity of {s}",
                 more="Which has the larger capacity, {a} or {b}?"),
        Relation("elevation", "quantity", "the elevation of {s}",
                 more="Which is higher, {a} or {b}?"),
        Relation("records_sold", "quantity", "the records sold by {s}",
                 more="Who has sold more records, {a} or {b}?"),
        Relation("nationality", "entity", "the nationality of {s}",
                 first="Which {kind} is {value}, {a} or {b}?"),
        Relation("director", "entity", "the director of {s}", noun="director"),
        Relation("author", "entity", "the author of {s}", noun="author"),
        Relation("creator", "entity", "the creator of {s}", noun="creator"),
        Relation("founder", "entity", "the founder of {s}", noun="founder"),
        Relation("composer", "entity", "the composer of {s}", noun="composer"),
        Relation("performer", "entity", "the performer of {s}", noun="performer"),
        Relation("producer", "entity", "the producer of {s}", noun="producer"),
        Relation("host", "entity", "the host of {s}", noun="host"),
        Relation("developer", "entity", "the developer of {s}", noun="developer"),
        Relation("designer", "entity", "the designer of {s}", noun="designer"),
        Relation("chief_engineer", "entity", "the chief engineer of {s}",
                 noun="chief engineer"),
        Relation("father", "entity", "the father of {s}", noun="father"),
        Relation("mother", "entity", "the mother of {s}", noun="mother"),
        Relation("spouse", "entity", "the spouse of {s}", noun="spouse"),
        Relation("portrayer", "entity", "the actor who played {s}", noun="actor"),
    )
}  # fmt: skip
"""Relations by key. Events of news-like claims use ``event:<verb>`` keys (``EVENT_VERBS``)."""


@dataclass(frozen=True, slots=True)
class EventVerb:
    """A verb whose dated use is an event a question can name."""

    base: str
    """Base form for ``did {s} <base>``."""

    noun: str
    """Nominalisation for ``the <noun> of {s}``."""


EVENT_VERBS: dict[str, EventVerb] = {
    past: EventVerb(base, noun)
    for past, base, noun in (
        ("launched", "launch", "launch"), ("opened", "open", "opening"),
        ("acquired", "acquire", "acquisition"), ("announced", "announce", "announcement"),
        ("restarted", "restart", "restart"), ("closed", "close", "closure"),
        ("completed", "complete", "completion"), ("discovered", "discover", "discovery"),
        ("approved", "approve", "approval"), ("resumed", "resume", "resumption"),
        ("reopened", "reopen", "reopening"), ("signed", "sign", "signing"),
        ("elected", "elect", "election"), ("appointed", "appoint", "appointment"),
        ("married", "marry", "marriage"), ("retired", "retire", "retirement"),
        ("grounded", "ground", "grounding"), ("introduced", "introduce", "introduction"),
        ("unveiled", "unveil", "unveiling"), ("erupted", "erupt", "eruption"),
        ("landed", "land", "landing"), ("crashed", "crash", "crash"),
        ("collapsed", "collapse", "collapse"), ("refloated", "refloat", "refloating"),
        ("deployed", "deploy", "deployment"), ("repaired", "repair", "repair"),
        ("serviced", "service", "servicing"), ("declared", "declare", "declaration"),
        ("lifted", "lift", "lifting"), ("cleared", "clear", "clearance"),
        ("certified", "certify", "certification"), ("delivered", "deliver", "delivery"),
        ("dissolved", "dissolve", "dissolution"), ("merged", "merge", "merger"),
        ("renamed", "rename", "renaming"), ("founded", "found", "founding"),
        ("established", "establish", "establishment"), ("formed", "form", "formation"),
        ("released", "release", "release"), ("published", "publish", "publication"),
        ("premiered", "premiere", "premiere"), ("debuted", "debut", "debut"),
        ("inaugurated", "inaugurate", "inauguration"), ("demolished", "demolish", "demolition"),
        ("built", "build", "construction"), ("sold", "sell", "sale"),
        ("received", "receive", "receipt"), ("named", "name", "naming"),
        ("ran aground", "run aground", "grounding"), ("rescinded", "rescind", "rescission"),
        ("restored", "restore", "restoration"), ("reported", "report", "report"),
        ("struck", "strike", "strike"), ("exploded", "explode", "explosion"),
        ("sank", "sink", "sinking"), ("capsized", "capsize", "capsizing"),
        ("inducted", "induct", "induction"),
    )
}  # fmt: skip
"""Past-tense verbs (active or passive) that name a datable event."""

DEMONYMS = frozenset(
    """American British English Scottish Welsh Irish Canadian Australian New-Zealand Indian
    Pakistani Bangladeshi Chinese Japanese Korean South-Korean Taiwanese Filipino Thai
    Vietnamese Indonesian Malaysian German French Italian Spanish Portuguese Dutch
    Belgian Swiss Austrian Swedish Norwegian Danish Finnish Icelandic Polish Czech
    Slovak Hungarian Romanian Bulgarian Greek Turkish Russian Ukrainian Serbian Croatian
    Slovenian Israeli Iranian Iraqi Egyptian Nigerian Kenyan Ghanaian Ethiopian Mexican
    Brazilian Argentine Chilean Colombian Peruvian Cuban Jamaican Cypriot Ugandan
    Lebanese Syrian Saudi""".split()  # noqa: SIM905
)
"""Nationality adjectives a description can open with (``an American singer``)."""

PERSON_NOUNS = frozenset(
    """actor actress singer songwriter rapper musician guitarist drummer bassist pianist
    composer conductor director filmmaker producer screenwriter writer novelist author
    poet playwright journalist editor photographer painter sculptor artist architect
    designer politician diplomat lawyer judge businessman businesswoman entrepreneur
    executive engineer scientist physicist chemist biologist mathematician economist
    historian philosopher scholar theologian priest bishop monk nun king queen prince
    princess emperor footballer player cricketer boxer wrestler golfer swimmer athlete
    coach manager jockey cyclist skier racer driver model dancer choreographer comedian
    presenter host broadcaster announcer officer general admiral soldier pilot astronaut
    inventor activist teacher professor physician surgeon nurse chef""".split()  # noqa: SIM905
)
"""Occupation nouns: a subject described by one of these is a person."""

KIND_NOUNS = (
    "video game",
    "television series",
    "television film",
    "television show",
    "sitcom",
    "film",
    "movie",
    "documentary",
    "album",
    "single",
    "song",
    "novel",
    "anthology",
    "collection",
    "book",
    "magazine",
    "newspaper",
    "journal",
    "band",
    "group",
    "company",
    "corporation",
    "airline",
    "airport",
    "university",
    "college",
    "school",
    "club",
    "team",
    "city",
    "town",
    "village",
    "county",
    "river",
    "lake",
    "mountain",
    "island",
    "bridge",
    "building",
    "stadium",
    "station",
    "museum",
    "church",
    "castle",
    "plant",
    "species",
    "genus",
    "opera",
    "musical",
    "play",
    "sonata",
    "symphony",
    "series",
    "franchise",
    "organization",
    "party",
    "tournament",
    "league",
    "publishing house",
    "publisher",
    "brewery",
    "record label",
    "radio station",
    "episode",
    "miniseries",
)
"""What a non-person subject can be, longest first where one contains another."""


def role_of(description: str) -> str:
    """The occupation a person's description names (``singer``), or ``""``."""
    for word in description.split():
        bare = word.strip(",.;:()").lower()
        if bare in PERSON_NOUNS:
            return bare
    return ""


_PADDED_KINDS = tuple((f" {noun} ", noun) for noun in KIND_NOUNS)
"""Each kind noun between spaces, as ``kind_of`` looks for it (formatted once)."""


def kind_of(description: str) -> str:
    """The kind a description names: ``a 2006 British-American mystery film`` -> ``film``.

    An occupation noun gives ``person``; nothing known gives ``""``.
    """
    words = [w.strip(",.;:()").lower() for w in description.split()]
    for word in words:
        if word in PERSON_NOUNS or word.rstrip("s") in PERSON_NOUNS:
            return "person"
    # a publishing company is a publishing house, not any company
    text = (" " + " ".join(words) + " ").replace(" publishing company ", " publishing house ")
    # a soap opera or a telenovela is a television series, not an opera
    text = re.sub(r" (?:soap opera|telenovela|drama series|teleserye) ", " television series ",
                  text)
    found = [(text.rfind(padded), -len(noun), noun) for padded, noun in _PADDED_KINDS
             if padded in text]  # fmt: skip
    if not found:
        return ""
    noun = max(found)[2]  # the head noun comes last: "a film distribution company"
    return {"movie": "film", "television show": "television series",
            "publisher": "publishing house", "anthology": "collection"}.get(noun, noun)  # fmt: skip
