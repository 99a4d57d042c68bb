"""The ``score`` service: answers and judged items in, item scores and round reports out.

Inputs, consumed in this order each pass: ``qa.accepted`` and ``qa.rejected`` (the round's
items and the judge's decisions), ``answers`` (agents' answers), ``rounds`` (control) and
the internal ``score.report-inputs``. Two stages, each with its state in the partition of
the key it needs, so any number of Kafka workers make what one makes:

1. Scoring, in the item's partition (judged items and answers are keyed by item id): each
   answer is scored against its item at once and published on ``scores``; an answer that
   arrives before its item waits in the state until the item does. Every judged item,
   score and round control is forwarded as a ``ReportInput`` under one key.
2. Reporting, in that one partition, which holds every round (a report compares a round
   with the earlier ones): when a round closes, every agent that answered anything gets a
   zero score for items it left unanswered, and the round is summarised as a
   ``RoundReport`` on ``reports`` (with score gauges for Prometheus). Answers arriving
   after the close are scored but not reported.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from pydantic import BaseModel

from services.score.aggregate import JudgeRecord, build_report
from services.score.gauges import ANSWERS_SCORED, observe_report
from services.score.llm_judge import FreshEvalJudge, Mode
from services.score.scoring import FixedRefusal, metric_config, missing_score, score_message
from shared.errors import DynevalError
from shared.llm.cache import ResponseCache
from shared.llm.client import ChatClient
from shared.llm.config import build_generation_config
from shared.llm.strategy import stage_endpoint
from shared.messages.answers import AgentAnswer, ItemScore
from shared.messages.envelope import derive_id
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.report_inputs import REPORT_KEY, ReportInput
from shared.messages.rounds import RoundControl
from shared.messages.topics import (
    ACCEPTED,
    ANSWERS,
    REJECTED,
    REPORT_INPUTS,
    REPORTS,
    ROUNDS,
    SCORES,
)
from shared.metrics import RefusalClassifier
from shared.runtime import Context, Out, Service
from shared.settings import Settings
from shared.stats import Draw, GraphDraws, collect_draws, pair_fingerprint

__all__ = ["NAME", "build"]

NAME = "score"
_ITEM = "item"
_JUDGE = "judge"
_SCORE = "score"
_PENDING = "pending"
_OPENED = "opened"
_POOL = "pool"
_REPEAT = "repeats earlier item"
_DRAW = "draw"


def _key(*parts: str) -> str:
    return ":".join(parts)


class _Score:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.config = metric_config(settings)
        mode = settings.score_llm_judge
        self.modes: tuple[Mode, ...] = (
            () if mode == "off" else ("relaxed", "strict") if mode == "both" else (mode,)
        )
        self.client: ChatClient | None = None
        self.judge: FreshEvalJudge | None = None

    async def startup(self) -> None:
        if self.modes or self.settings.score_refusal == "llm":
            cache = ResponseCache(self.settings.llm_cache_file, self.settings.llm_cache)
            self.client = ChatClient(stage_endpoint(self.settings, "judge"), cache=cache)
            theta = build_generation_config(self.settings)
            self.judge = FreshEvalJudge(self.client, stage=theta.stages.get("score"))

    async def shutdown(self) -> None:
        if self.client is not None:
            await self.client.aclose()

    async def handle(self, payload: BaseModel, ctx: Context) -> Sequence[Out]:
        if isinstance(payload, ReportInput):
            return await self._collect(payload, ctx)
        if isinstance(payload, JudgedItem):
            return await self._judged(payload, ctx)
        if isinstance(payload, AgentAnswer):
            return await self._answer(payload, ctx)
        assert isinstance(payload, RoundControl)
        return [_forward(ReportInput(control=payload), payload.round_id)]

    async def _collect(self, fact: ReportInput, ctx: Context) -> Sequence[Out]:
        """Stage 2: keep what the report needs; build it when the round closes."""
        if fact.judged is not None:
            self._remember(fact.judged, ctx)
            return []
        if fact.score is not None:
            score = fact.score
            ctx.state.put(
                _key(_SCORE, score.round_id, score.agent_id, score.item_id),
                score.model_dump_json().encode(),
            )
            if await ctx.state.get(_key("closed", score.round_id)):
                ctx.log.warning("answer scored after its round closed", round_id=score.round_id)
            return []
        control = fact.control
        assert control is not None
        if control.action == "open":
            ctx.state.put(_key(_OPENED, control.round_id), control.at.isoformat().encode())
            pool = control.config.get("pool_size")
            if isinstance(pool, int):
                ctx.state.put(_key(_POOL, control.round_id), str(pool).encode())
            return []
        return await self._close(control, ctx)

    def _remember(self, judged: JudgedItem, ctx: Context) -> None:
        item = judged.item
        round_id = item.round_id or ""
        panel = tuple(v.accept for v in judged.verdicts if v.judge != "rule-checks")
        record = {
            "accepted": judged.accepted,
            "votes": list(panel),
            "rule_rejected": any(v.judge == "rule-checks" for v in judged.verdicts),
            "repeat": any(v.criteria.get("novel") is False for v in judged.verdicts)
            or any(r.startswith(_REPEAT) for r in judged.reasons),
        }
        ctx.state.put(_key(_JUDGE, round_id, item.item_id), json.dumps(record).encode())
        # every candidate, accepted or not: the collision bound is about draws before the judge
        draw = {"graph": item.graph_id or "", "pool": list(item.candidate_pool),
                "pair": pair_fingerprint(item.question, item.answers[0])}  # fmt: skip
        ctx.state.put(_key(_DRAW, round_id, item.item_id), json.dumps(draw).encode())
        if judged.accepted:
            ctx.state.put(_key(_ITEM, round_id, item.item_id), item.model_dump_json().encode())

    async def _judged(self, judged: JudgedItem, ctx: Context) -> Sequence[Out]:
        """Stage 1: forward the decision; an accepted item releases its waiting answers."""
        item = judged.item
        round_id = item.round_id or ""
        outs = [_forward(ReportInput(judged=judged), round_id)]
        if not judged.accepted:
            return outs
        ctx.state.put(_key(_ITEM, round_id, item.item_id), item.model_dump_json().encode())
        for key, raw in await ctx.state.scan(_key(_PENDING, round_id, item.item_id) + ":"):
            ctx.state.put(key, b"")
            if raw:
                outs.extend(await self._score(AgentAnswer.model_validate_json(raw), item, ctx))
        return outs

    async def _answer(self, answer: AgentAnswer, ctx: Context) -> Sequence[Out]:
        raw = await ctx.state.get(_key(_ITEM, answer.round_id, answer.item_id))
        if not raw:
            ctx.log.info("answer waits for its item", item_id=answer.item_id)
            pending = _key(_PENDING, answer.round_id, answer.item_id, answer.agent_id)
            ctx.state.put(pending, answer.model_dump_json().encode())
            return []
        return await self._score(answer, QAItem.model_validate_json(raw), ctx)

    async def _refusal(self, answer: AgentAnswer, item: QAItem) -> RefusalClassifier | None:
        if self.settings.score_refusal != "llm" or self.judge is None or answer.error:
            return None
        return FixedRefusal(await self.judge.says_unanswerable(item.question, answer.answer))

    async def _score(self, answer: AgentAnswer, item: QAItem, ctx: Context) -> list[Out]:
        classifier = await self._refusal(answer, item)
        try:
            score = await score_message(
                answer, item, self.config, judge=self.judge, modes=self.modes,
                classifier=classifier,
            )  # fmt: skip
        except DynevalError as exc:
            if self.judge is None:
                raise
            ctx.log.warning("correctness judge failed; scored without it", error=str(exc))
            score = await score_message(answer, item, self.config, classifier=classifier)
        ANSWERS_SCORED.labels(answer.agent_id, "error" if answer.error else "answered").inc()
        return [
            Out(SCORES, score, key=answer.item_id, id=_score_id(score)),
            _forward(ReportInput(score=score), answer.round_id),
        ]

    async def _close(self, control: RoundControl, ctx: Context) -> Sequence[Out]:
        round_id = control.round_id
        ctx.state.put(_key("closed", round_id), b"1")
        items = {
            key.rsplit(":", 1)[1]: QAItem.model_validate_json(raw)
            for key, raw in await ctx.state.scan(_key(_ITEM, round_id) + ":")
        }
        scores = [
            ItemScore.model_validate_json(raw)
            for _, raw in await ctx.state.scan(_key(_SCORE, round_id) + ":")
        ]
        outs: list[Out] = []
        answered: dict[str, set[str]] = {}
        for score in scores:
            answered.setdefault(score.agent_id, set()).add(score.item_id)
        unanswered: dict[str, int] = {}
        for agent, done in sorted(answered.items()):
            missing = sorted(set(items) - done)
            unanswered[agent] = len(missing)
            for item_id in missing:
                score = missing_score(items[item_id], agent, round_id, self.config, "no answer")
                scores.append(score)
                outs.append(Out(SCORES, score, key=item_id, id=_score_id(score), round_id=round_id))
        judged = [
            JudgeRecord(r["accepted"], tuple(r["votes"]), r["rule_rejected"], r["repeat"])
            for r in (
                json.loads(raw) for _, raw in await ctx.state.scan(_key(_JUDGE, round_id) + ":")
            )
        ]
        history = await self._history(round_id, ctx)
        report = build_report(
            round_id,
            [items[k] for k in sorted(items)],
            scores,
            judge=judged,
            history=history,
            draws=await self._draws(list(history), ctx),
            pool_size=int(await ctx.state.get(_key(_POOL, round_id)) or self.settings.qagen_pool),
            closed_at=control.at,
            theta_hash=control.theta_hash,
            unanswered=unanswered,
            confidence=self.settings.score_confidence,
            n_resamples=self.settings.score_bootstrap_resamples,
            model_usage=control.model_usage,
        )
        observe_report(report)
        ctx.log.info("round reported", round_id=round_id, items=report.items,
                     agents=list(report.agents))  # fmt: skip
        outs.append(Out(REPORTS, report, key=round_id, id=f"report-{round_id}", round_id=round_id))
        return outs

    async def _history(self, round_id: str, ctx: Context) -> dict[str, list[QAItem]]:
        opened = {
            key.removeprefix(_OPENED + ":"): raw.decode()
            for key, raw in await ctx.state.scan(_OPENED + ":")
        }
        mine = opened.get(round_id)
        rounds = sorted((at, rid) for rid, at in opened.items() if mine is None or at <= mine)
        names = [rid for _, rid in rounds if rid != round_id] + [round_id]
        history: dict[str, list[QAItem]] = {name: [] for name in names}
        for key, raw in await ctx.state.scan(_ITEM + ":"):
            rid = key.removeprefix(_ITEM + ":").rsplit(":", 1)[0]
            if rid in history:
                history[rid].append(QAItem.model_validate_json(raw))
        return history

    async def _draws(self, names: list[str], ctx: Context) -> dict[str, dict[str, GraphDraws]]:
        """Per round of ``names`` and graph: the candidate pool and the drawn candidates."""
        draws: list[Draw] = []
        for key, raw in await ctx.state.scan(_DRAW + ":"):
            draw = json.loads(raw)
            rid = key.removeprefix(_DRAW + ":").rsplit(":", 1)[0]
            draws.append((rid, draw["graph"], draw["pool"], draw["pair"]))
        return collect_draws(names, draws)


def _forward(fact: ReportInput, round_id: str) -> Out:
    """``fact`` for stage 2, under the one key of the report partition."""
    return Out(REPORT_INPUTS, fact, key=REPORT_KEY, round_id=round_id)


def _score_id(score: ItemScore) -> str:
    """Deterministic per answer: a replay is a duplicate, a changed answer a new score."""
    return "score-" + derive_id(
        score.round_id, score.agent_id, score.item_id, score.model_dump_json()
    )


def build(settings: Settings) -> Service:
    """The score service under ``settings``."""
    score = _Score(settings)
    return Service(
        NAME,
        (ACCEPTED, REJECTED, ANSWERS, ROUNDS, REPORT_INPUTS),
        (SCORES, REPORTS, REPORT_INPUTS),
        score.handle,
        startup=score.startup,
        shutdown=score.shutdown,
    )
