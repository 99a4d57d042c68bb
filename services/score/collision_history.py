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
from shared.stats import (
    Draw,
    GraphDraws,
    PoolCollisions,
    collect_draws,
    pair_fingerprint,
    pool_collisions,
)

__all__ = ["RoundCollisions", "collisions_by_round", "read_draws"]


@dataclass(frozen=True, slots=True)
class RoundCollisions:
    """The collision figures over the rounds up to and including ``round_id``."""

    round_id: str
    figures: PoolCollisions


async def read_draws(bus: Bus, rounds: Sequence[str]) -> dict[str, dict[str, GraphDraws]]:
    """Per round of ``rounds`` (in that order) and graph: its pool and drawn candidates."""
    draws: list[Draw] = []
    for topic in (ACCEPTED, REJECTED):
        async for judged in payloads(bus, topic, JudgedItem):
            item = judged.item
            pair = pair_fingerprint(item.question, item.answers[0])
            draws.append((item.round_id or "", item.graph_id or "", item.candidate_pool, pair))
    return collect_draws(rounds, draws)


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
