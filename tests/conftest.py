"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from shared.bus.local import LocalBus
from shared.settings import Settings

REPO = Path(__file__).resolve().parents[1]


def shared_data_dir() -> Path:
    """The project's real public data (``../shared/data``), or ``DYNEVAL_SHARED_DATA``."""
    return Path(os.environ.get("DYNEVAL_SHARED_DATA", REPO.parent / "shared" / "data"))


@pytest.fixture
def shared_data() -> Path:
    """Path of the real public data; skips the test when it is not laid out."""
    path = shared_data_dir()
    if not path.is_dir():
        pytest.skip(f"real data folder {path} not present (set DYNEVAL_SHARED_DATA)")
    return path


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings with a fresh data directory and fast retries."""
    return Settings(data_dir=tmp_path / "data", retry_backoff_s=0.0, poll_interval_s=0.01)


@pytest.fixture
async def bus(settings: Settings) -> AsyncIterator[LocalBus]:
    """A local bus on a fresh SQLite file."""
    local = LocalBus(settings.bus_path)
    yield local
    await local.close()
