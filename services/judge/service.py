"""The ``judge`` service: rule checks, then the panel's majority vote.

Candidates failing a rule check are rejected without asking the panel. The panel is
the rule judge under the rule engine, or N LLM judges (three by default) configured
as ``[[llm_judges]]``; a strict majority of accepts admits the item. Accepted items go
to ``qa.accepted``, rejected ones to ``qa.rejected`` with reasons: a rejection is a
normal outcome, not a dead letter.
"""

from __future__ import annotations

from collections.abc import Sequence

from prometheus_client import Counter
from pydantic import BaseModel

from services.judge.llm import LLMJudge
from shared.llm.stages import Judge, StructuredLLM
from shared.llm.strategy import stage_strategy
from shared.messages.qa import JudgedItem, JudgeVerdict, QAItem
from shared.messages.topics import ACCEPTED, CANDIDATES, REJECTED
from shared.quality.rule_checks import DuplicateIndex, RuleChecks
from shared.quality.rule_judge import RuleJudge
from shared.rounds.seeds import derive_seed
from shared.rounds.theta import round_theta
from shared.runtime import Context, Out, Service
from shared.settings import Settings

__all__ = ["build", "claim_set_key", "majority"]

VERDICTS = Counter(
    "dyneval_judge_items_total", "Judged items by outcome and pattern.", ["outcome", "pattern"]
)
_QUESTION = "q:"
_CLAIMS = "c:"
_TAKEN = "n:"
"""Accepted items per round and graph: once a graph has its items, its spares are not
judged (qagen draws spares after the items, for when an item repeats or fails)."""


def claim_set_key(item: QAItem) -> str:
    """The item's round and used claims: two accepted items of a round never share it."""
    claims = sorted(f"{u.doc_id}/{u.claim_id}" for u in item.used_claims)
    return f"{item.round_id or ''}:{item.graph_id or ''}:{','.join(claims)}"


def majority(verdicts: Sequence[JudgeVerdict]) -> bool:
    """A strict majority of the panel accepts."""
    return sum(v.accept for v in verdicts) * 2 > len(verdicts)


class _Judge:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.checks = RuleChecks()
        self.panel: list[Judge] = [RuleJudge()]
        self.llm: StructuredLLM | None = None
        self.index: DuplicateIndex | None = None
        self.items_per_graph = round_theta(settings).qagen.items_per_graph

    async def startup(self) -> None:
        if stage_strategy(self.settings, "judge") == "openai":
            theta = round_theta(self.settings).generation
            self.llm = StructuredLLM.from_settings(self.settings, config=theta)
            self.panel = [LLMJudge(self.llm, name) for name in self.llm.judges()]

    async def shutdown(self) -> None:
        if self.llm is not None:
            await self.llm.aclose()

    async def handle(self, payload: BaseModel, ctx: Context) -> Sequence[Out]:
        assert isinstance(payload, QAItem)
        item = payload
        if self.index is None:
            self.index = DuplicateIndex()
            for key, value in await ctx.state.scan(_QUESTION):
                graph_id, question, answer = [*value.decode().split("\n", 2), "", ""][:3]
                self.index.add(key.removeprefix(_QUESTION), question, graph_id, answer)
        taken_key = f"{_TAKEN}{item.round_id or ''}:{item.graph_id or ''}"
        taken = int((await ctx.state.get(taken_key) or b"0").decode())
        if item.graph_id and taken >= self.items_per_graph:
            reason = (f"spare: graph {item.graph_id[:12]} already has its {taken} item(s) "
                      "this round")  # fmt: skip
            spare = JudgeVerdict(judge="rule-checks", accept=False, reasons=(reason,))
            return [self._out(JudgedItem(item=item, accepted=False, verdicts=(spare,),
                                         reasons=(reason,)))]  # fmt: skip
        result = self.checks.check(item, self.index)
        problems = list(result.reasons)
        claim_key = _CLAIMS + claim_set_key(item)
        owner = await ctx.state.get(claim_key) if item.used_claims else None
        if owner and owner.decode() != item.item_id:
            problems.append(f"repeats the claim set of item {owner.decode()} in this round")
        if problems:
            checks = JudgeVerdict(
                judge="rule-checks",
                accept=False,
                criteria={"novel": result.novel},
                reasons=tuple(problems),
            )
            return [self._out(JudgedItem(item=item, accepted=False, verdicts=(checks,),
                                         reasons=tuple(problems)))]  # fmt: skip
        verdicts = [
            await judge.judge(item, seed=derive_seed(item.seed or 0, "judge", judge.name))
            for judge in self.panel
        ]
        accepted = majority(verdicts)
        reasons = () if accepted else tuple(r for v in verdicts if not v.accept for r in v.reasons)
        if accepted:
            ctx.state.put(taken_key, str(taken + 1).encode())
            ctx.state.put(claim_key, item.item_id.encode())
            record = f"{item.graph_id or ''}\n{item.question}\n{item.answers[0]}"
            ctx.state.put(_QUESTION + item.item_id, record.encode())
            self.index.add(item.item_id, item.question, item.graph_id, item.answers[0])
        judged = JudgedItem(item=item, accepted=accepted, verdicts=tuple(verdicts), reasons=reasons)
        return [self._out(judged)]

    def _out(self, judged: JudgedItem) -> Out:
        outcome = "accepted" if judged.accepted else "rejected"
        VERDICTS.labels(outcome, judged.item.pattern or "none").inc()
        return Out(
            ACCEPTED if judged.accepted else REJECTED,
            judged,
            id=f"{outcome}-{judged.item.item_id}",
        )


def build(settings: Settings) -> Service:
    """The judge service under ``settings``."""
    judge = _Judge(settings)
    return Service(
        "judge",
        (CANDIDATES,),
        (ACCEPTED, REJECTED),
        judge.handle,
        needs_all_partitions=True,  # state scanned across keys (one Kafka worker)
        startup=judge.startup,
        shutdown=judge.shutdown,
    )
