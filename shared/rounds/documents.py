"""The round's documents: the source documents of the claims its items were built from.

For every seed graph with an item in the round, each document that yielded a claim
bucket is one ``Document``; its text is the exact snapshot the claims were verified
against (the document store, by the bucket's content hash), else the text the graph's
document node carried. Retrieval agents search this collection.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from shared.agents.base import Document
from shared.bus import Bus
from shared.bus.scan import records
from shared.messages.claims import ClaimBuckets
from shared.messages.graphs import EvidenceGraph
from shared.messages.qa import QAItem
from shared.messages.topics import CLAIMS, GRAPHS
from shared.settings import Settings
from shared.web.store import DocumentStore

__all__ = ["latest_by_graph", "round_documents"]


async def latest_by_graph(
    bus: Bus, topic: str, graph_ids: set[str]
) -> dict[str, dict[str, object]]:
    """The latest payload per graph id on ``topic`` (``graph_id`` field), for ``graph_ids``."""
    found: dict[str, dict[str, object]] = {}
    async for record in records(bus, topic):
        payload = record.envelope().payload
        graph_id = payload.get("graph_id")
        if isinstance(graph_id, str) and graph_id in graph_ids:
            found[graph_id] = payload
    return found


def _node_texts(graph: EvidenceGraph | None) -> dict[int, tuple[str, str, str]]:
    if graph is None:
        return {}
    return {
        node.source_id: (node.url or "", node.title or node.label, node.text)
        for node in graph.nodes
        if node.cls == "vd" and node.source_id is not None
    }


async def round_documents(bus: Bus, settings: Settings, items: Iterable[QAItem]) -> list[Document]:
    """The documents of the round's graphs, in graph then document order."""
    graph_ids = sorted({item.graph_id for item in items if item.graph_id})
    wanted = set(graph_ids)
    claims = await latest_by_graph(bus, CLAIMS, wanted)
    graphs = await latest_by_graph(bus, GRAPHS, wanted)
    store_path = settings.documents_path
    store = DocumentStore(store_path) if store_path.exists() else None
    out: list[Document] = []
    try:
        for graph_id in graph_ids:
            raw_graph = graphs.get(graph_id)
            graph = EvidenceGraph.model_validate(raw_graph) if raw_graph is not None else None
            nodes = _node_texts(graph)
            raw_claims = claims.get(graph_id)
            if raw_claims is None:
                out.extend(_from_nodes(graph_id, nodes))
                continue
            buckets = ClaimBuckets.model_validate(raw_claims)
            for bucket in buckets.buckets:
                text = store.text(bucket.content_hash) if store is not None else None
                if text is None:
                    text = nodes.get(bucket.doc_id, ("", "", ""))[2]
                out.append(Document(f"{graph_id}#{bucket.doc_id}", bucket.url, bucket.title, text))
    finally:
        if store is not None:
            store.close()
    return out


def _from_nodes(graph_id: str, nodes: dict[int, tuple[str, str, str]]) -> Sequence[Document]:
    return [
        Document(f"{graph_id}#{number}", url, title, text)
        for number, (url, title, text) in sorted(nodes.items())
        if text
    ]
