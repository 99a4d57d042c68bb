"""The negative drafts of a KB written in a test: its pages' questions by subtype."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.negative import negative_candidates


def negative_queries(directory: Path, pages: dict[str, str]) -> tuple[dict[str, list[str]],
                                                                       KbContext]:
    """Write ``pages`` (file name -> Markdown) into ``directory``, load it as a KB and
    return every negative draft's question by subtype, with the context (its skip counts)."""
    for name, text in pages.items():
        (directory / name).write_text(text)
    kb = load_kb(directory)
    context = KbContext.build(kb)
    found: dict[str, list[str]] = {}
    for page in kb.current_pages():
        for subtype, candidates in negative_candidates(page, context, Random(0)).items():
            found.setdefault(subtype, []).extend(c.query for c in candidates)
    return found, context
