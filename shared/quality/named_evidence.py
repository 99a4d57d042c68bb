"""The ``unnamed_entity`` gate: every entity a question names is named whole by a used claim
(or its span) that carries the asked fact.

A claim cut inside its subject's name (``Spies and Private Eyes ("MSPE") first published in
April 1983`` for *Mercenaries, Spies and Private Eyes*) dates nothing the question names,
though the name is whole in the question and in the page title, so ``cut_name`` (which
looks for a name written only inside a longer one) passes it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from shared.facts.names import title_entity
from shared.messages.qa import QAItem, UsedClaim
from shared.metrics.normalize import normalize_answer

__all__ = ["asked_facts", "unnamed_entity"]

_DISAMBIGUATION = re.compile(r"\s+\([^()]*\)$")
"""A page's disambiguation or qagen's role after a name: ``Richard Wright (author)``."""
_DATE = re.compile(r"^-?(\d{1,4})\S*\s+\((?:day|month|quarter|year|decade|century)\)$")
"""A date as ``describe`` writes it (``1983-04 (month)``): its year is what a claim writes."""
_FIGURE = re.compile(r"\d[\d,.]*")


@dataclass(frozen=True)
class AskedFact:
    """One ``subject | relation | value`` line of an item's ``computed["facts"]``."""

    subject: str
    relation: str
    value: str


def asked_facts(item: QAItem) -> list[AskedFact]:
    """The facts a rule item was built from (none for an item that records none)."""
    out = []
    for line in item.computed.get("facts", "").split(" ;; "):
        parts = line.split(" | ")
        if len(parts) == 3:
            subject = _DISAMBIGUATION.sub("", parts[0].strip())
            value = _DISAMBIGUATION.sub("", parts[2].strip()) if not _DATE.match(parts[2].strip()) \
                else parts[2].strip()
            out.append(AskedFact(subject, parts[1].strip(), value))
    return out


_GAP = 3
"""Words a claim may write inside a name: middle names, a nickname (``Sergio Leonel "Kun"
Agüero``), post-nominals."""


def _same_word(asked: str, written: str) -> bool:
    """``j`` (an initial) matches ``john``; every other word matches only itself."""
    return asked == written or (len(asked) == 1 and written.startswith(asked))


def _fold(text: str) -> list[str]:
    """The text's words, folded; a hyphen parts words (``Al- Heji`` reads as ``Al-Heji``)."""
    return list(_folded(text))


@functools.lru_cache(maxsize=1024)
def _folded(text: str) -> tuple[str, ...]:
    # one item's claims and spans are folded again for every name and value it asks
    return tuple(normalize_answer(_HYPHENS.sub(" ", text)).split())


@functools.lru_cache(maxsize=1024)
def _folded_set(text: str) -> frozenset[str]:
    return frozenset(_folded(text))


_HYPHENS = re.compile(r"[-‐–]")


def _names(text: str, name: str) -> bool:
    """``text`` writes ``name`` whole: its words in order, the first and last as asked, at
    most ``_GAP`` other words between two of them (``Paul Michael Gross`` for ``Paul
    Gross``, ``John Bernard JB Handelsman`` for ``J. B. Handelsman``)."""
    asked = _fold(name)
    if not asked:
        return False
    have = _folded_set(text)
    if asked[-1] not in have or any(len(a) > 1 and a not in have for a in asked):
        return False  # a word the name needs written as is (all but initials) is not there
    words = _fold(text)
    for start, word in enumerate(words):
        if not _same_word(asked[0], word):
            continue
        at, ok = start, True
        for part in asked[1:]:
            nxt = next((j for j in range(at + 1, min(at + 2 + _GAP, len(words)))
                        if _same_word(part, words[j])), None)  # fmt: skip
            if nxt is None:
                ok = False
                break
            at = nxt
        if ok and words[at] == asked[-1]:
            return True
    return False


def _part_on_its_page(used: UsedClaim, text: str, name: str) -> bool:
    """A claim on the page titled ``name`` that calls it by a part of it (``Azmi`` on
    *Shabana Azmi*, ``Agnes II`` on *Agnes II, Abbess of Quedlinburg*, ``Ferdinand Karl
    Viktor`` on *Archduke Ferdinand Karl Viktor of Austria-Este*), unless the longest part
    it writes starts right after a comma of the name: a title cut at its comma (``Spies and
    Private Eyes`` on *Mercenaries, Spies and Private Eyes*)."""
    if not used.title or _fold(title_entity(used.title)) != _fold(name):
        return False
    pieces = [_fold(piece) for piece in name.split(",")]
    asked = [w for piece in pieces for w in piece]
    after_comma = {sum(len(p) for p in pieces[:k]) for k in range(1, len(pieces))}
    words = _fold(text)
    for i in range(len(words)):
        for k in range(len(asked)):
            if words[i] != asked[k] or (i and k and words[i - 1] == asked[k - 1]):
                continue  # no match, or not the start of the longest run
            n = 1
            while i + n < len(words) and k + n < len(asked) and words[i + n] == asked[k + n]:
                n += 1
            if k not in after_comma and any(len(w) >= 3 and w not in _JOINERS
                                            for w in asked[k : k + n]):  # fmt: skip
                return True
    return False


_JOINERS = frozenset({"and", "of", "von", "van", "der", "den", "des", "del", "della", "for"})


def _value_mark(value: str) -> str | None:
    """What a claim stating the value writes: a date's year, a figure's number, an entity's
    name; ``None`` when nothing can be checked."""
    date = _DATE.match(value)
    if date:
        return date.group(1)
    if any(ch.isdigit() for ch in value):
        figure = _FIGURE.search(value)
        return figure.group().rstrip(",.") if figure else None
    return value or None


def _carries(used: UsedClaim, name: str, other: str | None) -> bool:
    """The claim (or its span) names ``name`` whole and states the fact's other side."""
    for text in (used.claim, used.span):
        if not text or not (_names(text, name) or _part_on_its_page(used, text, name)):
            continue
        if other is None or other in text or _names(text, other):
            return True
    return False


def _named_in_question(question: str, name: str) -> bool:
    """``name`` (four letters or more past an article) is words of ``question``, given
    normalised and padded with spaces."""
    bare = name.removeprefix("The ").removeprefix("the ")
    return len(bare) >= 4 and f" {normalize_answer(name)} " in question


def unnamed_entity(item: QAItem) -> str | None:
    """An entity the question names (a fact's subject, or its value when a name) that no used
    claim or span carrying that fact writes whole: the evidence a reader is shown does not
    state the asked fact about the named entity."""
    facts = asked_facts(item)
    if not facts or not item.used_claims:
        return None
    claims: Sequence[UsedClaim] = item.used_claims
    wanted: dict[str, list[str | None]] = {}
    for fact in facts:
        mark = _value_mark(fact.value)
        wanted.setdefault(fact.subject, []).append(mark)
        if mark == fact.value and not any(ch.isdigit() for ch in fact.value):
            wanted.setdefault(fact.value, []).append(fact.subject)
    question = f" {normalize_answer(item.question)} "
    for name, others in wanted.items():
        if not _named_in_question(question, name):
            continue
        if not any(_carries(used, name, other) for used in claims for other in others):
            return (f"the question names {name!r}, but no used claim states its fact with the "
                    "name whole (a claim cut inside the name?)")  # fmt: skip
    return None
