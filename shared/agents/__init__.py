"""Agents under test: one ``Agent`` protocol, adapters configured by name in settings.

Networked: ``perplexica`` (Perplexica's search API, every request version, streaming),
``openai_chat`` (closed-book chat model) and ``http_json`` (any JSON service by field
paths). Built in, no network: ``bm25`` (retrieval baseline with extractive answers),
``oracle`` (reads the gold) and ``memorizer`` (answers leaked items from memory: M_leak).
"""

from __future__ import annotations

from shared.agents.asking import AskPolicy, Question, ask_agent, ask_agents
from shared.agents.base import Agent, AgentError, Document, Learner, Reply, cited_numbers
from shared.agents.bm25 import Bm25Agent
from shared.agents.config import AgentSpec, parse_agent_specs
from shared.agents.factory import AgentPool, build_agents
from shared.agents.http_json import HttpJsonAgent
from shared.agents.memorizer import MemorizerAgent
from shared.agents.openai_chat import OpenAIChatAgent
from shared.agents.oracle import GoldBook, MappingGoldBook, OracleAgent
from shared.agents.perplexica import PerplexicaAgent

__all__ = [
    "Agent",
    "AgentError",
    "AgentPool",
    "AgentSpec",
    "AskPolicy",
    "Bm25Agent",
    "Document",
    "GoldBook",
    "HttpJsonAgent",
    "Learner",
    "MappingGoldBook",
    "MemorizerAgent",
    "OpenAIChatAgent",
    "OracleAgent",
    "PerplexicaAgent",
    "Question",
    "Reply",
    "ask_agent",
    "ask_agents",
    "build_agents",
    "cited_numbers",
    "parse_agent_specs",
]
