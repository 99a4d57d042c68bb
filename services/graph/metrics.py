"""Prometheus metrics of the graph service, one observation per built graph.

Counters sum what the graphs hold (thoughts by step type, citations by stance, documents
cited or not visited, flags); histograms show the per-graph distribution (thoughts,
documents, citation coverage). ``GraphMetrics`` takes a registry so tests can read
their own; the service uses ``GRAPH_METRICS`` in the default registry that
``/metrics`` serves.
"""

from __future__ import annotations

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram

from shared.messages.graphs import EvidenceGraph

__all__ = ["GRAPH_METRICS", "GraphMetrics"]

_COUNT_BUCKETS = (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144)
_SHARE_BUCKETS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


class GraphMetrics:
    """The graph service's counters and histograms in one registry."""

    def __init__(self, registry: CollectorRegistry = REGISTRY) -> None:
        self.graphs = Counter(
            "dyneval_graphs_built_total", "Evidence graphs built.", ["formatter"],
            registry=registry,
        )
        self.flags = Counter(
            "dyneval_graph_flags_total", "Graphs built with a flag set.", ["flag"],
            registry=registry,
        )
        self.thoughts = Counter(
            "dyneval_graph_thoughts_total", "Thoughts in built graphs.", ["step_type"],
            registry=registry,
        )
        self.citations = Counter(
            "dyneval_graph_citations_total", "Citations in built graphs.", ["stance"],
            registry=registry,
        )
        self.documents = Counter(
            "dyneval_graph_documents_total",
            "Documents in built graphs, cited or not visited.",
            ["visited"],
            registry=registry,
        )
        self.dangling = Counter(
            "dyneval_graph_dangling_citations_total",
            "Citations naming a source the log does not have.",
            registry=registry,
        )
        self.thoughts_per_graph = Histogram(
            "dyneval_graph_thoughts_per_graph", "Thoughts per graph.", buckets=_COUNT_BUCKETS,
            registry=registry,
        )
        self.documents_per_graph = Histogram(
            "dyneval_graph_documents_per_graph", "Documents per graph.", buckets=_COUNT_BUCKETS,
            registry=registry,
        )
        self.coverage = Histogram(
            "dyneval_graph_citation_coverage", "Share of a graph's thoughts that cite a source.",
            buckets=_SHARE_BUCKETS, registry=registry,
        )

    def observe(self, graph: EvidenceGraph) -> None:
        """Count one built graph."""
        stats = graph.stats
        self.graphs.labels(graph.formatter).inc()
        for flag in graph.flags:
            self.flags.labels(flag).inc()
        for step_type, count in stats.thoughts_by_type.items():
            self.thoughts.labels(step_type).inc(count)
        for stance, count in stats.citations_by_stance.items():
            self.citations.labels(stance).inc(count)
        self.documents.labels("cited").inc(stats.documents_cited)
        self.documents.labels("not_visited").inc(stats.documents_not_visited)
        self.dangling.inc(stats.dangling_citations)
        self.thoughts_per_graph.observe(stats.thoughts)
        self.documents_per_graph.observe(stats.documents)
        self.coverage.observe(stats.citation_coverage)


GRAPH_METRICS = GraphMetrics()
"""The service's metrics in the default registry."""
