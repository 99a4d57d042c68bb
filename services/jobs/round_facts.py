"""What the lifecycle reads about one round from the bus, and the snapshots it records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shared.bus import Bus
from shared.bus.scan import payloads, records
from shared.messages.answers import AgentAnswer
from shared.messages.claims import ClaimBuckets
from shared.messages.qa import QAItem
from shared.messages.topics import ANSWERS, CANDIDATES, CLAIMS
from shared.rounds.documents import latest_by_graph
from shared.rounds.longitudinal import Trend
from shared.settings import Settings
from shared.web.store import DocumentStore

__all__ = ["count_for_round", "read_answers", "record_snapshots", "trend_point"]


async def count_for_round(bus: Bus, topic: str, round_id: str) -> int:
    """Messages on ``topic`` whose payload belongs to ``round_id``."""
    count = 0
    async for record in records(bus, topic):
        if record.envelope().payload.get("round_id") == round_id:
            count += 1
    return count


async def read_answers(bus: Bus, round_id: str) -> list[AgentAnswer]:
    """Every answer stored for ``round_id``, in the order it was published."""
    return [a async for a in payloads(bus, ANSWERS, AgentAnswer) if a.round_id == round_id]


async def record_snapshots(
    bus: Bus, settings: Settings, round_id: str, items: Sequence[QAItem]
) -> int:
    """Record in the document store the snapshots the round's graphs' claims used.

    The graphs are those the round generated from (its candidates, accepted or not), so
    a graph whose only candidate was rejected still records the evidence it was built on.
    Recording twice changes nothing.
    """
    path = settings.documents_path
    if not path.exists():
        return 0
    graphs = {item.graph_id for item in items if item.graph_id}
    async for candidate in payloads(bus, CANDIDATES, QAItem):
        if candidate.round_id == round_id and candidate.graph_id:
            graphs.add(candidate.graph_id)
    if not graphs:
        return 0
    used = [
        (bucket.url, bucket.content_hash)
        for raw in (await latest_by_graph(bus, CLAIMS, graphs)).values()
        for bucket in ClaimBuckets.model_validate(raw).buckets
        if bucket.url and bucket.content_hash
    ]
    with DocumentStore(path) as store:
        return store.record_round(round_id, used)


def trend_point(round_id: str, trends: Sequence[Trend]) -> dict[str, Any]:
    """The round's point on every trend: per ``agent/metric`` its score, the macro average
    over the window and its change point (``up``, ``down`` or ``None``)."""
    point: dict[str, Any] = {}
    for trend in trends:
        latest = trend.latest
        if latest is None or latest.round_id != round_id:
            continue
        shift = trend.latest_shift
        point[f"{trend.agent}/{trend.metric}"] = {
            "mean": latest.mean,
            "macro": trend.macro,
            "window": list(trend.window),
            "change": None if shift is None or shift.round_id != round_id else shift.direction,
        }
    return {"round_id": round_id, "points": point}
