"""The embedder seam: texts in, L2-normalised float32 vectors out.

``kind`` tells asymmetric models (e5) whether a text is a search query or a passage;
symmetric backends may ignore it. Backends: :mod:`shared.embeddings.local` (a model
shipped inside a PyPI wheel, offline) and :mod:`shared.embeddings.openai_compat`
(any ``/v1/embeddings`` endpoint); :mod:`shared.embeddings.cache` wraps either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

__all__ = ["EmbedKind", "Embedder", "Vectors", "cosine", "normalise_rows"]

EmbedKind = Literal["query", "passage"]
Vectors = npt.NDArray[np.float32]
"""A (n, dim) float32 matrix whose rows have unit length."""


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit vectors; one instance per model."""

    @property
    def model_id(self) -> str:
        """Identifies the model (and its settings) in cache keys and reports."""
        ...

    async def embed(self, texts: Sequence[str], kind: EmbedKind) -> Vectors:
        """One unit-length row per text, in order; an empty input gives a (0, dim) matrix."""
        ...


def normalise_rows(matrix: npt.NDArray[np.floating]) -> Vectors:
    """Scale every row to unit length (zero rows stay zero)."""
    array = np.asarray(matrix, dtype=np.float32)
    if array.ndim == 1:
        array = array.reshape(1, -1)
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: Vectors = (array / norms).astype(np.float32)
    return result


def cosine(first: Vectors, second: Vectors) -> npt.NDArray[np.float32]:
    """Pairwise cosine similarities of two row-normalised matrices: shape (len(a), len(b))."""
    return np.asarray(first @ second.T, dtype=np.float32)
