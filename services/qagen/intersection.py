"""Conjunction items by intersection: the one person two documents both name, then asked about.

The spec's conjunction (*In what year was the legal secretary's son named after seeing a
painting in Italy?*) identifies one entity only by the AND of facts from several documents.
Here: two works' pages each name several people in one role (``Blood Bath stars William
Campbell``, ``... Sid Haig``; ``Spider Baby stars ... Sid Haig``), exactly one of them is
named by both, and that person's own page states a date the question asks:

    *In what year was the actor who starred in both Spider Baby and Blood Bath born?* — 1939

Every claim is needed: each work names two people at least in the role (neither alone
identifies the person), only the person is named by both (no other member of one list is
named anywhere on the other's page), and the date is on the person's own page, which names
neither work (else that page and one work would do) and which neither work's page dates.
The person is never named in the question; the kind (``actor``) is the one the person's own
lead gives (``Sid Haig is an American actor.``). Each skip is counted by reason.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass

from services.qagen.drafting import MAX_PAIRS, draft, used_claim
from services.qagen.fact_index import FactIndex, fact_states, name_key, same_entity
from services.qagen.shared_names import narrow_disambiguator
from services.qagen.whole_words import holds_word
from shared.claims.casts import is_person_name, split_names
from shared.facts import DateValue, Fact, title_entity
from shared.facts.relations import role_of
from shared.llm.replies import QADraft
from shared.messages.claims import Claim, ClaimBucket

__all__ = ["ROLES", "intersections", "members_of"]

ROLES: dict[str, tuple[str, str]] = {
    "star": ("starred in", "starred in both {b} and {c}"),
    "director": ("directed", "directed both {b} and {c}"),
    "writer": ("wrote", "wrote both {b} and {c}"),
    "producer": ("produced", "produced both {b} and {c}"),
    "composer": ("composed", "composed both {b} and {c}"),
}
"""Roles a work's page names several people in: the verb of a mixed clause (``directed
Blood Bath and starred in Spider Baby``) and the clause of one role in both."""

_CAST = re.compile(r"^(?P<s>.+?)\s+(?:also\s+)?(?:stars|starred|co-stars|co-starred)\s+"
                   r"(?P<names>[^.;:()]+?)\.?$")  # fmt: skip
_BY = re.compile(
    r"^(?P<s>.+?)\s+(?:was|were|is|are)\s+(?:co-)?(?P<verb>directed|written|co-written|"
    r"produced|co-produced|composed)\s+by\s+(?P<names>[^.;:()]+?)\.?$"
)
_VERB_ROLE = {"directed": "director", "written": "writer", "co-written": "writer",
              "produced": "producer", "co-produced": "producer",
              "composed": "composer"}  # fmt: skip
_DATED = {"born": "In what year was the {kind} who {clause} born?",
          "died": "In what year did the {kind} who {clause} die?"}
"""The asked facts of a person's own page, as the question asks them."""


@dataclass(frozen=True, slots=True)
class Member:
    """One person a work's page names in a role, with the claim that names them."""

    name: str
    role: str
    work: str
    bucket: ClaimBucket
    claim: Claim


def members_of(bucket: ClaimBucket) -> list[Member]:
    """The people a work's page names in a role by its claims (``X stars A.``, ``X was
    directed by A and B.``), the claim's subject being the page's own entity; a list that
    holds anything but names gives none."""
    title = title_entity(bucket.title)
    out: list[Member] = []
    for claim in bucket.claims:
        text = claim.text.strip()
        if "star" not in text and " by " not in text:
            continue  # neither a cast nor a maker list (most claims: read at no regex cost)
        found = _CAST.match(text)
        role = "star"
        if found is None:
            found = _BY.match(text)
            if found is None:
                continue
            role = _VERB_ROLE[found.group("verb")]
        subject = found.group("s").strip().strip('"“”')
        if not (same_entity(subject, title) or name_key(subject) == name_key(title)):
            continue
        names = split_names(found.group("names"))
        if not names or not all(is_person_name(n) for n in names):
            continue
        out.extend(Member(n, role, title, bucket, claim) for n in names)
    return out


@dataclass(frozen=True, slots=True)
class _Hub:
    """A person with a page of their own: the dated facts of that page and its kind."""

    name: str
    kind: str
    lead: str
    bucket: ClaimBucket
    facts: tuple[Fact, ...]


def _the_page(subject: str, name: str) -> bool:
    """Whether a claim of a person's own page names that person: the title's name, or the
    whole name the lead gives with given names before it (``Lisa Olivia Munn`` on the page
    ``Olivia Munn``)."""
    key, whole = name_key(name).split(), name_key(subject).split()
    return same_entity(subject, name) or (len(key) >= 2 and whole[-len(key):] == key)


def _lead(bucket: ClaimBucket, name: str) -> str:
    """The description the page's own lead gives (``Sid Haig is an American actor.`` ->
    ``American actor``), or ``""``; its occupation (``role_of``) is the person's kind."""
    for claim in bucket.claims:
        text = re.sub(r"\s*\([^()]*\)", "", claim.text)  # "Ann Berg (born 1950) is an ..."
        found = re.match(r"^(?P<s>.+?)\s+(?:is|was)\s+(?:an?|the)\s+(?P<d>[^.,;]+)", text)
        if found and _the_page(found.group("s"), name):
            return found.group("d")
    return ""


def _hubs(index: FactIndex) -> list[_Hub]:
    hubs = []
    for bucket in index.buckets:
        name = title_entity(bucket.title)
        if "(" in bucket.title or not name:
            continue  # "Richard Wright (author)": which bearer the works name, no claim says
        facts = tuple(f for f in index.facts if f.doc_id == bucket.doc_id
                      and f.relation in _DATED and isinstance(f.value, DateValue)
                      and _the_page(f.subject, name))  # fmt: skip
        if facts:
            lead = _lead(bucket, name)
            hubs.append(_Hub(name, role_of(lead), lead, bucket, facts))
    return hubs


def _text(index: FactIndex, doc_id: int) -> str:
    """A page's text as known (the whole page when the store holds it, else its claims and
    spans), lower case."""
    return index.page_text.get(doc_id) or index.doc_text.get(doc_id, "")


def _clause(b: Member, c: Member) -> str:
    if b.role == c.role:
        return ROLES[b.role][1].format(b=b.work, c=c.work)
    return f"{ROLES[b.role][0]} {b.work} and {ROLES[c.role][0]} {c.work}"


_ARTS_KINDS = frozenset({
    "actor", "actress", "artist", "author", "bassist", "broadcaster", "comedian", "composer",
    "dancer", "drummer", "filmmaker", "guitarist", "host", "model", "musician", "novelist",
    "pianist", "playwright", "poet", "presenter", "producer", "rapper", "screenwriter",
    "singer", "songwriter", "writer"})  # fmt: skip
"""Occupations (whole words, as ``role_of`` gives them) in the field of the roles (a film's
cast and makers, a song's writers): a namesake of another field (``Sid Haig`` the boxer, an
ambassador, an activist) starred in no film."""
_ARTS_DIRECTOR = re.compile(
    r"\b(?:film|stage|theatre|theater|television|TV|music|video|movie|casting|opera|"
    r"animation|documentary)\s+director\b",
    re.IGNORECASE,
)
"""A director of the field (``film director``, ``stage director``), not a company's."""


def _in_field(kind: str, lead: str) -> bool:
    """Whether the occupation ``kind`` (of the lead ``lead``) is in the roles' field."""
    if kind == "director":
        return _ARTS_DIRECTOR.search(lead) is not None
    return kind in _ARTS_KINDS


_WORK_DATES = ("released", "published", "premiered", "aired")


def _implausible(index: FactIndex, hub: _Hub, member: Member) -> str | None:
    """Why the hub cannot be the person a work names (a skip reason), or ``None``: an
    occupation outside the roles' field, or a life that does not span the work's year."""
    if not _in_field(hub.kind, hub.lead):
        return "intersection: the person's occupation is outside the role's field"
    years = [f.value.earliest.year for f in index.with_relation(_WORK_DATES)
             if f.doc_id == member.bucket.doc_id and isinstance(f.value, DateValue)]  # fmt: skip
    if not years:
        return None
    work = min(years)
    for fact in hub.facts:
        assert isinstance(fact.value, DateValue)
        year = fact.value.earliest.year
        if (fact.relation == "born" and year >= work) or (
                fact.relation == "died" and year + 1 < work):  # fmt: skip
            return "intersection: the person's life does not span the work's year"
    return None


def intersections(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Intersection drafts (see module), in a seeded order, each skip counted."""
    skips = index.skips
    by_work: dict[int, list[Member]] = {}
    for bucket in index.buckets:
        found = members_of(bucket)
        if found:
            by_work[bucket.doc_id] = found
    if len(by_work) < 2:
        skips["intersection: fewer than two pages naming people in a role"] += 1
        return
    hubs = _hubs(index)
    asked: set[tuple[str, str]] = set()
    triples: list[tuple[_Hub, tuple[int, Member], tuple[int, Member]]] = []
    for hub in hubs:
        holding = [(doc, next(m for m in members if same_entity(m.name, hub.name)))
                   for doc, members in by_work.items() if doc != hub.bucket.doc_id
                   and any(same_entity(m.name, hub.name) for m in members)]  # fmt: skip
        triples.extend((hub, b, c) for b, c in itertools.combinations(holding, 2))
    rand.shuffle(triples)
    for hub, (b_doc, b), (c_doc, c) in triples[:MAX_PAIRS]:
        made = _one(index, hub, (b_doc, b), (c_doc, c), by_work, asked)
        if made is not None:
            yield made


def _one(
    index: FactIndex, hub: _Hub, bside: tuple[int, Member], cside: tuple[int, Member],
    by_work: dict[int, list[Member]], asked: set[tuple[str, str]],
) -> QADraft | None:  # fmt: skip
    skips = index.skips
    (b_doc, b), (c_doc, c) = bside, cside
    if not hub.kind:
        skips["intersection: the person's own page names no occupation"] += 1
        return None
    if any(narrow_disambiguator(m.bucket.title) for m in (b, c)):
        skips["intersection: a work's name needs its disambiguator"] += 1
        return None  # "Creature (2011 film)": which Creature, the bare name does not say
    for member in (b, c):
        reason = _implausible(index, hub, member)
        if reason is not None:
            skips[reason] += 1
            return None
    docs = {(x.url, x.content_hash) for x in (hub.bucket, b.bucket, c.bucket)}
    if len(docs) < 3 or len({x.url for x in (hub.bucket, b.bucket, c.bucket)}) < 3:
        skips["intersection: fewer than three distinct documents"] += 1
        return None
    if same_entity(b.work, c.work) or name_key(b.work) in name_key(c.work) or (
            name_key(c.work) in name_key(b.work)):  # fmt: skip
        skips["intersection: one work's name inside the other's"] += 1
        return None
    for doc, member in ((b_doc, b), (c_doc, c)):
        listed = {name_key(m.name) for m in by_work[doc] if m.role == member.role}
        if len(listed) < 2:
            skips["intersection: a page names the person alone in the role"] += 1
            return None
    for doc, other in ((b_doc, c_doc), (c_doc, b_doc)):
        text = _text(index, other)
        shared = [m.name for m in by_work[doc] if not same_entity(m.name, hub.name)
                  and holds_word(text, m.name.lower())]  # fmt: skip
        if shared:
            skips["intersection: another person is named by both pages"] += 1
            return None
    hub_text = _text(index, hub.bucket.doc_id)
    if any(holds_word(hub_text, w.work.lower()) for w in (b, c)):
        skips["intersection: the person's own page names a work"] += 1
        return None
    if not all(holds_word(_text(index, d), hub.name.lower()) for d in (b_doc, c_doc)):
        skips["intersection: a work's page does not name the person whole"] += 1
        return None
    for fact in hub.facts:
        if (hub.name, fact.relation) in asked:
            continue
        if any(fact_states(_text(index, d), fact, "year") for d in (b_doc, c_doc)):
            skips["intersection: a work's page states the asked year"] += 1
            continue
        assert isinstance(fact.value, DateValue)
        years = {f.value.earliest.year for f in hub.facts
                 if f.relation == fact.relation and isinstance(f.value, DateValue)}  # fmt: skip
        if len(years) > 1:
            skips["intersection: the person's page gives two such years"] += 1
            continue
        clause = _clause(b, c)
        question = _DATED[fact.relation].format(kind=hub.kind, clause=clause)
        if len(question.split()) > 30:
            skips["intersection: question over 30 words"] += 1
            continue
        asked.add((hub.name, fact.relation))
        year = str(fact.value.earliest.year)
        steps = (f"{b.work} names {b.name} among several people who {ROLES[b.role][0]} it.",
                 f"{c.work} names {c.name} among several people who {ROLES[c.role][0]} it.",
                 f"Only {hub.name} is named by both.",
                 f"{hub.name}: {fact.relation} {fact.value.shown()}.")  # fmt: skip
        facts = (fact,)
        made = draft(facts, question, year, "intersection", steps, relation=fact.relation,
                     value=fact.subject, named=hub.name, b=b.work, c=c.work,
                     roles=f"{b.role}+{c.role}")  # fmt: skip
        used = (*(used_claim(m.bucket, m.claim) for m in (b, c)), *made.used_claims)
        return made.model_copy(update={"used_claims": used})
    return None
