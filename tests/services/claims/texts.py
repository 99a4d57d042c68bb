"""Test inputs for the claims service: the spec's DiCaprio passage and graph builders."""

from __future__ import annotations

from collections.abc import Sequence

from shared.messages.graphs import EvidenceGraph, GraphNode, GraphStats

DICAPRIO_TITLE = "Leonardo DiCaprio - Biography"
DICAPRIO = (
    "Leonardo DiCaprio was born on November 11,1974, in Los Angeles, California. "
    "Leonardo DiCaprio is the only child of Irmelin Indenbirken, a legal secretary, and George "
    "DiCaprio, an underground comix artist and distributor. "
    "DiCaprio was named after the famous painter Leonardo da Vinci, as his mother felt him kick "
    "while looking at one of da Vinci's paintings.\n\n"
    "He started his acting career at the age of five, appearing in commercials and educational "
    "films. His first major role on television was in the sitcom 'Parenthood' in 1990, where "
    "he played Garry Buckman. In 2004, Leonardo DiCaprio founded the production company Appian "
    "Way Productions, a namesake of the Italian road.\n\n"
    "He earned $2.5 million for Titanic in 1997 and his pay increased to $20 million per movie "
    "from 2000 onwards. They have no plans for a sequel."
)
"""A passage assembled from the spec's DiCaprio supporting spans."""


def graph_of(
    documents: Sequence[tuple[int, str, str, str]],
    *,
    graph_id: str = "g-test",
    question: str = "What is the name of Leonardo DiCaprio's third child?",
) -> EvidenceGraph:
    """A graph whose document nodes are ``(source_id, url, title, text)``."""
    nodes = [GraphNode(id="q", cls="vq", label="question", text=question)]
    nodes.extend(
        GraphNode(
            id=f"d{source_id}",
            cls="vd",
            label=title,
            text=text,
            source_id=source_id,
            url=url,
            title=title,
        )
        for source_id, url, title, text in documents
    )
    stats = GraphStats(
        documents=len(documents),
        documents_cited=0,
        thoughts=0,
        thoughts_by_type={},
        citation_coverage=0.0,
        dangling_citations=0,
    )
    return EvidenceGraph(
        graph_id=graph_id,
        log_id=f"log-{graph_id}",
        question=question,
        answer="He has no children.",
        thoughts=(),
        nodes=tuple(nodes),
        edges=(),
        stats=stats,
    )
