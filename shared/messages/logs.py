"""Agent execution logs and seed questions (topics ``logs`` and ``seeds``)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = ["AgentLog", "LogOrigin", "SeedQuestion", "Source"]

LogOrigin = Literal["logs", "perplexica", "hotpotqa", "freshqa", "http", "agent"]


class Source(Model):
    """One retrieved source of an agent log, numbered as the transcript cites it."""

    id: int
    """Citation number: ``[id]`` in the transcript refers to this source."""

    title: str = ""
    """Page title as the agent saw it."""

    url: str = ""
    """Page URL (may be empty for sources that are not web pages)."""

    snippet: str = ""
    """Search-result snippet the agent saw."""

    content: str | None = None
    """Full page or passage text when the log carries it."""


class AgentLog(Model):
    """What an agent did for one question: its answer, transcript and sources."""

    log_id: str = Field(min_length=1)
    """Stable id of the log (given by the source, else derived from its content)."""

    agent_id: str = "unknown"
    """Which agent produced the log."""

    question: str = Field(min_length=1)
    """The question the agent answered."""

    answer: str = ""
    """The agent's final answer."""

    thinking: str = ""
    """The reasoning transcript with ``[n]`` citations into ``sources``."""

    sources: tuple[Source, ...] = ()
    """Retrieved sources, numbered by ``Source.id``."""

    origin: LogOrigin = "logs"
    """Which importer or path produced the log."""

    started_at: datetime | None = None
    """When the agent started (if known)."""

    finished_at: datetime | None = None
    """When the agent finished (if known)."""

    round_id: str | None = None
    """Round of the item this log answers, when it is an answer to a round question."""

    item_id: str | None = None
    """Id of the round item this log answers, if any."""

    gold_answers: tuple[str, ...] = ()
    """Reference answers carried by benchmark imports (HotpotQA, FreshQA)."""

    dangling_citations: tuple[int, ...] = ()
    """Citation numbers in the transcript or answer that name no source (flagged, kept)."""

    meta: dict[str, str] = Field(default_factory=dict)
    """Importer-specific extras (e.g. HotpotQA type and level, file and line)."""


class SeedQuestion(Model):
    """A seed question (e.g. from FreshQA) that agents are asked to gather fresh evidence for."""

    seed_id: str = Field(min_length=1)
    """Stable id of the seed question."""

    question: str = Field(min_length=1)
    """The question text."""

    answers: tuple[str, ...] = ()
    """Accepted answers (FreshQA answer_0 ... answer_9, empty ones dropped)."""

    split: str | None = None
    """Dataset split (FreshQA: TEST or DEV)."""

    fact_type: str | None = None
    """never-changing, slow-changing or fast-changing."""

    false_premise: bool = False
    """Whether the question rests on a false premise."""

    num_hops: str | None = None
    """one-hop or multi-hop."""

    effective_year: str | None = None
    """Year the answer took effect (as given)."""

    next_review: str | None = None
    """When the answer should be reviewed next (as given)."""

    source: str | None = None
    """Where the answer comes from (URL or note)."""

    note: str | None = None
    """Free-text note of the dataset authors."""

    dataset: str = "freshqa"
    """Dataset the seed came from."""
