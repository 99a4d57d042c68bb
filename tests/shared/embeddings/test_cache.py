"""The SQLite vector cache."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from shared.embeddings import CachedEmbedder, EmbedKind, HashingEmbedder, VectorCache, Vectors


class CountingEmbedder:
    """The hashing embedder, recording every text it is asked for."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self._inner = HashingEmbedder(dim=64)

    @property
    def model_id(self) -> str:
        return self._inner.model_id

    async def embed(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        self.asked.extend(texts)
        return await self._inner.embed(texts, kind)


async def test_hits_skip_the_backend_and_survive_reopening(tmp_path: Path) -> None:
    """Cached texts are not embedded again, also by a new cache on the same file."""
    inner = CountingEmbedder()
    cached = CachedEmbedder(inner, VectorCache(tmp_path / "v.db"))
    first = await cached.embed(["a b", "c d"], "passage")
    second = await cached.embed(["c d", "e f", "a b"], "passage")
    assert inner.asked == ["a b", "c d", "e f"]
    assert np.array_equal(second[0], first[1]) and np.array_equal(second[2], first[0])
    reopened = CachedEmbedder(inner, VectorCache(tmp_path / "v.db"))
    await reopened.embed(["e f"], "passage")
    assert inner.asked == ["a b", "c d", "e f"] and reopened.hits == 1


async def test_kind_is_part_of_the_key(tmp_path: Path) -> None:
    """A query and a passage with the same text are cached separately."""
    inner = CountingEmbedder()
    cached = CachedEmbedder(inner, VectorCache(tmp_path / "v.db"))
    await cached.embed(["x"], "query")
    await cached.embed(["x"], "passage")
    assert inner.asked == ["x", "x"]


async def test_read_only_never_writes(tmp_path: Path) -> None:
    """read_only serves misses from the backend without storing them."""
    cache = VectorCache(tmp_path / "v.db")
    cached = CachedEmbedder(CountingEmbedder(), cache, read_only=True)
    await cached.embed(["x", "y"], "query")
    assert len(cache) == 0
