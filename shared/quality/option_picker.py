"""The BM25 option picker: a lexical baseline for two- and three-option questions.

The extractive BM25 agent answers ``Who was born first, A or B?`` with a sentence, so it
scores 0 on choice items — below the 50% a coin gets — and its EM says nothing about how
hard they are. The option picker reads the question as a choice between its two options
and picks the option whose best sentence (BM25 over the documents, the question's words
plus the option's) scores higher, ties to the first option. On a round of choice items
its EM is the floor a lexical system reaches without comparing any values: an item set
it answers far above 0.5 is one whose wording, not its facts, gives the answer away.

The shortcut check uses it on one document at a time: a single document that names both
options and whose evidence picks the gold answer answers the item alone.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

from shared.agents.bm25_index import terms
from shared.agents.extractive import SentenceBank
from shared.metrics.normalize import answer_tokens

__all__ = ["choice_options", "names_option", "pick_option"]

_OPTIONS = re.compile(r",\s+(.+?)\s+or\s+(.+?)\?\s*$")
_THREE_OPTIONS = re.compile(r"^[^:,]*:\s+([^,]+?),\s+([^,]+?)\s+or\s+([^,]+?)\?\s*$")
"""``Who was born first: A, B or C?`` (qagen's three-way comparisons): the colon right after
the stem marks the list, so a two-option question whose option holds a colon or a comma
(``Atlantis: The Lost Empire``) is not read as three."""


def choice_options(question: str) -> tuple[str, ...] | None:
    """The options of ``..., A or B?`` or ``...: A, B or C?``, or ``None`` when the question
    offers none."""
    three = _THREE_OPTIONS.search(question)
    if three is not None:
        found = tuple(g.strip() for g in three.groups())
        return found if all(found) else None
    m = _OPTIONS.search(question)
    if m is None:
        return None
    a, b = m.group(1).strip(), m.group(2).strip()
    return (a, b) if a and b else None


def _stem(question: str, options: Sequence[str]) -> list[str]:
    """The question's terms without the options' words (``born``, ``first`` is a stop word)."""
    cut = question
    for option in options:
        cut = cut.replace(option, " ")
    return terms(cut)


def _evidence(bank: SentenceBank, stem: list[str], option: str) -> float:
    query = stem + terms(option)
    found = bank.index.search(query, 1)
    return found[0][1] if found else 0.0


@lru_cache(maxsize=65536)
def _token_set(text: str) -> frozenset[str]:
    """Normalised tokens of a text (documents and options recur across items)."""
    return frozenset(answer_tokens(text))


def names_option(text: str, option: str) -> bool:
    """Whether ``text`` holds every content word of ``option`` (the option is named)."""
    want = _token_set(option)
    return bool(want) and want <= _token_set(text)


def pick_option(question: str, bank: SentenceBank, *, strict: bool = False) -> str | None:
    """The option with the best BM25 evidence in ``bank``, or ``None`` for a question that
    is not a choice between two or three options. Ties go to the first of the tied options
    (a guess), or with ``strict`` to no pick (no evidence prefers one)."""
    options = choice_options(question)
    if options is None:
        return None
    stem = _stem(question, options)
    scores = [_evidence(bank, stem, option) for option in options]
    best = max(scores)
    # equal up to float rounding (two options' term gains may differ in their last bits)
    top = [o for o, s in zip(options, scores, strict=True)
           if math.isclose(s, best, rel_tol=1e-9, abs_tol=1e-12)]  # fmt: skip
    if len(top) > 1:
        return None if strict else top[0]
    return top[0]
