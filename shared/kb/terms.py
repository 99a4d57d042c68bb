"""Content terms of a text: lower-cased word stems without stop words.

Used to measure overlap between a question and a passage (negative checks, pairing
FAQ entries with policy facts). The stemmer is deliberately light: plural ``s``/``es``
and ``ies`` endings only, so ``refunds`` and ``refund`` meet but ``shipping`` stays.
"""

from __future__ import annotations

import re

__all__ = ["STOP_WORDS", "content_terms", "stem", "tokens"]

_WORD = re.compile(r"[a-z0-9$%]+(?:[.'][a-z0-9]+)*")

STOP_WORDS: frozenset[str] = frozenset(
    """
    a an the and or but if then else of to in on at by for with from as into onto about is
    are was were be been being am do does did done have has had having can could will
    would shall should may might must i me my mine we us our you your yours it its they
    them their this that these those there here what which who whom whose when where why
    how much many any all each every some no not only also just than too very more most
    less least so such get got give given say says said tell list page pages according
    what's it's i'm i've please need want know one
    """.split()  # noqa: SIM905 - a word list reads better as text
)
"""Words that carry no topic: function words and generic question words."""


def tokens(text: str) -> list[str]:
    """Lower-case word tokens (digits, ``$`` and ``%`` kept)."""
    text = text.lower().replace("’", "'").replace("–", " ").replace("—", " ")
    return _WORD.findall(text)


def stem(word: str) -> str:
    """Strip plural endings: ``refunds`` -> ``refund``, ``policies`` -> ``policy``."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def content_terms(text: str) -> set[str]:
    """Stems of the non-stop words of ``text``."""
    return {stem(word) for word in tokens(text) if word not in STOP_WORDS and len(word) > 1}
