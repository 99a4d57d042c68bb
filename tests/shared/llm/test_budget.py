"""Per-endpoint budgets: token buckets on a virtual clock, concurrency on a real server."""

from __future__ import annotations

import asyncio

import pytest

from shared.llm.budget import EndpointBudget, TokenBucket
from shared.llm.chat import ChatMessage, Decoding
from tests.shared.llm.conftest import ClientFactory
from tests.support.manual_clock import ManualClock
from tests.support.openai_server import OpenAIServer, Reply

HELLO = (ChatMessage(role="user", content="hi"),)


def test_bucket_starts_full_and_goes_into_debt(clock: ManualClock) -> None:
    """A 60/min bucket serves 60 units at once; the 61st waits one second."""
    bucket = TokenBucket(60, clock)
    assert all(bucket.reserve(1) == 0 for _ in range(60))
    assert bucket.reserve(1) == pytest.approx(1.0)


def test_bucket_refills_evenly(clock: ManualClock) -> None:
    """An emptied bucket regains rate x elapsed units, never more than its capacity."""
    bucket = TokenBucket(120, clock)
    bucket.reserve(120)
    clock.advance(15)
    assert bucket.level == pytest.approx(30)
    clock.advance(3600)
    assert bucket.level == pytest.approx(120)


def test_bucket_adjust_refunds(clock: ManualClock) -> None:
    """A negative adjustment gives units back (capped at capacity)."""
    bucket = TokenBucket(100, clock)
    bucket.reserve(80)
    bucket.adjust(-50)
    assert bucket.level == pytest.approx(70)
    bucket.adjust(-500)
    assert bucket.level == pytest.approx(100)


def test_bucket_rejects_zero_budget(clock: ManualClock) -> None:
    """A per-minute budget below 1 is a configuration mistake."""
    with pytest.raises(ValueError, match="per-minute"):
        TokenBucket(0, clock)


async def test_rpm_budget_waits_for_the_third_request(clock: ManualClock) -> None:
    """With rpm=2 two requests go at once and the third waits 30 s of virtual time."""
    budget = EndpointBudget(concurrency=4, rpm=2, clock=clock)
    waits = []
    for _ in range(3):
        async with budget.request(1) as reservation:
            waits.append(reservation.waited_s)
    assert waits == [0.0, 0.0, pytest.approx(30.0)]
    assert clock.sleeps == [pytest.approx(30.0)]


async def test_concurrency_limit_holds_on_the_server(
    openai_server: OpenAIServer, make_client: ClientFactory
) -> None:
    """Eight parallel calls through concurrency=2 never have more than 2 in flight."""
    openai_server.script(*[Reply(content="{}")] * 8)
    openai_server.hold_until_in_flight = 2  # the peak does not hang on how fast calls are sent
    client = make_client(concurrency=2)
    results = await asyncio.gather(*(client.complete(HELLO) for _ in range(8)))
    assert len(results) == 8
    assert openai_server.max_in_flight == 2
    assert client.budget.in_flight == 0


async def test_tpm_budget_counts_reported_usage(
    openai_server: OpenAIServer, make_client: ClientFactory, clock: ManualClock
) -> None:
    """Tokens settle from the reported usage: 900 of 1000/min puts the next calls in debt."""
    usage = {"prompt_tokens": 500, "completion_tokens": 400}
    openai_server.script(*[Reply(content="{}", usage=usage)] * 3)
    client = make_client(tpm=1000)
    decoding = Decoding(max_tokens=100)
    bucket = client.budget.tpm
    assert bucket is not None
    await client.complete(HELLO, decoding=decoding)
    assert bucket.level == pytest.approx(100)
    assert clock.sleeps == []
    await client.complete(HELLO, decoding=decoding)
    assert len(clock.sleeps) == 1 and 0 < clock.sleeps[0] < 5
    debt = -bucket.level
    assert debt > 700
    await client.complete(HELLO, decoding=decoding)
    assert clock.sleeps[1] > debt / (1000 / 60)
