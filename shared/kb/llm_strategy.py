"""The LLM strategy: a model writes each query from page content and a subtype instruction.

The prompt is the ``kb_query`` template of the project's prompt set
(``shared/llm/prompts/kb_query.v1.j2``, rendered by :class:`~shared.llm.templates.PromptLibrary`);
the writer exposes its version and digest for θ. Calls go through the project's LLM layer
(``shared.llm``: ``ChatClient`` with retries, budgets and the response cache;
``complete_structured`` for JSON with one repair turn).
The reply must quote its evidence verbatim, so the same checks as the rule engine
apply: a direct query's quotes must be on its page, a multi-hop query must need both
pages (:func:`shared.kb.multihop.needs_both`), and a negative query goes through
:func:`shared.kb.negative_check.check_negative` with the judge in coverage mode.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Awaitable, Callable
from random import Random
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from shared.embeddings.base import Embedder
from shared.kb.answerability import PageIndex, RuleJudge
from shared.kb.candidates import Candidate, Evidence, contains_snippet
from shared.kb.direct import DIRECT_SUBTYPES
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.multihop import MULTI_HOP_SUBTYPES, needs_both
from shared.kb.negative import NEGATIVE_SUBTYPES, REFUSAL
from shared.kb.negative_check import check_negative
from shared.kb.selection import BalancedPicker, quotas
from shared.llm import ChatClient, Decoding, LLMError, complete_structured
from shared.llm.config import GenerationConfig, build_generation_config
from shared.llm.errors import LLMConfigError
from shared.llm.templates import PromptLibrary
from shared.settings import Settings

__all__ = ["STAGE", "SUBTYPE_INSTRUCTIONS", "TEMPLATE", "KbDraft", "LlmQueryWriter", "kb_theta",
           "llm_candidates"]

SUBTYPE_INSTRUCTIONS: dict[str, str] = {
    "simple_fact": "Ask for one single fact (a price, a date, a duration, a contact detail).",
    "table_aggregation": "Ask a question that needs several table rows or a calculation "
    "(cheapest option, a band that contains a value, a difference).",
    "table_lookup": "Ask for the value of one specific table cell.",
    "process_step": "Ask about a step of a numbered procedure (which step, what comes next).",
    "conditional_logic": "Ask a 'What happens if ...' question answered by a condition.",
    "list_enumeration": "Ask for all items of a list ('What are all ...').",
    "rot_aware": "Ask for the current value with words like 'current', 'latest' or "
    "'as of <year>'; the page is the current version of a versioned policy.",
    "sequential_process": "Ask about a process whose steps start on page A and continue "
    "on page B.",
    "policy_faq": "Combine a policy rule from one page with the FAQ clarification on the other.",
    "comparative": "Compare the same kind of value on the two pages.",
    "hub_to_detail": "Page A only navigates; describe the link on A and ask for a detail "
    "that only page B states.",
    "cross_category": "Ask a question whose answer depends on a rule from each page.",
    "adjacent_topic": "Reuse most words of the anchor page but ask for a detail it lacks.",
    "missing_data": "Ask for a specific data point (a code, a rate, a row) the KB lacks.",
    "out_of_scope_procedure": "Ask how to do an undocumented variant of a documented "
    "procedure.",
    "cross_category_gap": "Ask how two topics that no page connects interact.",
}
"""One instruction per subtype, shown to the model with the page content."""

_Draw = Callable[[str, int], Awaitable[Candidate | None]]

TEMPLATE = "kb_query"
"""The prompt template of the LLM strategy, in the project's prompt set (``shared/llm/prompts``)."""

STAGE = "kb"
"""The θ stage of the LLM strategy (``[llm_stages.kb]`` pins its template version)."""


def kb_theta(settings: Settings, library: PromptLibrary | None = None) -> GenerationConfig:
    """θ of the LLM strategy: the ``kb`` stage alone, forced to the model, ``kb_query`` pinned
    (the latest version unless ``[llm_stages.kb] templates`` names one)."""
    forced = settings.model_copy(update={"llm_stages": {
        **settings.llm_stages, STAGE: {**settings.llm_stages.get(STAGE, {}), "strategy": "openai"},
    }})  # fmt: skip
    return build_generation_config(forced, library=library, stage_names=(STAGE,))


class EvidenceQuote(BaseModel):
    """A verbatim quote and the page it comes from."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    page: str
    quote: str = Field(min_length=1)


class KbDraft(BaseModel):
    """The model's reply: a question, its answer, and the quotes that support it."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    question: str = Field(min_length=5)
    answer: str = Field(min_length=1)
    evidence: list[EvidenceQuote] = Field(default_factory=list)


def _page(page: Page) -> dict[str, str]:
    return {"ref": page.ref, "title": page.title, "text": page.text}


class LlmQueryWriter:
    """Asks an OpenAI-compatible model for one query at a time."""

    def __init__(self, client: ChatClient, *, decoding: Decoding | None = None,
                 library: PromptLibrary | None = None, version: int | None = None) -> None:
        self._client = client
        self._decoding = decoding or Decoding(temperature=0.7, max_tokens=600)
        self._library = library or PromptLibrary()
        self.version = version if version is not None else self._library.latest(TEMPLATE)
        self.digest = self._library.digest(TEMPLATE, self.version)
        """SHA-256 of the rendered template's source: record it with the queries (θ)."""

    @classmethod
    def from_theta(cls, client: ChatClient, theta: GenerationConfig,
                   library: PromptLibrary | None = None) -> LlmQueryWriter:
        """The writer θ pins: its ``kb_query`` version and the stage's decoding; a template
        edited since θ was built is refused (the digest would no longer match)."""
        stage = theta.stage(STAGE)
        ref = stage.template(TEMPLATE)
        writer = cls(client, decoding=stage.decoding, library=library, version=ref.version)
        if writer.digest != ref.sha256:
            raise LLMConfigError(
                f"template {TEMPLATE} v{ref.version} changed since θ pinned it "
                f"({ref.sha256[:12]} -> {writer.digest[:12]})",
                hint="rebuild θ (rerun the command) or pin another version in [llm_stages.kb]",
            )
        return writer

    async def _ask(self, variables: dict[str, Any], seed: int) -> KbDraft | None:
        messages = self._library.render(TEMPLATE, self.version, {
            "summary": "", "refusal": REFUSAL, **variables})
        try:
            reply = await complete_structured(
                self._client, messages, KbDraft, decoding=self._decoding, seed=seed,
                stage="kb",
            )
        except LLMError:
            return None
        return reply.value

    async def direct(self, page: Page, subtype: str, seed: int) -> Candidate | None:
        """A direct query answered by ``page`` alone, or None when the reply fails the checks."""
        draft = await self._ask({"kind": "direct", "subtype": subtype,
                                 "instruction": SUBTYPE_INSTRUCTIONS[subtype],
                                 "pages": [_page(page)]}, seed)
        if draft is None or not draft.evidence:
            return None
        if not all(contains_snippet(page.text, e.quote) for e in draft.evidence):
            return None
        return Candidate(
            query=draft.question, ground_truth=draft.answer, refs=(page.ref,), subtype=subtype,
            category=page.category, key=f"llm:{page.ref}:{draft.question}",
            evidence=tuple(Evidence(page.ref, e.quote) for e in draft.evidence),
        )

    async def multi_hop(self, a: Page, b: Page, subtype: str, seed: int) -> Candidate | None:
        """A query that needs both pages, or None when one page alone answers it."""
        draft = await self._ask({"kind": "multi_hop", "subtype": subtype,
                                 "instruction": SUBTYPE_INSTRUCTIONS[subtype],
                                 "pages": [_page(a), _page(b)]}, seed)
        if draft is None:
            return None
        evidence = tuple(Evidence(e.page, e.quote) for e in draft.evidence
                         if e.page in (a.ref, b.ref))
        candidate = Candidate(
            query=draft.question, ground_truth=draft.answer, refs=(a.ref, b.ref),
            subtype=subtype, category=b.category if a.is_hub else a.category,
            key=f"llm:{a.ref}|{b.ref}:{draft.question}", evidence=evidence,
        )
        return candidate if needs_both(candidate, a, b) else None

    async def negative(self, anchor: Page, summary: str, subtype: str, seed: int) -> Candidate:
        """An unanswerable question anchored on ``anchor`` (checked by the caller)."""
        draft = await self._ask({"kind": "negative", "subtype": subtype,
                                 "instruction": SUBTYPE_INSTRUCTIONS[subtype],
                                 "pages": [_page(anchor)], "summary": summary}, seed)
        question = draft.question if draft is not None else ""
        return Candidate(
            query=question, ground_truth=REFUSAL, refs=(anchor.ref,), subtype=subtype,
            category=anchor.category, key=f"llm:{anchor.ref}:{question}",
        )


async def llm_candidates(
    kb: KnowledgeBase, writer: LlmQueryWriter, embedder: Embedder, counts: tuple[int, int, int],
    *, seed: int, min_similarity: float, top_k: int, attempts_per_query: int = 3,
) -> tuple[list[Candidate], list[Candidate], list[Candidate], Counter[str]]:
    """Direct, multi-hop and negative candidates written by the model and checked.

    Pages, pairs and anchors are drawn as in the rule engine (balanced weights, circular
    pairs first for a share of multi-hop, categories in turn for negatives); every slot
    gets ``attempts_per_query`` tries. The counter reports rejections by reason.
    """
    rng = Random(f"{seed}:llm")
    stats: Counter[str] = Counter()
    pages = [p for p in kb.current_pages() if not p.is_hub]
    seen: set[str] = set()

    async def fill(subtypes: tuple[str, ...], total: int, draw: _Draw) -> list[Candidate]:
        out: list[Candidate] = []
        for subtype, share in quotas(total, subtypes).items():
            for _ in range(share):
                for attempt in range(attempts_per_query):
                    candidate = await draw(subtype, rng.randrange(2**31) + attempt)
                    if candidate is not None and candidate.query.lower() not in seen:
                        seen.add(candidate.query.lower())
                        out.append(candidate)
                        break
                    stats[f"rejected:{subtype}"] += 1
        return out

    page_picker = BalancedPicker()

    async def draw_direct(subtype: str, call_seed: int) -> Candidate | None:
        ref = page_picker.pick([p.ref for p in pages], rng)
        page_picker.used(ref)
        return await writer.direct(kb.page(ref), subtype, call_seed)

    pairs = [f"{a}|{b}" for a, b in kb.linked_pairs()]
    circular = {f"{a}|{b}" for a, b in kb.circular_pairs()}
    reserve = math.ceil(0.15 * counts[1]) if circular else 0
    pair_picker = BalancedPicker()

    async def draw_pair(subtype: str, call_seed: int) -> Candidate | None:
        loops_left = sum(pair_picker.counts[u] for u in circular) < reserve
        unit = pair_picker.pick(sorted(circular) if loops_left else pairs, rng)
        pair_picker.used(unit)
        a, b = (kb.page(ref) for ref in unit.split("|"))
        if b.is_hub:
            a, b = b, a
        return await writer.multi_hop(a, b, subtype, call_seed)

    index = await PageIndex.build(kb, embedder) if counts[2] else None
    judge = RuleJudge()
    summary = "; ".join(f"{p.ref} ({p.title})" for p in kb.current_pages())
    categories = sorted({p.category for p in pages})
    category_picker = BalancedPicker()

    async def draw_negative(subtype: str, call_seed: int) -> Candidate | None:
        category = category_picker.pick(categories, rng)
        anchor = rng.choice([p for p in pages if p.category == category])
        candidate = await writer.negative(anchor, summary, subtype, call_seed)
        if not candidate.query or index is None:
            return None
        vector = await embedder.embed([candidate.query], "query")
        check = check_negative(candidate, vector[0], kb, index, judge,
                               min_similarity=min_similarity, top_k=top_k)
        if not check.similar_enough or check.answerable_in:
            stats["negative:similarity" if not check.similar_enough else "negative:answerable"] += 1
            return None
        category_picker.used(category)
        return candidate

    direct = await fill(DIRECT_SUBTYPES, counts[0], draw_direct)
    multi = await fill(MULTI_HOP_SUBTYPES, counts[1], draw_pair)
    negative = await fill(NEGATIVE_SUBTYPES, counts[2], draw_negative)
    return direct, multi, negative, stats
