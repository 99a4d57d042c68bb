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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from services.qagen.asking import phrase_draft
from services.qagen.name_match import (
    common_phrase,
    name_inside,
    name_key,
    opening_description,
    same_entity,
)
from services.qagen.namesakes import namesakes_of
from services.qagen.page_reading import (
    deciding_precision,
    describes_event,
    kin_pattern,
    states,
)
from services.qagen.place_names import places_of, shared_place_name, title_place, with_place
from services.qagen.shared_names import (
    as_person,
    named_by,
    narrow_disambiguator,
    qualified_names,
    shared_names_of,
    title_qualifier,
)
from services.qagen.whole_words import holds_word
from services.qagen.work_names import WorkTable, self_titled
from shared.facts import EntityValue, Fact, facts_of_bucket, title_entity
from shared.facts.dated import KIND_RELATION
from shared.facts.known_as import known_name, page_name
from shared.facts.relations import DEMONYMS
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket

__all__ = [
    "FactIndex",
    "deciding_precision",
    "fact_states",
    "name_inside",
    "name_key",
    "same_entity",
]

fact_states = states
"""Whether a (lower-case) text states a fact's value at a precision (for the templates)."""


def _shared_names(fact: Fact) -> set[str]:
    """Names the fact's claim mentions besides its subject (``Boeing``), nationalities and
    short words left out."""
    subject = name_key(fact.subject)
    out = set()
    for name in fact.claim.features.entities:
        key = name_key(name)
        if len(key) < 4 or name in DEMONYMS or key in subject or subject in key:
            continue
        if common_phrase(name):
            continue  # "Navy Nurse": common words two claims share link no two events
        out.add(key)
    return out


@lru_cache(maxsize=4096)
def _marked_name_rx(name: str, kind: str) -> re.Pattern[str]:
    """A lower-case name marked as a name: in quotes, before ``(<year>`` or ``(<kind>``, or
    after its kind (``film``) within 40 characters; built once per name and kind, since
    ``names_as_name`` asks it for every pair of facts."""
    key, kind = re.escape(name), re.escape(kind)
    marked = [rf"[\"“'‘]\s*{key}(?!\w)", rf"(?<!\w){key}\s*[\"”'’]",
              rf"(?<!\w){key}\s*\(\s*(?:\d{{4}}|{kind or 'x^'})"]  # fmt: skip
    if kind:
        marked.append(rf"\b{kind}\b[^.;]{{0,40}}?(?<!\w){key}(?!\w)")
    return re.compile("|".join(f"(?:{p})" for p in marked))


_GLUED_TITLES = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])")
"""A lower-case letter run into a capitalised word: two titles a dump listed without a space."""

@dataclass
class FactIndex:
    """Facts of a graph's documents with the lookups templates need."""

    buckets: Sequence[ClaimBucket]
    facts: list[Fact] = field(default_factory=list)
    doc_text: dict[int, str] = field(default_factory=dict)
    page_text: dict[int, str] = field(default_factory=dict)
    """Each document's whole text (lower-case) when the document store holds it: the
    sentences no claim came from ("It was remade ... in 1931 under the 'Captain Applejack'
    title") can still give an item away, so the one-page check reads them too."""
    skips: Counter[str] = field(default_factory=Counter)
    qualified: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Subjects named with their role (``Richard Wright (author)``, one entity apart from
    ``Richard Wright (musician)`` for every template) -> the bare name an answer gives and
    the phrase a question asks (``the author Richard Wright``)."""
    self_titled: set[str] = field(default_factory=set)
    """Works of ``qualified`` titled with another entity's name (``Taylor Swift (album)``):
    asked with their kind even where the question names it (*Which album came out first,
    the album Taylor Swift or ...?*), since the bare title reads as the other entity."""
    works: WorkTable = field(default_factory=lambda: WorkTable({}, {}))
    """The works a question names with their kind and maker (``Calvin Harris's album
    Motion``), read once per graph (``services.qagen.work_names``)."""
    placeless: set[str] = field(default_factory=set)
    """Subjects whose name many places share (``Union Station``) with no place known: an
    item whose question names one is skipped (``asked``)."""
    known: dict[str, str] = field(default_factory=dict)
    """A person's legal name (``Joseph Fidler Walsh``) and the name the page's title and
    lead know them by (``Joe Walsh``): the question and answer use the known name, the
    legal one is an alias."""
    _pointers: dict[str, set[str]] = field(default_factory=dict)
    _mentions: dict[tuple[int, str], bool] = field(default_factory=dict)
    _stated: dict[tuple[int, str], list[str]] = field(default_factory=dict)
    _held: dict[tuple[object, ...], int | None] = field(default_factory=dict)
    """``one_document_holds`` by its facts' documents, subjects, values and precisions: the
    templates ask it again for every pair and triple a fact is in."""
    _kin: dict[tuple[int, str, bool], bool] = field(default_factory=dict)
    _titles: dict[int, str] = field(default_factory=dict)
    """Each document's title's entity (``own_page``), read on first use."""
    paragraphs: dict[int, list[str]] = field(default_factory=dict)
    """Each document's paragraphs, as ``other_pages`` reads them (filled on first use)."""
    unclaimed: dict[int, str] = field(default_factory=dict)
    """The text (as written) of each page no claim came from (a bucket without claims),
    read by ``other_pages``: a list page can answer an item alone."""

    @classmethod
    def build(
        cls, buckets: Sequence[ClaimBucket], texts: Callable[[str], str | None] | None = None
    ) -> FactIndex:
        """Read every bucket's facts (``texts`` gives a document's whole text by its
        content hash, for the one-page check: ``page_text``); a subject whose name another
        entity of the graph shares (``shared_names_of``), or that a page mentions another
        bearer of (``namesakes_of``: "the 1991 novel of the same name"), is asked qualified by
        what its page says it is when that is unique (``qualified_names``), else its facts
        are dropped, as are facts naming such a name as a maker (which page's person it is,
        no claim says)."""
        index = cls([bucket for bucket in buckets if bucket.claims])
        index.unclaimed = {b.doc_id: whole for b in buckets if not b.claims and (
            whole := texts(b.content_hash) if texts is not None else None)}  # fmt: skip
        buckets = index.buckets
        read = [(bucket, index._named(bucket, facts_of_bucket(bucket))) for bucket in buckets]
        namesakes = namesakes_of(read, texts)
        shared = shared_names_of(read) | set(namesakes)
        roles = qualified_names(read, shared, namesakes)
        makers = {name_key(subject): f"{subject} ({role})" for by_doc in roles.values()
                  for subject, role in by_doc.items() if not named_by(subject, shared)}
        for at, (bucket, facts) in enumerate(read):
            named = roles.get(bucket.doc_id, {})
            read[at] = (bucket, [index._qualify(f, named, makers) for f in facts])
        pages: dict[str, set[tuple[int, str, str]]] = {}
        for bucket, facts in read:
            if shared:
                kept = [f for f in facts if not named_by(f.subject, shared)]
                if len(kept) < len(facts):
                    index.skips["fact: another entity of the graph shares the subject's "
                                "name"] += len(facts) - len(kept)  # fmt: skip
                facts = [f for f in kept if not (isinstance(f.value, EntityValue)
                                                 and named_by(f.value.name, shared))]  # fmt: skip
                if len(facts) < len(kept):
                    index.skips["fact: another entity of the graph shares the maker's "
                                "name"] += len(kept) - len(facts)  # fmt: skip
            bare = title_entity(bucket.title)
            place = title_place(bucket.title)
            qualifier = title_qualifier(bucket.title) if narrow_disambiguator(bucket.title) else ""
            if place or any(shared_place_name(f.subject) for f in facts):
                # "Princeton High School (Illinois)": "Princeton High School in Illinois"
                facts = index._placed(bucket, facts, bare, place)
            if qualifier and not place:
                # "William Copley (South Australian politician)": asked as "the South
                # Australian politician William Copley", answered "William Copley" (phrased)
                facts = [index._qualify_as(f, qualifier) if same_entity(f.subject, bare)
                         else f for f in facts]  # fmt: skip
                page = (bucket.doc_id, bare.removeprefix("the "), qualifier)
                pages.setdefault(name_key(bare), set()).add(page)
                index.skips["fact: subject named with its disambiguator"] += sum(
                    1 for f in facts if f.subject.endswith(f" ({qualifier})"))
            elif not place and narrow_disambiguator(bucket.title):
                # "Charley's Aunt (1963 film)": the bare name is one of several entities of
                # its kind, and another reading can flip the answer (an older "Charley's
                # Aunt" came out first); the disambiguator often gives the value away (its
                # year). A bare kind ("The Prestige (film)") is named by the question.
                kept = [f for f in facts if not same_entity(f.subject, bare)]
                index.skips["fact: subject's name is ambiguous without its disambiguator"] += (
                    len(facts) - len(kept)
                )
                facts = kept
            lives = [f for f in facts if f.relation in ("born", "died") and describes_event(f)]
            if lives:
                index.skips["fact: life dates of a subject its span calls an event or a "
                            "period"] += len(lives)  # fmt: skip
                facts = [f for f in facts if f not in lives]
            index._read_known(bucket, facts)
            index.facts.extend(facts)
            # the claims and their verbatim spans: a split or shortened claim may leave out
            # a clause the page states ("... after Meir Kahane's assassination in 1990")
            index.doc_text[bucket.doc_id] = " ".join(
                [bucket.title, *(c.text for c in bucket.claims),
                 *dict.fromkeys(c.span for c in bucket.claims)]
            ).lower()  # fmt: skip
            whole = texts(bucket.content_hash) if texts is not None else None
            if whole:
                # a dump's title list without separators ("... Jingle All the WaySnow Dogs")
                # is read both as written and with its glued titles apart: the one-page
                # checks only grow more careful (a name either reading holds counts)
                apart = _GLUED_TITLES.sub(" ", whole)
                index.page_text[bucket.doc_id] = (
                    whole if apart == whole else f"{whole}\n{apart}").lower()
        index._as_their_pages(pages)
        titled: dict[str, str] = {}
        for at, subject in self_titled(index.facts, buckets).items():
            # "the release of Taylor Swift" reads as the singer: "the album Taylor Swift"
            bare = index.facts[at].subject
            kind = subject.removesuffix(")").rpartition(" (")[2]
            index.qualified[subject] = (bare, f"the {kind} {bare.removeprefix('the ')}")
            index.self_titled.add(subject)
            titled[subject] = kind
            index.facts[at] = dataclasses.replace(index.facts[at], subject=subject)
            index.skips["fact: a work titled with another entity's name asked with its kind"] += 1
        for inner, (bare, phrase) in index.qualified.items():
            kind = phrase.removeprefix("the ").removesuffix(f" {bare.removeprefix('the ')}")
            if kind in KIND_RELATION and inner not in titled:
                # "the film Diary of a Wimpy Kid" beside the novel: other films bear it too
                titled[inner] = kind
        written = {inner: bare for inner, (bare, _) in index.qualified.items()} | index.known
        leads = [text for b in buckets for c in b.claims
                 for text in dict.fromkeys((c.text, c.span))]  # fmt: skip
        index.works = WorkTable.of(index.facts, titled, written, leads)
        return index

    def _named(self, bucket: ClaimBucket, facts: list[Fact]) -> list[Fact]:
        """The facts whose subject is a name: the page's own entity, or a name that is more
        than a description its sentence's start capitalised (``First German language edition
        was published in 1938`` on ``Three Comrades (novel)`` names no entity a question can
        compare: ``opening_description``); each dropped fact counted."""
        title = title_entity(bucket.title)
        kept = [f for f in facts if same_entity(f.subject, title)
                or not opening_description(f.subject)]  # fmt: skip
        if len(kept) < len(facts):
            self.skips["fact: subject is a description its sentence's start capitalised, "
                       "not a name"] += len(facts) - len(kept)  # fmt: skip
        return kept

    def _read_known(self, bucket: ClaimBucket, facts: list[Fact]) -> None:
        """Legal names whose lead says the page's title name is the one known
        (``known professionally as Joe Walsh`` on the page ``Joe Walsh``), or whose page is
        titled by another form of the name (``Joseph Hamilton`` on ``Jody Hamilton``:
        ``page_name``), counted."""
        title = title_entity(bucket.title)
        for fact in facts:
            known = known_name(fact.claim.span, fact.subject) or page_name(
                bucket.title, fact.subject, fact.claim.span, fact.claim.span_start)
            if known and known not in self.known.values() and same_entity(known, title):
                if fact.subject not in self.known:
                    self.skips["fact: a legal name asked by the name the page knows"] += 1
                self.known[fact.subject] = known

    def _as_their_pages(self, pages: dict[str, set[tuple[int, str, str]]]) -> None:
        """A work another page names (``her third studio album "Delirium" (2015)``) is the
        graph's page of that name when one page bears it with a qualifier (``Delirium
        (Ellie Goulding album)``): one entity, asked as that page's subject is (``the Ellie
        Goulding album Delirium``), so an item on it is a repeat of one on the page's fact."""
        for at, fact in enumerate(self.facts):
            found = pages.get(name_key(fact.subject))
            if not found or len(found) != 1 or fact.subject.endswith(")"):
                continue
            doc_id, bare, qualifier = next(iter(found))
            if fact.doc_id != doc_id:
                subject = f"{bare} ({qualifier})"
                phrase = f"the {as_person(qualifier)} {bare}"
                self.qualified.setdefault(subject, (bare, phrase))
                self.facts[at] = dataclasses.replace(fact, subject=subject)
                self.skips["fact: a work another page names asked as its page's subject"] += 1

    def _qualify(self, fact: Fact, roles: dict[str, str], makers: dict[str, str]) -> Fact:
        """The fact with its subject named with its role (``Richard Wright (author)``) when
        ``roles`` holds one, and a maker that names such a person (not a shared name, whose
        page no claim tells) likewise, so a bridge still reaches that page."""
        role = roles.get(fact.subject)
        if role:
            subject = f"{fact.subject} ({role})"
            self.qualified[subject] = (fact.subject, f"the {as_person(role)} {fact.subject}")
            fact = dataclasses.replace(fact, subject=subject)
        if isinstance(fact.value, EntityValue) and name_key(fact.value.name) in makers:
            fact = dataclasses.replace(fact, value=EntityValue(makers[name_key(fact.value.name)]))
        return fact

    def _placed(self, bucket: ClaimBucket, facts: list[Fact], bare: str, place: str) -> list[Fact]:
        """The facts with each subject whose name many places share named with its place
        (``places_of``: ``Princeton High School (Illinois)``, asked ``Princeton High School
        in Illinois``); a subject with no place known is remembered (``placeless``)."""
        places = places_of(bucket, facts, bare, place)
        self.placeless |= {subject for subject, where in places.items() if not where}
        out = []
        for fact in facts:
            where = places.get(fact.subject, "")
            if where:
                subject = f"{fact.subject} ({where})"
                self.qualified[subject] = (fact.subject, with_place(fact.subject, where))
                self.skips["fact: a place whose name many places share named with its "
                           "place"] += 1  # fmt: skip
                fact = dataclasses.replace(fact, subject=subject)
            out.append(fact)
        return out

    def _qualify_as(self, fact: Fact, qualifier: str) -> Fact:
        """The fact with its subject named with its page's qualifier (``William Copley
        (South Australian politician)``), asked ``the South Australian politician William
        Copley`` and answered ``William Copley``."""
        bare = fact.subject.removeprefix("the ")
        subject = f"{bare} ({qualifier})"
        self.qualified[subject] = (fact.subject, f"the {as_person(qualifier)} {bare}")
        return dataclasses.replace(fact, subject=subject)

    def asked(self, draft: QADraft) -> QADraft | None:
        """The draft as asked (``phrased``), or ``None`` when its question names a work no
        fact sets apart (a common-words title without a maker: *the film Menu*) or a place
        whose name many places share with no place known (*Union Station*), counted."""
        phrased, vague = phrase_draft(self, draft)
        if vague:
            self.skips["item: names a work by a short or common title no fact gives the "
                       "maker of"] += 1  # fmt: skip
            return None
        if any(holds_word(phrased.question, name) for name in self.placeless):
            self.skips["item: names a school, station, church ... whose name many places "
                       "share, with no place known"] += 1  # fmt: skip
            return None
        return phrased

    def phrased(self, draft: QADraft) -> QADraft:
        """The draft as asked: a subject named with its role (``Richard Wright (author)``)
        is ``the author Richard Wright`` in the question and ``Richard Wright`` in the
        answer, steps and computed values (the qualified name an alias of the answer;
        ``computed["qualified"]`` records it); a short work title with its maker and kind
        (``Calvin Harris's album Motion``: ``services.qagen.work_names``); dates are phrased
        for their precision (``on September 28, 2007``, not the source's ``in``)."""
        return phrase_draft(self, draft)[0]

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
            found = bool(key) and holds_word(text, key)
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
        if self.names_other(a, b) and (
            self._sequel(a, b) or any(
                self.mentions(page.doc_id, named.subject)
                and self.names_as_name(page.doc_id, named) and self.own_page(page)
                for page, named in ((a, b), (b, a))
            )
        ):  # fmt: skip
            return True
        pa, pb = self.pointers_of(a.subject), self.pointers_of(b.subject)
        if any(same_entity(x, y) for x in pa for y in pb):
            return True
        events = a.relation.startswith("event:") or b.relation.startswith("event:")
        return events and bool(_shared_names(a) & _shared_names(b))

    def own_page(self, fact: Fact) -> bool:
        """Whether the fact is about its page's own entity, not a side work the page dates
        (``It is based on the 2009 documentary Surviving Mumbai`` on ``Hotel Mumbai``): a
        name that page mentions (its cast, ``Nazanin Boniadi``) is the page's entity's, and
        links nothing to the side work (issue 15: *How many years after the birth year of
        Nazanin Boniadi was the documentary Surviving Mumbai released?*). A person's page
        titled by another form of the name (``Jody Hamilton``) is its lead's."""
        if not self._titles:
            self._titles = {b.doc_id: title_entity(b.title) for b in self.buckets}
        title = self._titles.get(fact.doc_id, "")
        subject = self.known.get(fact.subject) or self.bare(fact.subject)
        if not title or same_entity(subject, title) or name_key(subject) == name_key(title):
            return True
        return fact.kind not in KIND_RELATION  # a person's legal name, an event: its page's

    def _sequel(self, a: Fact, b: Fact) -> bool:
        """Whether one subject's name holds the other's, which ``names_other`` lets through
        only for a sequel (``A Moment of Romance II``): the title names its original."""
        ka, kb = name_key(self.bare(a.subject)), name_key(self.bare(b.subject))
        return bool(ka and kb) and (ka in kb or kb in ka)

    def names_as_name(self, doc_id: int, fact: Fact) -> bool:
        """Whether document ``doc_id`` names the fact's subject as a name, not as words: a
        name of common words only (``Navy Nurse``, ``The Prestige``) counts when the page
        writes it in quotes (one may be lost: ``included" Terror Is a Man``), with its kind
        before it (``the 2006 film The Prestige``) or its year after it (``The Prestige
        (2006)``); any other name by its mention alone."""
        return self._as_name(self.doc_text.get(doc_id, ""), fact)

    def _as_name(self, text: str, fact: Fact) -> bool:
        bare = self.bare(fact.subject)
        if not common_phrase(bare):
            return True
        kind = fact.kind.lower() if fact.kind and fact.kind != "person" else ""
        return _marked_name_rx(bare.lower(), kind).search(text) is not None

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
        docs = sorted({f.doc_id for f in facts})
        key = (*docs, None, *((f.doc_id, f.subject, f.value, p) for f, p in valued))
        if key not in self._held:
            self._held[key] = self._one_holding(docs, valued)
        return self._held[key]

    def _one_holding(self, docs: list[int], valued: list[tuple[Fact, str]]) -> int | None:
        """The first of ``docs`` stating every valued fact (``one_document_holds``)."""
        for doc in docs:
            text = self.doc_text.get(doc, "")
            if all(states(text, f, p) and (self.mentions(doc, f.subject.lower())
                                           or self.names_head_in(text, f.subject))
                   for f, p in valued):  # fmt: skip
                return doc
            whole = self.page_text.get(doc)
            if whole and all(states(whole, f, p) and (f.doc_id == doc
                                                      or self.names_in(whole, f.subject)
                                                      or self.names_head_in(whole, f.subject))
                             for f, p in valued):  # fmt: skip  (a page names its own subject)
                return doc  # a remake note, a film "he directed" in 2005: no claim, one page
        return None

    def page_names(self, doc_id: int, fact: Fact) -> bool:
        """Whether document ``doc_id`` names the fact's subject as a name anywhere: in its
        claims and spans (``names_as_name``) or in its whole page when known (``went on to
        write and direct ... The Nice Guys (2016)``, a sentence no claim kept)."""
        if self.mentions(doc_id, fact.subject) and self.names_as_name(doc_id, fact):
            return True
        whole = self.page_text.get(doc_id, "")
        return bool(whole) and self.names_in(whole, fact.subject) and self._as_name(whole, fact)

    def names_head_in(self, text: str, subject: str) -> bool:
        """Whether ``text`` names a titled subject by the name before its title (``Margaret
        Fiennes (1541 – 1612)`` for ``Margaret Fiennes, 11th Baroness Dacre``): pages name
        a peer so, and a one-page check had better skip a namesake than keep a give-away."""
        head = self.bare(subject).split(", ", 1)[0]
        return head != self.bare(subject) and len(head.split()) >= 2 and self.names_in(text, head)

    def names_in(self, text: str, subject: str) -> bool:
        """Whether ``text`` (lower-case) names ``subject`` as a page writes it (a qualified
        subject by its bare name), in whole words."""
        key = self.bare(subject).lower()
        return bool(key) and holds_word(text, key)

    def kin_named(self, doc_id: int, name: str, spouses: bool = True) -> bool:
        """Whether a document names ``name`` as kin (``the daughter of ... Paul Gross``, ``Paul
        Gross's son``, ``born in England to John II ... and Beatrice of England``), in its
        claims or its whole page: two people so related are often ordered by the kinship
        alone (a mother is born before her daughter), so no dated page is needed; a spouse
        counts only with ``spouses`` (a marriage orders no births)."""
        found = self._kin.get((doc_id, name, spouses))
        if found is None:
            bare = re.sub(r"\s*\([^()]*\)$", "", self.bare(name)).lower()
            texts = [text for text in (self.doc_text.get(doc_id, ""),
                                       self.page_text.get(doc_id, "")) if bare in text]  # fmt: skip
            found = bool(texts) and any(kin_pattern(bare, spouses).search(t) for t in texts)
            self._kin[(doc_id, name, spouses)] = found
        return found

    def one_document_states(self, a: Fact, b: Fact) -> bool:
        """Whether a single document states the same relation for both subjects (so the
        item would not need two documents)."""
        if not self._stated:
            for fact in self.facts:
                self._stated.setdefault((fact.doc_id, fact.relation), []).append(fact.subject)
        return any(same_entity(s, b.subject) for s in self._stated.get((a.doc_id, b.relation), ())
                   ) or any(same_entity(s, a.subject)
                            for s in self._stated.get((b.doc_id, a.relation), ()))  # fmt: skip
