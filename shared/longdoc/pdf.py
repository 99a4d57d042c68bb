"""PDF -> blocks with pdfplumber: text per page in reading order, tables, figures, charts.

Per page: words (``pdf_layout.words_of``), tables and graphics (``pdf_regions``), then
the remaining words in reading order (``pdf_layout.paragraphs``). Across pages:

- page furniture is dropped: a line in the top or bottom 9 % of the page whose text, with
  digits masked, recurs on at least 30 % of the pages (running heads, which may differ
  between odd and even pages, page numbers, print stamps);
- a table whose title says ``—Continued`` and whose headers match the last table of an
  earlier page extends that table: one block, one chunk, pages of both;
- a paragraph cut by a column or page break (no closing punctuation, next part starting in
  lower case) is joined back into one block spanning both pages.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.pdfparser import PDFSyntaxError

from shared.errors import InputError
from shared.longdoc.model import Block
from shared.longdoc.pdf_layout import Para, Word, group_lines, paragraphs, words_of
from shared.longdoc.pdf_regions import Graphic, TableRegion, base_title, find_graphics, find_tables

__all__ = ["PdfParse", "parse_pdf_blocks"]

_DIGITS = re.compile(r"\d+")
_END = re.compile(r"[.!?:;\"”’)\]]$")

ProgressFn = Callable[[int, int], None]


class PdfParse:
    """Blocks, title and page count of one PDF."""

    def __init__(self, blocks: list[Block], title: str | None, n_pages: int) -> None:
        self.blocks = blocks
        self.title = title
        self.n_pages = n_pages


def _furniture_key(text: str) -> str:
    return _DIGITS.sub("#", " ".join(text.split()).lower())


def _furniture(pages_words: list[tuple[float, list[Word]]]) -> set[str]:
    counts: Counter[str] = Counter()
    for height, words in pages_words:
        keys = {
            _furniture_key(line.text)
            for line in group_lines(words)
            if line.bottom <= height * 0.09 or line.top >= height * 0.91
        }
        counts.update(keys)
    need = max(2, -(-3 * len(pages_words) // 10))
    return {key for key, n in counts.items() if n >= need}


def _table_block(region: TableRegion, page_no: int) -> Block:
    return Block(kind="table", text=region.table.render(), pages=(page_no,), table=region.table)


def _graphic_block(graphic: Graphic, page_no: int) -> Block:
    body = "\n".join(part for part in (graphic.caption, graphic.embedded_text) if part)
    if not body:
        body = f"[{graphic.kind} without caption or embedded text]"
    return Block(kind=graphic.kind, text=body, pages=(page_no,), caption=graphic.caption,
                 embedded_text=graphic.embedded_text)  # fmt: skip


def _para_block(para: Para, page_no: int) -> Block | None:
    text = " ".join(para.text.split())
    if not text:
        return None
    return Block.model_validate(
        {"kind": para.kind, "text": text, "pages": (page_no,), "level": para.level}
    )


def _extend_table(blocks: list[Block], region: TableRegion, page_no: int) -> bool:
    """Append a ``—Continued`` table to the last table block; False when none matches."""
    for index in range(len(blocks) - 1, -1, -1):
        old = blocks[index]
        if old.kind != "table" or old.table is None:
            continue
        same_title = base_title(old.table.title).lower() == base_title(region.table.title).lower()
        if not same_title or old.table.headers != region.table.headers:
            return False
        table = old.table.model_copy(update={
            "rows": old.table.rows + region.table.rows,
            "footnotes": old.table.footnotes + region.table.footnotes,
        })  # fmt: skip
        blocks[index] = old.model_copy(update={
            "table": table, "text": table.render(),
            "pages": tuple(sorted({*old.pages, page_no})),
        })  # fmt: skip
        return True
    return False


def _open_paragraph(blocks: list[Block], block: Block) -> int | None:
    """The paragraph ``block`` continues, by index: the last block when it stops mid-word
    ("Soekarno-" / "Hatta International Airport ..."), or, for a block opening in lower case,
    the last paragraph of the page or the page before that stops without a full stop, with
    at most four footnotes, headers or figures between them ("... airspeed disagree alert,
    and" / footnote 5 / "altitude disagree alert, and may affect ...")."""
    if block.kind != "paragraph" or not blocks:
        return None
    last = blocks[-1]
    if last.kind == "paragraph" and re.search(r"[A-Za-z]-$", last.text):
        return len(blocks) - 1
    if not block.text[:1].islower():
        return None
    for index in range(len(blocks) - 1, max(-1, len(blocks) - 6), -1):
        prev = blocks[index]
        if prev.kind == "paragraph" and not _END.search(prev.text) and \
                min(block.pages) - max(prev.pages) <= 1:
            return index
    return None


def _join_paragraph(blocks: list[Block], block: Block) -> bool:
    """Join a paragraph cut by a column or page break, a footnote or a figure onto the
    paragraph it continues (``_open_paragraph``); the blocks between stay where they are."""
    index = _open_paragraph(blocks, block)
    if index is None:
        return False
    prev = blocks[index]
    hyphen = prev.text.endswith("-")
    glue = prev.text[:-1] if hyphen and block.text[:1].islower() else prev.text
    text = glue + block.text if hyphen else f"{prev.text} {block.text}"
    blocks[index] = prev.model_copy(
        update={"text": text, "pages": tuple(sorted({*prev.pages, *block.pages}))}
    )
    return True


def _open(path: Path) -> Any:
    try:
        return pdfplumber.open(path)
    except (PDFSyntaxError, ValueError, OSError) as exc:
        raise InputError(
            f"cannot read {path} as a PDF: {type(exc).__name__}: {exc}",
            where=str(path),
            hint="check that the file is a complete, unencrypted PDF",
        ) from exc


def parse_pdf_blocks(path: Path, *, progress: ProgressFn | None = None) -> PdfParse:
    """Blocks of a PDF in reading order (see the module docstring)."""
    blocks: list[Block] = []
    with _open(path) as pdf:
        pages = list(pdf.pages)
        if not pages:
            raise InputError(f"{path} has no pages", where=str(path), hint="give a non-empty PDF")
        raw: list[tuple[float, list[Word]]] = []
        for page in pages:  # first pass: words only, caches dropped page by page
            raw.append((float(page.height), words_of(page)))
            page.flush_cache()
        furniture = _furniture(raw)
        sizes: Counter[float] = Counter()
        for _height, page_words in raw:
            for w in page_words:
                sizes[w.size] += len(w.text)
        body = sizes.most_common(1)[0][0] if sizes else 10.0
        for number, (page, (height, all_words)) in enumerate(zip(pages, raw, strict=True), 1):
            lines = group_lines(all_words)
            drop = {
                id(w) for line in lines
                if (line.bottom <= height * 0.09 or line.top >= height * 0.91)
                and _furniture_key(line.text) in furniture for w in line.words
            }  # fmt: skip
            words = [w for w in all_words if id(w) not in drop]
            lines = group_lines(words)
            tables = find_tables(page, words, lines)
            used = {id(w) for t in tables for w in t.used}
            rest = [w for w in words if id(w) not in used]
            graphics = find_graphics(page, rest, group_lines(rest), [t.box for t in tables])
            used |= {id(w) for g in graphics for w in g.used}
            flow = [w for w in words if id(w) not in used]
            regions: list[TableRegion | Graphic] = [*tables, *graphics]
            for _key, item in paragraphs(flow, [r.box for r in regions], body=body):
                if isinstance(item, int):
                    region = regions[item]
                    if isinstance(region, TableRegion):
                        if region.continued and _extend_table(blocks, region, number):
                            continue
                        blocks.append(_table_block(region, number))
                    else:
                        blocks.append(_graphic_block(region, number))
                    continue
                block = _para_block(item, number)
                if block is not None and not _join_paragraph(blocks, block):
                    blocks.append(block)
            page.flush_cache()
            if progress is not None:
                progress(number, len(pages))
        meta = pdf.metadata or {}
        title = str(meta.get("Title") or "").strip() or None
    return PdfParse(blocks, title, len(pages))
