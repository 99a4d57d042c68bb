"""Conjunction items: bridge entities that only three or more facts together identify.

2WikiMultiHopQA's bridge-comparison: ``Who was born first, the director of The Prestige
or the author of Blindness?`` needs the film's director (document 1), the novel's author
(document 2) and both birth dates (documents 3 and 4); ``... the director of The Prestige
or Mark King?`` needs three. The answer is the bridge entity, which the question never
names; if any of the facts were different the answer could change. Claims come from at
least three documents, distinct by URL and content.
"""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from services.qagen.comparison import by_era
from services.qagen.drafting import MAX_PAIRS, draft, in_turn, shown_value
from services.qagen.fact_index import (
    FactIndex,
    deciding_precision,
    fact_states,
    name_key,
    same_entity,
)
from services.qagen.intersection import intersections
from services.qagen.plausible import (
    MIN_MAKER_AGE,
    POSTHUMOUS_YEARS,
    implausible_maker,
    work_year,
)
from services.qagen.whole_words import holds_word
from shared.facts import (
    RELATIONS,
    DateValue,
    EntityValue,
    Fact,
    QuantityValue,
    leading_subject,
    order,
    title_entity,
)
from shared.facts.kin import KIN_RELATIONS
from shared.facts.sizes import AT_LEAST
from shared.llm.replies import QADraft
from shared.text.numbers import compatible

__all__ = ["bridge_funnel", "bridges", "conjunctions"]

_TARGETS = tuple(r.key for r in RELATIONS.values()
                 if (r.value == "date" and r.first and "{office}" not in r.first)
                 or (r.value == "quantity" and r.more))  # fmt: skip
"""What a bridge entity is compared on: every relation a comparison asks (a date that
came first, a figure that is larger) but a term of office (which needs the office named):
``born`` for the director a film's page names, ``formed`` for the band an album's names,
``population`` for the town a person's page names as their birthplace."""
_SCREEN = {"film", "television film", "documentary", "television series", "series",
           "sitcom", "miniseries", "episode"}  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Side:
    """One side of the comparison: the target fact, reached directly or via a pointer."""

    target: Fact
    pointer: Fact | None

    @property
    def named(self) -> str:
        if self.pointer is None:
            return self.target.subject
        relation = RELATIONS[self.pointer.relation]
        if relation.noun == "author" and self.pointer.kind in _SCREEN:
            return f"the writer of {self.pointer.subject}"  # a film's, not its author
        return relation.nominal.format(s=self.pointer.subject)  # "the actor who played X"

    @property
    def facts(self) -> tuple[Fact, ...]:
        return (self.pointer, self.target) if self.pointer is not None else (self.target,)


def _answer(name: str) -> str:
    return name[:1].upper() + name[1:]


def _reaches(name: str, target: Fact) -> bool:
    """Whether a pointer's ``name`` is the target's subject: the same name, or the title of
    the target's page when the target is read from that page's lead sentence (which is about
    the page's entity, however it names it: ``Charlie Day`` is the page whose lead sentence
    says ``Charles Peckham Day (born February 9, 1976) is an American actor``); never a
    title with a qualifier (``Richard Wright (musician)``)."""
    if same_entity(name, target.subject):
        return True
    title = target.bucket.title
    if "(" in title:
        return False  # "Richard Wright (musician)": which Richard Wright the work names, no
        # claim says (a title's qualifier sets its page apart from the name's others)
    lead = target.bucket.claims[0].span if target.bucket.claims else ""
    return bool(lead) and target.claim.span == lead and same_entity(name, title_entity(title))


def _names_subject(index: FactIndex, pointer: Fact) -> bool:
    """Whether the claim a bridge is read from names the pointer's subject: whole, or, on the
    subject's own page, by the name its claim opens with when that is the page's entity
    written shorter (``Philip John May`` for the page ``Philip May``; ``Joan III`` for
    ``Joan III, Countess of Burgundy``: a title's head before its style, two words at least).
    A claim naming another entity (``Independent Spirit Awards`` under the 18th's page: a
    pronoun resolved wrongly) names none of these."""
    subject = index.bare(pointer.subject)
    if name_key(subject) in name_key(pointer.claim.text):
        return True
    if subject != title_entity(pointer.bucket.title):
        return False  # a claim about another thing than its page's
    lead = leading_subject(pointer.claim.text)
    if lead is None:
        return False
    head = subject.split(",")[0].strip()
    styled = head != subject and len(head.split()) >= 2 and name_key(lead[0]) == name_key(head)
    return styled or same_entity(lead[0], subject)


def _kin_of_kin(index: FactIndex, side: _Side, other: _Side) -> bool:
    """Whether ``side`` reaches its entity as kin of someone (``the father of A``) whom the
    other side's page names as kin too (``B ... the eldest son of A``): the two are then
    related by the pages (grandfather and grandson, uncle and nephew), and the kinship orders
    their lives without the dates. ``A`` is looked for whole and by its title's head
    (``Victor Amadeus`` for ``Victor Amadeus, Prince of Anhalt-Bernburg``)."""
    if side.pointer is None or side.pointer.relation not in KIN_RELATIONS:
        return False
    name = index.bare(side.pointer.subject)
    head = name.split(",")[0].strip()
    names = [name, head] if head != name and len(head.split()) >= 2 else [name]
    return any(index.kin_named(other.target.doc_id, n) for n in names)


def _dated_beside(side: _Side, precision: str) -> bool:
    """Whether the claim naming a side's bridge entity states the entity's compared value
    right after the name (``his wife, Christine of Hesse (1543-1604)``), at the precision the
    answer asks."""
    if side.pointer is None or not isinstance(side.pointer.value, EntityValue):
        return False
    span = side.pointer.claim.span
    at = span.find(side.pointer.value.name)
    if at < 0:
        return False
    beside = span[at : at + len(side.pointer.value.name) + _BESIDE].lower()
    return fact_states(beside, side.target, precision)


def _valued(fact: Fact) -> bool:
    return isinstance(fact.value, DateValue | QuantityValue)


def _sides(index: FactIndex) -> list[_Side]:
    targets = [f for f in index.with_relation(_TARGETS) if _valued(f)]
    pointers = [f for f in index.facts
                if isinstance(f.value, EntityValue) and f.relation != "nationality"]  # fmt: skip
    sides: list[_Side] = []
    for pointer in pointers:
        assert isinstance(pointer.value, EntityValue)
        if not _names_subject(index, pointer):
            index.skips["conjunction: the bridge's claim does not name its subject whole"] += 1
            continue  # "Independent Spirit Awards was hosted by John Waters" under the 18th
        bare = re.sub(r"\s*\([^()]*\)$", "", pointer.value.name)  # "Richard Wright (author)"
        surname = bare.split()[-1].lower()
        if pointer.value.name.lower() in pointer.subject.lower() or (
            pointer.relation not in KIN_RELATIONS
            and holds_word(pointer.subject.lower(), surname)
        ):
            index.skips["conjunction: the bridge is named in its work's title"] += 1
            continue  # "the director of The Armando Iannucci Shows", "the author of the
            # Wright novel The Outsider" (a title's qualifier) give the answer away; a kin's
            # shared surname ("the father of Hannah Gross") names no one and dates no one,
            # but a kin's whole name inside the subject's ("Frank Sinatra Jr.") does
        for target in targets:
            if target.doc_id != pointer.doc_id and _reaches(pointer.value.name, target):
                reason = implausible_maker(index, pointer, target)
                if reason is not None:
                    index.skips[reason] += 1  # a namesake: "Jack Spring" the pitcher
                    continue
                if index.page_names(target.doc_id, pointer):
                    # "Black went on to write and direct ... The Nice Guys (2016)": the
                    # bridge's own page reaches it from the work, so the work's page is a
                    # hop nobody needs (2WikiMultiHopQA review, out5 row 8)
                    index.skips["conjunction: the bridge's own page names the work"] += 1
                    continue
                sides.append(_Side(target, pointer))
    # the entities named directly: only on relations some bridge entity is compared on
    bridged = {side.target.relation for side in sides}
    return [*(_Side(t, None) for t in targets if t.relation in bridged), *sides]


def bridge_funnel(index: FactIndex) -> dict[str, int]:
    """How far a graph's entity facts get towards a bridge (``services.qagen.bridge_survey``):
    ``entity_facts`` (an entity value, nationality aside), ``own_page`` (the value is the
    entity of another page of the graph), ``dated`` (it reaches a fact a bridge compares on
    another page, ``_reaches``) and ``sides`` (bridge sides left after the side gates, one
    per compared fact: a person dated by birth and death gives two). Counting adds the side
    gates' skips to ``index.skips``."""
    targets = [f for f in index.with_relation(_TARGETS) if _valued(f)]
    pages = {b.doc_id: title_entity(b.title) for b in index.buckets}
    counts = dict.fromkeys(("entity_facts", "own_page", "dated", "sides"), 0)
    for fact in index.facts:
        if not isinstance(fact.value, EntityValue) or fact.relation == "nationality":
            continue
        counts["entity_facts"] += 1
        name = fact.value.name
        bare = re.sub(r"\s*\([^()]*\)$", "", name)
        if any(doc != fact.doc_id and same_entity(bare, title) for doc, title in pages.items()):
            counts["own_page"] += 1
            counts["dated"] += any(t.doc_id != fact.doc_id and _reaches(name, t) for t in targets)
    counts["sides"] = sum(side.pointer is not None for side in _sides(index))
    return counts


def _work_orders(index: FactIndex, winner: _Side, loser: _Side) -> bool:
    """Whether a bridge side's work alone orders it against the other side (so the bridge
    entity's own page is a hop nobody needs): a maker is taken to be ``MIN_MAKER_AGE`` at
    least when the work came out (``plausible``), so one born by then was born before a
    person born after; and alive (but for ``POSTHUMOUS_YEARS``) when it came out, so one
    dying later than a person who died before then."""
    for side, born_first in ((winner, True), (loser, False)):
        other = loser if born_first else winner
        if side.pointer is None or not isinstance(other.target.value, DateValue):
            continue
        made = work_year(index, side.pointer)
        if made is None:
            continue
        relation, value = side.target.relation, other.target.value
        if born_first and relation == "born" and made - MIN_MAKER_AGE < value.earliest.year:
            return True
        if not born_first and relation == "died" and value.latest.year < made - POSTHUMOUS_YEARS:
            return True
    return False


_BESIDE = 40
"""Characters after a bridge entity's name where a page gives its dates (``(1543-1604)``)."""

_WORK_MAKERS = ("director", "author", "creator", "composer", "designer", "chief_engineer")
"""Makers by which two works of one kind are compared through their makers' lives."""
_WORK_FIRST = {"born": "was born first", "died": "died first"}


def _by_work(first: _Side, second: _Side, winner: _Side, skips: Counter[str]) -> QADraft | None:
    """2WikiMultiHopQA's bridge-comparison answered by a work: ``Which film's director was
    born first, Sinister or Ed Wood?`` (each film's page names its director, each director's
    page states the date: four documents). ``None`` when the two sides are not two works of
    one kind reaching two people through one maker relation."""
    xp, yp = first.pointer, second.pointer
    if xp is None or yp is None or first.target.relation not in _WORK_FIRST:
        return None
    if xp.relation != yp.relation or xp.relation not in _WORK_MAKERS:
        skips["bridge by work: different maker relations"] += 1
        return None
    if not xp.kind or xp.kind != yp.kind:
        skips["bridge by work: works of different or unnamed kinds"] += 1
        return None
    if same_entity(xp.subject, yp.subject):
        skips["bridge by work: one work through two makers"] += 1
        return None
    relation = RELATIONS[xp.relation]
    noun = "writer" if relation.noun == "author" and xp.kind in _SCREEN else relation.noun
    question = f"Which {xp.kind}'s {noun} {_WORK_FIRST[first.target.relation]}, " \
               f"{xp.subject} or {yp.subject}?"  # fmt: skip
    steps = []
    for side in (first, second):
        assert side.pointer is not None
        steps.append(f"The {noun} of {side.pointer.subject} is {side.target.subject}.")
        steps.append(f"{side.target.subject}: {shown_value(side.target)}.")
    assert winner.pointer is not None
    steps.append(f"{winner.target.subject} comes first, so {winner.pointer.subject}.")
    return draft((*first.facts, *second.facts), question, winner.pointer.subject, "bridge",
                 steps, relation=first.target.relation, via=xp.relation,
                 value=winner.pointer.subject, a=xp.subject, b=yp.subject,
                 choice="true")  # fmt: skip


def _docs(facts: tuple[Fact, ...]) -> int:
    return len({(f.url, f.bucket.content_hash) for f in facts} | set()) if facts else 0


def _direction(x: Fact, y: Fact, skips: Counter[str]) -> int:
    """-1 when ``x`` wins (came first, or is larger), 1 when ``y`` does, 0 (the skip
    counted) when the values do not decide it."""
    xv, yv = x.value, y.value
    if isinstance(xv, DateValue) and isinstance(yv, DateValue):
        direction = order(xv, yv)
        if direction == 0:
            skips["conjunction: order not certain at the dates' precision"] += 1
        return direction
    assert isinstance(xv, QuantityValue) and isinstance(yv, QuantityValue)
    qx, qy = xv.quantity, yv.quantity
    if not compatible(qx, qy) or qx.base_value == qy.base_value:
        skips["conjunction: quantities of different kinds, or equal"] += 1
        return 0
    direction = -1 if qx.base_value > qy.base_value else 1
    if (y if direction < 0 else x).detail == AT_LEAST:
        skips["conjunction: the smaller figure is only a floor"] += 1
        return 0  # "more than 80 million" may well exceed 85 million
    return direction


def bridges(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Bridge-comparison drafts over three or four documents, in a seeded order."""
    skips = index.skips
    sides = _sides(index)
    pairs = [(x, y) for x, y in itertools.combinations(sides, 2)
             if (x.pointer or y.pointer) and x.target.relation == y.target.relation]  # fmt: skip
    rand.shuffle(pairs)
    # two works through their makers first: the same two people reached directly are a repeat
    pairs.sort(key=lambda p: p[0].pointer is None or p[1].pointer is None)
    if not pairs:
        skips["conjunction: no bridge entity with a comparable fact"] += 1
    compared: set[tuple[str, frozenset[str]]] = set()
    for x, y in pairs[:MAX_PAIRS]:
        if same_entity(x.target.subject, y.target.subject):
            continue
        key = (x.target.relation, frozenset((x.target.subject, y.target.subject)))
        if key in compared:
            skips["conjunction: the same two people through another bridge"] += 1
            continue
        facts = (*x.facts, *y.facts)
        docs = {(f.url, f.bucket.content_hash) for f in facts}
        urls = {f.url for f in facts}
        if len(docs) < 3 or len(urls) < 3 or len({f.doc_id for f in facts}) < len(facts):
            skips["conjunction: fewer than three distinct documents"] += 1
            continue
        if any(side.pointer is not None and same_entity(side.pointer.subject, other.named)
               for side, other in ((x, y), (y, x))):  # fmt: skip
            skips["conjunction: the other side is the bridge's own subject"] += 1
            continue  # "Who was born first, the wife of John Diamond or John Diamond?"
        if any(side.pointer is not None and index.kin_named(other.target.doc_id,
                                                             side.target.subject)
               for side, other in ((x, y), (y, x))):  # fmt: skip
            skips["conjunction: the other side's page names the bridge entity as kin"] += 1
            continue  # "Hannah Gross ... daughter of Paul Gross" against the actor who played
            # Benton Fraser (Paul Gross): the daughter's page orders them without his own page
        if any(index.kin_named(f.doc_id, side.target.subject)
               for side, other in ((x, y), (y, x)) for f in other.facts):  # fmt: skip
            skips["conjunction: a page of one side names the other side's person as kin"] += 1
            continue  # "Benny Binion or the developer of the Horseshoe Casino Tunica": the
            # developer's own page (and the casino's) call him Benny Binion's son
        if any(_kin_of_kin(index, side, other) for side, other in ((x, y), (y, x))):
            skips["conjunction: the other side's page names the kin bridge's subject as kin"] += 1
            continue  # "the father of Victor Amadeus or Karl Frederick", whose page calls him
            # the eldest son of Victor Amadeus: a grandfather and his grandson, ordered by kin
        if any(side.pointer is not None and index.page_names(other.target.doc_id, side.target)
               for side, other in ((x, y), (y, x))):  # fmt: skip
            skips["conjunction: the other side's page names the bridge entity"] += 1
            continue  # "the mother of Blanche of Brittany or Eleanor of Brittany", whose page
            # says she was born to Beatrice of England: that page relates the two (a mother is
            # born before her daughter), so the bridge's own dated page is not needed
        xv, yv = x.target.value, y.target.value
        precision = (deciding_precision(xv, yv) if isinstance(xv, DateValue)
                     and isinstance(yv, DateValue) else "day")  # fmt: skip
        if any(_dated_beside(side, precision) for side in (x, y)):
            skips["conjunction: the work's page dates the bridge entity beside its name"] += 1
            continue  # "son of Duke Adolf and his wife, Christine of Hesse (1543-1604)": the
            # son's page gives the mother's dates, so her own page is a hop nobody needs
        if index.one_document_holds(facts, precision) is not None:
            skips["conjunction: one document names the subjects and states the values"] += 1
            continue
        if x.target.kind != y.target.kind and x.target.relation not in ("born", "died"):
            skips["conjunction: targets of different kinds"] += 1
            continue
        direction = _direction(x.target, y.target, skips)
        if direction == 0:
            continue
        winner = x if direction < 0 else y
        if by_era(winner.target, (y if winner is x else x).target):
            skips["conjunction: life dates a lifetime apart (told by era alone)"] += 1
            continue  # "the director of Shah Jahan Regency or Shahab-ud-din Muhammad Khurram"
        if _work_orders(index, winner, y if winner is x else x):
            skips["conjunction: the work's year orders the bridge entity"] += 1
            continue  # "Trey Parker (born 1969) or the director of Curtain Up", "a 1952
            # British film": its director was born by 1937, so Ralph Smart's page is not needed
        first, second = (x, y) if rand.random() < 0.5 else (y, x)
        by_work = _by_work(first, second, winner, skips)
        if by_work is not None:
            compared.add(key)
            yield by_work
            continue
        relation = RELATIONS[x.target.relation]
        kind = x.target.kind or "one"
        template = relation.first or relation.more
        question = template.format(kind=kind, a=first.named, b=second.named)
        if question.startswith("Which one"):
            question = question.replace("Which one", "Which", 1)
        steps = []
        for side in (first, second):
            if side.pointer is not None:
                steps.append(f"{side.named[0].upper()}{side.named[1:]} is "
                             f"{side.target.subject}.")  # fmt: skip
            steps.append(f"{side.target.subject}: {shown_value(side.target)}.")
        steps.append(f"{winner.target.subject} comes first." if relation.first
                     else f"{winner.target.subject} has the larger figure.")  # fmt: skip
        compared.add(key)
        answer = _answer(winner.target.subject)
        reached = winner.pointer.value if winner.pointer is not None else None
        named = reached.name if isinstance(reached, EntityValue) else ""
        aliases = {"aliases": named} if named and not same_entity(named, answer) else {}
        # naming the winner directly makes it one of the options: a choice, not a leak
        choice = {"choice": "true"} if winner.pointer is None else {}
        yield draft((*first.facts, *second.facts), question, answer, "bridge", steps,
                    relation=x.target.relation, value=winner.target.subject,
                    a=first.named, b=second.named, **choice, **aliases)  # fmt: skip


def conjunctions(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Bridge comparisons: an entity reached through another entity (issue 15's conjunction).
    A three-way comparison (``Who was born first: A, B or C?``) reaches no entity through
    another: it is a comparison (``threeway``), however many documents it needs. The person
    two works' pages both name (``intersection``) is taken in turn with the bridges."""
    yield from in_turn(intersections(index, rand), bridges(index, rand))
