"""The whole model path against a simulated model that answers in the spec's formats.

Every model-backed stage (graph, claims, qagen, judge) calls the simulator over real HTTP
on 127.0.0.1; the main job runs two rounds over the bundled example logs.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from prometheus_client import REGISTRY

from services.cli.run_commands import EXAMPLES
from services.jobs.main_job import MainJobResult, run_main_job
from shared.bus.local import LocalBus
from shared.bus.scan import payloads
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.topics import ACCEPTED, CANDIDATES, REJECTED
from shared.rounds.export import ExportFormat, render_export
from shared.settings import Settings
from tests.support.model_simulator import SimulatedModel, Style, corpus_from_logs
from tests.support.simulator_server import Faults, SimulatorServer


def model_settings(server: SimulatorServer, data_dir: Path, **extra: object) -> Settings:
    """Settings whose every model-backed stage calls ``server``."""
    fields: dict[str, object] = {
        "data_dir": data_dir,
        "llm": "openai",
        "llm_base_url": server.base_url,
        "llm_model": "sim",
        "llm_backoff_s": 0.0,
        "llm_timeout_s": 5.0,
        "retry_backoff_s": 0.0,
        "score_bootstrap_resamples": 50,
    }
    return Settings.model_validate({**fields, **extra})


def simulator(style: Style = "spec") -> SimulatedModel:
    """The simulated model knowing the example logs' documents and transcripts."""
    return SimulatedModel(corpus_from_logs(sorted(EXAMPLES.glob("*.json"))), style=style)


async def _run(settings: Settings) -> MainJobResult:
    return await run_main_job(settings, [EXAMPLES], show_progress=False, seed=5, rounds=2,
                              report=False)


async def _topic(settings: Settings, topic: str) -> list[JudgedItem | QAItem]:
    bus = LocalBus(settings.bus_path)
    try:
        model: type[JudgedItem | QAItem] = QAItem if topic == CANDIDATES else JudgedItem
        return [item async for item in payloads(bus, topic, model)]
    finally:
        await bus.close()


def _drafts(outcome: str) -> float:
    return REGISTRY.get_sample_value("dyneval_qagen_drafts_total", {"outcome": outcome}) or 0.0


async def test_two_rounds_in_the_spec_formats_need_no_repair_turn(tmp_path: Path) -> None:
    """Spec-format model replies give items in two rounds, no repair turn and no dead letter."""
    model = simulator()
    before = {o: _drafts(o) for o in ("duplicate", "unsampled")}
    async with SimulatorServer(model) as server:
        settings = model_settings(server, tmp_path / "data")
        result = await _run(settings)
    assert server.follow_ups == 0
    assert not result.dead
    assert all(outcome.items for outcome in result.rounds)
    assert {"thoughts", "claims", "qa", "judge_batch"} <= set(model.served)
    for outcome in result.rounds:  # the round's model usage, recorded when it was judged
        assert set(outcome.model_usage) == {"qagen", "judge"}
        assert outcome.model_usage["judge"].calls > 0
    assert sum(o.model_usage["qagen"].calls for o in result.rounds) == model.served["qa"]
    candidates = await _topic(settings, CANDIDATES)
    accepted = await _topic(settings, ACCEPTED)
    rejected = [j for j in await _topic(settings, REJECTED) if isinstance(j, JudgedItem)]
    by_qagen = [j for j in rejected if j.reasons and j.reasons[0].startswith("qagen: ")]
    assert all(j.reasons for j in rejected)
    assert len(accepted) + len(rejected) - len(by_qagen) == len(candidates)
    counted = {o: _drafts(o) - before[o] for o in before}
    assert model.drafts == (
        len(candidates) + len(by_qagen) + counted["duplicate"] + counted["unsampled"]
    )


async def _judged(settings: Settings) -> dict[str, tuple[bool, tuple[bool, ...]]]:
    """Per candidate: accepted, and each panel verdict's accept."""
    out: dict[str, tuple[bool, tuple[bool, ...]]] = {}
    for topic in (ACCEPTED, REJECTED):
        for judged in await _topic(settings, topic):
            assert isinstance(judged, JudgedItem)
            out[judged.item.item_id] = (judged.accepted, tuple(v.accept for v in judged.verdicts))
    return out


async def test_a_batched_panel_decides_as_the_one_item_panel(tmp_path: Path) -> None:
    """A batched judge panel accepts exactly what one call per candidate accepts, in fewer calls."""
    judges = [{"name": f"j{n}", "model": f"sim-judge-{n}"} for n in range(3)]
    runs = {}
    for batch in (1, 8):
        model = simulator()
        async with SimulatorServer(model) as server:
            settings = model_settings(server, tmp_path / f"batch{batch}", llm_judges=judges,
                                      llm_judge_batch=batch)
            result = await _run(settings)
        assert not result.dead
        runs[batch] = (await _judged(settings), model.served)
    (one, served_one), (many, served_many) = runs[1], runs[8]
    assert one == many and len(one) > 3
    assert "judge_batch" not in served_one
    batched_calls = served_many.get("judge", 0) + served_many["judge_batch"]
    assert batched_calls < served_one["judge"]
    assert served_many["judge_batch"] > 0


async def test_the_round_report_states_model_cost_per_stage_and_per_item(
    tmp_path: Path,
) -> None:
    """The round report gives the model's calls, tokens and cost per stage and per accepted item."""
    prices = {"price_in_per_mtok": 0.15, "price_out_per_mtok": 0.6}
    model = simulator()
    async with SimulatorServer(model) as server:
        settings = model_settings(server, tmp_path / "data", llm_stages={
            stage: dict(prices) for stage in ("graph", "claims", "qagen", "judge")})
        result = await run_main_job(settings, [EXAMPLES], show_progress=False, seed=5,
                                    rounds=1, report=True)  # fmt: skip
    outcome = result.rounds[0]
    report = outcome.report
    assert report is not None and report.items == len(outcome.items) > 0
    assert set(report.model_usage) == {"qagen", "judge"}
    calls = sum(spent["calls"] for spent in report.model_usage.values())
    assert calls == model.served["qa"] + model.served.get("judge", 0) + model.served.get(
        "judge_batch", 0)
    assert report.model_per_item["calls"] == calls / report.items
    assert report.model_per_item["tokens_in"] > 0 and report.model_per_item["cost_usd"] > 0
    assert result.report is not None
    for text in (result.report.html.read_text("utf-8"),
                 result.report.markdown.read_text("utf-8")):  # fmt: skip
        assert "Model cost" in text and "per accepted item" in text


_FORMATS: tuple[ExportFormat, ...] = ("items", "spec")


def _exports(result: MainJobResult) -> list[str]:
    return [render_export(o.items, fmt) for o in result.rounds for fmt in _FORMATS]


async def test_thirty_percent_failed_calls_change_nothing(tmp_path: Path) -> None:
    """With 30% of model calls failing, retries give the same items and no dead letter."""
    async with SimulatorServer(simulator()) as clean_server:
        clean = await _run(model_settings(clean_server, tmp_path / "clean"))
    # A timeout fault hangs until the server closes; any normal reply is far inside 10 s.
    faults = Faults(rate=0.3, kinds=("500", "timeout"), max_timeouts=2)
    async with SimulatorServer(simulator(), faults=faults) as server:
        faulty = await _run(model_settings(server, tmp_path / "faulty", llm_timeout_s=10.0,
                                           llm_max_attempts=12))
    assert server.failed["500"] > 0 and server.failed["timeout"] > 0
    assert not faulty.dead
    assert _exports(faulty) == _exports(clean)
    assert sum(len(o.items) for o in faulty.rounds) > 0


async def test_replay_from_the_cache_with_the_server_stopped(tmp_path: Path) -> None:
    """Replayed from a read-only cache with the server gone: identical exports, not one request."""
    async with SimulatorServer(simulator()) as server:
        live_settings = model_settings(server, tmp_path / "live")
        live = await _run(live_settings)
    sent = server.requests
    replay_dir = tmp_path / "replay"
    replay_dir.mkdir()
    shutil.copy(live_settings.llm_cache_file, replay_dir / "llm_cache.db")
    replayed = await _run(model_settings(server, replay_dir, llm_cache="read-only"))
    assert server.requests == sent
    assert not replayed.dead
    assert _exports(replayed) == _exports(live)
    assert all(o.items for o in replayed.rounds)


async def test_unchanged_document_costs_no_claims_call(tmp_path: Path) -> None:
    """A document already seen gets its claims from the cache: one claims call per content."""
    first = json.loads((EXAMPLES / "jwst-journey-to-l2.json").read_text("utf-8"))
    second = {**first, "log_id": f"{first['log_id']}-again", "agent_id": "another-agent"}
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "a.json").write_text(json.dumps(first), "utf-8")
    model = simulator()
    async with SimulatorServer(model) as server:
        settings = model_settings(server, tmp_path / "data")
        await run_main_job(settings, [logs], show_progress=False, seed=1, rounds=1,
                           report=False)
        claims_calls = model.served.get("claims", 0)
        (logs / "b.json").write_text(json.dumps(second), "utf-8")
        result = await run_main_job(settings, [logs], show_progress=False, seed=2, rounds=1,
                                    report=False)
    assert claims_calls > 0
    assert model.served["claims"] == claims_calls
    assert not result.dead


async def test_a_misbehaving_model_and_server_lose_nothing(tmp_path: Path) -> None:
    """A misbehaving model and server lose nothing: items, no dead letter, repair only if needed."""
    model = simulator("unruly")
    # A timeout fault hangs until the server closes; any normal reply is far inside 10 s.
    faults = Faults(rate=0.2, kinds=("500", "429", "timeout", "drop"), max_timeouts=2)
    async with SimulatorServer(model, faults=faults) as server:
        result = await _run(model_settings(server, tmp_path / "data", llm_timeout_s=10.0,
                                           llm_max_attempts=10))
    assert set(server.failed) == {"500", "429", "timeout", "drop"}
    assert not result.dead
    assert all(outcome.items for outcome in result.rounds)
    assert 0 < server.follow_ups <= model.unusable
