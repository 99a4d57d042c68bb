"""Document nodes of a graph: the text kind the graph declares, a guess for older graphs."""

from __future__ import annotations

from services.claims.documents import SNIPPET_MAX_CHARS, graph_documents, source_ref
from shared.messages.graphs import EvidenceGraph, TextKind
from tests.services.claims.texts import graph_of


def _with_kinds(graph: EvidenceGraph, kinds: dict[int, TextKind]) -> EvidenceGraph:
    """``graph`` with ``text_kind`` declared on the document nodes named in ``kinds``."""
    nodes = tuple(
        node.model_copy(update={"text_kind": kinds[node.source_id]})
        if node.source_id in kinds else node
        for node in graph.nodes
    )  # fmt: skip
    return graph.model_copy(update={"nodes": nodes})


def test_declared_kind_wins_over_the_shape_of_the_text() -> None:
    """Short declared content stays content; long declared snippet stays a snippet."""
    long_text = "A sentence about the page. " * (SNIPPET_MAX_CHARS // 10)
    graph = _with_kinds(
        graph_of([(1, "u1", "t1", "Short page."), (2, "u2", "t2", long_text)]),
        {1: "content", 2: "snippet"},
    )
    first, second = graph_documents(graph)
    assert (first.text_kind, second.text_kind) == ("content", "snippet")
    assert source_ref(first).content == "Short page." and source_ref(first).snippet is None
    assert source_ref(second).snippet == long_text and source_ref(second).content is None


def test_graphs_without_a_declared_kind_fall_back_to_the_guess() -> None:
    """Older graphs: long or multi-paragraph text is content, short text a snippet, none is None."""
    graph = graph_of([
        (1, "u1", "t1", "A short snippet."),
        (2, "u2", "t2", "x" * (SNIPPET_MAX_CHARS + 1)),
        (3, "u3", "t3", "One paragraph.\n\nAnother paragraph."),
        (4, "u4", "t4", "   "),
    ])  # fmt: skip
    assert all(node.text_kind is None for node in graph.nodes)
    kinds = [doc.text_kind for doc in graph_documents(graph)]
    assert kinds == ["snippet", "content", "content", None]
