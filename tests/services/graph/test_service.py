"""The graph service end to end on the local runtime: logs in, graphs and dead letters out."""

from __future__ import annotations

from prometheus_client import CollectorRegistry

from services.graph.build import graph_id_for
from services.graph.formatter_rules import RuleFormatter
from services.graph.metrics import GraphMetrics
from services.graph.service import build, graph_handler
from services.registry import build_service
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages import AgentLog, DeadLetter, EvidenceGraph, Source
from shared.runtime import LocalRuntime, Service
from shared.settings import Settings


async def graphs_on(bus: LocalBus) -> list[EvidenceGraph]:
    """Every graph on the graphs topic."""
    return [EvidenceGraph.model_validate(r.envelope().payload)
            for r in await bus.read("graphs", 0, 1000)]


async def test_logs_become_graphs_and_bad_logs_dead_letters(
    bus: LocalBus, settings: Settings, meta_log: AgentLog
) -> None:
    """A good log and a source-less log give graphs; duplicate source ids are dead-lettered."""
    bare = AgentLog(log_id="bare", question="Who?", thinking="Ann did.")
    bad = AgentLog(log_id="dup", question="Q?", thinking="x [1]",
                   sources=(Source(id=1, title="a"), Source(id=1, title="b")))
    await bus.append("logs", [envelope_for("logs", log, key=log.log_id, producer="test")
                              for log in (meta_log, bare, bad)])
    result = await LocalRuntime(bus, [build(settings)], settings).run_until_idle()
    assert (result.read, result.produced, result.dead) == (3, 2, 1)
    graphs = await graphs_on(bus)
    assert [g.log_id for g in graphs] == ["spec-meta-austin", "bare"]
    assert graphs[1].flags == ("no_sources", "no_citations")
    records = await bus.read("graphs", 0, 10)
    assert records[0].key == graph_id_for("spec-meta-austin")
    dead = [DeadLetter.model_validate(r.envelope().payload) for r in await bus.read("dead", 0, 10)]
    assert len(dead) == 1
    assert dead[0].error_type == "InputError" and dead[0].attempts == 1
    assert "several sources 1" in dead[0].error


async def test_replayed_log_rebuilds_the_identical_graph(
    settings: Settings, meta_log: AgentLog
) -> None:
    """Two runtimes over fresh buses turn the same log into byte-identical graph payloads."""
    payloads = []
    for name in ("one", "two"):
        conf = settings.model_copy(update={"data_dir": settings.data_dir / name})
        conf.data_dir.mkdir(parents=True)
        local = LocalBus(conf.bus_path)
        try:
            await local.append("logs", [envelope_for("logs", meta_log, key="k", producer="t")])
            await LocalRuntime(local, [build(conf)], conf).run_until_idle()
            payloads.append([r.envelope().payload for r in await local.read("graphs", 0, 10)])
        finally:
            await local.close()
    assert payloads[0] == payloads[1] and len(payloads[0]) == 1


async def test_registry_builds_the_graph_service(settings: Settings) -> None:
    """'graph' is registered: logs in, graphs out."""
    service = build_service("graph", settings)
    assert isinstance(service, Service), f"graph is built as a {type(service).__name__}"
    assert (service.name, service.inputs, service.outputs) == ("graph", ("logs",), ("graphs",))


async def test_metrics_count_built_graphs(
    bus: LocalBus, settings: Settings, meta_log: AgentLog
) -> None:
    """Per-graph stats become counters and histograms in the given registry."""
    registry = CollectorRegistry()
    handler = graph_handler(RuleFormatter(), max_transcript_chars=10_000,
                            metrics=GraphMetrics(registry))
    service = Service("graph", ("logs",), ("graphs",), handler)
    await bus.append("logs", [envelope_for("logs", meta_log, key="k", producer="t")])
    await LocalRuntime(bus, [service], settings).run_until_idle()
    value = registry.get_sample_value
    assert value("dyneval_graphs_built_total", {"formatter": "rules"}) == 1
    assert value("dyneval_graph_thoughts_total", {"step_type": "evidence"}) == 5
    assert value("dyneval_graph_documents_total", {"visited": "not_visited"}) == 10
    assert value("dyneval_graph_citations_total", {"stance": "contradicts"}) == 1
    assert value("dyneval_graph_citation_coverage_count") == 1
