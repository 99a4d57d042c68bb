"""Negatives of a policy KB whose benefits are named by their pages, not by section headings.

:mod:`shared.kb.negative_policy` and :mod:`shared.kb.negative_policy_gaps` read a benefit
from a section heading naming a benefit noun (``Annual leave``, ``Coworking Stipend``). A
handbook of one page per benefit names it by the page's title instead, often in a form
no heading rule reads: ``Taking Holiday``, ``Work Ready`` (its text: "a £250 Work Ready
allowance"), ``Season Ticket Loan``, ``Help to buy Tech with TechScheme``, with FAQs under
it. Such a page's top section states the benefit and its amount; an employee asks of it:

- *Does unused holiday carry over to the next year?* (``adjacent_topic``,
  ``policy:carryover``) of a balance in days (a "remaining budget" sentence answers it);
- *How many months do I have to repay the season ticket loan?* (``adjacent_topic``,
  ``policy:repayment_term``) of a loan whose repayment no paragraph gives a length;
- *Is the £250 Work Ready allowance pro-rated for part-time employees?* (``missing_data``,
  ``policy:pro_rata``) of a sum (an amount relative to salary scales by itself);
- *Does holiday accrue during an absence on income protection?* (``cross_category_gap``,
  ``policy:accrual``) of a balance in days and another page's cover for a long absence.

Each draft's unstated attribute is checked across ALL pages (older versions included): a
paragraph anywhere saying the case beside the benefit drops it, counted; the gap terms
then let :func:`~shared.kb.negative_check.check_negative` judge every page holding them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.amounts import MONEY
from shared.kb.answerability import holds_phrase
from shared.kb.candidates import Candidate, KbContext, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.negative_policy import cased, lower_words, said_together
from shared.kb.policy_terms import CARRY, PART_TIME

__all__ = ["PageBenefit", "page_benefits", "policy_page_negatives"]

_Groups = tuple[tuple[str, ...], ...]

_KIND = re.compile(r"(?:\b|(?<=[a-z]))(allowance|budget|stipend|loan|scheme|insurance|cover|"
                   r"holiday|holidays|leave|pension)$", re.IGNORECASE)
"""A name ending in what an employee is given: ``Season Ticket Loan``, ``TechScheme``."""
_LEAD = re.compile(r"^(?:taking|getting|using|booking|requesting|help to buy \w+ with)\s+",
                   re.IGNORECASE)
"""A title's task words before the benefit: ``Taking Holiday`` names holiday."""
_SUM = MONEY
_DAYS = re.compile(r"\b\d+\s+days?\b", re.IGNORECASE)
_SALARY = re.compile(r"\b(?:\d+\s?%|\d+\s?x)\s+(?:of\s+)?your\b|\bmonth's (?:net |gross )?"
                     r"salary\b|\bof your (?:annual )?salary\b", re.IGNORECASE)
"""An amount relative to pay ("75% of your salary", "4x your annual salary", "one month's
net salary"): it scales with hours by itself, so no part-time question fits it."""
_PERIODIC = re.compile(r"\b(?:holidays?|leave|allowance|budget|stipend)$", re.IGNORECASE)
_GRANTED = re.compile(r"(?:\b|(?<=[a-z]))(?:allowance|budget|stipend|scheme)$", re.IGNORECASE)
"""A sum an employee is granted to spend (an insurance's figure is a premium or a
deductible, a pension's a contribution, neither a grant to pro-rate)."""
_ABSENCE = re.compile(r"\b(?:income protection|sick pay|sick leave|disability|"
                      r"parental leave|maternity|paternity)\b", re.IGNORECASE)
_LONG = re.compile(r"\b\d+\s+(?:weeks?|months?|years?)\b", re.IGNORECASE)
_CARRY_CASE: tuple[str, ...] = (*(t for t in CARRY[0] if t != "bank"), "remaining",
                                 "left over", "leftover")
"""Carrying a balance over, or what becomes of what is left ("use the remaining budget when
you need to"); "bank" alone is a bank holiday, and unused days paid on leaving are a payout."""
_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_TERM = re.compile(rf"\b{_NUMBER}[- ](?:monthly |weekly |annual )?(?:months?|weeks?|years?|"
                   r"instalments?|installments?|payments?)\b(?!['’]s)"
                   r"|\bend of the (?:financial|tax|calendar) year\b", re.IGNORECASE)
"""A length of repayment ("over 24 months", "ten monthly instalments", "by the end of the
financial year"), not an amount ("one month's net salary")."""
_REPAID = re.compile(r"\brepa(?:y|id|yment)|\bdeducted\b|\bpa(?:y|ys|id|ying) (?:it |this |"
                     r"the loan |them )?back\b|\btaken from your (?:salary|pay)\b",
                     re.IGNORECASE)
"""A block about paying the loan back: "repaid", "deducted from your salary", "You pay it
back through payroll", "taken from your salary"."""
_TERM_WORDS: _Groups = (("instalments", "installments", "repayment period", "repayment term",
                         "repaid over", "repay over", "deducted over", "deducted from your "
                         "salary over", "pay it back over", "paid back over",
                         "end of the financial year", "end of the tax year"),)
"""A stated term's words; "months" alone would hold "repaid every month", a frequency, and
"deducted" alone "the balance will be deducted from your final salary payment", no term (a
number of months is found by ``_TERM`` before the draft is written)."""
_PRO_RATA: _Groups = ((*PART_TIME[0], "pro-rata", "pro rata", "pro-rated", "prorated",
                       "fewer than 5 days", "4 out of 5 days"),)
_ACCRUE: tuple[str, ...] = ("accrue", "accrues", "accrual", "accruing", "build up", "earn")


@dataclass(frozen=True, slots=True)
class PageBenefit:
    """A benefit a page's top section names and states an amount of."""

    ref: str
    name: str
    """As it reads mid-sentence: ``holiday``, ``Work Ready allowance``, ``TechScheme``."""
    amount: str
    """The first amount of its section: ``38 days``, ``£250``, ``one month's net salary``."""
    text: str
    """The section's text."""

    @property
    def relative(self) -> bool:
        """True when the amount is a share or multiple of pay."""
        return bool(_SALARY.search(self.amount))


def _amount(text: str, name: str) -> str | None:
    """The first sum, share of pay or (of a holiday or leave) number of days in ``text``."""
    days = _DAYS.search(text) if re.search(r"\b(?:holidays?|leave)$", name, re.I) else None
    found = [m for m in (_SUM.search(text), days, _SALARY.search(text)) if m]
    return min(found, key=lambda m: m.start()).group(0) if found else None


def _named(core: str, texts: tuple[str, ...]) -> str | None:
    """The benefit's name: the core with its kind noun when a text adds one ("Work Ready"
    + "a £250 Work Ready allowance"; the texts in order of preference), spelt as there."""
    if _KIND.search(core):
        return core
    for text in texts:
        amount = _SUM.search(text)
        found = sorted(re.finditer(
            rf"\b{re.escape(core)}\s+(allowance|budget|stipend|loan|scheme)\b", text,
            re.IGNORECASE), key=lambda m: abs(m.start() - amount.start()) if amount else 0)
        if found:  # the name nearest the amount ("a £250 Work Ready allowance")
            first = found[0]
            return f"{text[first.start():first.start() + len(core)]} {first.group(1).lower()}"
    return None


@per_kb
def page_benefits(kb: KnowledgeBase) -> list[PageBenefit]:
    """Each benefit a current page's top-level section names (its heading, less a task
    lead; or a ``with <Name>`` scheme) whose own text states an amount."""
    proper = lower_words(kb)
    found: list[PageBenefit] = []
    for page in kb.current_pages():
        sections = page.parsed.sections
        if not sections:
            continue
        top = min(s.level for s in sections)
        for section in sections:
            if section.level != top or "?" in section.heading:
                continue
            heading = re.sub(r"\s*\([^)]*\)", "", section.heading).strip(" :.")
            scheme = re.search(r"\bwith ([A-Z][a-z]+[A-Z]\w*)$", heading)
            core = scheme.group(1) if scheme else _LEAD.sub("", heading)
            if not 1 <= len(core.split()) <= 4 or not core[:1].isalpha():
                continue
            sentences = [x for x in re.split(r"(?<=[.!?])\s+", section.text)
                         if _SUM.search(x) or _SALARY.search(x)]
            name = _named(core, (*sentences, page.text))
            amount = _amount(section.text, name) if name is not None else None
            if name is None or amount is None:
                continue
            if name == core and not scheme:
                name = cased(name, proper)
            found.append(PageBenefit(page.ref, name, amount, section.text))
    return found


def _the(name: str) -> str:
    """``Work Ready allowance`` -> ``the Work Ready allowance``; a mass noun (``holiday``)
    and a bare name (``TechScheme``) stay."""
    return f"the {name}" if " " in name else name


def _seen(context: KbContext, key: str) -> bool:
    if key in context.negative_seen:
        return True
    context.negative_seen.add(key)
    return False


def _drop(context: KbContext, subtype: str) -> None:
    context.negative_skipped[f"{subtype}:a page says the case beside the benefit"] += 1


def _drafts(benefit: PageBenefit, page: Page, context: KbContext) -> list[Candidate]:
    kb, name = context.kb, benefit.name
    out: list[Candidate] = []
    days = bool(_DAYS.fullmatch(benefit.amount))
    if _PERIODIC.search(name) and not _seen(context, f"carry:{name.lower()}"):
        if said_together(kb, (_CARRY_CASE,), name):
            _drop(context, "adjacent_topic")
        elif days:  # a sum granted once ("from your first day") has no next year
            out.append(refusal_candidate(
                page, "adjacent_topic", f"Does unused {name} carry over to the next year?",
                f"policy:{page.ref}:{name}:carryover", (_CARRY_CASE, (name,)),
                template="policy:carryover"))
    if re.search(r"\bloan$", name, re.IGNORECASE) and not _seen(context, f"term:{name}"):
        if any(_TERM.search(block) for p in kb for s in p.parsed.sections for block in s.blocks
               if _REPAID.search(block)
               and (p.ref == page.ref or holds_phrase(block, name))):
            _drop(context, "adjacent_topic")
        else:
            out.append(refusal_candidate(
                page, "adjacent_topic", f"How many months do I have to repay {_the(name)}?",
                f"policy:{page.ref}:{name}:repayment_term", (*_TERM_WORDS, (name,)),
                template="policy:repayment_term"))
    granted = _GRANTED.search(name) or (days and _PERIODIC.search(name))
    if granted and not benefit.relative and not _seen(
            context, f"pro_rata:{name.lower()}"):
        if said_together(kb, _PRO_RATA, name):
            _drop(context, "missing_data")
        else:
            limit = "" if _PERIODIC.search(name) or days else " limit"
            asked = f"{benefit.amount} {name}{limit}" if not days else name
            out.append(refusal_candidate(
                page, "missing_data",
                f"Is the {asked} pro-rated for part-time employees?" if not days
                else f"Is {name} pro-rated for part-time employees?",
                f"policy:{page.ref}:{name}:pro_rata", (*_PRO_RATA, (name,)),
                template="policy:pro_rata"))
    return out


def _absences(kb: KnowledgeBase) -> list[tuple[str, str]]:
    """(page ref, name) of each cover for a long absence: a top-level section headed by
    income protection, sick pay, disability or a parental leave, with a length in weeks,
    months or years."""
    proper = lower_words(kb)
    found: list[tuple[str, str]] = []
    for page in kb.current_pages():
        for section in page.parsed.sections:
            heading = re.sub(r"\s*\([^)]*\)", "", section.heading).strip(" :.")
            match = _ABSENCE.search(heading)
            if match is None or len(heading.split()) > 4 or not _LONG.search(section.text):
                continue
            name = re.sub(r"\s+(?:cover|insurance|scheme)$", "", heading, flags=re.IGNORECASE)
            found.append((page.ref, cased(name, proper)))
    return found


def _accrual(benefit: PageBenefit, page: Page, context: KbContext) -> list[Candidate]:
    """Whether a balance in days still builds up during another page's long absence."""
    if not (_DAYS.fullmatch(benefit.amount) and _PERIODIC.search(benefit.name)):
        return []
    out: list[Candidate] = []
    for ref, absence in _absences(context.kb):
        if ref == page.ref or _seen(context, f"accrual:{benefit.name}:{absence}".lower()):
            continue
        if said_together(context.kb, ((absence,),), benefit.name):
            context.negative_skipped[
                "cross_category_gap:a page names the benefit beside the absence"] += 1
            continue
        out.append(refusal_candidate(
            page, "cross_category_gap",
            f"Does {benefit.name} accrue during an absence on {absence}?",
            f"policy:{page.ref}:{benefit.name}:{absence}:accrual",
            (_ACCRUE, (benefit.name,), (absence,)), template="policy:accrual"))
    return out


def policy_page_negatives(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Carry-over, repayment-term, pro-rata and accrual drafts of the benefits ``page``
    names by its title; drops counted in ``context.negative_skipped``."""
    out: dict[str, list[Candidate]] = {"adjacent_topic": [], "missing_data": [],
                                       "cross_category_gap": []}
    for benefit in page_benefits(context.kb):
        if benefit.ref != page.ref or " and " in benefit.name:  # two benefits asked as one
            continue
        for candidate in (*_drafts(benefit, page, context), *_accrual(benefit, page, context)):
            out[candidate.subtype].append(candidate)
    return out
