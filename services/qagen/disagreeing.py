"""Sources that disagree: a dated fact another document of the graph tells otherwise.

A band's page says it was "founded in 1999"; its singer's page says he has led it "since
its inception in 1992". An item built on either year has no settled gold, so before any
template uses a fact, the graph's other documents are read for the same attribute of the
same subject with another year: a second fact (``Fact``) of that subject and relation, or a
sentence of another page (its claims, its whole text, a page no claim came from) naming the
subject, then the relation's word right before a year ("... which he has led since its
inception in 1992", "born 1962"); a name after the word is another subject's ("it was
released in 1990 as a single from his album X"). Such a fact is dropped and counted
(``sources_disagree``). A sentence that also gives the fact's own year agrees ("published
in 1984, reissued in 1994").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from services.qagen.fact_index import FactIndex
from shared.facts import DateValue, Fact

__all__ = ["REASON", "drop_disputed"]

REASON = "fact: sources_disagree: another document of the graph gives the subject's " \
    "date another year"  # fmt: skip
"""The skip reason, counted once per dropped fact."""

_FOUNDING = r"founded|formed|established|inception|founding|formation"
_CUES: dict[str, str] = {
    "born": r"born",
    "died": r"died|death",
    "released": r"released|release",
    "published": r"published|publication",
    "founded": _FOUNDING,
    "formed": _FOUNDING,
    "opened": r"opened|opening",
    "premiered": r"premiered|premiere",
    "built": r"built|constructed|construction|completed",
}
"""The words a sentence tells each dated relation with (lower-case)."""

_TOLD = {relation: re.compile(rf"(?<![\w-])(?:{cue})\b[^.;:()\n]{{0,30}}?\b(1\d{{3}}|20\d{{2}})\b")
         for relation, cue in _CUES.items()}  # fmt: skip
"""The relation's word and the first year after it, in one clause (no stop, no bracket)."""

_SENTENCE = re.compile(r"(?<=[.!?])[\"'\u201d\u2019)]*\s+|\n+")
"""A sentence's end (after a closing quotation mark too: '... the ultimate life." john')."""

_NEAR = 60
"""Characters at most from the subject's name to the relation's word."""


def _years(fact: Fact) -> range:
    assert isinstance(fact.value, DateValue), fact
    return range(fact.value.earliest.year, fact.value.latest.year + 1)


def _texts(index: FactIndex, doc: int) -> Iterator[str]:
    """A document's texts (lower-case): its claims and spans, its whole page when known."""
    for text in (index.doc_text.get(doc), index.page_text.get(doc), index.unclaimed.get(doc)):
        if text:
            yield text


def _named_before(sentence: str, name: str, at: int) -> int:
    """Where the last mention of ``name`` before ``at`` ends, or ``-1_000`` if none."""
    found = sentence.rfind(name, 0, at)
    return found + len(name) if found >= 0 else -1_000


def _told_otherwise(index: FactIndex, fact: Fact) -> bool:
    """Whether a sentence of another document names the subject and tells the relation
    with a year outside the fact's, and never with the fact's own; a qualified subject
(``Audrey Williams (musician)``) is left, since its bare name is also another's."""
    if index.bare(fact.subject) != fact.subject:
        return False  # a qualified subject: another entity of the graph bears the name
    told = _TOLD[fact.relation]
    own = _years(fact)
    name = index.bare(fact.subject).split(", ", 1)[0].lower()
    for doc in (set(index.doc_text) | set(index.unclaimed)) - {fact.doc_id}:
        for text in _texts(index, doc):
            if name not in text:  # cheap: most pages never name the subject
                continue
            for sentence in _SENTENCE.split(text):
                if name not in sentence or not index.names_in(sentence, fact.subject):
                    continue
                # the subject named shortly before the word: a name after it, or far
                # before it, is another's subject
                years = {int(m.group(1)) for m in told.finditer(sentence)
                         if 0 <= m.start() - _named_before(sentence, name, m.start()) <= _NEAR}
                if years and not any(y in own for y in years):
                    return True
    return False


def drop_disputed(index: FactIndex) -> None:
    """Drop from ``index`` every dated fact another document disputes: another fact of the
    same subject and relation whose years do not meet, or a sentence telling another year;
    each drop counted in ``index.skips``."""
    dated = [f for f in index.facts if f.relation in _CUES and isinstance(f.value, DateValue)]
    if not dated:
        return
    by_key: dict[tuple[str, str], list[Fact]] = {}
    for fact in dated:
        # by the subject as qualified: ``Richard Wright (author)`` is not the musician
        by_key.setdefault((fact.subject.lower(), fact.relation), []).append(fact)
    disputed: set[int] = set()
    for facts in by_key.values():
        for fact in facts:
            years = _years(fact)
            if any(o.doc_id != fact.doc_id and not set(_years(o)) & set(years) for o in facts):
                disputed.add(id(fact))
    for fact in dated:
        if id(fact) not in disputed and _told_otherwise(index, fact):
            disputed.add(id(fact))
    if disputed:
        index.facts = [f for f in index.facts if id(f) not in disputed]
        index.skips[REASON] += len(disputed)
