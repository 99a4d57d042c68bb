"""Recognising captions, table titles and footnotes, and telling charts from figures.

Shared by every parser so a caption means the same thing in a PDF, a Markdown file and
an HTML page. A *chart* is a data visualisation (the caption or the graphic's own text
speaks of a chart, graph, plot, axis, legend, trend ...; or the embedded text is mostly
numbers, like tick labels); any other graphic is a *figure*.
"""

from __future__ import annotations

import re

from shared.longdoc.model import BlockKind

__all__ = [
    "FIGURE_CAPTION",
    "TABLE_CAPTION",
    "TABLE_FOOTNOTE",
    "graphic_kind",
    "is_figure_caption",
    "is_table_caption",
    "is_table_footnote",
]

FIGURE_CAPTION = re.compile(
    r"^\s*(?:[*_]{1,2})?(?:figure|fig\.|chart|graph|exhibit|diagram|plot)\s*[\dA-Z]*[.:\s—–-]",
    re.IGNORECASE,
)
"""A line that opens a figure or chart caption (``Figure 2: ...``, ``Chart 1 — ...``)."""

TABLE_CAPTION = re.compile(r"^\s*(?:[*_]{1,2})?table\s*[\dA-Z]*[.:\s—–-]", re.IGNORECASE)
"""A line that opens a table caption (``Table 3. Unit costs``)."""

TABLE_FOOTNOTE = re.compile(
    r"^\s*(?:[*_]{0,2})(?:notes?|sources?)\s*[:.]|^\s*(?:\*|†|‡|§|¹|²|³|\[\d+\]|\(\w\)\s|\d\s)",
    re.IGNORECASE,
)
"""A line under a table that belongs to it: ``Note: ...``, ``Source: ...``, ``* ...``."""

_CHART_WORDS = re.compile(
    r"\b(chart|graph|plot|histogram|axis|axes|legend|trend|over time|bar|bars|line graph|"
    r"pie|scatter|percentages? by|distribution of)\b",
    re.IGNORECASE,
)
_NUMBER_TOKEN = re.compile(r"^[-+$€£]?\d[\d,.]*%?$")


def is_figure_caption(line: str) -> bool:
    """Whether ``line`` opens a figure or chart caption."""
    return FIGURE_CAPTION.match(line) is not None


def is_table_caption(line: str) -> bool:
    """Whether ``line`` opens a table caption."""
    return TABLE_CAPTION.match(line) is not None


def is_table_footnote(line: str) -> bool:
    """Whether ``line`` reads as a note printed under a table."""
    return TABLE_FOOTNOTE.match(line) is not None


def graphic_kind(caption: str, embedded_text: str = "") -> BlockKind:
    """``chart`` for data visualisations, else ``figure`` (see the module docstring)."""
    if _CHART_WORDS.search(caption) or re.match(r"^\s*(?:[*_]{1,2})?chart\b", caption, re.I):
        return "chart"
    tokens = embedded_text.split()
    numeric = sum(1 for t in tokens if _NUMBER_TOKEN.match(t))
    if len(tokens) >= 6 and numeric * 2 >= len(tokens):
        return "chart"
    if _CHART_WORDS.search(embedded_text):
        return "chart"
    return "figure"
