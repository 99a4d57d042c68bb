"""A FreshEval-style LLM correctness judge for answers that EM/F1 under-credit.

The rater sees the question, the correct answer(s) joined by `` | `` and the response, and
ends its reply with ``evaluation: correct`` or ``evaluation: incorrect``. The prompt is the
versioned template ``fresheval`` (``shared/llm/prompts``), pinned by θ's ``score`` stage.
``relaxed`` credits a confident primary answer even with minor hallucination or outdated
extras; ``strict`` credits none of those. The last word after ``evaluation:`` decides; an
invalid reply is asked again once. Temperature 0, so the LLM layer's cache replays verdicts.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from shared.errors import InputError
from shared.llm.chat import ChatMessage
from shared.llm.client import ChatClient
from shared.llm.config import SCORE_DECODING, StageConfig
from shared.llm.errors import LLMConfigError
from shared.llm.templates import PromptLibrary

__all__ = ["FreshEvalJudge", "Mode", "parse_evaluation"]

Mode = Literal["relaxed", "strict"]

_EVALUATION = re.compile(r"evaluation\s*:\s*\**\s*(correct|incorrect)\b", re.I)

def parse_evaluation(text: str) -> bool | None:
    """True/False from the last ``evaluation: correct|incorrect`` of ``text``; None if absent."""
    found = _EVALUATION.findall(text)
    return found[-1].lower() == "correct" if found else None


class FreshEvalJudge:
    """Asks one chat endpoint whether a response is correct, in relaxed or strict mode.

    The prompts are the versioned templates θ pins for stage ``score`` (``fresheval`` and
    ``refusal``); without a θ stage the latest shipped versions are used.
    """

    def __init__(
        self,
        client: ChatClient,
        *,
        stage: StageConfig | None = None,
        library: PromptLibrary | None = None,
    ) -> None:
        self.client = client
        self.library = library if library is not None else PromptLibrary()
        self.stage = stage
        self.decoding = stage.decoding if stage and stage.decoding else SCORE_DECODING

    def _render(self, name: str, variables: dict[str, Any]) -> list[ChatMessage]:
        if self.stage is not None:
            ref = self.stage.template(name)
            if self.library.digest(ref.name, ref.version) != ref.sha256:
                raise LLMConfigError(
                    f"prompt template {ref.name}.v{ref.version}.j2 changed since θ was built",
                    hint="restore the released template and add changes as a new version file",
                )
            version = ref.version
        else:
            version = self.library.latest(name)
        return list(self.library.render(name, version, variables))

    async def says_unanswerable(self, question: str, answer: str) -> bool:
        """Whether ``answer`` says the question cannot be answered (one-word reply)."""
        messages = self._render("refusal", {"question": question, "answer": answer})
        reply = await self.client.complete(
            messages, decoding=self.decoding.model_copy(update={"max_tokens": 4}), stage="score"
        )
        return reply.content.strip().lower().startswith("yes")

    async def correct(
        self, question: str, answers: tuple[str, ...], response: str, mode: Mode
    ) -> bool:
        """Whether ``response`` is a correct answer to ``question`` under ``mode``."""
        messages = self._render(
            "fresheval",
            {"mode": mode, "question": question, "answers": list(answers), "response": response},
        )
        for attempt in range(2):
            result = await self.client.complete(
                messages, decoding=self.decoding, seed=attempt, stage="score"
            )
            verdict = parse_evaluation(result.content)
            if verdict is not None:
                return verdict
        raise InputError(
            "the correctness judge twice gave no 'evaluation: correct|incorrect' line",
            hint="use a stronger judge model, or set score_llm_judge = \"off\"",
        )
