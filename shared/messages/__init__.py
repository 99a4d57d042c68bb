"""Frozen pydantic models for every topic; ``topics.TOPICS`` maps topic name to model."""

from __future__ import annotations

from shared.messages.answers import AgentAnswer, ItemScore
from shared.messages.base import SCHEMA_VERSION, Model
from shared.messages.claims import Claim, ClaimBucket, ClaimBuckets, ClaimFeatures
from shared.messages.dead import DeadLetter
from shared.messages.envelope import Envelope, derive_id
from shared.messages.graphs import Cite, EvidenceGraph, GraphEdge, GraphNode, GraphStats, Thought
from shared.messages.logs import AgentLog, SeedQuestion, Source
from shared.messages.qa import JudgedItem, JudgeVerdict, QAItem, UsedClaim
from shared.messages.rounds import AgentRoundScore, RoundControl, RoundReport
from shared.messages.topics import TOPICS, model_for

__all__ = [
    "SCHEMA_VERSION",
    "TOPICS",
    "AgentAnswer",
    "AgentLog",
    "AgentRoundScore",
    "Cite",
    "Claim",
    "ClaimBucket",
    "ClaimBuckets",
    "ClaimFeatures",
    "DeadLetter",
    "Envelope",
    "EvidenceGraph",
    "GraphEdge",
    "GraphNode",
    "GraphStats",
    "ItemScore",
    "JudgeVerdict",
    "JudgedItem",
    "Model",
    "QAItem",
    "RoundControl",
    "RoundReport",
    "SeedQuestion",
    "Source",
    "Thought",
    "UsedClaim",
    "derive_id",
    "model_for",
]
