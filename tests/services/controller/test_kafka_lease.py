"""The Kafka controller lease: the last valid claim in a one-partition log leads; racing
claims leave one leader, a clean stop hands over at once, a killed leader after the lease
time (the session timeout)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path

import pytest

from services.controller.kafka_lease import KafkaLease, LeaseState, apply_record
from shared.bus.kafka import KafkaBus
from tests.support.kafka import REPO, fresh_namespace, require_broker

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


async def _until(lease: KafkaLease, want: bool, timeout_s: float) -> None:
    """Poll ``acquire`` until it answers ``want``; fails the test after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    while await lease.acquire() != want:
        if time.monotonic() > deadline:
            pytest.fail(f"the lease of {lease.owner} did not become {want} in {timeout_s}s")


async def test_one_leader_and_a_clean_handover() -> None:
    """One controller leads, the other stands by; releasing the lease hands it over at once."""
    bootstrap = require_broker().kafka_bootstrap
    namespace = fresh_namespace("lease")
    first = KafkaLease(bootstrap, namespace=namespace, owner="first", session_timeout_s=6)
    second = KafkaLease(bootstrap, namespace=namespace, owner="second", session_timeout_s=6)
    try:
        await _until(first, True, 30)
        assert not await second.acquire()
        for _ in range(5):  # the join's rebalance leaves the partition with the first (sticky)
            assert await first.acquire()
            assert not await second.acquire()
        holder = await second.holder()
        assert holder is not None and holder.owner == "first"
        await first.release()
        await _until(second, True, 20)  # fails the test when the handover does not come
    finally:
        await first.close()
        await second.close()
        admin = KafkaBus(bootstrap, namespace=namespace)
        await admin.delete_namespace()
        await admin.close()


async def test_a_killed_leader_is_replaced_after_the_session_timeout(tmp_path: Path) -> None:
    """A standby takes the lease once the SIGKILLed leader's session expires."""
    bootstrap = require_broker().kafka_bootstrap
    namespace = fresh_namespace("lease-kill")
    log = (tmp_path / "holder.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.services.controller.lease_holder", bootstrap, namespace],
        cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    standby = KafkaLease(bootstrap, namespace=namespace, owner="standby", session_timeout_s=6)
    try:
        deadline = time.monotonic() + 60
        while "held" not in (tmp_path / "holder.log").read_text():
            assert time.monotonic() < deadline and proc.poll() is None, "holder never led"
            time.sleep(0.2)
        for _ in range(3):
            assert not await standby.acquire()
        proc.kill()
        proc.wait(10)
        await _until(standby, True, 40)  # fails the test when the standby never leads
    finally:
        if proc.poll() is None:
            proc.kill()
        log.close()
        await standby.close()
        admin = KafkaBus(bootstrap, namespace=namespace)
        await admin.delete_namespace()
        await admin.close()


async def test_racing_claims_leave_exactly_one_leader() -> None:
    """Controllers racing for a free lease: the log orders their claims and exactly one leads."""
    bootstrap = require_broker().kafka_bootstrap
    namespace = fresh_namespace("lease-race")
    leases = [
        KafkaLease(bootstrap, namespace=namespace, owner=f"c{i}", session_timeout_s=6)
        for i in range(4)
    ]
    try:
        for lease in leases:  # open the clients first, so the claims really race
            assert await lease.holder() is None
        for _ in range(5):  # after the first round all have read the same state: a race
            held = await asyncio.gather(*(lease.acquire() for lease in leases))
            assert sum(held) == 1, held
            leader = leases[held.index(True)]
            holder = await leases[0].holder()
            assert holder is not None and holder.owner == leader.owner
            await leader.release()
    finally:
        for lease in leases:
            await lease.close()
        admin = KafkaBus(bootstrap, namespace=namespace)
        await admin.delete_namespace()
        await admin.close()


async def test_a_leader_cut_off_past_its_lease_steps_down() -> None:
    """A successor past the leader's expiry takes the next epoch; the old leader steps down."""
    bootstrap = require_broker().kafka_bootstrap
    namespace = fresh_namespace("lease-stale")
    old = KafkaLease(bootstrap, namespace=namespace, owner="old", session_timeout_s=6)
    new = KafkaLease(
        bootstrap, namespace=namespace, owner="new", session_timeout_s=6,
        clock=lambda: time.time() + 7,  # the old leader's lease has run out for it
    )  # fmt: skip
    try:
        assert await old.acquire()
        assert await new.acquire()
        assert not await old.acquire()
        assert await new.acquire()
        holder = await old.holder()
        assert holder is not None and holder.owner == "new"
    finally:
        await old.close()
        await new.close()
        admin = KafkaBus(bootstrap, namespace=namespace)
        await admin.delete_namespace()
        await admin.close()


def test_the_log_rules_admit_one_claim_per_epoch() -> None:
    """Only an epoch's first claim counts; stale renewals and claims of a live lease are ignored."""
    state = LeaseState()
    state, ok_a = apply_record(state, _rec("claim", "a", 1, at=0))
    state, ok_b = apply_record(state, _rec("claim", "b", 1, at=0))
    assert (ok_a, ok_b, state.owner) == (True, False, "a")
    state, ok = apply_record(state, _rec("claim", "b", 2, at=5))  # a holds until 10
    assert not ok and state.owner == "a"
    state, ok = apply_record(state, _rec("claim", "b", 2, at=10))
    assert ok and (state.owner, state.epoch) == ("b", 2)
    state, ok = apply_record(state, _rec("renew", "a", 1, at=11))
    assert not ok and state.owner == "b"
    state, ok = apply_record(state, _rec("release", "b", 2, at=12))
    assert ok and state.owner is None
    state, ok = apply_record(state, _rec("claim", "a", 3, at=12))
    assert ok and (state.owner, state.epoch) == ("a", 3)


def _rec(kind: str, owner: str, epoch: int, *, at: float) -> dict[str, object]:
    return {"kind": kind, "owner": owner, "epoch": epoch, "at": at, "expires": at + 10}
