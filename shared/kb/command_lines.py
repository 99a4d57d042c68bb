"""Which code lines of a KB run one of its own programs, read one way by every negative.

A code line (or an inline code span) is a command line of the KB's program when its first
word is a program a shell block of the KB runs (:func:`~shared.kb.negative_commands.
page_commands`) and not an installer or interpreter (``pip install``, ``uv run``: their
options are their own documentation's), and when it does not run the reader's example
script (``uv run python main.py --user-name Camila``, ``typer main.py run --formal``:
flags after the script are the script's). A package whose name starts with "python"
(``pipenv install python-dotenv --dev``) is no script: only an interpreter word followed
by a script file, or a script file right after the program, is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.negative_commands import INSTALLERS, page_commands

__all__ = ["QUOTED", "command_lines", "kb_programs", "runs_script"]

_SPAN = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_INTERPRETER = re.compile(r"(?:python|pypy)\d*(?:\.\d+)?|node|deno|bun|ruby|perl|php|bash|sh")
_SCRIPT = re.compile(r"[\w./-]+\.(?:py|js|mjs|cjs|ts|rb|pl|php|sh)")
QUOTED = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'")
"""A quoted argument: one word, whatever it holds (``deno eval "… prettier --stdin …"``
runs a script string; its flags are not ``deno eval``'s)."""


def kb_programs(kb: KnowledgeBase) -> frozenset[str]:
    """The programs the KB's shell blocks run, installers and interpreters left out."""
    return frozenset(key.split()[0] for page in kb for key, _ in page_commands(page)
                     if key.split()[0] not in INSTALLERS)


def runs_script(words: list[str]) -> bool:
    """True when the line ``words`` runs an example script: an interpreter word followed by
    a script file (``python main.py``, ``python3.11 app.py``, ``node app.js``), or a script
    file right after the program (``typer main.py run``)."""
    return any(_SCRIPT.fullmatch(word) and (at == 1 or _INTERPRETER.fullmatch(words[at - 1]))
               for at, word in enumerate(words) if at >= 1)


def _lines(page: Page, spans: bool) -> Iterator[str]:
    for block in page.parsed.code_blocks:
        yield from block.code.splitlines()
    if spans:
        for _, text in page.parsed.marked:
            yield from _SPAN.findall(text)


def command_lines(pages: Iterable[Page], programs: frozenset[str],
                  spans: bool = True) -> Iterator[list[str]]:
    """The words of each code line of ``pages`` (and, with ``spans``, each inline code span)
    that runs one of ``programs`` (see :func:`kb_programs`) and no example script; a
    leading ``$ `` prompt is dropped and a quoted argument is the one word ``""``."""
    for page in pages:
        for line in _lines(page, spans):
            words = QUOTED.sub('""', line.strip().removeprefix("$ ")).split()
            if words and words[0] in programs and not runs_script(words):
                yield words
