"""The LLM strategy of the gold checks, through ``StructuredLLM`` and the ``gold`` stage.

- ``LLMReconstructionJudge`` renders ``gold_reconstruct``: the model sees only the question,
  the answer format, the atomic facts and the reasoning steps, and writes the answer; it is
  accepted when it says the inputs suffice and its answer agrees with the gold answer (token
  F1 >= 0.5, item-set F1 >= 0.5 for lists, both values for contradiction reports). Computed
  answers are still recomputed by the rule judge first.
- ``LLMAbsenceJudge`` renders ``gold_absent`` with the top-k retrieved chunks.

``gold_llm(settings)`` builds the client from a θ of the ``gold`` stage alone
(``[llm_stages.gold]`` or the top-level ``DYNEVAL_LLM_*`` endpoint).
"""

from __future__ import annotations

from collections.abc import Sequence

from services.gold.absent import Aspect
from services.gold.drafts import GOLD_RULES_VERSION
from services.gold.reconstruct import RuleReconstructionJudge, conflicting_values, expressions
from shared.llm.config import build_generation_config
from shared.llm.stages import StructuredLLM
from shared.longdoc.model import Chunk
from shared.messages.base import Model
from shared.messages.envelope import derive_id
from shared.messages.qa import QAItem
from shared.metrics.answer import token_prf
from shared.metrics.conflict import conflict_credit
from shared.metrics.item_set import item_set_f1, split_items
from shared.settings import Settings

__all__ = ["AbsenceReply", "LLMAbsenceJudge", "LLMReconstructionJudge", "ReconstructReply",
           "gold_llm"]  # fmt: skip

STAGE = "gold"


class ReconstructReply(Model):
    """Reply of ``gold_reconstruct``."""

    answer: str
    """The answer rebuilt from facts and steps."""

    sufficient: bool
    """Whether facts and steps were enough."""


class AbsenceReply(Model):
    """Reply of ``gold_absent``."""

    answered: bool
    """Whether a passage answers the question."""

    evidence: str = ""
    """The passage that does, if any."""


def gold_llm(settings: Settings) -> StructuredLLM:
    """A ``StructuredLLM`` whose θ covers the ``gold`` stage only, with the LLM strategy."""
    forced = settings.model_copy(update={"llm_stages": {
        **settings.llm_stages, STAGE: {**settings.llm_stages.get(STAGE, {}), "strategy": "openai"},
    }})  # fmt: skip
    theta = build_generation_config(forced, stage_names=(STAGE,),
                                    rule_versions={STAGE: GOLD_RULES_VERSION})  # fmt: skip
    return StructuredLLM.from_settings(forced, config=theta)


def _seed(*parts: str) -> int:
    return int(derive_id(*parts)[:8], 16)


class LLMReconstructionJudge:
    """Reconstruction by a model (see the module docstring)."""

    def __init__(self, llm: StructuredLLM, *, threshold: float = 0.5) -> None:
        self.llm = llm
        self.threshold = threshold
        self.rules = RuleReconstructionJudge()

    @property
    def name(self) -> str:
        """``llm:<model>``."""
        return f"llm:{self.llm.config.stage(STAGE).models[0]}"

    async def problems(self, item: QAItem) -> list[str]:
        """Why the model could not rebuild the answer from facts and steps."""
        if item.answer_type == "no_information" or expressions(item.reasoning_steps or ()):
            return self.rules.problems_sync(item)
        variables = {
            "question": item.question,
            "answer_type": item.answer_type,
            "atomic_facts": [{"fact": c.claim, "category": c.category or "declarative"}
                             for c in item.used_claims],
            "reasoning_steps": list(item.reasoning_steps or ()),
        }  # fmt: skip
        reply = await self.llm.generate(STAGE, "gold_reconstruct", variables, ReconstructReply,
                                        _seed("gold", item.item_id))  # fmt: skip
        value = reply.value
        if not value.sufficient:
            return ["the model found the facts and steps insufficient"]
        gold = item.answers[0]
        if item.answer_type in ("list", "instructional"):
            agree = item_set_f1(split_items(value.answer), split_items(gold)).f1
        elif item.answer_type == "contradiction_report":
            agree = conflict_credit(value.answer, conflicting_values(item.used_claims))
        else:
            agree = token_prf(value.answer, gold, yes_no_rule=False).f1
        if agree < self.threshold:
            return [f"the model's answer {value.answer[:80]!r} agrees {agree:.2f} with the gold"]
        return []


class LLMAbsenceJudge:
    """Absence by a model shown the retrieved chunks."""

    def __init__(self, llm: StructuredLLM) -> None:
        self.llm = llm

    @property
    def name(self) -> str:
        """``llm:<model>``."""
        return f"llm:{self.llm.config.stage(STAGE).models[0]}"

    async def answers(self, question: str, aspect: Aspect, chunks: Sequence[Chunk]) -> bool:
        """Whether the model finds the answer in the retrieved chunks."""
        passages = [{"chunk_id": c.chunk_id, "pages": list(c.pages), "text": c.text[:2000]}
                    for c in chunks]  # fmt: skip
        reply = await self.llm.generate(STAGE, "gold_absent",
                                        {"question": question, "passages": passages},
                                        AbsenceReply, _seed("gold-absent", question))  # fmt: skip
        return reply.value.answered
