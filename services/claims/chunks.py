"""Cutting a long document into prompt-sized chunks at natural boundaries."""

from __future__ import annotations

import re

from shared.text.sentences import split_sentences

__all__ = ["chunk_text"]

_PARAGRAPH_RX = re.compile(r"\n\s*\n")


def _pieces(text: str, limit: int) -> list[str]:
    """Paragraphs, with any paragraph longer than ``limit`` cut into sentences, then hard."""
    out: list[str] = []
    for paragraph in _PARAGRAPH_RX.split(text):
        paragraph = paragraph.strip()
        if not paragraph:
            continue
        if len(paragraph) <= limit:
            out.append(paragraph)
            continue
        cuts = [sentence.end for sentence in split_sentences(paragraph)]
        starts = [0, *cuts]
        ends = [*cuts, len(paragraph)]
        for start, end in zip(starts, ends, strict=True):
            piece = paragraph[start:end].strip()
            while len(piece) > limit:
                out.append(piece[:limit])
                piece = piece[limit:]
            if piece:
                out.append(piece)
    return out


def chunk_text(text: str, limit: int) -> list[str]:
    """``text`` as chunks of at most ``limit`` characters, greedily packed, order kept.

    Pieces are joined with a blank line, so a span the model copies from one chunk is a
    span of one paragraph (or sentence) of the original text.
    """
    if limit < 1:
        raise ValueError(f"chunk limit must be positive, got {limit}")
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for piece in _pieces(text, limit):
        extra = len(piece) + (2 if current else 0)
        if current and size + extra > limit:
            chunks.append("\n\n".join(current))
            current, size = [], 0
            extra = len(piece)
        current.append(piece)
        size += extra
    if current:
        chunks.append("\n\n".join(current))
    return chunks
