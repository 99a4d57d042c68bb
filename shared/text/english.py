"""Whether a text reads as English prose: the rule extractor's gates read English only.

The rules (pronouns, verbs, connectives, dates) are English: on a German, Portuguese or
Russian page they pass sentences they cannot read (``Wir laden Sie herzlich ein ...`` was
rewritten ``Wir laden Kommen Sie ...``), and a box score (``Palm Bay d. Rockledge 70-44``)
has no prose to read. English prose writes about a fifth of its words as a few function
words (``the``, ``of``, ``and``, ``is`` ...); other languages and score tables under a
tenth. A text too short to tell (under ``MIN_WORDS`` words) is read as English.
"""

from __future__ import annotations

import re

__all__ = ["ENGLISH_SHARE", "MIN_WORDS", "english_prose", "english_share"]

_FUNCTION_WORDS = frozenset({
    "the", "and", "of", "to", "is", "in", "that", "for", "was", "with", "on", "as", "are",
    "by", "it", "at", "from", "this", "be", "have", "has", "were", "an", "which", "not", "but",
    "or",
})
_WORD_RX = re.compile(r"[^\W\d_]+")
ENGLISH_SHARE = 0.12
"""Open pages: English prose 0.17-0.30 of its words; other languages and score tables
0.00-0.09."""
MIN_WORDS = 60


def english_share(text: str) -> float:
    """The share of ``text``'s words that are common English function words."""
    words = _WORD_RX.findall(text.lower())
    return sum(word in _FUNCTION_WORDS for word in words) / len(words) if words else 0.0


def english_prose(text: str) -> bool:
    """``text`` reads as English prose, or is too short to tell (module docstring)."""
    if len(_WORD_RX.findall(text)) < MIN_WORDS:
        return True
    return english_share(text) >= ENGLISH_SHARE
