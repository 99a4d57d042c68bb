"""Asking: bounded concurrency, timeouts, retries, and an answer for every question."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from shared.agents import AgentError, AskPolicy, Document, Question, Reply, ask_agent, ask_agents


class CountingAgent:
    """A real (tiny) agent that records how many of its answers overlap in time."""

    def __init__(self, name: str = "counting", delay: float = 0.01) -> None:
        self._name = name
        self.delay = delay
        self.in_flight = 0
        self.peak = 0

    @property
    def name(self) -> str:
        return self._name

    @property
    def kind(self) -> str:
        return "test"

    async def answer(self, question: str, *, item_id: str, round_id: str,
                     documents: Sequence[Document]) -> Reply:  # fmt: skip
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        await asyncio.sleep(self.delay)
        self.in_flight -= 1
        return Reply(answer=question.upper(), sources=(), thinking="")

    async def aclose(self) -> None:
        return None


class FlakyAgent(CountingAgent):
    """Fails transiently ``failures`` times, then hangs once, then answers."""

    def __init__(self, failures: int, hang: bool = False) -> None:
        super().__init__("flaky", 0.0)
        self.failures = failures
        self.hang = hang
        self.calls = 0

    async def answer(self, question: str, *, item_id: str, round_id: str,
                     documents: Sequence[Document]) -> Reply:  # fmt: skip
        self.calls += 1
        if self.calls <= self.failures:
            raise AgentError("HTTP 502", transient=True)
        if self.hang and self.calls == self.failures + 1:
            await asyncio.sleep(10)
        return Reply(answer="ok [1]", sources=())


QUESTIONS = [Question(f"i{n}", "r1", f"q{n}") for n in range(12)]


async def test_concurrency_is_bounded_and_order_kept() -> None:
    """At most ``concurrency`` questions are in flight; answers come back in question order."""
    agent = CountingAgent()
    answers = await ask_agent(agent, QUESTIONS, (), AskPolicy(concurrency=3, timeout_s=5))
    assert agent.peak == 3
    assert [a.item_id for a in answers] == [q.item_id for q in QUESTIONS]
    assert answers[0].answer == "Q0" and answers[0].agent_kind == "test"


async def test_transient_failures_and_timeouts_are_retried() -> None:
    """Two 502s and one timeout, then success, fits in four attempts."""
    agent = FlakyAgent(failures=2, hang=True)
    policy = AskPolicy(concurrency=1, timeout_s=0.05, max_attempts=4, backoff_s=0)
    (answer,) = await ask_agent(agent, QUESTIONS[:1], (), policy)
    assert answer.error is None and answer.attempts == 4 and answer.answer == "ok [1]"


async def test_exhausted_attempts_leave_an_error_answer() -> None:
    """When all attempts fail the answer is empty, with the last error and attempt count."""
    agent = FlakyAgent(failures=10)
    policy = AskPolicy(concurrency=1, timeout_s=1, max_attempts=2, backoff_s=0)
    (answer,) = await ask_agent(agent, QUESTIONS[:1], (), policy)
    assert answer.answer == "" and answer.attempts == 2
    assert answer.error is not None and "HTTP 502" in answer.error


async def test_several_agents_answer_every_question() -> None:
    """ask_agents returns one answer per agent and question, ticking once each."""
    ticks: list[str] = []
    answers = await ask_agents(
        [CountingAgent("a"), CountingAgent("b")], QUESTIONS[:5], (),
        AskPolicy(concurrency=2, timeout_s=5), tick=ticks.append,
    )  # fmt: skip
    assert len(answers) == 10 and sorted(set(ticks)) == ["a", "b"] and len(ticks) == 10
