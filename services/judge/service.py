"""The ``judge`` service: rule checks, then the panel's majority vote.

Candidates failing a rule check are rejected without asking the panel. The panel is
the rule judge under the rule engine, or N LLM judges (three by default) configured
as ``[[llm_judges]]``; a strict majority of accepts admits the item. Accepted items go
to ``qa.accepted``, rejected ones to ``qa.rejected`` with reasons (both keyed by item
id): a rejection is a normal outcome, not a dead letter.

Two stages, each with its state in the partition of the key it needs, so any number of
Kafka workers judge as one does:

1. ``qa.candidates`` (keyed by graph id): rule checks, near-repeats among the items of
   the same seed graph, the round's claim sets (per graph), then the panel. An item the
   panel admits goes on, keyed by its normalised question, to ``judge.by-question``.
2. ``judge.by-question``: the repeat check across graphs and rounds against the index of
   the item's repeat identity (``repeat_identity``), which lives in this one partition: the
   same entities asked by the same relation (``Who was born first, A or B?`` and ``..., B
   or A?`` from two graphs, or a round later), or, for an item without facts, the same
   normalised question, with the same gold answer as an accepted item; then the item is
   accepted or rejected as a repeat.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Sequence

from prometheus_client import Counter
from pydantic import BaseModel

from services.judge.batching import PanelBatcher
from services.judge.implied import implied_by, order_lines
from services.judge.llm import LLMJudge
from services.judge.overlap import item_names, shared_with
from shared.llm.stages import Judge, StructuredLLM
from shared.llm.strategy import stage_strategy
from shared.messages.qa import JudgedItem, JudgeVerdict, QAItem
from shared.messages.topics import ACCEPTED, CANDIDATES, JUDGE_BY_QUESTION, REJECTED
from shared.metrics.normalize import normalize_answer
from shared.quality.rule_checks import DuplicateIndex, RuleChecks
from shared.quality.rule_judge import RuleJudge
from shared.rounds.seeds import derive_seed
from shared.rounds.theta import round_theta
from shared.runtime import Context, Out, Service
from shared.settings import Settings

__all__ = ["build", "claim_set_key", "majority", "repeat_identity", "repeat_key"]

VERDICTS = Counter(
    "dyneval_judge_items_total", "Judged items by outcome and pattern.", ["outcome", "pattern"]
)
_GRAPH = "g:"
"""State of stage 1: ``g:{graph id}\t{item id}`` -> question, answer and entities (lines) of
an item admitted by the panel (the graph's near-repeat index)."""
_CLAIMS = "c:"
_NAMES = "w:"
"""``w:{graph id}\t{item id}`` -> the names an admitted item is about (``overlap``), one a
line: a later item of the graph about two of them reuses its pair."""
_TAKEN = "n:"
"""Accepted items per round and graph: once a graph has its items, its spares are not
judged (qagen draws spares after the items, for when an item repeats or fails). Counted
in stage 1 when the panel admits an item, so a graph whose admitted item stage 2 then
finds to be an exact repeat of another graph's item gets no spare in its place."""
_ENTITIES = "p:"
"""``p:{graph id}\t{entity key}`` -> the accepted item about those entities (qagen's
``computed["entities"]``: the subjects its facts resolve to), in any round: a second item
over the same pair, by another relation or pattern or through a description of one side,
is a repeat."""
_ORDERS = "o:"
"""``o:{graph id}\t{item id}`` -> the orders an accepted comparison's answer states
(``implied.order_lines``), one a line: a later item whose answer they imply is a leak."""
_EXACT = "e:"
"""State of stage 2: ``e:{repeat identity}`` -> ``item id\tnormalised answer\tnormalised
question`` lines of the accepted items with that identity."""
_RULE_CHECKS = "rule-checks"


def repeat_identity(item: QAItem) -> str:
    """What makes two items one, whatever their graph, round or order of options: the
    entities its facts are about (qagen's ``computed["entities"]``, sorted) with the relation
    or operation asked, so ``Who was born first, A or B?`` repeats ``..., B or A?``; an item
    without facts (model-written) is its normalised question."""
    entities = item.computed.get("entities", "")
    if entities:
        asked = item.computed.get("relation") or item.computed.get("op", "")
        return f"facts:{entities}#{asked}"
    return "question:" + normalize_answer(item.question)


def repeat_key(item: QAItem) -> str:
    """The partition key of stage 2: items of one repeat identity share one partition."""
    return "q-" + hashlib.sha256(repeat_identity(item).encode()).hexdigest()[:24]


def claim_set_key(item: QAItem) -> str:
    """The item's graph and used claims: two accepted items never share it, in one round or
    across rounds."""
    claims = sorted(f"{u.doc_id}/{u.claim_id}" for u in item.used_claims)
    return f"{item.graph_id or ''}:{','.join(claims)}"


def majority(verdicts: Sequence[JudgeVerdict]) -> bool:
    """A strict majority of the panel accepts."""
    return sum(v.accept for v in verdicts) * 2 > len(verdicts)


class _Judge:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.checks = RuleChecks()
        self.panel: list[Judge] = [RuleJudge()]
        self.llm: StructuredLLM | None = None
        self.items_per_graph = round_theta(settings).qagen.items_per_graph
        self.batcher: PanelBatcher | None = None

    async def startup(self) -> None:
        if stage_strategy(self.settings, "judge") == "openai":
            theta = round_theta(self.settings).generation
            self.llm = StructuredLLM.from_settings(self.settings, config=theta)
            batch = self.settings.llm_judge_batch
            self.panel = [LLMJudge(self.llm, name, batch=batch) for name in self.llm.judges()]
            self.batcher = PanelBatcher(self._panel_many)

    @staticmethod
    def _seed(item: QAItem, judge: Judge) -> int:
        return derive_seed(item.seed or 0, "judge", judge.name)

    async def _panel_many(self, items: Sequence[QAItem]) -> list[list[JudgeVerdict]]:
        """Every judge's verdicts on ``items`` (judges in parallel, batched where they can)."""

        async def one(judge: Judge) -> list[JudgeVerdict]:
            if isinstance(judge, LLMJudge):
                return await judge.judge_many(items, seeds=[self._seed(i, judge) for i in items])
            return [await judge.judge(i, seed=self._seed(i, judge)) for i in items]

        by_judge = await asyncio.gather(*(one(judge) for judge in self.panel))
        return [list(given) for given in zip(*by_judge, strict=True)]

    async def shutdown(self) -> None:
        if self.llm is not None:
            await self.llm.aclose()

    async def handle(self, payload: BaseModel, ctx: Context) -> Sequence[Out]:
        batcher = self.batcher
        if ctx.topic == JUDGE_BY_QUESTION:
            assert isinstance(payload, JudgedItem)
            if batcher is None:
                return await self._unique(payload, ctx)
            group = _EXACT + repeat_identity(payload.item)
            ticket = batcher.enter(group)
            try:
                await batcher.fewer_before(ticket, group, 1)  # a question's repeats in order
                return await self._unique(payload, ctx)
            finally:
                await batcher.leave(ticket, group)
        assert isinstance(payload, QAItem)
        if batcher is None:
            return await self._judge(payload, ctx, None)
        group = _taken_key(payload)
        ticket = batcher.enter(group)
        try:
            verdicts = None
            # Asked before its turn, with the candidates handled alongside; a spare only once
            # its graph's earlier candidates are decided and left it short. A repeat found in
            # its turn still rejects it without the panel's say.
            if not self.checks.check(payload, None).reasons and await self._room(
                payload, ctx, ticket
            ):
                verdicts = await batcher.verdicts(payload)
            await batcher.fewer_before(ticket, group, 1)
            return await self._judge(payload, ctx, verdicts)
        finally:
            await batcher.leave(ticket, group)

    def _allowed(self, item: QAItem) -> int:
        """Items the item's graph may give this round: qagen's room for it, else θ's."""
        return item.graph_items or self.items_per_graph

    async def _room(self, item: QAItem, ctx: Context, ticket: int) -> bool:
        """Whether the item's graph may still take it: at once when its graph keeps room even
        if every earlier candidate of the graph is accepted; else once enough of them are
        decided. False when the graph has its items (the item is a spare, judged unheard)."""
        assert self.batcher is not None
        if not item.graph_id:
            return True
        key = _taken_key(item)
        while True:
            room = self._allowed(item) - int((await ctx.state.get(key) or b"0").decode())
            if room <= 0:
                return False
            earlier = self.batcher.open_before(ticket, key)
            if earlier < room:
                return True
            await self.batcher.fewer_before(ticket, key, earlier)

    async def _judge(
        self, item: QAItem, ctx: Context, asked: list[JudgeVerdict] | None
    ) -> Sequence[Out]:
        """Stage 1, in the graph's partition: checks, the graph's repeats, the panel
        (``asked`` already, or asked now)."""
        taken_key = _taken_key(item)
        taken = int((await ctx.state.get(taken_key) or b"0").decode())
        if item.graph_id and taken >= self._allowed(item):
            reason = (f"spare: graph {item.graph_id[:12]} already has its {taken} item(s) "
                      "this round")  # fmt: skip
            spare = JudgeVerdict(judge=_RULE_CHECKS, accept=False, reasons=(reason,))
            return [self._out(JudgedItem(item=item, accepted=False, verdicts=(spare,),
                                         reasons=(reason,)))]  # fmt: skip
        graph = _GRAPH + (item.graph_id or "") + "\t"
        index = DuplicateIndex()
        for key, value in await ctx.state.scan(graph):
            question, answer, theirs = [*value.decode().split("\n", 2), "", ""][:3]
            index.add(key.removeprefix(graph), question, item.graph_id, answer, theirs)
        result = self.checks.check(item, index)
        problems = list(result.reasons)
        claim_key = _CLAIMS + claim_set_key(item)
        owner = await ctx.state.get(claim_key) if item.used_claims else None
        if owner and owner.decode() != item.item_id:
            problems.append(f"repeats the claim set of item {owner.decode()}")
        entities = item.computed.get("entities", "")
        entity_key = f"{_ENTITIES}{item.graph_id or ''}\t{entities}"
        about = await ctx.state.get(entity_key) if entities else None
        novel = result.novel
        if about and about.decode() != item.item_id:
            novel = False
            problems.append(f"repeats the entities ({entities}) of item {about.decode()}")
        names = item_names(item) if item.graph_id else frozenset()
        names_prefix = f"{_NAMES}{item.graph_id or ''}\t"
        if names:
            earlier = [(key.removeprefix(names_prefix), value.decode())
                       for key, value in await ctx.state.scan(names_prefix)]  # fmt: skip
            reused = shared_with(names, (e for e in earlier if e[0] != item.item_id))
            if reused is not None:
                novel = False
                problems.append(reused)
        orders = order_lines(item) if item.graph_id else []
        orders_prefix = f"{_ORDERS}{item.graph_id or ''}\t"
        if orders:
            stated = [line for key, value in await ctx.state.scan(orders_prefix)
                      if key != orders_prefix + item.item_id
                      for line in value.decode().splitlines()]  # fmt: skip
            implied = implied_by(item, stated)
            if implied is not None:
                novel = False
                problems.append(implied)
        if problems:
            return [self._out(_rule_rejected(item, problems, novel=novel))]
        verdicts = asked if asked is not None else [
            await judge.judge(item, seed=self._seed(item, judge)) for judge in self.panel
        ]
        accepted = majority(verdicts)
        judged = JudgedItem(
            item=item,
            accepted=accepted,
            verdicts=tuple(verdicts),
            reasons=()
            if accepted
            else tuple(r for v in verdicts if not v.accept for r in v.reasons),
        )
        if not accepted:
            return [self._out(judged)]
        # the graph's index and claim sets hold what the panel admitted: a near repeat of it
        # in the same graph is rejected even if stage 2 then finds it repeats another graph's
        ctx.state.put(taken_key, str(taken + 1).encode())
        ctx.state.put(claim_key, item.item_id.encode())
        if entities:
            ctx.state.put(entity_key, item.item_id.encode())
        if names:
            ctx.state.put(names_prefix + item.item_id, "\n".join(sorted(names)).encode())
        if orders:
            ctx.state.put(orders_prefix + item.item_id, "\n".join(orders).encode())
        ctx.state.put(graph + item.item_id,
                      f"{item.question}\n{item.answers[0]}\n{entities}".encode())  # fmt: skip
        return [Out(JUDGE_BY_QUESTION, judged, key=repeat_key(item),
                    id=f"admitted-{item.item_id}")]  # fmt: skip

    async def _unique(self, judged: JudgedItem, ctx: Context) -> Sequence[Out]:
        """Stage 2, in the repeat identity's partition: a repeat of an accepted item (the
        same facts in any order, or the same question, with the same answer) is rejected
        (as the rule checks would: before the panel, which is not counted)."""
        item = judged.item
        key = _EXACT + repeat_identity(item)
        gold = normalize_answer(item.answers[0])
        question = normalize_answer(item.question)
        stored = await ctx.state.get(key)
        owners = [[*line.split("\t", 2), ""][:3]
                  for line in (stored or b"").decode().splitlines()]  # fmt: skip
        for owner, owner_answer, owner_question in owners:
            if owner != item.item_id and owner_answer == gold:
                if owner_question in ("", question):
                    reason = f"repeats earlier item {owner} (similarity 100)"
                else:
                    reason = (f"repeats the facts of item {owner} (the same entities and "
                              "relation, asked in another order or words)")  # fmt: skip
                return [self._out(_rule_rejected(item, [reason], novel=False))]
        if not any(owner == item.item_id for owner, _, _ in owners):
            lines = [*(stored or b"").decode().splitlines(),
                     f"{item.item_id}\t{gold}\t{question}"]  # fmt: skip
            ctx.state.put(key, "\n".join(lines).encode())
        return [self._out(judged)]

    def _out(self, judged: JudgedItem) -> Out:
        outcome = "accepted" if judged.accepted else "rejected"
        VERDICTS.labels(outcome, judged.item.pattern or "none").inc()
        return Out(
            ACCEPTED if judged.accepted else REJECTED,
            judged,
            key=judged.item.item_id,  # co-partitioned with the item's answers (score)
            id=f"{outcome}-{judged.item.item_id}",
        )


def _taken_key(item: QAItem) -> str:
    return f"{_TAKEN}{item.round_id or ''}:{item.graph_id or ''}"


def _rule_rejected(item: QAItem, problems: Sequence[str], *, novel: bool) -> JudgedItem:
    checks = JudgeVerdict(
        judge=_RULE_CHECKS, accept=False, criteria={"novel": novel}, reasons=tuple(problems)
    )
    return JudgedItem(item=item, accepted=False, verdicts=(checks,), reasons=tuple(problems))


def build(settings: Settings) -> Service:
    """The judge service under ``settings``."""
    judge = _Judge(settings)
    batched = stage_strategy(settings, "judge") == "openai" and settings.llm_judge_batch > 1
    return Service(
        "judge",
        (CANDIDATES, JUDGE_BY_QUESTION),
        (ACCEPTED, REJECTED, JUDGE_BY_QUESTION),
        judge.handle,
        # LLM judges: candidates handled together share panel calls (decisions stay ordered)
        concurrency=4 * settings.llm_judge_batch if batched else 1,
        startup=judge.startup,
        shutdown=judge.shutdown,
    )
