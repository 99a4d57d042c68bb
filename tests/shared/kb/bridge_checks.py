"""Build a small KB from page texts, run a multi-hop builder, and check every candidate
it offers needs both of its pages and is answered by no single page."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.multihop import answered_by_one, needs_both

Builder = Callable[[KnowledgeBase, Counter[str]], list[Candidate]]


def checked_bridges(tmp_path: Path, pages: Mapping[str, str], build: Builder
                    ) -> tuple[list[Candidate], Counter[str]]:
    """``build``'s candidates over ``pages`` (file name → Markdown) written to
    ``tmp_path``, and its skips by reason; asserts each candidate needs both pages and
    that no single page answers it."""
    for name, text in pages.items():
        (tmp_path / name).write_text(text)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = build(kb, skipped)
    current = tuple(kb.current_pages())
    for candidate in found:
        a, b = (kb.page(ref) for ref in candidate.refs)
        assert needs_both(candidate, a, b)
        assert answered_by_one(candidate, current, RuleJudge()) is None
    return found, skipped
