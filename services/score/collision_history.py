"""The collision bound over the rounds on the bus, as ``dyneval bound --from-rounds`` shows it.

Every judged candidate (``qa.accepted`` and ``qa.rejected``: the draws before the judge)
is read back into per-round, per-graph pools and draws; for each round t the figures
over rounds 1..t are those the round report carries (``shared.stats.pool_collisions``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shared.bus import Bus
from shared.bus.scan import payloads
from shared.messages.qa import JudgedItem
from shared.messages.topics import ACCEPTED, REJECTED
from shared.stats import GraphDraws, PoolCollisions, pair_fingerprint, pool_collisions

__all__ = ["RoundCollisions", "collisions_by_round", "read_draws"]


@dataclass(frozen=True, slots=True)
class RoundCollisions:
    """The collision figures over the rounds up to and including ``round_id``."""

    round_id: str
    figures: PoolCollisions


async def read_draws(bus: Bus, rounds: Sequence[str]) -> dict[str, dict[str, GraphDraws]]:
    """Per round of ``rounds`` (in that order) and graph: its pool and drawn candidates."""
    pools: dict[str, dict[str, set[str]]] = {name: {} for name in rounds}
    drawn: dict[str, dict[str, set[str]]] = {name: {} for name in rounds}
    for topic in (ACCEPTED, REJECTED):
        async for judged in payloads(bus, topic, JudgedItem):
            item = judged.item
            rid = item.round_id or ""
            if rid not in pools:
                continue
            graph = item.graph_id or ""
            pools[rid].setdefault(graph, set()).update(item.candidate_pool)
            drawn[rid].setdefault(graph, set()).add(
                pair_fingerprint(item.question, item.answers[0])
            )
    return {
        name: {g: GraphDraws(frozenset(pools[name][g]), frozenset(d))
               for g, d in drawn[name].items()}
        for name in rounds
    }  # fmt: skip


async def collisions_by_round(
    bus: Bus, rounds: Sequence[str], pool_size: int
) -> list[RoundCollisions]:
    """For each round t of ``rounds`` (oldest first), the figures over rounds 1..t."""
    draws = await read_draws(bus, rounds)
    names = list(rounds)
    return [
        RoundCollisions(name, pool_collisions({n: draws[n] for n in names[: i + 1]}, pool_size))
        for i, name in enumerate(names)
    ]
