"""A round item's gold in the terms the metrics need, and citations in the same terms.

Gold documents are the documents the item's used claims come from. A document is known
by its URL (normalised; two source numbers of one log can name the same page); a
document without a URL is known by its normalised title. An agent's cited source
matches a gold document by URL (after ``normalize_url``) or, without a URL, by title -
so answers score alike whether the agent numbered its sources as the graph did or not.
"""

from __future__ import annotations

from collections.abc import Hashable

from shared.messages.answers import AgentAnswer
from shared.messages.logs import Source
from shared.messages.qa import QAItem
from shared.metrics import AgentAnswer as ScoredAnswer
from shared.metrics import DocRef, GoldItem, normalize_url
from shared.metrics.extraction import citation_markers
from shared.metrics.normalize import normalize_answer

__all__ = ["answer_for_metrics", "gold_for_item", "item_tags", "source_ref"]


def _title_ref(title: str) -> str:
    return "title:" + normalize_answer(title)


def gold_for_item(item: QAItem) -> GoldItem:
    """The item's gold answers, gold documents and breakdown tags."""
    docs: dict[str, DocRef] = {}
    for claim in item.used_claims:
        if claim.url:
            # keyed by URL: two source numbers of one log can name the same page
            doc_id = "url:" + normalize_url(claim.url)
            docs.setdefault(doc_id, DocRef(doc_id, (claim.url,)))
        elif claim.title:
            ref = _title_ref(claim.title)
            docs.setdefault(ref, DocRef(ref))
    return GoldItem(
        item_id=item.item_id,
        answers=item.answers,
        docs=tuple(docs.values()),
        insufficient=item.insufficient or item.answer_type == "no_information",
        question=item.question,
        graph_id=item.graph_id,
        tags=item_tags(item),
    )


def item_tags(item: QAItem) -> dict[str, str]:
    """Breakdown keys of an item: pattern, answer type, hops."""
    tags = {"answer_type": item.answer_type, "hops": str(item.hops)}
    if item.pattern is not None:
        tags["pattern"] = item.pattern
    return tags


def source_ref(source: Source) -> str:
    """How a returned source is matched against gold documents."""
    if source.url:
        return source.url
    return _title_ref(source.title) if source.title else f"source:{source.id}"


def answer_for_metrics(answer: AgentAnswer) -> ScoredAnswer:
    """The answer as the metrics read it: cited and retrieved sources as matchable refs.

    The answer's own citation markers (``[1][2]``, ``[1, 2]``) count as citations too,
    whether or not the agent also listed them in ``cited``.
    """
    by_number = {source.id: source for source in answer.sources}
    numbers = dict.fromkeys((*answer.cited, *citation_markers(answer.answer)))
    citations = tuple(
        source_ref(by_number[n]) if n in by_number else f"source:{n}" for n in numbers
    )
    retrieved = tuple(source_ref(s) for s in answer.sources) if answer.sources else None
    facts: tuple[tuple[Hashable, ...], ...] | None = (
        tuple(tuple(fact) for fact in answer.supporting_facts)
        if answer.supporting_facts is not None
        else None
    )
    return ScoredAnswer(
        answer=answer.answer, citations=citations, retrieved=retrieved, supporting_facts=facts
    )
