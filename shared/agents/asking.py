"""Putting questions to an agent: bounded concurrency, a timeout per attempt, retries.

Transient failures (timeouts, network errors, 408/429/5xx, ``AgentError(transient=True)``)
are retried with doubling backoff up to ``max_attempts``; other failures end at once. An
agent that never answers still yields an ``AgentAnswer`` with ``error`` set and an empty
answer, so nothing is silently dropped: the item then scores as unanswered.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from shared.agents.base import Agent, AgentError, Document, Reply, cited_numbers
from shared.messages.answers import AgentAnswer
from shared.settings import Settings

__all__ = ["AskPolicy", "Question", "ask_agent", "ask_agents"]

Sleep = Callable[[float], Awaitable[None]]
Tick = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class Question:
    """One round item as put to the agents."""

    item_id: str
    round_id: str
    text: str


@dataclass(frozen=True, slots=True)
class AskPolicy:
    """How hard to try an agent."""

    concurrency: int = 8
    timeout_s: float = 120.0
    max_attempts: int = 3
    backoff_s: float = 0.5

    @classmethod
    def from_settings(cls, settings: Settings) -> AskPolicy:
        """The policy of the ``agent_*`` settings."""
        return cls(
            concurrency=settings.agent_concurrency,
            timeout_s=settings.agent_timeout_s,
            max_attempts=settings.agent_max_attempts,
            backoff_s=settings.agent_backoff_s,
        )


async def _one(
    agent: Agent,
    question: Question,
    documents: Sequence[Document],
    policy: AskPolicy,
    sleep: Sleep,
) -> AgentAnswer:
    started = time.perf_counter()
    error = "no attempt made"
    attempt = 0
    reply: Reply | None = None
    while attempt < policy.max_attempts:
        attempt += 1
        try:
            reply = await asyncio.wait_for(
                agent.answer(
                    question.text,
                    item_id=question.item_id,
                    round_id=question.round_id,
                    documents=documents,
                ),
                policy.timeout_s,
            )
            break
        except TimeoutError:
            error, transient = f"no answer within {policy.timeout_s:g}s", True
        except AgentError as exc:
            error, transient = exc.message, exc.transient
        except Exception as exc:  # an agent's own bug: recorded on the answer, not raised
            error, transient = f"{type(exc).__name__}: {exc}", False
        if not transient or attempt >= policy.max_attempts:
            break
        await sleep(policy.backoff_s * 2 ** (attempt - 1))
    latency = time.perf_counter() - started
    base = {
        "item_id": question.item_id,
        "round_id": question.round_id,
        "agent_id": agent.name,
        "agent_kind": agent.kind,
        "latency_s": round(latency, 6),
        "attempts": attempt,
    }
    if reply is None:
        return AgentAnswer(answer="", error=f"{error} (after {attempt} attempt(s))", **base)
    cited = reply.cited or cited_numbers(reply.answer, reply.sources)
    return AgentAnswer(
        answer=reply.answer,
        cited=cited,
        sources=reply.sources,
        thinking=reply.thinking,
        supporting_facts=reply.supporting_facts,
        **base,
    )


async def ask_agent(
    agent: Agent,
    questions: Sequence[Question],
    documents: Sequence[Document],
    policy: AskPolicy,
    *,
    tick: Tick | None = None,
    sleep: Sleep = asyncio.sleep,
) -> list[AgentAnswer]:
    """``agent``'s answers to ``questions``, in question order."""
    gate = asyncio.Semaphore(policy.concurrency)

    async def guarded(question: Question) -> AgentAnswer:
        async with gate:
            answer = await _one(agent, question, documents, policy, sleep)
        if tick is not None:
            tick(agent.name)
        return answer

    return list(await asyncio.gather(*(guarded(q) for q in questions)))


async def ask_agents(
    agents: Sequence[Agent],
    questions: Sequence[Question],
    documents: Sequence[Document],
    policy: AskPolicy,
    *,
    tick: Tick | None = None,
    sleep: Sleep = asyncio.sleep,
) -> list[AgentAnswer]:
    """Every agent's answers to ``questions`` (agents asked concurrently), agent by agent."""
    per_agent = await asyncio.gather(
        *(ask_agent(a, questions, documents, policy, tick=tick, sleep=sleep) for a in agents)
    )
    return [answer for answers in per_agent for answer in answers]
