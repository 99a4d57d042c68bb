"""Reading graphs back from the ``graphs`` topic: find one, aggregate all.

The topic may hold several versions of one graph (a log re-ingested, a rebuilt round);
the latest message per graph id wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator, Iterable
from typing import Any

from services.graph.build import EDGE_LABELS, STANCES, STEP_TYPES, graph_id_for
from shared.bus.base import Bus
from shared.bus.scan import payloads
from shared.errors import NotFoundError
from shared.messages.graphs import EvidenceGraph
from shared.messages.topics import GRAPHS

__all__ = ["aggregate", "find_graph", "iter_graphs", "latest_graphs"]


async def iter_graphs(bus: Bus) -> AsyncIterator[EvidenceGraph]:
    """Every graph on the topic, in offset order."""
    async for graph in payloads(bus, GRAPHS, EvidenceGraph):
        yield graph


async def latest_graphs(bus: Bus) -> list[EvidenceGraph]:
    """The latest version of every graph, in order of first appearance."""
    latest: dict[str, EvidenceGraph] = {}
    async for graph in iter_graphs(bus):
        latest[graph.graph_id] = graph
    return list(latest.values())


async def find_graph(bus: Bus, ident: str) -> EvidenceGraph:
    """The latest graph whose graph id or log id is ``ident``."""
    wanted = {ident, graph_id_for(ident)}
    found: EvidenceGraph | None = None
    async for graph in iter_graphs(bus):
        if graph.graph_id in wanted or graph.log_id == ident:
            found = graph
    if found is None:
        raise NotFoundError(
            f"no graph for log or graph id {ident!r} on topic {GRAPHS!r}",
            hint="check the id with `dyneval tail graphs`, or build graphs with `dyneval run`",
        )
    return found


def aggregate(graphs: Iterable[EvidenceGraph]) -> dict[str, Any]:
    """Totals and means over ``graphs`` (zeros for none), for `dyneval graph stats`."""
    count = 0
    totals: Counter[str] = Counter()
    by_type: Counter[str] = Counter()
    by_stance: Counter[str] = Counter()
    by_label: Counter[str] = Counter()
    flags: Counter[str] = Counter()
    formatters: Counter[str] = Counter()
    coverage = 0.0
    for graph in graphs:
        stats = graph.stats
        count += 1
        totals.update(
            documents=stats.documents,
            documents_cited=stats.documents_cited,
            documents_not_visited=stats.documents_not_visited,
            thoughts=stats.thoughts,
            citations=stats.citations,
            answer_citations=stats.answer_citations,
            dangling_citations=stats.dangling_citations,
        )
        by_type.update(stats.thoughts_by_type)
        by_stance.update(stats.citations_by_stance)
        by_label.update(stats.edges_by_label)
        flags.update(graph.flags)
        formatters[graph.formatter] += 1
        coverage += stats.citation_coverage
    keys = (
        "documents", "documents_cited", "documents_not_visited", "thoughts", "citations",
        "answer_citations", "dangling_citations",
    )  # fmt: skip
    return {
        "graphs": count,
        **{key: totals[key] for key in keys},
        "documents_per_graph": totals["documents"] / count if count else 0.0,
        "thoughts_per_graph": totals["thoughts"] / count if count else 0.0,
        "not_visited_share": (
            totals["documents_not_visited"] / totals["documents"] if totals["documents"] else 0.0
        ),
        "mean_citation_coverage": coverage / count if count else 0.0,
        "thoughts_by_type": {name: by_type[name] for name in STEP_TYPES},
        "citations_by_stance": {name: by_stance[name] for name in STANCES},
        "edges_by_label": {name: by_label[name] for name in EDGE_LABELS},
        "flags": dict(sorted(flags.items())),
        "formatters": dict(sorted(formatters.items())),
    }
