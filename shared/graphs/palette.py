"""Colours and shapes of node classes, step types and edge labels, shared by DOT and pictures.

One palette so a graph looks the same in Graphviz and in the matplotlib picture; colours
are from ColorBrewer sets that stay distinguishable in print and for common colour
blindness.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "CLASS_NAMES",
    "DOT_SHAPES",
    "EDGE_STYLES",
    "NODE_FILL",
    "NOT_VISITED_FILL",
    "STANCE_COLORS",
    "STEP_FILL",
    "EdgeStyle",
    "wrap_text",
]

CLASS_NAMES: Final[dict[str, str]] = {
    "vq": "query",
    "vd": "web document",
    "vs": "text snippet",
    "vy": "answer",
}
"""Readable name of each vertex class."""

NODE_FILL: Final[dict[str, str]] = {
    "vq": "#9ecae1",
    "vd": "#fdd49e",
    "vs": "#f7f7f7",
    "vy": "#a1d99b",
}
"""Fill colour per vertex class (snippets are refined by ``STEP_FILL``)."""

NOT_VISITED_FILL: Final = "#e0e0e0"
"""Fill of a document no thought or answer cites (the spec's "not visited")."""

STEP_FILL: Final[dict[str, str]] = {
    "evidence": "#d9f0d3",
    "reason": "#f0f0f0",
    "conclude": "#c6dbef",
    "retrieve": "#fee6ce",
    "comparison": "#fdd0a2",
    "hypothesis": "#dadaeb",
}
"""Fill colour of a snippet per step type."""

DOT_SHAPES: Final[dict[str, str]] = {
    "vq": "box",
    "vd": "note",
    "vs": "box",
    "vy": "doubleoctagon",
}
"""Graphviz shape per vertex class."""


class EdgeStyle:
    """How one edge label is drawn: colour, line style and width."""

    __slots__ = ("color", "dot_style", "line", "width")

    def __init__(self, color: str, line: str, width: float, dot_style: str) -> None:
        self.color = color
        self.line = line
        self.width = width
        self.dot_style = dot_style


EDGE_STYLES: Final[dict[str, EdgeStyle]] = {
    "retrieve": EdgeStyle("#969696", "dashed", 0.7, "dashed"),
    "evidence": EdgeStyle("#238b45", "solid", 1.4, "solid"),
    "comparison": EdgeStyle("#e6550d", "solid", 1.4, "solid"),
    "hypothesis": EdgeStyle("#756bb1", "dashdot", 1.4, "dashed"),
    "conclude": EdgeStyle("#2171b5", "solid", 2.0, "bold"),
    "follows": EdgeStyle("#252525", "dotted", 1.0, "dotted"),
}
"""Style per edge label."""

STANCE_COLORS: Final[dict[str, str]] = {
    "supports": "#238b45",
    "contradicts": "#cb181d",
    "neutral": "#969696",
}
"""Colour of an evidence edge per citation stance."""


def wrap_text(text: str, width: int, lines: int) -> str:
    """``text`` on at most ``lines`` lines of about ``width`` characters, ``…`` if cut."""
    out: list[str] = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            out.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current:
        out.append(current)
    if len(out) > lines:
        return "\n".join(out[:lines]) + " …"
    return "\n".join(out)
