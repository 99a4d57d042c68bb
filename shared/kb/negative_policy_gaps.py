"""More negatives of a policy KB: what a handbook's benefits and leaves leave unstated.

:mod:`shared.kb.negative_policy` asks a benefit's payout and part-time amount and who may run
a procedure. An employee reading a handbook also asks:

- *Does unused sabbatical carry over to the next year?* (``adjacent_topic``,
  ``policy:carryover``) of a balance or a periodic allowance whose section says nothing of
  carrying it over (a "rolls over" or "use or lose" rule anywhere beside it answers it);
- *Does time on family leave count toward tenure for employee profit sharing?*
  (``cross_category_gap``, ``policy:tenure``) of a long leave and a program that grows with
  tenure, when no paragraph says the leave beside tenure or the program;
- *Can I take my sabbatical right after family leave?* (``cross_category_gap``,
  ``policy:back_to_back``) of two long leaves no paragraph names together;
- *How do I claim on my disability insurance?* (``out_of_scope_procedure``,
  ``policy:claim``) of an insurance the KB documents without claim steps (a link out to
  "more information about filing claims" is not the steps).

Every draft names its things as the page does, and its gap terms are the case and the
things, so :func:`~shared.kb.negative_check.check_negative` refuses it when any page states
them together; a draft some paragraph already answers is dropped before that and counted.
"""

from __future__ import annotations

import re

from shared.kb.amounts import MONEY_TEXT
from shared.kb.answerability import holds_phrase
from shared.kb.candidates import Candidate, KbContext, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.negative_policy import benefits, cased, lower_words, said_together
from shared.kb.policy_terms import CARRY

__all__ = ["long_leaves", "policy_gap_negatives", "tenure_programs"]

_Groups = tuple[tuple[str, ...], ...]

_PERIODIC = re.compile(r"\b(?:annual|vacation|pto|paid time off|time off|sabbatical|award|"
                       r"personal|stipend|allowance|budget)\b", re.IGNORECASE)
"""A balance or a periodic allowance: what can be left unused at the end of a period."""
_MONTHLY = re.compile(rf"{MONEY_TEXT}\s*(?:/\s?mo(?:nth)?\b|per month\b|a month\b|"
                      r"each month\b|every month\b)", re.IGNORECASE)
"""A sum granted per month ("$200/month"); an accrual rate ("1.25 days per month of work")
is no monthly allowance."""
_LEAVE = re.compile(r"\b(?:leave|sabbatical)\b", re.IGNORECASE)
_LONG = re.compile(r"\b(?:\d+|two|three|four|five|six|eight|ten|twelve|sixteen)[- ]?"
                   r"(?:weeks?|months?)\b|\bup to a year\b", re.IGNORECASE)
"""A leave long enough to ask about tenure or taking another right after it."""
_NOT_A_LEAVE = re.compile(r"\b(?:advanced?|donated|transferring|using|taking|requesting|"
                          r"types|reasons|combining|administrative|intermittent|bereavement|"
                          r"court|weather)\b", re.IGNORECASE)
"""Headings about leave that name no one long leave a person goes on (a leave type list,
an advance, a day's absence)."""
_FAMILY = re.compile(r"\b(?:sabbatical|family|parental|maternity|paternity)\b", re.IGNORECASE)
"""A leave a person plans around (a sabbatical, a new child), the one a pair is asked of."""
_MEDICAL = re.compile(r"\b(?:disability|medical|sick|illness|injury)\b", re.IGNORECASE)
_TENURE = re.compile(r"\b(?:tenure|years of service|length of service|seniority|"
                     r"service computation)\b", re.IGNORECASE)
_PROGRAM = re.compile(r"\b(?:sharing|pool|plan|program|bonus|pension|retirement|equity|stock|"
                      r"shares|annual leave|vacation|time off|pto)\b", re.IGNORECASE)
"""A heading naming what an employee is given by tenure (not "Your first year")."""
_TENURE_WORDS: tuple[str, ...] = ("tenure", "anniversary", "years of service",
                                  "length of service", "seniority", "service computation",
                                  "creditable service", "counts toward", "count toward")
_INSURANCE = re.compile(r"\binsurance\b|\bprotection cover\b", re.IGNORECASE)
"""An insurance ("Disability Insurance", "Income Protection Cover"), never a leave
("Pregnancy Disability Leave")."""
_CLAIM_STEPS: _Groups = (("claim form", "submit", "submitting", "portal", "call", "contact",
                          "fill out", "log in", "sign in", "steps", "send"),)
_CLAIM = re.compile(r"\bclaims?\b", re.IGNORECASE)


def _name(heading: str, proper: set[str]) -> str:
    """A heading as a thing's name mid-sentence: ``Family Leave (FMLA)`` -> ``family leave``."""
    return cased(re.sub(r"\s*\([^)]*\)", "", heading).strip(" :."), proper)


def _short(name: str) -> bool:
    """One to five words, starting with a letter, no question."""
    return 1 <= len(name.split()) <= 5 and name[:1].isalpha() and "?" not in name


@per_kb
def long_leaves(kb: KnowledgeBase) -> list[tuple[str, str]]:
    """(page ref, name) of each long leave of the KB's current pages: a section headed by a
    leave or sabbatical whose text gives a length in weeks or months."""
    proper = lower_words(kb)
    found: dict[str, str] = {}
    for page in kb.current_pages():
        for section in page.parsed.sections:
            name = _name(section.heading, proper)
            if (_short(name) and _LEAVE.search(name) and not _NOT_A_LEAVE.search(name)
                    and _LONG.search(section.text)):
                found.setdefault(name.lower(), page.ref)
    proper_names = {n.lower(): n for page in kb.current_pages()
                    for s in page.parsed.sections if (n := _name(s.heading, proper))}
    return [(ref, proper_names[key]) for key, ref in found.items()]


@per_kb
def tenure_programs(kb: KnowledgeBase) -> list[tuple[str, str]]:
    """(page ref, name) of each program whose section grows with tenure (profit shares by
    months of tenure, accrual by years of service), not itself a leave."""
    proper = lower_words(kb)
    found: dict[str, tuple[str, str]] = {}
    for page in kb.current_pages():
        for section in page.parsed.sections:
            name = _name(section.heading, proper)
            if (_short(name) and _PROGRAM.search(name) and _TENURE.search(section.text)
                    and not re.search(r"\bleave\b", name.replace("annual leave", ""))):
                found.setdefault(name.lower(), (page.ref, _the(name)))
    return list(found.values())


def _the(name: str) -> str:
    """``employee liquidity pool`` -> ``the employee liquidity pool``; a mass noun
    (``employee profit sharing``, ``annual leave``) or a name stays bare."""
    if name[:1].islower() and re.search(r"\b(?:pool|plan|program|fund)$", name):
        return f"the {name}"
    return name


def _after(name: str) -> str:
    """``sabbatical`` -> ``a sabbatical`` (a count noun); ``family leave`` stays."""
    return f"a {name}" if name.lower().split()[-1] == "sabbatical" else name


def _leave_phrase(name: str) -> str:
    """``sabbatical`` -> ``my sabbatical``; ``family leave`` stays."""
    return f"my {name}" if name.lower().split()[-1] == "sabbatical" else name


def _carryover(page: Page, context: KbContext, proper: set[str]) -> list[Candidate]:
    out: list[Candidate] = []
    for name, text in benefits(page, proper):
        if not _PERIODIC.search(name) or re.search(r"\badvance|\band\b", name, re.IGNORECASE):
            continue
        if not context.negative_seen.isdisjoint({f"carry:{name.lower()}"}):
            continue
        context.negative_seen.add(f"carry:{name.lower()}")
        if said_together(context.kb, CARRY, name):
            context.negative_skipped["adjacent_topic:a page says the case beside the benefit"] += 1
            continue
        period = "month" if _MONTHLY.search(text) else "year"
        out.append(refusal_candidate(
            page, "adjacent_topic", f"Does unused {name} carry over to the next {period}?",
            f"policy:{page.ref}:{name}:carryover", (*CARRY, (name,)),
            template="policy:carryover"))
    return out


def _leave_gaps(page: Page, context: KbContext) -> list[Candidate]:
    kb, skipped = context.kb, context.negative_skipped
    out: list[Candidate] = []
    leaves = long_leaves(kb)
    combined = {name.lower() for _, name in leaves for p in kb.current_pages()
                for section in p.parsed.sections
                if "combin" in section.heading.lower() and holds_phrase(section.heading, name)}
    for ref, leave in leaves:
        if ref != page.ref:
            continue
        programs = [program for _, program in tenure_programs(kb)]
        named = leave[:1].isupper()  # a state's program ("California … leave")
        if programs and not (named and f"tenure-named:{page.ref}" in context.negative_seen):
            # one program per leave, and one of a page's state programs: "Does time on
            # Oregon … leave count toward …" for every state reads as one trap repeated
            program = programs[len(out) % len(programs)]
            if said_together(kb, (_TENURE_WORDS,), leave) or said_together(
                    kb, ((program,),), leave):
                skipped["cross_category_gap:a page says the leave beside tenure"] += 1
            else:
                if named:
                    context.negative_seen.add(f"tenure-named:{page.ref}")
                out.append(refusal_candidate(
                    page, "cross_category_gap",
                    f"Does time on {leave} count toward tenure for {program}?",
                    f"policy:{page.ref}:{leave}:{program}:tenure",
                    (_TENURE_WORDS, (leave,), (program,)), template="policy:tenure"))
        for _, other in leaves:
            if other.lower() == leave.lower() or f"pair:{other}:{leave}".lower() in (
                    context.negative_seen) or not (leave[:1].islower() and other[:1].islower()):
                continue  # "California … leave right after Oregon … leave": a state's
                # program is one a resident takes, never beside another state's
            context.negative_seen.add(f"pair:{leave}:{other}".lower())
            if _MEDICAL.search(f"{leave} {other}"):
                continue  # an illness is not planned right after another leave
            if not _FAMILY.search(f"{leave} {other}") or combined & {leave.lower(),
                                                                      other.lower()} or (
                    " and " in f"{leave} {other}"):
                continue  # two government leave types are asked nothing, nor a heading
                # joining two ("paid parental leave and FMLA"); a page on combining a leave
                # with others answers its pairs
            if said_together(kb, ((other,),), leave):
                skipped["cross_category_gap:a page names the two leaves together"] += 1
                continue
            out.append(refusal_candidate(
                page, "cross_category_gap",
                f"Can I take {_leave_phrase(leave)} right after {_after(other)}?",
                f"policy:{page.ref}:{leave}:{other}:back_to_back",
                ((leave,), (other,)), template="policy:back_to_back"))
    return out


def _claims(page: Page, context: KbContext, proper: set[str]) -> list[Candidate]:
    out: list[Candidate] = []
    sections = page.parsed.sections
    for at, section in enumerate(sections):
        name = _name(section.heading, proper)
        if not _short(name) or not _INSURANCE.search(name) or len(name.split()) > 3:
            continue
        if at + 1 < len(sections) and sections[at + 1].level > section.level:
            continue  # "Health Insurance" over its kinds: each kind is asked, not the group
        if re.search(r"\blife\b", name, re.IGNORECASE) or not section.text.strip():
            continue  # a beneficiary files a life insurance claim, not "I"
        if f"claim:{name.lower()}" in context.negative_seen:
            continue
        context.negative_seen.add(f"claim:{name.lower()}")
        steps = any(_CLAIM.search(p.heading) or any(_CLAIM.search(s) for s in p.steps)
                    for other in context.kb for p in other.parsed.procedures)
        if steps or said_together(context.kb, (*_CLAIM_STEPS, ("claim",)), name):
            context.negative_skipped[
                "out_of_scope_procedure:a page gives steps beside the insurance"] += 1
            continue
        out.append(refusal_candidate(
            page, "out_of_scope_procedure", f"How do I claim on my {name}?",
            f"policy:{page.ref}:{name}:claim", (*_CLAIM_STEPS, ("claim",), (name,)),
            template="policy:claim"))
    return out


def policy_gap_negatives(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Carry-over, tenure, back-to-back and claim drafts of ``page``; drops counted in
    ``context.negative_skipped``."""
    proper = lower_words(context.kb)
    return {"adjacent_topic": _carryover(page, context, proper),
            "cross_category_gap": _leave_gaps(page, context),
            "out_of_scope_procedure": _claims(page, context, proper)}
