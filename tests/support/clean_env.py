"""Tests that build ``Settings`` start from a clean environment: no DYNEVAL_* variable, no TOML."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def clear_dyneval_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Unset every ``DYNEVAL_*`` variable and point ``DYNEVAL_CONFIG`` at a missing file."""
    for name in list(os.environ):
        if name.startswith("DYNEVAL_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("DYNEVAL_CONFIG", str(tmp_path / "absent.toml"))
