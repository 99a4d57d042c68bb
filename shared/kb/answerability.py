"""Is a question answerable from the KB? Retrieval over page sections plus a rule judge.

Retrieval embeds every section of every page (``<title>. <heading>. <text>``) once; a
page's similarity to a query is the best similarity of its sections. The rule judge
reads one section at a time: with *gap terms* (term groups a generator knows an
answer would need, each group a tuple of alternative phrases) a section answers
when one of its paragraphs or list items, read with the page title and the section
heading (``### installer.max-workers`` over "*Introduced in 1.2.0*"), holds every group:
the question's specific thing and the missing detail said together, not a section that
names the thing in one place and uses a common word elsewhere; and the section holds
half of the query's content terms (a held group covers the query's words for it);
without gap terms it answers when it holds ``min_coverage`` of the query's content terms.

An alternative that is a common word *on this KB* (its stem in more than
``generic_share`` of the KB's paragraphs, e.g. "version" or "add" in a packaging tool's
docs) is no evidence of an answer: :meth:`RuleJudge.for_kb` measures that share, and a
group keeps its common alternatives only when all of them are common.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from shared.embeddings.base import Embedder, Vectors, cosine
from shared.kb.candidates import contains_snippet
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.markdown import Section
from shared.kb.terms import base_terms, content_terms

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


def _sections(page: Page) -> list[Section | None]:
    """The sections behind :func:`section_texts`, one per chunk (None for a title-only page)."""
    return list(page.parsed.sections) or [None]


def _named_ancestors(page: Page, wanted: set[str]) -> list[list[str]]:
    """Per section, the paragraphs of its parent sections whose heading the question names
    (``## python`` above ``### python install`` for "… the python install command …"): a
    note there ("*Introduced in 2.1.0*") covers everything below it."""
    out: list[list[str]] = []
    sections = page.parsed.sections
    for index, section in enumerate(sections):
        level, found = section.level, list[str]()
        for earlier in reversed(sections[:index]):
            if 0 < earlier.level < level:
                level = earlier.level
                terms = base_terms(earlier.heading)
                if terms and terms <= wanted:
                    found.extend((earlier.heading, *earlier.blocks))
        out.append(found)
    return out or [[]]


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
    generic: frozenset[str] = field(default_factory=frozenset)
    """Stems too common on this KB to count as evidence (see :meth:`for_kb`)."""
    by_block: bool = False
    """Gap groups must be held by one paragraph (the negatives' judge, :meth:`for_kb`);
    off, a section holding every group anywhere is enough (the multi-hop checks)."""

    @classmethod
    def for_kb(cls, kb: KnowledgeBase, generic_share: float = 0.05,
               min_count: int = 20) -> RuleJudge:
        """A judge whose generic words are the stems in > ``generic_share`` of paragraphs
        (and in at least ``min_count`` of them: on a tiny KB every word is "common")."""
        counts: Counter[str] = Counter()
        blocks = 0
        for page in kb.current_pages():
            for section in page.parsed.sections:
                for block in section.blocks:
                    blocks += 1
                    counts.update(content_terms(block))
        if blocks == 0:
            return cls()
        common = (t for t, n in counts.items() if n / blocks > generic_share and n >= min_count)
        return cls(generic=frozenset(common), by_block=True)

    def _specific(self, group: Sequence[str]) -> Sequence[str]:
        kept = [alt for alt in group
                if not (content_terms(alt) and content_terms(alt) <= self.generic)]
        return kept or group

    def judge(
        self, query: str, page: Page, gap_terms: Sequence[Sequence[str]] = ()
    ) -> Verdict:
        """The best section of ``page`` for ``query`` and whether it answers it."""
        wanted = base_terms(query) - _QUESTION_WORDS
        groups = [self._specific(group) for group in gap_terms]
        # with the thing and the detail both held in one paragraph, the query's own words
        # for them are covered ("added" by the page's "Introduced in 1.2.0"); one group
        # alone ("another member" for "another customer") covers nothing
        asked = ({term for group in gap_terms for alt in group for term in base_terms(alt)}
                 if self.by_block and len(gap_terms) >= 2 else set())
        best = Verdict(answerable=False, ref=page.ref, section="", coverage=0.0)
        ancestors = _named_ancestors(page, wanted)
        for section, chunk, named in zip(_sections(page), section_texts(page), ancestors,
                                         strict=True):
            if not self.by_block or section is None or not section.blocks:
                blocks: tuple[str, ...] = (chunk,)
            else:
                blocks = tuple(f"{page.title}. {section.heading}. {block}"
                               for block in section.blocks)
            holds_gap = any(
                all(any(holds_phrase(block, alt) for alt in group)
                    or (self.by_block
                        and any(holds_phrase(text, alt) for text in named for alt in group))
                    for group in groups)
                for block in blocks
            )
            if gap_terms and not holds_gap:
                continue
            # a held gap group covers the query's own words for it ("added" is answered by
            # the page's "Introduced in 1.2.0")
            context = base_terms(" ".join(named)) if self.by_block else set()
            covered = wanted & (base_terms(chunk) | asked | context)
            coverage = len(covered) / len(wanted) if wanted else 1.0
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
