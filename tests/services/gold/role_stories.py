"""The role and apposition questions the gold builder asks of a short Markdown story."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from services.gold.appositions import apposition_items
from services.gold.facts import extract_facts
from services.gold.roles import role_items
from shared.longdoc import load_document

__all__ = ["role_questions"]


def role_questions(tmp_path: Path, story: str) -> tuple[list[tuple[str, str]], Counter[str]]:
    """(question, answer) pairs of the story's role and apposition items, and the skips."""
    path = tmp_path / "story.md"
    path.write_text(story, encoding="utf-8")
    facts = extract_facts(load_document(path))
    asked: set[str] = set()
    items = [*role_items(facts, asked), *apposition_items(facts, asked)]
    return [(it.question, it.answers[0]) for it in items], facts.skips
