"""The Kafka controller lease: one member of a one-partition group leads; a clean stop hands
over at once, a killed leader after the session timeout."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from services.controller.kafka_lease import KafkaLease
from shared.bus.kafka import KafkaBus
from tests.support.kafka import REPO, fresh_namespace, require_broker

pytestmark = [pytest.mark.kafka, pytest.mark.slow]


async def _until(lease: KafkaLease, want: bool, timeout_s: float) -> float:
    """Poll ``acquire`` until it answers ``want``; returns the seconds it took."""
    started = time.monotonic()
    while await lease.acquire() != want:
        if time.monotonic() - started > timeout_s:
            pytest.fail(f"the lease of {lease.owner} did not become {want} in {timeout_s}s")
    return time.monotonic() - started


async def test_one_leader_and_a_clean_handover() -> None:
    """The first controller leads, the second stands by even after joining; releasing the
    lease hands it over within a rebalance, and holder() names the leader."""
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
        assert await _until(second, True, 20) < 20
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
        waited = await _until(standby, True, 40)
        assert waited < 40
    finally:
        if proc.poll() is None:
            proc.kill()
        log.close()
        await standby.close()
        admin = KafkaBus(bootstrap, namespace=namespace)
        await admin.delete_namespace()
        await admin.close()
