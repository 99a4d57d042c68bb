"""Every real HotpotQA sample item yields a graph whose evidence edges are its supporting facts."""

from __future__ import annotations

from pathlib import Path

from services.graph.build import build_graph
from services.graph.formatter_rules import RuleFormatter
from tests.services.graph.conftest import hotpot_items
from tests.services.graph.hotpot_logs import expected_evidence, hotpot_log


def test_evidence_edges_match_supporting_facts(shared_data: Path) -> None:
    """For all 60 items: one evidence edge per supporting fact, to the right paragraph."""
    items = hotpot_items(shared_data)
    assert len(items) == 60
    formatter = RuleFormatter()
    for item in items:
        log = hotpot_log(item)
        graph = build_graph(log, formatter.format_sync(log))
        evidence = [e.source for e in graph.edges if e.label == "evidence"]
        assert evidence == expected_evidence(item), item["_id"]
        assert graph.stats.documents == len({t for t, _ in item["context"]})
        assert graph.stats.documents_cited == len(set(evidence))
        assert graph.stats.dangling_citations == 0 and graph.flags == ()
        assert graph.thoughts[-1].step_type == "conclude"
        assert ("s" + str(graph.thoughts[-1].id), "y") in [
            (e.source, e.target) for e in graph.edges if e.label == "conclude"
        ]


def test_supporting_sentences_become_evidence_thoughts(shared_data: Path) -> None:
    """Each cited supporting sentence is typed evidence unless it holds a reasoning cue."""
    formatter = RuleFormatter()
    typed = [
        t.step_type
        for item in hotpot_items(shared_data)
        for t in formatter.format_sync(hotpot_log(item)).thoughts
        if t.cites
    ]
    assert typed.count("evidence") / len(typed) > 0.8
