"""Bullet lists a policy handbook introduces, asked whole: what they enumerate or the
checklist they give the reader.

- A list under a question heading it answers alone ("#### What is part of my regional
  office?" then "- London - within the M25", "- Manchester - …") is asked by the heading
  (list_enumeration), answered by its items.
- A list a lead sentence says a benefit provides ("The service provides the following:"
  then "- Physiotherapy: Consultation and treatment …") is asked "What does Unum Help@hand
  provide?" (list_enumeration), answered by the items' labels when every item has one.
- A list of values a lead keys by the reader's grade or level ("The pension contribution
  available to you is aligned to your grade:" then "- Grade 8: 4% employer matched") is
  asked item by item, "What is the pension contribution for Grade 8?" (simple_fact).
- A checklist of instructions a lead sentence says the reader must do ("… make sure you've
  done the following before booking holiday:", "When considering this option, you will
  need to:" under "Working abroad"), every item opening with a verb ("Ask …", "Ensure …"),
  is asked "What do I need to do before booking holiday?" (process_step), answered by the
  whole checklist. The goal comes from the lead's "before …" or from a heading that is a
  gerund phrase ("Working abroad"); a lead naming neither is not asked (counted).
"""

from __future__ import annotations

import re

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.markdown import ItemList
from shared.kb.negative import is_shop_kb
from shared.kb.negative_policy import is_policy_kb
from shared.kb.phrasing import lower_phrase, sentence, strip_terminal
from shared.kb.step_questions import instructions

__all__ = ["policy_checklist_direct"]

_QUESTION_HEADING = re.compile(r"^(?:What|Which)\b[^?]{5,80}\?$")
_PROVIDES = re.compile(
    r"^(?:The|This|Our) (?P<noun>service|benefit|scheme|app|plan|policy|package|programme|"
    r"program|cover|membership)s? (?P<verb>provides|includes|covers|offers)"
    r"(?: you)?(?: with)? the following(?: [a-z]+)?\s*:$")
_MUST_DO = re.compile(
    r"\b(?:you(?:'ll| will)? need to|you must|(?:make sure|ensure) (?:that )?"
    r"(?:you(?:'ve| have)? )?(?:done )?the following(?: before (?P<before>[a-z][^:]{3,60}))?)"
    r"\s*:$", re.IGNORECASE)
_KEYED = re.compile(
    r"^(?:The|Your) (?P<what>[a-z][a-z ]{3,40}?)(?: available to you)? (?:is|are) "
    r"(?:aligned to|based on|set by|determined by|linked to) your (?P<key>[a-z][a-z ]{1,20}):$")
_LABEL = re.compile(r"^(?P<label>[A-Z][^:]{1,50}?):\s+\S")
_MAX_ITEMS = 12
_MAX_ITEM_WORDS = 25


def _lead(page: Page, item_list: ItemList) -> tuple[str, int] | None:
    """The last sentence of the block just before ``item_list`` in its section ("" when the
    list opens the section) and the list's place among the section's blocks."""
    for section in page.parsed.sections:
        if section.heading != item_list.heading or item_list.items[0] not in section.blocks:
            continue
        index = section.blocks.index(item_list.items[0])
        if index == 0:
            return "", 0
        block = section.blocks[index - 1].strip().replace("’", "'")
        return re.split(r"(?<=[.!?])\s+", block)[-1], index
    return None


def _joined(items: list[str], verbs: bool = False) -> str:
    """``a, b and c``; ``a; b; c`` when an item holds a comma or a dash of its own. With
    ``verbs`` (a checklist's instructions) items after the first start in lower case ("ask
    your clients"); names and labels keep their case ("Manchester", "Mental Health")."""
    cleaned = [strip_terminal(item.strip()) for item in items]
    if verbs:
        cleaned = cleaned[:1] + [lower_phrase(item) for item in cleaned[1:]]
    if any(re.search(r",| [-–—] ", item) for item in cleaned):
        return sentence("; ".join(cleaned))
    return sentence(f"{', '.join(cleaned[:-1])} and {cleaned[-1]}")


def _labels(items: tuple[str, ...]) -> list[str] | None:
    """Every item's label ("Physiotherapy" of "Physiotherapy: Consultation and …"), or None
    when an item has none."""
    labels = [_LABEL.match(item.strip()) for item in items]
    if any(label is None for label in labels):
        return None
    return [label.group("label") for label in labels if label is not None]


def _keyed_values(page: Page, lead: re.Match[str], items: tuple[str, ...]) -> list[Candidate]:
    """"What is the pension contribution for Grade 8?" of each "Grade 8: 4% employer
    matched" item under "The pension contribution available to you is aligned to your
    grade:": every item's label must open with the key the lead names, else none is asked."""
    key = lead.group("key").split()[-1].lower()
    labelled = [(_LABEL.match(item.strip()), item) for item in items]
    if any(m is None or not m.group("label").lower().startswith(key) for m, _ in labelled):
        return []
    out = []
    for match, item in labelled:
        assert match is not None, item
        label = re.sub(r"^([A-Za-z]+) (\d+)\s*[-–]\s*(\d+)$", r"\1s \2-\3",
                       match.group("label").strip())  # "Grade 9 - 10" -> "Grades 9-10"
        value = item.strip()[match.end("label") + 1:].strip()
        out.append(Candidate(
            query=f"What is the {lead.group('what')} for {label}?", ground_truth=sentence(value),
            refs=(page.ref,), subtype="simple_fact", category=page.category,
            key=f"policy_keyed:{page.ref}:{label}", evidence=(Evidence(page.ref, item),),
            template="policy_keyed_value"))
    return out


def _goal(lead: str, heading: str) -> str | None:
    """What the checklist is for: the lead's "before booking holiday", else a heading that
    is a gerund phrase ("Working abroad" -> "working abroad")."""
    must = _MUST_DO.search(lead)
    assert must is not None, lead
    if must.group("before"):
        before = must.group("before").strip()
        return before if before.split()[0].endswith("ing") else None
    words = heading.strip().split()
    if 1 < len(words) <= 4 and words[0].lower().endswith("ing") and heading.isascii():
        return lower_phrase(heading.strip())
    return None


def policy_checklist_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """list_enumeration and process_step candidates of ``page``'s introduced bullet lists
    (policy KBs only)."""
    out: dict[str, list[Candidate]] = {}
    if is_shop_kb(context) or not is_policy_kb(context.kb):
        return out
    for item_list in page.parsed.lists:
        items = item_list.items
        if item_list.navigation or not 2 <= len(items) <= _MAX_ITEMS:
            continue
        if any(len(item.split()) > _MAX_ITEM_WORDS for item in items):
            continue  # paragraphs in bullets, not a list's items
        placed = _lead(page, item_list)
        if placed is None:
            continue
        lead, _ = placed
        heading = item_list.heading.strip()
        evidence = tuple(Evidence(page.ref, item) for item in items)
        key = f"policy_checklist:{page.ref}:{heading}:{items[0]}"
        if not lead and _QUESTION_HEADING.match(heading):
            out.setdefault("list_enumeration", []).append(Candidate(
                query=heading, ground_truth=_joined(list(items)), refs=(page.ref,),
                subtype="list_enumeration", category=page.category, key=key,
                evidence=evidence, template="policy_question_list"))
            continue
        keyed = _KEYED.match(lead)
        if keyed is not None:
            out.setdefault("simple_fact", []).extend(_keyed_values(page, keyed, items))
            continue
        provides = _PROVIDES.match(lead)
        if provides is not None:
            labels = _labels(items)
            title = page.title.strip()
            if labels is None or not title or len(title.split()) > 5:
                context.skipped["list_enumeration:provided_items_unlabelled"] += 1
                continue
            verb = provides.group("verb")[:-1]  # provides -> provide
            out.setdefault("list_enumeration", []).append(Candidate(
                query=f"What does {title} {verb}?", ground_truth=_joined(labels),
                refs=(page.ref,), subtype="list_enumeration", category=page.category,
                key=key, evidence=evidence, template="policy_provided_list"))
            continue
        if _MUST_DO.search(lead) is None:
            continue
        if not all(instructions((item,)) for item in items):
            context.skipped["process_step:checklist_not_all_instructions"] += 1
            continue
        goal = _goal(lead, heading)
        if goal is None:
            context.skipped["process_step:checklist_names_no_goal"] += 1
            continue
        out.setdefault("process_step", []).append(Candidate(
            query=f"What do I need to do before {goal}?",
            ground_truth=_joined(list(items), verbs=True),
            refs=(page.ref,), subtype="process_step", category=page.category, key=key,
            evidence=evidence, template="policy_checklist"))
    return out
