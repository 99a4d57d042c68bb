"""Comparative multi-hop queries of handbooks: two salary-repaid schemes' spending caps.

Benefit handbooks give each purchase scheme its own page, and each page states the most a
person can spend and that the purchase is repaid from salary over a term::

    # Cycle To Work                                            (cycle_to_work_scheme.md)
    We take part in Cycle to Work … Made Tech have a limit of £2500 with CycleScheme …
    You then pay a monthly 'salary sacrifice' … over a 12 month period.

    # Help to buy Tech with TechScheme                         (help_to_buy_tech.md)
    TechScheme lets you get the latest tech … up to a maximum value of £2,000. …
    You then repay this amount via your salary across 12 months.

*How much more can I spend under Cycle to Work than under TechScheme?* — £500 (£2,500 −
£2,000): each page states one cap, neither the other's.

A cap is a currency amount after a cap word ("limit of", "limit is", "maximum … of/is",
"up to", "capped at", "no more than") and not followed by what narrows it to one item or a
period ("on a desk", "per month", "for each …"). A page is read only when all its caps are
one amount (£2,000 and £2000 are one), and two pages are joined only when both state a
repayment from salary (salary, payslip, payroll) over the same term in months or years: the
shared topic that makes the two caps one measure (a £250 equipment allowance and a £2,000
purchase scheme are not). Each scheme is named as its page names it (the title, or the
name after the title's "with"), in the casing of its body text, and only when that is a
name (several capitalised words or one word with an inner capital). Every draft passes
:func:`shared.kb.admit.admit` against every current page; refusals are counted by reason.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from shared.kb.admit import admit
from shared.kb.amounts import amounts, money
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.text.sentences import split_sentences

__all__ = ["SpendCap", "scheme_name", "spend_cap", "spend_caps"]

_CUE = re.compile(
    r"(?:\blimit(?: is| of)|\bmaximum\b[^.£$€]{0,40}?\b(?:is|of)|\bup to|\bcapped at"
    r"|\bno more than)\s*$", re.IGNORECASE)
_NARROWED = re.compile(
    r"^\s*(?:on|for|per|a|an|each|every|towards?|/)\b", re.IGNORECASE)
_SALARY = re.compile(r"\b(?:salary|payslip|payroll)\b", re.IGNORECASE)
_NAME_WORD = re.compile(r"^(?:[A-Z][\w'-]*|to|of|for|and|the|at|on)$")
_INNER_CAPITAL = re.compile(r"^[A-Z][a-z]+[A-Z]\w*$")


@dataclass(frozen=True, slots=True)
class SpendCap:
    """A page's one spending cap, its repayment terms and the name of its scheme."""

    page: Page
    name: str
    currency: str
    value: Decimal
    written: str
    """The amount as the page writes it first ("£2500"): the evidence and answer key."""
    sentence: str
    terms: frozenset[tuple[int, str]]
    """Repayment terms from salary the page states: (12, "months")."""


def _shown(currency: str, value: Decimal) -> str:
    whole = value == value.to_integral_value()
    return f"{currency}{value:,.0f}" if whole else f"{currency}{value:,.2f}"


def scheme_name(page: Page) -> str | None:
    """The scheme's name as the page's body writes it, when the title (or its part after
    "with") is a name: several capitalised words, or one word with an inner capital."""
    title = " ".join(page.title.split())
    if " with " in title:
        title = title.rsplit(" with ", 1)[1]
    # the page's text opens on its title ("Cycle To Work. We take part in Cycle to Work …")
    body = page.text.removeprefix(page.title)
    said = Counter(m.group(0) for m in re.finditer(
        rf"(?<!\w){re.escape(title)}(?!\w)", body, re.IGNORECASE))
    if not said:
        return None
    name = said.most_common(1)[0][0]
    words = name.split()
    if not all(_NAME_WORD.match(w) for w in words) or not words[0][0].isupper():
        return None
    capitals = [w for w in words if w[0].isupper()]
    if len(capitals) >= 2 or (len(words) == 1 and _INNER_CAPITAL.match(name)):
        return name
    return None


def _terms(page: Page) -> frozenset[tuple[int, str]]:
    found = set()
    for sentence in split_sentences(page.text):
        if _SALARY.search(sentence.text):
            for amount in amounts(sentence.text):
                if amount.unit in ("months", "years"):
                    found.add((amount.number, amount.unit))
    return frozenset(found)


def spend_cap(page: Page, skips: Counter[str]) -> SpendCap | None:
    """The page's one spending cap with its scheme's name and repayment terms, or None."""
    caps: list[tuple[str, Decimal, str, str]] = []
    for sentence in split_sentences(page.text):
        text = sentence.text
        for m, currency, value in money(text):
            if not _CUE.search(text[:m.start()][-60:]):
                continue
            if _NARROWED.match(text[m.end():]):
                skips["comparative:spend cap is for one item or a period"] += 1
                continue
            caps.append((currency, value, m.group(0), " ".join(text.split())))
    if not caps:
        return None
    if len({(c, v) for c, v, _, _ in caps}) != 1:
        skips["comparative:page states two spending caps"] += 1
        return None
    terms = _terms(page)
    if not terms:
        skips["comparative:spend cap repaid from salary over no stated term"] += 1
        return None
    name = scheme_name(page)
    if name is None:
        skips["comparative:spend cap page names no scheme"] += 1
        return None
    currency, value, written, sentence_text = caps[0]
    return SpendCap(page, name, currency, value, written, sentence_text, terms)


def _term(terms: frozenset[tuple[int, str]]) -> str:
    number, unit = min(terms)
    return f"{number} {unit}"


def _draft(a: SpendCap, b: SpendCap) -> Candidate:
    big, small = (a, b) if a.value > b.value else (b, a)
    diff = _shown(big.currency, big.value - small.value)
    shown_big, shown_small = _shown(big.currency, big.value), _shown(small.currency, small.value)
    query = f"How much more can I spend under {big.name} than under {small.name}?"
    answer = (f"{diff} ({shown_big} − {shown_small}): up to {shown_big} under {big.name}, "
              f"up to {shown_small} under {small.name}, each repaid from salary over "
              f"{_term(a.terms & b.terms)}.")
    first, second = sorted((a, b), key=lambda cap: cap.page.ref)
    return Candidate(
        query=query, ground_truth=answer, refs=(first.page.ref, second.page.ref),
        subtype="comparative", category=big.page.category,
        key=f"comparative:spend_cap:{first.page.ref}|{second.page.ref}",
        evidence=(Evidence(first.page.ref, first.written),
                  Evidence(second.page.ref, second.written)),
        answer_key=(first.written, second.written),
        template="spend_cap_against_spend_cap",
    )


def spend_caps(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    """The comparisons of two salary-repaid schemes' spending caps that pass."""
    skips = skipped if skipped is not None else Counter()
    current = tuple(kb.current_pages())
    caps = [cap for page in current if not page.is_hub
            if (cap := spend_cap(page, skips)) is not None]
    judge = RuleJudge()
    out: list[Candidate] = []
    for i, a in enumerate(caps):
        for b in caps[i + 1:]:
            if a.currency != b.currency:
                skips["comparative:spend caps in two currencies"] += 1
                continue
            if not a.terms & b.terms:
                skips["comparative:spend caps repaid over different terms"] += 1
                continue
            if a.value == b.value:
                skips["comparative:both schemes cap the same amount"] += 1
                continue
            if a.name.lower() == b.name.lower():
                skips["comparative:two pages name one scheme"] += 1
                continue
            draft = _draft(a, b)
            if admit(draft, (a.page, b.page), current, judge, skips):
                out.append(draft)
    return out
