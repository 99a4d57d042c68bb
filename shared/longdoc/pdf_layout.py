"""Reading order of a PDF page: words -> lines -> columns -> paragraphs and headings.

Multi-column layouts are common in long documents (the Federal Register prints three
columns), and pdfplumber's plain ``extract_text`` reads straight across them. Here:

1. words are grouped into lines (same baseline within 2.5 pt);
2. *gutters* are the x-ranges, at least 4 pt wide, that almost no word covers (at most 8 %
   of the typical coverage): they separate columns;
3. a line that crosses a gutter (a full-width title, say) and every table or figure region
   that crosses one are *cuts*: reading goes band by band between cuts, and within a band
   column by column, top to bottom;
4. lines of a column become paragraphs at a vertical gap, a first-line indent, a bullet or
   a change to a heading line (bold throughout, or clearly larger than the body text).
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Line", "Para", "Word", "find_gutters", "group_lines", "paragraphs", "words_of"]

_BULLET = re.compile(r"^[•▪◦‣●■]")
_GLYPHS = frozenset("•▪◦‣●■")


@dataclass(frozen=True, slots=True)
class Word:
    """One word with its box and font."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    size: float
    bold: bool

    @property
    def xc(self) -> float:
        """Horizontal centre."""
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class Line:
    """Words on one baseline, left to right."""

    words: list[Word]

    @property
    def x0(self) -> float:
        """Left edge."""
        return min(w.x0 for w in self.words)

    @property
    def x1(self) -> float:
        """Right edge."""
        return max(w.x1 for w in self.words)

    @property
    def top(self) -> float:
        """Top edge."""
        return min(w.top for w in self.words)

    @property
    def bottom(self) -> float:
        """Bottom edge."""
        return max(w.bottom for w in self.words)

    @property
    def size(self) -> float:
        """Largest font size on the line."""
        return max(w.size for w in self.words)

    @property
    def bold(self) -> bool:
        """Whether every word is bold."""
        return all(w.bold for w in self.words)

    @property
    def text(self) -> str:
        """The words joined by spaces."""
        return " ".join(w.text for w in self.words)


@dataclass(slots=True)
class Para:
    """A paragraph, list item or heading of one column band."""

    kind: str
    lines: list[Line] = field(default_factory=list)
    level: int = 0

    @property
    def top(self) -> float:
        """Top edge."""
        return self.lines[0].top

    @property
    def text(self) -> str:
        """Lines joined, with end-of-line hyphens of split words removed."""
        out = ""
        for line in self.lines:
            piece = line.text
            if not out:
                out = piece
            elif out.endswith("-") and out[-2:-1].isalpha() and piece[:1].islower():
                out = out[:-1] + piece
            elif out.endswith(("–", "—", "/")):
                out += piece
            else:
                out += " " + piece
        return out


def _note_mark(word: Word, prev: Word) -> bool:
    """A footnote mark: one to three digits set small and raised just after a word of the
    same line ("Reports ¹ from the accident ..."), not text of the sentence."""
    return (word.text.isdigit() and len(word.text) <= 3 and word.size <= prev.size * 0.75
            and word.bottom < prev.bottom - 1 and abs(word.top - prev.top) < prev.size
            and 0 <= word.x0 - prev.x1 < prev.size)


def words_of(page: Any) -> list[Word]:
    """Upright words of at least 5 pt (drops rotated margin stamps and invisible text)."""
    out: list[Word] = []
    for w in page.extract_words(extra_attrs=["size", "fontname"], keep_blank_chars=False):
        if not w.get("upright", True) or float(w["size"]) < 5:
            continue
        word = Word(str(w["text"]), float(w["x0"]), float(w["x1"]), float(w["top"]),
                    float(w["bottom"]), round(float(w["size"]), 1),
                    "bold" in str(w["fontname"]).lower())  # fmt: skip
        prev = out[-1] if out else None
        if prev is not None and _note_mark(word, prev):
            continue
        if prev is not None and -1 < word.x0 - prev.x1 < 0.5 and abs(word.bottom - prev.bottom) < 3:
            # one word split where the font changes (small caps: "E" + "STIMATED")
            out[-1] = Word(prev.text + word.text, prev.x0, word.x1, min(prev.top, word.top),
                           max(prev.bottom, word.bottom), max(prev.size, word.size),
                           prev.bold and word.bold)  # fmt: skip
        else:
            out.append(word)
    return out


def group_lines(words: Sequence[Word], tolerance: float = 2.5) -> list[Line]:
    """Words grouped into lines by their top edge, lines sorted top to bottom."""
    lines: list[Line] = []
    for word in sorted(words, key=lambda w: (round(w.top), w.x0)):
        for line in reversed(lines[-4:]):
            if abs(line.words[0].top - word.top) <= tolerance:
                line.words.append(word)
                break
        else:
            lines.append(Line([word]))
    for line in lines:
        line.words.sort(key=lambda w: w.x0)
    return sorted(lines, key=lambda line: (line.top, line.x0))


def find_gutters(words: Sequence[Word], *, min_width: float = 4.0) -> list[tuple[float, float]]:
    """Column gutters: x-ranges that (almost) no word covers, strictly inside the text."""
    if len(words) < 20:
        return []
    lo = int(min(w.x0 for w in words))
    hi = int(max(w.x1 for w in words)) + 1
    coverage = [0] * (hi - lo + 1)
    for w in words:
        for x in range(int(w.x0) - lo, int(w.x1) - lo + 1):
            coverage[x] += 1
    typical = statistics.median(c for c in coverage if c) if any(coverage) else 0
    limit = typical * 0.08
    gutters: list[tuple[float, float]] = []
    start: int | None = None
    for x, count in enumerate(coverage):
        if count <= limit:
            start = x if start is None else start
        elif start is not None:
            if x - start >= min_width and start > 0:
                gutters.append((lo + start, lo + x))
            start = None
    return gutters


def _column(x: float, gutters: Sequence[tuple[float, float]]) -> int:
    return sum(1 for g in gutters if x >= (g[0] + g[1]) / 2)


def _crosses(x0: float, x1: float, gutters: Sequence[tuple[float, float]]) -> bool:
    return any(x0 < (a + b) / 2 < x1 and x0 < a and x1 > b for a, b in gutters)


def _split_paragraphs(lines: list[Line], body: float) -> list[Para]:
    if not lines:
        return []
    left = statistics.median(line.x0 for line in lines)
    gaps = [b.top - a.bottom for a, b in itertools.pairwise(lines) if b.top > a.top]
    usual = statistics.median(gaps) if gaps else 2.0
    paras: list[Para] = []
    bullet = False
    for line in lines:
        if len(line.words) == 1 and line.words[0].text in _GLYPHS:
            bullet = True  # a bullet glyph set on its own baseline: it opens the next line
            continue
        heading = line.size >= body * 1.15 or (line.bold and len(line.words) <= 14)
        kind = "heading" if heading else "paragraph"
        if kind == "paragraph" and (bullet or _BULLET.match(line.words[0].text)):
            kind = "list_item"
        prev = paras[-1] if paras else None
        new = prev is None or bullet or kind == "list_item" or not (
            kind == prev.kind or (prev.kind == "list_item" and kind == "paragraph")
        )
        bullet = False
        if prev is not None and not new:
            last = prev.lines[-1]
            gap = line.top - last.bottom
            indented = line.x0 - left >= 5 and kind != "heading"
            if gap > usual + max(2.0, 0.6 * line.size) or indented:
                new = True
            elif prev.kind == "list_item":
                kind = "list_item"
        if new:
            level = 1 if line.size >= body * 1.6 else 2 if line.size >= body * 1.15 else 3
            paras.append(Para(kind, [line], level if heading else 0))
        else:
            assert prev is not None
            prev.lines.append(line)
    for para in paras:
        if para.kind == "list_item":
            first = para.lines[0]
            if first.words[0].text in _GLYPHS and len(first.words) > 1:
                first.words = first.words[1:]
            elif _BULLET.match(first.words[0].text):
                head = first.words[0]
                first.words[0] = Word(head.text[1:].lstrip(), head.x0, head.x1, head.top,
                                      head.bottom, head.size, head.bold)  # fmt: skip
    return paras


def paragraphs(
    words: Sequence[Word],
    regions: Sequence[tuple[float, float, float, float]],
    *,
    gutters: Sequence[tuple[float, float]] | None = None,
    body: float | None = None,
) -> list[tuple[tuple[float, int, float], Para | int]]:
    """Paragraphs and regions of a page with their reading-order keys.

    ``regions`` are (x0, top, x1, bottom) boxes of tables and figures, whose words the
    caller has removed; each comes back as its index in ``regions`` at its place in the
    reading order. Keys sort as: band, column, top.
    """
    found = list(gutters) if gutters is not None else find_gutters(words)
    if body is None:
        body = statistics.median(w.size for w in words) if words else 10.0
    cuts: list[tuple[float, float]] = []
    spanning: list[Line] = []
    columnar: list[Word] = []
    for line in group_lines(words):
        if any(w.x0 < (a + b) / 2 < w.x1 for w in line.words for a, b in found):
            spanning.append(line)
            cuts.append((line.top, line.bottom))
        else:
            columnar.extend(line.words)
    for x0, top, x1, bottom in regions:
        if _crosses(x0, x1, found):
            cuts.append((top, bottom))
    cuts.sort()

    def band(top: float) -> int:
        return sum(1 for c in cuts if c[1] <= top + 0.5)

    keyed: list[tuple[tuple[float, int, float], Para | int]] = []
    for line in spanning:
        key = (float(2 * band(line.top) + 1), 0, line.top)
        for para in _split_paragraphs([line], body):
            keyed.append((key, para))
    by_group: dict[tuple[int, int], list[Word]] = {}
    for word in columnar:
        by_group.setdefault((band(word.top), _column(word.xc, found)), []).append(word)
    for (b, col), group in by_group.items():
        for para in _split_paragraphs(group_lines(group), body):
            keyed.append(((float(2 * b), col, para.top), para))
    for index, (x0, top, x1, _bottom) in enumerate(regions):
        if _crosses(x0, x1, found):
            keyed.append(((float(2 * band(top) + 1), 0, top), index))
        else:
            keyed.append(((float(2 * band(top)), _column(x0 + 1, found), top), index))
    keyed.sort(key=lambda item: item[0])
    return keyed
