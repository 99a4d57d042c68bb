"""Long documents (PDF, Markdown, HTML, plain text) as typed chunks with stable ids and pages.

``load_document(path)`` parses a file into blocks (headings, paragraphs, list items, tables
as one unit, figures and charts with captions and embedded text) and packs them into
``Chunk``s; ``ChunkIndex`` searches the chunks lexically (BM25).
"""

from __future__ import annotations

from shared.longdoc.chunker import DEFAULT_MAX_CHARS, chunk_blocks, chunk_id_for
from shared.longdoc.load import detect_format, load_document
from shared.longdoc.model import Block, Chunk, ChunkKind, LongDocument, TableData
from shared.longdoc.pages import DEFAULT_PAGE_CHARS, PageMap
from shared.longdoc.search import ChunkIndex, Hit

__all__ = [
    "DEFAULT_MAX_CHARS",
    "DEFAULT_PAGE_CHARS",
    "Block",
    "Chunk",
    "ChunkIndex",
    "ChunkKind",
    "Hit",
    "LongDocument",
    "PageMap",
    "TableData",
    "chunk_blocks",
    "chunk_id_for",
    "detect_format",
    "load_document",
]
