"""The BM25 option picker: a lexical baseline for two-option questions.

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


def choice_options(question: str) -> tuple[str, str] | None:
    """The two options of ``..., A or B?``, or ``None`` when the question offers none."""
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
    """The option with the better BM25 evidence in ``bank``, or ``None`` for a question that
    is not a choice between two options. Ties go to the first option (a guess), or with
    ``strict`` to no pick (no evidence prefers either)."""
    options = choice_options(question)
    if options is None:
        return None
    stem = _stem(question, options)
    first, second = (_evidence(bank, stem, option) for option in options)
    # equal up to float rounding (BM25 sums terms in set order, which varies per process)
    if math.isclose(first, second, rel_tol=1e-9, abs_tol=1e-12):
        return None if strict else options[0]
    return options[1] if second > first else options[0]
