"""QA candidates, judge verdicts and accepted/rejected items (topics ``qa.*``).

One canonical item model serves every generator (web-QA rounds, long-document gold
sets, knowledge-base query sets); exporters write the external formats from it.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.messages.base import Model

__all__ = [
    "AnswerType",
    "FactCategory",
    "JudgeVerdict",
    "JudgedItem",
    "Pattern",
    "QAItem",
    "SourceType",
    "UsedClaim",
]

Pattern = Literal["temporal", "comparison", "causal", "conjunction"]
AnswerType = Literal[
    "definitive", "list", "summary", "instructional", "contradiction_report", "no_information"
]
SourceType = Literal["text", "table", "figure", "chart"]
FactCategory = Literal[
    "quantitative_qualitative",
    "declarative",
    "causal_relational",
    "prescriptive",
    "definition",
    "attributed",
]
"""The six kinds of atomic fact of the gold-standard plan (data, state/event, causal or
relational, rule/policy, definition, attributed opinion or quote)."""


class UsedClaim(Model):
    """A claim an item is built from, as in the spec's ``used_claims``."""

    doc_id: int
    """Source document number."""

    claim_id: str
    """``doc{n}_claim{k}``."""

    claim: str
    """The claim text."""

    span: str = ""
    """Verbatim supporting span from the document."""

    span_start: int | None = None
    """Span start offset in the document text."""

    span_end: int | None = None
    """Span end offset in the document text."""

    url: str = ""
    """URL of the source document (for citation scoring)."""

    title: str = ""
    """Title of the source document (for HotpotQA-style supporting facts)."""

    content_hash: str = ""
    """Hash of the document snapshot the span was verified against (document store key)."""

    chunk_id: str | None = None
    """Chunk of a long document the claim comes from (``shared.longdoc``), when chunked."""

    pages: tuple[int, ...] = ()
    """Pages (1-based, in file order) the claim's source lies on, for paged documents."""

    category: FactCategory | None = None
    """Which of the six atomic-fact categories the claim belongs to, when classified."""


class QAItem(Model):
    """One generated question with its gold answer and provenance."""

    item_id: str
    """Deterministic id (from round, graph, pattern and used claims)."""

    question: str
    """The question put to agents."""

    answers: tuple[str, ...] = Field(min_length=1)
    """Gold answer first, then accepted aliases."""

    pattern: Pattern | None = None
    """Reasoning pattern for web-QA items."""

    answer_type: AnswerType = "definitive"
    """Expected answer format (primary intent)."""

    source_type: SourceType = "text"
    """Primary kind of content the facts come from."""

    used_claims: tuple[UsedClaim, ...] = ()
    """Claims the answer rests on."""

    reasoning_steps: tuple[str, ...] | None = None
    """Steps from the claims to the answer; ``None`` when no reasoning is needed."""

    computed: dict[str, str] = Field(default_factory=dict)
    """Values the rule generator computed the answer from (for recomputation checks)."""

    graph_id: str | None = None
    """Seed graph the item was generated from."""

    doc_subset: tuple[int, ...] = ()
    """The k documents chosen from the graph for this item."""

    round_id: str | None = None
    """Round the item belongs to."""

    seed: int | None = None
    """Per-graph seed r(i,t) the item was generated with."""

    theta_hash: str | None = None
    """Hash of the frozen generation config θ."""

    generator: str = "rules"
    """Which generator produced the item (``rules`` or ``llm:<model>``)."""

    hops: int = 1
    """Distinct documents the answer needs."""

    graph_items: int | None = Field(default=None, ge=1)
    """Items the item's graph may give in its round (qagen's draw, the judge's room): more
    than θ's ``items_per_graph`` when the graph's pool holds more distinct entity sets than
    the rounds its candidates are spread over; ``None``: θ's ``items_per_graph``."""

    tier: Literal[1, 2, 3] | None = None
    """Complexity tier of long-document items: 1 pinpoint retrieval, 2 contained synthesis,
    3 cross-domain abstraction."""

    opinions: tuple[str, ...] = ()
    """Interpretive judgments or syntheses in the answer that no single source fact states
    (the gold plan's ``opinions_from_answer``)."""

    insufficient: bool = False
    """The sources hold no answer: the right answer says so (an insufficient-context item).
    Set by the generator or importer that made the item; scoring never guesses it from the
    gold text."""

    candidate_pool: tuple[str, ...] = ()
    """Fingerprints of the graph's candidate pool C(i,t) the item was sampled from, one per
    distinct normalised (question, answer) pair (``shared.stats.collision``); the collision
    bound's overlap J is computed over them."""


class JudgeVerdict(Model):
    """One judge's structured verdict on one item."""

    judge: str
    """Judge name (``rules`` or ``llm:<model>``)."""

    accept: bool
    """The judge's overall decision."""

    criteria: dict[str, bool] = Field(default_factory=dict)
    """Per-criterion results (answerable, essential_claims, no_leakage, natural, correct ...)."""

    reasons: tuple[str, ...] = ()
    """Why a criterion failed, one sentence each."""


class JudgedItem(Model):
    """An item with the panel's verdicts: accepted or rejected."""

    item: QAItem
    """The judged item."""

    accepted: bool
    """The panel's majority decision."""

    verdicts: tuple[JudgeVerdict, ...]
    """Per-judge verdicts (rule checks first)."""

    reasons: tuple[str, ...] = ()
    """Reasons for rejection (empty when accepted)."""
