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

from lemminflect import getAllLemmas

from shared.kb.candidates import Candidate, Evidence, KbContext
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Procedure
from shared.kb.negative import is_shop_kb
from shared.kb.phrasing import lower_phrase, ordinal, procedure_goal, sentence
from shared.kb.prose import how_to_phrase

__all__ = ["instructions", "introduced_as_steps", "lead_goal", "procedure_rot", "process_step"]

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
        if not is_shop_kb(context) and _program_actions(page, procedure):
            context.skipped["process_step:what_the_program_does"] += 1
            continue  # "The first time you call the environment, Hatch will: 1. Create the
            # environment …": the tool's own actions, not steps a reader takes
        if not is_shop_kb(context) and not instructions(steps):
            context.skipped["process_step:items_not_instructions"] += 1
            continue  # "1. The --user option 2. The HATCH_INDEX_USER variable": an order of
            # precedence; "1. That your package is installed": what a listing shows
        goal = procedure_goal(procedure.heading) or how_to_phrase(procedure.heading) or (
            None if is_shop_kb(context) else imperative_heading(procedure.heading)
            or lead_goal(page, procedure))
        named = _STEPS_HEADING.match(procedure.heading.strip())
        if goal is None and named is not None and not is_shop_kb(context):
            if introduced_as_steps(page, procedure):
                out.extend(_named_steps(page, procedure, lower_phrase(named.group("what")), rng))
            continue  # "Triage steps": asked as "the third triage step"
        if goal is None and not is_shop_kb(context):
            if instructions(steps):
                context.skipped["process_step:heading_names_no_task"] += 1
            continue  # "in 'Development proxy setup' on the Contributing page" names the file
        if not introduced_as_steps(page, procedure):
            context.skipped["process_step:numbered list not introduced as steps"] += 1
            continue
        where = f"to {goal}" if goal else f"in '{procedure.heading}' on the {page.title} page"
        base = f"step:{page.ref}:{procedure.heading}"
        # a step showing the block under it ("… with the following content:") is counted,
        # never an answer: the block is its content
        told = [i for i, step in enumerate(steps) if not step.rstrip().endswith(":")]
        position = told[rng.randrange(len(told))] if told else -1
        if position >= 0:
            out.append(_make(page, f"What is the {ordinal(position + 1)} step {where}?",
                             sentence(steps[position]), f"{base}:ordinal:{position}",
                             (Evidence(page.ref, steps[position]),)))
        if steps[-1].rstrip().endswith(":"):
            context.skipped["process_step:last_step_shows_a_block"] += 1
        else:
            out.append(_make(page, f"What is the last step {where}?", sentence(steps[-1]),
                             f"{base}:last", (Evidence(page.ref, steps[-1]),)))
        out.append(_make(page, f"How many steps does it take {where}?", f"{len(steps)} steps.",
                         f"{base}:count",
                         (Evidence(page.ref, steps[0]), Evidence(page.ref, steps[-1]))))
    return out


_LEAD_IN = re.compile(r"^(?:(?:optionally|then|next|first|finally|now|also),?\s+|"
                      r"(?:if|when|once|after|before|in|on|from|to)\b[^,]{1,80},\s+)",
                      re.IGNORECASE)


def _imperative(step: str) -> bool:
    """The step tells the reader to do something: it opens (after a lead-in such as
    "Optionally," or "If …,") with a verb in its base form ("Run", "Set", "Install")."""
    text = _LEAD_IN.sub("", step.strip())
    word = re.match(r"[A-Za-z]+", text)
    if word is None:
        return False
    verbs = getAllLemmas(word.group(0).lower()).get("VERB", ())
    return word.group(0).lower() in verbs


def instructions(steps: tuple[str, ...]) -> bool:
    """A numbered list is a procedure when its first step and two thirds of all its steps
    are instructions (an order of precedence or a listing's lines are not)."""
    told = sum(_imperative(step) for step in steps)
    return _imperative(steps[0]) and told * 3 >= len(steps) * 2


_BASE_RUN = (r"(?:run|perform|take|go through|follow|try|do|execute|carry out|check|look|"
             r"attempt|resolve)")
_THIRD_RUN = (r"(?:runs|performs|takes|goes through|follows|tries|does|executes|carries out|"
              r"checks|looks|attempts|resolves)")
_WILL_LEAD = re.compile(
    r"\b(?!you\b|we\b)[A-Za-z]+ (?:will|would)(?: then| first)?:\s*$|"
    r"\b(?!you\b|we\b)[A-Za-z]+ (?:does|performs) the following:\s*$|"
    rf"\b(?!you\b|we\b)[A-Za-z]+ (?:(?:will|would)(?: then| first| also)? {_BASE_RUN}|"
    rf"(?:then |first |also |internally )?{_THIRD_RUN})"
    r"(?: (?:up|for|in|at))? (?:these|the following)\b[^:]{0,80}:\s*$",
    re.IGNORECASE)
"""The paragraph before a list says what something other than the reader will do: "…,
Hatch will:", "… the resolver does the following:", "… the bundler will run these steps to
resolve it:", "… it tries the following paths in order:". The list then holds the program's
own lookups or actions, even when a line opens with a base-form verb ("Check if … exists"),
never steps a reader takes."""


_GOAL_LEAD = re.compile(
    r"^To (?P<goal>[a-z][^,:;.]{3,80}), (?:do the following|follow these steps|(?:you )?"
    r"(?:need|have) to|perform the following(?: steps)?|proceed as follows)\s*:\s*$",
    re.IGNORECASE)


def lead_goal(page: Page, procedure: Procedure) -> str | None:
    """``apply autofix from GitHub Actions``: the task the paragraph right before the list
    names ("To apply autofix from GitHub Actions, do the following:"), when it opens with
    a verb in its base form."""
    for section in page.parsed.sections:
        if section.heading != procedure.heading or procedure.steps[0] not in section.blocks:
            continue
        index = section.blocks.index(procedure.steps[0])
        found = _GOAL_LEAD.match(section.blocks[index - 1].strip()) if index > 0 else None
        if found is None:
            return None
        goal = found.group("goal")
        verb = goal.split()[0].lower()
        return goal if verb in getAllLemmas(verb).get("VERB", ()) else None
    return None


def _program_actions(page: Page, procedure: Procedure) -> bool:
    """The paragraph before the list says what something other than the reader will do
    ("…, Hatch will:")."""
    for section in page.parsed.sections:
        if section.heading == procedure.heading and procedure.steps[0] in section.blocks:
            index = section.blocks.index(procedure.steps[0])
            return index > 0 and _WILL_LEAD.search(section.blocks[index - 1]) is not None
    return False


_DETERMINER = frozenset({"a", "an", "the", "your", "my", "this", "that", "these", "those"})


def imperative_heading(heading: str) -> str | None:
    """``Create custom environment`` -> ``create custom environment``: a heading that tells
    the reader what to do (a base-form verb no noun reading takes, or a verb before a
    determiner: "Use the CLI"); "Project setup" (a noun compound) is none."""
    words = heading.strip().rstrip(".").split()
    if len(words) < 2 or not re.fullmatch(r"[A-Za-z][\w ,'-]*", heading.strip().rstrip(".")):
        return None
    lemmas = getAllLemmas(words[0].lower())
    if words[0].lower() not in lemmas.get("VERB", ()):
        return None
    if "NOUN" in lemmas and words[1].lower() not in _DETERMINER:
        return None
    return " ".join([words[0].lower(), *(w if any(c.isupper() for c in w[1:]) or w.isupper()
                                          else w.lower() for w in words[1:])])


_SHOWN_BELOW = re.compile(r"\b(?:the following|as follows)(?: [a-z]+)?(?: to [\w./ -]+)?:$")
"""A step whose content is the block under it ("Create prettier.yml with the following
content:", "Add the following to your package.json:"): finished, not cut mid-clause."""


def _cut(steps: tuple[str, ...]) -> bool:
    """A step that ends mid-clause (a comma, a colon not showing a block) or is one word:
    no procedure."""
    return any((step.rstrip().endswith((",", ":", ";"))
                and _SHOWN_BELOW.search(step.rstrip()) is None) or len(step.split()) < 2
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
                or not introduced_as_steps(page, procedure) or not instructions(steps) \
                or _program_actions(page, procedure):
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
