"""``process_step`` questions over a page's numbered procedures.

A numbered list is a procedure only when the page presents it as one: it opens its
section, its heading or the paragraph just before it speaks of steps ("Follow these
steps", "Triage steps"), or that paragraph ends with a colon or an ellipsis. A
numbered list after a code block introduced as "The key takeaway here should be the
following." is a list of rules, not the task's steps, and asking "What is the second step
to build extension modules?" of it gives a wrong answer (the page's real steps are
elsewhere). Such lists are skipped and counted.

Questions: the n-th step, the last step and the step count, each phrased with the task
the heading names ("to start a return"). No question quotes a step (a quoted clause is
no question a person asks, and it hands lexical retrieval the answer).
"""

from __future__ import annotations

import re
from random import Random

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Procedure
from shared.kb.negative import is_shop_kb
from shared.kb.phrasing import lower_phrase, ordinal, procedure_goal, sentence
from shared.kb.prose import how_to_phrase

__all__ = ["introduced_as_steps", "procedure_rot", "process_step"]

_STEP_LEAD = re.compile(r"(?::|\.\.\.|…)\s*$|\bsteps?\b", re.IGNORECASE)


def introduced_as_steps(page: Page, procedure: Procedure) -> bool:
    """True when the list opens its section or the paragraph before it introduces steps."""
    for section in page.parsed.sections:
        if section.heading != procedure.heading or procedure.steps[0] not in section.blocks:
            continue
        index = section.blocks.index(procedure.steps[0])
        if index == 0 or _STEP_LEAD.search(procedure.heading):
            return True
        return _STEP_LEAD.search(section.blocks[index - 1]) is not None
    return True  # steps the section's blocks do not show verbatim: nothing to go on


def process_step(page: Page, context: KbContext, rng: Random) -> list[Candidate]:
    """Ordinal, last-step and step-count questions over numbered lists."""
    out: list[Candidate] = []
    for procedure in page.parsed.procedures:
        steps = procedure.steps
        if len(steps) < 2:
            continue
        if _cut(steps):
            context.skipped["process_step:step_cut_mid_clause"] += 1
            continue  # "If the issue cannot be reproduced,": a sub-list's items, not steps
        goal = procedure_goal(procedure.heading) or how_to_phrase(procedure.heading)
        named = _STEPS_HEADING.match(procedure.heading.strip())
        if goal is None and named is not None and not is_shop_kb(context):
            if introduced_as_steps(page, procedure):
                out.extend(_named_steps(page, procedure, lower_phrase(named.group("what")), rng))
            continue  # "Triage steps": asked as "the third triage step"
        if goal is None and not is_shop_kb(context):
            continue  # "in 'Development proxy setup' on the Contributing page" names the file
        if not introduced_as_steps(page, procedure):
            context.skipped["process_step:numbered list not introduced as steps"] += 1
            continue
        where = f"to {goal}" if goal else f"in '{procedure.heading}' on the {page.title} page"
        base = f"step:{page.ref}:{procedure.heading}"
        position = rng.randrange(len(steps))
        out.append(_make(page, f"What is the {ordinal(position + 1)} step {where}?",
                         sentence(steps[position]), f"{base}:ordinal:{position}",
                         (Evidence(page.ref, steps[position]),)))
        out.append(_make(page, f"What is the last step {where}?", sentence(steps[-1]),
                         f"{base}:last", (Evidence(page.ref, steps[-1]),)))
        out.append(_make(page, f"How many steps does it take {where}?", f"{len(steps)} steps.",
                         f"{base}:count",
                         (Evidence(page.ref, steps[0]), Evidence(page.ref, steps[-1]))))
    return out


def _cut(steps: tuple[str, ...]) -> bool:
    """A step that ends mid-clause (a comma, a colon) or is one word: no procedure."""
    return any(step.rstrip().endswith((",", ":", ";")) or len(step.split()) < 2
               for step in steps)


_STEPS_HEADING = re.compile(r"^(?P<what>[A-Za-z][\w -]{2,40}?) [Ss]teps$")


def _named_steps(page: Page, procedure: Procedure, what: str,
                 rng: Random) -> list[Candidate]:
    """"What is the third triage step?", "What is the last …", "How many … are there?"."""
    steps = procedure.steps
    base = f"step:{page.ref}:{procedure.heading}"
    position = rng.randrange(len(steps))
    return [
        _make(page, f"What is the {ordinal(position + 1)} {what} step?",
              sentence(steps[position]), f"{base}:ordinal:{position}",
              (Evidence(page.ref, steps[position]),)),
        _make(page, f"What is the last {what} step?", sentence(steps[-1]), f"{base}:last",
              (Evidence(page.ref, steps[-1]),)),
        _make(page, f"How many {what} steps are there?", f"{len(steps)} steps.",
              f"{base}:count", (Evidence(page.ref, steps[0]), Evidence(page.ref, steps[-1]))),
    ]


def _make(page: Page, query: str, answer: str, key: str,
          evidence: tuple[Evidence, ...], subtype: str = "process_step") -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=(page.ref,), subtype=subtype,
                     category=page.category, key=key, evidence=evidence)


def procedure_rot(page: Page, previous: Page) -> list[Candidate]:
    """rot_aware questions on a procedure the current version changed: a step added or
    dropped ("How many steps does it currently take to …?") or a new last step ("What is
    the current last step to …?"), answered from the current page."""
    old = {p.heading.strip().lower(): p for p in previous.parsed.procedures}
    out: list[Candidate] = []
    for procedure in page.parsed.procedures:
        before = old.get(procedure.heading.strip().lower())
        steps = procedure.steps
        if before is None or len(steps) < 2 or _cut(steps) \
                or not introduced_as_steps(page, procedure):
            continue
        goal = procedure_goal(procedure.heading) or how_to_phrase(procedure.heading)
        if goal is None:
            continue
        base = f"rot-step:{page.ref}:{procedure.heading}"
        if len(before.steps) != len(steps):
            out.append(_make(page, f"How many steps does it currently take to {goal}?",
                             f"{len(steps)} steps.", f"{base}:count",
                             (Evidence(page.ref, steps[0]), Evidence(page.ref, steps[-1])),
                             subtype="rot_aware"))
        if before.steps[-1] != steps[-1]:
            out.append(_make(page, f"What is the current last step to {goal}?",
                             sentence(steps[-1]), f"{base}:last",
                             (Evidence(page.ref, steps[-1]),), subtype="rot_aware"))
    return out
