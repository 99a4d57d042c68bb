"""θ of a round: the frozen generation config plus qagen's sampling parameters."""

from __future__ import annotations

import hashlib
import json

from pydantic import Field

from shared.claims.version import CLAIMS_RULES_VERSION
from shared.llm.config import GenerationConfig, build_generation_config
from shared.messages.base import Model
from shared.settings import Settings

__all__ = ["JUDGE_RULES_VERSION", "QAGEN_RULES_VERSION", "QagenParams", "RoundTheta", "round_theta"]

QAGEN_RULES_VERSION = "qagen-rules-64-lead-names"
"""Version of qagen's rule generators (kept here so θ needs no qagen import; bump it when
the rules change what they generate)."""

JUDGE_RULES_VERSION = "judge-rules-19-lead-names"
"""Version of the rule judge's checks (kept here so θ needs no judge import)."""


class QagenParams(Model):
    """The non-model parts of θ that shape a round's items."""

    docs_per_subset: int = Field(ge=1)
    """k documents per graph."""

    pool_size: int = Field(ge=1)
    """K candidates per graph."""

    items_per_graph: int = Field(ge=1)
    """Items sampled per graph."""

    n_pairs: int = Field(ge=1)
    """Pairs per pattern per generator call."""

    items_max: int = Field(default=1, ge=1)
    """Most items per graph and round for a whole-graph (rule) pool with many distinct
    entity sets; never fewer than ``items_per_graph``."""

    spread_rounds: int = Field(default=1, ge=1)
    """Rounds a whole-graph pool's distinct entity sets are spread over: a graph gives
    ``ceil(sets / spread_rounds)`` items per round, between ``items_per_graph`` and
    ``items_max``."""

    spares_per_graph: int = Field(default=0, ge=0)
    """Spare candidates per graph, drawn after its items; the judge accepts at most
    ``items_per_graph`` per graph and round, taking candidates in the order drawn."""


class RoundTheta(Model):
    """Everything that is fixed for a round; its hash is recorded on every message."""

    generation: GenerationConfig
    """Per-stage strategies, templates, models and decoding."""

    qagen: QagenParams
    """Subset size, pool size and sampling."""

    def content_hash(self) -> str:
        """SHA-256 of the canonical JSON of θ."""
        text = json.dumps(self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def round_theta(settings: Settings) -> RoundTheta:
    """θ as the settings define it."""
    return RoundTheta(
        generation=build_generation_config(
            settings,
            rule_versions={
                "claims": CLAIMS_RULES_VERSION,
                "qagen": QAGEN_RULES_VERSION,
                "judge": JUDGE_RULES_VERSION,
            },
        ),
        qagen=QagenParams(
            docs_per_subset=settings.qagen_docs,
            pool_size=settings.qagen_pool,
            items_per_graph=settings.qagen_items_per_graph,
            n_pairs=settings.qagen_n_pairs,
            spares_per_graph=settings.qagen_spares,
            items_max=settings.qagen_items_max,
            spread_rounds=settings.qagen_spread,
        ),
    )
