"""An LLM judge of the panel: the ``judge`` prompt through one panel endpoint."""

from __future__ import annotations

from shared.llm.prompt_inputs import judge_variables
from shared.llm.replies import JudgeReply
from shared.llm.stages import StructuredLLM
from shared.messages.qa import JudgeVerdict, QAItem

__all__ = ["LLMJudge"]


class LLMJudge:
    """A ``Judge`` backed by one endpoint of the judge panel."""

    def __init__(self, llm: StructuredLLM, endpoint: str) -> None:
        self.llm = llm
        self.endpoint = endpoint

    @property
    def name(self) -> str:
        """``llm:<endpoint>``."""
        return f"llm:{self.endpoint.removeprefix('judge:')}"

    async def judge(self, item: QAItem, *, seed: int) -> JudgeVerdict:
        """The endpoint's structured verdict on ``item``."""
        reply = await self.llm.generate(
            "judge", "judge", judge_variables(item), JudgeReply, seed, endpoint=self.endpoint
        )
        value = reply.value
        return JudgeVerdict(
            judge=self.name,
            accept=value.accept and all(value.criteria.values()),
            criteria=value.criteria,
            reasons=value.reasons,
        )
