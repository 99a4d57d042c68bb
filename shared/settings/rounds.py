"""Settings fields: rounds, the round controller, agents under test and scoring."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

__all__ = ["RoundSettings"]


class RoundSettings(BaseModel):
    """Fields of ``Settings``: rounds, the round controller, agents under test and scoring."""

    model_config = ConfigDict(use_attribute_docstrings=True)

    # --- rounds ---------------------------------------------------------------
    root_seed: SecretStr | None = None
    """Secret root seed of the next round; random when unset."""

    qagen_docs: int = Field(default=3, ge=1)
    """k: documents of a graph chosen per round to generate from (the spec's 3 of 15)."""

    qagen_pool: int = Field(default=20, ge=1)
    """K: candidate QA pairs generated per graph per round before sampling."""

    qagen_items_per_graph: int = Field(default=1, ge=1)
    """Items sampled from each graph's candidate pool per round."""

    qagen_items_max: int = Field(default=3, ge=1)
    """Most items a graph gives per round when its pool (the rule engine's, read from the
    whole graph) holds many distinct entity sets: ``ceil(sets / qagen_spread)``, at least
    ``qagen_items_per_graph`` (HotpotQA dev, one item per graph: 61 items over three rounds
    while 78 distinct acceptable items sat in the pools; a graph with nine gave three)."""

    qagen_spread: int = Field(default=3, ge=1)
    """Rounds a graph's distinct candidates are spread over (the divisor above)."""

    qagen_n_pairs: int = Field(default=3, ge=1)
    """QA pairs asked per pattern per generator call (the prompts' n_pairs)."""

    qagen_spares: int = Field(default=4, ge=0)
    """Spare candidates drawn per graph after its items, in a seeded order: the judge takes
    a spare only while the graph's items of the round are short (an earlier draw repeated
    an earlier round's item or failed a check), so a graph still gives its item. In later
    rounds most draws repeat an earlier round's pair; four spares reach the pairs not yet
    used (2WikiMultiHopQA tune, round 3: 181 items with two, 188 with four)."""

    # --- round controller -------------------------------------------------------
    controller_every: str | None = None
    """How long a round stays open before the controller closes it and opens the next
    (``30s``, ``10m``, ``24h``); unset: rounds close only by graph count or by hand."""

    controller_after_graphs: int | None = Field(default=None, ge=1)
    """Close the open round (and open the next) once this many new graphs arrived since
    it opened; unset: no graph-count trigger."""

    controller_rounds: int | None = Field(default=None, ge=1)
    """Rounds the controller closes before it stops; unset: it runs until stopped."""

    controller_window: int = Field(default=5, ge=1)
    """T: rounds in the window of the macro average and of the change-point interval."""

    controller_lease_ttl_s: float = Field(default=30.0, gt=0)
    """How long the controller lease lasts without renewal (local bus); a standby
    controller takes over this long after the leader died."""

    controller_poll_s: float = Field(default=1.0, gt=0)
    """How often the controller checks its policy and the pipeline's progress."""

    controller_settle_timeout_s: float = Field(default=900.0, gt=0)
    """Longest wait for the pipeline to process everything before the controller gives up
    on a step (and retries it on the next poll)."""

    controller_evidence: Literal["auto", "off", "agents", "searxng"] = "auto"
    """Fresh evidence before each round: seed questions put to the reference agents
    (``agents``), searched through SearxNG (``searxng``), neither (``off``); ``auto``
    picks SearxNG when ``searxng_url`` is set, else the reference agents if any."""

    controller_reference_agents: list[str] = Field(default_factory=list)
    """Names (from ``agents``) of the reference agents seed questions are put to."""

    controller_seeds_per_round: int = Field(default=20, ge=1)
    """Seed questions refreshed before each round (taken in turn from the ``seeds`` topic)."""

    controller_report: bool = True
    """Write the HTML/Markdown report (with the trend plot) whenever a round closes."""

    report_plots: bool = True
    """Draw a report's figures (the matplotlib plots and the evidence graph's picture); off,
    the report holds its tables alone and is written in a fraction of the time."""

    crash_at: str | None = None
    """Crash tests only: ``LABEL@N`` kills this process (SIGKILL) the Nth time it passes
    the crash point ``LABEL`` (e.g. ``r0002:ask@3``); unset in normal use."""

    # --- agents under test and scoring -----------------------------------------
    agents: list[dict[str, Any]] = Field(
        default_factory=lambda: [
            {"name": "bm25", "kind": "bm25"},
            {"name": "oracle", "kind": "oracle"},
            {"name": "memorizer", "kind": "memorizer", "fallback": "bm25"},
        ]
    )
    """Agents under test, one ``[[agents]]`` table each: ``name``, ``kind`` (``perplexica``,
    ``openai_chat``, ``http_json``, ``bm25``, ``oracle``, ``memorizer``) and the kind's
    options (see ``shared.agents.config``); the built-in offline agents by default."""

    agent_concurrency: int = Field(default=8, ge=1)
    """Questions in flight per agent while a round is asked."""

    agent_timeout_s: float = Field(default=120.0, gt=0)
    """Longest wait for one answer of an agent before the attempt counts as failed."""

    agent_max_attempts: int = Field(default=3, ge=1)
    """Attempts per question when an agent times out or fails transiently (5xx, network)."""

    agent_backoff_s: float = Field(default=0.5, ge=0)
    """Delay before the second attempt at an agent; doubles per attempt."""

    score_llm_judge: Literal["off", "relaxed", "strict", "both"] = "off"
    """FreshEval-style LLM correctness judge for answers without an exact match: off, or the
    mode(s) to record as ``llm_relaxed`` / ``llm_strict`` (uses the judge stage's endpoint)."""

    score_refusal: Literal["phrases", "llm"] = "phrases"
    """Who decides that an answer refuses: the phrase set, or the LLM judge endpoint."""

    score_refusal_phrases: list[str] | None = None
    """Phrases marking an insufficient-context answer; the built-in set when unset."""

    score_recall_ks: list[int] = Field(default_factory=lambda: [1, 5, 10])
    """Cut-offs k of document recall@k when an agent returns sources."""

    score_bootstrap_resamples: int = Field(default=2000, ge=1)
    """Bootstrap resamples behind each confidence interval of a round report."""

    score_confidence: float = Field(default=0.95, gt=0, lt=1)
    """Confidence level of the round reports' intervals."""

    report_dir: Path | None = None
    """Folder the HTML/Markdown report is written to; ``<data_dir>/report`` when unset."""
