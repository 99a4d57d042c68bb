"""Comparative multi-hop queries of handbooks: one person's entitlement under two programmes.

Handbooks state what a company gives a person in prose conditionals, and list outside
(statutory, insurance) programmes as labelled bullets, each on its own page::

    ## Family Leave                                                  (benefits page)
    If you become the primary caregiver of a child, you can take up to 16 weeks leave …

    ## California Medical and Family Leave                           (state leave page)
    * [Paid Family Leave for Bonding](…) with a new baby or after the placement of an
      adopted or foster child. … up to 8 weeks.

*How many more weeks can the primary caregiver of a child take under the Family Leave
policy than under California's Paid Family Leave for Bonding?* — 8 weeks (16 − 8): the
benefits page lacks the state programme, the state page the company's rule.

The two are joined only when they describe one situation: the programme's purpose (the
words after its label) shares a term with the condition, and the company's section covers
at least :data:`MIN_PURPOSE_COVERAGE` of the purpose's terms (a bonding programme "with a new
baby or after the placement of an adopted or foster child" against a section on becoming a
child's caregiver "within the first year of the child's birth or placement"; a caregiver
programme "to care for a seriously ill or injured family member" is another situation).
Each side states exactly one amount of the unit, a cap ("up to"), and the two differ.
Every draft passes :func:`shared.kb.admit.admit` against every current page; what cannot be
formed well is counted by reason.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from shared.kb.admit import admit
from shared.kb.amounts import Amount, amounts
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.terms import content_terms

__all__ = ["MIN_PURPOSE_COVERAGE", "Entitlement", "Programme", "entitlement_comparisons",
           "entitlements", "programmes"]

MIN_PURPOSE_COVERAGE = 1 / 3
"""Share of a programme's purpose terms the company's section must hold to be the same
situation."""

_PERSON = re.compile(
    r"^you (?:become|are|['’]re) (?P<who>(?:a|an|the) [a-z][a-z -]{3,60})$", re.IGNORECASE)
_GRANT = re.compile(r"\byou (?:can|may) (?:take|receive|get)\b", re.IGNORECASE)
_CAP = re.compile(r"\b(?:up to|a maximum of|at most)\s+$", re.IGNORECASE)
_CAP_PHRASE = re.compile(
    r"(?:\b(?:can|may) be taken (?:for )?)?\b(?:up to|a maximum of|at most)\s+\d+\s+"
    r"(?:business days?|days?|hours?|weeks?|months?|years?)(?: (?:per|a|each) \w+)?",
    re.IGNORECASE)
_LABEL = re.compile(r"^[A-Z][\w-]*(?: (?:[A-Z][\w-]*|for|of|and|the|to))* [A-Z][\w-]*$")
_GENERIC = frozenset(content_terms("you your yourself take leave paid pay program programme "
                                   "benefit benefits provide provides job protection monetary "
                                   "only does not"))


@dataclass(frozen=True, slots=True)
class Entitlement:
    """A company's capped grant to a person: "If you become <who>, you can take up to N …"."""

    page: Page
    heading: str
    who: str
    amount: Amount
    section_terms: frozenset[str]
    """Content terms of the section's text (the situation it is about)."""


@dataclass(frozen=True, slots=True)
class Programme:
    """A labelled outside programme with one capped amount: "[Label](…) <purpose>, up to N …"."""

    page: Page
    heading: str
    label: str
    purpose: str
    amount: Amount
    stated: str
    """The description up to the amount's end: the evidence as the page words it."""


def _capped(text: str) -> list[Amount]:
    """The amounts of ``text`` written as a cap ("up to 8 weeks")."""
    out = []
    for amount in amounts(text):
        at = text.find(amount.text)
        if at > 0 and _CAP.search(text[:at]):
            out.append(amount)
    return out


def _purpose(description: str) -> str:
    """The description's first sentence without its cap ("can be taken for up to 8 weeks
    within the first year …" and "with a new baby …, up to 8 weeks" both keep the
    situation)."""
    first = re.split(r"[.;](?:\s|$)", description, maxsplit=1)[0]
    return " ".join(_CAP_PHRASE.sub(" ", first).split()).strip(" ,")


def _one_of_unit(found: list[Amount], unit: str) -> Amount | None:
    same = [a for a in found if a.unit == unit]
    return same[0] if len(same) == 1 else None


def entitlements(page: Page, skips: Counter[str]) -> Iterator[Entitlement]:
    """The conditional grants of ``page`` naming a person and one capped amount."""
    sections = {s.heading: s for s in page.parsed.sections}
    for rule in page.parsed.conditionals:
        if not _GRANT.search(rule.outcome):
            continue
        m = _PERSON.match(" ".join(rule.condition.split()))
        if m is None:
            skips["comparative:entitlement condition names no person"] += 1
            continue
        capped = _capped(rule.outcome)
        if len(capped) != 1 or len(amounts(rule.outcome)) != 1:
            skips["comparative:entitlement states no single capped amount"] += 1
            continue
        section = sections.get(rule.heading)
        text = section.text if section is not None else rule.sentence
        yield Entitlement(page, rule.heading, m.group("who").strip(), capped[0],
                          frozenset(content_terms(text)))


def programmes(page: Page, skips: Counter[str]) -> Iterator[Programme]:
    """The labelled links of ``page`` whose description states one capped amount per unit."""
    for link in page.parsed.links:
        capped = _capped(link.description)
        if not capped:
            continue
        if not _LABEL.match(link.text):
            skips["comparative:programme label is no name"] += 1
            continue
        purpose = _purpose(link.description)
        for unit in sorted({a.unit for a in capped}):
            amount = _one_of_unit(amounts(link.description), unit)
            if amount is None or amount not in capped:
                skips["comparative:programme states two amounts of a unit"] += 1
                continue
            end = link.description.find(amount.text) + len(amount.text)
            yield Programme(page, link.heading, link.text, purpose.strip(), amount,
                            f"{link.text} {link.description[:end]}")


def _place(programme: Programme) -> str:
    """The heading's words beyond the page title's ("California Medical and Family Leave"
    under "State Medical and Family Leave Provisions" -> "California")."""
    title = content_terms(programme.page.title)
    words = [w for w in programme.heading.split() if not content_terms(w) <= title
             and content_terms(w)]
    return " ".join(words) if words and len(words) <= 3 else ""


def _policy(heading: str) -> str:
    return f"the {heading}" if heading.lower().endswith("policy") else f"the {heading} policy"


def _same_situation(entitled: Entitlement, programme: Programme) -> bool:
    purpose = content_terms(programme.purpose) - _GENERIC
    if not purpose or not purpose & content_terms(entitled.who):
        return False
    return len(purpose & entitled.section_terms) / len(purpose) >= MIN_PURPOSE_COVERAGE


def _draft(entitled: Entitlement, programme: Programme) -> Candidate | None:
    place = _place(programme)
    owner = f"{place}'" if place.endswith("s") else f"{place}'s"
    theirs = f"{owner} {programme.label}" if place else programme.label
    ours = _policy(entitled.heading)
    mine, other = entitled.amount.number, programme.amount.number
    if mine == other:
        return None
    unit = entitled.amount.unit
    (big, big_n), (small, small_n) = sorted(((ours, mine), (theirs, other)),
                                            key=lambda item: -item[1])
    diff = big_n - small_n
    said = unit if diff != 1 else unit.removesuffix("s")
    who = entitled.who
    query = f"How many more {unit} can {who} take under {big} than under {small}?"
    answer = (f"{diff} {said} ({big_n} − {small_n}): up to {mine} {unit} under {ours} "
              f"({entitled.page.title}), up to {other} {unit} under {theirs} "
              f"({programme.page.title}).")
    return Candidate(
        query=query, ground_truth=answer,
        refs=(entitled.page.ref, programme.page.ref),
        subtype="comparative", category=entitled.page.category,
        key=(f"comparative:{entitled.page.ref}:{entitled.heading}:{who}|"
             f"{programme.page.ref}:{programme.heading}:{programme.label}:{unit}"),
        evidence=(Evidence(entitled.page.ref, entitled.amount.text),
                  Evidence(programme.page.ref, programme.stated)),
        answer_key=(entitled.amount.text, programme.stated),
        template="entitlement_against_programme",
    )


def entitlement_comparisons(kb: KnowledgeBase,
                            skipped: Counter[str] | None = None) -> list[Candidate]:
    """The comparisons of a company's entitlement with an outside programme that pass."""
    skips = skipped if skipped is not None else Counter()
    current = tuple(kb.current_pages())
    pages = tuple(page for page in current if not page.is_hub)
    granted = [e for page in pages for e in entitlements(page, skips)]
    if not granted:
        return []
    # a page listing programmes as links reads as a hub (every item a link), but the
    # amounts in the links' descriptions are content
    offered = [p for page in current for p in programmes(page, skips)]
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for entitled in granted:
        for programme in offered:
            if programme.page.ref == entitled.page.ref:
                continue
            if programme.amount.unit != entitled.amount.unit:
                continue
            if not _same_situation(entitled, programme):
                skips["comparative:programme is for another situation"] += 1
                continue
            draft = _draft(entitled, programme)
            if draft is None:
                skips["comparative:both grant the same amount"] += 1
                continue
            if draft.key in seen:
                continue
            seen.add(draft.key)
            if len(draft.query.split()) > 30:
                skips["comparative:question over 30 words"] += 1
                continue
            if admit(draft, (entitled.page, programme.page), current, judge, skips):
                out.append(draft)
    return out
