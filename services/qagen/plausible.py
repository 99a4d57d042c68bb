"""Whether a bridge person can be the maker a work's page names, by what their own page says.

A bridge joins ``directed by Jack Spring`` to the page of a person of that name; a namesake
(``Jack Russell Spring``, a baseball pitcher who died three years before the film) makes an
item whose answer is another person's date. The person's page must not contradict the role:
they were alive (or died at most a year before, a posthumous release) and at least
``MIN_MAKER_AGE`` years old when the work came out, and a page that says what they were names
the role's field (film, writing, music; engineering) or the work itself.
"""

from __future__ import annotations

import re

from services.qagen.fact_index import FactIndex, same_entity
from shared.facts import DateValue, Fact

__all__ = ["MIN_MAKER_AGE", "POSTHUMOUS_YEARS", "implausible_maker", "work_year"]

MIN_MAKER_AGE = 15
"""Youngest age, in years, at which a person is taken to have made a work."""

POSTHUMOUS_YEARS = 1
"""Years a work may come out after its maker's death (a film finished after it)."""

_WORK_DATES = ("released", "published", "premiered", "aired", "built", "opened", "founded",
               "formed")  # fmt: skip
"""Relations that date a work's coming out."""

_ARTS = (r"direct\w*|film\w*|cinema\w*|cinematograph\w*|movie\w*|motion pictures?|screen\w*|"
         r"televis\w*|theat\w*|stage|produc\w*|actor\w*|actress\w*|perform\w*|artist\w*|"
         r"animat\w*|comedian\w*|writ\w*|wrote|author\w*|novel\w*|poet\w*|playwright\w*|"
         r"dramatist\w*|journalist\w*|columnist\w*|essayist\w*|lyricist\w*|compos\w*|"
         r"music\w*|song\w*|singer\w*|pianist\w*|conductor\w*|band\w*")  # fmt: skip
_BUILDING = r"engineer\w*|architect\w*|design\w*|build\w*|construct\w*"
_ROLE_WORDS: dict[str, str] = {"director": _ARTS, "author": _ARTS, "composer": _ARTS,
                               "chief_engineer": _BUILDING, "designer": _BUILDING}  # fmt: skip
"""The fields a maker of each kind works in, as a person's page says them (a director's page
may call them a screenwriter, a writer or a motion picture pioneer); other makers (a
founder, a performer) are not checked."""

_OCCUPATION = re.compile(
    r"\b(?:is|was)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,4}?"
    r"(?:[a-z]+(?:er|or|ist|ian|man|woman|person|ess|ant|ent))\b"
)
"""A page that says what its person was (``was an American baseball pitcher``)."""


def _year(fact: Fact) -> int | None:
    return fact.value.earliest.year if isinstance(fact.value, DateValue) else None


def work_year(index: FactIndex, pointer: Fact) -> int | None:
    """The year the work came out, from its own page's dated facts (earliest when several)."""
    years = [y for f in index.with_relation(_WORK_DATES)
             if f.doc_id == pointer.doc_id and same_entity(f.subject, pointer.subject)
             and (y := _year(f)) is not None]  # fmt: skip
    return min(years) if years else None


def _life_year(index: FactIndex, target: Fact, relation: str) -> int | None:
    """The person's birth or death year as their own page (the target's) states it."""
    if target.relation == relation:
        return _year(target)
    years = [y for f in index.with_relation((relation,))
             if f.doc_id == target.doc_id and same_entity(f.subject, target.subject)
             and (y := _year(f)) is not None]  # fmt: skip
    return min(years) if years else None


def implausible_maker(index: FactIndex, pointer: Fact, target: Fact) -> str | None:
    """Why the person of ``target``'s page cannot be the maker ``pointer`` names (a skip
    reason), or ``None`` when their page does not contradict the role."""
    made = work_year(index, pointer)
    if made is not None:
        died = _life_year(index, target, "died")
        if died is not None and died + POSTHUMOUS_YEARS < made:
            return "bridge: the person died before the work came out"
        born = _life_year(index, target, "born")
        if born is not None and made - born < MIN_MAKER_AGE:
            return f"bridge: the person was younger than {MIN_MAKER_AGE} when the work came out"
    role = _ROLE_WORDS.get(pointer.relation)
    if role is None:
        return None
    text = index.doc_text.get(target.doc_id, "")
    if re.search(rf"\b(?:{role})", text) or index.mentions(target.doc_id, pointer.subject):
        return None
    if _OCCUPATION.search(text):
        return "bridge: the person's page names an occupation outside the role's field"
    return None
