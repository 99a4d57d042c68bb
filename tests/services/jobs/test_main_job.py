"""The main job end to end: two rounds, the built-in agents, scores, Leak&Test, report."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from services.cli.run_commands import EXAMPLES
from services.jobs.main_job import MainJobResult, run_main_job
from shared.bus.local import LocalBus
from shared.bus.scan import records
from shared.messages.answers import AgentAnswer
from shared.messages.graphs import EvidenceGraph
from shared.messages.logs import AgentLog
from shared.messages.topics import ANSWERS, GRAPHS, LOGS
from shared.settings import Settings


@pytest.fixture(scope="module")
def job(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Settings, MainJobResult]]:
    """One three-round main-job run on the bundled examples (seeded), shared by this
    module's tests."""
    import asyncio

    settings = Settings(data_dir=tmp_path_factory.mktemp("main") / "data",
                        score_bootstrap_resamples=200)  # fmt: skip
    result = asyncio.run(run_main_job(settings, [EXAMPLES], show_progress=False, seed=11, rounds=3))
    yield settings, result


def _em(result: MainJobResult, index: int, agent: str) -> float:
    report = result.rounds[index].report
    assert report is not None
    return next(r.mean for r in report.scores if r.agent_id == agent and r.metric == "em")


def test_rounds_are_generated_asked_scored_and_reported(
    job: tuple[Settings, MainJobResult],
) -> None:
    """Every round has items, every built-in agent answered each, and a report was written."""
    _, result = job
    assert [o.round_id for o in result.rounds] == ["r0001", "r0002", "r0003"]
    for outcome in result.rounds:
        assert outcome.items and outcome.report is not None
        assert set(outcome.report.agents) == {"bm25", "oracle", "memorizer"}
        assert outcome.report.unanswered == {"bm25": 0, "memorizer": 0, "oracle": 0}
    assert not result.dead
    assert result.report is not None and result.report.html.is_file()


def test_oracle_is_the_ceiling(job: tuple[Settings, MainJobResult]) -> None:
    """The oracle scores EM 1.0 and citation F1 1.0 on every round: scorer and gold agree."""
    _, result = job
    for index, outcome in enumerate(result.rounds):
        assert _em(result, index, "oracle") == 1.0
        assert outcome.report is not None
        assert all(r.mean == 1.0 for r in outcome.report.scores
                   if r.agent_id == "oracle" and r.metric == "citation_f1")  # fmt: skip


def test_memorizer_wins_only_on_leaked_items(job: tuple[Settings, MainJobResult]) -> None:
    """The memorizer is perfect on the leaked round and barely beats its fallback on a fresh one."""
    _, result = job
    leak = result.leak
    assert leak is not None and leak.leaked == "memorizer" and leak.base == "bm25"
    assert leak.static.a_leak == 1.0
    assert leak.static.a_clean is not None and leak.static.a_clean < 0.8
    assert _em(result, 0, "memorizer") == _em(result, 0, "bm25")  # nothing leaked yet
    assert leak.static.inflation is not None
    assert [c.round_id for c in leak.cycles] == ["r0002", "r0003"]
    assert all(c.gap < leak.static.inflation / 3 for c in leak.cycles)


def test_no_graph_derives_from_a_built_in_agents_answer(
    job: tuple[Settings, MainJobResult],
) -> None:
    """Built-in agents' answers are stored on ``answers`` but never become a log or a graph."""
    import asyncio

    settings, result = job

    async def read() -> tuple[list[AgentLog], set[str], list[AgentAnswer]]:
        bus = LocalBus(settings.bus_path)
        logs = [AgentLog.model_validate(r.envelope().payload) async for r in records(bus, LOGS)]
        graphs = {EvidenceGraph.model_validate(r.envelope().payload).log_id
                  async for r in records(bus, GRAPHS)}  # fmt: skip
        answers = [AgentAnswer.model_validate(r.envelope().payload)
                   async for r in records(bus, ANSWERS)]  # fmt: skip
        await bus.close()
        return logs, graphs, answers

    logs, graph_logs, answers = asyncio.run(read())
    assert len(result.rounds) == 3 and all(o.items for o in result.rounds)
    assert not [log for log in logs if log.origin == "agent"]
    assert graph_logs <= {log.log_id for log in logs if log.origin != "agent"}
    asked = sum(len(o.answers) for o in result.rounds)
    assert len(answers) == asked
    by_round = {o.round_id: {i.item_id for i in o.items} for o in result.rounds}
    assert all(a.item_id in by_round[a.round_id] for a in answers)


def test_json_summary_has_rounds_leaktest_and_report(job: tuple[Settings, MainJobResult]) -> None:
    """``dyneval run --json`` carries every round's report, the Leak&Test and the report paths."""
    _, result = job
    data = result.as_dict()
    assert [r["round_id"] for r in data["rounds"]] == ["r0001", "r0002", "r0003"]
    assert data["rounds"][0]["report"]["scores"]
    assert data["leaktest"]["static"]["a_leak"] == 1.0
    assert Path(data["report"]["html"]).suffix == ".html"
