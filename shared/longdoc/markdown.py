"""Markdown -> blocks: headings, paragraphs, list items, tables and figures, with pages.

- ATX headings (``#`` .. ``######``) and setext headings (a line underlined by ``===``/``---``).
- Pipe tables (``shared.kb.tables``), with a caption on the line before (``Table 2: ...``,
  optionally bold or italic) and footnotes on the lines right after (``Note:``, ``Source:``,
  ``* ...``), all kept in one table block.
- Images (``![alt](src)``) become figure or chart blocks; a caption line next to the image
  (``Figure 1: ...``, ``*Chart 2 — ...*``) is their caption and the alt text their embedded
  text. A caption line without an image still makes a figure block.
- Bullet and numbered list items (numbered ones are ``ordered``), paragraphs, fenced code.

Inline markup is reduced to its text (``shared.kb.markdown.plain_inline``). Pages come from
``shared.longdoc.pages.PageMap`` (explicit page breaks, else virtual pages).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.markdown import plain_inline
from shared.kb.tables import is_delimiter_row, parse_table
from shared.longdoc.captions import (
    graphic_kind,
    is_figure_caption,
    is_table_caption,
    is_table_footnote,
)
from shared.longdoc.model import Block, TableData
from shared.longdoc.pages import DEFAULT_PAGE_CHARS, PAGE_BREAK, PageMap

__all__ = ["parse_markdown_blocks"]

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_SETEXT = re.compile(r"^(=+|-+)\s*$")
_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_IMAGE = re.compile(r"!\[(?P<alt>[^\]]*)\]\((?P<src>[^)\s]*)(?:\s+\"(?P<title>[^\"]*)\")?\)")
_FENCE = re.compile(r"^\s*(```|~~~)")
_RULE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")


@dataclass(frozen=True, slots=True)
class _Line:
    text: str
    start: int
    end: int


def _lines(source: str) -> list[_Line]:
    out: list[_Line] = []
    pos = 0
    for raw in source.splitlines(keepends=True):
        text = raw.rstrip("\r\n")
        out.append(_Line(text, pos, pos + len(text)))
        pos += len(raw)
    return out


def _is_table_line(text: str) -> bool:
    return "|" in text and text.strip() != ""


class _Parser:
    def __init__(self, source: str, page_chars: int) -> None:
        self.lines = _lines(source)
        self.pages = PageMap(source, page_chars=page_chars)
        self.blocks: list[Block] = []

    def pages_of(self, first: _Line, last: _Line) -> tuple[int, ...]:
        return self.pages.pages(first.start, max(last.end, first.start + 1))

    def add(self, kind: str, text: str, first: _Line, last: _Line, **extra: object) -> None:
        cleaned = " ".join(text.split()) if kind != "table" else text
        if cleaned.strip():
            self.blocks.append(
                Block.model_validate(
                    {"kind": kind, "text": cleaned, "pages": self.pages_of(first, last), **extra}
                )
            )

    def blank(self, i: int) -> bool:
        return i >= len(self.lines) or not self.lines[i].text.strip()

    def special(self, i: int) -> bool:
        """Whether line ``i`` starts something other than paragraph text."""
        text = self.lines[i].text
        return bool(
            _HEADING.match(text) or _ITEM.match(text) or _FENCE.match(text)
            or PAGE_BREAK.fullmatch(text.strip() or "x") or _IMAGE.search(text)
            or (i + 1 < len(self.lines) and _is_table_line(text)
                and is_delimiter_row(self.lines[i + 1].text))
        )  # fmt: skip

    def run(self) -> list[Block]:
        i = 0
        n = len(self.lines)
        while i < n:
            line = self.lines[i]
            text = line.text
            if not text.strip() or PAGE_BREAK.fullmatch(text.strip()) or _RULE.match(text):
                i += 1
                continue
            if m := _HEADING.match(text):
                self.add("heading", plain_inline(m.group(2)), line, line, level=len(m.group(1)))
                i += 1
            elif _FENCE.match(text):
                i = self.fenced(i)
            elif i + 1 < n and _is_table_line(text) and is_delimiter_row(self.lines[i + 1].text):
                i = self.table(i)
            elif _IMAGE.search(text) or is_figure_caption(plain_inline(text)):
                i = self.figure(i)
            elif m := _ITEM.match(text):
                i = self.item(i, m)
            else:
                i = self.paragraph(i)
        return self.blocks

    def fenced(self, i: int) -> int:
        fence = _FENCE.match(self.lines[i].text)
        assert fence is not None
        j = i + 1
        while j < len(self.lines) and not self.lines[j].text.strip().startswith(fence.group(1)):
            j += 1
        body = "\n".join(line.text for line in self.lines[i + 1 : j])
        last = self.lines[min(j, len(self.lines) - 1)]
        self.add("paragraph", body, self.lines[i], last)
        return j + 1

    def table(self, i: int) -> int:
        j = i
        while j < len(self.lines) and _is_table_line(self.lines[j].text):
            j += 1
        parsed = parse_table([line.text for line in self.lines[i:j]])
        assert parsed is not None
        first, last = self.lines[i], self.lines[j - 1]
        title = ""
        if self.blocks and self.blocks[-1].kind == "paragraph" and is_table_caption(
            self.blocks[-1].text
        ):
            title = self.blocks.pop().text
        notes: list[str] = []
        k = j
        while k < len(self.lines):
            if not self.lines[k].text.strip():
                if k + 1 < len(self.lines) and is_table_footnote(self.lines[k + 1].text) and not (
                    _ITEM.match(self.lines[k + 1].text) and not notes
                ):
                    k += 1
                    continue
                break
            if not is_table_footnote(self.lines[k].text):
                break
            notes.append(plain_inline(self.lines[k].text.strip()))
            last = self.lines[k]
            k += 1
        table = TableData(
            title=plain_inline(title),
            headers=tuple(plain_inline(h) for h in parsed.headers),
            rows=tuple(tuple(plain_inline(c) for c in row) for row in parsed.rows),
            footnotes=tuple(notes),
        )
        self.add("table", table.render(), first, last, table=table)
        return k

    def figure(self, i: int) -> int:
        line = self.lines[i]
        image = _IMAGE.search(line.text)
        caption = ""
        alt = ""
        last = line
        j = i + 1
        if image is not None:
            alt = " ".join(part for part in (image.group("alt"), image.group("title")) if part)
            rest = plain_inline(_IMAGE.sub("", line.text))
            if is_figure_caption(rest):
                caption = rest
            elif (self.blocks and self.blocks[-1].kind == "paragraph"
                  and is_figure_caption(self.blocks[-1].text)):  # fmt: skip
                caption = self.blocks.pop().text
            else:
                k = i + 1
                while k < len(self.lines) and not self.lines[k].text.strip() and k <= i + 1:
                    k += 1
                if k < len(self.lines) and is_figure_caption(plain_inline(self.lines[k].text)):
                    caption = plain_inline(self.lines[k].text)
                    last = self.lines[k]
                    j = k + 1
        else:
            caption = plain_inline(line.text)
        kind = graphic_kind(caption, alt)
        text = "\n".join(part for part in (caption, alt) if part)
        self.add(kind, text, line, last, caption=caption, embedded_text=alt)
        return j

    def item(self, i: int, m: re.Match[str]) -> int:
        indent = len(m.group(1).expandtabs(4))
        parts = [m.group(3)]
        j = i + 1
        while j < len(self.lines) and not self.blank(j) and not self.special(j):
            parts.append(self.lines[j].text.strip())
            j += 1
        self.add("list_item", plain_inline(" ".join(parts)), self.lines[i], self.lines[j - 1],
                 level=indent // 2 + 1, ordered=m.group(2)[0].isdigit())  # fmt: skip
        return j

    def paragraph(self, i: int) -> int:
        parts = [self.lines[i].text.strip()]
        j = i + 1
        while j < len(self.lines) and not self.blank(j) and not self.special(j):
            if _SETEXT.match(self.lines[j].text) and len(parts) == 1:
                level = 1 if self.lines[j].text.strip().startswith("=") else 2
                self.add("heading", plain_inline(parts[0]), self.lines[i], self.lines[j],
                         level=level)  # fmt: skip
                return j + 1
            parts.append(self.lines[j].text.strip())
            j += 1
        self.add("paragraph", plain_inline(" ".join(parts)), self.lines[i], self.lines[j - 1])
        return j


def parse_markdown_blocks(
    source: str, *, page_chars: int = DEFAULT_PAGE_CHARS
) -> tuple[list[Block], int]:
    """Blocks of a Markdown text in reading order, and the number of pages."""
    parser = _Parser(source, page_chars)
    blocks = parser.run()
    return blocks, max(parser.pages.n_pages, max((b.pages[-1] for b in blocks), default=1))
