"""Tables and graphics on a PDF page, each read as one unit with its title or caption.

Tables. Many printed tables rule only their header and separate columns by vertical rules
(the Federal Register's ESTIMATED COSTS table is one), so pdfplumber's ``find_tables``
sees just the header. A table region here is a run of vertical rules that touch each other
top to bottom, widened to the horizontal rules crossing its top, united with whatever
``find_tables`` finds. Its columns are the spaces between the vertical rules; its header is
the text above the second horizontal rule (else the first line); a body line whose first
cell is empty or indented continues the row above (wrapped cells). Leader dots are dropped.
The line just above the region is its title when short (``ESTIMATED COSTS``); small-print
lines right under it that read as notes are its footnotes.

Graphics. Every embedded image, and a dense cluster of vector curves and rectangles outside
tables, is a graphic region; its embedded text is the words inside it, its caption the
nearest line above or below that opens a caption (``Figure 3 ...``, ``Chart 1 ...``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shared.longdoc.captions import (
    graphic_kind,
    is_figure_caption,
    is_table_caption,
    is_table_footnote,
)
from shared.longdoc.model import BlockKind, TableData
from shared.longdoc.pdf_layout import Line, Word, group_lines

__all__ = ["Graphic", "TableRegion", "find_graphics", "find_tables", "inside"]

Box = tuple[float, float, float, float]
_LEADER = re.compile(r"\s*(?:\.\s?){2,}\s*")
_CONTINUED = re.compile(r"\s*[—–-]*\s*\(?continued\)?\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class TableRegion:
    """A table found on one page."""

    box: Box
    table: TableData
    used: tuple[Word, ...]
    """Words of the table, its title and footnotes (removed from the text flow)."""

    continued: bool
    """Whether the title says the table continues one from an earlier page."""


@dataclass(frozen=True, slots=True)
class Graphic:
    """A figure or chart found on one page."""

    box: Box
    kind: BlockKind
    caption: str
    embedded_text: str
    used: tuple[Word, ...]


def inside(word: Word, box: Box, pad: float = 2.0) -> bool:
    """Whether the word's centre lies in the box (grown by ``pad``)."""
    yc = (word.top + word.bottom) / 2
    return box[0] - pad <= word.xc <= box[2] + pad and box[1] - pad <= yc <= box[3] + pad


def _clean(cell: str) -> str:
    text = _LEADER.sub(" ", cell).strip()
    return re.sub(r"(?<=\d)\.$", "", text).strip()


def _rule_regions(page: Any) -> list[tuple[Box, list[float], list[float]]]:
    """(box, column xs, horizontal rule ys) of runs of touching vertical rules."""
    verticals = sorted(
        (float(e["x0"]), float(e["top"]), float(e["bottom"]))
        for e in page.edges if e["orientation"] == "v" and float(e["bottom"]) - float(e["top"]) > 4
    )  # fmt: skip
    horizontals = [
        (float(e["x0"]), float(e["x1"]), float(e["top"]))
        for e in page.edges if e["orientation"] == "h" and float(e["x1"]) - float(e["x0"]) > 30
    ]  # fmt: skip
    groups: list[list[tuple[float, float, float]]] = []
    for v in sorted(verticals, key=lambda v: v[1]):
        for group in groups:
            if any(abs(v[1] - g[2]) <= 3 or (g[1] - 1 <= v[1] <= g[2] + 1) for g in group):
                group.append(v)
                break
        else:
            groups.append([v])
    out = []
    for group in groups:
        xs = sorted({round(v[0], 1) for v in group})
        if len(xs) < 2:
            continue
        top = min(v[1] for v in group)
        bottom = max(v[2] for v in group)
        x0, x1 = xs[0], xs[-1]
        rules = sorted({
            round(h[2], 1) for h in horizontals
            if top - 3 <= h[2] <= bottom + 3 and h[0] <= xs[0] + 1 and h[1] >= xs[-1] - 1
        })  # fmt: skip
        for hx0, hx1, hy in horizontals:
            if abs(hy - top) <= 3 and hx0 <= xs[0] + 1 and hx1 >= xs[-1] - 1:
                x0, x1 = min(x0, hx0), max(x1, hx1)
        out.append(((x0, top, x1, bottom), xs, rules))
    return out


def _title(lines: Sequence[Line], box: Box) -> Line | None:
    above = [ln for ln in lines if box[1] - 30 <= ln.bottom <= box[1] + 1
             and ln.x1 > box[0] and ln.x0 < box[2]]  # fmt: skip
    if not above:
        return None
    nearest = max(above, key=lambda ln: ln.bottom)
    words = nearest.text.split()
    if len(words) > 14:
        return None
    core = _CONTINUED.sub("", nearest.text)
    upper = core.upper() == core and any(c.isalpha() for c in core)
    if upper or is_table_caption(nearest.text) or nearest.bold:
        return nearest
    return None


def _footnotes(lines: Sequence[Line], box: Box, body: float) -> list[Line]:
    notes: list[Line] = []
    edge = box[3]
    for line in sorted((ln for ln in lines if ln.top >= box[3] - 1), key=lambda ln: ln.top):
        if line.top - edge > 12 or line.x1 < box[0] or line.x0 > box[2]:
            break
        if not (is_table_footnote(line.text) or line.size < body - 0.4):
            break
        notes.append(line)
        edge = line.bottom
    return notes


def _table_from(words: list[Word], box: Box, xs: list[float], rules: list[float]) -> TableData:
    bounds = [box[0], *[x for x in xs if box[0] + 2 < x < box[2] - 2], box[2]]
    ncol = len(bounds) - 1

    def col(w: Word) -> int:
        return max(0, min(ncol - 1, sum(1 for b in bounds[1:-1] if w.xc >= b)))

    lines = group_lines(words)
    header_edge = rules[1] if len(rules) >= 2 else (lines[0].bottom + 0.5 if lines else box[1])
    head = [ln for ln in lines if ln.bottom <= header_edge + 1]
    body = [ln for ln in lines if ln.bottom > header_edge + 1]
    headers = [""] * ncol
    for line in head:
        for w in line.words:
            c = col(w)
            headers[c] = f"{headers[c]} {w.text}".strip()
    first_left = min((ln.words[0].x0 for ln in body if col(ln.words[0]) == 0), default=box[0])
    rows: list[list[str]] = []
    for line in body:
        cells = [""] * ncol
        for w in line.words:
            c = col(w)
            cells[c] = f"{cells[c]} {w.text}".strip()
        starts = cells[0] and min(w.x0 for w in line.words if col(w) == 0) - first_left < 4
        if rows and not starts:
            for c, text in enumerate(cells):
                if text:
                    rows[-1][c] = f"{rows[-1][c]} {text}".strip()
        else:
            rows.append(cells)
    return TableData(
        headers=tuple(_clean(h) for h in headers),
        rows=tuple(tuple(_clean(c) for c in row) for row in rows if any(row)),
    )


def find_tables(page: Any, words: Sequence[Word], lines: Sequence[Line]) -> list[TableRegion]:
    """Tables of a page (see the module docstring)."""
    regions = _rule_regions(page)
    for found in page.find_tables():
        bx = tuple(float(v) for v in found.bbox)
        if not any(r[0][0] - 3 <= bx[0] and bx[2] <= r[0][2] + 3 and r[0][1] - 3 <= bx[1]
                   and bx[3] <= r[0][3] + 3 for r in regions):  # fmt: skip
            cells = found.extract()
            if len(cells) >= 2 and len(cells[0]) >= 2:
                xs = sorted({round(float(c[0]), 1) for c in found.cells}
                            | {round(float(c[2]), 1) for c in found.cells})  # fmt: skip
                ys = sorted({round(float(c[1]), 1) for c in found.cells})
                regions.append(((bx[0], bx[1], bx[2], bx[3]), xs, ys[:2]))
    body = sorted(w.size for w in words)[len(words) // 2] if words else 10.0
    out: list[TableRegion] = []
    for box, xs, rules in regions:
        inner = [w for w in words if inside(w, box)]
        if len(inner) < 3:
            continue
        table = _table_from(inner, box, xs, rules)
        used = list(inner)
        title_line = _title(lines, box)
        title = ""
        if title_line is not None:
            title = title_line.text
            used.extend(title_line.words)
        continued = bool(title and _CONTINUED.search(title))
        notes = _footnotes(lines, box, body)
        for note in notes:
            used.extend(note.words)
        table = table.model_copy(update={"title": title,
                                         "footnotes": tuple(n.text for n in notes)})  # fmt: skip
        out.append(TableRegion(box, table, tuple(used), continued))
    return out


def base_title(title: str) -> str:
    """A table title without its ``—Continued`` mark."""
    return _CONTINUED.sub("", title).strip()


def _vector_cluster(page: Any, tables: Sequence[Box]) -> Box | None:
    shapes = [
        (float(o["x0"]), float(o["top"]), float(o["x1"]), float(o["bottom"]))
        for o in (*page.curves, *page.rects)
    ]
    shapes = [s for s in shapes if not any(
        t[0] - 2 <= s[0] and s[2] <= t[2] + 2 and t[1] - 2 <= s[1] and s[3] <= t[3] + 2
        for t in tables
    )]  # fmt: skip
    if len(shapes) < 8:
        return None
    return (min(s[0] for s in shapes), min(s[1] for s in shapes),
            max(s[2] for s in shapes), max(s[3] for s in shapes))  # fmt: skip


def find_graphics(
    page: Any, words: Sequence[Word], lines: Sequence[Line], tables: Sequence[Box]
) -> list[Graphic]:
    """Figures and charts of a page with their captions and embedded text."""
    boxes: list[Box] = []
    for image in page.images:
        box = (float(image["x0"]), float(image["top"]), float(image["x1"]), float(image["bottom"]))
        if (box[2] - box[0]) * (box[3] - box[1]) >= 2500:
            boxes.append(box)
    cluster = _vector_cluster(page, tables)
    if cluster is not None and not any(
        b[0] <= cluster[0] and cluster[2] <= b[2] and b[1] <= cluster[1] and cluster[3] <= b[3]
        for b in boxes
    ):
        boxes.append(cluster)
    out: list[Graphic] = []
    for box in sorted(boxes, key=lambda b: (b[1], b[0])):
        inner = [w for w in words if inside(w, box, pad=0.0)]
        used = list(inner)
        embedded = " ".join(line.text for line in group_lines(inner))
        near = [ln for ln in lines if ln.x1 > box[0] and ln.x0 < box[2]
                and (0 <= ln.top - box[3] <= 40 or 0 <= box[1] - ln.bottom <= 40)
                and is_figure_caption(ln.text)]  # fmt: skip
        caption = ""
        if near:
            first = min(near, key=lambda ln: min(abs(ln.top - box[3]), abs(box[1] - ln.bottom)))
            caption_lines = [first]
            for ln in sorted(lines, key=lambda x: x.top):  # a caption may wrap onto a second line
                if 0 < ln.top - caption_lines[-1].bottom <= 4 and abs(ln.x0 - first.x0) < 30:
                    caption_lines.append(ln)
            caption = " ".join(ln.text for ln in caption_lines)
            for ln in caption_lines:
                used.extend(ln.words)
        out.append(Graphic(box, graphic_kind(caption, embedded), caption, embedded, tuple(used)))
    return out
