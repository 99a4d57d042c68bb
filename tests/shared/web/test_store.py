"""The document store on real SQLite: snapshots, cache hits, lookups."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from prometheus_client import REGISTRY

from shared.errors import NotFoundError
from shared.web import DocumentStore, DocumentText, content_hash

URL = "https://example.org/a"
START = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


class Ticker:
    """A clock that moves one minute per reading."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> Iterator[DocumentStore]:
    """A store in a fresh SQLite file with a ticking clock."""
    with DocumentStore(tmp_path / "docs" / "documents.db", now=Ticker()) as opened:
        yield opened


def doc(text: str, title: str | None = "A") -> DocumentText:
    """A document with this text."""
    return DocumentText(url=URL, title=title, text=text, date="2025-05-01", language="en")


def hits() -> float:
    """Current count of store cache hits."""
    return REGISTRY.get_sample_value("dyneval_document_store_total", {"result": "hit"}) or 0.0


def test_same_content_twice_is_a_cache_hit(store: DocumentStore) -> None:
    """Storing unchanged text again returns the same snapshot, marked and counted as a hit."""
    first = store.put(doc("alpha"), url=URL, origin="live")
    before = hits()
    second = store.put(doc("alpha"), url=URL, origin="live")
    assert not first.cache_hit and second.cache_hit
    assert second.snapshot_id == first.snapshot_id
    assert second.hits == 1
    assert second.last_seen_at > first.last_seen_at
    assert second.fetched_at == first.fetched_at
    assert hits() == before + 1
    assert len(store.snapshots(URL)) == 1


def test_changed_content_makes_a_new_snapshot(store: DocumentStore) -> None:
    """Changed text is a new snapshot; the old one stays readable by id and hash."""
    old = store.put(doc("alpha"), url=URL, origin="live")
    new = store.put(doc("beta"), url=URL, origin="live")
    assert new.snapshot_id != old.snapshot_id
    assert not new.cache_hit
    assert [s.text for s in store.snapshots(URL)] == ["alpha", "beta"]
    assert store.latest(URL) == new
    assert store.snapshot(old.snapshot_id).text == "alpha"
    assert store.text(content_hash("alpha")) == "alpha"


def test_latest_follows_the_most_recently_seen_text(store: DocumentStore) -> None:
    """A page that changes back (A, B, A) has A as its latest snapshot again."""
    a = store.put(doc("alpha"), url=URL, origin="live")
    store.put(doc("beta"), url=URL, origin="live")
    again = store.put(doc("alpha"), url=URL, origin="live")
    assert again.cache_hit and again.snapshot_id == a.snapshot_id
    latest = store.latest(URL)
    assert latest is not None and latest.text == "alpha"


def test_origin_is_part_of_the_snapshot(store: DocumentStore) -> None:
    """The same text from a different origin is its own snapshot, so rounds know the source."""
    live = store.put(doc("alpha"), url=URL, origin="live")
    saved = store.put(doc("alpha"), url=URL, origin="saved")
    assert saved.snapshot_id != live.snapshot_id
    assert (live.origin, saved.origin) == ("live", "saved")
    assert saved.content_hash == live.content_hash


def test_lookup_by_hash_spans_urls(store: DocumentStore) -> None:
    """by_hash finds every URL holding the same text."""
    store.put(doc("shared text"), url=URL, origin="log_content")
    store.put(doc("shared text"), url="https://mirror.example/a", origin="log_snippet")
    found = store.by_hash(content_hash("shared text"))
    assert [s.url for s in found] == [URL, "https://mirror.example/a"]


def test_fields_round_trip(store: DocumentStore) -> None:
    """Title, date, language, origin and the explicit fetch time are kept."""
    at = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
    stored = store.put(doc("gamma", title="G"), url=URL, origin="saved", fetched_at=at)
    assert (stored.title, stored.date, stored.language) == ("G", "2025-05-01", "en")
    assert stored.fetched_at == at
    assert stored.content_hash == content_hash("gamma")
    assert stored.as_document().text == "gamma"


def test_missing_lookups(store: DocumentStore) -> None:
    """Unknown URLs and hashes give None/empty; an unknown id is NotFoundError."""
    assert store.latest("https://nowhere.example/") is None
    assert store.by_hash("0" * 64) == []
    assert store.text("0" * 64) is None
    with pytest.raises(NotFoundError, match="no document snapshot with id 99"):
        store.snapshot(99)


def test_snapshots_survive_reopening(tmp_path: Path) -> None:
    """The store is durable: a new connection sees earlier snapshots."""
    path = tmp_path / "documents.db"
    with DocumentStore(path) as first:
        stored = first.put(doc("durable"), url=URL, origin="live")
    with DocumentStore(path) as second:
        again = second.put(doc("durable"), url=URL, origin="live")
    assert again.cache_hit and again.snapshot_id == stored.snapshot_id


def test_quoted_ranges_survive_the_store_and_fill_an_old_snapshot(store: DocumentStore) -> None:
    """A snapshot keeps its text's quoted ranges; one stored without them gets them on a hit."""
    plain = store.put(doc("alpha beta"), url=URL, origin="saved")
    assert plain.quoted == ()
    again = store.put(replace(doc("alpha beta"), quoted=((6, 10),)), url=URL, origin="saved")
    assert again.cache_hit
    assert store.snapshot(again.snapshot_id).quoted == ((6, 10),)
    other = store.put(replace(doc("gamma delta"), quoted=((0, 5), (6, 11))), url=URL,
                      origin="saved")
    assert store.snapshot(other.snapshot_id).as_document().quoted == ((0, 5), (6, 11))
