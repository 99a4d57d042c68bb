"""A SQLite cache of vectors keyed by (model id, kind, sha256 of the text).

Wraps any :class:`~shared.embeddings.base.Embedder`: texts already embedded by the
same model come from disk, the rest go to the wrapped backend in one call and are
stored. ``read_only`` replays without calling the backend for hits and never writes.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from shared.embeddings.base import Embedder, EmbedKind, Vectors
from shared.errors import ConfigError

__all__ = ["CachedEmbedder", "VectorCache"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS vectors (
    model TEXT NOT NULL,
    kind TEXT NOT NULL,
    text_sha256 TEXT NOT NULL,
    dim INTEGER NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (model, kind, text_sha256)
)
"""


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class VectorCache:
    """The SQLite table of cached vectors (one file, safe to share between threads)."""

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path), check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(_SCHEMA)
            self._db.commit()
        except (OSError, sqlite3.Error) as exc:
            raise ConfigError(
                f"cannot open the vector cache {str(path)!r}: {exc}",
                hint="check DYNEVAL_DATA_DIR is writable, or turn the cache off",
            ) from exc
        self._lock = threading.Lock()

    def get(self, model: str, kind: str, texts: Sequence[str]) -> dict[int, Vectors]:
        """Cached rows by position in ``texts``."""
        found: dict[int, Vectors] = {}
        digests = [_digest(text) for text in texts]
        with self._lock:
            for position, digest in enumerate(digests):
                row = self._db.execute(
                    "SELECT dim, vector FROM vectors WHERE model=? AND kind=? AND text_sha256=?",
                    (model, kind, digest),
                ).fetchone()
                if row is not None:
                    found[position] = np.frombuffer(row[1], dtype=np.float32).reshape(row[0])
        return found

    def put(self, model: str, kind: str, texts: Sequence[str], vectors: Vectors) -> None:
        """Store one row per text."""
        rows = [
            (model, kind, _digest(text), int(vector.shape[0]), vector.astype(np.float32).tobytes())
            for text, vector in zip(texts, vectors, strict=True)
        ]
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?, ?, ?)", rows)
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM vectors").fetchone()[0])

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._db.close()


class CachedEmbedder:
    """An embedder that asks its inner backend only for texts the cache lacks."""

    def __init__(self, inner: Embedder, cache: VectorCache, *, read_only: bool = False) -> None:
        self._inner = inner
        self._cache = cache
        self._read_only = read_only
        self.hits = 0
        self.misses = 0

    @property
    def model_id(self) -> str:
        """The inner model's id: cached and fresh vectors are interchangeable."""
        return self._inner.model_id

    async def embed(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """Cached rows plus fresh rows for the misses, in input order."""
        texts = list(texts)
        found = self._cache.get(self.model_id, kind, texts)
        missing = [i for i in range(len(texts)) if i not in found]
        self.hits += len(found)
        self.misses += len(missing)
        if missing:
            fresh = await self._inner.embed([texts[i] for i in missing], kind)
            if not self._read_only:
                self._cache.put(self.model_id, kind, [texts[i] for i in missing], fresh)
            for position, vector in zip(missing, fresh, strict=True):
                found[position] = vector
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        return np.vstack([found[i] for i in range(len(texts))]).astype(np.float32)
