"""What a long document becomes: typed blocks, then chunks with stable ids and pages.

A parser (PDF, Markdown, HTML, plain text) turns a file into ``Block``s in reading order:
headings, paragraphs, list items, tables (title, headers, cells and footnotes kept as one
unit) and figures or charts (caption plus the text embedded in the graphic). The chunker
packs the blocks of one section into ``Chunk``s; each chunk has a ``chunk_id`` that depends
only on its kind, first page and content, so ids survive edits elsewhere in the document.

Pages are 1-based positions in the file (``relative_page``), not printed page numbers.
Formats without pages (Markdown, HTML, plain text) get explicit page breaks where the file
marks them and otherwise virtual pages of a fixed number of characters (``pages.py``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = [
    "Block",
    "BlockKind",
    "Chunk",
    "ChunkKind",
    "DocFormat",
    "LongDocument",
    "TableData",
]

BlockKind = Literal["heading", "paragraph", "list_item", "table", "figure", "chart"]
ChunkKind = Literal["text", "table", "figure", "chart"]
DocFormat = Literal["pdf", "markdown", "html", "text"]


class TableData(Model):
    """A table as one holistic unit."""

    title: str = ""
    """Caption or title line (``ESTIMATED COSTS``); empty when the table has none."""

    headers: tuple[str, ...]
    """Column headers, one per column."""

    rows: tuple[tuple[str, ...], ...]
    """Body rows, each with exactly one cell per column."""

    footnotes: tuple[str, ...] = ()
    """Notes printed under the table (``* Estimated``, ``Source: ...``)."""

    key_value: bool = False
    """A label/value box (a Wikipedia infobox): each row is ``label | value`` and the first
    row is data, not headers; cell questions of the ``header of row`` form do not apply."""

    widget: bool = False
    """The page's markup sets the table in an aside, a figure or a player/widget container
    (a live tracker, a video player's controls): a page widget, not the document's table."""

    def render(self) -> str:
        """The table as text: title, a pipe-table of headers and rows, then footnotes."""
        lines: list[str] = []
        if self.title:
            lines.append(self.title)
        lines.append("| " + " | ".join(self.headers) + " |")
        lines.append("|" + "---|" * len(self.headers))
        lines.extend("| " + " | ".join(row) + " |" for row in self.rows)
        lines.extend(self.footnotes)
        return "\n".join(lines)


class Block(Model):
    """One typed unit of a document in reading order, before chunking."""

    kind: BlockKind
    """Heading, paragraph, list item, table, figure or chart."""

    text: str
    """The block's text (for tables, ``TableData.render()``; for figures, caption + text)."""

    pages: tuple[int, ...] = Field(min_length=1)
    """Pages (1-based) the block lies on, ascending."""

    level: int = 0
    """Heading level (1 = top) for headings; list depth for list items; 0 otherwise."""

    ordered: bool = False
    """For list items: part of a numbered list."""

    table: TableData | None = None
    """The table, for table blocks."""

    caption: str = ""
    """For figures and charts: the caption line (``Figure 2: ...``), when found."""

    embedded_text: str = ""
    """For figures and charts: text printed inside the graphic (labels, axes, legend)."""


class Chunk(Model):
    """A retrievable unit: a run of text of one section, one table, or one figure/chart."""

    chunk_id: str
    """Stable id: ``<kind>-p<first page>-<content hash>`` (``-2``... when repeated)."""

    index: int = Field(ge=0)
    """Position of the chunk in the document."""

    kind: ChunkKind
    """Text, table, figure or chart (the gold plan's ``source_type``)."""

    pages: tuple[int, ...] = Field(min_length=1)
    """Pages (1-based) the chunk lies on, ascending (``relative_page``)."""

    section: tuple[str, ...] = ()
    """Heading path above the chunk, outermost first."""

    text: str
    """The chunk's text; facts take their verbatim spans from it."""

    blocks: tuple[Block, ...] = ()
    """The blocks the chunk was packed from."""

    @property
    def table(self) -> TableData | None:
        """The table of a table chunk."""
        return self.blocks[0].table if self.kind == "table" and self.blocks else None

    @property
    def heading(self) -> str:
        """The innermost heading above the chunk ("" before the first heading)."""
        return self.section[-1] if self.section else ""


class LongDocument(Model):
    """A parsed long document: metadata and its chunks in reading order."""

    source: str
    """Path or URL the document was read from."""

    format: DocFormat
    """Which parser read it."""

    title: str
    """Title (from metadata, the first heading, or the file name)."""

    content_hash: str
    """SHA-256 of the file's bytes."""

    n_pages: int = Field(ge=1)
    """Pages of the document (virtual pages for formats without pages)."""

    chunks: tuple[Chunk, ...]
    """Chunks in reading order."""

    published: str | None = None
    """Publication date (ISO ``YYYY-MM-DD``) a web page declares in its markup; it anchors
    relative days ("on Tuesday") of its facts. ``None`` for other formats or no such date."""

    def chunk(self, chunk_id: str) -> Chunk | None:
        """The chunk with ``chunk_id``, or ``None``."""
        for chunk in self.chunks:
            if chunk.chunk_id == chunk_id:
                return chunk
        return None

    def chunk_map(self) -> dict[str, Chunk]:
        """Chunk id -> chunk."""
        return {chunk.chunk_id: chunk for chunk in self.chunks}
