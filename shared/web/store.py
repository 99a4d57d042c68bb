"""Document store: snapshots of page text on SQLite, keyed by URL and content hash.

A snapshot is one distinct text seen for one URL from one origin. Its identity is
``(url, content_hash, origin)``; ``content_hash`` is the SHA-256 of the UTF-8 text, the
exact string claim spans and offsets refer to. Storing text that is already a snapshot
of the URL (same hash, same origin) is a cache hit: nothing new is written, the snapshot's
``last_seen_at`` and ``hits`` move, and ``dyneval_document_store_total{result="hit"}``
counts it. Changed text makes a new snapshot, so a round that records a snapshot's id or
hash knows exactly which text it used, and older snapshots stay readable.

Texts live once per hash in their own table, whichever URLs share them. A round records
the snapshots its items were built from (``record_round``), so ``round_snapshots`` says
later exactly which text of each page the round used.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from shared.errors import BusError, InputError, NotFoundError
from shared.web.counters import STORE_TOTAL
from shared.web.extract import DocumentText

__all__ = ["DocumentStore", "Origin", "StoredDocument", "content_hash"]

Origin = Literal["live", "saved", "log_content", "log_snippet"]
_ORIGINS: dict[str, Origin] = {
    "live": "live",
    "saved": "saved",
    "log_content": "log_content",
    "log_snippet": "log_snippet",
}

_SCHEMA = """
CREATE TABLE IF NOT EXISTS contents (
    content_hash TEXT PRIMARY KEY,
    text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS snapshots (
    id INTEGER PRIMARY KEY,
    url TEXT NOT NULL,
    content_hash TEXT NOT NULL REFERENCES contents(content_hash),
    origin TEXT NOT NULL,
    title TEXT,
    date TEXT,
    language TEXT,
    genre TEXT,
    quoted TEXT,
    fetched_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    hits INTEGER NOT NULL DEFAULT 0,
    UNIQUE (url, content_hash, origin)
);
CREATE INDEX IF NOT EXISTS snapshots_by_url ON snapshots (url, last_seen_at);
CREATE INDEX IF NOT EXISTS snapshots_by_hash ON snapshots (content_hash);
CREATE TABLE IF NOT EXISTS round_snapshots (
    round_id TEXT NOT NULL,
    snapshot_id INTEGER NOT NULL REFERENCES snapshots(id),
    PRIMARY KEY (round_id, snapshot_id)
);
"""

_COLUMNS = (
    "s.id, s.url, s.content_hash, s.origin, s.title, s.date, s.language, s.genre, "
    "s.quoted, s.fetched_at, s.last_seen_at, s.hits, c.text"
)
_SELECT = f"SELECT {_COLUMNS} FROM snapshots s JOIN contents c USING (content_hash)"
_RETURNED = (
    "id, url, content_hash, origin, title, date, language, genre, quoted, fetched_at, "
    "last_seen_at, hits"
)
"""The snapshot columns of ``_COLUMNS`` (all but the text), as ``put`` returns them."""


def content_hash(text: str) -> str:
    """SHA-256 hex digest of ``text`` encoded as UTF-8."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class StoredDocument:
    """One snapshot of a URL's text."""

    snapshot_id: int
    """Row id of the snapshot; stable for the life of the store."""

    url: str
    """The URL the text belongs to."""

    content_hash: str
    """SHA-256 of ``text``."""

    origin: Origin
    """Where the text came from: live fetch, saved page, log content or log snippet."""

    title: str | None
    """Title of the document when known."""

    date: str | None
    """Publication date stated by the page (ISO date) when known."""

    language: str | None
    """Declared language tag when known."""

    genre: str | None
    """Genre the page declares itself (``opinion``, ``review``: ``shared.web.genre``);
    ``None`` for a news story, any other page, and snapshots stored before it was kept."""

    quoted: tuple[tuple[int, int], ...]
    """Character ranges of ``text`` quoted from elsewhere (``DocumentText.quoted``); empty
    for snapshots stored before they were kept."""

    fetched_at: datetime
    """When this text was first stored for the URL (UTC)."""

    last_seen_at: datetime
    """When this text was last stored again for the URL (UTC)."""

    hits: int
    """How many later stores found this text unchanged."""

    text: str
    """The document text claim spans refer to."""

    cache_hit: bool = False
    """True when the call that returned this snapshot found it already stored."""

    def as_document(self) -> DocumentText:
        """The snapshot as a :class:`DocumentText`."""
        return DocumentText(
            self.url, self.title, self.text, self.date, self.language, self.genre,
            self.quoted,
        )


class DocumentStore:
    """Snapshots of document text in one SQLite file (or ``:memory:``)."""

    def __init__(
        self,
        path: Path | str,
        *,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self._now = now
        try:
            if str(path) != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            # A snapshot lost to a power cut is re-stored on the next resolve; no fsync per put.
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(_SCHEMA)
            _add_genre_column(self._db)
            _add_quoted_column(self._db)
        except (sqlite3.Error, OSError) as exc:
            raise BusError(
                f"cannot open the document store {path}: {exc}",
                hint="check that data_dir is writable and not on a read-only or full disk",
            ) from exc
        self._path = path

    def close(self) -> None:
        """Close the database connection."""
        self._db.close()

    def __enter__(self) -> DocumentStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def put(
        self,
        document: DocumentText,
        *,
        url: str,
        origin: Origin,
        fetched_at: datetime | None = None,
    ) -> StoredDocument:
        """Store ``document`` as a snapshot of ``url``; unchanged text is a cache hit."""
        _origin(origin)
        digest = content_hash(document.text)
        quoted = _ranges_text(document.quoted) or None  # NULL: none known (yet)
        seen = (fetched_at or self._now()).astimezone(UTC).isoformat()
        try:
            with self._transaction():
                row = self._db.execute(
                    "UPDATE snapshots SET hits = hits + 1, last_seen_at = ?, "
                    "quoted = COALESCE(quoted, ?) "
                    f"WHERE url = ? AND content_hash = ? AND origin = ? RETURNING {_RETURNED}",
                    (seen, quoted, url, digest, origin),
                ).fetchone()
                hit = row is not None
                if not hit:
                    self._db.execute(
                        "INSERT OR IGNORE INTO contents (content_hash, text) VALUES (?, ?)",
                        (digest, document.text),
                    )
                    row = self._db.execute(
                        "INSERT INTO snapshots (url, content_hash, origin, title, date, language, "
                        "genre, quoted, fetched_at, last_seen_at) "
                        f"VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING {_RETURNED}",
                        (url, digest, origin, document.title, document.date,
                         document.language, document.genre, quoted, seen, seen),
                    ).fetchone()
        except sqlite3.Error as exc:
            raise BusError(
                f"could not store the document for {url} in {self._path}: {exc}",
                hint="check free disk space and that no other process locks the store",
            ) from exc
        STORE_TOTAL.labels(result="hit" if hit else "new").inc()
        # The stored text is this text: the snapshot's hash is the hash of this text.
        return replace(_row((*row, document.text)), cache_hit=hit)

    def snapshot(self, snapshot_id: int) -> StoredDocument:
        """The snapshot with this id; ``NotFoundError`` if there is none."""
        row = self._db.execute(f"{_SELECT} WHERE s.id = ?", (snapshot_id,)).fetchone()
        if row is None:
            raise NotFoundError(
                f"no document snapshot with id {snapshot_id} in {self._path}",
                hint="snapshot ids come from DocumentStore.put or .snapshots(url)",
            )
        return _row(row)

    def latest(self, url: str) -> StoredDocument | None:
        """The snapshot of ``url`` stored or seen most recently, or ``None``."""
        row = self._db.execute(
            f"{_SELECT} WHERE s.url = ? ORDER BY s.last_seen_at DESC, s.id DESC LIMIT 1",
            (url,),
        ).fetchone()
        return None if row is None else _row(row)

    def by_hash(self, digest: str) -> list[StoredDocument]:
        """Every snapshot (of any URL) whose text has this SHA-256, oldest first."""
        rows = self._db.execute(
            f"{_SELECT} WHERE s.content_hash = ? ORDER BY s.id", (digest,)
        ).fetchall()
        return [_row(row) for row in rows]

    def text(self, digest: str) -> str | None:
        """The text with this SHA-256, or ``None`` when it was never stored."""
        row = self._db.execute(
            "SELECT text FROM contents WHERE content_hash = ?", (digest,)
        ).fetchone()
        return None if row is None else str(row[0])

    def snapshots(self, url: str) -> list[StoredDocument]:
        """Every snapshot of ``url``, oldest first."""
        rows = self._db.execute(f"{_SELECT} WHERE s.url = ? ORDER BY s.id", (url,)).fetchall()
        return [_row(row) for row in rows]

    def record_round(self, round_id: str, used: Iterable[tuple[str, str]]) -> int:
        """Record that ``round_id`` used the snapshots named by (url, content hash) pairs;
        returns how many snapshots it now lists. A pair with no snapshot is skipped."""
        try:
            with self._transaction():
                for url, digest in used:
                    self._db.execute(
                        "INSERT OR IGNORE INTO round_snapshots (round_id, snapshot_id) "
                        "SELECT ?, id FROM snapshots WHERE url = ? AND content_hash = ? "
                        "ORDER BY id LIMIT 1",
                        (round_id, url, digest),
                    )
                (count,) = self._db.execute(
                    "SELECT COUNT(*) FROM round_snapshots WHERE round_id = ?", (round_id,)
                ).fetchone()
        except sqlite3.Error as exc:
            raise BusError(
                f"could not record the snapshots of round {round_id} in {self._path}: {exc}",
                hint="check free disk space and that no other process locks the store",
            ) from exc
        return int(count)

    def round_snapshots(self, round_id: str) -> list[StoredDocument]:
        """The snapshots recorded for ``round_id``, by URL then id."""
        rows = self._db.execute(
            f"{_SELECT} JOIN round_snapshots r ON r.snapshot_id = s.id "
            "WHERE r.round_id = ? ORDER BY s.url, s.id",
            (round_id,),
        ).fetchall()
        return [_row(row) for row in rows]

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_rest: object) -> None:
        self._db.execute("COMMIT" if exc_type is None else "ROLLBACK")


def _row(row: tuple[object, ...]) -> StoredDocument:
    (sid, url, digest, origin, title, date, language, genre, quoted, fetched, seen, hits,
     text) = row
    return StoredDocument(
        snapshot_id=int(str(sid)),
        url=str(url),
        content_hash=str(digest),
        origin=_origin(str(origin)),
        title=None if title is None else str(title),
        date=None if date is None else str(date),
        language=None if language is None else str(language),
        genre=None if genre is None else str(genre),
        quoted=_ranges(None if quoted is None else str(quoted)),
        fetched_at=datetime.fromisoformat(str(fetched)),
        last_seen_at=datetime.fromisoformat(str(seen)),
        hits=int(str(hits)),
        text=str(text),
    )


def _add_genre_column(db: sqlite3.Connection) -> None:
    """Give a store written before pages' genres were kept its ``genre`` column (its old
    snapshots read ``None``: no declared genre, as before)."""
    columns = {str(row[1]) for row in db.execute("PRAGMA table_info(snapshots)")}
    if "genre" not in columns:
        db.execute("ALTER TABLE snapshots ADD COLUMN genre TEXT")


def _add_quoted_column(db: sqlite3.Connection) -> None:
    """Give a store written before quoted ranges were kept its ``quoted`` column (its old
    snapshots read no range until the page is stored again)."""
    columns = {str(row[1]) for row in db.execute("PRAGMA table_info(snapshots)")}
    if "quoted" not in columns:
        db.execute("ALTER TABLE snapshots ADD COLUMN quoted TEXT")


def _ranges_text(ranges: tuple[tuple[int, int], ...]) -> str:
    """``((3, 9), (20, 41))`` as ``3-9,20-41`` (the ``quoted`` column)."""
    return ",".join(f"{start}-{end}" for start, end in ranges)


def _ranges(value: str | None) -> tuple[tuple[int, int], ...]:
    """The ranges ``_ranges_text`` wrote; none for ``NULL`` or an empty value."""
    if not value:
        return ()
    pairs = (part.split("-", 1) for part in value.split(","))
    return tuple((int(start), int(end)) for start, end in pairs)


def _origin(value: str) -> Origin:
    origin = _ORIGINS.get(value)
    if origin is None:
        raise InputError(
            f"unknown origin {value!r} in the document store",
            field="origin",
            hint=f"the store was written by a newer dyneval; known origins: {sorted(_ORIGINS)}",
        )
    return origin
