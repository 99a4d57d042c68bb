"""Score one agent answer to one gold item with every metric that applies.

``score_item`` combines answer EM/F1 (max over aliases), citation metrics, refusal
detection with the spec's insufficient-context handling, document recall@k when the agent
returned sources, and supporting-fact metrics when both sides have them. A missing answer
scores 0.0 on every metric the gold item defines.

``em``/``f1`` (and answer precision/recall) score the answer span of the item's type,
citation markers removed (``shared.metrics.extraction``); ``em_raw``/``f1_raw`` score the
answer exactly as given, as the official scripts would. Whether an item is insufficient
is the item's own flag, never guessed from its gold text.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from shared.errors import InputError
from shared.metrics.answer import score_answer
from shared.metrics.citations import DocRef, GoldDocs
from shared.metrics.citations import citation_prf as _citation_prf
from shared.metrics.extraction import extract_answer, split_citations
from shared.metrics.item import (
    ANSWER_PRECISION,
    ANSWER_RECALL,
    ANSWERED,
    CITATION_F1,
    CITATION_PRECISION,
    CITATION_RECALL,
    EM,
    EM_RAW,
    F1,
    F1_RAW,
    GOLD_INSUFFICIENT,
    REFUSED,
    SP_EM,
    SP_F1,
    SP_PRECISION,
    SP_RECALL,
    ItemScore,
    MetricConfig,
    recall_at,
)
from shared.metrics.refusal import (
    DEFAULT_REFUSAL_ANSWERS,
    PhraseRefusalDetector,
    RefusalClassifier,
    insufficient_answer_score,
    insufficient_citation_score,
)
from shared.metrics.retrieval import recall_at_k, supporting_fact_score

__all__ = ["AgentAnswer", "GoldItem", "phrase_detector", "score_item", "score_items"]

DEFAULT_CONFIG = MetricConfig()


@dataclass(frozen=True, slots=True)
class GoldItem:
    """What an item's gold says, in the terms the metrics need."""

    item_id: str
    answers: tuple[str, ...]
    """Gold answer and its aliases."""

    docs: tuple[DocRef | str, ...] = ()
    """Gold documents (ids, URLs or ``DocRef``s) that citations should name."""

    supporting_facts: tuple[tuple[Hashable, ...], ...] | None = None
    """Gold ``(title, sentence index)`` facts, when the item has them."""

    insufficient: bool = False
    """The item's sources hold no answer: a refusal is the right answer (the item's flag)."""

    question: str = ""
    """The question, which tells a comparison's entities apart for answer extraction."""

    graph_id: str | None = None
    tags: Mapping[str, str] = field(default_factory=dict)
    """Breakdown keys copied onto the score (pattern, answer_type, hops, ...)."""


@dataclass(frozen=True, slots=True)
class AgentAnswer:
    """What an agent under test returned for an item."""

    answer: str
    citations: tuple[str | int, ...] = ()
    """Sources the answer cites (URLs or document ids)."""

    retrieved: tuple[str | int, ...] | None = None
    """Ranked sources the agent retrieved; None when it returned none."""

    supporting_facts: tuple[tuple[Hashable, ...], ...] | None = None
    """Predicted supporting facts; None when the agent gives none."""


@lru_cache(maxsize=32)
def phrase_detector(
    phrases: tuple[str, ...], answers: tuple[str, ...] = DEFAULT_REFUSAL_ANSWERS
) -> PhraseRefusalDetector:
    """The (cached) phrase detector for a phrase set and whole-answer refusal set."""
    return PhraseRefusalDetector(phrases, answers)


def _missing(gold: GoldItem, docs: GoldDocs, config: MetricConfig) -> dict[str, float]:
    values = dict.fromkeys(
        (
            EM,
            F1,
            EM_RAW,
            F1_RAW,
            ANSWER_PRECISION,
            ANSWER_RECALL,
            CITATION_PRECISION,
            CITATION_RECALL,
            CITATION_F1,
            REFUSED,
            ANSWERED,
        ),
        0.0,
    )
    values[GOLD_INSUFFICIENT] = float(gold.insufficient)
    if docs.ids:
        values.update(dict.fromkeys((recall_at(k) for k in config.recall_ks), 0.0))
    if gold.supporting_facts is not None:
        values.update(dict.fromkeys((SP_EM, SP_F1, SP_PRECISION, SP_RECALL), 0.0))
    return values


def score_item(
    gold: GoldItem,
    answer: AgentAnswer | None,
    config: MetricConfig = DEFAULT_CONFIG,
    *,
    classifier: RefusalClassifier | None = None,
) -> ItemScore:
    """All applicable metrics of ``answer`` (None: the agent gave none) to ``gold``.

    ``classifier`` decides whether the answer refuses (default: the phrase detector of
    ``config.refusal_phrases`` and ``config.refusal_answers``), on the answer without its
    citation markers.
    """
    insufficient = gold.insufficient
    docs = GoldDocs(gold.docs)
    if answer is None:
        values = _missing(gold, docs, config)
        return ItemScore(
            item_id=gold.item_id,
            values=values,
            config=config,
            graph_id=gold.graph_id,
            tags=dict(gold.tags),
        )
    detector = classifier or phrase_detector(
        tuple(config.refusal_phrases), tuple(config.refusal_answers)
    )
    refused = detector.is_refusal(split_citations(answer.answer)[0])
    yes_no_rule = config.answer_rule == "hotpot"
    if insufficient:
        answer_score = raw_score = insufficient_answer_score(refused)
        citation_score = insufficient_citation_score(len(answer.citations))
    else:
        if not gold.answers:
            raise InputError(
                f"item {gold.item_id!r} has no gold answer",
                hint="give the gold answer, or mark the item insufficient",
            )
        span = extract_answer(answer.answer, gold.answers[0], gold.question).text
        answer_score = score_answer(span, gold.answers, yes_no_rule=yes_no_rule)
        raw_score = score_answer(answer.answer, gold.answers, yes_no_rule=yes_no_rule)
        citation_score = _citation_prf(docs.resolve_all(answer.citations), docs.ids)
    values = {
        EM: answer_score.em,
        F1: answer_score.f1,
        EM_RAW: raw_score.em,
        F1_RAW: raw_score.f1,
        ANSWER_PRECISION: answer_score.precision,
        ANSWER_RECALL: answer_score.recall,
        CITATION_PRECISION: citation_score.precision,
        CITATION_RECALL: citation_score.recall,
        CITATION_F1: citation_score.f1,
        GOLD_INSUFFICIENT: float(insufficient),
        REFUSED: float(refused),
        ANSWERED: 1.0,
    }
    if answer.retrieved is not None:
        for k in config.recall_ks:
            recall = recall_at_k(answer.retrieved, docs, k)
            if recall is not None:
                values[recall_at(k)] = recall
    if gold.supporting_facts is not None and answer.supporting_facts is not None:
        sp = supporting_fact_score(answer.supporting_facts, gold.supporting_facts)
        values.update(
            {SP_EM: sp.em, SP_F1: sp.f1, SP_PRECISION: sp.precision, SP_RECALL: sp.recall}
        )
    return ItemScore(
        item_id=gold.item_id,
        values=values,
        config=config,
        graph_id=gold.graph_id,
        tags=dict(gold.tags),
    )


def score_items(
    golds: Sequence[GoldItem],
    answers: Mapping[str, AgentAnswer],
    config: MetricConfig = DEFAULT_CONFIG,
    *,
    classifier: RefusalClassifier | None = None,
) -> list[ItemScore]:
    """Score every gold item; an item id absent from ``answers`` counts as unanswered."""
    return [
        score_item(gold, answers.get(gold.item_id), config, classifier=classifier) for gold in golds
    ]
