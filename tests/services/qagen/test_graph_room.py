"""A graph's room per round: its pool's distinct entity sets spread over rounds, capped."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from services.judge.service import build as build_judge
from services.qagen.drafting import used_claim
from services.qagen.generate import _apart, graph_room
from services.qagen.service import build as build_qagen
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.llm.replies import QADraft
from shared.messages import JudgedItem, RoundControl
from shared.messages.qa import Pattern
from shared.rounds.theta import QagenParams, round_theta
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.films import bucket, film_buckets


def _pool(entities: list[str]) -> list[tuple[Pattern, QADraft]]:
    doc = bucket(1, "A", ["A was born in 1900."])
    used = (used_claim(doc, doc.claims[0]),)
    return [("comparison", QADraft(used_claims=used, question=f"Who was born first, {e}?",
                                   answer="A", computed={"entities": e} if e else {}))
            for e in entities]  # fmt: skip


def test_room_spreads_distinct_entity_sets_over_rounds_within_its_bounds() -> None:
    """Room is ceil(distinct sets / spread), at least items_per_graph, at most items_max."""
    params = QagenParams(docs_per_subset=3, pool_size=20, items_per_graph=1, n_pairs=3,
                         items_max=3, spread_rounds=3)  # fmt: skip
    assert graph_room(_pool(["a | b"]), params) == 1
    assert graph_room(_pool(["a | b", "a | b", "a | b", "a | b"]), params) == 1
    assert graph_room(_pool([f"a | b{k}" for k in range(4)]), params) == 2
    assert graph_room(_pool([f"a | b{k}" for k in range(9)]), params) == 3
    assert graph_room(_pool([f"a | b{k}" for k in range(20)]), params) == 3
    assert graph_room(_pool(["", "", "", ""]), params) == 2  # no entities: each its own set
    one = params.model_copy(update={"items_max": 1})
    assert graph_room(_pool([f"a | b{k}" for k in range(9)]), one) == 1


async def _round(settings: Settings, round_id: str) -> list[JudgedItem]:
    bus = LocalBus(settings.bus_path)
    claims = film_buckets()
    if round_id == "r1":
        await bus.append("claims", [envelope_for("claims", claims, key=claims.graph_id,
                                                 producer="t")])  # fmt: skip
    theta = round_theta(settings).content_hash()
    control = RoundControl(action="open", round_id=round_id, at=datetime.now(UTC),
                           theta_hash=theta, root_seed=7)  # fmt: skip
    await bus.append("rounds", [envelope_for("rounds", control, key=round_id, producer="t")])
    runtime = LocalRuntime(bus, [build_qagen(settings), build_judge(settings)], settings)
    await runtime.run_until_idle()
    await runtime.stop()
    judged = [JudgedItem.model_validate(r.envelope().payload)
              for topic in ("qa.accepted", "qa.rejected")
              for r in await bus.read(topic, 0, 1000)]  # fmt: skip
    await bus.close()
    return [j for j in judged if j.item.round_id == round_id]


async def test_a_graph_with_many_pairs_gives_more_items_a_round_never_a_repeat(
    tmp_path: Path,
) -> None:
    """A graph holding many entity sets gives up to its room a round, never a pair twice."""
    # The film graph's pool holds several distinct pairs: with a room above one, three rounds
    # accept more items than with one item a round, no round more than the items' room, and
    # no accepted pair of entities comes back in a later round.
    totals: dict[int, int] = {}
    for most in (1, 3):
        settings = Settings(data_dir=tmp_path / str(most), qagen_items_per_graph=1,
                            qagen_items_max=most, qagen_spread=2)  # fmt: skip
        seen: Counter[str] = Counter()
        totals[most] = 0
        for number in (1, 2, 3):
            judged = await _round(settings, f"r{number}")
            accepted = [j.item for j in judged if j.accepted]
            room = {i.graph_items or 1 for i in (j.item for j in judged)}
            assert len(room) == 1 and len(accepted) <= room.pop()
            seen.update(i.computed["entities"] for i in accepted if i.computed.get("entities"))
            totals[most] += len(accepted)
        assert all(n == 1 for n in seen.values()), seen
    assert totals[3] > totals[1], totals


def test_a_round_asks_about_different_people_before_one_persons_other_pairs() -> None:
    """The drawn order puts candidates about entities no earlier one is about first."""
    pool = _pool(["a | b", "a | c", "c | d", "e | f", "b | e"])
    assert _apart(pool, [0, 1, 2, 3, 4]) == [0, 2, 3, 1, 4]
    assert _apart(pool, [4, 1, 0]) == [4, 1, 0]  # 'b | e' then 'a | c': disjoint, kept
    assert sorted(_apart(pool, [3, 0, 1])) == [0, 1, 3]
