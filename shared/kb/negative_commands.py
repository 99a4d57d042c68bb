"""Negative candidates over the shell commands a page tells its reader to run.

Tutorials and guides of every kind show commands in shell blocks (```` ```bash ````:
``pip install mkdocs``, ``poetry add requests``, ``uvicorn main:app --reload``) and rarely
how to take one back; a reader who ran one asks exactly that: *How do I undo `poetry add
requests`?* (``out_of_scope_procedure``, only for a subcommand that changes a project or a
machine: add, install, init, deploy, publish …); and, scripting it in CI, *What exit code
does `mkdocs build` return when it fails?* (``missing_data``; not of an installer or an
interpreter such as ``pip install`` or ``python get-pip.py``, whose codes are their own).

A command is read from a shell block (``bash``, ``sh``, ``shell``, ``console``; a ``$``
prompt is dropped), kept when it names a program and one subcommand or argument, at most
six words, and is no shell housekeeping (``cd``, ``ls``, ``export`` …). The question names
the program and its first word after it (``mkdocs serve``, ``pip install``), so one
program's commands give one question per subcommand, once over the whole KB. A command is
left out, and counted, when it runs the page's example script (``python main.py``: a
demonstration), when its program is named in the prose of fewer than two pages (a
third-party tool one page borrows, ``docker compose``; an installer only when it installs
such a program: ``pip install mkdocs``, not ``pip install daphne``), or when its block
prints an error (the page shows the failure and its fix).

A page with a section on failures ("Resolving Build / CI Failures", "Troubleshooting")
gives none, and each other candidate is dropped, and counted, when any paragraph of any
page names the command beside a failure word ("If ``mkdocs serve`` fails …", "error",
"troubleshoot"), or (for an undo question) when the KB runs the program with an undoing
subcommand (``poetry remove``) or names it beside an undoing word; the negative check then
applies overlap, calibrated similarity and the judge as for every negative.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page, per_kb
from shared.kb.table_questions import is_version_history

__all__ = ["INSTALLERS", "command_key", "command_negatives", "own_programs", "page_commands"]

_SHELLS = frozenset({"bash", "sh", "shell", "console", "shell-session", "zsh"})
_HOUSEKEEPING = frozenset({
    "cd", "ls", "echo", "export", "source", "mkdir", "cat", "cp", "mv", "rm", "touch", "sudo",
    "set", "unset", "which", "pwd", "git", "curl", "wget", "http", "open", "deactivate", "exit",
    "tree", "chmod", "kill", "env", "vim", "nano", "code",
})
_WORD = re.compile(r"^[\w][\w.:/-]*$")
_FAILURE: tuple[str, ...] = ("fail", "fails", "failed", "failing", "failure", "error", "errors",
                             "troubleshoot", "troubleshooting", "problem", "problems", "not work",
                             "doesn't work")


_EXIT: tuple[str, ...] = ("exit code", "exit codes", "exit status", "return code", "non-zero",
                          "nonzero", "exits", "exit with")
INSTALLERS = frozenset({"pip", "pip3", "pipx", "python", "python3", "py", "npm", "yarn", "brew",
                         "apt", "apt-get", "conda", "uv", "poetry-plugin"})
"""Installers and interpreters: their exit codes are their own tool's, not the KB's."""


def _command(line: str) -> str | None:
    """``$ python manage.py migrate`` -> ``python manage.py migrate``; None when the line is
    output, a comment, a continuation or housekeeping."""
    text = line.strip()
    if text.startswith(("$ ", "% ", "> ")):
        text = text[2:].strip()
    if not text or not text[:1].islower() or text.startswith("#") or text.endswith("\\") or any(
            c in text for c in "|&;<>=`\"'()[]{}"):
        return None
    words = text.split()
    if not 2 <= len(words) <= 6 or words[0] in _HOUSEKEEPING:
        return None
    if not all(_WORD.match(w) or w.startswith("-") for w in words) or words[-1].endswith(":"):
        return None  # "optional arguments:" is a help text's output, not a command
    return " ".join(words)


def command_key(command: str) -> str:
    """The program and its first word that is not an option: ``pip install``, ``python
    manage.py migrate`` (a script run by ``python`` keeps the script's own subcommand)."""
    words = [w for w in command.split() if not w.startswith("-")]
    if len(words) >= 3 and words[0] in ("python", "python3", "py") and words[1].endswith(".py"):
        return " ".join(words[:3])
    if len(words) >= 3 and words[0] in ("python", "python3", "py") and words[1] == "-m":
        return " ".join(words[:3])
    return " ".join(words[:2])


def page_commands(page: Page) -> list[tuple[str, str]]:
    """(key, command) of the page's shell blocks, one per key, in page order."""
    found: dict[str, str] = {}
    for block in page.parsed.code_blocks:
        if block.language.lower() not in _SHELLS:
            continue
        lines = block.code.splitlines()
        prompted = [line for line in lines if line.strip().startswith(("$ ", "% "))]
        for line in prompted or lines:  # with prompts, the other lines are output
            command = _command(line)
            if command is not None and len(command_key(command).split()) >= 2:
                found.setdefault(command_key(command), command)  # not "mkdocs --version"
    return list(found.items())


_FAILING_HEADING = re.compile(r"\b(?:fail\w*|errors?|troubleshoot\w*|problems?|debugging)\b",
                              re.IGNORECASE)


def _said(key: str) -> str:
    """How prose names the command: its last two words (``mkdocs serve``, ``manage.py
    migrate``), never one common word ("install", "serve") alone."""
    return " ".join(key.split()[-2:])


def _troubleshot(key: str, kb: KnowledgeBase) -> bool:
    """True when a paragraph of any page names the command (:func:`_said`) beside a failure
    word."""
    named = re.compile(rf"(?<![\w-]){re.escape(_said(key))}(?![\w-])", re.IGNORECASE)
    failing = re.compile(r"\b(?:fail\w*|errors?|troubleshoot\w*|problems?|not work\w*)\b",
                         re.IGNORECASE)
    return any(named.search(block) and failing.search(block)
               for page in kb for section in page.parsed.sections for block in section.blocks)


_CHANGES = frozenset({"add", "install", "init", "new", "deploy", "gh-deploy", "publish",
                      "create", "lock", "upgrade", "update", "migrate", "register",
                      "inject", "ensurepath"})
"""Subcommands that change a project or a machine: undoing one is a procedure a reader
asks for ("How do I undo `poetry add requests`?")."""
_UNDO: tuple[str, ...] = ("undo", "revert", "roll back", "rollback", "remove", "uninstall",
                          "delete", "reverse")
_RUNS_EXAMPLE = re.compile(r"\S\.py\b|\bpython3?\s+-m\s+\w+\.\w")
_SHOWS_FAILURE = re.compile(r"^(?:Error|error|ERROR|Traceback|Usage:)|\b(?:Error|error):")


@per_kb
def own_programs(kb: KnowledgeBase) -> frozenset[str]:
    """Programs the prose of two or more pages names, release notes aside (``mkdocs``,
    ``poetry``, ``uv``):
    the tools its readers use, not a third-party command one page borrows (``docker
    compose`` on a contributing page)."""
    pages: Counter[str] = Counter()
    for page in kb:
        if is_version_history(page):
            continue  # release notes name every tool a release touched ("Docker")
        prose = " ".join(b for section in page.parsed.sections for b in section.blocks
                         if not b.lstrip().startswith(("```", "$ ")))
        words = set(re.findall(r"(?<![\w./-])[a-z][\w-]*(?![\w/-])", prose.lower()))
        pages.update(words)
    return frozenset(w for w, n in pages.items() if n >= 2)


_PACKAGE_MANAGERS = frozenset({"pnpm", "bun", "deno"})
"""Package managers beside the installers: a line adding a package with one is undone the
same way ("How do I undo `pnpm add --save-dev husky lint-staged`?" asks pnpm)."""


@per_kb
def main_programs(kb: KnowledgeBase) -> frozenset[str]:
    """The programs the KB documents: those its shell blocks run (installers aside) in at
    least half as many commands as the most-run one (``vite``, ``poetry``)."""
    runs: Counter[str] = Counter(key.split()[0] for page in kb for key, _ in page_commands(page)
                                 if key.split()[0] not in INSTALLERS)
    top = max(runs.values(), default=0)
    return frozenset(p for p, n in runs.items() if 2 * n >= top)


def _kbs_own(package: str, kb: KnowledgeBase) -> bool:
    """True when ``package`` (or its name's first part: ``mkdocs-material``) is a program
    the KB runs most (:func:`main_programs`) or a word on half of its current pages."""
    names = {package, package.split("-")[0]}
    if names & main_programs(kb):
        return True
    pages = kb.current_pages()
    return any(2 * sum(bool(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", p.text,
                                      re.IGNORECASE)) for p in pages) >= len(pages)
               for n in names)


def _shown_failing(page: Page, command: str) -> bool:
    """True when the page's shell block running ``command`` prints an error (the page then
    shows what goes wrong and, usually, the fix)."""
    for block in page.parsed.code_blocks:
        lines = block.code.splitlines()
        at = next((i for i, line in enumerate(lines) if command in line), None)
        if at is not None and any(_SHOWS_FAILURE.search(line.strip())
                                  for line in lines[at + 1:]):
            return True
    return False


def command_negatives(page: Page, kb: KnowledgeBase, seen: set[str],
                      skipped: Counter[str]) -> list[Candidate]:
    """"How do I undo `poetry add requests`?" for each command of the page's shell blocks
    that changes a project or machine, and "What exit code does `mkdocs build` return when
    it fails?" for the KB's own programs, when no other page anchors the command
    (``seen``) and no paragraph troubleshoots it; drops counted in ``skipped``."""
    out: list[Candidate] = []
    if is_version_history(page):
        return out  # a release note's "pip install x==2.0" is history, not a step to follow
    if any(_FAILING_HEADING.search(section.heading) for section in page.parsed.sections):
        # "Resolving Build / CI Failures" under the page's own `scripts/test` says what to
        # do when its commands fail, whatever words it names them with
        skipped["out_of_scope_procedure:the page has a section on failures"] += len(
            page_commands(page))
        return out
    own = own_programs(kb)
    for key, command in page_commands(page):
        if key in seen:
            continue
        seen.add(key)
        program = key.split()[0]
        if _RUNS_EXAMPLE.search(command):
            skipped["out_of_scope_procedure:the command runs the page's example script"] += 1
            continue
        if (program in INSTALLERS and not any(w in own for w in command.split()[2:])) or (
                program not in INSTALLERS and program not in own):
            skipped["out_of_scope_procedure:a program only one page names"] += 1
            continue
        if _troubleshot(key, kb) or _shown_failing(page, command):
            skipped["out_of_scope_procedure:a page says what to do when the command fails"] += 1
            continue
        if program not in INSTALLERS and (_exit_codes_documented(kb)
                                           or _exit_said(key, kb)):
            # "What exit code does `cz ch` return?": an exit-code table naming changelog
            # errors answers "it depends on the error: 29 for an unknown format …"
            skipped["missing_data:the KB documents the program's exit codes"] += 1
        elif program not in INSTALLERS:
            out.append(refusal_candidate(
                page, "missing_data", f"What exit code does `{key}` return when it fails?",
                f"command:{page.ref}:{key}:exit", (_EXIT, (_said(key),)), template="exit_code"))
        verb = next((w for w in key.split()[1:] if not w.startswith("-")), "")
        if verb not in _CHANGES:
            continue
        adds = program in INSTALLERS or program in _PACKAGE_MANAGERS
        installed = [w for w in command.split()[2:] if w in own] if adds else []
        if adds and not any(_kbs_own(w, kb) for w in installed):
            # "How do I undo `npm add -D esbuild`?" asks a package manager, not this KB: an
            # installer's command is undone only when it installs the KB's own program
            skipped["out_of_scope_procedure:an installer command adds another tool"] += 1
            continue
        if _undone(program, kb) or any(_removed(name, kb) for name in installed):
            # "pipx install pdm" is undone by the KB's "remove PDM from your system"
            skipped["out_of_scope_procedure:the KB says how to undo the command"] += 1
            continue
        out.append(refusal_candidate(
            page, "out_of_scope_procedure", f"How do I undo `{command}`?",
            f"command:{page.ref}:{key}:undo", (_UNDO, (_said(key),)), template="command_undo"))
    return out


_EXIT_HEADING = re.compile(r"\bexit (?:codes?|status)|\breturn codes?\b", re.IGNORECASE)


_EXIT_STATED = re.compile(r"\bexit\w*\b(?:\s+\w+){0,4}?\s+(?:code|status)\s+`?-?0*[1-9]\d*",
                          re.IGNORECASE)
"""A paragraph giving the code the program exits with ("Copier will … exit from the CLI
with code `4`"): one failure's code answers "it depends on the error: 4 for …". Code 0 is
success ("exits with code 0 when all checks pass") and tells no failure's code."""


def _exit_codes_documented(kb: KnowledgeBase) -> bool:
    """True when a page of the KB has a section or a table column on exit codes, or a
    paragraph stating the code the program exits with on some failure."""
    return any(_EXIT_HEADING.search(section.heading) for page in kb
               for section in page.parsed.sections) or any(
        _EXIT_HEADING.search(header) for page in kb for table in page.parsed.tables
        for header in table.headers) or any(
        _EXIT_STATED.search(block) for page in kb for section in page.parsed.sections
        for block in section.blocks)


def _exit_said(key: str, kb: KnowledgeBase) -> bool:
    """True when a section names the command and its exit codes ("`copier check-update`
    provides … Exit code output via the flag `--quiet`")."""
    named = re.compile(rf"(?<![\w-]){re.escape(_said(key))}(?![\w-])", re.IGNORECASE)
    return any(named.search(f"{section.heading} {section.text}") and _EXIT_WORDS.search(
        f"{section.heading} {section.text}") for page in kb for section in page.parsed.sections)


_EXIT_WORDS = re.compile(r"\bexit (?:codes?|status)\b|\bexits? (?:with )?[1-9]\d*\b",
                         re.IGNORECASE)


_REMOVAL = re.compile(r"\buninstall\w*|\bremov\w* (?:\S+ ){1,3}from (?:your|the) "
                      r"(?:system|machine|computer)", re.IGNORECASE)


def _removed(name: str, kb: KnowledgeBase) -> bool:
    """True when a paragraph names ``name`` and says how to uninstall it ("If you need to
    remove PDM from your system"); "removed with the HTTPX 1.0 release" is no removal."""
    named = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE)
    return any(named.search(block) and _REMOVAL.search(block)
               for page in kb for section in page.parsed.sections for block in section.blocks)


def _undone(program: str, kb: KnowledgeBase) -> bool:
    """True when the KB runs ``program`` with an undoing subcommand (``poetry remove``,
    ``pipx uninstall``) or a paragraph names the program beside an undoing word."""
    undo = re.compile(r"\b(?:undo\w*|revert\w*|roll(?:ing)? ?back|remov\w*|uninstall\w*|"
                      r"delet\w*|rm)\b", re.IGNORECASE)
    named = re.compile(rf"(?<![\w-]){re.escape(program)}(?![\w-])", re.IGNORECASE)
    for page in kb:
        if any(undo.search(k.split(None, 1)[1]) for k, _ in page_commands(page)
               if k.split()[0] == program):
            return True
        if any(named.search(block) and undo.search(block)
               for section in page.parsed.sections for block in section.blocks):
            return True
    return False
