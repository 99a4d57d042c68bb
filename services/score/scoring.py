"""One answer to one item scored with every metric that applies (``shared.metrics``).

EM and token F1 (official normalisation, max over gold aliases), citation P/R/F1 against
the gold documents, refusal detection with the insufficient-context rules, recall@k when
the agent returned sources, supporting facts when both sides have them; optionally the
FreshEval-style judge (``llm_relaxed`` / ``llm_strict``) for answers without an exact
match (an exact match is correct in both modes without asking). The topic message records
the metric arguments, so a report can say how each number was computed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from services.score.gold import answer_for_metrics, gold_for_item
from services.score.llm_judge import FreshEvalJudge, Mode
from shared.messages.answers import AgentAnswer, ItemScore
from shared.messages.qa import QAItem
from shared.metrics import DEFAULT_REFUSAL_PHRASES, MetricConfig, RefusalClassifier, score_item
from shared.metrics import ItemScore as Scored
from shared.metrics.extraction import split_citations
from shared.metrics.item import EM, GOLD_INSUFFICIENT
from shared.settings import Settings

__all__ = [
    "FixedRefusal",
    "llm_metric",
    "metric_config",
    "missing_score",
    "score_message",
    "to_scored",
]


def metric_config(settings: Settings) -> MetricConfig:
    """The metric arguments the settings choose."""
    phrases = tuple(settings.score_refusal_phrases or DEFAULT_REFUSAL_PHRASES)
    return MetricConfig(
        refusal_classifier="phrases" if settings.score_refusal == "phrases" else "llm",
        refusal_phrases=phrases,
        recall_ks=tuple(settings.score_recall_ks),
    )


def llm_metric(mode: Mode) -> str:
    """Metric name of the LLM judge's verdict in ``mode``."""
    return f"llm_{mode}"


class FixedRefusal:
    """A refusal classifier whose decision was made beforehand (e.g. by an LLM call)."""

    def __init__(self, refused: bool) -> None:
        self.refused = refused

    def is_refusal(self, text: str) -> bool:
        """The decision given at construction."""
        return self.refused


def _config_record(config: MetricConfig, modes: Sequence[Mode]) -> dict[str, Any]:
    record = config.model_dump(mode="json")
    record["llm_judge"] = list(modes)
    return record


def _message(
    scored: Scored, item: QAItem, agent_id: str, round_id: str, record: dict[str, Any],
    answer: str = "", error: str | None = None,
) -> ItemScore:  # fmt: skip
    return ItemScore(
        item_id=item.item_id,
        round_id=round_id,
        agent_id=agent_id,
        metrics=dict(scored.values),
        pattern=item.pattern,
        answer_type=item.answer_type,
        hops=item.hops,
        graph_id=item.graph_id,
        answer=answer,
        error=error,
        metric_config=record,
    )


async def score_message(
    answer: AgentAnswer,
    item: QAItem,
    config: MetricConfig,
    *,
    judge: FreshEvalJudge | None = None,
    modes: Sequence[Mode] = (),
    classifier: RefusalClassifier | None = None,
) -> ItemScore:
    """The score of ``answer`` to ``item``; an answer with an error scores as missing."""
    record = _config_record(config, modes if judge is not None else ())
    if answer.error:
        return missing_score(item, answer.agent_id, answer.round_id, config, answer.error, record)
    scored = score_item(
        gold_for_item(item), answer_for_metrics(answer), config, classifier=classifier
    )
    values = dict(scored.values)
    if judge is not None and modes and values.get(GOLD_INSUFFICIENT) == 0.0:
        for mode in modes:
            if values.get(EM) == 1.0:
                values[llm_metric(mode)] = 1.0
            else:
                # the rater reads the answer's text; its citation markers are not part of it
                text = split_citations(answer.answer)[0]
                ok = await judge.correct(item.question, item.answers, text, mode)
                values[llm_metric(mode)] = float(ok)
        scored = scored.model_copy(update={"values": values})
    return _message(scored, item, answer.agent_id, answer.round_id, record, answer.answer)


def missing_score(
    item: QAItem,
    agent_id: str,
    round_id: str,
    config: MetricConfig,
    error: str,
    record: dict[str, Any] | None = None,
) -> ItemScore:
    """The score of an item the agent gave no answer to: 0.0 on every metric it defines."""
    scored = score_item(gold_for_item(item), None, config)
    return _message(
        scored, item, agent_id, round_id, record or _config_record(config, ()), error=error
    )


def to_scored(score: ItemScore) -> Scored:
    """A topic score as the statistics read it (values, graph, breakdown tags)."""
    tags = {"agent": score.agent_id, "hops": str(score.hops) if score.hops is not None else ""}
    if score.pattern is not None:
        tags["pattern"] = score.pattern
    if score.answer_type is not None:
        tags["answer_type"] = score.answer_type
    if not tags["hops"]:
        del tags["hops"]
    return Scored(item_id=score.item_id, values=score.metrics, graph_id=score.graph_id, tags=tags)

