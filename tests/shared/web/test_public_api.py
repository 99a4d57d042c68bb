"""The public API of shared.web is what its __all__ says, and nothing is missing."""

from __future__ import annotations

import shared.web


def test_all_names_resolve_and_are_sorted() -> None:
    """Every name in __all__ exists, and __all__ is sorted (a reviewed, stable surface)."""
    assert shared.web.__all__ == sorted(shared.web.__all__)
    missing = [name for name in shared.web.__all__ if not hasattr(shared.web, name)]
    assert missing == []


def test_entry_points_for_services_are_public() -> None:
    """The names services use to get document text are exported."""
    assert {
        "DocumentResolver", "SourceRef", "ResolvedDocument", "DocumentStore", "StoredDocument",
        "HttpFetcher", "FetchPolicy", "SearxngClient", "extract_html", "FetchError",
    } <= set(shared.web.__all__)
