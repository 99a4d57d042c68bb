"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import settings as hypothesis_settings

from shared.bus.local import LocalBus
from shared.settings import Settings

if TYPE_CHECKING:
    from shared.longdoc.model import LongDocument

REPO = Path(__file__).resolve().parents[1]

# No hypothesis deadline anywhere: a per-example time limit fails on a loaded machine, and
# tests must not depend on wall-clock timing. Example counts stay as each test sets them.
hypothesis_settings.register_profile("dyneval", deadline=None)
hypothesis_settings.load_profile("dyneval")


def shared_data_dir() -> Path:
    """The project's real public data (``../shared/data``), or ``DYNEVAL_SHARED_DATA``."""
    return Path(os.environ.get("DYNEVAL_SHARED_DATA", REPO.parent / "shared" / "data"))


def shared_data_file(*parts: str) -> Path:
    """A file (or folder) of the real public data; skips the calling test when it is absent,
    so a clone without ``../shared/data`` skips these tests instead of failing them."""
    path = shared_data_dir().joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} not present (set DYNEVAL_SHARED_DATA)")
    return path


@pytest.fixture
def shared_data() -> Path:
    """Path of the real public data; skips the test when it is not laid out."""
    path = shared_data_dir()
    if not path.is_dir():
        pytest.skip(f"real data folder {path} not present (set DYNEVAL_SHARED_DATA)")
    return path



FEDERAL_REGISTER_PDF = Path("pdf") / "federal-register-2020-17221.pdf"
"""The real long PDF (a Boeing AD run on into a Pilatus NPRM) the gold and longdoc tests read."""


@pytest.fixture(scope="session")
def fr_doc() -> LongDocument:
    """The real Federal Register PDF parsed once for the session (2-3 s of CPU a parse).

    ``LongDocument`` is a frozen model of frozen chunks, so tests can share it; the test that
    parsing is stable parses the file again itself.
    """
    from shared.longdoc import load_document

    path = shared_data_dir() / FEDERAL_REGISTER_PDF
    if not path.is_file():
        pytest.skip(f"{path} not present (set DYNEVAL_SHARED_DATA)")
    return load_document(path)


TERMINAL_COLUMNS = 120
"""The terminal width every test prints at, whatever the width of the terminal running it."""


@pytest.fixture(autouse=True)
def fixed_terminal_width(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pins Rich's width (``COLUMNS`` and the CLI's shared console) so no test depends on
    the width of the terminal that runs it: a table cell is never cut differently."""
    from services.cli.common import console

    monkeypatch.setenv("COLUMNS", str(TERMINAL_COLUMNS))
    monkeypatch.setattr(console, "width", TERMINAL_COLUMNS)


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
