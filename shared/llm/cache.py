"""The persistent response cache: SQLite, keyed by ``ChatRequest.cache_key``.

Modes: ``read-write`` (answer from the cache, store new replies), ``read-only`` (replay:
answer from the cache, a miss is an error, nothing is written) and ``off``. The first
stored reply for a key wins, so a replay always sees the reply the round was built from.
The database runs in WAL mode so several worker processes can share one file.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType
from typing import Literal

from shared.llm.chat import ChatRequest, Usage
from shared.llm.errors import LLMCacheMissError, LLMConfigError
from shared.messages.base import Model

__all__ = ["CacheMode", "CachedReply", "ResponseCache"]

CacheMode = Literal["read-write", "read-only", "off"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS replies (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    request TEXT NOT NULL,
    reply TEXT NOT NULL,
    created REAL NOT NULL
) WITHOUT ROWID
"""


class CachedReply(Model):
    """What the cache keeps of one reply."""

    content: str
    """The assistant message text."""

    model: str
    """Model id the server reported."""

    finish_reason: str | None = None
    """Why generation stopped."""

    usage: Usage | None = None
    """Token counts of the original call."""


class ResponseCache:
    """A SQLite response cache in one of three modes."""

    def __init__(self, path: Path | str, mode: CacheMode = "read-write") -> None:
        self.path = Path(path)
        self.mode: CacheMode = mode
        self._db: sqlite3.Connection | None = None
        if mode == "off":
            return
        try:
            if mode == "read-only":
                if not self.path.exists():
                    raise LLMConfigError(
                        f"LLM cache {self.path} does not exist, so read-only replay has "
                        "nothing to replay",
                        hint="run the round once with DYNEVAL_LLM_CACHE=read-write, or point "
                        "DYNEVAL_LLM_CACHE_PATH at the round's cache file",
                    )
                self._db = sqlite3.connect(
                    f"file:{self.path}?mode=ro", uri=True, check_same_thread=False
                )
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(
                    self.path, isolation_level=None, check_same_thread=False, timeout=30.0
                )
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("PRAGMA synchronous=NORMAL")
                self._db.execute(_SCHEMA)
        except sqlite3.Error as exc:
            raise LLMConfigError(
                f"cannot open LLM cache {self.path} ({mode}): {exc}",
                hint="check the path and its permissions (DYNEVAL_LLM_CACHE_PATH)",
            ) from exc

    @classmethod
    def off(cls) -> ResponseCache:
        """A cache that never answers and never stores."""
        return cls(Path("/nonexistent"), "off")

    def get(self, key: str) -> CachedReply | None:
        """The stored reply for ``key``, or ``None`` (always ``None`` when off)."""
        if self._db is None:
            return None
        try:
            row = self._db.execute("SELECT reply FROM replies WHERE key = ?", (key,)).fetchone()
        except sqlite3.OperationalError as exc:
            if self.mode == "read-only" and "no such table" in str(exc):
                return None
            raise LLMConfigError(
                f"cannot read LLM cache {self.path}: {exc}",
                hint="the file may be corrupt or not a dyneval cache; move it away",
            ) from exc
        return None if row is None else CachedReply.model_validate_json(row[0])

    def lookup(self, request: ChatRequest, key: str | None = None) -> CachedReply | None:
        """``get`` for a request; in read-only mode a miss raises ``LLMCacheMissError``."""
        cache_key = key if key is not None else request.cache_key()
        found = self.get(cache_key)
        if found is None and self.mode == "read-only":
            raise LLMCacheMissError(
                f"read-only LLM cache {self.path} has no reply for model {request.model!r} "
                f"(key {cache_key[:12]}…)",
                key=cache_key,
                hint="the prompt, model, decoding or seed differs from the recorded run; replay "
                "with the same generation config θ, or set DYNEVAL_LLM_CACHE=read-write",
            )
        return found

    def put(self, request: ChatRequest, reply: CachedReply, key: str | None = None) -> bool:
        """Store ``reply`` unless the key is already present; ``False`` if not stored."""
        if self._db is None or self.mode != "read-write":
            return False
        cache_key = key if key is not None else request.cache_key()
        cursor = self._db.execute(
            "INSERT OR IGNORE INTO replies (key, model, request, reply, created) "
            "VALUES (?, ?, ?, ?, ?)",
            (
                cache_key,
                request.model,
                request.model_dump_json(),
                reply.model_dump_json(),
                time.time(),
            ),
        )
        return cursor.rowcount == 1

    def put_many(self, items: Iterable[tuple[ChatRequest, CachedReply]]) -> int:
        """Store many replies in one transaction; returns how many keys were new."""
        if self._db is None or self.mode != "read-write":
            return 0
        now = time.time()
        rows = (
            (request.cache_key(), request.model, request.model_dump_json(),
             reply.model_dump_json(), now)
            for request, reply in items
        )
        before = self._db.total_changes
        with self._db:
            self._db.execute("BEGIN")
            self._db.executemany(
                "INSERT OR IGNORE INTO replies (key, model, request, reply, created) "
                "VALUES (?, ?, ?, ?, ?)",
                rows,
            )
        return self._db.total_changes - before

    def __len__(self) -> int:
        if self._db is None:
            return 0
        try:
            row = self._db.execute("SELECT COUNT(*) FROM replies").fetchone()
        except sqlite3.OperationalError:
            return 0
        return int(row[0])

    def close(self) -> None:
        """Close the database."""
        if self._db is not None:
            self._db.close()
            self._db = None

    def __enter__(self) -> ResponseCache:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ResponseCache(path={str(self.path)!r}, mode={self.mode!r})"
