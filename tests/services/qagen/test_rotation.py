"""Rotation across rounds: a graph's later rounds draw the pairs its earlier items did not
ask before those they did (the judge rejects a repeat of an earlier item)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from services.judge.service import build as build_judge
from services.qagen.generate import GraphRound, asked_key, generate_for_graph
from services.qagen.rules import RuleQAGenerator
from services.qagen.service import build as build_qagen
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages import JudgedItem, RoundControl
from shared.rounds.theta import round_theta
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.films import film_buckets


async def run_round(settings: Settings, round_id: str, seed: int) -> list[JudgedItem]:
    """The film graph's candidates of one round, judged (a real local bus and runtime)."""
    bus = LocalBus(settings.bus_path)
    claims = film_buckets()
    await bus.append("claims", [envelope_for("claims", claims, key=claims.graph_id, producer="t")])
    control = RoundControl(action="open", round_id=round_id, at=datetime.now(UTC),
                           theta_hash=round_theta(settings).content_hash(), root_seed=seed)
    await bus.append("rounds", [envelope_for("rounds", control, key=round_id, producer="t")])
    runtime = LocalRuntime(bus, [build_qagen(settings), build_judge(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    judged = [JudgedItem.model_validate(r.envelope().payload)
              for topic in ("qa.accepted", "qa.rejected")
              for r in await bus.read(topic, 0, 1000)]  # fmt: skip
    await bus.close()
    return [j for j in judged if j.item.round_id == round_id]


async def _round(round_id: str, asked: frozenset[str], seed: int) -> GraphRound:
    params = round_theta(Settings(qagen_items_per_graph=1, qagen_spares=1,
                                  qagen_items_max=1)).qagen  # fmt: skip
    return await generate_for_graph(film_buckets(), generator=RuleQAGenerator(),
                                    params=params, root_seed=seed, round_id=round_id,
                                    theta_hash="h", asked=asked)  # fmt: skip


async def test_a_later_round_draws_fresh_pairs_before_asked_ones() -> None:
    """Over five rounds of one item each, no round's item is about what an earlier one's
    was while the pool holds a fresh pair; without the earlier rounds' set, some is."""
    repeats_without = 0
    for seed in range(4):
        asked: frozenset[str] = frozenset()
        for number in range(1, 6):
            made = await _round(f"r{number}", asked, seed)
            assert made.asked, made.pool
            first = asked_key(next(d for _, d in made.pool
                                   if d.question == made.items[0].question))  # fmt: skip
            assert first == made.asked[0]
            assert first not in asked, (seed, number, first, asked)
            plain = await _round(f"r{number}", frozenset(), seed)
            repeats_without += asked_key(next(d for _, d in plain.pool if d.question == (
                plain.items[0].question))) in asked  # fmt: skip
            asked |= set(made.asked)
    assert repeats_without > 0


async def test_the_first_round_is_drawn_as_without_rotation() -> None:
    """With no earlier rounds the draw is the seeded draw it always was."""
    made = await _round("r1", frozenset(), 3)
    again = await _round("r1", frozenset(), 3)
    assert [i.question for i in made.items] == [i.question for i in again.items]
    assert made.asked == (asked_key(next(d for _, d in made.pool
                                         if d.question == made.items[0].question)),)  # fmt: skip


async def test_the_service_keeps_what_each_round_asked(tmp_path: Path) -> None:
    """Through the qagen and judge services, three rounds of one item each on the film
    graph: no candidate is rejected as a repeat of an earlier item."""
    settings = Settings(data_dir=tmp_path, qagen_items_per_graph=1, qagen_spares=0,
                        qagen_items_max=1)  # fmt: skip
    reasons: list[str] = []
    accepted = 0
    for number in range(1, 4):
        judged = await run_round(settings, f"r{number}", seed=5)
        accepted += sum(j.accepted for j in judged)
        reasons.extend(r for j in judged if not j.accepted for r in j.reasons)
    assert not [r for r in reasons if r.startswith("repeats")], reasons
    assert accepted == 3, reasons
