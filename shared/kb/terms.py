"""Content terms of a text: lower-cased word stems without stop words.

Used to measure overlap between a question and a passage (negative checks, pairing
FAQ entries with policy facts). The stemmer is deliberately light: plural ``s``/``es``
and ``ies`` endings only, so ``refunds`` and ``refund`` meet but ``shipping`` stays.

:func:`base_terms` reads a word's base form from lemminflect's lexicon (it ships in the
wheel): a verb's inflections meet their base, the irregular ones too ("paid", "paying",
"pays" -> ``pay``), so a page saying "you'll be paid" covers a question's "pay out". It is
the one-page judge's matcher (:class:`shared.kb.answerability.RuleJudge` coverage), where a
wider match only refuses more; phrase and overlap checks keep :func:`content_terms`, since
a base form joins homographs a policy or a reference tells apart ("leaving" the employer and
annual "leave", "typed" text and a setting's "Type").
"""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas

__all__ = ["STOP_WORDS", "base_form", "base_terms", "content_terms", "stem", "tokens"]

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


_ALPHA = re.compile(r"[a-z]{3,}")


@lru_cache(maxsize=1 << 16)
def base_form(word: str) -> str:
    """A lower-case word's base form: a verb's base for its inflections, regular or not
    ("paid", "paying", "pays" -> ``pay``; "took" -> ``take``), a noun's singular
    ("policies" -> ``policy``); a word the lexicon lists as a noun as written stays ("left",
    "meeting", "data"); a word it lacks ("configs", "npmrc") loses a plural ending only."""
    if not _ALPHA.fullmatch(word):
        return stem(word)
    lemmas = getAllLemmas(word)
    nouns = lemmas.get("NOUN", ())
    if word in nouns:
        return word
    if verbs := lemmas.get("VERB", ()):
        return str(verbs[0])
    if nouns:
        return str(nouns[0])
    return word if lemmas else stem(word)


def base_terms(text: str) -> set[str]:
    """Base forms of the non-stop words of ``text`` (:func:`content_terms` by lexicon)."""
    return {base_form(word) for word in tokens(text)
            if word not in STOP_WORDS and len(word) > 1}
