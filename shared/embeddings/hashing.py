"""A lexical embedder: hashed word and word-bigram counts, no model at all.

Deterministic and instant, it measures word overlap rather than meaning. It is the
baseline of ``benchmarks/bench_kb.py`` and the backend of tests that exercise code
around embeddings rather than embedding quality.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from itertools import pairwise

import numpy as np

from shared.embeddings.base import EmbedKind, Vectors, normalise_rows

__all__ = ["HashingEmbedder"]

_WORD = re.compile(r"[a-z0-9]+")


class HashingEmbedder:
    """Feature hashing of lower-cased words and bigrams into ``dim`` buckets."""

    def __init__(self, dim: int = 512) -> None:
        self._dim = dim

    @property
    def model_id(self) -> str:
        """``hashing-<dim>``."""
        return f"hashing-{self._dim}"

    def _bucket(self, feature: str) -> int:
        digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
        return int.from_bytes(digest, "little") % self._dim

    def embed_sync(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """Embed in the calling thread."""
        matrix = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            words = _WORD.findall(text.lower())
            for feature in [*words, *(f"{a} {b}" for a, b in pairwise(words))]:
                matrix[row, self._bucket(feature)] += 1.0
        return normalise_rows(matrix)

    async def embed(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """Embed (cheap enough to run on the event loop)."""
        return self.embed_sync(texts, kind)
