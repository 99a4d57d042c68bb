"""The facts of one graph, indexed for templates: by relation, by subject, and by links.

Two subjects are *linked* when they are the same entity, when one's document mentions
the other, or when both point to the same entity (two films by one director). Templates
combine only linked subjects (temporal, causal) or subjects of one kind (comparison), so
an item never glues two unrelated pages together.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from shared.facts import (
    DateValue,
    EntityValue,
    Fact,
    QuantityValue,
    facts_of_bucket,
    order,
    title_disambiguator,
    title_entity,
)
from shared.facts.relations import DEMONYMS
from shared.messages.claims import ClaimBucket

__all__ = ["FactIndex", "deciding_precision", "name_inside", "name_key", "same_entity"]

_SMALL = {"the", "of", "a", "an", "and", "&", "de", "da", "von", "van"}


@lru_cache(maxsize=65536)
def name_key(name: str) -> str:
    """A name folded for comparison: lower case, no articles or punctuation."""
    words = re.findall(r"[\w']+", name.lower())
    return " ".join(w for w in words if w not in _SMALL)


@lru_cache(maxsize=65536)
def same_entity(a: str, b: str) -> bool:
    """``Christopher Nolan`` and ``Christopher Edward Nolan`` (all of one name's words in
    the other, at least two of them, the first and last words the same: ``Scott Howell``
    is not ``Lida Scott Howell``) or equal folded names."""
    ka, kb = name_key(a), name_key(b)
    if not ka or not kb:
        return False
    if ka == kb:
        return True
    la, lb = ka.split(), kb.split()
    small, big = (la, lb) if len(la) <= len(lb) else (lb, la)
    return (len(small) >= 2 and set(small) <= set(big) and small[0] == big[0]
            and small[-1] == big[-1])  # fmt: skip


def _shared_names(fact: Fact) -> set[str]:
    """Names the fact's claim mentions besides its subject (``Boeing``), nationalities and
    short words left out."""
    subject = name_key(fact.subject)
    out = set()
    for name in fact.claim.features.entities:
        key = name_key(name)
        if len(key) < 4 or name in DEMONYMS or key in subject or subject in key:
            continue
        out.add(key)
    return out


def _narrow_disambiguator(title: str) -> bool:
    """Whether a title's parenthetical does more than name a kind: a year, a place, a role
    (``(1963 film)``, ``(Maine politician)``), so the bare name is ambiguous within its kind."""
    found = title_disambiguator(title)
    return len(found.split()) > 1 or any(ch.isdigit() for ch in found)


_SEQUEL = re.compile(r"^(?:\s*:|\s+(?:ii|iii|iv|2|3|4|part\b))", re.I)


def name_inside(a: str, b: str) -> bool:
    """Whether one name holds the other (``The Room`` in ``Inside the Room``): the longer
    page "mentions" the shorter by its own title, which links nothing. A sequel's title
    (``X II``, ``X: Part 2``) does name its original."""
    ka, kb = name_key(a), name_key(b)
    short, long = sorted((ka, kb), key=len)
    if not short or short == long or short not in long:
        return False
    return not (long.startswith(short) and _SEQUEL.match(long[len(short):]))


def _shared_names_of(read: Sequence[tuple[ClaimBucket, list[Fact]]]) -> set[str]:
    """Folded names that stand for two entities in one graph, so a bare name in a question
    could be read as the other and flip the answer: the bare titles of two documents
    (``Richard Wright (author)`` and ``Richard Wright (musician)``, ``Get Carter`` and
    ``Get Carter (2000 film)``), and subjects of two documents with different dates for one
    relation (two people of one name born in different years)."""
    pages: dict[str, set[tuple[str, str]]] = {}
    for bucket, _ in read:
        key = name_key(title_entity(bucket.title))
        if key:
            pages.setdefault(key, set()).add((bucket.url, bucket.content_hash))
    shared = {key for key, docs in pages.items() if len(docs) > 1}
    dated: dict[tuple[str, str], dict[int, DateValue]] = {}
    for bucket, facts in read:
        for fact in facts:
            if isinstance(fact.value, DateValue) and fact.relation in ("born", "died"):
                held = dated.setdefault((name_key(fact.subject), fact.relation), {})
                held.setdefault(bucket.doc_id, fact.value)
    for (key, _), values in dated.items():
        found = list(values.values())
        if any(order(found[0], other) != 0 for other in found[1:]):
            shared.add(key)
    return shared


def deciding_precision(a: DateValue, b: DateValue) -> str:
    """The coarsest precision that tells two dates apart: ``year`` when their years
    differ, else ``month`` when their months do, else ``day``."""
    if a.earliest.year != b.earliest.year:
        return "year"
    return "month" if a.earliest.month != b.earliest.month else "day"


def _states(text: str, fact: Fact, precision: str) -> bool:
    """Whether a document's (lower-case) text states the fact's value at the asked
    precision (or its own, when coarser): the year, with the month and the day when asked
    and known; or the figure."""
    value = fact.value
    if isinstance(value, DateValue):
        day = value.earliest
        if not re.search(rf"(?<!\d){day.year}(?!\d)", text):
            return False
        if value.precision in ("day", "month") and precision in ("day", "month"):
            month = f"{day:%B}".lower()
            if not re.search(rf"\b{month[:3]}(?:{month[3:]}|\.)?\b", text):
                return False
        if value.precision != "day" or precision != "day":
            return True
        return re.search(rf"(?<!\d)0?{day.day}(?!\d)", text) is not None
    if isinstance(value, QuantityValue):
        number = re.search(r"\d[\d,.]*\d|\d", value.quantity.text)
        return number is not None and re.search(
            rf"(?<![\d.,]){re.escape(number.group())}(?![\d])", text) is not None  # fmt: skip
    return False


def _named_by(name: str, shared: set[str]) -> bool:
    key = name_key(name)
    return key in shared or any(same_entity(name, other) for other in shared
                                if other.split()[:1] == key.split()[:1])  # fmt: skip


@dataclass
class FactIndex:
    """Facts of a graph's documents with the lookups templates need."""

    buckets: Sequence[ClaimBucket]
    facts: list[Fact] = field(default_factory=list)
    doc_text: dict[int, str] = field(default_factory=dict)
    skips: Counter[str] = field(default_factory=Counter)
    _pointers: dict[str, set[str]] = field(default_factory=dict)
    _mentions: dict[tuple[int, str], bool] = field(default_factory=dict)
    _stated: dict[tuple[int, str], list[str]] = field(default_factory=dict)

    @classmethod
    def build(cls, buckets: Sequence[ClaimBucket]) -> FactIndex:
        """Read every bucket's facts; drop those that name a subject or a maker by a name
        that another entity of the graph shares (``_shared_names_of``)."""
        index = cls(buckets)
        read = [(bucket, facts_of_bucket(bucket)) for bucket in buckets]
        shared = _shared_names_of(read)
        for bucket, facts in read:
            if shared:
                kept = [f for f in facts if not _named_by(f.subject, shared)]
                if len(kept) < len(facts):
                    index.skips["fact: another entity of the graph shares the subject's "
                                "name"] += len(facts) - len(kept)  # fmt: skip
                facts = [f for f in kept if not (isinstance(f.value, EntityValue)
                                                 and _named_by(f.value.name, shared))]  # fmt: skip
                if len(facts) < len(kept):
                    index.skips["fact: another entity of the graph shares the maker's "
                                "name"] += len(kept) - len(facts)  # fmt: skip
            bare = title_entity(bucket.title)
            if _narrow_disambiguator(bucket.title):
                # "Charley's Aunt (1963 film)": the bare name is one of several entities of
                # its kind, and another reading can flip the answer (an older "Charley's
                # Aunt" came out first); the disambiguator often gives the value away (its
                # year). A bare kind ("The Prestige (film)") is named by the question.
                kept = [f for f in facts if not same_entity(f.subject, bare)]
                index.skips["fact: subject's name is ambiguous without its disambiguator"] += (
                    len(facts) - len(kept)
                )
                facts = kept
            index.facts.extend(facts)
            index.doc_text[bucket.doc_id] = " ".join(
                [bucket.title, *(c.text for c in bucket.claims)]
            ).lower()
        return index

    def with_relation(self, relations: Iterable[str]) -> list[Fact]:
        """Facts whose relation is one of ``relations``."""
        wanted = set(relations)
        return [f for f in self.facts if f.relation in wanted]

    def mentions(self, doc_id: int, name: str) -> bool:
        """Whether document ``doc_id`` names ``name`` (folded, whole words)."""
        found = self._mentions.get((doc_id, name))
        if found is None:
            text = self.doc_text.get(doc_id, "")
            key = name.lower()
            found = bool(key) and key in text and (
                re.search(rf"(?<!\w){re.escape(key)}(?!\w)", text) is not None)  # fmt: skip
            self._mentions[(doc_id, name)] = found
        return found

    def pointers_of(self, subject: str) -> set[str]:
        """Entities the subject's facts point to (its director, author ...)."""
        found = self._pointers.get(subject)
        if found is None:
            found = self._pointers[subject] = self._find_pointers(subject)
        return found

    def _find_pointers(self, subject: str) -> set[str]:
        return {
            f.value.name
            for f in self.facts
            if isinstance(f.value, EntityValue) and f.relation != "nationality"
            and same_entity(f.subject, subject)
        }

    def linked(self, a: Fact, b: Fact) -> bool:
        """Whether the two facts' subjects are one entity or linked in the graph: one's page
        names the other, or both point to one entity (a shared director); two news events
        may also be linked by a name both claims mention (``Boeing``)."""
        if name_key(a.subject) == name_key(b.subject) or (
            a.doc_id == b.doc_id and same_entity(a.subject, b.subject)
        ):
            return True  # two pages' subjects are two entities ("William C. Ferguson")
        if not name_inside(a.subject, b.subject) and (
            self.mentions(a.doc_id, b.subject) or self.mentions(b.doc_id, a.subject)
        ):
            return True
        pa, pb = self.pointers_of(a.subject), self.pointers_of(b.subject)
        if any(same_entity(x, y) for x in pa for y in pb):
            return True
        events = a.relation.startswith("event:") or b.relation.startswith("event:")
        return events and bool(_shared_names(a) & _shared_names(b))

    def one_document_holds(self, facts: Sequence[Fact], precision: str = "day") -> int | None:
        """One of the facts' documents that names every subject and states every value the
        item needs at the precision the answer asks (``year`` when the years decide it), by
        a mention outside any fact (``A's assassination in 1990`` on B's page): a reader of
        that page alone has the answer. ``None`` if none."""
        valued = [f for f in facts if not isinstance(f.value, EntityValue)]
        if not valued:
            return None
        for doc in sorted({f.doc_id for f in facts}):
            text = self.doc_text.get(doc, "")
            if all(_states(text, f, precision) and self.mentions(doc, f.subject.lower())
                   for f in valued):  # fmt: skip
                return doc
        return None

    def one_document_states(self, a: Fact, b: Fact) -> bool:
        """Whether a single document states the same relation for both subjects (so the
        item would not need two documents)."""
        if not self._stated:
            for fact in self.facts:
                self._stated.setdefault((fact.doc_id, fact.relation), []).append(fact.subject)
        return any(same_entity(s, b.subject) for s in self._stated.get((a.doc_id, b.relation), ())
                   ) or any(same_entity(s, a.subject)
                            for s in self._stated.get((b.doc_id, a.relation), ()))  # fmt: skip
