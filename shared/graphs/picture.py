"""A picture of an evidence graph a person can read (SVG or PNG), drawn with matplotlib.

No graphviz binaries are needed. The layout is four columns, left to right: the query,
the retrieved documents (in retrieval order; documents nobody cited are grey and
dashed, the spec's "nodes not visited"), the thoughts (in transcript order, coloured by
step type) and the answer. Edges take the palette's colour and line style per label
(evidence edges the colour of their stance) and a legend names every node class, step
type and edge label. Edges inside the thoughts column other than ``follows`` leave and
enter boxes on the right and run beside the column, so they hide neither the ``follows``
chain nor the text.
"""

from __future__ import annotations

import io
from typing import Any, Literal

from shared.graphs.palette import (
    CLASS_NAMES,
    EDGE_STYLES,
    NODE_FILL,
    NOT_VISITED_FILL,
    STANCE_COLORS,
    STEP_FILL,
    wrap_text,
)
from shared.messages.graphs import EvidenceGraph, GraphEdge, GraphNode

__all__ = ["render_picture"]

_COLUMN_X = {"vq": 0.07, "vd": 0.30, "vs": 0.63, "vy": 0.92}
_ROW_INCHES = 0.62
_MIN_HEIGHT = 5.0
_MAX_ROWS = 400
_ARM_POINTS = 150  # a little more than half a thought box's width


def _label(node: GraphNode, cites: list[str]) -> str:
    if node.cls == "vq":
        return "QUERY\n" + wrap_text(node.text, 22, 6)
    if node.cls == "vy":
        return "ANSWER\n" + wrap_text(node.text or "(no answer)", 22, 6)
    if node.cls == "vd":
        return wrap_text(node.label, 34, 2)
    head = f"{node.id} · {node.step_type}"
    if cites:
        head += " · " + ", ".join(cites)
    return f"{head}\n" + wrap_text(node.text, 58, 2)


def _fill(node: GraphNode) -> str:
    if node.cls == "vd" and not node.cited:
        return NOT_VISITED_FILL
    if node.cls == "vs":
        return STEP_FILL.get(node.step_type or "reason", NODE_FILL["vs"])
    return NODE_FILL[node.cls]


def _positions(graph: EvidenceGraph) -> dict[str, tuple[float, float]]:
    columns: dict[str, list[GraphNode]] = {"vq": [], "vd": [], "vs": [], "vy": []}
    for node in graph.nodes:
        columns[node.cls].append(node)
    out: dict[str, tuple[float, float]] = {}
    for cls, members in columns.items():
        count = len(members)
        for index, node in enumerate(members):
            y = 0.5 if count == 1 else 0.95 - 0.9 * index / (count - 1)
            out[node.id] = (_COLUMN_X[cls], y)
    return out


def _edge_color(edge: GraphEdge) -> str:
    if edge.stance is not None:
        return STANCE_COLORS[edge.stance]
    return EDGE_STYLES[edge.label].color


def _curve(edge: GraphEdge, nodes: dict[str, GraphNode], rows: dict[str, int]) -> str:
    source, target = nodes[edge.source], nodes[edge.target]
    if source.cls == target.cls == "vs" and edge.label != "follows":
        # out of the right side of the column and back in: longer spans run further out
        span = abs(rows[edge.target] - rows[edge.source])
        arm = min(_ARM_POINTS + 12 * span, _ARM_POINTS * 2)
        return f"arc,angleA=0,angleB=0,armA={arm},armB={arm},rad=6"
    if source.cls == "vd" and target.cls == "vy":
        return "arc3,rad=0.25"
    return "arc3,rad=0.0"


def render_picture(graph: EvidenceGraph, fmt: Literal["svg", "png"] | str) -> bytes:
    """The graph drawn as ``svg`` or ``png`` bytes."""
    import matplotlib

    # Text stays text in SVG (searchable, small); fixed salt keeps SVG ids stable.
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "dyneval"}):
        return _draw(graph, fmt)


def _draw(graph: EvidenceGraph, fmt: str) -> bytes:
    from matplotlib.figure import Figure
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    nodes = {node.id: node for node in graph.nodes}
    cites: dict[str, list[str]] = {}
    for edge in graph.edges:
        if edge.label == "evidence" and edge.source.startswith("d"):
            stance = "" if edge.stance in (None, "supports") else f" ({edge.stance})"
            cites.setdefault(edge.target, []).append(f"[{edge.source[1:]}]{stance}")
    rows = max(
        sum(1 for n in graph.nodes if n.cls == "vd"),
        sum(1 for n in graph.nodes if n.cls == "vs"),
        1,
    )
    height = max(_MIN_HEIGHT, _ROW_INCHES * min(rows, _MAX_ROWS) + 2.0)
    figure = Figure(figsize=(17, height), dpi=100)
    bottom, top = 0.9 / height, 1.0 - 1.0 / height  # room for the legend and the title
    axes = figure.add_axes((0.0, bottom, 1.0, top - bottom))
    axes.set_xlim(0, 1)
    axes.set_ylim(0, 1)
    axes.axis("off")
    figure.suptitle(
        wrap_text(f"{graph.question}  —  log {graph.log_id}", 140, 2),
        fontsize=11,
        y=1.0 - 0.25 / height,
    )

    positions = _positions(graph)
    row_of = {node.id: index for index, node in enumerate(graph.nodes)}
    artists: dict[str, Any] = {}
    for node in graph.nodes:
        x, y = positions[node.id]
        dashed = node.cls == "vd" and not node.cited
        artists[node.id] = axes.text(
            x,
            y,
            _label(node, cites.get(node.id, [])),
            ha="center",
            va="center",
            fontsize=7.5 if node.cls == "vs" else 8,
            zorder=2,  # below the arrows: each arrow is clipped to boxes drawn before it
            bbox={
                "boxstyle": "round,pad=0.4" if node.cls != "vd" else "square,pad=0.35",
                "fc": _fill(node),
                "ec": "#636363",
                "ls": "--" if dashed else "-",
                "lw": 1.6 if node.cls in ("vq", "vy") else 0.8,
            },
        )
    for edge in graph.edges:
        style = EDGE_STYLES[edge.label]
        source, target = artists[edge.source], artists[edge.target]
        axes.annotate(
            "",
            xy=positions[edge.target],
            xytext=positions[edge.source],
            zorder=4 if edge.label != "retrieve" else 3,
            arrowprops={
                "arrowstyle": "-|>",
                "color": _edge_color(edge),
                "lw": style.width,
                "ls": style.line,
                "alpha": 0.45 if edge.label == "retrieve" else 0.9,
                "shrinkA": 2,
                "shrinkB": 2,
                "patchA": source.get_bbox_patch(),
                "patchB": target.get_bbox_patch(),
                "connectionstyle": _curve(edge, nodes, row_of),
                "mutation_scale": 10,
            },
        )

    handles: list[Any] = [
        Patch(fc=NODE_FILL[cls], ec="#636363", label=f"{cls}: {name}")
        for cls, name in CLASS_NAMES.items()
    ]
    handles.append(Patch(fc=NOT_VISITED_FILL, ec="#636363", ls="--", label="vd not visited"))
    handles.extend(
        Patch(fc=fill, ec="#636363", label=f"vs {step}") for step, fill in STEP_FILL.items()
    )
    handles.extend(
        Line2D([], [], color=s.color, lw=s.width, ls=s.line, label=f"edge: {label}")
        for label, s in EDGE_STYLES.items()
    )
    handles.extend(
        Line2D([], [], color=color, lw=1.4, label=f"evidence {stance}")
        for stance, color in STANCE_COLORS.items()
        if stance != "supports"
    )
    figure.legend(
        handles=handles, loc="lower center", ncol=9, fontsize=7, frameon=False,
        bbox_to_anchor=(0.5, 0.0),
    )
    stats = graph.stats
    flags = f"   flags: {', '.join(graph.flags)}" if graph.flags else ""
    figure.text(
        0.01, 1.0 - 0.75 / height,
        f"documents {stats.documents} (cited {stats.documents_cited}, not visited "
        f"{stats.documents_not_visited}) · thoughts {stats.thoughts} · citation coverage "
        f"{stats.citation_coverage:.0%} · dangling {stats.dangling_citations}{flags}",
        fontsize=8, color="#444444",
    )
    buffer = io.BytesIO()
    metadata: dict[str, Any] = {"Date": None} if fmt == "svg" else {}
    figure.savefig(buffer, format=fmt, metadata=metadata)
    return buffer.getvalue()
