"""Whether a text reads as English prose: the rule extractor's gates read English only.

The rules (pronouns, verbs, connectives, dates) are English: on a German, Portuguese or
Russian page they pass sentences they cannot read (``Wir laden Sie herzlich ein ...`` was
rewritten ``Wir laden Kommen Sie ...``), and a box score (``Palm Bay d. Rockledge 70-44``)
has no prose to read. English prose writes about a fifth of its lower-case words as a few
function words (``the``, ``of``, ``and``, ``is`` ...); other languages and score tables
about a tenth at most. Capitalised words (names, titles) are not counted: a paragraph
listing a boxer's dozen titles (``WBF Asia Pacific Lightweight Champion ...``) is ordinary
English with few function words among its names. A text too short to tell (under
``MIN_WORDS`` words) is read as English.
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
ENGLISH_SHARE = 0.15
"""Open pages (AEB, HotpotQA paragraphs), capitalised words left out: English prose 0.185 and
up (a name-heavy boxer's paragraph 0.195); other languages and score tables 0.00-0.12
(a Japanese page 0.119, an Italian one 0.108, German blogs 0.04-0.05)."""
MIN_WORDS = 60


def english_share(text: str) -> float:
    """The share of ``text``'s lower-case words that are common English function words
    (capitalised words, mostly names and titles, are left out)."""
    words = [word for word in _WORD_RX.findall(text) if not word[:1].isupper()]
    return sum(word in _FUNCTION_WORDS for word in words) / len(words) if words else 0.0


def english_prose(text: str) -> bool:
    """``text`` reads as English prose, or is too short to tell (module docstring)."""
    if len(_WORD_RX.findall(text)) < MIN_WORDS:
        return True
    return english_share(text) >= ENGLISH_SHARE
