"""The KB-wide review of a page's direct candidates, before selection.

:func:`~shared.kb.answer_shape.gated` checks a candidate alone; this module adds what needs
the whole KB: a question's Title Case heading words are lowered as the KB's prose writes them
(:mod:`shared.kb.casing`), and a question written from a heading whose topic another page
also heads is refused (:mod:`shared.kb.anchors`), counted as
``subtype:its heading's topic is also a section of another page``; a table lookup asked of
a column named for a product (a comparison table's "Copier" column) is refused too.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from shared.kb.anchors import HeadingIndex
from shared.kb.candidates import Candidate
from shared.kb.casing import prose_casing, prose_names, recase
from shared.kb.knowledge_base import KnowledgeBase, Page

__all__ = ["DirectReview"]


@dataclass(frozen=True, slots=True)
class DirectReview:
    """What the review reads from the KB once: its prose casing and its headings."""

    casing: frozenset[str]
    headings: HeadingIndex
    names: frozenset[str] = frozenset()

    @classmethod
    def of(cls, kb: KnowledgeBase) -> DirectReview:
        """Read ``kb``'s current pages: the casing from the text under their headings (a
        page's plain text holds its Title Case headings); the names from its running text
        alone (a table's header row is no sentence)."""
        pages = kb.current_pages()
        texts = [section.text for p in pages for section in p.parsed.sections]
        return cls(prose_casing(texts), HeadingIndex(kb), prose_names(_running_text(pages)))

    def reviewed(self, found: dict[str, list[Candidate]],
                 skipped: Counter[str]) -> dict[str, list[Candidate]]:
        """``found`` recased, without the candidates whose heading topic is not the page's
        own (each counted in ``skipped``)."""
        out: dict[str, list[Candidate]] = {}
        for subtype, candidates in found.items():
            kept = []
            for candidate in candidates:
                if self.headings.shared(candidate) is not None:
                    skipped[f"{subtype}:its heading's topic is also a section of another "
                            f"page"] += 1
                    continue
                if self._named_column(candidate):
                    skipped[f"{subtype}:its column is named for a product, not a "
                            f"property"] += 1
                    continue
                kept.append(replace(candidate, query=recase(candidate.query, self.casing)))
            out[subtype] = kept
        return out

    def _named_column(self, candidate: Candidate) -> bool:
        """A lookup asked of a comparison table's column named for a product ("What is the
        copier for configuration?" from a Feature | Copier | Cookiecutter table): the
        header is one capitalised word the prose writes capitalised mid-sentence and not
        mostly in lower case, or a name with a digit ("pep440"). A word the prose never
        writes ("Format", "Compression") is a property."""
        if not candidate.key.startswith("lookup:"):
            return False
        header = candidate.key.rsplit(":", 1)[1].strip()
        if " " in header or f" {header.lower()} " not in f" {candidate.query.lower()} ":
            return False
        return (header[:1].isupper() and header.lower() in self.names) or bool(
            re.fullmatch(r"[A-Za-z]+\d+", header))


def _running_text(pages: list[Page]) -> list[str]:
    """The paragraphs and list items of ``pages``, without their tables' rows."""
    out: list[str] = []
    for page in pages:
        rows = {" ".join(row) for table in page.parsed.tables
                for row in (table.headers, *table.rows)}
        out.extend(block for section in page.parsed.sections for block in section.blocks
                   if block not in rows)
    return out
