"""What a how-to section tells the reader to do: a shell command, or an instruction sentence.

"How do I install MkDocs?" is answered by the ``pip install mkdocs`` block under
"Installing MkDocs", not by the section's first sentence ("Run mkdocs --version to
check …"). A how-to question is only asked when the section holds one of:

- a *command*: a fenced block in a shell language (``bash``, ``console`` …) or one whose
  every line carries a ``$`` prompt, of one or two commands sharing a content term with
  the task (the prompt and any printed output are left out), not a run of the page's
  example script (``python main.py …``, ``python -m mycli.main``, ``typer main.py run``: it
  shows the example working);
- an *instruction sentence*: one that tells the reader what to do ("Use …", "To enable
  HTTP/2, pass …", "You can … by setting …"), sharing a content term with the task.
"""

from __future__ import annotations

import re

from shared.kb.parsed_page import CodeBlock, Section
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["command_of", "instruction_sentence"]

_SHELL = frozenset({"bash", "sh", "shell", "console", "zsh", "shell-session", "sh-session",
                    "terminal", "cmd", "powershell", "ps1", "fish"})
_PROMPT = re.compile(r"^(?:\$|>|%|PS>)\s+")
_COMMAND = re.compile(r"^[a-z][\w.-]*(?:\s|$)")
_RUNS_EXAMPLE = re.compile(r"\S\.py\b|\bpython3?\s+-m\s+\w+\.\w")
_VERBS = (r"use|run|set|pass|add|install|call|create|enable|disable|configure|specify|include|"
          r"put|define|import|wrap|mount|register|write|provide|make|override|subclass|"
          r"instantiate|apply|declare|upgrade|remove|replace|select|choose|edit|open|type|"
          r"invoke|execute|start|launch|list|append|prefix|point|raise|return|yield|await|"
          r"send|read|check|attach|modify|update|change|customi[sz]e|extend|inherit|build")
_INSTRUCTION = re.compile(
    rf"^(?:To [^,]{{3,80}}, (?:simply |just )?(?:you (?:can|should|need to|must|may) )?)?"
    rf"(?:(?:simply |just )?(?:{_VERBS})\b|You (?:can|should|need to|must|may|will need to) "
    rf"(?:also |simply |just |then |either )?(?:{_VERBS})\b)",
    re.IGNORECASE,
)
_BY_DOING = re.compile(r"\bby (?:setting|passing|using|adding|running|calling|installing|"
                       r"creating|enabling|specifying|including|providing|defining)\b")

_POINTS_AT_CODE = re.compile(r"\b(?:the following|as follows|below|like this|this way)\b|: ",
                             re.IGNORECASE)


def _shell_lines(block: CodeBlock) -> list[str] | None:
    """The commands of a shell block (prompts stripped, output and comments left out)."""
    lines = [line.rstrip() for line in block.code.splitlines() if line.strip()]
    if not lines:
        return None
    prompted = [line for line in lines if _PROMPT.match(line.strip())]
    if block.language not in _SHELL and len(prompted) != len(lines):
        return None  # a Python or YAML block, or text with no prompt: not a command
    if prompted:
        commands = [_PROMPT.sub("", line.strip(), count=1) for line in prompted]
    else:
        commands = [line.strip() for line in lines if not line.strip().startswith("#")]
    if any(c.endswith("\\") for c in commands):
        return None  # one command wrapped over lines: asked whole or not at all
    return commands


def _command_words(commands: list[str]) -> set[str]:
    """The words of the commands after each program name, split at any non-letter."""
    words: set[str] = set()
    for command in commands:
        rest = command.split(None, 1)[1] if " " in command else ""
        words |= content_terms(re.sub(r"[^A-Za-z]+", " ", rest))
    return words


def _stems(words: set[str]) -> set[str]:
    """Five-letter prefixes: ``configuration`` meets ``config``, ``repository`` meets
    ``repositories``."""
    return {w[:5] for w in words if len(w) >= 3}


def command_of(section: Section, blocks: tuple[CodeBlock, ...], task: str) -> str | None:
    """The first shell block under ``section`` with one or two commands about ``task`` (a
    word of the task in the commands' arguments), as ``pip install mkdocs`` (two commands
    joined by " then "); not ``poetry --no-cache add pycowsay`` for "debug issues"."""
    wanted = content_terms(task)
    for block in blocks:
        if block.heading != section.heading:
            continue
        commands = _shell_lines(block)
        if commands is None or not 1 <= len(commands) <= 2:
            continue
        if any(_COMMAND.match(c) is None or len(c) > 80 for c in commands):
            continue
        if any(_RUNS_EXAMPLE.search(c) for c in commands):
            continue  # "python main.py create Camila": the page's "check it" run of its
            # example code shows what the code does, it is not how to do the task
        if _stems(wanted) & _stems(_command_words(commands)):
            return " then ".join(f"`{c}`" for c in commands)
    return None


def instruction_sentence(section: Section, task: str, *, within: int = 4) -> str | None:
    """The first of the section's opening ``within`` sentences that tells the reader what
    to do and is about ``task``."""
    wanted = content_terms(task)
    for found in split_sentences(section.text)[:within]:
        text = found.text.strip()
        if len(text.split()) < 4 or len(text.split()) > 45 or text.endswith((":", "?")):
            continue
        if _POINTS_AT_CODE.search(text):
            continue  # "use the following commands: …" is answered by a block, not by it
        if (_INSTRUCTION.match(text) or _BY_DOING.search(text)) and wanted & content_terms(text):
            return text
    return None
