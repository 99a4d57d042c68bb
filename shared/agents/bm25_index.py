"""Okapi BM25 over a small collection, for documents and for their sentences.

Tokens are the official answer-normalisation tokens (lowercase, no punctuation, no
articles) without a short stop-word list, so retrieval and scoring read text alike.
IDF is the non-negative ``log(1 + (N - df + 0.5) / (df + 0.5))`` variant. Postings
lists make a search touch only the texts that share a term with the query.

A text's score is the correctly rounded sum of its terms' gains (``math.fsum``), so it
does not depend on the order the terms are added in: summed in set order, which follows
each process's string hash seed, two sentences whose scores are equal on paper (``The
Golden Gate Bridge has a main span of ...`` and ``The George Washington Bridge has ...``)
came out one ulp apart either way, and which one an agent answered with changed from
process to process (a run resumed after a kill answered otherwise than one never killed).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Sequence

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
        postings: dict[str, list[tuple[int, int]]] = {}
        lengths: list[int] = []
        for index, text in enumerate(texts):
            tf = Counter(terms(text))
            lengths.append(sum(tf.values()))
            for term, count in tf.items():
                postings.setdefault(term, []).append((index, count))
        self._size = len(lengths)
        average = (sum(lengths) / len(lengths)) if lengths else 0.0
        # per text, the constant k1 * (1 - b + b * len / avg) of the BM25 denominator
        self._norm = [k1 * (1 - b + b * length / (average or 1.0)) for length in lengths]
        self._postings = postings
        self._idf = {
            term: math.log(1 + (self._size - len(p) + 0.5) / (len(p) + 0.5))
            for term, p in postings.items()
        }

    def __len__(self) -> int:
        return self._size

    def scores(
        self, query: Sequence[str], within: Collection[int] | None = None
    ) -> dict[int, float]:
        """Positive BM25 scores of the query terms per text (only texts ``within`` if given)."""
        gains: dict[int, list[float]] = {}
        k1 = self.k1
        # sorted: the texts come out in the same order in every process
        for term in sorted(set(query)):
            postings = self._postings.get(term)
            if not postings:
                continue
            idf = self._idf[term]
            for index, count in postings:
                if within is not None and index not in within:
                    continue
                gain = idf * count * (k1 + 1) / (count + self._norm[index])
                gains.setdefault(index, []).append(gain)
        return {index: math.fsum(parts) for index, parts in gains.items()}

    def score(self, query: Sequence[str], index: int) -> float:
        """BM25 score of the query terms against text ``index``."""
        return self.scores(query, (index,)).get(index, 0.0)

    def search(
        self, query: str | Sequence[str], k: int, within: Collection[int] | None = None
    ) -> list[tuple[int, float]]:
        """The ``k`` best texts for ``query`` with positive scores, best first (ties by index)."""
        words = terms(query) if isinstance(query, str) else list(query)
        found = self.scores(words, within)
        return sorted(found.items(), key=lambda pair: (-pair[1], pair[0]))[:k]
