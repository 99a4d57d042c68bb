"""HTML -> blocks: the main text from ``shared.web.extract``, typed with the page's structure.

``extract_html`` (trafilatura) drops navigation and boilerplate and renders the main text as
blocks separated by blank lines, tables as pipe tables and list items as ``- `` lines; it
drops headings' levels and figures. The page's own markup (lxml) restores them:

- a block whose text is an ``<h1>``..``<h6>`` text is a heading of that level;
- a pipe-table block is a table; a first row that repeats a ``<caption>`` (or a caption
  paragraph before it) is the table's title; ``Note:``/``Source:`` lines after it are its
  footnotes;
- ``- `` lines are list items (``ordered`` when the item stands in an ``<ol>``);
- every ``<figure>`` becomes a figure or chart block (``<figcaption>`` is the caption, the
  images' ``alt``/``title`` and other text inside the figure the embedded text), placed after
  the block holding the text that precedes the figure in the page.

Pages are virtual (``shared.longdoc.pages``) over the extracted main text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import lxml.html  # type: ignore[import-untyped]

from shared.kb.tables import is_delimiter_row, split_row
from shared.longdoc.captions import graphic_kind, is_table_caption, is_table_footnote
from shared.longdoc.model import Block, TableData
from shared.longdoc.pages import DEFAULT_PAGE_CHARS, PageMap
from shared.web.extract import extract_html

__all__ = ["HtmlParse", "parse_html_blocks"]

_BLOCK_SPLIT = re.compile(r"\n[ \t]*\n")


def _norm(text: str) -> str:
    return " ".join(text.split()).strip().lower()


@dataclass(frozen=True, slots=True)
class _Figure:
    caption: str
    embedded: str
    before: str
    """Normalised text of the block-level element preceding the figure."""


@dataclass(frozen=True, slots=True)
class HtmlParse:
    """Blocks of one page with its title and page count."""

    title: str | None
    blocks: list[Block]
    n_pages: int
    published: str | None = None
    """The publication date the page declares in its markup (``pubdate.stated_date``)."""


def _key_value_labels(tree: lxml.html.HtmlElement) -> set[str]:
    """Row labels of label/value tables: an ``infobox`` class, or most rows ``th`` + ``td``."""
    labels: set[str] = set()
    for table in tree.iter("table"):
        rows = [[c for c in tr if isinstance(c.tag, str) and c.tag in ("th", "td")]
                for tr in table.iter("tr")]  # fmt: skip
        rows = [r for r in rows if r]
        pairs = [r for r in rows if len(r) == 2 and r[0].tag == "th" and r[1].tag == "td"]
        boxed = "infobox" in (table.get("class") or "") or "vcard" in (table.get("class") or "")
        if rows and (boxed or len(pairs) >= max(2, 0.6 * len(rows))):
            labels.update(_norm(r[0].text_content()) for r in rows if len(r) == 2)
    return labels


def _list_shape(tree: lxml.html.HtmlElement) -> tuple[dict[str, int], set[str]]:
    """Depth of each list item (1 = top level) and the captions of image galleries.

    A gallery (``<li class="gallerybox">``, ``gallerytext``) is a row of pictures, not a list
    of points: its captions become figures. A nested item's depth lets a list be asked at its
    top level only."""
    depth: dict[str, int] = {}
    gallery: set[str] = set()
    for li in tree.iter("li"):
        classes = " ".join(filter(None, [li.get("class"), *(a.get("class") or "" for a in
                                                             li.iterancestors())]))
        key = _norm(li.text_content())
        if "gallery" in classes:
            gallery.add(key)
            continue
        level = sum(1 for a in li.iterancestors() if a.tag in ("ul", "ol"))
        depth.setdefault(key, max(level, 1))
    for node in tree.iter():
        if isinstance(node.tag, str) and "gallerytext" in (node.get("class") or ""):
            gallery.add(_norm(node.text_content()))
    return depth, gallery


def _run_in_headings(tree: lxml.html.HtmlElement) -> set[str]:
    """Bold lead-ins that end in a line break (``<p><b>Isolation<br/></b> Text ...</p>``):
    a heading of the paragraph, not the first words of its first sentence."""
    out: set[str] = set()
    for para in tree.iter("p"):
        first = next((c for c in para if isinstance(c.tag, str)), None)
        if first is None or first.tag not in ("b", "strong") or (para.text or "").strip():
            continue
        nxt = first.getnext()
        broken = any(c.tag == "br" for c in first.iter()) or (
            nxt is not None and nxt.tag == "br" and not (first.tail or "").strip())
        label = _norm(first.text_content())
        if broken and label and len(label.split()) <= 8:
            out.add(label)
    return out


_WIDGET_CLASS = re.compile(r"(?:^|[\s_-])(?:widget|player|tracker|ticker|livedata|live-data|"
                           r"video|sidebar)(?:$|[\s_-])", re.I)


def widget_tables(html: str) -> set[str]:
    """The first rows (normalised) of the page's tables set in an ``<aside>``, a
    ``<figure>`` or an element whose class or id names a widget, player or tracker."""
    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return set()
    out: set[str] = set()
    for table in tree.iter("table"):
        inside = any(
            node.tag in ("aside", "figure") or _WIDGET_CLASS.search(
                f"{node.get('class') or ''} {node.get('id') or ''}")
            for node in table.iterancestors() if isinstance(node.tag, str)
        )
        first = next(table.iter("tr"), None)
        if inside and first is not None:
            out.add(_norm(" ".join(c.text_content() for c in first if isinstance(c.tag, str))))
    return out


def _structure(
    html: str,
) -> tuple[dict[str, int], set[str], set[str], list[_Figure], set[str], dict[str, int], set[str]]:
    """Headings (text -> level), table captions, ordered-list items, figures, label cells,
    list item depths and gallery captions."""
    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return {}, set(), set(), [], set(), {}, set()
    headings: dict[str, int] = {}
    for level in range(1, 7):
        for node in tree.iter(f"h{level}"):
            headings.setdefault(_norm(node.text_content()), level)
    deepest = max(headings.values(), default=1)
    for label in _run_in_headings(tree):
        headings.setdefault(label, min(deepest + 1, 6))
    captions = {_norm(node.text_content()) for node in tree.iter("caption")}
    ordered = {_norm(li.text_content()) for ol in tree.iter("ol") for li in ol.iter("li")}
    figures: list[_Figure] = []
    blockish = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "table", "blockquote", "pre"}
    for fig in tree.iter("figure"):
        caption_node = next(fig.iter("figcaption"), None)
        caption = " ".join(caption_node.text_content().split()) if caption_node is not None else ""
        alts = [
            " ".join(filter(None, (img.get("alt"), img.get("title")))) for img in fig.iter("img")
        ]
        inner = " ".join(fig.text_content().split())
        if caption:
            inner = inner.replace(caption, " ")
        embedded = " ".join(part for part in (*alts, inner) if part.strip())
        before = ""
        node = fig.getprevious()
        parent = fig.getparent()
        while node is None and parent is not None:
            node = parent.getprevious()
            parent = parent.getparent()
        while node is not None and not before:
            if isinstance(node.tag, str) and node.tag in blockish:
                before = _norm(node.text_content())
            elif isinstance(node.tag, str):
                inner_blocks = [
                    n for n in node.iter() if isinstance(n.tag, str) and n.tag in blockish
                ]
                if inner_blocks:
                    before = _norm(inner_blocks[-1].text_content())
            node = node.getprevious()
        figures.append(_Figure(caption, " ".join(embedded.split()), before))
    return headings, captions, ordered, figures, _key_value_labels(tree), *_list_shape(tree)


def _table(block: str, captions: set[str], title: str,
           labels: frozenset[str] | set[str] = frozenset()) -> TableData | None:
    lines = [line for line in block.splitlines() if line.strip()]
    rows = [split_row(line) for line in lines if not is_delimiter_row(line)]
    rows = [row for row in rows if any(cell.strip() for cell in row)]
    if not rows:
        return None
    first = [cell for cell in rows[0] if cell.strip()]
    if len(first) == 1 and (_norm(first[0]) in captions or is_table_caption(first[0])):
        title = title or first[0]
        rows = rows[1:]
    if not rows:
        return None
    width = max(len(row) for row in rows)
    padded = [tuple((row + [""] * width)[:width]) for row in rows]
    boxed = width == 2 and sum(_norm(r[0]) in labels for r in padded) >= max(2, 0.6 * len(padded))
    return TableData(title=title, headers=padded[0], rows=tuple(padded[1:]), key_value=boxed)


def parse_html_blocks(
    html: str, *, url: str | None = None, page_chars: int = DEFAULT_PAGE_CHARS
) -> HtmlParse:
    """Typed blocks of an HTML page's main text (see the module docstring)."""
    doc = extract_html(html, url=url, keep_clutter=True)  # gallery captions are figures
    headings, captions, ordered, figures, labels, depth, gallery = _structure(html)
    text = doc.text
    pages = PageMap(text, page_chars=page_chars, breaks=[])
    blocks: list[Block] = []
    pending_figures = list(figures)
    widgets: set[str] | None = None  # read from the markup at the first table only

    def place_figures(after: str) -> None:
        for fig in list(pending_figures):
            near = fig.before == after or (len(fig.before) > 20 and fig.before in after)
            if fig.before and near:
                pending_figures.remove(fig)
                kind = graphic_kind(fig.caption, fig.embedded)
                body = "\n".join(p for p in (fig.caption, fig.embedded) if p)
                blocks.append(Block(kind=kind, text=body, pages=blocks[-1].pages if blocks
                                    else (1,), caption=fig.caption, embedded_text=fig.embedded))

    pos = 0
    for raw in _BLOCK_SPLIT.split(text):
        start = text.find(raw, pos)
        pos = start + len(raw)
        span = pages.pages(start, start + max(len(raw), 1))
        stripped = raw.strip()
        if not stripped:
            continue
        key = _norm(stripped)
        if key in headings:
            blocks.append(Block(kind="heading", text=" ".join(stripped.split()), pages=span,
                                level=headings[key]))
        elif stripped.startswith("|") and any(is_delimiter_row(x) for x in stripped.splitlines()):
            title = ""
            if blocks and blocks[-1].kind == "paragraph" and (
                is_table_caption(blocks[-1].text) or _norm(blocks[-1].text) in captions
            ):
                title = blocks.pop().text
            table = _table(stripped, captions, title, labels)
            if table is not None and "<table" in html:
                widgets = widget_tables(html) if widgets is None else widgets
                if _norm(" ".join(table.headers)) in widgets:
                    table = table.model_copy(update={"widget": True})
            if table is not None:
                blocks.append(Block(kind="table", text=table.render(), pages=span, table=table))
        elif blocks and blocks[-1].kind == "table" and is_table_footnote(stripped):
            old = blocks.pop()
            assert old.table is not None
            table = old.table.model_copy(
                update={"footnotes": (*old.table.footnotes, " ".join(stripped.split()))}
            )
            blocks.append(old.model_copy(update={"text": table.render(), "table": table,
                                                 "pages": tuple(sorted({*old.pages, *span}))}))
        elif all(line.lstrip().startswith("- ") for line in stripped.splitlines()):
            for line in stripped.splitlines():
                item = " ".join(line.strip()[2:].split())
                if item and _norm(item) in gallery:
                    blocks.append(Block(kind="figure", text=item, pages=span, caption=item))
                elif item:
                    blocks.append(Block(kind="list_item", text=item, pages=span,
                                        level=depth.get(_norm(item), 1),
                                        ordered=_norm(item) in ordered))
        else:
            lead, _, rest = stripped.partition("\n")
            if rest.strip() and _norm(lead) in headings:
                # a run-in bold heading on its own line, then the paragraph it heads
                blocks.append(Block(kind="heading", text=" ".join(lead.split()), pages=span,
                                    level=headings[_norm(lead)]))
                stripped = rest
            blocks.append(Block(kind="paragraph", text=" ".join(stripped.split()), pages=span))
        place_figures(key)
    for fig in pending_figures:  # figures whose neighbour text was dropped as boilerplate
        kind = graphic_kind(fig.caption, fig.embedded)
        body = "\n".join(p for p in (fig.caption, fig.embedded) if p)
        if body:
            last = blocks[-1].pages if blocks else (1,)
            blocks.append(Block(kind=kind, text=body, pages=last, caption=fig.caption,
                                embedded_text=fig.embedded))
    return HtmlParse(doc.title, blocks, max(pages.n_pages, 1), doc.date)
