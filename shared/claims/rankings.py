"""Rankings that must say what they rank in: ``the 10th highest-paid CEO`` (which list?),
``ranked 17th among movie actors`` (17th by what?). Used by the standalone test
(``shared.claims.identified``): a description that ranks is identified only by a scope after
it, and a claim that ranks its subject with no measure is unspecific."""

from __future__ import annotations

import re

from lemminflect import getAllLemmas

from shared.claims.verbs import is_finite_verb

__all__ = ["WIDE", "bare_rank", "ranking"]

_RANK_RX = re.compile(
    r"^(?:highest|lowest|largest|biggest|richest|best|worst|most|least|"
    r"(?:highest|best|lowest|worst|most|least)-[a-z]+)$"
)
"""A ranking word: a superlative of size or pay (``highest-paid``, ``best-selling``,
``largest``), with or without an ordinal before it (``10th highest-paid``)."""
_ORDINAL_RX = re.compile(r"^\d+(?:st|nd|rd|th)$")
WIDE = frozenset({"world", "history", "country", "nation", "universe"})
"""What a ranking may be over without a name: ``the largest seminaries in the world``."""


def ranking(phrase: list[str]) -> bool:
    """``phrase`` (the words after ``the``) ranks its head noun (``10th highest-paid CEO``,
    ``largest shareholder``) and names no scope before the head (``the highest-paid NFL
    player``, ``the largest 2016 deal``): which list it ranks in must follow it (``in the
    U.S.``, ``of 2016``, ``on Forbes' list``)."""
    cut = next((i for i, w in enumerate(phrase) if i >= 2 and w[:1].islower()
                and is_finite_verb(w)), len(phrase))  # "... CEO makes": the verb ends it
    phrase = phrase[:cut]
    if len(phrase) < 2 or not any(_RANK_RX.match(w.lower()) for w in phrase[:-1]):
        return False
    if phrase[-1].isalpha() and phrase[-1].islower() and "NOUN" not in getAllLemmas(phrase[-1]):
        return False  # "the most widely read works": the phrase was cut before its noun
    return not any(any(c.isupper() for c in w) or "$" in w or (
        any(c.isdigit() for c in w) and not _ORDINAL_RX.match(w)) for w in phrase[:-1])


_RANKED_RX = re.compile(
    r"\b(?:ranked|ranks|placed|finished|came)\s+(?:No\.\s*)?\d+(?:st|nd|rd|th)\b"
    r"(?P<rest>[^.;]*)")
_MEASURE_RX = re.compile(
    r"\b(?:in|on|by|for|of|at)\s+(?!(?:19|20)\d\d\b)\S|\b(?:\w+est|most|highest-\w+)\b")


def bare_rank(claim: str) -> bool:
    """``claim`` ranks its subject with no measure of the ranking (``Will Smith only ranked
    17th (Forbes) among movie actors``: 17th in what?); ``ranked 17th on Forbes' list of the
    highest-paid actors``, ``finished third in the 200 metres`` say."""
    found = _RANKED_RX.search(claim)
    return found is not None and _MEASURE_RX.search(found.group("rest")) is None
