"""Exports: node-link JSON and GraphML read back with networkx, DOT, and real pictures."""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET

import networkx as nx
import pytest

from services.graph.build import build_graph
from services.graph.export import export_graph, to_dot
from services.graph.formatter_rules import RuleFormatter
from shared.errors import InputError
from shared.messages.graphs import EvidenceGraph
from shared.messages.logs import AgentLog


@pytest.fixture
def graph(meta_log: AgentLog) -> EvidenceGraph:
    """The spec example's graph."""
    return build_graph(meta_log, RuleFormatter().format_sync(meta_log))


def test_node_link_json_reads_back_into_networkx(graph: EvidenceGraph) -> None:
    """Every node and edge (with its label and stance) survives node-link JSON."""
    data = json.loads(export_graph(graph, "json"))
    back = nx.node_link_graph(data, edges="links")
    assert back.number_of_nodes() == len(graph.nodes)
    assert back.number_of_edges() == len(graph.edges)
    assert back.nodes["d8"]["cited"] is True and back.nodes["d1"]["cited"] is False
    assert back.graph["stats"]["documents_not_visited"] == 10
    stances = [d.get("stance") for _, v, d in back.in_edges("s4", data=True)
               if d["label"] == "evidence"]
    assert stances == ["contradicts"]


def test_graphml_reads_back_with_classes_and_labels(graph: EvidenceGraph) -> None:
    """GraphML keeps node classes, step types and edge labels."""
    back = nx.read_graphml(io.BytesIO(export_graph(graph, "graphml")), force_multigraph=True)
    assert {d["cls"] for _, d in back.nodes(data=True)} == {"vq", "vd", "vs", "vy"}
    assert back.nodes["s8"]["step_type"] == "conclude"
    labels = sorted({d["label"] for _, _, d in back.edges(data=True)})
    assert labels == ["conclude", "evidence", "follows", "retrieve"]
    assert back.graph["log_id"] == "spec-meta-austin"


def test_dot_names_every_node_and_edge(graph: EvidenceGraph) -> None:
    """The DOT text has one node line per node and one edge line per edge."""
    dot = to_dot(graph)
    assert dot.startswith('digraph "graph_') and dot.rstrip().endswith("}")
    assert dot.count(" -> ") == len(graph.edges)
    for node in graph.nodes:
        assert f'"{node.id}" [label=' in dot
    assert 'label="evidence (contradicts)"' in dot


def test_exports_are_deterministic(graph: EvidenceGraph) -> None:
    """The same graph exports to the same bytes in every text format."""
    for fmt in ("json", "graphml", "dot", "svg"):
        assert export_graph(graph, fmt) == export_graph(graph, fmt), fmt


def test_png_picture_is_a_real_image(graph: EvidenceGraph) -> None:
    """PNG export is a non-trivial PNG file."""
    png = export_graph(graph, "png")
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(png) > 50_000


def test_svg_picture_shows_classes_and_edge_labels(graph: EvidenceGraph) -> None:
    """The SVG parses as XML and its text names the node classes and edge labels."""
    svg = export_graph(graph, "svg")
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    text = svg.decode("utf-8")
    for word in ("QUERY", "ANSWER", "s8 · conclude", "vd not visited", "edge: evidence",
                 "edge: follows", "evidence contradicts"):
        assert word in text, word


def test_unknown_format_is_refused(graph: EvidenceGraph) -> None:
    """An unknown export format names the allowed ones."""
    with pytest.raises(InputError, match="unknown graph export format 'pdf'"):
        export_graph(graph, "pdf")
