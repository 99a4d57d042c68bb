"""Answer normalisation of the official HotpotQA and SQuAD v1.1 evaluation scripts.

Both scripts normalise the same way, in this order: lowercase; delete every character of
ASCII ``string.punctuation``; replace the words a/an/the (``\\b(a|an|the)\\b``, a Unicode
word boundary) by a space; collapse runs of whitespace to one space. The functions here
reproduce that exactly, so scores agree with the published numbers.
"""

from __future__ import annotations

import re
import string
from functools import lru_cache

__all__ = [
    "SPECIAL_ANSWERS",
    "answer_tokens",
    "normalize_answer",
]

SPECIAL_ANSWERS: frozenset[str] = frozenset({"yes", "no", "noanswer"})
"""Normalised answers that HotpotQA's F1 only credits on an exact match."""

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_ARTICLE_WORDS = frozenset({"a", "an", "the"})
_PUNCTUATION = re.compile("[" + re.escape(string.punctuation) + "]")
_PUNCTUATION_BYTES = string.punctuation.encode("ascii")
_ASCII_WORD_OR_SPACE = (
    string.ascii_lowercase + string.digits + " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f"
).encode("ascii")


def answer_tokens(text: str) -> list[str]:
    """The whitespace tokens of the normalised ``text`` (what token F1 counts)."""
    lowered = text.lower()
    if lowered.isascii():
        # Fast path, same result: once punctuation is gone, a lowercased ASCII string made
        # only of [a-z0-9] and whitespace has its \b word boundaries exactly at the
        # whitespace, so dropping article tokens equals the regex substitution.
        stripped = lowered.encode("ascii").translate(None, _PUNCTUATION_BYTES)
        if not stripped.translate(None, _ASCII_WORD_OR_SPACE):
            return [
                token for token in stripped.decode("ascii").split() if token not in _ARTICLE_WORDS
            ]
        return _ARTICLES.sub(" ", stripped.decode("ascii")).split()
    return _ARTICLES.sub(" ", _PUNCTUATION.sub("", lowered)).split()


@lru_cache(maxsize=65536)
def normalize_answer(text: str) -> str:
    """Normalise ``text`` exactly as ``normalize_answer`` of the official scripts does
    (remembered: the judge's checks normalise an item's titles, options and answer many
    times, and pages' titles recur across items)."""
    return " ".join(answer_tokens(text))
