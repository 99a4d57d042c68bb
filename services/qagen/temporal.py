"""Temporal items: the time between two events of linked subjects, from two documents.

``How many years after the release of The Prestige was The Dark Knight Rises released?``
The events are named as noun phrases and question clauses (``shared.facts.relations``),
the subjects are one entity or linked in the graph, and the interval is computed at the
precision both dates support (``shared.facts.elapsed``): years from years, months when
months are known, days for short spans. An interval with an end known only to its year is
the difference of the calendar years, asked from the first event's year (``How many years
after the birth year of Diana Arbenina was Nochnye Snaipery founded?``): a full-year count
(``How many years after the birth of ...``, born 8 July 1974, founded in 1993) the facts
cannot settle is never asked.
"""

from __future__ import annotations

import dataclasses
import datetime
import random
import re
from collections import Counter
from collections.abc import Iterator

from lemminflect import getAllLemmas

from services.qagen.comparison import ERA_YEARS
from services.qagen.drafting import clause, draft, entity_key, fact_pairs, nominal, shown_value
from services.qagen.fact_index import FactIndex, name_key, same_entity
from services.qagen.other_pages import REASON as OTHER_PAGE
from services.qagen.other_pages import another_document_holds
from services.qagen.temporal_links import by_page_name, linked, unsure_event
from shared.facts import DateValue, Fact, elapsed, order
from shared.facts.elapsed import answer_precisions
from shared.llm.replies import QADraft
from shared.text.dates import find_dates

__all__ = ["intervals", "is_work", "mid_sentence", "plural_name", "year_named"]

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


def year_of(value: DateValue) -> DateValue:
    """The date known only to its year (``24 July 1904`` -> ``1904``)."""
    year = value.earliest.year
    return DateValue(str(year), str(year), "year", datetime.date(year, 1, 1),
                     datetime.date(year, 12, 31))  # fmt: skip


def _in_years(early: Fact, late: Fact) -> tuple[Fact, Fact] | None:
    """The two facts with their dates at year precision, when one is known only to its year
    and the other to its month or day (the interval is then the difference of the years,
    as between two years); ``None`` for any other pair."""
    a, b = early.value, late.value
    assert isinstance(a, DateValue) and isinstance(b, DateValue)
    fine = ("day", "month")
    if not ({a.precision, b.precision} & {"year"}) or not (
        a.precision in fine or b.precision in fine
    ):
        return None
    coarse = early if a.precision == "year" else late
    year = coarse.value.earliest.year if isinstance(coarse.value, DateValue) else 0
    if any(m.precision in fine and m.earliest.year == year
           for c in coarse.bucket.claims for m in find_dates(c.span or c.text)):  # fmt: skip
        # "a 2008 film" whose page says "released on May 16, 2008 in the United States":
        # a reader counts from the day (12 full years after a 9 July 1995 birth), not 13
        return None
    return (dataclasses.replace(early, value=year_of(a)),
            dataclasses.replace(late, value=year_of(b)))  # fmt: skip


def _finest(dated: list[Fact], skips: Counter[str]) -> list[Fact]:
    """The dated facts but those a finer date of the same subject and relation covers
    (``Shipmates Forever is a 1935 film`` beside its release on 12 October 1935): the year
    alone would ask in calendar years what the day answers in full ones (counted). A finer
    date outside the coarse one's range is another event of the relation (a 1927 film's
    re-release on 15 August 1984) and drops nothing."""
    by_key: dict[tuple[str, str], list[DateValue]] = {}
    for fact in dated:
        assert isinstance(fact.value, DateValue)
        by_key.setdefault((fact.subject, fact.relation), []).append(fact.value)
    kept = []
    for fact in dated:
        coarse = fact.value
        assert isinstance(coarse, DateValue)
        rank = _RANKS.get(coarse.precision, 0)
        if any(_RANKS.get(fine.precision, 0) > rank and coarse.earliest <= fine.earliest
               and fine.latest <= coarse.latest
               for fine in by_key[(fact.subject, fact.relation)]):  # fmt: skip
            skips["temporal: a date a finer one of the same event covers"] += 1
        else:
            kept.append(fact)
    return kept


_RANKS = {"year": 1, "month": 2, "day": 3}

_YEAR_NOUNS = {"born": "birth year", "released": "release year",
               "published": "publication year", "founded": "founding year"}  # fmt: skip
"""Relations whose year has a noun of its own (``the birth year of Diana Arbenina``)."""


def year_named(fact: Fact) -> str | None:
    """The year of the fact's event as a noun phrase, for an interval counted in calendar
    years (``the birth year of Diana Arbenina``, ``the year of the death of Charles
    Carroll``): asked from a year, the interval is the difference of the years whatever
    the days (``How many years after the birth of X`` born 8 July 1974 was a band founded
    in 1993 could be 18 full years)."""
    noun = _YEAR_NOUNS.get(fact.relation)
    if noun is not None:
        return f"the {noun} of {fact.subject}"
    event = nominal(fact)
    return None if event is None else f"the year of {event}"


def intervals(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Drafts asking how long after one event another happened, in a seeded order."""
    skips = index.skips
    read = []
    for fact in _finest([f for f in index.facts if isinstance(f.value, DateValue)], skips):
        unsure = unsure_event(fact)
        if unsure is None:
            read.append(fact)
        else:
            skips[unsure] += 1
    # a lead's life dates under the name its page goes by (``Mick Jagger``, not ``Sir Michael
    # Philip Jagger``): the name the pages of the person's works write (``page_names``)
    dated = [by_page_name(index, f) for f in read]
    lead = {id(d): f for d, f in zip(dated, read, strict=True) if d is not f}
    if lead:
        skips["temporal: a lead's life date read under its page's name"] += len(lead)
    for a, b in fact_pairs(dated, rand, skips):
        assert isinstance(a.value, DateValue) and isinstance(b.value, DateValue)
        if a.relation == b.relation and same_entity(a.subject, b.subject):
            continue  # one fact stated twice
        if a.subject != b.subject and name_key(index.bare(a.subject)) == name_key(
            index.bare(b.subject)
        ):
            # "the author Jamie Campbell" and "the film maker Jamie Campbell": each page
            # "names" the other by its own name, which links two strangers
            skips["temporal: two entities of one name"] += 1
            continue
        if a.relation == b.relation and a.relation in ("born", "died") and not (
            index.names_other(lead.get(id(a), a), lead.get(id(b), b))
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
        link = linked(index, a, b)
        if link is None:
            skips["temporal: subjects not linked in the graph"] += 1
            continue
        if link == "page":
            skips["temporal: subjects linked by a page's whole text"] += 1
        assert isinstance(early.value, DateValue) and isinstance(late.value, DateValue)
        keyed = [lead.get(id(f), f) for f in (early, late)]
        renamed = any(id(f) in lead for f in (early, late))
        gap = elapsed(early.value, late.value)
        if gap is None and (as_years := _in_years(early, late)) is not None:
            # a day against a year (born 24 July 1904, a 1943 film): the years are what both
            # dates give, asked from the first one's year as two years are ("How many years
            # after the birth year of", never "full")
            early, late = as_years
            assert isinstance(early.value, DateValue) and isinstance(late.value, DateValue)
            gap = elapsed(early.value, late.value)
            if gap is not None and gap.amount > 0:
                skips["temporal: a day or month against a year asked in calendar years"] += 1
        assert isinstance(early.value, DateValue) and isinstance(late.value, DateValue)
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
        if any(another_document_holds(index, (early, late), pair) is not None
               for pair in asked):  # fmt: skip
            skips[f"temporal: {OTHER_PAGE}"] += 1  # a series page giving both years
            continue
        in_years = early.value.precision == late.value.precision == "year"
        start = (year_named(mid_sentence(early)) if in_years
                 else nominal(mid_sentence(early)))  # fmt: skip
        then = _clause(mid_sentence(late))
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
        made = draft((early, late), question, gap.shown(), "interval", steps,
                     value=str(gap.amount), unit=gap.unit, aliases=str(gap.amount),
                     a=early.value.value, b=late.value.value)  # fmt: skip
        if renamed:
            # the entities as the other templates key them (the lead's name): a comparison
            # and an interval over one pair stay one item (``_one_per_entities``, the judge)
            computed = dict(made.computed)
            computed["entities"] = entity_key(keyed)
            made = made.model_copy(update={"computed": computed})
        yield made
