"""Fresh evidence for a round: seed questions re-asked or re-searched, ingested as logs.

Before each round the controller takes its share of the seed questions (the ``seeds``
topic, e.g. FreshQA) and puts each to the reference agents (``AgentEvidence``) or
searches it through SearxNG (``SearxngEvidence``). Each answer or result page becomes an
agent log whose id is fixed per (source, seed): the graph built from it keeps its graph
id from round to round, so the round's graph set holds one graph per information need,
rebuilt from what was gathered for this round, and qagen generates from the newest
version. The log is tagged with the round it was gathered for (``meta.evidence_round``),
so evidence unchanged since the last round is still a new log for the new round.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import httpx
from prometheus_client import Counter

from shared.agents.base import Agent, AgentError
from shared.agents.factory import AgentPool, build_agents
from shared.bus import Bus
from shared.bus.scan import payloads
from shared.errors import ConfigError, DynevalError
from shared.intake.agent_log import build_log
from shared.intake.records import Accepted
from shared.intake.writer import FileReport, ingest_items
from shared.messages.logs import AgentLog, SeedQuestion, Source
from shared.messages.topics import SEEDS
from shared.settings import Settings
from shared.telemetry import get_logger
from shared.web.searxng import SearxngClient

__all__ = [
    "AgentEvidence",
    "EvidenceReport",
    "EvidenceSource",
    "EvidenceSources",
    "SearxngEvidence",
    "evidence_log_id",
    "gather_evidence",
    "open_evidence",
    "read_seeds",
    "seeds_for_turn",
]

_log = get_logger("controller.evidence")

EVIDENCE = Counter(
    "dyneval_evidence_logs_total",
    "Fresh-evidence logs gathered for rounds, by source and outcome (new, unchanged, failed).",
    ["source", "outcome"],
)


class EvidenceSource(Protocol):
    """Where fresh evidence for a seed question comes from."""

    @property
    def name(self) -> str:
        """Short name, part of the log ids (``searxng``, ``agent:<name>``)."""
        ...

    async def gather(self, seed: SeedQuestion, round_id: str) -> AgentLog:
        """The evidence for ``seed`` as an agent log; a ``DynevalError`` when none came."""
        ...


def evidence_log_id(source: str, seed_id: str) -> str:
    """The log id of ``source``'s evidence for a seed: the same in every round."""
    return f"evidence-{source.replace(':', '-')}-{seed_id}"


def _meta(source: str, seed: SeedQuestion, round_id: str) -> dict[str, str]:
    return {"evidence": source, "evidence_round": round_id, "seed_id": seed.seed_id}


class AgentEvidence:
    """A reference agent answers the seed question; its answer and sources are the log."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent

    @property
    def name(self) -> str:
        """``agent:<name>``."""
        return f"agent:{self.agent.name}"

    async def gather(self, seed: SeedQuestion, round_id: str) -> AgentLog:
        """Ask the agent (it gets no round documents: it searches on its own)."""
        reply = await self.agent.answer(
            seed.question, item_id=seed.seed_id, round_id=round_id, documents=()
        )
        return build_log(
            where=f"{self.name}#{seed.seed_id}",
            question=seed.question,
            answer=reply.answer,
            thinking=reply.thinking or reply.answer,
            sources=reply.sources,
            origin="agent",
            log_id=evidence_log_id(self.name, seed.seed_id),
            agent_id=self.agent.name,
            gold_answers=seed.answers,
            meta=_meta(self.name, seed, round_id),
        )


class SearxngEvidence:
    """The seed question searched through SearxNG; each result is a cited source."""

    def __init__(self, client: SearxngClient, *, results: int = 8) -> None:
        self.client = client
        self.results = results

    @property
    def name(self) -> str:
        """``searxng``."""
        return "searxng"

    async def gather(self, seed: SeedQuestion, round_id: str) -> AgentLog:
        """One search; the transcript lists each result's snippet citing it."""
        response = await self.client.search(seed.question)
        hits = [r for r in response.results if r.content or r.title][: self.results]
        if not hits:
            raise AgentError(f"SearxNG found nothing for seed {seed.seed_id!r}")
        sources = tuple(
            Source(id=n, title=r.title, url=r.url, snippet=r.content)
            for n, r in enumerate(hits, start=1)
        )
        thinking = "\n".join(
            f"- {(r.content or r.title).strip()} [{n}]" for n, r in enumerate(hits, start=1)
        )
        return build_log(
            where=f"searxng#{seed.seed_id}",
            question=seed.question,
            answer=response.answers[0] if response.answers else "",
            thinking=thinking,
            sources=sources,
            origin="agent",
            log_id=evidence_log_id(self.name, seed.seed_id),
            agent_id="searxng",
            gold_answers=seed.answers,
            meta=_meta(self.name, seed, round_id),
        )


async def read_seeds(bus: Bus) -> list[SeedQuestion]:
    """Every seed question on the topic once (its latest version), in order of arrival."""
    seeds: dict[str, SeedQuestion] = {}
    async for seed in payloads(bus, SEEDS, SeedQuestion):
        seeds.pop(seed.seed_id, None)
        seeds[seed.seed_id] = seed
    return list(seeds.values())


def seeds_for_turn(seeds: Sequence[SeedQuestion], per_round: int, turn: int) -> list[SeedQuestion]:
    """Round ``turn``'s share: ``per_round`` seeds taken in turn, wrapping around."""
    if not seeds:
        return []
    count = min(per_round, len(seeds))
    start = (turn * per_round) % len(seeds)
    return [seeds[(start + i) % len(seeds)] for i in range(count)]


@dataclass
class EvidenceReport:
    """What one round's evidence gathering did."""

    round_id: str
    asked: int = 0
    ingested: int = 0
    unchanged: int = 0
    failed: int = 0
    errors: list[str] = field(default_factory=list)


async def gather_evidence(
    bus: Bus,
    settings: Settings,
    round_id: str,
    sources: Sequence[EvidenceSource],
    seeds: Sequence[SeedQuestion],
    *,
    concurrency: int = 8,
    timeout_s: float = 120.0,
) -> EvidenceReport:
    """Gather evidence for ``seeds`` from every source and ingest it as agent logs."""
    report = EvidenceReport(round_id)
    gate = asyncio.Semaphore(concurrency)

    async def one(source: EvidenceSource, seed: SeedQuestion) -> AgentLog | None:
        async with gate:
            try:
                return await asyncio.wait_for(source.gather(seed, round_id), timeout_s)
            except (DynevalError, TimeoutError) as exc:
                report.failed += 1
                EVIDENCE.labels(source.name, "failed").inc()
                if len(report.errors) < 20:
                    report.errors.append(f"{source.name} on {seed.seed_id}: {exc}")
                _log.warning("no evidence", source=source.name, seed_id=seed.seed_id,
                             error=str(exc))  # fmt: skip
                return None

    pairs = [(source, seed) for seed in seeds for source in sources]
    report.asked = len(pairs)
    logs = [log for log in await asyncio.gather(*(one(s, q) for s, q in pairs)) if log]
    ingested = FileReport(source=f"evidence:{round_id}")
    records = [
        Accepted(topic="logs", payload=log, where=f"evidence:{log.log_id}", format="logs")
        for log in logs
    ]
    outcomes = await ingest_items(records, bus, settings, ingested)
    for log, outcome in zip(logs, outcomes, strict=True):
        source = log.meta.get("evidence", "unknown")
        EVIDENCE.labels(source, "unchanged" if outcome.status == "duplicate" else "new").inc()
    report.ingested = ingested.ingested
    report.unchanged = ingested.duplicates
    return report


@dataclass
class EvidenceSources:
    """The configured evidence sources and the clients they own."""

    sources: list[EvidenceSource] = field(default_factory=list)
    pool: AgentPool | None = None
    http: httpx.AsyncClient | None = None

    @property
    def names(self) -> list[str]:
        """The sources' names."""
        return [s.name for s in self.sources]

    async def aclose(self) -> None:
        """Close the reference agents and the HTTP client."""
        if self.pool is not None:
            await self.pool.aclose()
        if self.http is not None:
            await self.http.aclose()


def open_evidence(settings: Settings, *, http: httpx.AsyncClient | None = None) -> EvidenceSources:
    """The sources ``controller_evidence`` selects (none when off or nothing is configured)."""
    mode = settings.controller_evidence
    if mode == "auto":
        mode = (
            "searxng" if settings.searxng_url
            else "agents" if settings.controller_reference_agents else "off"
        )  # fmt: skip
    found = EvidenceSources()
    if mode == "searxng":
        client = http or httpx.AsyncClient(timeout=settings.fetch_timeout_s)
        found.http = None if http is not None else client
        found.sources.append(SearxngEvidence(SearxngClient.from_settings(settings, client)))
    elif mode == "agents":
        names = settings.controller_reference_agents
        if not names:
            raise ConfigError(
                "controller_evidence is 'agents' but no reference agent is named",
                hint="set controller_reference_agents to agent names from [[agents]]",
            )
        found.pool = build_agents(settings, names=names, http=http)
        found.sources.extend(AgentEvidence(found.pool.get(n)) for n in names)
    return found
