"""Fresh evidence: seed questions re-searched through SearxNG or re-asked to a reference
agent before each round, so the round's graphs are rebuilt from what was found for it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import httpx
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from hypothesis import given
from hypothesis import strategies as st
from prometheus_client import REGISTRY

from services.claims.documents import document_store_path
from services.cli.run_commands import EXAMPLES
from services.controller.continuous_job import run_continuous
from services.controller.evidence import (
    EvidenceReport,
    evidence_log_id,
    gather_evidence,
    open_evidence,
    read_seeds,
    seeds_for_turn,
)
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.errors import ConfigError
from shared.messages.graphs import EvidenceGraph
from shared.messages.logs import AgentLog, SeedQuestion
from shared.messages.qa import QAItem
from shared.messages.topics import CANDIDATES, GRAPHS, LOGS, SEEDS
from shared.settings import Settings
from shared.web.store import DocumentStore
from tests.services.controller.searx_server import SearxServer


@pytest.fixture
async def searx() -> AsyncIterator[SearxServer]:
    """The changing SearxNG server on 127.0.0.1."""
    server = SearxServer()
    await server.start()
    yield server
    await server.close()


def _seed(n: int) -> SeedQuestion:
    return SeedQuestion(seed_id=f"s{n}", question=f"When was the Harbor Bridge repaired? ({n})")


@given(st.lists(st.integers(), max_size=30, unique=True), st.integers(1, 12),
       st.integers(0, 50))  # fmt: skip
def test_each_round_takes_the_next_share_of_seeds(
    ids: list[int], per_round: int, turn: int
) -> None:
    """Shares are per_round seeds long (or all), consecutive and wrapping around."""
    seeds = [_seed(i) for i in ids]
    share = seeds_for_turn(seeds, per_round, turn)
    assert len(share) == min(per_round, len(seeds))
    if seeds:
        start = (turn * per_round) % len(seeds)
        assert share[0] == seeds[start]
        assert len({s.seed_id for s in share}) == len(share)


async def _logs(bus: LocalBus) -> list[AgentLog]:
    return [AgentLog.model_validate(r.envelope().payload) for r in await bus.read(LOGS, 0, 10_000)]


async def test_searxng_evidence_is_a_new_log_per_round_with_a_stable_id(
    settings: Settings, bus: LocalBus, searx: SearxServer
) -> None:
    """Each round's search is a new log tagged with the round, under the same log id every round."""
    conf = settings.model_copy(update={"searxng_url": searx.url})
    await bus.append(SEEDS, [envelope_for(SEEDS, _seed(1), key="s1", producer="t")])
    evidence = open_evidence(conf)
    assert evidence.names == ["searxng"]
    counted = {"source": "searxng", "outcome": "new"}
    before = REGISTRY.get_sample_value("dyneval_evidence_logs_total", counted) or 0.0
    try:
        seeds = await read_seeds(bus)
        first = await gather_evidence(bus, conf, "r0001", evidence.sources, seeds)
        second = await gather_evidence(bus, conf, "r0002", evidence.sources, seeds)
    finally:
        await evidence.aclose()
    assert (first.ingested, second.ingested, first.failed) == (1, 1, 0)
    assert REGISTRY.get_sample_value("dyneval_evidence_logs_total", counted) == before + 2
    logs = await _logs(bus)
    assert [log.log_id for log in logs] == [evidence_log_id("searxng", "s1")] * 2
    assert [log.meta["evidence_round"] for log in logs] == ["r0001", "r0002"]
    assert logs[0].sources[1].snippet != logs[1].sources[1].snippet  # the web moved on
    assert "[1]" in logs[0].thinking and logs[0].sources[0].url.startswith("https://news.")


async def test_a_reference_agent_answers_seed_questions(settings: Settings, bus: LocalBus) -> None:
    """A reference HTTP agent's answer to each seed is its evidence log; failures are counted."""
    asked: list[str] = []

    async def answer(request: web.Request) -> web.Response:
        body = await request.json()
        asked.append(body["question"])
        if "(2)" in body["question"]:
            return web.json_response({"error": "no"}, status=400)
        return web.json_response({"answer": "On June 9, 2021 [1].", "sources": [
            {"url": "https://news.example.org/a", "title": "A", "content": "Repairs began "
             "on June 9, 2021."}]})  # fmt: skip

    app = web.Application()
    app.router.add_post("/ask", answer)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    conf = settings.model_copy(update={
        "agents": [{"name": "ref", "kind": "http_json", "url": str(server.make_url("/ask"))}],
        "controller_reference_agents": ["ref"],
    })  # fmt: skip
    http = httpx.AsyncClient()
    evidence = open_evidence(conf, http=http)
    try:
        report = await gather_evidence(bus, conf, "r0003", evidence.sources, [_seed(1), _seed(2)])
    finally:
        await evidence.aclose()
        await http.aclose()
        await server.close()
    assert sorted(asked) == sorted(s.question for s in (_seed(1), _seed(2)))
    assert (report.asked, report.ingested, report.failed) == (2, 1, 1)
    assert "s2" in report.errors[0]
    (log,) = await _logs(bus)
    assert log.log_id == evidence_log_id("agent:ref", "s1") and log.agent_id == "ref"
    assert log.sources[0].content == "Repairs began on June 9, 2021."


def test_evidence_mode_agents_needs_named_agents(settings: Settings) -> None:
    """Asking for reference agents without naming one is a configuration error."""
    with pytest.raises(ConfigError, match="reference agent"):
        open_evidence(settings.model_copy(update={"controller_evidence": "agents"}))
    assert open_evidence(settings).sources == []  # auto with nothing configured: off


async def test_rounds_are_built_from_evidence_gathered_for_them(
    tmp_path: Path, searx: SearxServer
) -> None:
    """Each round re-searches its seeds and builds items; a changed page is a new snapshot."""
    settings = Settings(
        data_dir=tmp_path / "data", searxng_url=searx.url, controller_seeds_per_round=5,
        score_bootstrap_resamples=100, controller_poll_s=0.05,
    )  # fmt: skip
    bus = LocalBus(settings.bus_path)
    await bus.append(SEEDS, [envelope_for(SEEDS, _seed(1), key="s1", producer="t")])
    await bus.close()
    example = EXAMPLES / "ever-given-suez-blockage.json"
    result = await run_continuous(settings, [example], every=timedelta(0), rounds=2)
    reports = [r.evidence for r in result.rounds]
    assert [r.ingested if isinstance(r, EvidenceReport) else r for r in reports] == [1, 1]
    assert list(searx.searches.values()) == [2]
    bus = LocalBus(settings.bus_path)
    graphs = [EvidenceGraph.model_validate(r.envelope().payload)
              for r in await bus.read(GRAPHS, 0, 10_000)]  # fmt: skip
    candidates = [QAItem.model_validate(r.envelope().payload)
                  for r in await bus.read(CANDIDATES, 0, 10_000)]  # fmt: skip
    await bus.close()
    seed_graph_id = next(g.graph_id for g in graphs if g.log_id.startswith("evidence-searxng"))
    assert sum(g.graph_id == seed_graph_id for g in graphs) == 2  # rebuilt for round 2
    used = {r.round_id: r for r in result.rounds}
    # Every round generates from the seed's graph, and round 2 from round 2's evidence.
    # (Whether the judge then accepts the sampled candidate depends on r(i,t): a candidate
    # repeating round 1's question and answer is rightly rejected as a collision.)
    generated = {rid: [c for c in candidates if c.graph_id == seed_graph_id and c.round_id == rid]
                 for rid in used}  # fmt: skip
    assert all(generated.values()), "the evidence graph yielded no candidate in some round"
    round2_claims = " ".join(u.claim for c in generated["r0002"] for u in c.used_claims)
    assert "June 9, 2021" not in round2_claims and "2023" in round2_claims
    with DocumentStore(document_store_path(settings)) as store:
        per_round = {
            rid: {d.url: d.content_hash for d in store.round_snapshots(rid)} for rid in used
        }
    repairs = "https://news.example.org/harbor-bridge-repairs"
    assert repairs in per_round["r0001"] and repairs in per_round["r0002"]
    assert per_round["r0001"][repairs] != per_round["r0002"][repairs]
