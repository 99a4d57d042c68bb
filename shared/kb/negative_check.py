"""Validation of one negative candidate: close to its anchor, answered by no page."""

from __future__ import annotations

from dataclasses import dataclass

from shared.embeddings.base import Vectors
from shared.kb.answerability import PageIndex, RuleJudge
from shared.kb.candidates import Candidate, contains_snippet
from shared.kb.knowledge_base import KnowledgeBase

__all__ = ["NegativeCheck", "check_negative"]


@dataclass(frozen=True, slots=True)
class NegativeCheck:
    """Similarity to the anchor page, the pages judged, and any page that answers."""

    similarity: float
    similar_enough: bool
    judged: tuple[str, ...]
    answerable_in: tuple[str, ...]


def check_negative(
    candidate: Candidate, vector: Vectors, kb: KnowledgeBase, index: PageIndex,
    judge: RuleJudge, *, min_similarity: float, top_k: int,
) -> NegativeCheck:
    """Similarity with the anchor (> ``min_similarity``) and the judge over retrieved pages.

    The judge reads the ``top_k`` retrieved pages plus every page whose text holds all
    the candidate's gap terms, so a lexical match that retrieval ranks low is still read.
    """
    anchor = candidate.refs[0]
    similarities = index.page_similarities(vector)
    similarity = similarities.get(anchor, -1.0)
    if similarity <= min_similarity:
        return NegativeCheck(similarity, False, (), ())
    judged = [ref for ref, _ in index.top_pages(vector, top_k)]
    for page in kb:
        if page.ref in judged or not candidate.gap_terms:
            continue
        if all(
            any(contains_snippet(page.text, alternative) for alternative in group)
            for group in candidate.gap_terms
        ):
            judged.append(page.ref)
    answering = tuple(
        ref for ref in judged
        if judge.judge(candidate.query, kb.page(ref), candidate.gap_terms).answerable
    )
    return NegativeCheck(similarity, True, tuple(judged), answering)
