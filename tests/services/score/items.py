"""Small round items and answers for the score tests."""

from __future__ import annotations

from datetime import UTC, datetime

from shared.messages.answers import AgentAnswer
from shared.messages.logs import Source
from shared.messages.qa import JudgedItem, JudgeVerdict, QAItem, UsedClaim
from shared.messages.rounds import RoundControl


def item(item_id: str, answer: str, *, round_id: str = "r1", graph: str = "g1",
         pattern: str = "temporal", urls: tuple[str, ...] = ("https://a.org/x",),
         answer_type: str = "definitive", question: str | None = None,
         pool: tuple[str, ...] = ()) -> QAItem:  # fmt: skip
    """An item whose used claims come from ``urls``."""
    claims = tuple(
        UsedClaim(doc_id=n, claim_id=f"doc{n}_claim1", claim=f"claim {n}", url=url,
                  title=f"Doc {n}", span=f"span {n}")
        for n, url in enumerate(urls, start=1)
    )  # fmt: skip
    return QAItem(
        item_id=item_id, question=question or f"Question {item_id}?", answers=(answer,),
        pattern=pattern, answer_type=answer_type, used_claims=claims,
        graph_id=graph, round_id=round_id, hops=len(urls), candidate_pool=pool,
    )  # fmt: skip


def judged(qa: QAItem, accepted: bool = True, votes: tuple[bool, ...] = (True,)) -> JudgedItem:
    """``qa`` as the judge would publish it."""
    verdicts = tuple(JudgeVerdict(judge=f"j{n}", accept=v) for n, v in enumerate(votes))
    return JudgedItem(item=qa, accepted=accepted, verdicts=verdicts,
                      reasons=() if accepted else ("no",))  # fmt: skip


def answer(qa: QAItem, agent: str, text: str, cited_urls: tuple[str, ...] = ()) -> AgentAnswer:
    """``agent``'s answer citing sources at ``cited_urls``."""
    sources = tuple(Source(id=n, url=url, title=f"S{n}") for n, url in enumerate(cited_urls, 1))
    return AgentAnswer(
        item_id=qa.item_id, round_id=qa.round_id or "r1", agent_id=agent, answer=text,
        sources=sources, cited=tuple(s.id for s in sources),
    )  # fmt: skip


def control(action: str, round_id: str = "r1", **extra: object) -> RoundControl:
    """A round open/close message."""
    return RoundControl(action=action, round_id=round_id, at=datetime.now(UTC),
                        theta_hash="t" * 64, **extra)
