"""The score service end to end on the local runtime: scores, waiting answers, reports."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from prometheus_client import REGISTRY

from services.asking.ask import answer_id
from services.score.service import build
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages.answers import ItemScore
from shared.messages.rounds import RoundReport
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.score.items import answer, control, item, judged


async def _append(bus: LocalBus, topic: str, payloads: list[Any], key: str = "k") -> None:
    envelopes = [
        envelope_for(
            topic, p, key=key, producer="test", id=answer_id(p) if topic == "answers" else None
        )
        for p in payloads
    ]
    await bus.append(topic, envelopes)


async def _run(bus: LocalBus, settings: Settings) -> None:
    runtime = LocalRuntime(bus, [build(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()


async def _read(bus: LocalBus, topic: str) -> list[dict[str, Any]]:
    return [r.envelope().payload for r in await bus.read(topic, 0, 10_000)]


async def test_round_is_scored_and_reported(tmp_path: Path) -> None:
    """Answers become ItemScores; closing the round publishes a report with CIs and figures."""
    settings = Settings(data_dir=tmp_path, score_bootstrap_resamples=200)
    bus = LocalBus(settings.bus_path)
    items = [
        item("a", "1990", pattern="temporal", graph="g1"),
        item("b", "six days", pattern="causal", graph="g2", urls=("https://b.org/", "https://c.org/")),
        item("c", "42 percent", pattern="comparison", graph="g2"),
    ]  # fmt: skip
    rejected = item("d", "x", graph="g3")
    await _append(bus, "rounds", [control("open", config={"pool_size": 7})])
    await _append(bus, "qa.accepted", [judged(i, votes=(True, True, False)) for i in items])
    no = judged(rejected, accepted=False, votes=(False, False, True))
    await _append(bus, "qa.rejected", [no])
    oracle = [answer(i, "oracle", i.answers[0], tuple(c.url for c in i.used_claims)) for i in items]
    weak = [answer(items[0], "weak", "1990"), answer(items[1], "weak", "five days")]
    await _append(bus, "answers", [*oracle, *weak])
    await _run(bus, settings)
    scores = [ItemScore.model_validate(p) for p in await _read(bus, "scores")]
    assert len(scores) == 5
    assert all(s.metrics["em"] == 1.0 for s in scores if s.agent_id == "oracle")
    await _append(bus, "rounds", [control("close")])
    await _run(bus, settings)
    (raw,) = await _read(bus, "reports")
    report = RoundReport.model_validate(raw)
    assert report.items == 3 and report.agents == ("oracle", "weak")
    assert report.unanswered == {"oracle": 0, "weak": 1}
    rows = {(r.agent_id, r.metric): r for r in report.scores}
    assert rows[("oracle", "em")].mean == 1.0 and rows[("oracle", "em")].n == 3
    weak_em = rows[("weak", "em")]
    assert weak_em.mean is not None and weak_em.ci_low is not None, weak_em
    assert weak_em.ci_high is not None, weak_em
    assert abs(weak_em.mean - 1 / 3) < 1e-9 and weak_em.ci_low <= weak_em.mean <= weak_em.ci_high
    by_pattern = {"causal": 0.0, "comparison": 0.0, "temporal": 1.0}
    assert report.breakdowns["weak/em/pattern"] == by_pattern
    assert report.per_graph["weak/em"] == {"g1": 1.0, "g2": 0.0}
    assert rows[("weak", "em")].graph_macro == 0.5
    assert report.groups["pattern"] == {"causal": 1, "comparison": 1, "temporal": 1}
    assert report.judge["candidates"] == 4 and report.judge["acceptance_rate"] == 0.75
    assert report.judge["panel_size"] == 3 and "fleiss_kappa" in report.judge
    assert report.collision["pool_size"] == 7 and report.collision["rounds"] == 1
    missing = [s for s in scores if s.agent_id == "weak"]
    assert len(missing) == 2  # the zero for item c was published at close, after this read
    closing = [ItemScore.model_validate(p) for p in await _read(bus, "scores")]
    zero = [s for s in closing if s.agent_id == "weak" and s.item_id == "c"]
    assert zero and zero[0].error == "no answer"
    gauge = REGISTRY.get_sample_value(
        "dyneval_round_score", {"round": "r1", "agent": "weak", "metric": "em"}
    )
    assert gauge is not None and abs(gauge - 1 / 3) < 1e-9
    await bus.close()


async def test_answer_before_its_item_waits_and_later_rounds_count_overlap(tmp_path: Path) -> None:
    """An answer that overtakes its item is scored when the item lands; repeats are counted."""
    settings = Settings(data_dir=tmp_path, score_bootstrap_resamples=50)
    bus = LocalBus(settings.bus_path)
    first = item("a", "1990", question="When was the Hubble telescope launched?")
    await _append(bus, "rounds", [control("open")])
    await _append(bus, "qa.accepted", [judged(first)])
    await _append(bus, "answers", [answer(first, "bot", "1990")])
    await _run(bus, settings)
    await _append(bus, "rounds", [control("close")])
    again = item("b", "1990", round_id="r2", question="When was the Hubble telescope launched?")
    early = answer(again, "bot", "1991")
    await _append(bus, "rounds", [control("open", "r2")])
    await _append(bus, "answers", [early])
    await _run(bus, settings)
    assert len(await _read(bus, "scores")) == 1
    await _append(bus, "qa.accepted", [judged(again)])
    await _append(bus, "rounds", [control("close", "r2")])
    await _run(bus, settings)
    scores = [ItemScore.model_validate(p) for p in await _read(bus, "scores")]
    late = [s for s in scores if s.item_id == "b"]
    assert len(late) == 1 and late[0].metrics["em"] == 0.0 and late[0].answer == "1991"
    second = RoundReport.model_validate((await _read(bus, "reports"))[-1])
    assert second.round_id == "r2"
    assert second.overlap["exact"] == 1 and second.overlap["earlier_items"] == 1
    assert second.collision["j_max"] == 1.0 and second.collision["graphs_repeated"] == 1.0
    await bus.close()


async def test_collision_figures_come_from_candidate_pools_before_the_judge(
    tmp_path: Path,
) -> None:
    """Collision figures come from the candidate pools before the judge: J_max 3, repeat rate 1."""
    settings = Settings(data_dir=tmp_path, score_bootstrap_resamples=50)
    bus = LocalBus(settings.bus_path)
    question = "When was the Hubble telescope launched?"
    first = item("a", "1990", question=question, pool=("p1", "p2", "p3", "p4", "p5"))
    await _append(bus, "rounds", [control("open", config={"pool_size": 5})])
    await _append(bus, "qa.accepted", [judged(first)])
    await _append(bus, "answers", [answer(first, "bot", "1990")])
    await _append(bus, "rounds", [control("close")])
    await _run(bus, settings)
    pool2 = ("p1", "p2", "p3", "q4", "q5")
    repeat = item("b", "1990", round_id="r2", question=question, pool=pool2)
    fresh = item("c", "1994", round_id="r2", question="When was the first image taken?", pool=pool2)
    await _append(bus, "rounds", [control("open", "r2", config={"pool_size": 5})])
    await _append(bus, "qa.rejected", [judged(repeat, accepted=False)])
    await _append(bus, "qa.accepted", [judged(fresh)])
    await _append(bus, "answers", [answer(fresh, "bot", "1994")])
    await _append(bus, "rounds", [control("close", "r2")])
    await _run(bus, settings)
    second = RoundReport.model_validate((await _read(bus, "reports"))[-1])
    figures = second.collision
    assert figures["j_max"] == 3.0 and figures["j_max_consecutive"] == 3.0
    assert figures["pool_size"] == 5.0 and figures["pools_known"] == 1.0
    assert figures["bound"] == 2 * 1 / 2 * 3 / 25
    assert figures["graphs_in_two_rounds"] == 1.0 and figures["repeat_rate"] == 1.0
    await bus.close()
