"""Comparative multi-hop queries: one flag shown with two subcommands on two pages.

Command guides show their commands run with options in code blocks (``cz bump --extra
key=value`` on the bump page, ``cz changelog --extra key=value`` on the changelog page).
*Do both cz bump and cz changelog accept the --extra option?* needs both pages by
construction: each page shows only its own command with the flag (2WikiMultiHopQA's
"Are both X and Y …?" comparison, joined by the flag's name). The answer is "Yes" with
both invocations; a "No" is never asked (a command a page does not show with a flag may
still take it: the absence proves nothing).

Read only from lines ``PROGRAM SUBCOMMAND [--flag | argument]...`` whose third word is a
flag or an argument that is no plain word (``0.3.0``, ``<message>``): ``pdm venv create
--with`` or ``pdm add requests --dev`` do not say which words are the command. The program
is the KB's own: the first word of lines running three or more subcommands, not a general
tool (``git``, ``pip``, ``python`` …); a subcommand that begins another's name is a short
alias (``cz c`` beside ``cz commit``) and is not read. Skipped and counted: a long flag
every command takes (``--help``, ``--verbose`` …), a page running both commands (it may
answer alone), a section naming the flag and both commands (by name, or by their actions in
one paragraph: "When copying or updating …"); one question per flag.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from lemminflect import getAllInflections

from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.question_shape import is_concatenated

__all__ = ["Invocation", "invocations", "shared_flag_questions"]

_SUBTYPE = "comparative"
_WORD = re.compile(r"^[a-z][a-z0-9-]*$")
_LONG_FLAG = re.compile(r"^--[a-z][a-z0-9]+(?:-[a-z0-9]+)*$")
_GENERAL_TOOLS = frozenset({
    "brew", "cd", "conda", "curl", "docker", "echo", "export", "git", "npm", "pip", "pip3",
    "pipx", "python", "python3", "py", "sudo", "uv", "uvx", "source", "cat", "ls", "mkdir",
    "from", "import", "def", "return", "if", "for", "with", "async", "await", "class",
})
_GLOBAL_FLAGS = frozenset({"--help", "--verbose", "--quiet", "--version", "--debug",
                           "--no-interaction", "--no-ansi", "--ansi"})


@dataclass(frozen=True, slots=True)
class Invocation:
    """One code line running a subcommand with a long flag."""

    ref: str
    command: str
    """``cz changelog``."""
    flag: str
    line: str


def _lines(page: Page) -> list[list[str]]:
    out = []
    for block in page.parsed.code_blocks:
        for raw in block.code.splitlines():
            tokens = raw.strip().removeprefix("$ ").split()
            if len(tokens) >= 3 and _WORD.match(tokens[0]) and _WORD.match(tokens[1]):
                out.append(tokens)
    return out


def _program(kb: KnowledgeBase) -> str | None:
    """The KB's own program: the first word running the most subcommands (at least 3)."""
    subcommands: dict[str, set[str]] = defaultdict(set)
    for page in kb.current_pages():
        for tokens in _lines(page):
            if tokens[0] not in _GENERAL_TOOLS:
                subcommands[tokens[0]].add(tokens[1])
    ranked = sorted(subcommands.items(), key=lambda item: (-len(item[1]), item[0]))
    return ranked[0][0] if ranked and len(ranked[0][1]) >= 3 else None


def invocations(kb: KnowledgeBase) -> list[Invocation]:
    """Every ``PROGRAM SUB … --flag …`` line of the current pages whose command is sure."""
    program = _program(kb)
    if program is None:
        return []
    subcommands = {tokens[1] for page in kb.current_pages() for tokens in _lines(page)
                   if tokens[0] == program}
    out: list[Invocation] = []
    for page in kb.current_pages():
        for tokens in _lines(page):
            if tokens[0] != program:
                continue
            if any(other != tokens[1] and other.startswith(tokens[1]) for other in subcommands):
                continue  # a short alias ('cz c' beside 'cz commit'): no name a user asks by
            third = tokens[2]
            if _WORD.match(third):  # a nested subcommand or a plain argument: unsure
                continue
            line = " ".join(tokens)
            for token in tokens[2:]:
                flag = token.split("=", 1)[0]
                if _LONG_FLAG.match(flag):
                    out.append(Invocation(page.ref, f"{program} {tokens[1]}", flag, line))
    return out


def shared_flag_questions(kb: KnowledgeBase, skipped: Counter[str] | None = None
                          ) -> list[Candidate]:
    """"Do both A and B accept the --X option?" over two pages each showing one of the two
    commands with the flag; drops counted in ``skipped``."""
    skips = skipped if skipped is not None else Counter()
    found = invocations(kb)
    shown: dict[tuple[str, str], set[str]] = defaultdict(set)  # (command, flag) -> pages
    pages_of: dict[str, set[str]] = defaultdict(set)  # command -> pages running it at all
    first: dict[tuple[str, str, str], Invocation] = {}
    for inv in found:
        shown[(inv.command, inv.flag)].add(inv.ref)
        pages_of[inv.command].add(inv.ref)
        first.setdefault((inv.command, inv.flag, inv.ref), inv)
    by_flag: dict[str, list[str]] = defaultdict(list)
    for command, flag in sorted(shown):
        by_flag[flag].append(command)
    out: list[Candidate] = []
    for flag, commands in sorted(by_flag.items()):
        if len(commands) < 2:
            continue
        if flag in _GLOBAL_FLAGS:
            skips[f"{_SUBTYPE}:a flag every command takes"] += 1
            continue
        made = _first_pair(kb, flag, commands, shown, pages_of, first, skips)
        if made is not None:
            out.append(made)
    return out


def _first_pair(kb: KnowledgeBase, flag: str, commands: list[str],
                shown: dict[tuple[str, str], set[str]], pages_of: dict[str, set[str]],
                first: dict[tuple[str, str, str], Invocation], skips: Counter[str]
                ) -> Candidate | None:
    for index, one in enumerate(commands):
        for two in commands[index + 1:]:
            if shown[(one, flag)] & shown[(two, flag)]:
                skips[f"{_SUBTYPE}:one page shows both commands with the flag"] += 1
                continue
            for ref_a in sorted(shown[(one, flag)]):
                for ref_b in sorted(shown[(two, flag)]):
                    if ref_a in pages_of[two] or ref_b in pages_of[one]:
                        skips[f"{_SUBTYPE}:a page runs both commands"] += 1
                        continue
                    a, b = kb.page(ref_a), kb.page(ref_b)
                    if a.base == b.base:
                        continue
                    if (said := _said_together(kb, (one, two), flag)) is not None:
                        skips[f"{_SUBTYPE}:one page answers alone ({said})"] += 1
                        return None
                    made = _candidate(a, b, first[(one, flag, ref_a)],
                                      first[(two, flag, ref_b)])
                    if is_concatenated(made.query):
                        skips[f"{_SUBTYPE}:two questions joined"] += 1
                        continue
                    return made
    return None


def _said_together(kb: KnowledgeBase, commands: tuple[str, str], flag: str) -> str | None:
    """A current page with a section naming the flag and both commands: by name, or by their
    actions in one paragraph (a setting's reference "CLI flags: `--vcs-ref`" above "When
    copying or updating from a template, …" serves both commands alone)."""
    actions = [_forms(command.split()[-1]) for command in commands]
    # literally: normalised, "--python" is the word "python" of any sentence
    written = re.compile(rf"(?<![\w-]){re.escape(flag)}(?![\w-])")
    for page in kb.current_pages():
        for section in page.parsed.sections:
            if written.search(section.text) is None:
                continue
            if all(contains_snippet(section.text, name) for name in commands):
                return page.ref
            for block in section.blocks:
                words = set(re.findall(r"[a-z]+", block.lower()))
                if all(words & forms for forms in actions):
                    return page.ref
    return None


def _forms(word: str) -> set[str]:
    """``update`` -> {update, updates, updated, updating}: a subcommand's verb forms (the
    word alone when it is no verb)."""
    forms = {word}
    for inflected in getAllInflections(word, upos="VERB").values():
        forms.update(inflected)
    return forms


def _candidate(a: Page, b: Page, one: Invocation, two: Invocation) -> Candidate:
    query = f"Do both {one.command} and {two.command} accept the {one.flag} option?"
    answer = (f"Yes: both do ({one.line} on the {a.title} page; {two.line} on the "
              f"{b.title} page).")
    return Candidate(
        query=query, ground_truth=answer, refs=(a.ref, b.ref), subtype=_SUBTYPE,
        category=a.category, key=f"{_SUBTYPE}:shared-flag:{one.flag}:{a.ref}|{b.ref}",
        evidence=(Evidence(a.ref, one.line), Evidence(b.ref, two.line)),
        answer_key=(one.command, two.command, one.flag), template="shared_flag",
    )
