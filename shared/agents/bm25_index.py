"""Okapi BM25 over a small collection, for documents and for their sentences.

Tokens are the official answer-normalisation tokens (lowercase, no punctuation, no
articles) without a short stop-word list, so retrieval and scoring read text alike.
IDF is the non-negative ``log(1 + (N - df + 0.5) / (df + 0.5))`` variant.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from shared.metrics.normalize import answer_tokens

__all__ = ["STOPWORDS", "Bm25Index", "terms"]

STOPWORDS: frozenset[str] = frozenset(
    {
        "of", "in", "on", "and", "or", "to", "for", "was", "is", "are", "were", "be", "by",
        "with", "at", "as", "it", "its", "that", "this", "from", "what", "which", "who",
        "when", "where", "how", "did", "does", "do", "had", "has", "have", "between", "two",
        "than", "into", "after", "before", "first", "many", "much", "passed",
    }
)  # fmt: skip
"""Words too common in questions to carry retrieval weight."""


def terms(text: str) -> list[str]:
    """The index terms of ``text``: normalised tokens without stop words."""
    return [token for token in answer_tokens(text) if token not in STOPWORDS]


class Bm25Index:
    """BM25 scores of a query against every text of a fixed collection."""

    def __init__(self, texts: Sequence[str], *, k1: float = 1.5, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        self._tfs = [Counter(terms(text)) for text in texts]
        self._lengths = [sum(tf.values()) for tf in self._tfs]
        self._avg = (sum(self._lengths) / len(self._lengths)) if self._lengths else 0.0
        df: Counter[str] = Counter()
        for tf in self._tfs:
            df.update(tf.keys())
        n = len(self._tfs)
        self._idf = {term: math.log(1 + (n - count + 0.5) / (count + 0.5)) for term, count in
                     df.items()}  # fmt: skip

    def __len__(self) -> int:
        return len(self._tfs)

    def score(self, query: Sequence[str], index: int) -> float:
        """BM25 score of the query terms against text ``index``."""
        tf = self._tfs[index]
        norm = self.k1 * (1 - self.b + self.b * self._lengths[index] / (self._avg or 1.0))
        total = 0.0
        for term in set(query):
            count = tf.get(term)
            if count:
                total += self._idf[term] * count * (self.k1 + 1) / (count + norm)
        return total

    def search(self, query: str | Sequence[str], k: int) -> list[tuple[int, float]]:
        """The ``k`` best texts for ``query`` with positive scores, best first (ties by index)."""
        words = terms(query) if isinstance(query, str) else list(query)
        scored = [(i, self.score(words, i)) for i in range(len(self._tfs))]
        ranked = sorted((pair for pair in scored if pair[1] > 0), key=lambda p: (-p[1], p[0]))
        return ranked[:k]
