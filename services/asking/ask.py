"""Asking a round: its accepted questions put to the agents, answers on ``answers``, and
each answer ingested as an agent log through the ingest path.

``ask_round`` asks; ``publish_answers`` appends the ``AgentAnswer``s (ids derived from the
answer's content, so re-publishing is a no-op). Every answer is stored and scored, tagged
with the item it answers. ``ingest_answer_logs`` turns the answers that may seed later
rounds into ``AgentLog``s tagged with their round and item (origin ``agent``) and ingests
them like any other log: only a live agent's answer whose sources carry full documents
(``seeds_graphs``). The built-in agents (bm25, oracle, memorizer) answer from the round's
own documents and snippets; their answers never seed graphs, or the benchmark would feed
on its own snippets. Jobs ingest the logs after the round closes: logs arriving while a
round is open would be generated for at once, adding items to the round that no agent
was asked.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import dataclass

from shared.agents import AgentPool, AskPolicy, Document, MappingGoldBook, Question, ask_agents
from shared.agents.asking import Tick
from shared.bus import Bus, envelope_for
from shared.errors import NotFoundError
from shared.intake.agent_log import build_log
from shared.intake.records import Accepted
from shared.intake.writer import FileReport, ingest_items
from shared.messages.answers import AgentAnswer
from shared.messages.envelope import derive_id
from shared.messages.logs import AgentLog
from shared.messages.qa import QAItem
from shared.messages.topics import ANSWERS
from shared.rounds.documents import round_documents
from shared.rounds.export import accepted_items
from shared.settings import Settings

__all__ = [
    "BUILT_IN_KINDS",
    "PRODUCER",
    "AskedRound",
    "answer_id",
    "answer_log",
    "ask_round",
    "ingest_answer_logs",
    "publish_answers",
    "seeds_graphs",
]

PRODUCER = "ask"

BUILT_IN_KINDS = frozenset({"bm25", "oracle", "memorizer"})
"""Agent kinds built into dyneval: they answer from the round's own documents."""


def seeds_graphs(answer: AgentAnswer) -> bool:
    """Whether ``answer`` may become an agent log that seeds graphs: a live agent's answer
    (not a built-in kind) with at least one source carrying its full document text."""
    if answer.error or answer.agent_kind in BUILT_IN_KINDS:
        return False
    return any(source.content for source in answer.sources)


@dataclass
class AskedRound:
    """A round's items, the documents searched and every agent's answers."""

    round_id: str
    items: list[QAItem]
    documents: list[Document]
    answers: list[AgentAnswer]


def answer_log(answer: AgentAnswer, item: QAItem) -> AgentLog:
    """The agent log of one answer: the item's question, the agent's answer and trail."""
    log_id = "answer-" + derive_id(answer.round_id, answer.item_id, answer.agent_id, answer.answer)
    # no timings in the log: asking again with the same answer must ingest as a duplicate
    meta = {"agent_kind": answer.agent_kind or ""}
    return build_log(
        where=f"agent:{answer.agent_id}#{answer.item_id}",
        question=item.question,
        answer=answer.answer,
        thinking=answer.thinking,
        sources=answer.sources,
        origin="agent",
        log_id=log_id,
        agent_id=answer.agent_id,
        round_id=answer.round_id,
        item_id=answer.item_id,
        meta=meta,
    )


def answer_id(answer: AgentAnswer) -> str:
    """Message id of an answer: its content without timing, so a replay is a duplicate."""
    content = answer.model_dump_json(exclude={"latency_s", "attempts", "log_id"})
    return derive_id(ANSWERS, answer.round_id, answer.item_id, answer.agent_id, content)


async def ask_round(
    bus: Bus,
    settings: Settings,
    round_id: str,
    pool: AgentPool,
    *,
    names: Sequence[str] | None = None,
    items: Sequence[QAItem] | None = None,
    tick: Tick | None = None,
    skip: Collection[tuple[str, str]] = frozenset(),
    on_answers: Callable[[list[AgentAnswer]], Awaitable[object]] | None = None,
) -> AskedRound:
    """Ask the agents ``names`` (the pool's selection by default) every item of the round.

    Pairs (item id, agent name) in ``skip`` were answered already and are not asked again;
    the retrieval collection is still the documents of every item, so an answer does not
    depend on which items were left to ask. Agents are asked one after the other and
    ``on_answers`` gets each agent's answers as soon as it has given them all.
    """
    chosen = list(items) if items is not None else await accepted_items(bus, round_id)
    if not chosen:
        raise NotFoundError(
            f"round {round_id!r} has no accepted items to ask",
            hint="check the round with `dyneval round list` and run the pipeline first",
        )
    if isinstance(pool.book, MappingGoldBook):
        pool.book.add(chosen)
    documents = await round_documents(bus, settings, chosen)
    by_id = {item.item_id: item for item in chosen}
    policy = AskPolicy.from_settings(settings)
    tagged: list[AgentAnswer] = []
    for name in names if names is not None else pool.selected:
        questions = [
            Question(item.item_id, round_id, item.question)
            for item in chosen
            if (item.item_id, name) not in skip
        ]
        if not questions:
            continue
        answers = await ask_agents([pool.get(name)], questions, documents, policy, tick=tick)
        mine = [_tagged(a, by_id[a.item_id]) for a in answers]
        if on_answers is not None:
            await on_answers(mine)
        tagged.extend(mine)
    return AskedRound(round_id, chosen, documents, tagged)


def _tagged(answer: AgentAnswer, item: QAItem) -> AgentAnswer:
    """The answer with the id of its agent log (an error has no log)."""
    if answer.error:
        return answer
    return answer.model_copy(update={"log_id": answer_log(answer, item).log_id})


async def publish_answers(bus: Bus, answers: Sequence[AgentAnswer]) -> int:
    """Append the answers to ``answers``; returns how many were new."""
    envelopes = [
        envelope_for(
            ANSWERS, a, key=a.item_id, producer=PRODUCER, id=answer_id(a), round_id=a.round_id
        )
        for a in answers
    ]
    offsets = await bus.append(ANSWERS, envelopes) if envelopes else []
    return sum(1 for offset in offsets if offset is not None)


async def ingest_answer_logs(
    bus: Bus,
    settings: Settings,
    round_id: str,
    answers: Sequence[AgentAnswer],
    items: Sequence[QAItem],
) -> FileReport:
    """Ingest as agent logs the answers that may seed graphs (``seeds_graphs``)."""
    by_id = {item.item_id: item for item in items}
    report = FileReport(source=f"agents:{round_id}")
    records = [
        Accepted(
            topic="logs",
            payload=answer_log(a, by_id[a.item_id]),
            where=f"agent:{a.agent_id}#{a.item_id}",
            format="logs",
        )
        for a in answers
        if seeds_graphs(a) and a.item_id in by_id
    ]
    await ingest_items(records, bus, settings, report)
    return report
