"""Exports of an evidence graph: node-link JSON, GraphML, Graphviz DOT, and pictures.

Every text export is deterministic (same graph, same bytes). Node-link JSON follows
networkx's layout (``directed``, ``multigraph``, ``graph``, ``nodes``, ``links``), so
``networkx.node_link_graph(data, edges="links")`` reads it back; GraphML is written by
networkx; DOT is written here (no graphviz binaries needed to produce it, ``dot -Tsvg``
to draw it). SVG/PNG pictures come from ``picture.render_picture`` (matplotlib only).
"""

from __future__ import annotations

import io
import json
from typing import Any, Final, Literal

import networkx as nx

from shared.errors import InputError
from shared.graphs.palette import (
    DOT_SHAPES,
    EDGE_STYLES,
    NODE_FILL,
    NOT_VISITED_FILL,
    STANCE_COLORS,
    STEP_FILL,
    wrap_text,
)
from shared.messages.graphs import EvidenceGraph, GraphEdge, GraphNode

__all__ = [
    "FORMATS",
    "ExportFormat",
    "export_graph",
    "to_dot",
    "to_graphml",
    "to_networkx",
    "to_node_link",
]

ExportFormat = Literal["json", "graphml", "dot", "svg", "png"]
FORMATS: Final[tuple[ExportFormat, ...]] = ("json", "graphml", "dot", "svg", "png")


def _graph_attrs(graph: EvidenceGraph) -> dict[str, Any]:
    return {
        "graph_id": graph.graph_id,
        "log_id": graph.log_id,
        "agent_id": graph.agent_id,
        "question": graph.question,
        "answer": graph.answer,
        "formatter": graph.formatter,
        "flags": ",".join(graph.flags),
    }


def _node_attrs(node: GraphNode) -> dict[str, Any]:
    data = node.model_dump(exclude={"id"}, exclude_none=True)
    if node.cls != "vd":
        data.pop("cited", None)
    return data


def _edge_attrs(edge: GraphEdge) -> dict[str, Any]:
    return edge.model_dump(exclude={"source", "target"}, exclude_none=True)


def to_node_link(graph: EvidenceGraph) -> dict[str, Any]:
    """The graph as networkx node-link data, with stats and thoughts in ``graph``."""
    attrs = _graph_attrs(graph)
    attrs["flags"] = list(graph.flags)
    attrs["stats"] = graph.stats.model_dump(mode="json")
    return {
        "directed": True,
        "multigraph": True,
        "graph": attrs,
        "nodes": [{"id": node.id, **_node_attrs(node)} for node in graph.nodes],
        "links": [
            {"source": e.source, "target": e.target, "key": index, **_edge_attrs(e)}
            for index, e in enumerate(graph.edges)
        ],
    }


def to_networkx(graph: EvidenceGraph) -> nx.MultiDiGraph:
    """The graph as a networkx ``MultiDiGraph`` (edge keys are edge positions)."""
    out = nx.MultiDiGraph(**_graph_attrs(graph))
    for node in graph.nodes:
        out.add_node(node.id, **_node_attrs(node))
    for index, edge in enumerate(graph.edges):
        out.add_edge(edge.source, edge.target, key=index, **_edge_attrs(edge))
    return out


def to_graphml(graph: EvidenceGraph) -> bytes:
    """The graph as GraphML (UTF-8)."""
    buffer = io.BytesIO()
    nx.write_graphml(to_networkx(graph), buffer, encoding="utf-8", prettyprint=True)
    return buffer.getvalue()


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _dot_node(node: GraphNode) -> str:
    fill = NODE_FILL[node.cls]
    style = "filled,rounded" if node.cls in ("vq", "vs") else "filled"
    if node.cls == "vd":
        label = wrap_text(node.label, 32, 2)
        if not node.cited:
            fill, style = NOT_VISITED_FILL, "filled,dashed"
    elif node.cls == "vs":
        fill = STEP_FILL.get(node.step_type or "reason", fill)
        label = f"{node.label}\n{wrap_text(node.text, 44, 3)}"
    else:
        label = ("Q: " if node.cls == "vq" else "A: ") + wrap_text(node.text or node.label, 36, 3)
    return (
        f"  {_quote(node.id)} [label={_quote(label)}, shape={DOT_SHAPES[node.cls]}, "
        f'style="{style}", fillcolor="{fill}", class="{node.cls}"];'
    )


def _dot_edge(edge: GraphEdge) -> str:
    style = EDGE_STYLES[edge.label]
    color = STANCE_COLORS[edge.stance] if edge.stance is not None else style.color
    label = edge.label if edge.stance in (None, "supports") else f"{edge.label} ({edge.stance})"
    return (
        f"  {_quote(edge.source)} -> {_quote(edge.target)} [label={_quote(label)}, "
        f'color="{color}", fontcolor="{color}", style="{style.dot_style}"];'
    )


def to_dot(graph: EvidenceGraph) -> str:
    """The graph in Graphviz DOT, laid out left to right by vertex class."""
    lines = [
        f"digraph {_quote('graph_' + graph.graph_id)} {{",
        "  rankdir=LR;",
        '  graph [fontname="Helvetica", fontsize=10, nodesep=0.25, ranksep=1.2];',
        '  node [fontname="Helvetica", fontsize=9];',
        '  edge [fontname="Helvetica", fontsize=8];',
        f"  label={_quote(f'{graph.question}  (log {graph.log_id})')};",
        "  labelloc=t;",
    ]
    for cls in ("vq", "vd", "vs", "vy"):
        members = [node for node in graph.nodes if node.cls == cls]
        if not members:
            continue
        lines.append(f"  subgraph {_quote('cluster_' + cls)} {{")
        lines.append('    style=invis; rank=same;' if cls != "vs" else "    style=invis;")
        lines.extend("  " + _dot_node(node) for node in members)
        lines.append("  }")
    lines.extend(_dot_edge(edge) for edge in graph.edges)
    lines.append("}")
    return "\n".join(lines) + "\n"


def export_graph(graph: EvidenceGraph, fmt: str) -> bytes:
    """The graph in format ``fmt`` (one of ``FORMATS``) as bytes."""
    if fmt == "json":
        text = json.dumps(to_node_link(graph), ensure_ascii=False, indent=2)
        return (text + "\n").encode("utf-8")
    if fmt == "graphml":
        return to_graphml(graph)
    if fmt == "dot":
        return to_dot(graph).encode("utf-8")
    if fmt in ("svg", "png"):
        from shared.graphs.picture import render_picture  # matplotlib only when drawing

        return render_picture(graph, fmt)
    raise InputError(
        f"unknown graph export format {fmt!r}",
        hint=f"use one of: {', '.join(FORMATS)}",
    )
