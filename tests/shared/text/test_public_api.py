"""The public API of ``shared.text`` (used by qagen and judge) is pinned."""

from __future__ import annotations

import shared.text

EXPECTED = {
    "CAUSAL_CUES", "DEFAULT_THRESHOLD", "CausalMention", "DateMention", "DifflibAligner",
    "DocumentAligner", "EntityMention", "NormalizedText", "Quantity", "Sentence", "SpanAligner",
    "SpanMatch", "align_span", "collapse_whitespace", "compatible", "find_causal", "find_dates",
    "find_entities", "find_quantities", "fold_punctuation", "has_causal", "has_date",
    "has_number", "main_entity", "normalize", "normalize_with_map", "ratio", "split_sentences",
    "years",
}  # fmt: skip


def test_all_is_pinned() -> None:
    """``__all__`` lists exactly the documented names, and each one exists."""
    assert set(shared.text.__all__) == EXPECTED
    for name in EXPECTED:
        assert getattr(shared.text, name) is not None
