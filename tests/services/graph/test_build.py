"""Evidence graphs from formatted logs: nodes, edges, stats, flags, stable ids."""

from __future__ import annotations

import json

import pytest

from services.graph.build import build_graph, check_log, graph_id_for
from services.graph.formatter_rules import RuleFormatter
from shared.errors import InputError
from shared.messages.graphs import EvidenceGraph
from shared.messages.logs import AgentLog, Source
from tests.services.graph.conftest import REPO

RULES = RuleFormatter()


def graph_of(log: AgentLog) -> EvidenceGraph:
    """The rule-formatted graph of ``log``."""
    return build_graph(log, RULES.format_sync(log))


def edges(graph: EvidenceGraph, label: str) -> list[tuple[str, str]]:
    """(source, target) of the edges with ``label``, in order."""
    return [(e.source, e.target) for e in graph.edges if e.label == label]


def test_spec_example_edges_match_its_citations(meta_log: AgentLog) -> None:
    """Evidence edges are d8,d10 (from [8][10]), d8, d4,d9 (from [4][9]) and d6, in order."""
    graph = graph_of(meta_log)
    assert edges(graph, "evidence") == [
        ("d8", "s2"), ("d10", "s3"), ("d8", "s4"), ("d4", "s6"), ("d9", "s7"), ("d6", "s8"),
    ]
    assert edges(graph, "retrieve") == [("q", f"d{n}") for n in range(1, 16)]
    assert edges(graph, "follows") == [(f"s{i}", f"s{i + 1}") for i in range(1, 8)]
    assert edges(graph, "conclude") == [("s6", "s8"), ("s7", "s8"), ("s8", "y")]
    stances = [e.stance for e in graph.edges if e.label == "evidence"]
    assert stances == ["supports", "supports", "contradicts", "supports", "supports", "supports"]


def test_spec_example_stats_show_unvisited_documents(meta_log: AgentLog) -> None:
    """15 documents retrieved, 5 cited, 10 not visited; 6 of 8 thoughts cite."""
    stats = graph_of(meta_log).stats
    assert (stats.documents, stats.documents_cited, stats.documents_not_visited) == (15, 5, 10)
    assert stats.thoughts == 8
    assert stats.citation_coverage == pytest.approx(6 / 8)
    assert stats.thoughts_by_type == {
        "conclude": 1, "evidence": 5, "retrieve": 0, "comparison": 0, "hypothesis": 0,
        "reason": 2,
    }
    assert stats.dangling_citations == 0
    assert stats.edges_by_label["evidence"] == 6


def test_document_nodes_record_whether_they_were_cited(meta_log: AgentLog) -> None:
    """Cited documents are marked; the rest are the spec's 'nodes not visited'."""
    graph = graph_of(meta_log)
    cited = sorted(n.source_id or 0 for n in graph.nodes if n.cls == "vd" and n.cited)
    assert cited == [4, 6, 8, 9, 10]
    assert [n.id for n in graph.nodes][:2] == ["q", "d1"]
    assert graph.nodes[-1].id == "y" and graph.nodes[-1].text == "It hasn't moved to Austin"


def test_document_nodes_say_whether_their_text_is_content_or_snippet() -> None:
    """A source with content gives its content (however short), one without its snippet."""
    log = AgentLog(log_id="k", question="Q?", answer="A [1].", thinking="Seen [1] [2].",
                   sources=(Source(id=1, title="a", snippet="A snip", content="Short page."),
                            Source(id=2, title="b", snippet="Only a snippet.")))
    nodes = {n.id: n for n in graph_of(log).nodes}
    assert (nodes["d1"].text, nodes["d1"].text_kind) == ("Short page.", "content")
    assert (nodes["d2"].text, nodes["d2"].text_kind) == ("Only a snippet.", "snippet")
    assert [n.text_kind for n in nodes.values() if n.cls != "vd"] == [None] * (len(nodes) - 2)


def test_repaired_example_log_gives_the_same_evidence(meta_log: AgentLog) -> None:
    """examples/logs/meta-austin.json (line breaks restored) cites the same sources in order."""
    path = REPO / "examples" / "logs" / "meta-austin.json"
    if not path.is_file():
        pytest.skip(f"{path} not written yet")
    example = AgentLog.model_validate(json.loads(path.read_text("utf-8")))
    ours = [s for s, _ in edges(graph_of(meta_log), "evidence")]
    assert [s for s, _ in edges(graph_of(example), "evidence")] == ours


def test_replay_rebuilds_byte_identical_graph(meta_log: AgentLog) -> None:
    """The same log always yields the same graph JSON and the id derived from its log id."""
    first = graph_of(meta_log).model_dump_json()
    again = graph_of(AgentLog.model_validate_json(meta_log.model_dump_json())).model_dump_json()
    assert first == again
    assert json.loads(first)["graph_id"] == graph_id_for("spec-meta-austin")


def test_log_without_sources_still_yields_a_flagged_graph() -> None:
    """No sources: query, thoughts and answer remain; citations dangle; flags say so."""
    log = AgentLog(log_id="bare", question="Who?", answer="Ann [1]",
                   thinking="Ann wrote it [1].\n\nTherefore Ann.")
    graph = graph_of(log)
    assert [n.cls for n in graph.nodes] == ["vq", "vs", "vs", "vy"]
    assert edges(graph, "evidence") == []
    assert set(graph.flags) == {"no_sources", "dangling_citations"}
    assert graph.stats.dangling_citations == 2


def test_empty_transcript_is_flagged() -> None:
    """A log with no transcript has no thoughts and says so."""
    graph = graph_of(AgentLog(log_id="e", question="Q?", answer="A",
                              sources=(Source(id=1, title="t"),)))
    assert graph.stats.thoughts == 0
    assert set(graph.flags) == {"empty_transcript", "no_citations"}
    assert edges(graph, "retrieve") == [("q", "d1")]


def test_answer_citations_link_documents_to_the_answer() -> None:
    """An answer citing [2] gets an evidence edge d2 -> y with its stance."""
    log = AgentLog(log_id="a", question="Q?", answer="It is X [2], not Y [1].",
                   thinking="X is stated [2].",
                   sources=(Source(id=1, title="one"), Source(id=2, title="two")))
    graph = graph_of(log)
    answer_edges = [(e.source, e.stance) for e in graph.edges if e.target == "y"
                    and e.label == "evidence"]
    assert answer_edges == [("d2", "supports"), ("d1", "contradicts")]
    assert graph.stats.answer_citations == 2


def test_comparison_and_hypothesis_edges_come_from_their_premises() -> None:
    """A comparison links from the evidence run before it; a hypothesis from its predecessor."""
    log = AgentLog(
        log_id="c", question="Which is older?", answer="A",
        thinking="- A was founded in 1901 [1]\n- B was founded in 1950 [2]\n"
                 "- So A is older than B.\n- Perhaps B was renamed.\n- Overall, A.",
        sources=(Source(id=1, title="A"), Source(id=2, title="B")),
    )
    graph = graph_of(log)
    assert [t.step_type for t in graph.thoughts] == [
        "evidence", "evidence", "comparison", "hypothesis", "conclude",
    ]
    assert edges(graph, "comparison") == [("s1", "s3"), ("s2", "s3")]
    assert edges(graph, "hypothesis") == [("s3", "s4")]
    assert edges(graph, "conclude") == [("s4", "s5"), ("s5", "y")]


def test_retrieve_thought_links_to_the_page_it_visits() -> None:
    """A retrieve thought naming a source URL gets a retrieve edge to that document."""
    log = AgentLog(log_id="r", question="Q?", answer="A",
                   thinking="Visiting https://ex.org/a for details.\n\nDone.",
                   sources=(Source(id=1, title="a", url="https://ex.org/a"),))
    assert ("s1", "d1") in edges(graph_of(log), "retrieve")


def test_duplicate_source_numbers_are_bad_input() -> None:
    """Two sources numbered 3 make [3] ambiguous: InputError naming the number."""
    log = AgentLog(log_id="d", question="Q?",
                   sources=(Source(id=3, title="a"), Source(id=3, title="b")))
    with pytest.raises(InputError, match=r"several sources 3"):
        check_log(log, max_transcript_chars=100)


def test_oversized_transcript_is_bad_input() -> None:
    """A transcript over the limit is refused with the limit in the message."""
    log = AgentLog(log_id="big", question="Q?", thinking="x" * 101)
    with pytest.raises(InputError, match="more than the 100 allowed"):
        check_log(log, max_transcript_chars=100)


def test_graph_round_trips_through_its_model(meta_log: AgentLog) -> None:
    """The graph validates back from its own JSON (it is a valid topic payload)."""
    graph = graph_of(meta_log)
    assert EvidenceGraph.model_validate_json(graph.model_dump_json()) == graph
