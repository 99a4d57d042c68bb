"""An LLM judge of the panel: the ``judge`` prompt through one panel endpoint.

``judge_many`` judges several candidates per call (``judge_batch``). Models drop, reorder
and repeat verdicts, so each verdict is tied to its candidate by the id it names; a
candidate without exactly one readable decision (missing, unknown id, two different
decisions) is asked again in a batch half the size, and alone with the one-item ``judge``
prompt in the end, whose unusable reply raises ``LLMOutputError`` (the message is
dead-lettered). No candidate is ever accepted for want of a verdict.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence

import structlog
from prometheus_client import Counter

from shared.llm.prompt_inputs import judge_batch_variables, judge_variables
from shared.llm.replies import BatchVerdict, JudgeBatchReply, JudgeReply
from shared.llm.stages import StructuredLLM
from shared.messages.qa import JudgeVerdict, QAItem

__all__ = ["REASKED", "LLMJudge", "candidate_ids", "tie_verdicts"]

REASKED = Counter(
    "dyneval_judge_verdicts_reasked_total",
    "Candidates of a batched judge call asked again, by why the reply did not settle them.",
    ["judge", "reason"],
)
_log = structlog.get_logger(__name__)
_ID = re.compile(r"[^a-z0-9]+")


def candidate_ids(count: int) -> tuple[str, ...]:
    """The ids candidates carry in one batched prompt: ``c1`` ... ``c<count>``."""
    return tuple(f"c{n}" for n in range(1, count + 1))


def _canonical(raw: str, known: set[str]) -> str | None:
    """The candidate id a model's spelling means (``"C2"``, ``"#2"``, ``"candidate 2"``, ``2``)."""
    text = _ID.sub("", raw.lower()).removeprefix("candidate")
    if text in known:
        return text
    if text.isdigit() and f"c{int(text)}" in known:
        return f"c{int(text)}"
    return None


def tie_verdicts(
    reply: JudgeBatchReply, ids: Sequence[str]
) -> tuple[dict[str, BatchVerdict], dict[str, str]]:
    """Verdicts tied to candidate ids, and why each other candidate stays unsettled.

    A candidate is settled by exactly one decision: a repeated verdict with the same
    decision counts once; two different decisions, no verdict, or only an unreadable one
    leave it unsettled (``missing``, ``conflicting``). Verdicts naming no candidate of the
    batch are ignored.
    """
    known = set(ids)
    found: dict[str, list[BatchVerdict]] = {}
    for verdict in reply.verdicts:
        ident = _canonical(verdict.id, known)
        if ident is not None:
            found.setdefault(ident, []).append(verdict)
    settled: dict[str, BatchVerdict] = {}
    unsettled: dict[str, str] = {}
    for ident in ids:
        given = found.get(ident, [])
        if not given:
            unsettled[ident] = "missing"
        elif len({(v.accept, tuple(sorted(v.criteria.items()))) for v in given}) > 1:
            unsettled[ident] = "conflicting"
        else:
            settled[ident] = given[0]
    return settled, unsettled


def _even_chunks(indices: list[int], size: int) -> list[list[int]]:
    """``indices`` in the fewest chunks of at most ``size``, their sizes differing by <= 1."""
    count = -(-len(indices) // size)
    base, extra = divmod(len(indices), count)
    chunks, start = [], 0
    for number in range(count):
        end = start + base + (1 if number < extra else 0)
        chunks.append(indices[start:end])
        start = end
    return chunks


class LLMJudge:
    """A ``Judge`` backed by one endpoint of the judge panel."""

    def __init__(self, llm: StructuredLLM, endpoint: str, *, batch: int = 1) -> None:
        self.llm = llm
        self.endpoint = endpoint
        self.batch = max(1, batch)

    @property
    def name(self) -> str:
        """``llm:<endpoint>``."""
        return f"llm:{self.endpoint.removeprefix('judge:')}"

    def _verdict(self, value: JudgeReply | BatchVerdict) -> JudgeVerdict:
        return JudgeVerdict(
            judge=self.name,
            accept=value.accept and all(value.criteria.values()),
            criteria=value.criteria,
            reasons=value.reasons,
        )

    async def judge(self, item: QAItem, *, seed: int) -> JudgeVerdict:
        """The endpoint's structured verdict on ``item``."""
        reply = await self.llm.generate(
            "judge", "judge", judge_variables(item), JudgeReply, seed, endpoint=self.endpoint
        )
        return self._verdict(reply.value)

    async def judge_many(
        self, items: Sequence[QAItem], *, seeds: Sequence[int]
    ) -> list[JudgeVerdict]:
        """Verdicts on ``items`` in order, at most ``batch`` candidates per call.

        A batch of one is the one-item ``judge`` prompt with the item's own seed, so the
        unbatched path and its cached replies stay as they were.
        """
        verdicts: dict[int, JudgeVerdict] = {}
        pending = list(range(len(items)))
        size = self.batch
        while pending:
            if size <= 1 or len(pending) == 1:
                for index in pending:
                    verdicts[index] = await self.judge(items[index], seed=seeds[index])
                break
            passes = await asyncio.gather(
                *(self._pass(items, chunk, seeds) for chunk in _even_chunks(pending, size))
            )
            unsettled: list[int] = []
            for settled, open_chunk in passes:
                verdicts.update(settled)
                unsettled.extend(open_chunk)
            pending = unsettled
            size = max(1, min(size, len(pending)) // 2)
        return [verdicts[index] for index in range(len(items))]

    async def _pass(
        self, items: Sequence[QAItem], chunk: list[int], seeds: Sequence[int]
    ) -> tuple[dict[int, JudgeVerdict], list[int]]:
        """One call over the candidates ``chunk``: the settled verdicts, the unsettled ones."""
        if len(chunk) == 1:
            return {chunk[0]: await self.judge(items[chunk[0]], seed=seeds[chunk[0]])}, []
        ids = candidate_ids(len(chunk))
        reply = await self.llm.generate(
            "judge",
            "judge_batch",
            judge_batch_variables([items[i] for i in chunk], ids),
            JudgeBatchReply,
            seeds[chunk[0]],
            endpoint=self.endpoint,
        )
        settled, open_ids = tie_verdicts(reply.value, ids)
        verdicts: dict[int, JudgeVerdict] = {}
        unsettled: list[int] = []
        for ident, index in zip(ids, chunk, strict=True):
            if ident in settled:
                verdicts[index] = self._verdict(settled[ident])
            else:
                REASKED.labels(self.name, open_ids[ident]).inc()
                unsettled.append(index)
        if open_ids or reply.value.unusable:
            _log.info("judge verdicts asked again", judge=self.name,
                      unsettled=sorted(set(open_ids.values())),
                      unusable=list(reply.value.unusable)[:3])  # fmt: skip
        return verdicts, unsettled
