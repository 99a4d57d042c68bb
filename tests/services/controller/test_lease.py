"""The local controller lease: one holder at a time, renewal, expiry takeover, release."""

from __future__ import annotations

from pathlib import Path

from services.controller.lease import SqliteLease, open_lease
from shared.settings import Settings


class _Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


async def test_only_one_controller_holds_the_lease(tmp_path: Path) -> None:
    """Of two controllers on one bus file the first takes the lease and the second cannot."""
    clock = _Clock()
    first = SqliteLease(tmp_path / "bus.db", owner="a", ttl_s=10, clock=clock)
    second = SqliteLease(tmp_path / "bus.db", owner="b", ttl_s=10, clock=clock)
    assert await first.acquire()
    assert not await second.acquire()
    holder = await second.holder()
    assert holder is not None and holder.owner == "a" and holder.expires == 1_010.0
    clock.now += 9
    assert await first.acquire()  # a renewal moves the expiry on
    clock.now += 9
    assert not await second.acquire()
    holder = await first.holder()
    assert holder is not None and holder.acquired == 1_000.0 and holder.expires == 1_019.0
    await first.close()
    await second.close()


async def test_a_standby_takes_over_once_the_leader_stops_renewing(tmp_path: Path) -> None:
    """A dead leader's lease goes to the standby after the ttl; the old leader cannot retake it."""
    clock = _Clock()
    leader = SqliteLease(tmp_path / "bus.db", owner="a", ttl_s=5, clock=clock)
    standby = SqliteLease(tmp_path / "bus.db", owner="b", ttl_s=5, clock=clock)
    assert await leader.acquire()
    clock.now += 4.9
    assert not await standby.acquire()
    clock.now += 0.2
    assert await leader.holder() is None  # expired
    assert await standby.acquire()
    assert not await leader.acquire()
    await leader.close()
    await standby.close()


async def test_release_hands_over_at_once(tmp_path: Path) -> None:
    """A controller that stops cleanly deletes its row; only its own row."""
    clock = _Clock()
    first = SqliteLease(tmp_path / "bus.db", owner="a", ttl_s=60, clock=clock)
    second = SqliteLease(tmp_path / "bus.db", owner="b", ttl_s=60, clock=clock)
    assert await first.acquire()
    await second.release()  # not the holder: nothing happens
    assert not await second.acquire()
    await first.release()
    assert await second.acquire()
    await first.close()
    await second.close()


async def test_open_lease_uses_the_bus_file_on_the_local_bus(tmp_path: Path) -> None:
    """The local bus's lease lives in its bus.db with the configured ttl."""
    settings = Settings(data_dir=tmp_path, controller_lease_ttl_s=7)
    lease = open_lease(settings, owner="me")
    assert isinstance(lease, SqliteLease) and lease.path == settings.bus_path
    assert lease.ttl_s == 7 and lease.owner == "me"
    assert await lease.acquire()
    await lease.close()


async def test_a_killed_local_holder_is_no_holder(tmp_path: Path) -> None:
    """A lease held by a killed local process is taken at once; a live holder's lease is not."""
    import os
    import signal
    import subprocess
    import sys

    from services.controller.lease import new_owner

    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        host_pid = new_owner().split("@")[1].split(":")[0] + f":{child.pid}:x"
        dead = SqliteLease(tmp_path / "bus.db", owner=f"controller@{host_pid}", ttl_s=600)
        restarted = SqliteLease(tmp_path / "bus.db", ttl_s=600)
        assert await dead.acquire()
        assert not await restarted.acquire()  # the holder still runs
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        assert await restarted.acquire()
        assert not await dead.acquire()
        await dead.close()
        await restarted.close()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
