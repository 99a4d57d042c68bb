"""Short work titles asked with their kind: ``Motion`` is an album of the graph, and the world
holds other albums, songs and films called *Motion* even where the graph holds no namesake.
*How many years after the release year of Motion ...?* leaves the reader to guess which; a
one- or two-word title is asked with its kind (*the album Motion*, as 2Wiki writes *the film
X*) and answered by its bare title (the qualified form an alias). A longer title is
distinctive enough; a title already qualified (``the Ellie Goulding album Delirium``, ``the
album Taylor Swift``) is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from shared.facts import Fact
from shared.facts.dated import KIND_RELATION
from shared.metrics.normalize import normalize_answer

__all__ = ["MAX_WORDS", "short_works", "with_kinds"]

MAX_WORDS = 30
"""A question's word limit (QUALITY.md, N): a qualified question longer than it stays bare."""


def short_works(facts: Iterable[Fact]) -> dict[str, str]:
    """The one- and two-word titles (a leading article not counted) of the works the facts
    are about, each with its kind: ``{"Motion": "album"}``; a title two works of different
    kinds bear is left out (which kind to write, no fact decides)."""
    found: dict[str, set[str]] = {}
    for fact in facts:
        title = fact.subject
        words = re.sub(r"^(?:the|a|an)\s+", "", title, flags=re.I).split()
        if fact.kind in KIND_RELATION and not title.endswith(")") and 1 <= len(words) <= 2:
            found.setdefault(title, set()).add(fact.kind)
    return {title: next(iter(kinds)) for title, kinds in found.items() if len(kinds) == 1}


def with_kinds(
    question: str, answer: str, aliases: list[str], works: dict[str, str]
) -> tuple[str, list[str], list[str]]:
    """The question with each short work title it names as a whole name asked with its kind
    (``the album Motion``), the aliases with the qualified form of an answer that is such a
    title, and what was qualified (``Motion -> the album Motion``). A title inside a longer
    name (``Motion Picture``, ``Sony Motion``), already after its kind word (``the album
    Motion``) or in a question that would grow past ``MAX_WORDS`` words is left bare."""
    done: list[str] = []
    asked = question
    for title, kind in sorted(works.items(), key=lambda item: -len(item[0])):
        bare = title.removeprefix("the ")
        if re.search(rf"\bwhich {re.escape(kind)}\b", question, re.I):
            # "Which album came out first, Motion or Halcyon?": the question names the kind,
            # as for a title qualified by its role (a maker would set it apart: not yet)
            continue
        phrase = f"the {kind} {bare}"
        pattern = re.compile(
            rf"(?<![\w'’-]){re.escape(bare)}(?![\w-]|['’](?!s\b))(?!\s+[A-Z0-9])"
        )
        changed, found = _qualified(asked, pattern, kind, phrase)
        if found and len(changed.split()) <= MAX_WORDS:
            asked = changed
            done.append(f"{bare} -> {phrase}")
        if normalize_answer(answer) == normalize_answer(bare) and phrase not in aliases:
            aliases = [*aliases, phrase]
    return asked, aliases, done


def _qualified(question: str, pattern: re.Pattern[str], kind: str, phrase: str) -> tuple[str, bool]:
    """The question with each whole-name hit of ``pattern`` written as ``phrase``, and whether
    one was: a hit after its kind word, or after a capitalised word that does not open the
    question (``Sony Motion``, ``Capitol Records' Motion``), is left as it is."""
    parts: list[str] = []
    end, found = 0, False
    for hit in pattern.finditer(question):
        before = question[: hit.start()].rstrip()
        if before.lower().endswith(kind) or re.search(r"\s[A-Z][\w'’-]*$", before):
            continue
        parts += [question[end: hit.start()], phrase]
        end, found = hit.end(), True
    return "".join([*parts, question[end:]]), found
