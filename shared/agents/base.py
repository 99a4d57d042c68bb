"""What an agent under test is: the ``Agent`` protocol, its inputs and its reply.

An agent gets one round question (with the round's documents, which retrieval
baselines search and networked agents ignore) and returns a ``Reply``: the answer,
the sources it used, which of them the answer cites, and optionally its transcript
and HotpotQA-style supporting facts. Asking (``shared.agents.asking``) wraps a reply
in the ``answers`` topic's ``AgentAnswer`` with ids, latency and attempts; agents
never see the bus.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from shared.errors import DynevalError
from shared.messages.logs import Source
from shared.messages.qa import QAItem
from shared.metrics.extraction import citation_markers

__all__ = [
    "Agent",
    "AgentError",
    "Document",
    "Learner",
    "Reply",
    "cited_numbers",
]


class AgentError(DynevalError):
    """An agent could not answer; ``transient`` errors (timeouts, 5xx, network) are retried."""

    def __init__(self, message: str, *, transient: bool = False, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.transient = transient


@dataclass(frozen=True, slots=True)
class Document:
    """One document of the round the agents may search (the claims' source documents)."""

    doc_id: str
    """Unique id in the round: ``<graph id>#<source number>``."""

    url: str
    """The page URL (may be empty)."""

    title: str
    """The page title."""

    text: str
    """The text the claims were verified against (or the log's text for the page)."""


@dataclass(frozen=True, slots=True)
class Reply:
    """What an agent answered to one question."""

    answer: str
    """The answer text."""

    sources: tuple[Source, ...] = ()
    """Sources the agent used, numbered as the answer and transcript cite them."""

    cited: tuple[int, ...] = ()
    """Source numbers the answer cites; taken from ``[n]`` markers when left empty."""

    thinking: str = ""
    """The agent's transcript, when it has one."""

    supporting_facts: tuple[tuple[str, int], ...] | None = None
    """Predicted ``(title, sentence index)`` facts, when the agent gives them."""


@runtime_checkable
class Agent(Protocol):
    """An agent under test."""

    @property
    def name(self) -> str:
        """The agent's name in settings, answers and reports."""
        ...

    @property
    def kind(self) -> str:
        """The adapter (``bm25``, ``perplexica`` ...)."""
        ...

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """Answer ``question`` (item ``item_id`` of round ``round_id``); raise ``AgentError``."""
        ...

    async def aclose(self) -> None:
        """Release clients the agent owns."""
        ...


@runtime_checkable
class Learner(Protocol):
    """An agent that can be leaked a set of items (the memorizer: M_leak of Leak&Test)."""

    def learn(self, items: Sequence[QAItem]) -> int:
        """Remember ``items``; returns how many questions it now knows."""
        ...

    def forget(self) -> None:
        """Forget every leaked item."""
        ...


def cited_numbers(text: str, sources: Sequence[Source] = ()) -> tuple[int, ...]:
    """Distinct citation numbers (``[1]``, ``[1][2]``, ``[1, 2]``) in ``text``, in order;
    only known ones if ``sources``."""
    known = {s.id for s in sources}
    return tuple(n for n in citation_markers(text) if not known or n in known)
