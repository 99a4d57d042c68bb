"""Tests that build ``Settings`` start from a clean environment: no DYNEVAL_* variable, no TOML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def clear_dyneval_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Unset every ``DYNEVAL_*`` variable and point ``DYNEVAL_CONFIG`` at a missing file.

    ``DYNEVAL_SHARED_DATA`` stays: it is no setting but where the tests find the real data, and
    clearing it made every data test skip in a checkout that is not beside ``../shared``.
    """
    for name in list(os.environ):
        if name.startswith("DYNEVAL_") and name != "DYNEVAL_SHARED_DATA":
            monkeypatch.delenv(name)
    monkeypatch.setenv("DYNEVAL_CONFIG", str(tmp_path / "absent.toml"))
