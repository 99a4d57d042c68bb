"""Temporal items: the time between two events of linked subjects, from two documents.

``How many years after the release of The Prestige was The Dark Knight Rises released?``
The events are named as noun phrases and question clauses (``shared.facts.relations``),
the subjects are one entity or linked in the graph, and the interval is computed at the
precision both dates support (``shared.facts.elapsed``): years from years, months when
months are known, days for short spans; a year against a day gives no item.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator

from lemminflect import getAllLemmas

from services.qagen.comparison import ERA_YEARS
from services.qagen.drafting import clause, draft, fact_pairs, nominal, shown_value
from services.qagen.fact_index import FactIndex, name_key, same_entity
from shared.facts import DateValue, Fact, elapsed, order
from shared.facts.elapsed import answer_precisions
from shared.llm.replies import QADraft

__all__ = ["intervals", "is_work", "mid_sentence", "plural_name"]

_WORKS = frozenset({"released", "published", "premiered", "aired", "debut_album"})
"""Relations whose subject is a work: its title keeps its capital ``The`` and, a title,
takes a singular verb (``was The Two Towers released``)."""
_WORK_EVENTS = frozenset({"released", "published", "premiered", "debuted"})
_BODIES = frozenset({"founded", "formed", "established", "merged", "dissolved", "renamed"})
"""Relations whose subject is an organisation: singular whatever its name
(``the United Nations was founded``)."""


def _verb(fact: Fact) -> str:
    return fact.relation.removeprefix("event:").partition(":")[0]


def plural_name(name: str) -> bool:
    """Whether a ``The``-led name ends in a plural common noun (``The 2002 Independent
    Spirit Awards``, ``the Olympic Games``) and so takes ``were``."""
    if not re.match(r"(?i)the\s", name):
        return False
    last = name.split()[-1].lower()
    nouns = getAllLemmas(last).get("NOUN", ())
    return bool(nouns) and last not in nouns[:1] and last.endswith("s")


_WORK_NOUNS = frozenset({
    "film", "movie", "documentary", "album", "single", "song", "novel", "book", "play",
    "poem", "game", "series", "sitcom", "show", "miniseries", "opera", "musical", "magazine",
    "newspaper", "comic", "manga", "anthology", "collection", "mixtape", "ep", "soundtrack",
    "episode", "story", "novella", "painting", "sculpture", "symphony",
})
"""Head nouns of a subject's kind that make it a work (``comedy film``, ``video game``):
its title keeps its capital ``The`` whatever the relation asked."""


def is_work(fact: Fact) -> bool:
    """Whether the fact's subject is a work, by its relation or by its kind's head noun."""
    head = fact.kind.split()[-1].lower() if fact.kind.strip() else ""
    return _verb(fact) in _WORKS | _WORK_EVENTS or head in _WORK_NOUNS


def mid_sentence(fact: Fact) -> Fact:
    """The fact as a question names it mid-sentence: a leading ``The`` of a name that is no
    title of a work (an event, a place, a band) lower-case (``after the birth of John Waters
    were the 2002 Independent Spirit Awards announced``); a work's title (*The Babymakers*,
    a film, whatever is asked of it) keeps its own capital."""
    subject = fact.subject
    if is_work(fact) or subject.endswith(")") or not subject.startswith("The "):
        return fact
    return dataclasses.replace(fact, subject="t" + subject[1:])


def _clause(fact: Fact) -> str | None:
    """The question clause, with ``were`` for a plural name that is neither a work's title
    nor an organisation's."""
    then = clause(fact)
    verb = _verb(fact)
    if (then is not None and then.startswith("was ") and not is_work(fact)
            and verb not in _BODIES and plural_name(fact.subject)):  # fmt: skip
        return "were " + then.removeprefix("was ")
    return then


_LIVES = frozenset({"born", "died"})


def _thing(fact: Fact) -> str:
    """What kind of thing a relation is said of: a work, a body, a person, else ``""``."""
    verb = _verb(fact)
    if verb in _WORKS | _WORK_EVENTS:
        return "work"
    if verb in _BODIES:
        return "body"
    return "person" if verb in _LIVES else ""


def _two_things_one_name(a: Fact, b: Fact) -> bool:
    """Whether one name on two pages is said of two kinds of thing: ``The Pledge`` founded in
    1987 (a graduation pledge's page) and ``The Pledge`` released in 2001 (a film's): one
    name, two entities, and an interval between them means nothing."""
    ta, tb = _thing(a), _thing(b)
    return (a.doc_id != b.doc_id and bool(ta) and bool(tb) and ta != tb
            and name_key(a.subject) == name_key(b.subject))  # fmt: skip


def _lives_apart(a: Fact, b: Fact) -> bool:
    """Two people's births (or deaths) a lifetime apart: ``How many full years after the birth
    of Joseph Dudley (1647) was Joe Lawrence (1977) born?`` links two strangers by a name,
    and no one asks the age gap of people who never met."""
    if a.relation != b.relation or a.relation not in _LIVES or same_entity(a.subject, b.subject):
        return False
    assert isinstance(a.value, DateValue) and isinstance(b.value, DateValue)
    first, then = sorted((a.value, b.value), key=lambda v: v.earliest)
    return then.earliest.year - first.latest.year >= ERA_YEARS


def _life_to_anothers_event(a: Fact, b: Fact) -> bool:
    """Whether one person's birth or death is paired with another person's own event (a
    marriage, an appointment, a term, a debut): a gap nobody asks for its own sake. A work's
    release after its maker's birth, or two people's births, are other rules' business."""
    lives = {"born", "died"}
    return (a.kind == b.kind == "person" and a.relation != b.relation
            and bool({a.relation, b.relation} & lives)
            and not same_entity(a.subject, b.subject))  # fmt: skip


def intervals(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts asking how long after one event another happened, in a seeded order."""
    skips = index.skips
    dated = [f for f in index.facts if isinstance(f.value, DateValue)]
    for a, b in fact_pairs(dated, rand, skips):
        assert isinstance(a.value, DateValue) and isinstance(b.value, DateValue)
        if a.relation == b.relation and same_entity(a.subject, b.subject):
            continue  # one fact stated twice
        if a.relation == b.relation and a.relation in ("born", "died") and not (
            index.names_other(a, b)
        ):
            # two people's births are an interval worth asking only when one's page names
            # the other (brothers, partners); otherwise "who was born first" asks it
            skips["temporal: two births or two deaths of unlinked people"] += 1
            continue
        if {a.relation, b.relation} == {"born", "died"}:
            # the birth of one and the death of another read as trivia; one person's birth
            # and death on two pages are two people as often ("William Ferguson" and
            # "William C. Ferguson"), and on one page are one document, not two
            skips["temporal: a birth and a death on two pages"] += 1
            continue
        if _two_things_one_name(a, b):
            skips["temporal: one name for two kinds of thing on two pages"] += 1
            continue
        if _lives_apart(a, b):
            skips["temporal: two people's births or deaths a lifetime apart"] += 1
            continue
        if _life_to_anothers_event(a, b):
            # "How many full years after the birth of Princess Majda Ra'ad was Princess Dana
            # Firas named a UNESCO Goodwill ambassador?": a kin's birth is no one's starting
            # point for another person's marriage or appointment (2Wiki review, out5)
            skips["temporal: one person's birth or death to another person's own event"] += 1
            continue
        direction = order(a.value, b.value)
        if direction == 0:
            skips["temporal: events not ordered at their precision"] += 1
            continue
        early, late = (a, b) if direction < 0 else (b, a)
        if not index.linked(a, b):
            skips["temporal: subjects not linked in the graph"] += 1
            continue
        assert isinstance(early.value, DateValue) and isinstance(late.value, DateValue)
        gap = elapsed(early.value, late.value)
        if gap is None:
            skips["temporal: interval not determined at the dates' precision"] += 1
            continue
        if gap.amount == 0:
            continue
        asked = answer_precisions(early.value, late.value, gap)
        if gap.unit == "years" and late.value.earliest.year - early.value.earliest.year == (
                gap.amount) and ("year", "year") not in asked:  # fmt: skip
            # "Lennard married Margaret Fiennes (1541 – 1612)" beside his own death in 1615: a
            # reader of his page alone subtracts the years and gets the answer (the judge's
            # shortcut check counts the same pair)
            asked.append(("year", "year"))
        if any(index.one_document_holds((early, late), pair) is not None
               for pair in asked):  # fmt: skip
            # "A's assassination in 1990" on B's page beside B's own death: one page answers
            skips["temporal: one document names the subjects and states the values"] += 1
            continue
        start, then = nominal(mid_sentence(early)), _clause(mid_sentence(late))
        if start is None or then is None:
            skips["temporal: event without a noun phrase"] += 1
            continue
        full = "full " if gap.completed else ""
        question = f"How many {full}{gap.unit} after {start} {then}?"
        steps = (
            f"{start[0].upper()}{start[1:]}: {shown_value(early)}.",
            f"{nominal(late) or late.subject}: {shown_value(late)}.",  # a step opens with it
            f"From {shown_value(early)} to {shown_value(late)} is {gap.shown()}.",
        )
        yield draft((early, late), question, gap.shown(), "interval", steps,
                    value=str(gap.amount), unit=gap.unit, aliases=str(gap.amount),
                    a=early.value.value, b=late.value.value)  # fmt: skip
