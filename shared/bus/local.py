"""The embedded default transport: every topic a durable log in one SQLite file (WAL).

Appends, offset commits, processed-id marks and service state share one database,
so the local runtime can append a batch's outputs and commit its input offset in
one transaction: a process killed at any point either did all of it or none.
Several processes may open the same file; writers serialise on SQLite's lock.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from shared.bus.base import GroupLag, Position, Record, TopicInfo
from shared.errors import BusError
from shared.messages.envelope import Envelope

__all__ = ["LocalBus"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS messages (
    topic TEXT NOT NULL, "offset" INTEGER NOT NULL, id TEXT NOT NULL, key TEXT NOT NULL,
    ts REAL NOT NULL, value BLOB NOT NULL, PRIMARY KEY (topic, "offset"));
CREATE UNIQUE INDEX IF NOT EXISTS messages_by_id ON messages (topic, id);
CREATE INDEX IF NOT EXISTS messages_by_time ON messages (topic, ts);
CREATE TABLE IF NOT EXISTS topic_ends (topic TEXT PRIMARY KEY, end_offset INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS offsets (
    grp TEXT NOT NULL, topic TEXT NOT NULL, "offset" INTEGER NOT NULL,
    PRIMARY KEY (grp, topic));
CREATE TABLE IF NOT EXISTS processed (
    grp TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (grp, id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS state (
    grp TEXT NOT NULL, key TEXT NOT NULL, value BLOB NOT NULL, PRIMARY KEY (grp, key));
"""

_IN_CHUNK = 500  # ids per IN (...) query, well under SQLite's variable limit


class LocalBus:
    """A ``TransactionalBus`` over one SQLite file."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(
                str(self.path), isolation_level=None, check_same_thread=False, timeout=60
            )
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA busy_timeout=60000")
            self._db.executescript(_SCHEMA)
        except sqlite3.Error as exc:
            raise BusError(
                f"cannot open the local topic log at {self.path}: {exc}",
                hint="check that the data directory is writable (setting data_dir)",
            ) from exc

    # -- transactions -----------------------------------------------------------
    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise BusError(f"cannot write to the local topic log {self.path}: {exc}") from exc
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        else:
            db.execute("COMMIT")

    def _append_in(self, db: sqlite3.Connection, topic: str, envs: Sequence[Envelope]) -> list[
        int | None
    ]:
        if not envs:
            return []
        row = db.execute("SELECT end_offset FROM topic_ends WHERE topic = ?", (topic,)).fetchone()
        end = 0 if row is None else int(row[0])
        ids = [env.id for env in envs]
        existing: set[str] = set()
        for start in range(0, len(ids), _IN_CHUNK):
            chunk = ids[start : start + _IN_CHUNK]
            marks = ",".join("?" * len(chunk))
            existing.update(
                r[0]
                for r in db.execute(
                    f"SELECT id FROM messages WHERE topic = ? AND id IN ({marks})",
                    (topic, *chunk),
                )
            )
        now = time.time()
        rows: list[tuple[str, int, str, str, float, bytes]] = []
        offsets: list[int | None] = []
        for env in envs:
            if env.topic != topic:
                raise BusError(f"message {env.id} is addressed to {env.topic!r}, not {topic!r}")
            if env.id in existing:
                offsets.append(None)
                continue
            existing.add(env.id)
            rows.append((topic, end, env.id, env.key, now, env.model_dump_json().encode()))
            offsets.append(end)
            end += 1
        db.executemany(
            'INSERT INTO messages (topic, "offset", id, key, ts, value) VALUES (?,?,?,?,?,?)',
            rows,
        )
        db.execute(
            "INSERT INTO topic_ends (topic, end_offset) VALUES (?, ?) "
            "ON CONFLICT (topic) DO UPDATE SET end_offset = excluded.end_offset",
            (topic, end),
        )
        return offsets

    # -- Bus --------------------------------------------------------------------
    async def append(self, topic: str, envelopes: Sequence[Envelope]) -> list[int | None]:
        """Append in order; duplicates by id are skipped and reported as ``None``."""
        with self._write() as db:
            return self._append_in(db, topic, envelopes)

    async def read(self, topic: str, offset: int, limit: int) -> list[Record]:
        """Up to ``limit`` records from ``offset`` on."""
        cur = self._db.execute(
            'SELECT "offset", id, key, ts, value FROM messages '
            'WHERE topic = ? AND "offset" >= ? ORDER BY "offset" LIMIT ?',
            (topic, offset, limit),
        )
        return [Record(topic, o, i, k, t, bytes(v)) for o, i, k, t, v in cur]

    async def read_at(self, topic: str, position: Mapping[int, int], limit: int) -> list[Record]:
        """Up to ``limit`` records from ``position[0]`` on (the one partition)."""
        return await self.read(topic, position.get(0, 0), limit)

    async def ends(self, topic: str) -> Position:
        """``{0: end offset}`` of an existing topic, else empty."""
        row = self._db.execute(
            "SELECT end_offset FROM topic_ends WHERE topic = ?", (topic,)
        ).fetchone()
        return {} if row is None else {0: int(row[0])}

    async def committed_at(self, group: str, topic: str) -> Position:
        """``{0: committed offset}`` when ``group`` committed on ``topic``, else empty."""
        row = self._db.execute(
            'SELECT "offset" FROM offsets WHERE grp = ? AND topic = ?', (group, topic)
        ).fetchone()
        return {} if row is None else {0: int(row[0])}

    async def positions_at(self, topic: str, at: datetime) -> Position:
        """``{0: first offset at or after at}`` (empty for a missing topic)."""
        if not await self.ends(topic):
            return {}
        return {0: await self.offset_for_time(topic, at)}

    async def lag(self, group: str, topic: str) -> int:
        """Messages after ``group``'s committed offset."""
        return max(await self.end_offset(topic) - await self.committed(group, topic), 0)

    async def commit(self, group: str, topic: str, offset: int) -> None:
        """Set ``group``'s next offset on ``topic``."""
        with self._write() as db:
            self._commit_in(db, group, topic, offset)

    @staticmethod
    def _commit_in(db: sqlite3.Connection, group: str, topic: str, offset: int) -> None:
        db.execute(
            'INSERT INTO offsets (grp, topic, "offset") VALUES (?, ?, ?) '
            'ON CONFLICT (grp, topic) DO UPDATE SET "offset" = excluded."offset"',
            (group, topic, offset),
        )

    async def committed(self, group: str, topic: str) -> int:
        """The next offset ``group`` reads on ``topic``."""
        row = self._db.execute(
            'SELECT "offset" FROM offsets WHERE grp = ? AND topic = ?', (group, topic)
        ).fetchone()
        return 0 if row is None else int(row[0])

    async def end_offset(self, topic: str) -> int:
        """The offset the next message on ``topic`` gets."""
        row = self._db.execute(
            "SELECT end_offset FROM topic_ends WHERE topic = ?", (topic,)
        ).fetchone()
        return 0 if row is None else int(row[0])

    async def offset_for_time(self, topic: str, at: datetime) -> int:
        """The first offset appended at or after ``at``."""
        row = self._db.execute(
            'SELECT MIN("offset") FROM messages WHERE topic = ? AND ts >= ?',
            (topic, at.timestamp()),
        ).fetchone()
        if row is None or row[0] is None:
            return await self.end_offset(topic)
        return int(row[0])

    async def topics(self) -> list[TopicInfo]:
        """Every topic with its count, end offset and each group's committed offset and lag."""
        ends = dict(self._db.execute("SELECT topic, end_offset FROM topic_ends").fetchall())
        groups: dict[str, list[tuple[str, int]]] = {}
        for grp, topic, offset in self._db.execute('SELECT grp, topic, "offset" FROM offsets'):
            groups.setdefault(topic, []).append((grp, int(offset)))
            ends.setdefault(topic, 0)
        counts = dict(
            self._db.execute("SELECT topic, COUNT(*) FROM messages GROUP BY topic").fetchall()
        )
        infos = []
        for name in sorted(ends):
            end = int(ends[name])
            lags = tuple(
                GroupLag(grp, off, max(end - off, 0)) for grp, off in sorted(groups.get(name, []))
            )
            infos.append(TopicInfo(name, int(counts.get(name, 0)), end, lags))
        return infos

    async def close(self) -> None:
        """Close the database connection."""
        self._db.close()

    # -- TransactionalBus ---------------------------------------------------------
    async def process(
        self,
        group: str,
        topic: str,
        next_offset: int,
        outputs: Sequence[Envelope],
        processed_ids: Sequence[str],
        state: Sequence[tuple[str, bytes]],
    ) -> list[int | None]:
        """Append outputs, write state, mark inputs processed, commit: one transaction."""
        with self._write() as db:
            by_topic: dict[str, list[Envelope]] = {}
            for env in outputs:
                by_topic.setdefault(env.topic, []).append(env)
            placed: dict[str, int | None] = {}
            for out_topic, envs in by_topic.items():
                for env, off in zip(envs, self._append_in(db, out_topic, envs), strict=True):
                    placed[env.id] = off
            db.executemany(
                "INSERT OR IGNORE INTO processed (grp, id) VALUES (?, ?)",
                [(group, i) for i in processed_ids],
            )
            db.executemany(
                "INSERT INTO state (grp, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT (grp, key) DO UPDATE SET value = excluded.value",
                [(group, k, v) for k, v in state],
            )
            self._commit_in(db, group, topic, next_offset)
        return [placed.get(env.id) for env in outputs]

    async def seen(self, group: str, ids: Sequence[str]) -> set[str]:
        """Ids among ``ids`` that ``group`` already processed."""
        found: set[str] = set()
        for start in range(0, len(ids), _IN_CHUNK):
            chunk = list(ids[start : start + _IN_CHUNK])
            marks = ",".join("?" * len(chunk))
            found.update(
                r[0]
                for r in self._db.execute(
                    f"SELECT id FROM processed WHERE grp = ? AND id IN ({marks})",
                    (group, *chunk),
                )
            )
        return found

    async def forget_processed(self, group: str, ids: Sequence[str]) -> None:
        """Let ``group`` process ``ids`` again (used by replay)."""
        with self._write() as db:
            db.executemany(
                "DELETE FROM processed WHERE grp = ? AND id = ?", [(group, i) for i in ids]
            )

    async def state_get(self, group: str, key: str) -> bytes | None:
        """A stored state value of ``group``."""
        row = self._db.execute(
            "SELECT value FROM state WHERE grp = ? AND key = ?", (group, key)
        ).fetchone()
        return None if row is None else bytes(row[0])

    async def state_scan(self, group: str, prefix: str) -> list[tuple[str, bytes]]:
        """State entries of ``group`` whose key starts with ``prefix``."""
        upper = prefix + "\U0010ffff"
        cur = self._db.execute(
            "SELECT key, value FROM state WHERE grp = ? AND key >= ? AND key < ? ORDER BY key",
            (group, prefix, upper),
        )
        return [(k, bytes(v)) for k, v in cur]

    async def groups_reading(self, topic: str) -> list[str]:
        """Consumer groups that have committed an offset on ``topic``."""
        rows = self._db.execute("SELECT grp FROM offsets WHERE topic = ? ORDER BY grp", (topic,))
        return [r[0] for r in rows]
