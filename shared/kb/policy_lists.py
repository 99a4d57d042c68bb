"""Lists a policy handbook introduces with a lead sentence, asked item by item or whole.

- An amount list: a lead sentence ending with ":" that names what the amounts are ("Each
  pay period, you'll see a payroll deduction for medical insurance:") followed by items
  "<Label>: <amount>" ("Employee-only medical coverage: $96.05"). Each item is asked
  "How much is the payroll deduction for employee-only medical coverage each pay period?",
  answered by its amount; on a page with an older version, an item whose label the older
  list gives another amount is rot_aware ("Under the current policy, …").
- A list of sections: a page whose opening text ends with "as follows:" or "the following:"
  and whose items are the page's next sections ("Our Internal Systems": "… internal
  systems that help us … They are as follows:" then "## Queenbee", "## Sentry" …) is asked
  whole, "What are our internal systems?", answered by the section names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.amounts import MONEY_TEXT
from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.knowledge_base import Page
from shared.kb.negative import is_shop_kb
from shared.kb.negative_policy import is_policy_kb
from shared.kb.phrasing import as_customer, join_items, sentence

__all__ = ["AmountItem", "amount_items", "policy_list_direct"]

_AMOUNT = rf"{MONEY_TEXT}|\d+(?:\.\d+)?\s?%"
_ITEM = re.compile(rf"^(?P<label>[A-Z][\w()’'/ -]{{2,60}}?):\s*(?P<value>{_AMOUNT})\.?$")
_LEAD = re.compile(
    r"^(?:(?P<when>(?:Each|Every|Per) [a-z ]{3,20}), )?.*?\b(?:an?|the) "
    r"(?P<what>[a-z][a-z -]{2,30}?)"
    r"(?: (?:for|of|on) (?P<of>[a-z][a-z -]{2,30}))?:$")
_FOLLOWS = re.compile(r"\b(?:as follows|the following)\s*:$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class AmountItem:
    """One item of an amount list with the question that asks it."""

    heading: str
    lead: str
    label: str
    value: str
    query: str
    of: str = ""
    """What the lead says the amounts are for ("medical insurance"), "" when it says none."""


_GENERIC = frozenset({"insurance", "cover", "coverage", "plan", "plans", "premium", "premiums",
                      "benefit", "benefits", "each", "every", "your", "our", "the"})


def _names_more(of: str, label: str) -> bool:
    """Whether the lead's ``of`` ("medical insurance") names what ``label`` ("Employee only")
    leaves out: without it two lists of one page (medical, dental) ask one question."""
    said = {w for w in re.findall(r"[a-z]+", label.lower())}
    return any(w not in said and w not in _GENERIC and len(w) > 2
               for w in re.findall(r"[a-z]+", of.lower()))


def amount_items(page: Page) -> list[AmountItem]:
    """Every ``<Label>: <amount>`` item under a lead sentence naming what the amounts are."""
    out: list[AmountItem] = []
    for section in page.parsed.sections:
        lead: re.Match[str] | None = None
        lead_text = ""
        for block in section.blocks:
            text = block.strip().replace("’", "'")
            item = _ITEM.match(text)
            if item is not None and lead is not None:
                when = f" {lead.group('when').lower()}" if lead.group("when") else ""
                label = item.group("label")
                label = label if label.isupper() else f"{label[0].lower()}{label[1:]}"
                of = lead.group("of") or ""
                named = f" for {of}" if _names_more(of, label) else ""
                query = f"How much is the {lead.group('what')}{named} for {label}{when}?"
                out.append(AmountItem(section.heading, lead_text, item.group("label"),
                                      item.group("value"), as_customer(query), of))
                continue
            last = re.split(r"(?<=[.!?])\s+", text)[-1]  # the lead is the last sentence
            lead = _LEAD.match(last) if last.endswith(":") else None
            lead_text = block.strip()
    return out


def _section_list(page: Page) -> Candidate | None:
    """"What are our internal systems?" when the page's opening text ends "as follows:" and
    its next sections are the items."""
    sections = page.parsed.sections
    if len(sections) < 3 or not sections[0].blocks:
        return None
    opening = sections[0].blocks[-1].strip()
    if not _FOLLOWS.search(opening):
        return None
    title = page.title.strip()
    topic = re.sub(r"^(?:Our|My|Your|The)\s+", "", title)
    if not topic or not topic.split()[-1].lower().endswith("s") or len(topic.split()) > 4:
        return None  # "What are our internal systems?" needs a plural title
    level = sections[1].level
    items = [s.heading.strip() for s in sections[1:] if s.level == level]
    if not 2 <= len(items) <= 12 or any(len(item.split()) > 4 for item in items):
        return None
    owner = "our " if title.lower().startswith("our ") else "the "
    query = f"What are {owner}{topic.lower()}?"
    return Candidate(query=query, ground_truth=sentence(join_items(items)), refs=(page.ref,),
                     subtype="list_enumeration", category=page.category,
                     key=f"policy_list:{page.ref}:{query}",
                     evidence=tuple(Evidence(page.ref, item) for item in items),
                     template="policy_section_list")


def _aligned(item: AmountItem) -> tuple[str, str, str]:
    """An item's place across versions: its section, what its lead names and its label (two
    lists of one page share labels: "Employee only" of medical and of dental)."""
    return normalise(item.heading), normalise(item.of), normalise(item.label)


def policy_list_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates of ``page``'s introduced lists (policy KBs only), by subtype."""
    out: dict[str, list[Candidate]] = {}
    if is_shop_kb(context) or not is_policy_kb(context.kb):
        return out
    listed = _section_list(page)
    if listed is not None:
        out.setdefault("list_enumeration", []).append(listed)
    previous = context.kb.previous_version(page)
    older = {_aligned(item): item.value
             for item in (amount_items(previous) if previous is not None else [])}
    items = amount_items(page)
    asked = [item.query for item in items]
    for item in items:
        if asked.count(item.query) > 1:  # two lists with the same labels and no named "of"
            context.skipped["simple_fact:policy_list_same_question"] += 1
            continue
        was = older.get(_aligned(item))
        query, subtype = item.query, "simple_fact"
        if was is not None and normalise(was) != normalise(item.value):
            query, subtype = f"Under the current policy, {query[0].lower()}{query[1:]}", \
                "rot_aware"
        out.setdefault(subtype, []).append(Candidate(
            query=query, ground_truth=sentence(item.value), refs=(page.ref,), subtype=subtype,
            category=page.category, key=f"policy_item:{page.ref}:{item.query}",
            evidence=(Evidence(page.ref, f"{item.label}: {item.value}"),),
            template="policy_amount_item"))
    return out
