"""Negative candidates of a policy KB: a handbook's or help centre's benefits and procedures.

A handbook (leave types, travel rules, perks) names no options or settings; what it names
are its benefits (``Annual leave``, ``Travel comp time``, ``Learning budget``) and its
procedures (``Requesting paid parental leave``, ``How to book a hotel in Concur``). An
employee asks of them what such policies often leave out:

- *Is unused annual leave paid out when I leave the company?* (``adjacent_topic``,
  ``policy:payout``) of a benefit whose section states an amount (hours, days, a sum);
- *How much annual leave does a part-time employee get?* (``missing_data``,
  ``policy:part_time``) of the same benefits: the policy states the full-time amount;
- *How do I request paid parental leave as a contractor?* and *… on behalf of a
  colleague?* (``out_of_scope_procedure``, ``policy:<case>``) of a documented procedure:
  the case changes who may run it, so the written steps do not answer it.

Every draft names its benefit or procedure as the page does, and its gap terms are the case
and the thing: :func:`~shared.kb.negative_check.check_negative` then refuses it when any
paragraph of any page says the case beside the thing (a part-time accrual rate, a
contractor's exclusion, a payout on separation). A draft is also dropped before that,
counted, when any page names the case at all beside the benefit's words in one paragraph.
"""

from __future__ import annotations

import re

from lemminflect import getLemma

from shared.kb.amounts import MONEY_TEXT
from shared.kb.answerability import holds_phrase
from shared.kb.candidates import Candidate, KbContext, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.negative_aspects import kb_things
from shared.kb.phrasing import procedure_goal
from shared.kb.policy_terms import PART_TIME

__all__ = ["POLICY_CASES", "benefits", "cased", "is_policy_kb", "lower_words", "policy_goals",
           "policy_negatives", "said_together"]

_Groups = tuple[tuple[str, ...], ...]

_BENEFIT = re.compile(r"\b(?:leave|allowance|stipend|budget|bonus|time off|pto|comp time|"
                      r"credit hours|per diem|sabbatical|holidays?|vacation|reimbursement)\b",
                      re.IGNORECASE)
"""A heading naming something an employee is given in an amount."""
_AMOUNT = re.compile(rf"(?:{MONEY_TEXT}|\b\d+(?:\.\d+)?\s*(?:hours?|days?|weeks?|months?|"
                     r"percent|%))", re.IGNORECASE)
_PAYOUT: _Groups = (("paid out", "payout", "pay out", "lump sum", "lump-sum", "cash out",
                     "separation", "separate", "separating", "leave the company", "leaving",
                     "employment ends", "end of employment", "quit", "depart", "departure",
                     "termination", "resign", "resignation", "final paycheck"),)
POLICY_CASES: tuple[tuple[str, str, _Groups], ...] = (
    ("contractor", "as a contractor", (("contractor", "contractors", "contract staff",
                                        "vendor staff"),)),
    ("colleague", "on behalf of a colleague", (("on behalf", "someone else", "another person",
                                                "another employee", "colleague", "delegate",
                                                "arranger", "assistant"),)),
    ("part_time", "as a part-time employee", PART_TIME),
)
"""Cases that change who may run a procedure: (template, qualifier, gap terms)."""
_GERUND = re.compile(r"^([A-Z][a-z]+ing)\s+(\S.*)$")
_NOT_A_TASK = frozenset({"checklist", "overview", "brief", "changes", "amended", "other",
                         "using", "understanding", "calculating", "combining", "taking",
                         "transferring"})
"""Gerund headings that describe a topic ("Understanding travel comp time") rather than a
task a person runs, and first words of headings that name no task at all."""


@per_kb
def is_policy_kb(kb: KnowledgeBase) -> bool:
    """True for a KB of prose (a handbook, not a shop's help centre, which the caller tells
    apart): no page writes settings, options or commands in code, as documentation does."""
    code = sum(len(page.parsed.code_blocks) for page in kb.current_pages())
    return len(kb_things(kb)) < 3 and code < 3


def cased(words: str, lowered: set[str]) -> str:
    """Words of a Title Case heading as they read mid-sentence: a word stays capitalised
    only when it is an acronym or the KB never writes it in lower case (``Concur``)."""
    return " ".join(w if (w.isupper() and len(w) > 1) or w.lower() not in lowered else w.lower()
                    for w in words.split())


@per_kb
def lower_words(kb: KnowledgeBase) -> set[str]:
    """Every word the KB's pages write in lower case, and every capitalised word their prose
    never capitalises inside a sentence (``Stipend`` of the heading "Coworking Space
    Stipend", ``Dental`` opening a sentence): a name is capitalised mid-sentence
    (``through Deskpass``, ``in California``)."""
    lowered = {w for page in kb for w in re.findall(r"\b[a-z][a-z-]*\b", page.text)}
    prose = " ".join(block for page in kb for section in page.parsed.sections
                     for block in section.blocks)
    named = {w.lower() for w in re.findall(r"(?<=[a-z,] )[A-Z][a-z]+\b", prose)}
    capitals = {w.lower() for page in kb for w in re.findall(r"\b[A-Z][a-z]+\b", page.text)}
    return lowered | (capitals - named)


def _thing(heading: str, proper: set[str]) -> str:
    """A heading as a benefit's name: ``Court leave (jury duty)`` -> ``court leave``."""
    return cased(re.sub(r"\s*\([^)]*\)", "", heading).strip(" :."), proper)


_ACCRUED = re.compile(r"\b(?:annual|vacation|pto|paid time off|time off|comp time|"
                      r"credit hours|sick|award|personal)\b", re.IGNORECASE)
"""A balance that builds up and can be left unused (not a grant for one event such as a
bereavement or a jury summons): the only kind a payout question fits."""
_NOT_A_BENEFIT = re.compile(r"\b(?:example|examples|overview|using|requesting|calculating|"
                            r"understanding|combining|transferring)\b", re.IGNORECASE)


def benefits(page: Page, proper: set[str]) -> list[tuple[str, str]]:
    """(name, section text) of each section of ``page`` headed by a benefit (one to four
    words, a benefit noun) whose text states an amount (hours, days, a sum, a percent)."""
    found: list[tuple[str, str]] = []
    for section in page.parsed.sections:
        heading = section.heading.strip()
        name = _thing(heading, proper)
        if not heading or not 1 <= len(name.split()) <= 4 or not _BENEFIT.search(name) or (
                _NOT_A_BENEFIT.search(name)):
            continue
        if "?" in heading or not name[:1].isalpha() or not _AMOUNT.search(section.text):
            continue
        found.append((name, section.text))
    return found


def _goal(heading: str, proper: set[str]) -> str | None:
    """A procedure's task as "I" would say it: ``How to book a hotel`` -> ``book a hotel``;
    ``Requesting paid parental leave`` -> ``request paid parental leave``."""
    goal = procedure_goal(heading)
    if goal is not None:
        return cased(goal, proper)
    match = _GERUND.match(heading.strip().rstrip(":.?"))
    if match is None or match.group(1).lower() in _NOT_A_TASK:
        return None
    verb = getLemma(match.group(1).lower(), upos="VERB")
    if not verb or verb[0] == match.group(1).lower():
        return None
    return f"{verb[0]} {cased(match.group(2), proper)}"


def policy_goals(page: Page, proper: set[str]) -> list[str]:
    """The tasks of ``page``'s procedures (numbered steps under a task heading), once each."""
    goals = [g for p in page.parsed.procedures if len(p.steps) >= 2
             and (g := _goal(p.heading, proper)) is not None]
    return [g for g in dict.fromkeys(goals)
            if not {"faq", "faqs"} & set(g.lower().split()) and len(g.split()) <= 10]


def said_together(kb: KnowledgeBase, case: _Groups, thing: str) -> bool:
    """True when a paragraph of any page (older versions included) says the case and holds
    the thing's words."""
    return any(all(any(holds_phrase(block, alt) for alt in group) for group in case)
               and holds_phrase(block, thing)
               for page in kb for section in page.parsed.sections
               for block in (f"{section.heading}. {b}" for b in section.blocks))


def policy_negatives(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Payout, part-time and who-runs-it drafts of ``page``'s benefits and procedures;
    drops counted in ``context.negative_skipped``."""
    out: dict[str, list[Candidate]] = {"adjacent_topic": [], "missing_data": [],
                                       "out_of_scope_procedure": []}
    kb, skipped = context.kb, context.negative_skipped
    proper = lower_words(kb)
    for name, _ in benefits(page, proper):
        if f"benefit:{name}" in context.negative_seen or " and " in name:
            continue  # "vacation and sick leave": two benefits asked as one
        context.negative_seen.add(f"benefit:{name}")
        drafts = [("missing_data", "policy:part_time",
                   f"How much {name} does a part-time employee get?", PART_TIME)]
        if _ACCRUED.search(name) and not re.search(r"\badvance", name, re.IGNORECASE):
            drafts.append(("adjacent_topic", "policy:payout",
                           f"Is unused {name} paid out when my employment ends?", _PAYOUT))
        for subtype, template, query, case in drafts:
            if said_together(kb, case, name):
                skipped[f"{subtype}:a page says the case beside the benefit"] += 1
                continue
            out[subtype].append(refusal_candidate(
                page, subtype, query, f"policy:{page.ref}:{name}:{template}",
                (*case, (name,)), template=template))
    for goal in policy_goals(page, proper):
        for template, qualifier, case in POLICY_CASES:
            if template == "part_time" and not re.search(r"\b(?:request|apply|enroll|claim)\b",
                                                         goal, re.IGNORECASE):
                continue  # booking a hotel is the same for anyone; an entitlement is not
            if said_together(kb, case, goal):
                skipped["out_of_scope_procedure:a page says the case beside the task"] += 1
                continue
            out["out_of_scope_procedure"].append(refusal_candidate(
                page, "out_of_scope_procedure", f"How do I {goal} {qualifier}?",
                f"policy:{page.ref}:{goal}:{template}", case,
                template=f"policy:{template}"))
    return out

