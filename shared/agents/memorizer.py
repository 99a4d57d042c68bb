"""The memorizer: M_leak of Leak&Test, an agent that has "seen" a leaked set of items.

``learn`` leaks items into its memory. A question whose normalised text matches a
remembered question with token-sort similarity at or above ``threshold`` is answered
from memory with that item's gold answer; any other question goes to the fallback agent
(the base model M), or is refused when there is none. On a leaked round it scores like
the oracle; on a fresh round it scores like its fallback, which is what a dynamic
benchmark should see.
"""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz import fuzz, process

from shared.agents.base import Agent, Document, Reply
from shared.agents.config import MemorizerSpec
from shared.messages.qa import QAItem
from shared.metrics.normalize import normalize_answer

__all__ = ["MemorizerAgent"]


class MemorizerAgent:
    """Answers leaked questions from memory, others through its fallback."""

    def __init__(self, spec: MemorizerSpec, fallback: Agent | None = None) -> None:
        self.spec = spec
        self.fallback = fallback
        self._questions: list[str] = []
        self._answers: list[str] = []
        self._known: dict[str, int] = {}

    @property
    def name(self) -> str:
        """The configured name."""
        return self.spec.name

    @property
    def kind(self) -> str:
        """``memorizer``."""
        return "memorizer"

    def learn(self, items: Sequence[QAItem]) -> int:
        """Remember the questions and gold answers of ``items``; returns the memory size."""
        for item in items:
            key = normalize_answer(item.question)
            if key in self._known:
                self._answers[self._known[key]] = item.answers[0]
                continue
            self._known[key] = len(self._questions)
            self._questions.append(key)
            self._answers.append(item.answers[0])
        return len(self._questions)

    def forget(self) -> None:
        """Empty the memory."""
        self._questions.clear()
        self._answers.clear()
        self._known.clear()

    def recall(self, question: str) -> tuple[str, float] | None:
        """The remembered answer for ``question`` and the match score, if one matches."""
        if not self._questions:
            return None
        key = normalize_answer(question)
        exact = self._known.get(key)
        if exact is not None:
            return self._answers[exact], 100.0
        found = process.extractOne(
            key, self._questions, scorer=fuzz.token_sort_ratio, score_cutoff=self.spec.threshold
        )
        if found is None:
            return None
        _, score, index = found
        return self._answers[index], float(score)

    async def answer(
        self, question: str, *, item_id: str, round_id: str, documents: Sequence[Document]
    ) -> Reply:
        """From memory when the question was leaked, else the fallback's answer."""
        recalled = self.recall(question)
        if recalled is not None:
            text, score = recalled
            return Reply(
                answer=text,
                thinking=f"I have seen this question before (similarity {score:.0f}). "
                f"Answer: {text}",
            )
        if self.fallback is None:
            return Reply(answer="insufficient context", thinking="Not a question I have seen.")
        reply = await self.fallback.answer(
            question, item_id=item_id, round_id=round_id, documents=documents
        )
        note = f"Not a question I have seen; asking {self.fallback.name}.\n"
        return Reply(
            answer=reply.answer,
            sources=reply.sources,
            cited=reply.cited,
            thinking=note + reply.thinking,
            supporting_facts=reply.supporting_facts,
        )

    async def aclose(self) -> None:
        """The fallback is closed by whoever built it."""
