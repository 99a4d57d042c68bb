"""The documents of an evidence graph and where their text comes from.

Each ``vd`` node of a graph is one document (``source_id`` is its number in the log). Its
text is resolved through ``shared.web.DocumentResolver``: a live fetch (``fetch_mode =
"live"`` only), then a saved page in ``pages_dir``, then the text the log carried, which
is marked ``log_content`` or ``log_snippet`` in the bucket.

A graph node carries one ``text`` (the log's content when it had one, else the snippet)
and says which in ``text_kind``. Graphs built before that field existed do not; for them
text longer than ``SNIPPET_MAX_CHARS`` or with a paragraph break is taken to be page
content, shorter text a search snippet.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from shared.messages.graphs import EvidenceGraph, GraphNode, TextKind
from shared.settings import Settings
from shared.web.resolve import SourceRef

__all__ = [
    "SNIPPET_MAX_CHARS",
    "GraphDocument",
    "document_store_path",
    "graph_documents",
    "source_ref",
]

SNIPPET_MAX_CHARS = 600
"""Longest log text still read as a search-result snippet when the graph does not say."""


@dataclass(frozen=True, slots=True)
class GraphDocument:
    """One document node of a graph."""

    doc_id: int
    """The source number in the log."""

    url: str
    """The page URL (may be empty)."""

    title: str
    """The title the log gave."""

    text: str
    """The text the log carried (content or snippet)."""

    text_kind: TextKind | None
    """Whether ``text`` is page content or a snippet, when known."""


def document_store_path(settings: Settings) -> Path:
    """``settings.documents_path``; kept for callers not yet moved to the property."""
    return settings.documents_path


def _kind(node: GraphNode) -> TextKind | None:
    if node.text_kind is not None:
        return node.text_kind
    # a graph from before GraphNode.text_kind: guess from the text's shape
    if not node.text.strip():
        return None
    if len(node.text) > SNIPPET_MAX_CHARS or "\n\n" in node.text.strip():
        return "content"
    return "snippet"


def graph_documents(graph: EvidenceGraph) -> list[GraphDocument]:
    """The graph's document nodes by source number (one per number)."""
    found: dict[int, GraphDocument] = {}
    for node in graph.nodes:
        if node.cls != "vd" or node.source_id is None or node.source_id in found:
            continue
        found[node.source_id] = GraphDocument(
            doc_id=node.source_id,
            url=node.url or "",
            title=node.title or node.label or "",
            text=node.text,
            text_kind=_kind(node),
        )
    return [found[key] for key in sorted(found)]


def source_ref(doc: GraphDocument) -> SourceRef:
    """What the resolver needs to find the document's text."""
    text = doc.text if doc.text.strip() else None
    return SourceRef(
        url=doc.url,
        title=doc.title or None,
        content=text if doc.text_kind == "content" else None,
        snippet=text if doc.text_kind == "snippet" else None,
    )
