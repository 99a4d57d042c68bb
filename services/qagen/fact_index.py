"""The facts of one graph, indexed for templates: by relation, by subject, and by links.

Two subjects are *linked* when they are the same entity, when one's document mentions
the other, or when both point to the same entity (two films by one director). Templates
combine only linked subjects (temporal, causal) or subjects of one kind (comparison), so
an item never glues two unrelated pages together.
"""

from __future__ import annotations

import dataclasses
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
from shared.facts.names import described_role, role_disambiguator
from shared.facts.relations import DEMONYMS, kind_of
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.metrics.normalize import normalize_answer
from shared.quality.phrasing import close_appositives, normalise_date_phrasing

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


def _qualifier(title: str) -> str:
    """A title's disambiguator that a question can put before the name: a kind or a role
    without a year (``South Australian politician``, ``US band``, ``Andy Williams album``,
    ``TV series``); ``""`` for a year or a date (it would give a release or a birth away)
    or for anything else (``The Simpsons``)."""
    found = title_disambiguator(title)
    if not found or any(ch.isdigit() for ch in found) or "." in found:
        return ""
    return found if kind_of(found) else ""


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
    return _shared_key(name, shared) is not None


def _shared_key(name: str, shared: set[str]) -> str | None:
    """The shared name ``name`` stands for, if any."""
    key = name_key(name)
    if key in shared:
        return key
    return next((other for other in sorted(shared) if other.split()[:1] == key.split()[:1]
                 and same_entity(name, other)), None)  # fmt: skip


def _page_role(bucket: ClaimBucket, subject: str, facts: Sequence[Fact]) -> str:
    """What the page says ``subject`` is: its title's role (``Richard Wright (author)``), or
    the noun its claims describe it by (``... was an American musician``); ``""`` if none."""
    if same_entity(title_entity(bucket.title), subject):
        role = role_disambiguator(bucket.title)
        if role:
            return role
    texts = [f.claim.text for f in facts if same_entity(f.subject, subject)]
    if not texts and same_entity(title_entity(bucket.title), subject):
        texts = [c.text for c in bucket.claims[:2]]
    return next((role for role in map(described_role, texts) if role), "")


def _qualified_names(
    read: Sequence[tuple[ClaimBucket, list[Fact]]], shared: set[str]
) -> dict[int, dict[str, str]]:
    """Per document, the role of each of its subjects a question names with what the page
    says they are (``author``: ``the author Richard Wright``): a person whose page title
    carries a role (the name is several people's) and whose bare name another document
    mentions (``Richard Wright on keyboards``, a Turner Prize going to Richard Wright), and
    a shared name of people whose every page in the graph gives it a role no other of them
    gives (``the musician Audrey Williams`` beside ``the archaeologist Audrey Williams``). A
    shared name some page gives no role, or two pages the same, or a work's, is absent."""
    out: dict[int, dict[str, str]] = {}
    texts = {b.doc_id: " ".join([b.title, *(c.text for c in b.claims)]) for b, _ in read}
    for bucket, facts in read:
        role = role_disambiguator(bucket.title)
        bare = title_entity(bucket.title)
        if not role or not any(
            re.search(rf"(?<![\w-]){re.escape(bare)}(?![\w-])", text)
            for doc, text in texts.items() if doc != bucket.doc_id
        ):
            continue  # only another document's mention can be read as another person
        for fact in facts:
            if fact.relation in ("born", "died") and same_entity(fact.subject, bare):
                out.setdefault(bucket.doc_id, {})[fact.subject] = role
    roles: dict[str, dict[int, tuple[str, set[str]]]] = {}
    for bucket, facts in read:
        bare_key = _shared_key(title_entity(bucket.title), shared)
        subjects = {f.subject for f in facts if _named_by(f.subject, shared)}
        if bare_key is not None and not subjects:
            subjects = {title_entity(bucket.title)}  # a page of the name without facts of it
        for subject in subjects:
            key = _shared_key(subject, shared)
            assert key is not None
            held = roles.setdefault(key, {}).setdefault(
                bucket.doc_id, (_page_role(bucket, subject, facts), set()))
            held[1].add(subject)
    people = {(b.doc_id, f.subject) for b, facts in read for f in facts
              if f.relation in ("born", "died") or f.kind == "person"}  # fmt: skip
    # a page of the name that states no fact of it is asked about by no item: only its role
    # counts, to tell the others apart
    people |= {(b.doc_id, title_entity(b.title)) for b, facts in read
               if not any(same_entity(f.subject, title_entity(b.title)) for f in facts)}
    for by_doc in roles.values():
        found = [role for role, _ in by_doc.values()]
        persons = all((doc, subject) in people for doc, (_, subjects) in by_doc.items()
                      for subject in subjects)  # fmt: skip
        # a work's kind is the question's own word ("Which film ..., the film X"), which
        # tells two films of one name apart no better than the bare name
        if persons and all(found) and len(set(found)) == len(found):
            for doc, (role, subjects) in by_doc.items():
                for subject in subjects:
                    out.setdefault(doc, {})[subject] = role
        else:
            for doc, (_, subjects) in by_doc.items():
                for subject in subjects:
                    out.get(doc, {}).pop(subject, None)
    return out


@dataclass
class FactIndex:
    """Facts of a graph's documents with the lookups templates need."""

    buckets: Sequence[ClaimBucket]
    facts: list[Fact] = field(default_factory=list)
    doc_text: dict[int, str] = field(default_factory=dict)
    skips: Counter[str] = field(default_factory=Counter)
    qualified: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Subjects named with their role (``Richard Wright (author)``, one entity apart from
    ``Richard Wright (musician)`` for every template) -> the bare name an answer gives and
    the phrase a question asks (``the author Richard Wright``)."""
    _pointers: dict[str, set[str]] = field(default_factory=dict)
    _mentions: dict[tuple[int, str], bool] = field(default_factory=dict)
    _stated: dict[tuple[int, str], list[str]] = field(default_factory=dict)

    @classmethod
    def build(cls, buckets: Sequence[ClaimBucket]) -> FactIndex:
        """Read every bucket's facts; a subject whose name another entity of the graph
        shares (``_shared_names_of``) is asked qualified by what its page says it is when
        that is unique (``_qualified_names``), else its facts are dropped, as are facts
        naming such a name as a maker (which page's person it is, no claim says)."""
        index = cls(buckets)
        read = [(bucket, facts_of_bucket(bucket)) for bucket in buckets]
        shared = _shared_names_of(read)
        roles = _qualified_names(read, shared)
        makers = {name_key(subject): f"{subject} ({role})" for by_doc in roles.values()
                  for subject, role in by_doc.items() if not _named_by(subject, shared)}
        for at, (bucket, facts) in enumerate(read):
            named = roles.get(bucket.doc_id, {})
            read[at] = (bucket, [index._qualify(f, named, makers) for f in facts])
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
            qualifier = _qualifier(bucket.title) if _narrow_disambiguator(bucket.title) else ""
            if qualifier:
                # "William Copley (South Australian politician)": asked as "the South
                # Australian politician William Copley", answered "William Copley" (phrased)
                facts = [index._qualify_as(f, qualifier) if same_entity(f.subject, bare)
                         else f for f in facts]  # fmt: skip
                index.skips["fact: subject named with its disambiguator"] += sum(
                    1 for f in facts if f.subject.endswith(f" ({qualifier})"))
            elif _narrow_disambiguator(bucket.title):
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
            # the claims and their verbatim spans: a split or shortened claim may leave out
            # a clause the page states ("... after Meir Kahane's assassination in 1990")
            index.doc_text[bucket.doc_id] = " ".join(
                [bucket.title, *(c.text for c in bucket.claims),
                 *dict.fromkeys(c.span for c in bucket.claims)]
            ).lower()  # fmt: skip
        return index

    def _qualify(self, fact: Fact, roles: dict[str, str], makers: dict[str, str]) -> Fact:
        """The fact with its subject named with its role (``Richard Wright (author)``) when
        ``roles`` holds one, and a maker that names such a person (not a shared name, whose
        page no claim tells) likewise, so a bridge still reaches that page."""
        role = roles.get(fact.subject)
        if role:
            subject = f"{fact.subject} ({role})"
            self.qualified[subject] = (fact.subject, f"the {role} {fact.subject}")
            fact = dataclasses.replace(fact, subject=subject)
        if isinstance(fact.value, EntityValue) and name_key(fact.value.name) in makers:
            fact = dataclasses.replace(fact, value=EntityValue(makers[name_key(fact.value.name)]))
        return fact

    def _qualify_as(self, fact: Fact, qualifier: str) -> Fact:
        """The fact with its subject named with its page's qualifier (``William Copley
        (South Australian politician)``), asked ``the South Australian politician William
        Copley`` and answered ``William Copley``."""
        bare = fact.subject.removeprefix("the ")
        subject = f"{bare} ({qualifier})"
        self.qualified[subject] = (fact.subject, f"the {qualifier} {bare}")
        return dataclasses.replace(fact, subject=subject)

    def phrased(self, draft: QADraft) -> QADraft:
        """The draft as asked: a subject named with its role (``Richard Wright (author)``)
        is ``the author Richard Wright`` in the question and ``Richard Wright`` in the
        answer, steps and computed values (the qualified name an alias of the answer;
        ``computed["qualified"]`` records it); dates are phrased for their precision (``on
        September 28, 2007``, not the source's ``in``)."""
        question, answer, done = draft.question, draft.answer, []
        steps, computed = list(draft.reasoning_steps or ()), dict(draft.computed)
        aliases = [a for a in computed.get("aliases", "").split(" | ") if a]
        for inner, (bare, phrase) in sorted(self.qualified.items()):
            if inner not in question and inner not in answer:
                continue
            if inner in question:
                question = question.replace(inner, phrase)
                done.append(f"{bare} -> {phrase}")
            if inner in answer:
                answer = answer.replace(inner, bare)
                if normalize_answer(answer) == normalize_answer(bare):
                    aliases.append(phrase)
            steps = [step.replace(inner, bare) for step in steps]
            computed = {k: v.replace(inner, bare) if k not in ("facts", "entities") else v
                        for k, v in computed.items()}  # fmt: skip
        question = close_appositives(normalise_date_phrasing(question), self._appositives(draft))
        if question == draft.question and answer == draft.answer:
            return draft
        if done:
            computed["qualified"] = " ;; ".join(done)
        if aliases:
            computed["aliases"] = " | ".join(dict.fromkeys(aliases))
        return draft.model_copy(update={"question": question, "answer": answer,
                                        "reasoning_steps": tuple(steps),
                                        "computed": computed})  # fmt: skip

    @staticmethod
    def _appositives(draft: QADraft) -> list[str]:
        """The draft's subjects that carry an appositive (``David Ogilvy, 12th Earl of
        Airlie``)."""
        return [part.split(" | ")[0] for part in draft.computed.get("facts", "").split(" ;; ")
                if ", " in part.split(" | ")[0]]  # fmt: skip

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
            key = next((bare.lower() for inner, (bare, _) in self.qualified.items()
                        if inner.lower() == key), key)  # "Richard Wright (author)"  # fmt: skip
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
        if self.names_other(a, b):
            return True
        pa, pb = self.pointers_of(a.subject), self.pointers_of(b.subject)
        if any(same_entity(x, y) for x in pa for y in pb):
            return True
        events = a.relation.startswith("event:") or b.relation.startswith("event:")
        return events and bool(_shared_names(a) & _shared_names(b))

    def bare(self, subject: str) -> str:
        """The name a subject is written by (``Scott Howell`` for the qualified ``Scott Howell
        (footballer)``)."""
        return self.qualified.get(subject, (subject, ""))[0]

    def names_other(self, a: Fact, b: Fact) -> bool:
        """Whether one fact's page names the other's subject, not only inside its own name:
        ``Lida Scott Howell``'s page writes ``Scott Howell`` without naming the footballer
        (the names are compared bare, as the pages write them)."""
        if name_inside(self.bare(a.subject), self.bare(b.subject)):
            return False
        return self.mentions(a.doc_id, b.subject) or self.mentions(b.doc_id, a.subject)

    def one_document_holds(
        self, facts: Sequence[Fact], precision: str | Sequence[str] = "day"
    ) -> int | None:
        """One of the facts' documents that names every subject and states every value the
        item needs at the precision the answer asks (``year`` when the years decide it; one
        precision per fact when given a sequence), by a mention outside any fact (``A's
        assassination in 1990`` on B's page): a reader of that page alone has the answer.
        ``None`` if none."""
        asked = [precision] * len(facts) if isinstance(precision, str) else list(precision)
        valued = [(f, p) for f, p in zip(facts, asked, strict=True)
                  if not isinstance(f.value, EntityValue)]  # fmt: skip
        if not valued:
            return None
        for doc in sorted({f.doc_id for f in facts}):
            text = self.doc_text.get(doc, "")
            if all(_states(text, f, p) and self.mentions(doc, f.subject.lower())
                   for f, p in valued):  # fmt: skip
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
