"""Fixtures for the KB tests: the example KB shipped in examples/kb."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.kb import KnowledgeBase, load_kb

EXAMPLE_KB = Path(__file__).resolve().parents[3] / "examples" / "kb"


@pytest.fixture(scope="session")
def example_kb() -> KnowledgeBase:
    """The Harbor & Pine example KB, loaded once."""
    return load_kb(EXAMPLE_KB)
