"""Building the configured agents by name (``settings.agents``) into an ``AgentPool``.

Networked agents share one ``httpx.AsyncClient`` the pool owns (or one the caller
injects, e.g. for tests); a memorizer gets its fallback agent built first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx

from shared.agents.base import Agent, Learner
from shared.agents.bm25 import Bm25Agent
from shared.agents.config import (
    AgentSpec,
    Bm25Spec,
    HttpJsonSpec,
    MemorizerSpec,
    OpenAIChatSpec,
    OracleSpec,
    PerplexicaSpec,
    parse_agent_specs,
)
from shared.agents.http_json import HttpJsonAgent
from shared.agents.memorizer import MemorizerAgent
from shared.agents.openai_chat import OpenAIChatAgent
from shared.agents.oracle import GoldBook, MappingGoldBook, OracleAgent
from shared.agents.perplexica import PerplexicaAgent
from shared.errors import NotFoundError
from shared.settings import Settings

__all__ = ["AgentPool", "build_agents"]


@dataclass
class AgentPool:
    """Built agents by name, plus what they share."""

    agents: dict[str, Agent]
    specs: dict[str, AgentSpec]
    book: GoldBook
    http: httpx.AsyncClient | None = None
    owns_http: bool = False
    selected: list[str] = field(default_factory=list)
    """Names of the agents to ask, in order (fallbacks built only for others are left out)."""

    def get(self, name: str) -> Agent:
        """The agent called ``name``."""
        try:
            return self.agents[name]
        except KeyError:
            known = ", ".join(self.agents) or "none"
            raise NotFoundError(
                f"no agent named {name!r}",
                hint=f"configured agents: {known} (add one as [[agents]] in dyneval.toml)",
            ) from None

    def learners(self) -> list[Learner]:
        """Agents that can be leaked items (memorizers)."""
        return [agent for agent in self.agents.values() if isinstance(agent, Learner)]

    async def aclose(self) -> None:
        """Close every agent and the shared HTTP client if the pool made it."""
        for agent in self.agents.values():
            await agent.aclose()
        if self.owns_http and self.http is not None:
            await self.http.aclose()


def _needed(specs: dict[str, AgentSpec], names: Iterable[str]) -> list[str]:
    order: list[str] = []

    def visit(name: str) -> None:
        if name in order:
            return
        spec = specs.get(name)
        if spec is None:
            raise NotFoundError(
                f"no agent named {name!r}",
                hint=f"configured agents: {', '.join(specs)} (add one as [[agents]])",
            )
        if isinstance(spec, MemorizerSpec) and spec.fallback is not None:
            visit(spec.fallback)
        order.append(name)

    for name in names:
        visit(name)
    return order


def build_agents(
    settings: Settings,
    *,
    names: Sequence[str] | None = None,
    book: GoldBook | None = None,
    http: httpx.AsyncClient | None = None,
    extra: Sequence[Mapping[str, Any]] = (),
) -> AgentPool:
    """The agents of ``settings.agents`` (plus ``extra`` tables) named in ``names`` (all if
    None), each with the fallbacks it needs."""
    specs = {spec.name: spec for spec in parse_agent_specs([*settings.agents, *map(dict, extra)])}
    selected = list(names) if names is not None else list(specs)
    gold = book if book is not None else MappingGoldBook()
    pool = AgentPool({}, specs, gold, http=http, selected=selected)

    def client() -> httpx.AsyncClient:
        if pool.http is None:
            pool.http = httpx.AsyncClient(
                timeout=settings.agent_timeout_s,
                limits=httpx.Limits(max_connections=4 * settings.agent_concurrency),
            )
            pool.owns_http = True
        return pool.http

    for name in _needed(specs, selected):
        spec = specs[name]
        agent: Agent
        if isinstance(spec, Bm25Spec):
            agent = Bm25Agent(spec)
        elif isinstance(spec, OracleSpec):
            agent = OracleAgent(spec, gold)
        elif isinstance(spec, MemorizerSpec):
            fallback = pool.agents[spec.fallback] if spec.fallback is not None else None
            agent = MemorizerAgent(spec, fallback, gold)
        elif isinstance(spec, PerplexicaSpec):
            agent = PerplexicaAgent(spec, client())
        elif isinstance(spec, OpenAIChatSpec):
            agent = OpenAIChatAgent(spec, client(), timeout_s=settings.agent_timeout_s)
        else:
            assert isinstance(spec, HttpJsonSpec)
            agent = HttpJsonAgent(spec, client())
        pool.agents[name] = agent
    return pool
