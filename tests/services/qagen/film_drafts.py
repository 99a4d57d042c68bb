"""Rule drafts over the small film graph, shared by the rule-template tests."""

from __future__ import annotations

from services.qagen.rules import RuleQAGenerator
from shared.llm.replies import QADraft
from shared.messages.qa import Pattern
from tests.services.qagen.films import film_buckets

FILMS = film_buckets().buckets
GEN = RuleQAGenerator()


def film_drafts(pattern: Pattern, seeds: range = range(4)) -> list[QADraft]:
    """Every draft of ``pattern`` over the film graph, 40 pairs for each seed."""
    return [d for seed in seeds
            for d in GEN.generate_sync(FILMS, pattern=pattern, n_pairs=40, seed=seed)]  # fmt: skip
