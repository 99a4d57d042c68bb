"""Comparison items: one relation, two subjects of one kind, two documents.

``Who was born first, Mark King or Zack Hexum?``, ``Which film came out first, The
Prestige or Jalachhayam?``, ``Which is longer, X or Y?`` (2WikiMultiHopQA's comparison
type). The subjects must be of the same kind (two people, two films), their values of the
same kind of quantity (lengths with lengths, converted to one unit), the order certain at
the precision the dates have, and no one document may state both values.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from collections.abc import Iterator

from services.qagen.drafting import draft, fact_pairs, in_turn, shown_value
from services.qagen.fact_index import (
    FactIndex,
    deciding_precision,
    name_inside,
    same_entity,
)
from services.qagen.name_match import numbered_line, sequel_pair
from services.qagen.other_pages import REASON as OTHER_PAGE
from services.qagen.other_pages import another_document_holds
from shared.facts import (
    RELATIONS,
    DateValue,
    EntityValue,
    Fact,
    QuantityValue,
    lifespan_days,
    lifespan_years,
    order,
)
from shared.facts.debuts import DEBUT_RELATIONS
from shared.facts.sizes import AT_LEAST
from shared.llm.replies import QADraft
from shared.text.numbers import compatible

__all__ = ["ERA_YEARS", "all_comparisons", "as_formed", "ask", "best_per_subject", "by_era",
           "comparisons", "kind_word", "lifespans"]

_PRECISION_RANK = {"day": 0, "month": 1, "quarter": 2, "year": 3, "decade": 4}


ERA_YEARS = 75
"""Life dates this many years apart or more: two people whose lives barely overlap, told apart
by their era alone (an archduchess born in 1878 against a director born in 1977, a marquis
of 1267 against a director of 1924), so a reader answers without the documents."""


def by_era(winner: Fact, *others: Fact) -> bool:
    """Whether a birth or death that comes first does so by a lifetime or more against every
    other: the question is answered by era (titles, names) alone. Works, bodies and
    quantities are not affected (who knows a film's year from its title)."""
    if winner.relation not in ("born", "died") or not isinstance(winner.value, DateValue):
        return False
    latest = winner.value.latest.year
    return all(isinstance(o.value, DateValue) and o.value.earliest.year - latest >= ERA_YEARS
               for o in others)  # fmt: skip


def _answer(name: str) -> str:
    return name[:1].upper() + name[1:]


def best_per_subject(facts: list[Fact], skips: Counter[str]) -> list[Fact]:
    """One fact per (subject, relation): the most precise; conflicting values drop both."""
    chosen: dict[tuple[str, str], Fact] = {}
    conflicted: set[tuple[str, str]] = set()
    for fact in facts:
        key = (fact.subject.lower(), fact.relation)
        if key in conflicted:
            continue
        held = chosen.get(key)
        if held is None:
            chosen[key] = fact
            continue
        if isinstance(fact.value, DateValue) and isinstance(held.value, DateValue):
            if order(fact.value, held.value) != 0:
                conflicted.add(key)
                del chosen[key]
                skips["conflicting values for one subject"] += 1
            elif _PRECISION_RANK[fact.value.precision] < _PRECISION_RANK[held.value.precision]:
                chosen[key] = fact
    return list(chosen.values())


_GROUPS = ("band", "group")


def as_formed(fact: Fact) -> Fact:
    """A band "founded in 2010" was formed then, and a television film first aired was
    released then: one relation for both wordings, so two bands (two films) compare
    whichever verb their pages use."""
    if fact.relation == "founded" and fact.kind in _GROUPS:
        return dataclasses.replace(fact, relation="formed")
    if fact.relation == "aired" and fact.kind in _TV_FILMS:
        return dataclasses.replace(fact, relation="released")
    return fact


_TV_FILMS = ("television film", "film")
"""A film first aired was released then (``The Boys first aired on September 15, 1991``):
it compares with a television film "released" in 1986 (``Which film came out
first, ...``); a series' first broadcast is no release."""


_ANY_MAKER = ("records_sold",)
"""Relations asked of a singer and a band alike (``Who has sold more records, A or B?``)."""


def _region(fact: Fact) -> str:
    """The region a place's page title names after its comma (``Laie, Hawaii`` -> ``Hawaii``)."""
    return fact.bucket.title.partition(",")[2].strip()


_EVENT_TITLE = re.compile(
    r"^(?:the\s+)?(?:[A-Z][a-z]+ing|Murder|Death|Assassination|Battle|Siege|Massacre|Execution|"
    r"Disappearance|Abduction|Attack|Trial|Fall|Burning|Capture|Raid|Invasion|Funeral|Coronation|"
    r"Wedding|Founding|Destruction|Loss|Wreck|Crash|Explosion|Collapse|Riot|Rebellion|Revolt)\s+"
    r"(?:of|on|at)\s+[A-Z]")
"""A page titled for an event that befell someone or somewhere (``Murder of Anthony Walker``,
``Sinking of the Titanic``, ``Battle of Hastings``): its subject is no person, and its
dates are the event's, not a birth's."""


def event_titled(name: str) -> bool:
    """Whether a subject's name is an event's title (``Death of Ian Tomlinson``)."""
    return _EVENT_TITLE.match(name) is not None


_LIFELESS_HEAD = re.compile(
    r"\b(?:Wars?|Rebellion|Revolution|Uprising|Revolt|Crusade|Campaign|Expedition|Affair|"
    r"Crisis|Dynasty|Empire|Kingdom|Republic|Era|Period|Age|Festival|Games|Olympics|"
    r"Championships?|Treaty|Conference|Exhibition|Exposition|Offensive|Massacre|Riots?|"
    r"Strike|Scandal|Movement|Pandemic|Epidemic|Famine|Earthquake|Hurricane)$")
"""A name whose head is a war, state, period or event (``King George's War``, ``Ming
dynasty`` as titled, ``1906 San Francisco earthquake``): the years in its page's opening
parenthesis are its span, not a birth and a death."""


def has_no_life(name: str) -> bool:
    """Whether a subject can have no birth, death or lifespan: an event-titled page or a name
    headed by a war, a state, a period or an event."""
    return event_titled(name) or _LIFELESS_HEAD.search(name) is not None


def kind_word(a: Fact, b: Fact) -> str | None:
    """The kind noun a question asking ``a`` against ``b`` can use (``""`` for a question that
    needs none), or ``None`` when the subjects are not of one kind: an event-titled page is
    no person, and two things of which only one names its kind are not compared."""
    if event_titled(a.subject) or event_titled(b.subject):
        return None
    if a.relation in ("born", "died") and (has_no_life(a.subject) or has_no_life(b.subject)):
        return None
    if a.relation in _ANY_MAKER:
        return "" if {a.kind, b.kind} <= {"person", "band", "group", ""} else None
    if a.relation in ("born", "died", "office", "inducted", "drafted", *DEBUT_RELATIONS) or (
        a.kind == b.kind == "person"
    ):
        return "person" if a.kind in ("person", "") and b.kind in ("person", "") else None
    ka, kb = a.kind or _named_kind(a), b.kind or _named_kind(b)
    if ka and ka == kb:
        return ka
    # a kind neither or only one page names is no kind the question can share: a video game
    # beside a home computer ("Which came out first, Spy Snatcher or the LNW-80?"), unless
    # the other page's opening writes the known kind ("the second game in the ... video game
    # series"): the kind reader left it out, the reader sees it
    if a.relation in _UNKINDED and (ka or kb) and not (ka and kb):
        known, other = (ka, b) if ka else (kb, a)
        if a.relation == "aired" or _writes_kind(other, known):
            return ""  # only broadcasts air: the verb names what both are
    return None


_UNKINDED = ("founded", "formed", "opened", "released", "published", "premiered", "aired",
             "built")
"""Relations of things (never people) a question may ask without a kind word when one page
names the kind and the other writes it too (``Which came out first, A or B?``)."""


def _writes_kind(fact: Fact, kind: str) -> bool:
    """Whether the opening claim of a fact's page writes ``kind`` as whole words."""
    claims = fact.bucket.claims
    return bool(claims) and re.search(rf"\b{re.escape(kind)}\b", claims[0].text, re.I) is not None


def _named_kind(fact: Fact) -> str:
    """The kind a subject's own name gives when its page names none (``the Bass Brewery``
    is a brewery): a basketball team is not compared with a brewery. Only the heads of
    institutions and buildings, as the name's last words (``Twins Party`` is an album)."""
    # a subject named with its place or role ("Princeton High School (Illinois)"): the name
    name = re.sub(r"\s*\([^()]*\)$", "", fact.subject).lower()
    return next((k for k in _NAME_KINDS if name.endswith(" " + k)), "")


_NAME_KINDS = ("publishing house", "brewery", "company", "corporation", "university",
               "college", "school", "airport", "airline", "bridge", "stadium", "station",
               "museum", "church", "cathedral", "castle", "league")
"""Last words of a name that say what it is."""


def ask(template: str, kind: str, a: str, b: str, c: str = "") -> str:
    """The template with its kind, or without one (``Which was founded first, ...``)."""
    text = template.format(kind=kind, a=a, b=b, c=c)
    return text.replace("Which  ", "Which ", 1)


def comparisons(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts comparing two subjects on one relation, in a seeded order."""
    skips = index.skips
    relations = [r for r in RELATIONS.values() if r.first or r.more]
    facts = [as_formed(f) for f in index.with_relation(r.key for r in relations)]
    facts = best_per_subject(facts, skips)
    for a, b in fact_pairs(facts, rand, skips, same_relation=True):
        if a.relation != b.relation:
            continue
        if same_entity(a.subject, b.subject):
            skips["comparison: one subject twice"] += 1
            continue
        if name_inside(index.bare(a.subject), index.bare(b.subject)):
            # compared bare: "Carlos Salazar (actor)" is asked as "the actor Carlos Salazar"
            # beside "Carlos Salazar Herrera", one name inside the other all the same
            skips["comparison: one name holds the other"] += 1
            continue  # "David Elliot Loye or David Elliot?": a reader cannot tell them apart
        kind = kind_word(a, b)
        if kind is None:
            skips["comparison: subjects of different kinds"] += 1
            continue
        if isinstance(a.value, DateValue) and numbered_line(a.subject, b.subject):
            skips["comparison: numbered holders of one line (the names give the order)"] += 1
            continue
        if isinstance(a.value, DateValue) and sequel_pair(a.subject, b.subject):
            skips["comparison: a sequel's title (the names give the order)"] += 1
            continue
        if index.one_document_states(a, b):
            skips["comparison: one document states both values"] += 1
            continue
        if a.relation in ("born", "died") and (
                index.kin_named(a.doc_id, b.subject, spouses=False)
                or index.kin_named(b.doc_id, a.subject, spouses=False)):
            skips["comparison: one subject's page names the other as kin"] += 1
            continue  # "Beatrice of England or Eleanor of Brittany", born to Beatrice: a
            # mother is born before her daughter, so no dated page is needed
        asked = (deciding_precision(a.value, b.value) if isinstance(a.value, DateValue)
                 and isinstance(b.value, DateValue) else "day")  # fmt: skip
        if index.one_document_holds((a, b), asked) is not None:
            skips["comparison: one document names the subjects and states the values"] += 1
            continue
        if another_document_holds(index, (a, b), asked) is not None:
            skips[f"comparison: {OTHER_PAGE}"] += 1  # a trilogy page giving both years
            continue
        relation = RELATIONS[a.relation]
        first, second = (a, b) if rand.random() < 0.5 else (b, a)
        if isinstance(a.value, DateValue) and isinstance(b.value, DateValue):
            direction = order(a.value, b.value)
            if direction == 0:
                skips["comparison: order not certain at the dates' precision"] += 1
                continue
            winner = a if direction < 0 else b
            if by_era(winner, b if winner is a else a):
                skips["comparison: life dates a lifetime apart (told by era alone)"] += 1
                continue
            if RELATIONS[a.relation].by_detail:  # an office, a hall of fame: one of them
                if a.detail != b.detail:
                    skips["comparison: two different offices"] += 1
                    continue
                question = relation.first.format(office=a.detail, a=first.subject,
                                                 b=second.subject)  # fmt: skip
            else:
                question = ask(relation.first, kind, first.subject, second.subject)
            steps = [f"{f.subject}: {shown_value(f)}." for f in (first, second)]
            steps.append(f"{shown_value(winner)} is earlier.")
            yield draft((first, second), question, _answer(winner.subject), "first", steps,
                        relation=a.relation, a=first.subject, b=second.subject,
                        value=winner.subject, choice="true")  # fmt: skip
        elif isinstance(a.value, EntityValue) and isinstance(b.value, EntityValue):
            # "Who is Canadian, A or B?" presumes exactly one is, so either document alone
            # answers it (A is Canadian, or A is not and so it is B): not multi-hop.
            skips["comparison: an entity-valued choice is answered by one document"] += 1
            continue
        elif isinstance(a.value, QuantityValue) and isinstance(b.value, QuantityValue):
            qa, qb = a.value.quantity, b.value.quantity
            if a.kind == b.kind == "place" and _region(a) != _region(b):
                # "Orleans or Young?" names two places of Ontario and New South Wales by
                # names that many places bear; two places of one region ("Kahuku or
                # Laie?", both Hawaii) are asked by their short names
                skips["comparison: places of two regions"] += 1
                continue
            if not compatible(qa, qb):
                skips["comparison: quantities of different kinds"] += 1
                continue
            if qa.base_value == qb.base_value:
                skips["comparison: equal quantities"] += 1
                continue
            winner = a if qa.base_value > qb.base_value else b
            if (b if winner is a else a).detail == AT_LEAST:
                skips["comparison: the smaller figure is only a floor"] += 1
                continue  # "more than 80 million" may well exceed 85 million
            question = relation.more.format(a=first.subject, b=second.subject)
            steps = [f"{f.subject}: {shown_value(f)}." for f in (first, second)]
            steps.append(f"{shown_value(winner)} is the larger (in one unit).")
            yield draft((first, second), question, _answer(winner.subject), "more", steps,
                        relation=a.relation, a=first.subject, b=second.subject,
                        value=winner.subject, choice="true")  # fmt: skip


def _lives(index: FactIndex) -> list[tuple[Fact, Fact, tuple[int, int]]]:
    """(birth, death, fewest and most days lived) of each person whose page states both
    dates (in one claim or two)."""
    born = {(f.doc_id, f.subject): f for f in index.with_relation(["born"])}
    out = []
    for death in index.with_relation(["died"]):
        birth = born.get((death.doc_id, death.subject))
        if birth is None:
            continue
        assert isinstance(birth.value, DateValue) and isinstance(death.value, DateValue)
        days = lifespan_days(birth.value, death.value)
        if days is not None:
            out.append((birth, death, days))
    return out


def _years(birth: Fact, death: Fact) -> str:
    """The full years a life lasted (``86 years``), or their range when the dates are
    coarser than days (``86-87 years``)."""
    assert isinstance(birth.value, DateValue) and isinstance(death.value, DateValue)
    years = lifespan_years(birth.value, death.value)
    assert years is not None, (birth.value, death.value)
    low, high = years
    return f"{low} years" if low == high else f"{low}-{high} years"


def lifespans(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """``Who lived longer, A or B?``: two people's lives, each from its own page, compared
    only when the ranges the dates allow do not overlap."""
    skips = index.skips
    lives = _lives(index)
    pairs = [(x, y) for i, x in enumerate(lives) for y in lives[i + 1 :]
             if x[0].doc_id != y[0].doc_id and x[0].url != y[0].url
             and x[0].bucket.content_hash != y[0].bucket.content_hash]  # fmt: skip
    rand.shuffle(pairs)
    for x, y in pairs:
        if has_no_life(x[0].subject) or has_no_life(y[0].subject):
            skips["comparison: an event-titled page is no person"] += 1
            continue
        if same_entity(x[0].subject, y[0].subject) or name_inside(
            index.bare(x[0].subject), index.bare(y[0].subject)
        ):
            skips["comparison: one subject twice, or one name holds the other"] += 1
            continue
        if index.one_document_states(x[0], y[0]) or index.one_document_states(x[1], y[1]):
            skips["comparison: one document states both lives"] += 1
            continue
        if index.one_document_holds((*x[:2], *y[:2])) is not None:
            skips["comparison: one document names the subjects and states the values"] += 1
            continue
        if another_document_holds(index, (*x[:2], *y[:2])) is not None:
            skips[f"comparison: {OTHER_PAGE}"] += 1
            continue
        if x[2][0] > y[2][1]:
            winner = x
        elif y[2][0] > x[2][1]:
            winner = y
        else:
            skips["comparison: lifespans not ordered at the dates' precision"] += 1
            continue
        first, second = (x, y) if rand.random() < 0.5 else (y, x)
        question = f"Who lived longer, {first[0].subject} or {second[0].subject}?"
        steps = [f"{f[0].subject}: {shown_value(f[0])} to {shown_value(f[1])} "
                 f"({_years(f[0], f[1])})." for f in (first, second)]  # fmt: skip
        steps.append(f"{winner[0].subject} lived longer.")
        yield draft((first[0], first[1], second[0], second[1]), question,
                    _answer(winner[0].subject), "lived", steps, relation="lifespan",
                    a=first[0].subject, b=second[0].subject, value=winner[0].subject,
                    choice="true")  # fmt: skip


def all_comparisons(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Comparisons of one relation and of lifespans, taken in turn (so a large graph's
    first drafts hold both kinds)."""
    yield from in_turn(comparisons(index, rand), lifespans(index, rand))
