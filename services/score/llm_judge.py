"""A FreshEval-style LLM correctness judge for answers that EM/F1 under-credit.

The rater sees the question, the correct answer(s) joined by `` | `` and the response, and
ends its reply with ``evaluation: correct`` or ``evaluation: incorrect``. ``relaxed`` credits
a confident primary answer even with minor hallucination or outdated extras; ``strict``
credits none of those. The last word after ``evaluation:`` decides; an invalid reply is
asked again once. Temperature 0, so the LLM layer's cache replays verdicts.
"""

from __future__ import annotations

import re
from typing import Literal

from shared.errors import InputError
from shared.llm.chat import ChatMessage, Decoding
from shared.llm.client import ChatClient

__all__ = ["FreshEvalJudge", "Mode", "parse_evaluation"]

Mode = Literal["relaxed", "strict"]

_EVALUATION = re.compile(r"evaluation\s*:\s*\**\s*(correct|incorrect)\b", re.I)

_INSTRUCTIONS: dict[Mode, str] = {
    "relaxed": (
        "Please evaluate the response to a question under a relaxed evaluation, where "
        "hallucinations, outdated information, and ill-formed answers are allowed, as long as "
        "the primary answer is accurate. The response should confidently answer the question "
        "with one primary answer; if several answers are given they must all be correct."
    ),
    "strict": (
        "Please evaluate the response to a question under a strict evaluation, where no "
        "hallucinations, outdated information, or ill-formed answers are allowed. Credit the "
        "response only if it answers confidently, all of its information is correct, and "
        "nothing in it contradicts the correct answer."
    ),
}

_EXAMPLES = """question: How old is the world's oldest verified living person?
correct answer(s): 116 years old | 116
response: As of today, the oldest verified living person is 116 years old.
comment: The primary answer is correct and nothing contradicts it.
evaluation: correct

question: In which year did the first human land on the moon?
correct answer(s): 1969
response: The first human landed on the moon in 1970.
comment: The primary answer 1970 contradicts the correct answer 1969.
evaluation: incorrect"""


def parse_evaluation(text: str) -> bool | None:
    """True/False from the last ``evaluation: correct|incorrect`` of ``text``; None if absent."""
    found = _EVALUATION.findall(text)
    return found[-1].lower() == "correct" if found else None


class FreshEvalJudge:
    """Asks one chat endpoint whether a response is correct, in relaxed or strict mode."""

    def __init__(self, client: ChatClient) -> None:
        self.client = client
        self.decoding = Decoding(temperature=0.0, max_tokens=256, json_mode=False)

    async def correct(
        self, question: str, answers: tuple[str, ...], response: str, mode: Mode
    ) -> bool:
        """Whether ``response`` is a correct answer to ``question`` under ``mode``."""
        prompt = (
            f"{_INSTRUCTIONS[mode]}\n\n{_EXAMPLES}\n\nquestion: {question}\n"
            f"correct answer(s): {' | '.join(answers)}\nresponse: {response}\ncomment:"
        )
        messages = [ChatMessage(role="user", content=prompt)]
        for attempt in range(2):
            result = await self.client.complete(
                messages, decoding=self.decoding, seed=attempt, stage="judge"
            )
            verdict = parse_evaluation(result.content)
            if verdict is not None:
                return verdict
        raise InputError(
            "the correctness judge twice gave no 'evaluation: correct|incorrect' line",
            hint="use a stronger judge model, or set score_llm_judge = \"off\"",
        )
