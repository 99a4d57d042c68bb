"""Metrics of dyneval: answer EM/F1, citations, refusals, retrieval, HotpotQA files.

One concern per module; the public names are re-exported here.
"""

from __future__ import annotations

from shared.metrics.answer import (
    AnswerScore,
    TokenPRF,
    exact_match,
    score_answer,
    squad_f1,
    token_prf,
)
from shared.metrics.batch import (
    AnswerColumns,
    CitationColumns,
    score_answer_column,
    score_citation_column,
)
from shared.metrics.citations import (
    CitationScore,
    DocRef,
    GoldDocs,
    citation_prf,
    normalize_url,
    score_citations,
)
from shared.metrics.extraction import (
    AnswerShape,
    Extracted,
    answer_shape,
    citation_markers,
    extract_answer,
    split_citations,
)
from shared.metrics.hotpot import (
    HOTPOT_KEYS,
    HotpotGold,
    HotpotPrediction,
    HotpotResult,
    load_hotpot_gold,
    load_hotpot_prediction,
    score_hotpot,
    score_hotpot_files,
)
from shared.metrics.item import ItemScore, MetricConfig, recall_at
from shared.metrics.normalize import normalize_answer
from shared.metrics.refusal import (
    DEFAULT_REFUSAL_ANSWERS,
    DEFAULT_REFUSAL_PHRASES,
    DetectionRate,
    PhraseRefusalDetector,
    RefusalClassifier,
    detection_rate,
    refusal_text,
)
from shared.metrics.retrieval import SupportingFactScore, recall_at_k, supporting_fact_score
from shared.metrics.scoring import AgentAnswer, GoldItem, score_item, score_items

__all__ = [
    "DEFAULT_REFUSAL_ANSWERS",
    "DEFAULT_REFUSAL_PHRASES",
    "HOTPOT_KEYS",
    "AgentAnswer",
    "AnswerColumns",
    "AnswerScore",
    "AnswerShape",
    "CitationColumns",
    "CitationScore",
    "DetectionRate",
    "DocRef",
    "Extracted",
    "GoldDocs",
    "GoldItem",
    "HotpotGold",
    "HotpotPrediction",
    "HotpotResult",
    "ItemScore",
    "MetricConfig",
    "PhraseRefusalDetector",
    "RefusalClassifier",
    "SupportingFactScore",
    "TokenPRF",
    "answer_shape",
    "citation_markers",
    "citation_prf",
    "detection_rate",
    "exact_match",
    "extract_answer",
    "load_hotpot_gold",
    "load_hotpot_prediction",
    "normalize_answer",
    "normalize_url",
    "recall_at",
    "recall_at_k",
    "refusal_text",
    "score_answer",
    "score_answer_column",
    "score_citation_column",
    "score_citations",
    "score_hotpot",
    "score_hotpot_files",
    "score_item",
    "score_items",
    "split_citations",
    "squad_f1",
    "supporting_fact_score",
    "token_prf",
]
