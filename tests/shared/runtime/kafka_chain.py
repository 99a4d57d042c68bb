"""Two small real services chained over Kafka topics, for the Kafka runtime tests.

``scorer``: ``answers`` -> ``scores`` (the answer's length as a metric); an answer
``poison`` is bad input (dead-lettered), an answer starting with ``flaky`` fails its
first attempt in each process (retried). ``reporter``: ``scores`` -> ``reports``,
counting the scores of each key in its state, so lost or doubled messages show as gaps
or repeats in the counts. Workers load them as ``tests.shared.runtime.kafka_chain:build_scorer``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from datetime import UTC, datetime

from pydantic import BaseModel

from shared.errors import InputError
from shared.messages.answers import AgentAnswer, ItemScore
from shared.messages.envelope import Envelope
from shared.messages.rounds import RoundReport
from shared.runtime import Context, Out, Service
from shared.settings import Settings

__all__ = [
    "answer_envelopes",
    "build_reporter",
    "build_scorer",
    "build_slow_scorer",
    "build_whole_reporter",
]

_failed_once: set[str] = set()


def _scorer(delay_s: float) -> Service:
    async def handle(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, AgentAnswer)
        if payload.answer == "poison":
            raise InputError(f"answer {payload.item_id!r} is poison", field="answer")
        if payload.answer.startswith("flaky") and payload.item_id not in _failed_once:
            _failed_once.add(payload.item_id)
            raise RuntimeError(f"transient failure on {payload.item_id}")
        if delay_s:
            await asyncio.sleep(delay_s)
        score = ItemScore(
            item_id=payload.item_id,
            round_id=payload.round_id,
            agent_id=payload.agent_id,
            metrics={"length": float(len(payload.answer))},
        )
        return [Out("scores", score)]

    return Service("scorer", ("answers",), ("scores",), handle)


def build_scorer(settings: Settings) -> Service:
    """The scorer service."""
    return _scorer(0.0)


def build_slow_scorer(settings: Settings) -> Service:
    """The scorer taking 20 ms per message (so a kill lands mid-stream)."""
    return _scorer(0.02)


def build_reporter(settings: Settings) -> Service:
    """The reporter service: one report per score with a running count per key."""

    async def handle(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, ItemScore)
        key = f"count:{ctx.envelope.key}"
        stored = await ctx.state.get(key)
        count = (int(stored) if stored else 0) + 1
        ctx.state.put(key, str(count).encode())
        report = RoundReport(
            round_id=payload.round_id,
            items=count,
            judge={"length": payload.metrics["length"]},
            overlap={ctx.envelope.key: count},
        )
        return [Out("reports", report)]

    return Service("reporter", ("scores",), ("reports",), handle)


def build_whole_reporter(settings: Settings) -> Service:
    """The reporter declared as needing every partition (one Kafka worker only)."""
    reporter = build_reporter(settings)
    return Service(reporter.name, reporter.inputs, reporter.outputs, reporter.handler,
                   needs_all_partitions=True)


def answer_envelopes(n: int, keys: int = 7, *, round_id: str = "r1") -> list[Envelope]:
    """``n`` answers spread over ``keys`` graph keys, with deterministic ids."""
    now = datetime.fromtimestamp(time.time(), UTC)
    envelopes = []
    for i in range(n):
        answer = AgentAnswer(
            item_id=f"item-{i:05d}", round_id=round_id, agent_id="agent-a", answer="x" * (i % 13)
        )
        envelopes.append(
            Envelope(
                id=f"ans-{round_id}-{i:05d}",
                topic="answers",
                key=f"graph-{i % keys}",
                produced_at=now,
                round_id=round_id,
                producer="test",
                payload=answer.model_dump(mode="json"),
            )
        )
    return envelopes
