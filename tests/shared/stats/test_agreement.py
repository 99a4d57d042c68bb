"""Fleiss' kappa refuses panels of different sizes, naming them."""

from __future__ import annotations

import pytest

from shared.stats.agreement import fleiss_kappa


def test_uneven_panels_are_refused_with_their_sizes() -> None:
    """Items rated by 3 and by 2 judges cannot share one kappa; the error gives both counts."""
    with pytest.raises(ValueError, match="has 3 votes, rated item 1 has 2"):
        fleiss_kappa([[True, False, True], [True, True], [False]])
