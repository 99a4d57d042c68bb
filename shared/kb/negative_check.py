"""Validation of one negative candidate: anchored on its page, answered by no page.

Three tests, all of which a negative must pass (the SRS's lexical trap that is still
unanswerable):

1. *keyword overlap*: at least ``min_overlap`` (80%) of the question's keywords occur on
   the anchor page. Keywords are the question's content terms without the designed
   missing detail (the gap terms the anchor page does not hold) — that detail is by
   construction absent.
2. *similarity*: the anchor page's best section is more similar to the question than a
   threshold calibrated on the KB's own distribution (:func:`calibrate_threshold`: how
   similar the KB's headings are to pages of *other* categories), never below the
   configured floor. An off-topic question ("What is the boiling point of mercury in
   Kelvin?") is no closer to any page than the KB's own unrelated headings are.
3. *answerability*: the rule judge reads the top retrieved pages and every page whose
   text holds all gap terms; a page that answers rejects the candidate.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from shared.embeddings.base import Embedder, Vectors
from shared.kb.answerability import PageIndex, RuleJudge, holds_phrase
from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.terms import content_terms

__all__ = ["NegativeCheck", "calibrate_threshold", "check_negative", "keyword_overlap"]

_QUESTION_TERMS = frozenset({"happen", "like", "way", "ok", "possible", "there", "affect"})


@dataclass(frozen=True, slots=True)
class NegativeCheck:
    """Overlap and similarity with the anchor page, the pages judged, any page that answers."""

    similarity: float
    similar_enough: bool
    judged: tuple[str, ...]
    answerable_in: tuple[str, ...]
    overlap: float = 1.0
    """Share of the question's keywords found on the anchor page."""
    overlapping: bool = True
    """True when ``overlap`` reaches the required share."""


def keyword_overlap(candidate: Candidate, kb: KnowledgeBase) -> float:
    """Share of the question's keywords (gap terms excluded) that occur on the anchor page."""
    page = kb.pages.get(candidate.refs[0])
    if page is None:
        return 0.0
    on_page = content_terms(f"{page.title} {page.text}")
    gap = {term for group in candidate.gap_terms for alt in group for term in content_terms(alt)}
    keywords = content_terms(candidate.query) - _QUESTION_TERMS - (gap - on_page)
    if not keywords:
        return 0.0
    return len(keywords & on_page) / len(keywords)


async def calibrate_threshold(
    kb: KnowledgeBase, index: PageIndex, embedder: Embedder, *, floor: float,
    percentile: float = 50.0,
) -> float:
    """The similarity a negative must beat on this KB: ``percentile`` of off-topic pairs.

    Off-topic pairs are (a section heading of a current page, every page of another
    category); the result never drops below ``floor``. A KB with one category has no
    off-topic pairs and keeps the floor.
    """
    probes: list[tuple[str, str]] = []
    for page in kb.current_pages():
        for section in page.parsed.sections:
            heading = section.heading or page.title
            if len(content_terms(heading)) >= 1:
                probes.append((heading, page.category))
    if not probes:
        return floor
    vectors = await embedder.embed([heading for heading, _ in probes], "query")
    off: list[float] = []
    for (_, category), vector in zip(probes, vectors, strict=True):
        for ref, value in index.page_similarities(vector).items():
            other = kb.pages[ref]
            if not other.outdated and other.category != category:
                off.append(value)
    if not off:
        return floor
    return max(floor, float(np.percentile(off, percentile)))


def check_negative(
    candidate: Candidate, vector: Vectors, kb: KnowledgeBase, index: PageIndex,
    judge: RuleJudge, *, min_similarity: float, top_k: int, min_overlap: float = 0.8,
) -> NegativeCheck:
    """Keyword overlap, similarity with the anchor (> ``min_similarity``) and the judge.

    The judge reads the ``top_k`` retrieved pages plus every page whose text holds all
    the candidate's gap terms, so a lexical match that retrieval ranks low is still read.
    """
    anchor = candidate.refs[0]
    overlap = keyword_overlap(candidate, kb)
    similarities = index.page_similarities(vector)
    similarity = similarities.get(anchor, -1.0)
    if overlap < min_overlap:
        return NegativeCheck(similarity, similarity > min_similarity, (), (), overlap, False)
    if similarity <= min_similarity:
        return NegativeCheck(similarity, False, (), (), overlap)
    judged = [ref for ref, _ in index.top_pages(vector, top_k)]
    for page in kb:
        if page.ref in judged or not candidate.gap_terms:
            continue
        if all(any(holds_phrase(page.text, alt) for alt in group)
               for group in candidate.gap_terms):
            judged.append(page.ref)
    answering = tuple(
        ref for ref in judged
        if judge.judge(candidate.query, kb.page(ref), candidate.gap_terms).answerable
    )
    return NegativeCheck(similarity, True, tuple(judged), answering, overlap)
