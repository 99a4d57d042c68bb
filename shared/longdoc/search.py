"""Lexical retrieval over a document's chunks (Okapi BM25), e.g. to verify absent topics.

Tokens are lower-cased words (``content_tokens``) minus stop words. ``ChunkIndex.search``
ranks chunks; ``ChunkIndex.mentions`` tells whether any
chunk contains every word of a phrase, the strict all-chunks test used for no-information
items.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from shared.longdoc.model import Chunk

__all__ = ["STOP_WORDS", "ChunkIndex", "Hit", "content_tokens"]

_STOP_TEXT = (
    "a an the of in on at to for from by with and or but is are was were be been being it "
    "its this that these those as which who whom what when where why how do does did has "
    "have had not no any all each other than then there their they them he she his her we "
    "our you your i me my will would can could should may might must shall about into over "
    "under after before between during also such so only more most some"
)
STOP_WORDS = frozenset(_STOP_TEXT.split())
_WORD = re.compile(r"[^\W_]+")
"""Words that carry no topic."""


def content_tokens(text: str) -> list[str]:
    """Lower-cased word tokens of ``text`` (any script, digits kept, ``1,200`` -> ``1200``)
    without stop words."""
    return [t for t in _WORD.findall(text.lower().replace(",", "")) if t not in STOP_WORDS]


@dataclass(frozen=True, slots=True)
class Hit:
    """A ranked chunk."""

    chunk: Chunk
    score: float


class ChunkIndex:
    """BM25 over the chunks of one document."""

    def __init__(self, chunks: Sequence[Chunk], *, k1: float = 1.5, b: float = 0.75) -> None:
        self.chunks = list(chunks)
        self.k1 = k1
        self.b = b
        self._tf = [Counter(content_tokens(c.text)) for c in self.chunks]
        self._sets = [set(tf) for tf in self._tf]
        self._len = [sum(tf.values()) for tf in self._tf]
        self._avg = (sum(self._len) / len(self._len)) if self._len else 0.0
        df: Counter[str] = Counter()
        for tf in self._tf:
            df.update(tf.keys())
        n = len(self.chunks)
        self._idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}

    def search(self, query: str, k: int = 5) -> list[Hit]:
        """The ``k`` best chunks for ``query`` (score > 0 only)."""
        terms = content_tokens(query)
        scores: list[tuple[float, int]] = []
        for i, tf in enumerate(self._tf):
            score = 0.0
            norm = self.k1 * (1 - self.b + self.b * self._len[i] / (self._avg or 1.0))
            for term in terms:
                f = tf.get(term, 0)
                if f:
                    score += self._idf[term] * f * (self.k1 + 1) / (f + norm)
            if score > 0:
                scores.append((score, i))
        scores.sort(key=lambda s: (-s[0], s[1]))
        return [Hit(self.chunks[i], s) for s, i in scores[:k]]

    def mentions(self, phrase: str) -> list[Chunk]:
        """Chunks that contain every content word of ``phrase``."""
        words = set(content_tokens(phrase))
        if not words:
            return []
        return [c for c, vocab in zip(self.chunks, self._sets, strict=True) if words <= vocab]
