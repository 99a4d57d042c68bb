"""An evaluation carried by a claim's predicate, read with a subjectivity lexicon.

``judgement.py`` names verdict words from a list; a list does not close the class (``the
sale is a complicated beast``, ``is his most accomplished film yet``). The Pattern
subjectivity lexicon shipped inside ``textblob`` (``en-sentiment.xml``, read through
``textblob.en.sentiment``: no NLTK corpus, no download) scores ~2,900 adjectives and adverbs
for subjectivity and polarity. ``opinion_word(claim)`` returns the word that makes the
claim an evaluation: a lexicon word scored at least ``SUBJECTIVITY`` subjective and
``POLARITY`` polar (a verdict leans for or against: ``complicated`` 1.0/-0.5) that is the
predicate's complement, right after the copula with only determiners and intensifiers
between (``is a complicated beast``, ``is one of the most celebrated photographers``,
``are kind of like``). A word in the subject or deeper in the predicate describes a thing
named (``the name of a malevolent spirit``) and is left alone, as is a word in a name
(capitalised) or in quotes, and a comparison with its measure (``is cheaper than``). A
comparative that ends its clause is read as its base adjective (``is much nicer``: ``nice``,
through ``lemminflect``). Under an intensifier the writer's own (``his most accomplished
film``; not ``the most``, a record's superlative) a weaker word counts: ``INTENSIFIED``.

``attributive_word(claim)`` finds the same evaluation before a noun in the writer's voice
(``Joaquin Phoenix's terrifying performance ... has swept awards season``): a lexicon word
at least ``ATTRIBUTIVE`` subjective and polar, right after a possessive (``'s``, ``his``,
``her``, ``its``, ``their``) and before a lower-case noun. After ``the`` a superlative
tells a record (``the greatest``), so it is left to the predicate test; after a possessive
it does too before a record noun (``Tiger Woods's worst season``, not ``the game's worst
moments``), as does ``perfect`` (``Miami's perfect season``).

Words the lexicon scores subjective that state facts in their common sense are not read
(``original``, ``own``, ``popular``, ``collectible``, ``violent`` (an F4 tornado)):
``FACTUAL``. Calibrated on the claims of ``../shared/data/html``, HotpotQA 0:60 and
``examples/`` (see the commit).
"""

from __future__ import annotations

import re
from typing import cast

from lemminflect import getLemma
from textblob.en import sentiment  # type: ignore[import-untyped]

from shared.claims.quoted import QUOTED_RX

__all__ = [
    "ATTRIBUTIVE",
    "FACTUAL",
    "INTENSIFIED",
    "POLARITY",
    "SUBJECTIVITY",
    "attributive_word",
    "opinion_word",
    "word_score",
]

SUBJECTIVITY = 0.7
"""Least lexicon subjectivity of an evaluative word (``first`` 0.33, ``famous`` 1.0)."""
POLARITY = 0.3
"""Least absolute lexicon polarity: a verdict leans (``only``, ``key``, ``total``: 0.0)."""
INTENSIFIED = (0.5, 0.2)
"""Least (subjectivity, |polarity|) of a word under an intensifier (``his most accomplished
film``, ``very good``): the intensifier is the writer's weighing."""
FACTUAL = frozenset(
    {
        "original", "originally", "own", "base", "free", "fair", "elementary", "casual",
        "collectible", "true", "violent", "light", "popular", "live", "late",
        "approximately", "elect",
    }
)  # fmt: skip
"""Lexicon words whose common sense in a claim is a fact, not a verdict."""

_COMPLEMENT_RX = re.compile(
    r"\b(?:is|are|was|were|be|been|remains?|remained|becomes?|became|seems?|seemed)\s+"
    r"(?:(?:not|also|still|now|arguably)\s+)?(?:one\s+of\s+)?"
    r"(?:(?:a|an|the|his|her|its|their|our|much|most|more|very|so|really|quite|truly|"
    r"rather|pretty|extremely|highly|incredibly)\s+)*"
    r"([A-Za-z][a-z-]*)",
)
"""The first word of a copula's complement after determiners and intensifiers."""


_INTENSIFIER_RX = re.compile(
    r"(?<!\bthe )\b(?:most|very|extremely|incredibly|really|truly|so)\s+\Z", re.IGNORECASE
)
"""An intensifier right before the complement's word; not ``the most``, a record's
superlative (``the most destructive tornado in South Dakota history``)."""
_CLAUSE_END_RX = re.compile(r"\s*(?:[.,;:!?(]|$)")
"""The complement ends its clause: a comparative there has no noun after it (``is much
nicer.``, not ``was a number one hit``)."""


def _comparative_base(word: str) -> str:
    """The base adjective of a comparative (``nicer``: ``nice``), or ``""``."""
    lower = word.lower()
    bases = getLemma(lower, upos="ADJ") if lower.endswith("er") else ()
    return bases[0] if bases and bases[0] != lower else ""


def word_score(word: str) -> tuple[float, float]:
    """The lexicon's (subjectivity, |polarity|) of ``word`` as an adjective or adverb, or
    ``(0.0, 0.0)`` when the lexicon does not hold it."""
    entry = cast("dict[str | None, list[float]] | None", sentiment.get(word.lower()))
    if not entry or None not in entry:
        return 0.0, 0.0
    polarity, subjectivity = entry[None][0], entry[None][1]
    return float(subjectivity), abs(float(polarity))


def opinion_word(claim: str) -> str | None:
    """The evaluative word carrying ``claim``'s predicate (see module), or ``None``."""
    text = QUOTED_RX.sub(" ", claim)
    for match in _COMPLEMENT_RX.finditer(text):
        word = match.group(1)
        if word[0].isupper() or word.lower() in FACTUAL:
            continue
        if word.lower() in {"kind", "sort"} and not text[match.end(1) :].startswith(" of like"):
            continue  # "a kind of bird": a noun
        if text[match.end(1) :].startswith((" for ", " than ")):
            continue  # "is most famous for being ...", "is cheaper than": a fact of fame, a measure
        subjectivity, polarity = word_score(word)
        if not subjectivity and _CLAUSE_END_RX.match(text, match.end(1)):
            subjectivity, polarity = word_score(_comparative_base(word))
        intensified = _INTENSIFIER_RX.search(text, 0, match.start(1)) is not None
        least = INTENSIFIED if intensified else (SUBJECTIVITY, POLARITY)
        if subjectivity >= least[0] and polarity >= least[1]:
            return word
    return None


ATTRIBUTIVE = (0.9, 0.6)
"""Least (subjectivity, |polarity|) of an attributive evaluation (``terrifying`` 1.0/1.0;
``important`` 1.0/0.4 and ``humorous`` 0.8/0.5 describe a kind and stay)."""
_ATTRIBUTIVE_RX = re.compile(
    r"(?:['\u2019]s|\b(?:his|her|its|their))\s+(?P<word>[a-z]+)\s+(?=[a-z]{3,}\b)"
)
"""A word between a possessive (or a possessive pronoun) and a noun: the writer judging
someone's work (``Phoenix's terrifying performance``); after ``a`` a word names a kind
(``a malevolent spirit in Chinese mythology``)."""


def attributive_word(claim: str) -> str | None:
    """The evaluative word qualifying a noun in ``claim`` (see module), or ``None``."""
    text = QUOTED_RX.sub(" ", claim)
    for match in _ATTRIBUTIVE_RX.finditer(text):
        word = match.group("word")
        if word in FACTUAL or _record_word(word, text[match.end() :]):
            continue
        subjectivity, polarity = word_score(word)
        if subjectivity >= ATTRIBUTIVE[0] and polarity >= ATTRIBUTIVE[1]:
            return word
    return None


_RECORD_NOUN_RX = re.compile(
    r"(?:seasons?|games?|records?|scores?|starts?|runs?|innings|rounds?|attendance|years?|"
    r"campaigns?|finish(?:es)?|results?|hits?|albums?|singles?|sellers?|showings?)\b"
)
"""A season, game, score or chart hit: what a superlative or ``perfect`` after a possessive
ranks as a record."""


def _record_word(word: str, after: str) -> bool:
    """``word`` after a possessive ranks a record, no verdict (code review 16, S1): a
    superlative (best, worst, or an ``-est`` word whose adjective lemma differs) or
    ``perfect`` before a record noun (``Smith's worst season``, ``Her greatest hit``,
    ``Miami's perfect season``); ``the game's worst moments`` stays a verdict."""
    superlative = word in ("best", "worst") or (
        word.endswith("est") and getLemma(word, "ADJ")[0] != word)
    return (superlative or word == "perfect") and _RECORD_NOUN_RX.match(after) is not None
