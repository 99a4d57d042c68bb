"""Answers of agents under test and their scores (topics ``answers`` and ``scores``)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from shared.messages.base import Model
from shared.messages.logs import Source

__all__ = ["AgentAnswer", "ItemScore"]


class AgentAnswer(Model):
    """An agent's answer to one round item."""

    item_id: str
    """The item answered."""

    round_id: str
    """The item's round."""

    agent_id: str
    """The agent under test."""

    answer: str
    """The answer text."""

    cited: tuple[int, ...] = ()
    """Source numbers the answer cites."""

    sources: tuple[Source, ...] = ()
    """Sources the agent returned."""

    latency_s: float | None = None
    """How long the agent took."""

    error: str | None = None
    """Why the agent gave no answer (timeout, HTTP error), if it did not."""

    agent_kind: str | None = None
    """Adapter that produced the answer (``bm25``, ``perplexica``, ``openai_chat`` ...)."""

    thinking: str = ""
    """The agent's transcript with ``[n]`` citations into ``sources``, when it gave one."""

    supporting_facts: tuple[tuple[str, int], ...] | None = None
    """Predicted HotpotQA-style ``(title, sentence index)`` facts; none when not given."""

    attempts: int = Field(default=1, ge=0)
    """Requests made to the agent for this answer (retries included)."""

    log_id: str | None = None
    """Id of the agent log this answer was ingested as, once ingested."""


class ItemScore(Model):
    """Scores of one agent on one item."""

    item_id: str
    """The item scored."""

    round_id: str
    """The item's round."""

    agent_id: str
    """The agent scored."""

    metrics: dict[str, float] = Field(default_factory=dict)
    """Metric name to value (em, f1, cite_p, cite_r, cite_f1, ...)."""

    pattern: str | None = None
    """The item's pattern, for breakdowns."""

    answer_type: str | None = None
    """The item's answer type, for breakdowns."""

    hops: int | None = None
    """The item's hop count, for breakdowns."""

    graph_id: str | None = None
    """The item's seed graph, for per-graph expectations."""

    answer: str = ""
    """The answer text that was scored (empty when the agent gave none)."""

    error: str | None = None
    """The agent's error when it gave no answer; the item then scores as unanswered."""

    metric_config: dict[str, Any] = Field(default_factory=dict)
    """The arguments the metrics ran with (answer rule, refusal classifier and phrases,
    recall cut-offs, metric version, LLM judge mode), so the score can be recomputed."""
