"""The public names of shared.embeddings and shared.kb."""

from __future__ import annotations

import shared.embeddings
import shared.kb


def test_all_names_resolve() -> None:
    """Every name in __all__ is importable from the package."""
    for module in (shared.embeddings, shared.kb):
        assert module.__all__
        for name in module.__all__:
            assert getattr(module, name) is not None
