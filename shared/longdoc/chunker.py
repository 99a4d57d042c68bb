"""Packing blocks into chunks: sections never mix, tables and figures stay whole.

- A heading closes the current chunk and sets the section path (by heading level).
- Tables, figures and charts become one chunk each, however long: the gold plan treats a
  table's title, headers, cells and footnotes as a single holistic unit.
- Paragraphs and list items of one section are packed greedily up to ``max_chars``; a block
  longer than that is cut at sentence ends, and a sentence longer than that is cut hard.
- Consecutive list items are joined by one newline, everything else by a blank line.

``chunk_id`` is ``<kind>-p<first page>-<10 hex of SHA-256 of kind and text>``; a repeat of
the same id in one document gets ``-2``, ``-3`` ... in reading order.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from shared.errors import InputError
from shared.longdoc.model import Block, Chunk, ChunkKind
from shared.text.sentences import split_sentences

__all__ = ["DEFAULT_MAX_CHARS", "chunk_blocks", "chunk_id_for"]

DEFAULT_MAX_CHARS = 1500
"""Characters of text per text chunk (about a quarter of a printed page)."""


def chunk_id_for(kind: ChunkKind, first_page: int, text: str) -> str:
    """The stable id of a chunk (before de-duplication)."""
    digest = hashlib.sha256(f"{kind}\n{' '.join(text.split())}".encode()).hexdigest()[:10]
    return f"{kind}-p{first_page}-{digest}"


def _pieces(text: str, limit: int) -> list[str]:
    """``text`` cut into pieces of at most ``limit`` characters at sentence ends."""
    if len(text) <= limit:
        return [text]
    out: list[str] = []
    current = ""
    for sentence in split_sentences(text) or []:
        piece = sentence.text
        while len(piece) > limit:
            if current:
                out.append(current)
                current = ""
            cut = piece.rfind(" ", 0, limit + 1)
            cut = cut if cut > 0 else limit
            out.append(piece[:cut].rstrip())
            piece = piece[cut:].lstrip()
        if not piece:
            continue
        if current and len(current) + 1 + len(piece) > limit:
            out.append(current)
            current = piece
        else:
            current = f"{current} {piece}" if current else piece
    if current:
        out.append(current)
    return [p for p in out if p.strip()] or [text[:limit]]


@dataclass
class _Open:
    """The text chunk being packed."""

    section: tuple[str, ...]
    parts: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    pages: set[int] = field(default_factory=set)
    blocks: list[Block] = field(default_factory=list)

    def size_with(self, text: str) -> int:
        return sum(len(p) for p in self.parts) + 2 * len(self.parts) + len(text)

    def add(self, text: str, block: Block) -> None:
        self.parts.append(text)
        self.kinds.append(block.kind)
        self.pages.update(block.pages)
        if not self.blocks or self.blocks[-1] is not block:
            self.blocks.append(block)

    def text(self) -> str:
        out = ""
        for i, part in enumerate(self.parts):
            if i:
                both_items = self.kinds[i] == "list_item" and self.kinds[i - 1] == "list_item"
                out += "\n" if both_items else "\n\n"
            out += part
        return out


class _Builder:
    def __init__(self, max_chars: int) -> None:
        self.max_chars = max_chars
        self.chunks: list[Chunk] = []
        self.seen: dict[str, int] = {}
        self.open: _Open | None = None

    def emit(
        self, kind: ChunkKind, text: str, pages: Iterable[int], section: tuple[str, ...],
        blocks: Sequence[Block],
    ) -> None:
        ordered = tuple(sorted(set(pages)))
        base = chunk_id_for(kind, ordered[0], text)
        count = self.seen.get(base, 0) + 1
        self.seen[base] = count
        self.chunks.append(
            Chunk(
                chunk_id=base if count == 1 else f"{base}-{count}",
                index=len(self.chunks),
                kind=kind,
                pages=ordered,
                section=section,
                text=text,
                blocks=tuple(blocks),
            )
        )

    def close(self) -> None:
        if self.open is not None and self.open.parts:
            self.emit("text", self.open.text(), self.open.pages, self.open.section,
                      self.open.blocks)  # fmt: skip
        self.open = None

    def text_block(self, block: Block, section: tuple[str, ...]) -> None:
        for piece in _pieces(block.text.strip(), self.max_chars):
            if self.open is None:
                self.open = _Open(section)
            elif self.open.parts and self.open.size_with(piece) > self.max_chars:
                self.close()
                self.open = _Open(section)
            self.open.add(piece, block)


def chunk_blocks(blocks: Iterable[Block], *, max_chars: int = DEFAULT_MAX_CHARS) -> list[Chunk]:
    """Chunks of ``blocks`` (in reading order) as the module docstring describes."""
    if max_chars < 20:
        raise InputError(
            f"chunk size {max_chars} is too small",
            hint="use at least 20 characters per chunk (the default is 1500)",
        )
    build = _Builder(max_chars)
    path: list[tuple[int, str]] = []
    for block in blocks:
        if not block.text.strip():
            continue
        if block.kind == "heading":
            build.close()
            level = max(block.level, 1)
            while path and path[-1][0] >= level:
                path.pop()
            path.append((level, " ".join(block.text.split())))
            continue
        section = tuple(title for _, title in path)
        if block.kind in ("table", "figure", "chart"):
            build.close()
            kind: ChunkKind = "table" if block.kind == "table" else (
                "chart" if block.kind == "chart" else "figure"
            )
            build.emit(kind, block.text.strip(), block.pages, section, (block,))
            continue
        if build.open is not None and build.open.section != section:
            build.close()
        build.text_block(block, section)
    build.close()
    return build.chunks
