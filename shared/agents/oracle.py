"""The oracle: answers with the gold and cites the gold documents.

It is the ceiling of every metric (EM = F1 = citation F1 = 1.0 on every item) and so a
sanity check of the scorer: an oracle scoring below 1.0 means the gold and the scorer
disagree. It reads items through a ``GoldBook`` the asking job provides.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from shared.agents.base import AgentError, Document, Reply
from shared.agents.config import OracleSpec
from shared.messages.logs import Source
from shared.messages.qa import QAItem

__all__ = ["GoldBook", "MappingGoldBook", "OracleAgent"]


class GoldBook(Protocol):
    """Where the oracle reads gold items."""

    def gold(self, item_id: str) -> QAItem | None:
        """The item ``item_id`` with its gold answers, if known."""
        ...


class MappingGoldBook:
    """A ``GoldBook`` over a mapping of item id to item."""

    def __init__(self, items: Mapping[str, QAItem] | None = None) -> None:
        self.items: dict[str, QAItem] = dict(items or {})

    def add(self, items: Sequence[QAItem]) -> None:
        """Make ``items`` known."""
        self.items.update((item.item_id, item) for item in items)

    def gold(self, item_id: str) -> QAItem | None:
        """The item, if known."""
        return self.items.get(item_id)


class OracleAgent:
    """Answers every item with its gold answer and gold documents."""

    def __init__(self, spec: OracleSpec, book: GoldBook) -> None:
        self.spec = spec
        self.book = book

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``oracle``."""
        return "oracle"

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """The gold answer, citing every document the item's claims come from."""
        item = self.book.gold(item_id)
        if item is None:
            raise AgentError(
                f"the oracle has no gold for item {item_id!r}",
                hint="ask the oracle only about items of a round it was given",
            )
        sources: list[Source] = []
        number: dict[tuple[int, str], int] = {}
        lines: list[str] = []
        for claim in item.used_claims:
            key = (claim.doc_id, claim.url)
            if key not in number:
                number[key] = len(sources) + 1
                sources.append(
                    Source(id=number[key], title=claim.title, url=claim.url, snippet=claim.span)
                )
            lines.append(f"{claim.claim} [{number[key]}]")
        cited = tuple(source.id for source in sources)
        marks = "".join(f"[{n}]" for n in cited)
        lines.append(f"Answer: {item.answers[0]} {marks}".rstrip())
        return Reply(
            answer=item.answers[0], sources=tuple(sources), cited=cited, thinking="\n".join(lines)
        )

    async def aclose(self) -> None:
        """Nothing to release."""

