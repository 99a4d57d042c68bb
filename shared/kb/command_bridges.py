"""Multi-hop bridges through a command a guide's section runs.

A guide's how-to section runs one command (``poetry install``) and says nothing of its
options; the CLI reference lists them under the command's heading. "Which options does the
command mentioned in the Basic usage guide's section on operating modes accept?" needs the
guide to know which command, and the reference page for its options. The tool's name is
read from the KB (the word most often written before two or more documented commands).

Kept only when the section names exactly one command, the section does not list the
options, the command's reference section does not already say the section's topic (the
reference page alone would answer), and no current page answers alone; drops counted.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection

from shared.kb.admit import admit, repeated
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate, Evidence
from shared.kb.described_bridges import guide_section, links_to, one_page_reason, topic_of
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import OptionGroup
from shared.kb.reference_sections import all_option_groups
from shared.kb.terms import content_terms

__all__ = ["command_bridges"]


_COMMAND_OWNER = re.compile(r"^the (?P<command>[a-z][\w-]*(?: [a-z][\w-]*){0,2}) command$")


def _commands(kb: KnowledgeBase) -> dict[str, tuple[Page, OptionGroup]]:
    """Each command whose option list one current page gives (``the add command``)."""
    found: dict[str, list[tuple[Page, OptionGroup]]] = {}
    for page in kb.current_pages():
        for group in all_option_groups(page):
            m = _COMMAND_OWNER.match(group.owner)
            if m is not None and len(group.options) >= 2:
                found.setdefault(m.group("command"), []).append((page, group))
    return {c: homes[0] for c, homes in found.items() if len(homes) == 1}


def _tool(kb: KnowledgeBase, commands: Collection[str]) -> str | None:
    """The word written before command names (``poetry`` of ``poetry add``): the most common
    such word, when it comes before at least two commands."""
    before: dict[str, set[str]] = {}
    for page in kb.current_pages():
        for command in commands:
            for m in re.finditer(rf"(?<![\w-])([A-Za-z][\w-]+) {re.escape(command)}"
                                 rf"(?![\w-])(?! command)", page.text):
                if content_terms(m.group(1)):  # "the add command" names no tool
                    before.setdefault(m.group(1), set()).add(command)
    ranked = sorted(((w, c) for w, c in before.items() if w.islower()),
                    key=lambda item: (-len(item[1]), item[0]))
    if not ranked or len(ranked[0][1]) < 2:
        return None
    return ranked[0][0]


def command_bridges(kb: KnowledgeBase, skipped: Counter[str] | None = None
                    ) -> list[Candidate]:
    """"Which options does the command for deleting the environments accept?": a guide's
    how-to section runs exactly one command; the reference page lists that command's
    options. Kept when the section does not list the options, the reference section of the
    command does not say the section's purpose, and no current page answers alone."""
    skips = skipped if skipped is not None else Counter()
    commands = _commands(kb)
    tool = _tool(kb, commands) if commands else None
    if tool is None:
        return []
    longest = sorted(commands, key=len, reverse=True)
    pattern = re.compile(rf"(?<![\w-]){re.escape(tool)} "
                         rf"({'|'.join(re.escape(c) for c in longest)})(?![\w-])")
    pages = tuple(kb.current_pages())
    judge = RuleJudge()
    out: list[Candidate] = []
    seen: set[str] = set()
    for a in pages:
        for section in a.parsed.sections:
            heading = " ".join(section.heading.split())
            prose = " ".join(section.blocks)
            named = {m.group(1).lower() for m in pattern.finditer(prose)}
            if len(named) != 1 or topic_of(heading) is None or heading == a.title:
                continue
            code = " ".join(c.code for c in a.parsed.code_blocks if c.heading == section.heading)
            runs = {m.group(1).lower() for m in re.finditer(
                rf"(?<![\w-]){re.escape(tool)} ([a-z][\w-]*)", code)}
            if runs - {c.split()[0] for c in named}:
                # the section's examples run another command ("poetry source add" beside a
                # prose "poetry check"): "the command mentioned in …" names no single one
                skips["cross_category:section's code runs another command"] += 1
                continue
            command = named.pop()
            b, group = commands[command]
            subtype = "hub_to_detail" if links_to(a, b) else "cross_category"
            topic = topic_of(heading) or ""
            purpose = guide_section(a.title, topic)
            own = " ".join(s.text for s in b.parsed.sections
                           if s.heading.strip("` ").lower() in (command, f"{tool} {command}"))
            names = tuple(o.name for o in group.options)
            reason = one_page_reason(a, b, section.text, names, topic, own, "command", "purpose")
            if reason:
                skips[f"{subtype}:{reason}"] += 1
            else:
                query = f"Which {group.kind} does the command mentioned in {purpose} accept?"
                candidate = Candidate(
                    query=query,
                    ground_truth=(f"{', '.join(names)} (the {a.title} page's section on "
                                  f"{topic} runs {tool} {command}; the {b.title} page lists "
                                  f"its {group.kind})."),
                    refs=(a.ref, b.ref), subtype=subtype, category=b.category,
                    key=f"{subtype}:command:{a.ref}:{section.heading}",
                    evidence=(Evidence(a.ref, heading),
                              *(Evidence(b.ref, o.item) for o in group.options)),
                    answer_key=names,
                )
                twice = repeated(seen, "same purpose twice", query, f"{a.ref}:{command}")
                if admit(candidate, (a, b), pages, judge, skips, before=(twice,)):
                    seen.update((query, f"{a.ref}:{command}"))
                    out.append(candidate)
    return out
