"""Reading a long document from a file: pick the parser by suffix, then chunk.

``.pdf`` -> pdfplumber (``pdf.py``); ``.md``/``.markdown`` -> ``markdown.py``; ``.html``/
``.htm`` -> ``html.py`` (main text through ``shared.web.extract``); ``.txt`` and anything
else that decodes as UTF-8 -> plain text (blank-line paragraphs; a short line without a
final full stop followed by a blank line is a heading).
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Callable
from pathlib import Path

from shared.errors import InputError
from shared.longdoc.chunker import DEFAULT_MAX_CHARS, chunk_blocks
from shared.longdoc.html import parse_html_blocks
from shared.longdoc.markdown import parse_markdown_blocks
from shared.longdoc.model import Block, DocFormat, LongDocument
from shared.longdoc.pages import DEFAULT_PAGE_CHARS, PAGE_BREAK, PageMap
from shared.longdoc.pdf import parse_pdf_blocks

__all__ = ["detect_format", "load_document", "parse_plain_blocks"]

ProgressFn = Callable[[int, int], None]
_SUFFIXES: dict[str, DocFormat] = {
    ".pdf": "pdf", ".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html",
    ".txt": "text", ".text": "text",
}  # fmt: skip
_PARAGRAPHS = re.compile(r"\n[ \t]*\n")


def detect_format(path: Path, data: bytes) -> DocFormat:
    """The format of ``path``: by suffix, else by a PDF or HTML signature, else text."""
    if path.suffix.lower() in _SUFFIXES:
        return _SUFFIXES[path.suffix.lower()]
    head = data[:1024].lstrip().lower()
    if head.startswith(b"%pdf"):
        return "pdf"
    if head.startswith((b"<!doctype html", b"<html")):
        return "html"
    return "text"


def parse_plain_blocks(
    text: str, *, page_chars: int = DEFAULT_PAGE_CHARS
) -> tuple[list[Block], int]:
    """Blocks of a plain text: paragraphs, and short unpunctuated lines as headings."""
    pages = PageMap(text, page_chars=page_chars)
    blocks: list[Block] = []
    pos = 0
    for raw in _PARAGRAPHS.split(text):
        start = text.find(raw, pos)
        pos = start + len(raw)
        body = PAGE_BREAK.sub(" ", raw).strip()
        if not body:
            continue
        span = pages.pages(start, start + len(raw))
        one_line = "\n" not in body
        if one_line and len(body.split()) <= 12 and not body.endswith((".", ":", ";", ",")):
            blocks.append(Block(kind="heading", text=body, pages=span, level=1))
        else:
            blocks.append(Block(kind="paragraph", text=" ".join(body.split()), pages=span))
    return blocks, pages.n_pages


_RUNNING_HEAD = re.compile(r"^\d+\s+\D")
"""A page number leading a heading: a running header ("47698 Proposed Rules")."""


def _printed_title(blocks: list[Block]) -> str | None:
    """The first heading of a PDF's first page that heads text: neither a running header nor
    a masthead line stacked over the next heading (the Federal Register's "DEPARTMENT OF
    TRANSPORTATION", "14 CFR Part 39", "RIN 2120–AA64" over "Airworthiness Directives; The
    Boeing Company Airplanes")."""
    first = [b for b in blocks if b.pages and b.pages[0] == blocks[0].pages[0]] if blocks else []
    for block, after in itertools.pairwise(first):
        if block.kind == "heading" and after.kind != "heading" and \
                not _RUNNING_HEAD.match(block.text):
            return block.text
    return None


def load_document(
    path: Path,
    *,
    max_chars: int = DEFAULT_MAX_CHARS,
    page_chars: int = DEFAULT_PAGE_CHARS,
    progress: ProgressFn | None = None,
) -> LongDocument:
    """Parse and chunk the document at ``path``."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(
            f"cannot read {path}: {exc.strerror or exc}",
            where=str(path),
            hint="give the path of a PDF, Markdown, HTML or text file",
        ) from exc
    fmt = detect_format(path, data)
    title: str | None = None
    published: str | None = None
    if fmt == "pdf":
        parsed = parse_pdf_blocks(path, progress=progress)
        blocks, n_pages, title = parsed.blocks, parsed.n_pages, parsed.title
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InputError(
                f"{path} is not UTF-8 text (byte {exc.start})",
                where=str(path),
                hint="convert it to UTF-8, or give a PDF",
            ) from exc
        if fmt == "markdown":
            blocks, n_pages = parse_markdown_blocks(text, page_chars=page_chars)
        elif fmt == "html":
            html = parse_html_blocks(text, url=path.as_uri(), page_chars=page_chars)
            blocks, n_pages, title = html.blocks, html.n_pages, html.title
            published = html.published
        else:
            blocks, n_pages = parse_plain_blocks(text, page_chars=page_chars)
        if progress is not None:
            progress(n_pages, n_pages)
    chunks = chunk_blocks(blocks, max_chars=max_chars)
    if not chunks:
        raise InputError(
            f"no text found in {path}",
            where=str(path),
            hint="the file is empty or a scanned PDF without a text layer (OCR it first)",
        )
    if not title:
        heading = _printed_title(blocks) if fmt == "pdf" else None
        heading = heading or next((b.text for b in blocks if b.kind == "heading"), None)
        title = heading or path.stem
    return LongDocument(
        source=str(path),
        format=fmt,
        title=title,
        content_hash=hashlib.sha256(data).hexdigest(),
        n_pages=max(n_pages, max(p for c in chunks for p in c.pages)),
        chunks=tuple(chunks),
        published=published,
    )
