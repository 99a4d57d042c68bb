"""``dyneval replay --round R --into NS``: regenerate one round in a fresh Kafka namespace.

Copying ``logs`` and ``rounds`` together lets qagen see the round open (and close) before
any claim arrives, and the replayed round comes out empty. The round is therefore fed in
the order it was made, each stage drained by the workers of ``NS`` before the next:

1. the logs appended before the round opened; wait until graph, claims and qagen have
   committed everything (so qagen holds every graph's claims, as at the original open);
2. the round's open message; wait until qagen and the judge are done;
3. the logs appended while the round was open; wait for graph, claims, qagen, judge;
4. the round's answers; wait for score (also to have read the open and the judged items);
5. the close message; wait for score (the report).

Envelopes keep their ids and keys, and every id downstream is derived from them, so the
regenerated messages equal the originals. The workers of ``NS`` are the operator's:
``dyneval --namespace NS serve graph`` etc. (not the controller, which would open rounds
of its own); a stage that does not drain in time fails naming the groups still behind.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence

from shared.bus.base import Record
from shared.bus.kafka import KafkaBus
from shared.errors import BusError, NotFoundError
from shared.messages.envelope import Envelope
from shared.messages.topics import (
    ACCEPTED,
    ANSWERS,
    CANDIDATES,
    CLAIMS,
    GRAPHS,
    JUDGE_BY_QUESTION,
    LOGS,
    REJECTED,
    REPORT_INPUTS,
    ROUNDS,
)

__all__ = ["STAGE_GROUPS", "replay_round"]

STAGE_GROUPS: dict[str, tuple[tuple[str, str], ...]] = {
    "logs": (("graph", LOGS), ("claims", GRAPHS), ("qagen", CLAIMS)),
    "open": (("qagen", ROUNDS), ("judge", CANDIDATES), ("judge", JUDGE_BY_QUESTION)),
    "logs-during": (("graph", LOGS), ("claims", GRAPHS), ("qagen", CLAIMS),
                    ("judge", CANDIDATES), ("judge", JUDGE_BY_QUESTION)),
    "answers": (("score", ROUNDS), ("score", ACCEPTED), ("score", REJECTED), ("score", ANSWERS),
                ("score", REPORT_INPUTS)),
    "close": (("score", ROUNDS), ("score", REPORT_INPUTS)),
}
"""(service, input topic) pairs whose lag must reach zero after each stage."""


def _in_order(records: Sequence[Record]) -> list[Record]:
    """Records of every partition in append-time order, each id once."""
    seen: set[str] = set()
    out = []
    for record in sorted(records, key=lambda r: (r.timestamp, r.partition, r.offset)):
        if record.id not in seen:
            seen.add(record.id)
            out.append(record)
    return out


async def _drain(
    target: KafkaBus, pairs: Sequence[tuple[str, str]], stage: str, timeout_s: float
) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        behind = {f"{svc} on {topic}": lag for svc, topic in pairs
                  if (lag := await target.lag(svc, topic)) > 0}  # fmt: skip
        if not behind:
            return
        if time.monotonic() > deadline:
            ns = target.names.namespace
            raise BusError(
                f"replay stage {stage!r}: after {timeout_s:.0f}s these groups of {ns!r} "
                f"are still behind: {behind}",
                hint=f"start the workers of the namespace: dyneval --namespace {ns} serve "
                "SERVICE (graph, claims, qagen, judge, score; not the controller)",
            )
        await asyncio.sleep(0.3)


async def _feed(target: KafkaBus, topic: str, records: Sequence[Record]) -> int:
    envelopes: list[Envelope] = [r.envelope() for r in records]
    for start in range(0, len(envelopes), 500):
        await target.append(topic, envelopes[start : start + 500])
    return len(envelopes)


async def replay_round(
    source: KafkaBus,
    round_id: str,
    into: str,
    *,
    timeout_s: float = 600.0,
    progress: Callable[[str, int], None] | None = None,
) -> dict[str, object]:
    """Feed round ``round_id`` of ``source`` into namespace ``into`` stage by stage."""
    if into == source.names.namespace:
        raise BusError(f"replay target namespace {into!r} is the source namespace",
                       hint="replay into a fresh namespace (--into NAME.)")
    controls = _in_order(await source.read_from(ROUNDS, {}))
    mine = [(r, r.envelope()) for r in controls]
    opens = [r for r, env in mine if env.round_id == round_id and env.payload["action"] == "open"]
    closes = [r for r, env in mine
              if env.round_id == round_id and env.payload["action"] == "close"]  # fmt: skip
    if not opens:
        raise NotFoundError(f"round {round_id!r} was never opened in {source.names.namespace!r}",
                            hint="dyneval round list shows the rounds of a namespace")
    opened_at = opens[0].timestamp
    closed_at = closes[0].timestamp if closes else float("inf")
    logs = _in_order(await source.read_from(LOGS, {}))
    answers = [r for r in _in_order(await source.read_from(ANSWERS, {}))
               if r.envelope().round_id == round_id]  # fmt: skip
    target = KafkaBus(source.bootstrap, partitions=source.partitions, namespace=into)
    counts: dict[str, int] = {}
    try:
        await target.ensure_topics(
            [LOGS, GRAPHS, CLAIMS, ROUNDS, CANDIDATES, ACCEPTED, REJECTED, ANSWERS]
        )
        stages: list[tuple[str, str, list[Record]]] = [
            ("logs", LOGS, [r for r in logs if r.timestamp < opened_at]),
            ("open", ROUNDS, opens[:1]),
            ("logs-during", LOGS, [r for r in logs if opened_at <= r.timestamp < closed_at]),
            ("answers", ANSWERS, answers),
            ("close", ROUNDS, closes[:1]),
        ]
        for stage, topic, records in stages:
            counts[stage] = await _feed(target, topic, records)
            await _drain(target, STAGE_GROUPS[stage], stage, timeout_s)
            if progress is not None:
                progress(stage, counts[stage])
    finally:
        await target.close()
    return {"round": round_id, "into": into, "messages": counts}
