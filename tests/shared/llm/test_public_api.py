"""The public API of shared.llm is what its __all__ says, and every name resolves."""

from __future__ import annotations

import shared.llm


def test_all_names_resolve() -> None:
    """Every name in __all__ is importable from the package."""
    missing = [name for name in shared.llm.__all__ if not hasattr(shared.llm, name)]
    assert missing == []


def test_public_api_is_pinned() -> None:
    """The seam other services call is present (a removal here is a breaking change)."""
    for name in (
        "StructuredLLM", "Generated", "CallMeta", "ChatClient", "ResponseCache",
        "GenerationConfig", "build_generation_config", "stage_strategy", "ThoughtFormatter",
        "ClaimExtractor", "QAGenerator", "Judge", "LLMOutputError", "LLMError",
    ):
        assert name in shared.llm.__all__
