"""The local SQLite topic log."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages import AgentLog, Envelope
from shared.settings import Settings


def _log(n: int) -> Envelope:
    payload = AgentLog(log_id=f"log-{n}", question=f"question {n}?")
    return envelope_for("logs", payload, key=f"log-{n}", producer="test")


async def test_append_assigns_consecutive_offsets_and_read_returns_them(bus: LocalBus) -> None:
    """Appends get offsets 0..n-1 and read returns the same envelopes in order."""
    envs = [_log(i) for i in range(5)]
    assert await bus.append("logs", envs) == [0, 1, 2, 3, 4]
    records = await bus.read("logs", 0, 10)
    assert [r.offset for r in records] == [0, 1, 2, 3, 4]
    assert [r.envelope() for r in records] == envs
    assert [r.offset for r in await bus.read("logs", 3, 10)] == [3, 4]
    assert await bus.end_offset("logs") == 5


async def test_append_is_idempotent_by_message_id(bus: LocalBus) -> None:
    """Appending an id already on the topic is skipped, also within one batch."""
    first = _log(1)
    assert await bus.append("logs", [first, first, _log(2)]) == [0, None, 1]
    assert await bus.append("logs", [_log(2), _log(3)]) == [None, 2]
    assert await bus.end_offset("logs") == 3


async def test_commits_are_per_group_and_topics_report_lag(bus: LocalBus) -> None:
    """Committed offsets are per group and topic; topics() reports counts and lag."""
    await bus.append("logs", [_log(i) for i in range(4)])
    assert await bus.committed("graph", "logs") == 0
    await bus.commit("graph", "logs", 3)
    await bus.commit("other", "logs", 1)
    assert await bus.committed("graph", "logs") == 3
    (info,) = await bus.topics()
    assert (info.name, info.messages, info.end_offset) == ("logs", 4, 4)
    assert {(g.group, g.committed, g.lag) for g in info.groups} == {
        ("graph", 3, 1),
        ("other", 1, 3),
    }


async def test_offset_for_time_finds_first_message_at_or_after(bus: LocalBus) -> None:
    """A timestamp before everything maps to 0, one after everything to the end."""
    await bus.append("logs", [_log(i) for i in range(3)])
    past = datetime.now(UTC) - timedelta(hours=1)
    future = datetime.now(UTC) + timedelta(hours=1)
    assert await bus.offset_for_time("logs", past) == 0
    assert await bus.offset_for_time("logs", future) == 3


async def test_process_is_atomic_with_commit_state_and_processed(bus: LocalBus) -> None:
    """process() appends outputs, records state and processed ids and commits together."""
    await bus.append("logs", [_log(0)])
    out = _log(9).model_copy(update={"topic": "graphs"})
    assert await bus.process("svc", "logs", 1, [out], ["a"], [("k", b"v")]) == [0]
    assert await bus.committed("svc", "logs") == 1
    assert await bus.seen("svc", ["a", "b"]) == {"a"}
    assert await bus.state_get("svc", "k") == b"v"
    assert await bus.state_scan("svc", "") == [("k", b"v")]


async def test_data_survives_reopening(settings: Settings) -> None:
    """What was appended and committed is there after the file is reopened."""
    first = LocalBus(settings.bus_path)
    await first.append("logs", [_log(0), _log(1)])
    await first.commit("g", "logs", 1)
    await first.close()
    second = LocalBus(settings.bus_path)
    assert await second.end_offset("logs") == 2
    assert await second.committed("g", "logs") == 1
    await second.close()


@hsettings(max_examples=30, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=20), max_size=40))
def test_duplicates_never_create_new_offsets(
    tmp_path_factory: pytest.TempPathFactory, ids: list[int]
) -> None:
    """Whatever ids are appended, the topic holds each distinct id exactly once."""
    import asyncio

    path = tmp_path_factory.mktemp("bus") / "bus.db"

    async def scenario() -> None:
        bus = LocalBus(path)
        for n in ids:
            await bus.append("logs", [_log(n)])
        records = await bus.read("logs", 0, 1000)
        assert sorted(r.id for r in records) == sorted({_log(n).id for n in ids})
        assert [r.offset for r in records] == list(range(len(set(ids))))
        await bus.close()

    asyncio.run(scenario())
