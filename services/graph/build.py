"""EvidenceGraph construction: the spec's node classes and edges from typed thoughts.

Nodes, in this order: the query ``q`` (``vq``), one document ``d{n}`` per source
(``vd``, ``n`` its citation number), one snippet ``s{i}`` per thought (``vs``) and the
answer ``y`` (``vy``). Edges, in this order:

- ``retrieve`` ``q -> d{n}`` for every source (order: rank in the retrieved list), and
  ``s{i} -> d{n}`` when a ``retrieve`` thought names the source's URL (a follow-up visit);
- per thought ``s{i}``, in transcript order: ``evidence`` ``d{n} -> s{i}`` for its
  citation (stance on the edge; none for a dangling citation); for a ``comparison``,
  ``hypothesis`` or ``conclude`` thought an edge of that label from each of its
  *premises* to ``s{i}``; ``follows`` ``s{i-1} -> s{i}``;
- ``conclude`` ``s{i} -> y`` for every ``conclude`` thought (the last one always is);
- ``evidence`` ``d{n} -> y`` for every source the answer cites.

Premises of a thought: thoughts that are copies of one claim (same text once the
citation is removed) form a *step*. The premises are the ``evidence`` thoughts of the
unbroken run of all-evidence steps just before the thought's step, or, when there is
none, the thoughts of the step just before it.

Ids are stable: ``graph_id = derive_id("graph", log_id)`` and node ids depend only on
source numbers and thought positions, so a replayed log rebuilds a byte-identical graph.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final, get_args

from services.graph.citations import CITATION_RX
from shared.errors import InputError
from shared.llm.replies import FormattedTranscript
from shared.messages.envelope import derive_id
from shared.messages.graphs import (
    EdgeLabel,
    EvidenceGraph,
    Stance,
    StepType,
    Thought,
)
from shared.messages.logs import AgentLog, Source

__all__ = [
    "EDGE_LABELS",
    "FLAGS",
    "STANCES",
    "STEP_TYPES",
    "build_graph",
    "check_log",
    "graph_id_for",
]

STEP_TYPES: Final[tuple[StepType, ...]] = get_args(StepType)
STANCES: Final[tuple[Stance, ...]] = get_args(Stance)
EDGE_LABELS: Final[tuple[EdgeLabel, ...]] = get_args(EdgeLabel)

FLAGS: Final[dict[str, str]] = {
    "no_sources": "the log has no sources: the graph holds only query, thoughts and answer",
    "dangling_citations": "some citations name a source number the log does not have",
    "empty_transcript": "the transcript yielded no thoughts",
    "no_citations": "neither the thoughts nor the answer cite any source",
}
"""Every flag a graph may carry, with what it means."""

_LABEL_CHARS = 48


def graph_id_for(log_id: str) -> str:
    """The graph id of the log ``log_id`` (stable across replays)."""
    return derive_id("graph", log_id)


def check_log(log: AgentLog, *, max_transcript_chars: int) -> None:
    """Raise ``InputError`` for a log no graph can be built from."""
    if len(log.thinking) > max_transcript_chars:
        raise InputError(
            f"transcript of log {log.log_id!r} has {len(log.thinking)} characters, "
            f"more than the {max_transcript_chars} allowed",
            field="thinking",
            hint="raise DYNEVAL_GRAPH_MAX_TRANSCRIPT_CHARS or trim the transcript at ingest",
        )
    counts = Counter(source.id for source in log.sources)
    repeated = sorted(n for n, c in counts.items() if c > 1)
    if repeated:
        raise InputError(
            f"log {log.log_id!r} numbers several sources {repeated[0]}, "
            f"so citation [{repeated[0]}] is ambiguous (repeated numbers: {repeated})",
            field="sources",
            hint="give every source of a log its own id; the importer must renumber them",
        )


def _short(text: str, limit: int = _LABEL_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def _document(source: Source, rank: int, cited: bool) -> dict[str, Any]:
    has_content = source.content is not None
    return {
        "id": f"d{source.id}",
        "cls": "vd",
        "label": f"[{source.id}] {_short(source.title or source.url or f'source {rank}')}",
        "text": source.content if has_content else source.snippet,
        "text_kind": "content" if has_content else "snippet",
        "source_id": source.id,
        "url": source.url or None,
        "title": source.title or None,
        "cited": cited,
    }


def _edge(
    source: str, target: str, label: EdgeLabel, order: int | None, stance: Stance | None = None
) -> dict[str, Any]:
    return {"source": source, "target": target, "label": label, "stance": stance, "order": order}


def _steps(thoughts: tuple[Thought, ...]) -> list[list[Thought]]:
    """Consecutive copies of one claim (same text without its citation) grouped."""
    steps: list[list[Thought]] = []
    previous: str | None = None
    for thought in thoughts:
        key = " ".join(CITATION_RX.sub(" ", thought.text).split())
        if steps and key == previous:
            steps[-1].append(thought)
        else:
            steps.append([thought])
        previous = key
    return steps


def _premises(steps: list[list[Thought]], index: int) -> list[Thought]:
    """The thoughts the step at ``index`` draws on (see the module docstring)."""
    found: list[Thought] = []
    k = index - 1
    while k >= 0 and all(t.step_type == "evidence" for t in steps[k]):
        found[:0] = steps[k]
        k -= 1
    if found or index == 0:
        return found
    return list(steps[index - 1])


def build_graph(
    log: AgentLog, formatted: FormattedTranscript, *, formatter: str = "rules"
) -> EvidenceGraph:
    """The evidence graph of ``log`` from its formatted thoughts (``formatter`` names who)."""
    # Nodes and edges are assembled as plain data and validated once (much faster than
    # one model per node); the result is the same frozen, validated EvidenceGraph.
    sources = {source.id: source for source in log.sources}
    thoughts = formatted.thoughts
    answer_cites = formatted.answer.cites
    cited_ids = {c.id for t in thoughts for c in t.cites} | {c.id for c in answer_cites}
    nodes: list[dict[str, Any]] = [
        {"id": "q", "cls": "vq", "label": _short(log.question), "text": log.question}
    ]
    edges: list[dict[str, Any]] = []
    for rank, source in enumerate(log.sources, start=1):
        nodes.append(_document(source, rank, source.id in cited_ids))
        edges.append(_edge("q", f"d{source.id}", "retrieve", rank))
    for thought in thoughts:
        nodes.append({
            "id": f"s{thought.id}",
            "cls": "vs",
            "label": f"s{thought.id} {thought.step_type}",
            "text": thought.text,
            "step_type": thought.step_type,
        })
    nodes.append(
        {"id": "y", "cls": "vy", "label": _short(log.answer or "(no answer)"), "text": log.answer}
    )

    dangling = 0
    steps = _steps(thoughts)
    previous: Thought | None = None
    for index, step in enumerate(steps):
        for thought in step:
            node = f"s{thought.id}"
            for cite in thought.cites:
                if cite.id in sources:
                    edges.append(_edge(f"d{cite.id}", node, "evidence", thought.id, cite.stance))
                else:
                    dangling += 1
            if thought.step_type == "retrieve":
                for source in log.sources:
                    if source.url and source.url in thought.text:
                        edges.append(_edge(node, f"d{source.id}", "retrieve", thought.id))
            if thought.step_type in ("comparison", "hypothesis", "conclude"):
                for premise in _premises(steps, index):
                    edges.append(_edge(f"s{premise.id}", node, thought.step_type, thought.id))
            if previous is not None:
                edges.append(_edge(f"s{previous.id}", node, "follows", previous.id))
            previous = thought
    for thought in thoughts:
        if thought.step_type == "conclude":
            edges.append(_edge(f"s{thought.id}", "y", "conclude", thought.id))
    for cite in answer_cites:
        if cite.id in sources:
            edges.append(_edge(f"d{cite.id}", "y", "evidence", None, cite.stance))
        else:
            dangling += 1

    stats = _stats(log, formatted, edges, cited_ids & set(sources), dangling)
    flags = [
        flag
        for flag, on in (
            ("no_sources", not log.sources),
            ("dangling_citations", dangling > 0),
            ("empty_transcript", not thoughts),
            ("no_citations", stats["citations"] == 0),
        )
        if on
    ]
    return EvidenceGraph.model_validate({
        "graph_id": graph_id_for(log.log_id),
        "log_id": log.log_id,
        "agent_id": log.agent_id,
        "question": log.question,
        "answer": log.answer,
        "thoughts": thoughts,
        "answer_cites": answer_cites,
        "nodes": nodes,
        "edges": edges,
        "stats": stats,
        "formatter": formatter,
        "flags": flags,
    })


def _stats(
    log: AgentLog,
    formatted: FormattedTranscript,
    edges: list[dict[str, Any]],
    cited_known: set[int],
    dangling: int,
) -> dict[str, Any]:
    thoughts = formatted.thoughts
    by_type = Counter(t.step_type for t in thoughts)
    all_cites = [c for t in thoughts for c in t.cites] + list(formatted.answer.cites)
    by_stance = Counter(c.stance for c in all_cites)
    by_label = Counter(e["label"] for e in edges)
    cited_thoughts = sum(1 for t in thoughts if t.cites)
    return {
        "documents": len(log.sources),
        "documents_cited": len(cited_known),
        "documents_not_visited": len(log.sources) - len(cited_known),
        "thoughts": len(thoughts),
        "thoughts_by_type": {name: by_type.get(name, 0) for name in STEP_TYPES},
        "citation_coverage": cited_thoughts / len(thoughts) if thoughts else 0.0,
        "dangling_citations": dangling,
        "citations": len(all_cites),
        "answer_citations": len(formatted.answer.cites),
        "citations_by_stance": {name: by_stance.get(name, 0) for name in STANCES},
        "edges_by_label": {name: by_label.get(name, 0) for name in EDGE_LABELS},
    }
