"""Is a question answerable from the KB? Retrieval over page sections plus a rule judge.

Retrieval embeds every section of every page (``<title>. <heading>. <text>``) once; a
page's similarity to a query is the best similarity of its sections. The rule judge
reads one section at a time: with *gap terms* (term groups a generator knows an
answer would need, each group a tuple of alternative phrases) a section answers
when it holds every group and half of the query's other content terms; without gap
terms it answers when it holds ``min_coverage`` of the query's content terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from shared.embeddings.base import Embedder, Vectors, cosine
from shared.kb.candidates import contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.terms import content_terms

__all__ = ["PageIndex", "RuleJudge", "Verdict", "holds_phrase", "section_texts"]

_QUESTION_WORDS = frozenset({"happen", "like", "way", "ok", "possible", "there"})


def holds_phrase(text: str, phrase: str) -> bool:
    """``phrase`` occurs in ``text`` verbatim (normalised) or as all of its stemmed terms.

    ``returns`` matches a section saying "after returns" and one saying "a return";
    ``price match`` matches "we match any lower price".
    """
    if contains_snippet(text, phrase):
        return True
    terms = content_terms(phrase)
    return bool(terms) and terms <= content_terms(text)


def section_texts(page: Page) -> list[str]:
    """The retrieval chunks of a page: one per section, prefixed with title and heading."""
    chunks = []
    for section in page.parsed.sections:
        head = f"{page.title}. {section.heading}." if section.heading != page.title else (
            f"{page.title}."
        )
        chunks.append(f"{head} {section.text}".strip())
    return chunks or [page.title]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judge's reading of one page for one question."""

    answerable: bool
    ref: str
    section: str
    coverage: float


@dataclass(frozen=True, slots=True)
class RuleJudge:
    """Section-level term coverage with designed gap terms (see the module docstring)."""

    min_coverage: float = 0.8
    gap_coverage: float = 0.5

    def judge(
        self, query: str, page: Page, gap_terms: Sequence[Sequence[str]] = ()
    ) -> Verdict:
        """The best section of ``page`` for ``query`` and whether it answers it."""
        wanted = content_terms(query) - _QUESTION_WORDS
        best = Verdict(answerable=False, ref=page.ref, section="", coverage=0.0)
        for chunk in section_texts(page):
            holds_gap = all(
                any(holds_phrase(chunk, alternative) for alternative in group)
                for group in gap_terms
            )
            if gap_terms and not holds_gap:
                continue
            coverage = len(wanted & content_terms(chunk)) / len(wanted) if wanted else 1.0
            needed = self.gap_coverage if gap_terms else self.min_coverage
            verdict = Verdict(coverage >= needed, page.ref, chunk[:160], coverage)
            if verdict.answerable:
                return verdict
            if coverage > best.coverage:
                best = verdict
        return best


class PageIndex:
    """Section embeddings of every page of a KB, for similarity and retrieval."""

    def __init__(self, refs: list[str], vectors: Vectors) -> None:
        self._refs = refs
        self._vectors = vectors
        self._pages = sorted(set(refs))

    @classmethod
    async def build(cls, kb: KnowledgeBase, embedder: Embedder) -> PageIndex:
        """Embed every section of every page (outdated pages included) as passages."""
        refs: list[str] = []
        texts: list[str] = []
        for page in kb:
            for chunk in section_texts(page):
                refs.append(page.ref)
                texts.append(chunk)
        vectors = await embedder.embed(texts, "passage")
        return cls(refs, vectors)

    @property
    def size(self) -> int:
        """Number of embedded sections."""
        return len(self._refs)

    def page_similarities(self, query_vector: Vectors) -> dict[str, float]:
        """Best section similarity per page for one query vector (shape (1, dim) or (dim,))."""
        row = query_vector.reshape(1, -1)
        scores = cosine(row, self._vectors)[0]
        best: dict[str, float] = {}
        for ref, score in zip(self._refs, scores, strict=True):
            value = float(score)
            if value > best.get(ref, -np.inf):
                best[ref] = value
        return best

    def top_pages(self, query_vector: Vectors, k: int) -> list[tuple[str, float]]:
        """The ``k`` most similar pages, best first."""
        ranked = sorted(self.page_similarities(query_vector).items(), key=lambda x: (-x[1], x[0]))
        return ranked[:k]
