"""Only one active controller: a lease that one controller holds and keeps renewing.

On the local bus the lease is a row ``(name, owner, expires)`` in a ``leases`` table of
the bus's SQLite file. Taking it is one conditional upsert: it succeeds when nobody
holds the row, when the caller already holds it (a renewal), or when the holder let it
expire; SQLite serialises writers, so two controllers can never both succeed. A
controller that dies stops renewing, and a standby takes over ``ttl`` seconds later; a
holder that was a process of this machine which no longer exists (killed) is no holder,
so a controller restarted after a crash leads at once.

On Kafka the lease is compare-and-set by the order of a one-partition log of claims and
renewals (``services.controller.kafka_lease``).
"""

from __future__ import annotations

import importlib
import os
import socket
import sqlite3
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, cast, runtime_checkable

from shared.errors import BusError
from shared.settings import Settings

__all__ = ["Lease", "LeaseHolder", "SqliteLease", "new_owner", "open_lease"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS leases (
    name TEXT PRIMARY KEY, owner TEXT NOT NULL, expires REAL NOT NULL, acquired REAL NOT NULL)
"""
_TAKE = """
INSERT INTO leases (name, owner, expires, acquired) VALUES (?, ?, ?, ?)
ON CONFLICT (name) DO UPDATE SET
    owner = excluded.owner,
    expires = excluded.expires,
    acquired = CASE WHEN leases.owner = excluded.owner THEN leases.acquired
                    ELSE excluded.acquired END
WHERE leases.owner = excluded.owner OR leases.expires <= excluded.acquired
"""


@dataclass(frozen=True, slots=True)
class LeaseHolder:
    """Who holds a lease, since when and until when (seconds since the epoch)."""

    owner: str
    acquired: float
    expires: float


@runtime_checkable
class Lease(Protocol):
    """Leadership among controllers: ``acquire`` is also the renewal, called every poll."""

    @property
    def owner(self) -> str:
        """This controller's name in the lease."""
        ...

    async def acquire(self) -> bool:
        """Take or renew the lease; ``True`` while this controller holds it."""
        ...

    async def release(self) -> None:
        """Give the lease up (a standby may take it at once)."""
        ...

    async def holder(self) -> LeaseHolder | None:
        """The current holder, if any."""
        ...

    async def close(self) -> None:
        """Release clients (the lease itself is given up by ``release``)."""
        ...


def new_owner(label: str = "controller") -> str:
    """A name unique to this process: ``label@host:pid:random``."""
    return f"{label}@{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _dead_here(owner: str) -> bool:
    """Whether ``owner`` (``label@host:pid:random``) was a process of this machine that no
    longer runs. Anything else (another host, a live or unknown pid) counts as alive."""
    _, _, place = owner.rpartition("@")
    host, _, rest = place.partition(":")
    pid_text = rest.partition(":")[0]
    if host != socket.gethostname() or not pid_text.isdigit() or int(pid_text) == os.getpid():
        return False
    try:
        os.kill(int(pid_text), 0)
    except ProcessLookupError:
        return True
    except OSError:  # exists, owned by another user
        return False
    return False


class SqliteLease:
    """A lease row in an SQLite file (the local bus's ``bus.db``)."""

    def __init__(
        self,
        path: Path | str,
        *,
        owner: str | None = None,
        name: str = "controller",
        ttl_s: float = 30.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.path = Path(path)
        self.name = name
        self.ttl_s = ttl_s
        self._owner = owner or new_owner()
        self._clock = clock
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(
                str(self.path), isolation_level=None, check_same_thread=False, timeout=60
            )
            self._db.execute("PRAGMA busy_timeout=60000")
            self._db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise BusError(
                f"cannot open the controller lease in {self.path}: {exc}",
                hint="check that the data directory is writable (setting data_dir)",
            ) from exc

    @property
    def owner(self) -> str:
        """This controller's name in the lease."""
        return self._owner

    async def acquire(self) -> bool:
        """Take the lease if free or expired, renew it if ours; ``False`` if another holds it."""
        now = self._clock()
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                row = self._db.execute(
                    "SELECT owner FROM leases WHERE name = ?", (self.name,)
                ).fetchone()
                if row is not None and row[0] != self._owner and _dead_here(row[0]):
                    self._db.execute("DELETE FROM leases WHERE name = ? AND owner = ?",
                                     (self.name, row[0]))  # fmt: skip
                self._db.execute(_TAKE, (self.name, self._owner, now + self.ttl_s, now))
                (changed,) = self._db.execute("SELECT changes()").fetchone()
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise BusError(f"cannot take the controller lease in {self.path}: {exc}") from exc
        return bool(changed)

    async def release(self) -> None:
        """Delete the row if this controller holds it."""
        try:
            self._db.execute(
                "DELETE FROM leases WHERE name = ? AND owner = ?", (self.name, self._owner)
            )
        except sqlite3.Error as exc:
            raise BusError(f"cannot release the controller lease in {self.path}: {exc}") from exc

    async def holder(self) -> LeaseHolder | None:
        """The holder of an unexpired lease, else ``None``."""
        row = self._db.execute(
            "SELECT owner, acquired, expires FROM leases WHERE name = ?", (self.name,)
        ).fetchone()
        if row is None or float(row[2]) <= self._clock():
            return None
        return LeaseHolder(str(row[0]), float(row[1]), float(row[2]))

    async def close(self) -> None:
        """Close the database connection (the lease row stays until released or expired)."""
        self._db.close()


def open_lease(settings: Settings, owner: str | None = None) -> Lease:
    """The lease of the configured bus: an SQLite row locally, a claim log on Kafka."""
    if settings.bus == "local":
        return SqliteLease(settings.bus_path, owner=owner, ttl_s=settings.controller_lease_ttl_s)
    module = importlib.import_module("services.controller.kafka_lease")
    return cast(Lease, module.KafkaLease.from_settings(settings, owner=owner))
