"""Evidence graphs built from agent logs (topic ``graphs``).

Node classes and edge labels follow the spec's graph schema: Query ``vq``, Web
Document ``vd``, Text Snippet ``vs`` and Answer ``vy``; edges ``retrieve``,
``evidence``, ``comparison``, ``hypothesis``, ``conclude`` and ``follows``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = [
    "Cite",
    "EdgeLabel",
    "EvidenceGraph",
    "GraphEdge",
    "GraphNode",
    "GraphStats",
    "NodeClass",
    "Stance",
    "StepType",
    "TextKind",
    "Thought",
]

StepType = Literal["conclude", "evidence", "retrieve", "comparison", "hypothesis", "reason"]
Stance = Literal["supports", "contradicts", "neutral"]
NodeClass = Literal["vq", "vd", "vs", "vy"]
EdgeLabel = Literal["retrieve", "evidence", "comparison", "hypothesis", "conclude", "follows"]
TextKind = Literal["content", "snippet"]


class Cite(Model):
    """A citation of one source by a thought or by the answer."""

    id: int
    """Number of the cited source."""

    stance: Stance = "supports"
    """Whether the cited source supports, contradicts or is neutral to the text."""


class Thought(Model):
    """One step of the agent's reasoning after splitting the transcript."""

    id: int = Field(ge=1)
    """Position of the thought in the transcript, from 1."""

    text: str
    """The thought's text (duplicated when one bullet carried several citations)."""

    step_type: StepType
    """The spec's step type."""

    cites: tuple[Cite, ...] = ()
    """At most one citation after splitting (none for uncited thoughts)."""


class GraphNode(Model):
    """A node of an evidence graph."""

    id: str
    """Deterministic node id (``q``, ``d{n}``, ``s{n}``, ``y``)."""

    cls: NodeClass
    """Vertex class."""

    label: str
    """Short human-readable label."""

    text: str = ""
    """Payload text: the question, document content/snippet, thought, or answer."""

    text_kind: TextKind | None = None
    """For document nodes, which field of the log's source ``text`` holds: ``content`` (the
    page text the agent read) or ``snippet`` (the search-result snippet, used when the source
    carried no content). None on other nodes, and on document nodes of graphs built before
    the field existed."""

    source_id: int | None = None
    """For document nodes, the source number in the log."""

    url: str | None = None
    """For document nodes, the page URL."""

    title: str | None = None
    """For document nodes, the page title."""

    step_type: StepType | None = None
    """For snippet nodes, the thought's step type."""

    cited: bool = False
    """For document nodes, whether any thought or the answer cites it."""


class GraphEdge(Model):
    """A labelled, directed edge of an evidence graph."""

    source: str
    """Id of the node the edge starts at."""

    target: str
    """Id of the node the edge points to."""

    label: EdgeLabel
    """Edge label from the spec's schema."""

    stance: Stance | None = None
    """Citation stance, for edges that come from a citation."""

    order: int | None = None
    """Position in the sequence the edge belongs to: for an edge touching a thought, that
    thought's id (``follows s{i} -> s{i+1}`` has order ``i``; an edge into ``s{i}`` or from
    ``s{i}`` to the answer has order ``i``); for ``retrieve q -> d{n}`` the source's rank in
    the retrieved list; none for the answer's own ``evidence`` edges."""


class GraphStats(Model):
    """Per-graph statistics, exported as metrics and report fields."""

    documents: int
    """Documents retrieved (sources in the log)."""

    documents_cited: int
    """Documents cited by at least one thought or the answer."""

    thoughts: int
    """Thoughts after splitting."""

    thoughts_by_type: dict[str, int]
    """Thought counts per step type."""

    citation_coverage: float
    """Share of thoughts that carry a citation."""

    dangling_citations: int
    """Citations that name no source."""

    documents_not_visited: int = 0
    """Documents retrieved but never cited (the spec's "nodes not visited")."""

    citations: int = 0
    """Citation occurrences in thoughts and answer (dangling ones included)."""

    answer_citations: int = 0
    """Sources the answer text itself cites."""

    citations_by_stance: dict[str, int] = Field(default_factory=dict)
    """Citation counts per stance (``supports``, ``contradicts``, ``neutral``)."""

    edges_by_label: dict[str, int] = Field(default_factory=dict)
    """Edge counts per edge label."""


class EvidenceGraph(Model):
    """The evidence graph of one agent log."""

    graph_id: str
    """Stable graph id derived from the log id."""

    log_id: str
    """Id of the log the graph was built from."""

    agent_id: str = "unknown"
    """The agent whose log this is."""

    question: str
    """The log's question."""

    answer: str
    """The log's answer."""

    thoughts: tuple[Thought, ...]
    """The transcript split into typed thoughts."""

    answer_cites: tuple[Cite, ...] = ()
    """Citations carried by the answer itself."""

    nodes: tuple[GraphNode, ...]
    """All nodes."""

    edges: tuple[GraphEdge, ...]
    """All edges."""

    stats: GraphStats
    """Per-graph statistics."""

    formatter: str = "rules"
    """Which thought formatter built the graph (``rules`` or ``llm:<model>``)."""

    flags: tuple[str, ...] = ()
    """Conditions worth attention, e.g. ``no_sources`` or ``dangling_citations``."""
