"""Who made a work, as the graph tells it: a maker fact (``director``, ``performer`` ...),
a claim about another of the maker's works (``from his fourth studio album, "Motion"``), or
the work's own lead (``"More than Friends" is a song recorded by Romanian singer Inna``).
One maker or none: two directors of one title name no one (``services.qagen.work_names``
asks a work by its maker)."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from shared.facts import EntityValue, Fact
from shared.facts.relations import DEMONYMS

__all__ = ["MAKER_RELATIONS", "lead_maker", "makers_of"]

MAKER_RELATIONS = ("performer", "director", "author", "developer", "creator", "composer",
                   "designer")  # fmt: skip
"""The relations whose value made a work, in the order a maker is chosen when a work has
several (a song's performer before its composer, a film's director before its writer)."""

_DEMONYM_RX = "|".join(sorted(map(re.escape, DEMONYMS), key=len, reverse=True))
_MADE = r"(?:recorded|performed|sung|written|directed|released|produced|composed)"
_MADE_BY = (r"\s+(?:is|was)\s+(?:the|a|an)\s+(?:[\w-]+\s+){{0,4}}?{kind}\s+"
            rf"(?:{_MADE}(?:\s+and\s+{_MADE})?\s+)?by\s+"
            rf"(?:(?:{_DEMONYM_RX}|[a-z][\w-]*|[A-Z]{{{{2,}}}})\s+){{{{0,6}}}}"
            r"(?P<name>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){{0,3}})"
            r"(?=\s*(?:[,.;(]|$)|\s+(?:for|from|on|in|featuring|with|as)\b|\s+and\s+[A-Z]"
            r"|\s+and\s+(?:based|starring|stars|starred|produced|written|co-written|released|"
            r"distributed)\b)")
"""A lead's ``X is a song recorded by Romanian singer Inna``: the maker after ``by``, a
nationality, lower-case words (a role) or an upper-case role (``DJ``) before the name; a
name before ``and`` and a lower-case word is a role's (``DJ and record producer``), but
for a participle's (``directed by Thor Freudenthal and based on ...``)."""
_CO_MAKER = re.compile(r"^\s*(?:and|&)\s+[A-Z]|^\s*,\s*(?:[A-Z][\w.'’-]*\s*)+(?:,|and\b|&)")
"""Another name right after the maker's (``directed by Jack Hill and Stephanie Rothman``,
``written by Daniele Pace, Mario Panzeri and Roberto Livraghi``): no one maker."""


def _unstopped(name: str) -> str:
    """A name without the sentence's stop (``Inna.``); an initial keeps its (``Harry S.``)."""
    last = name.split()[-1]
    return name[:-1] if name.endswith(".") and len(last) > 2 else name


@functools.lru_cache(maxsize=4096)
def _made_by(subject: str, kind: str) -> re.Pattern[str]:
    """A lead opening on ``subject`` saying who made it, a ``kind`` (``_MADE_BY``), compiled
    once per work: the pattern holds every demonym."""
    return re.compile(rf"^[\"“]?{re.escape(subject)}[\"”]?" + _MADE_BY.format(kind=re.escape(kind)))


def lead_maker(subject: str, kind: str, leads: Sequence[str]) -> str:
    """The maker a lead sentence opening on the work names (``"More than Friends" is a song
    recorded by Romanian singer Inna from her third studio album``: Inna), when the graph's
    facts give none; ``""`` if no lead does, or two name two makers."""
    said = _made_by(subject, kind)
    found: set[str] = set()
    for text in leads:
        if not text.startswith((subject, f'"{subject}', f"“{subject}")):
            continue
        made = said.match(text)
        if made is None or made.group("name") in DEMONYMS:
            continue
        if _CO_MAKER.match(text[made.end():]):
            return ""  # two makers: which one's work, no one name says
        found.add(_unstopped(made.group("name")))
    return next(iter(found)) if len(found) == 1 else ""


_THEIR_WORK = {"album": "performer", "single": "performer", "song": "performer",
               "novel": "author", "book": "author"}  # fmt: skip
"""The maker a work's kind names when a claim says it is the maker's own (``his album``)."""

_NAME_RUN = r"(?P<name>(?:[A-Z][\w.'’-]*\s+){1,4}[A-Z][\w.'’-]*)"
"""Capitalised words: a maker's name, perhaps after a nationality or an upper-case role."""


def _from_their_work(fact: Fact) -> str | None:
    """The maker of a work that a claim about another of their works names (``"Outside" is
    a song by Scottish DJ and record producer Calvin Harris from his fourth studio album,
    "Motion"``: the album is Calvin Harris's): the name right before ``from his/her/their
    ... <kind> <title>``, after a ``by``, a leading nationality or upper-case role left out;
    two words at least."""
    said = re.search(rf"\bby\b[^.;]*?\s{_NAME_RUN}\s+from\s+(?:his|her|their)\s+"
                     rf"(?:[\w-]+\s+){{0,3}}{re.escape(fact.kind)}\W{{1,4}}"
                     rf"{re.escape(fact.subject)}\b", fact.claim.text)  # fmt: skip
    if said is None:
        return None
    words = said.group("name").split()
    while words and (words[0] in DEMONYMS or words[0].isupper()):
        words = words[1:]
    return " ".join(words) if len(words) >= 2 else None


def makers_of(facts: Sequence[Fact], bare: dict[str, str]) -> dict[str, str]:
    """Each work subject's one maker by the first relation of ``MAKER_RELATIONS`` its facts
    give a single name for (two directors of one title name no one), or that a claim about
    another of the maker's works gives (``_from_their_work``); ``bare`` gives a qualified
    maker's bare name (``Richard Wright (author)`` -> ``Richard Wright``)."""
    found: dict[tuple[str, str], set[str]] = {}
    for fact in facts:
        if fact.relation in MAKER_RELATIONS and isinstance(fact.value, EntityValue):
            name = fact.value.name
            found.setdefault((fact.subject, fact.relation), set()).add(bare.get(name, name))
        elif fact.kind in _THEIR_WORK and (told := _from_their_work(fact)):
            found.setdefault((fact.subject, _THEIR_WORK[fact.kind]), set()).add(told)
    out: dict[str, str] = {}
    for relation in MAKER_RELATIONS:
        for (subject, of), names in found.items():
            if of == relation and len(names) == 1 and subject not in out:
                out[subject] = next(iter(names))
    return out
