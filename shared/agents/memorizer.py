"""The memorizers: M_leak of Leak&Test, agents that have "seen" a leaked round.

``learn`` leaks items into the memorizer's memory (``shared.agents.leak_memory``):

- ``learns = "items"`` (the faithful leaked model): it answers from memory only when the
  new item asks the same thing as a leaked one - the same question, or the same pattern
  and operation over the same facts; on anything else it *is* the base agent (its reply
  unchanged). On a fresh round its gap to the base agent is then ~0, neither up nor down.
- ``learns = "facts"``: it learned the facts of the leaked items (claims -> values). On a
  new item whose every fact it learned, it answers correctly, as a model that knows the
  facts and reasons without error would (an upper bound of what a fact leak buys);
  otherwise it is the base agent.

Both read the asked item (pattern, operation, used claims) through the ``GoldBook`` the
asking job fills, as the oracle does; the item memorizer never reads a new item's gold,
the fact memorizer reads it only for an item whose facts it all knows. When answering from
memory the base agent is still asked, so sources and citations are its own - the leak
changes the answer and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.agents.base import Agent, Document, Reply
from shared.agents.config import MemorizerSpec
from shared.agents.leak_memory import FactMemory, ItemMemory
from shared.agents.oracle import GoldBook
from shared.messages.qa import QAItem

__all__ = ["MemorizerAgent"]

_NO_FALLBACK = "insufficient context"


class MemorizerAgent:
    """Answers what it learned from memory and everything else as its base agent."""

    def __init__(
        self, spec: MemorizerSpec, fallback: Agent | None = None, book: GoldBook | None = None
    ) -> None:
        self.spec = spec
        self.fallback = fallback
        self.book = book
        self.items = ItemMemory()
        self.facts = FactMemory()

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``memorizer``."""
        return "memorizer"

    def learn(self, items: Sequence[QAItem]) -> int:
        """Leak ``items`` (or their facts); returns the memory size."""
        if self.spec.learns == "facts":
            return self.facts.learn(items)
        return self.items.learn(items)

    def forget(self) -> None:
        """Empty the memory."""
        self.items.forget()
        self.facts.forget()

    def recall(self, question: str, item_id: str | None = None) -> str | None:
        """The answer from memory for ``question`` (item ``item_id``), or None."""
        item = self.book.gold(item_id) if self.book is not None and item_id else None
        if self.spec.learns == "facts":
            return item.answers[0] if item is not None and self.facts.covers(item) else None
        return self.items.recall(question, item)

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """The base agent's reply, with the answer from memory when it recalls one."""
        recalled = self.recall(question, item_id)
        if self.fallback is None:
            if recalled is None:
                return Reply(answer=_NO_FALLBACK, thinking="Not something I have learned.")
            return Reply(answer=recalled, thinking=f"From memory: {recalled}")
        reply = await self.fallback.answer(
            question, item_id=item_id, round_id=round_id, documents=documents
        )
        if recalled is None:
            return reply
        what = "the facts of this question" if self.spec.learns == "facts" else "this question"
        return Reply(
            answer=recalled,
            sources=reply.sources,
            cited=reply.cited,
            thinking=f"I have learned {what}; answering from memory: {recalled}\n"
            + reply.thinking,
            supporting_facts=reply.supporting_facts,
        )

    async def aclose(self) -> None:
        """The fallback is closed by whoever built it."""
