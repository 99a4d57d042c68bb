"""Cross-category multi-hop queries of handbooks: a package that pays out an unused balance,
and the cap another page puts on that balance.

An employee-policy page promises to pay for what is left of a balance, and the benefits
page caps the balance, each without the other::

    The package will also include … compensation for unused vacation time …  (severance)
    Your vacation time rolls over year to year with a maximum bank of 27 days.  (benefits)

*At most how many days of unused vacation could a severance package pay out?* — 27 days:
the severance page names no number, the benefits page no severance package
(2WikiMultiHopQA's compositional form: one page names the balance by its role, the other
states its value).

The package is the subject of the promising sentence ("The package …"), named by its page's
title ("Severance Packages" -> "a severance package"); the balance is the noun after
"unused" ("unused vacation time" -> "vacation"); the cap is a sentence of another page
naming that balance with one amount after "maximum", "up to", "at most" or "cap of".
A page but the package's that itself states the balance paid on leaving ("If you are
terminated or resign … with vacation days in your bank, you'll be paid the monetary
equivalent for those unused days") answers the question alone, so no draft is made
(counted ``cross_category:cap_page_states_payout`` or ``…:other_page_states_payout``).
The one-page judge of :func:`shared.kb.admit.admit` now reads "paid" as the question's "pay"
and refuses a cap section saying so; this check stays for what no base form joins to "pay
out" ("compensated upon termination") and for a third page stating the payout.
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
from shared.kb.terms import base_terms, content_terms
from shared.text.sentences import split_sentences

__all__ = ["Cap", "Payout", "caps", "payout_bridges", "payouts", "states_payout"]

_PAYS = re.compile(
    r"\b(?:compensation|payment|pay(?:s|ing)?(?: out)?|paid(?: out)?|monetary equivalent) "
    r"(?:for|of) (?:any |your |the )?unused (?P<balance>[a-z][a-z-]{2,20})"
    r"(?: (?:time|days|hours|leave|balance))?\b", re.IGNORECASE)
_SUBJECT = re.compile(r"^The (?P<noun>[a-z]+) (?:will|shall|also|may|includes?|covers?)\b")
_CAP_WORD = re.compile(r"\b(?:maximum(?: bank)? of|up to|at most|cap of|no more than)\s+$",
                       re.IGNORECASE)
_SIZED = re.compile(
    r"\ban? (?P<n>\d+)-(?P<unit>day|week|month|hour)(?: [a-z]+)? (?P<what>[a-z]+)\b",
    re.IGNORECASE)
"""A balance's size written as a compound adjective: "a 6-week paid sabbatical"."""
_PAYING = frozenset({"pay", "payout", "compensate", "cash", "reimburse"})
"""Base forms of paying something out ("paid", "compensated", "cashes out"), read with
:data:`_LEAVING`; :func:`shared.kb.terms.base_terms` reads every inflection."""
_LEAVING = re.compile(
    r"\b(?:when|if|once|after|before) (?:you|an employee|employees|they|someone) "
    r"(?:leave|leaves|are leaving|quit|resign|resigns|depart|are terminated|are let go)\b"
    r"|\b(?:upon|on|at|at the time of) (?:your |the |their )?(?:departure|termination|"
    r"resignation|separation|leaving|exit)\b"
    r"|\b(?:are|is|get|gets|were) (?:terminated|fired|let go|laid off)\b|\bresigns?\b"
    r"|\bend of (?:your |their |the )?employment\b|\bleave (?:the company|us)\b",
    re.IGNORECASE)
"""Leaving the employer: "when you leave", "upon termination", "terminated or resign"."""
_TIME_WORDS = frozenset({"time", "day", "days", "hours", "leave", "balance", "pto"})


@dataclass(frozen=True, slots=True)
class Payout:
    """A page's promise to pay for an unused balance: "compensation for unused vacation"."""

    page: Page
    package: str
    """What pays: the page title's head noun phrase, singular ("a severance package")."""
    balance: str
    said: str
    """The promising phrase as the page words it (the evidence)."""


@dataclass(frozen=True, slots=True)
class Cap:
    """A page's cap on a balance: "… rolls over … with a maximum bank of 27 days"."""

    page: Page
    heading: str
    amount: Amount
    sentence: str


def _package(title: str, noun: str) -> str | None:
    """The title as the package's name when its last word is ``noun`` (either number):
    "Severance Packages" and "The package" -> "a severance package"."""
    words = title.split()
    if not words or not 1 <= len(words) <= 3:
        return None
    last = words[-1].lower()
    if last not in {noun, f"{noun}s", f"{noun}es"}:
        return None
    phrase = " ".join([*(w.lower() for w in words[:-1]), noun])
    return f"an {phrase}" if phrase[0] in "aeiou" else f"a {phrase}"


def payouts(page: Page, skips: Counter[str]) -> Iterator[Payout]:
    """The unused balances ``page`` promises to pay for, with what pays them."""
    for section in page.parsed.sections:
        for block in section.blocks:
            for sentence in split_sentences(block):
                found = list(_PAYS.finditer(sentence.text))
                if not found:
                    continue
                subject = _SUBJECT.match(sentence.text)
                package = (_package(page.title, subject.group("noun"))
                           if subject is not None else None)
                if package is None:
                    skips["cross_category:payout names no package by its page"] += len(found)
                    continue
                for m in found:
                    balance = m.group("balance").lower()
                    if balance in _TIME_WORDS:
                        skips["cross_category:payout names no balance"] += 1
                        continue
                    yield Payout(page, package, balance, m.group(0))


def caps(page: Page, balance: str) -> Iterator[Cap]:
    """The sentences of ``page`` capping ``balance`` with one amount after a cap word, or
    sizing it with one compound adjective ("a 6-week paid sabbatical")."""
    wanted = content_terms(balance)
    for section in page.parsed.sections:
        for block in section.blocks:
            for sentence in split_sentences(block):
                text = sentence.text
                if not wanted <= content_terms(text):
                    continue
                found = amounts(text)
                capped = [a for a in found
                          if (at := text.find(a.text)) > 0 and _CAP_WORD.search(text[:at])]
                sized = [m for m in _SIZED.finditer(text)
                         if content_terms(m.group("what")) == wanted]
                if len(found) == 1 and len(capped) == 1 and not sized:
                    yield Cap(page, section.heading, capped[0], text)
                elif not found and len(sized) == 1:
                    m = sized[0]
                    yield Cap(page, section.heading,
                              Amount(int(m.group("n")), f"{m.group('unit').lower()}s",
                                     frozenset(), m.group(0)), text)


def states_payout(page: Page, balance: str) -> bool:
    """``page`` says the unused ``balance`` is paid out (or not) on leaving: a sentence
    paying out on leaving that names the balance, or whose previous sentence in the same
    paragraph names it ("… with vacation days in your bank, you'll be paid the monetary
    equivalent for those unused days")."""
    wanted = content_terms(balance)
    for section in page.parsed.sections:
        for block in section.blocks:
            previous: set[str] = set()
            for sentence in split_sentences(block):
                text = sentence.text
                terms = content_terms(text)
                if ((wanted <= terms or wanted <= previous) and _PAYING & base_terms(text)
                        and _LEAVING.search(text)):
                    return True
                previous = terms
    return False


def _draft(payout: Payout, cap: Cap, old: Cap | None) -> Candidate:
    unit = cap.amount.unit
    number = cap.amount.number
    now = " currently" if old is not None else ""
    query = (f"At most how many {unit} of unused {payout.balance} could {payout.package}"
             f"{now} pay out?")
    was = (f" The earlier version of the {cap.page.title} page said {old.amount.number} "
           f"{old.amount.unit}." if old is not None else "")
    answer = (f"{number} {unit}: {payout.package} includes {payout.said.lower()} "
              f"({payout.page.title}), and unused {payout.balance} is capped at {number} "
              f"{unit} ({cap.page.title}, {cap.heading}).{was}")
    subtype = "rot_aware" if old is not None else "cross_category"
    return Candidate(
        query=query, ground_truth=answer, refs=(payout.page.ref, cap.page.ref),
        subtype=subtype, category=payout.page.category,
        key=f"{subtype}:{payout.page.ref}:{payout.balance}|{cap.page.ref}:{cap.sentence}",
        evidence=(Evidence(payout.page.ref, payout.said), Evidence(cap.page.ref, cap.sentence)),
        answer_key=(cap.amount.text,),
        template="payout_of_capped_balance",
    )


def _changed(kb: KnowledgeBase, cap: Cap, balance: str) -> Cap | None:
    """The older version's one cap of ``balance`` when it differs from ``cap`` (in days)."""
    previous = kb.previous_version(cap.page)
    if previous is None:
        return None
    old = list(caps(previous, balance))
    if len(old) != 1:
        return None
    days = {"hours": 1 / 8, "days": 1, "business days": 1, "weeks": 7, "months": 30,
            "years": 365}
    size = cap.amount.number * days[cap.amount.unit]
    return old[0] if old[0].amount.number * days[old[0].amount.unit] != size else None


def payout_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """The payout/cap queries of ``kb`` that pass the checks."""
    skips = skipped if skipped is not None else Counter()
    current = tuple(kb.current_pages())
    pages = tuple(page for page in current if not page.is_hub)
    promised = [p for page in pages for p in payouts(page, skips)]
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for payout in promised:
        capped = [c for page in pages if page.ref != payout.page.ref
                  for c in caps(page, payout.balance)]
        if len(capped) != 1:
            skips["cross_category:no single cap of the balance on another page"
                  if not capped else "cross_category:two caps of the balance"] += 1
            continue
        stating = [page for page in pages if page.ref != payout.page.ref
                   and states_payout(page, payout.balance)]
        if stating:
            skips["cross_category:cap_page_states_payout"
                  if capped[0].page.ref in {p.ref for p in stating}
                  else "cross_category:other_page_states_payout"] += 1
            continue
        draft = _draft(payout, capped[0], _changed(kb, capped[0], payout.balance))
        if draft.key in seen:
            continue
        seen.add(draft.key)
        # the older version is no ground truth: only current pages are judged
        if admit(draft, (payout.page, capped[0].page), current, judge, skips):
            out.append(draft)
    return out
