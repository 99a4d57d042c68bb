"""The LLM generator of gold items: ``gold_generate`` through ``StructuredLLM``, then grounding.

``plan_requests`` decides which chunks to show and what to ask for (tier, answer type,
source type, items per call); each request is one call of the ``gold`` stage's
``gold_generate`` template, validated as ``GoldDrafts``. Every draft is grounded
(``grounding.ground_draft``): facts whose spans are not in their chunk are dropped and
counted, drafts left without facts are rejected with the reason. What remains goes through
the same checks (structure, primary intent, recomputed calculations, reconstruction) and
the same selection as the rule engine's candidates.

A reply that stays invalid after the repair turn (``LLMOutputError``) costs only its request:
the chunks are recorded as skipped with the reason and the build goes on. An unreachable
endpoint, an HTTP error or a cache miss in replay stops the build (every other request would
fail the same way). Each request is seeded from the build seed and the request's chunks and
targets (and how often the same request came before it), so a replay with the same seed and
the cache in read-only mode asks exactly the cached calls.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

from services.gold.contradictions import CONFLICT_PREFIX
from services.gold.facts import DocFacts
from services.gold.generators import Candidates, Progress, SkippedRequest, Targets
from services.gold.grounding import Passage, ground_draft
from services.gold.llm_plan import GenerationRequest, plan_requests
from services.gold.record import NO_INFORMATION_ANSWER
from services.gold.replies import GoldDrafts
from shared.llm.errors import LLMOutputError
from shared.llm.stages import StructuredLLM
from shared.longdoc.search import ChunkIndex
from shared.messages.envelope import derive_id

__all__ = ["TEMPLATE", "LLMGoldGenerator", "prompt_variables"]

STAGE = "gold"
TEMPLATE = "gold_generate"


def _seed(*parts: str) -> int:
    return int(derive_id(*parts)[:8], 16)


def prompt_variables(request: GenerationRequest, *, passage_chars: int = 6000) -> dict[str, Any]:
    """What ``gold_generate`` is rendered with for ``request`` (section path below the title)."""
    return {
        "chunks": [{"chunk_id": c.chunk_id, "pages": list(c.pages), "source_type": c.kind,
                    "section": " > ".join(c.section[1:] or c.section),
                    "text": c.text[:passage_chars]}
                   for c in request.chunks],
        "tier": request.tier,
        "answer_type": request.answer_type,
        "source_type": request.source_type,
        "n_items": request.n_items,
        "no_information_answer": NO_INFORMATION_ANSWER,
        "conflict_prefix": CONFLICT_PREFIX,
    }  # fmt: skip


class LLMGoldGenerator:
    """A ``GoldGenerator`` backed by a model (see the module docstring)."""

    def __init__(
        self,
        llm: StructuredLLM,
        *,
        items_per_call: int = 2,
        slack: float = 1.5,
        passage_chars: int = 6000,
    ) -> None:
        self.llm = llm
        self.items_per_call = items_per_call
        self.slack = slack
        self.passage_chars = passage_chars

    @property
    def name(self) -> str:
        """``llm:<model>``; recorded as ``QAItem.generator`` and in the manifest."""
        return f"llm:{self.llm.config.stage(STAGE).models[0]}"

    @property
    def version(self) -> str:
        """``gold_generate.v<n>``: the template version θ pins."""
        return f"{TEMPLATE}.v{self.llm.config.stage(STAGE).template(TEMPLATE).version}"

    async def generate(
        self, facts: DocFacts, *, targets: Targets, seed: int, progress: Progress
    ) -> Candidates:
        """Candidates from the planned requests, in plan order (see the module docstring)."""
        doc = facts.doc
        requests = plan_requests(
            doc, targets, seed=seed, items_per_call=self.items_per_call, slack=self.slack,
            facts_per_chunk={k: len(v) for k, v in facts.by_chunk.items()},
            index=ChunkIndex(doc.chunks),
        )  # fmt: skip
        progress.start("generate", len(requests))
        out = Candidates(items=[], requests=len(requests))

        repeats: Counter[tuple[str, ...]] = Counter()
        seeds = []
        for request in requests:
            key = (*request.chunk_ids, request.answer_type, str(request.tier), request.source_type)
            repeats[key] += 1
            seeds.append(_seed("gold-generate", str(seed), *key, str(repeats[key])))

        async def ask(request: GenerationRequest, seed_i: int) -> GoldDrafts:
            variables = prompt_variables(request, passage_chars=self.passage_chars)
            try:
                reply = await self.llm.generate(STAGE, TEMPLATE, variables, GoldDrafts, seed_i)
            finally:
                progress.advance("generate")
            return reply.value

        # Every request runs to its end, so a failure leaves no call in flight behind it.
        replies = await asyncio.gather(*(ask(r, s) for r, s in zip(requests, seeds, strict=True)),
                                       return_exceptions=True)  # fmt: skip
        fatal = next((r for r in replies if isinstance(r, BaseException)
                      and not isinstance(r, LLMOutputError)), None)  # fmt: skip
        if fatal is not None:
            raise fatal
        seen: set[str] = set()
        for request, reply in zip(requests, replies, strict=True):
            if isinstance(reply, BaseException):
                out.skipped.append(SkippedRequest(request.chunk_ids, str(reply)))
                continue
            passages = {c.chunk_id: Passage(c) for c in request.chunks}
            for draft in reply.items[: request.n_items]:
                grounded = ground_draft(draft, passages, generator=self.name,
                                        requested_tier=request.tier)  # fmt: skip
                out.dropped_facts.update(grounded.dropped)
                if grounded.problems:
                    out.rejected.append((grounded.item, grounded.problems))
                elif grounded.item.question not in seen:
                    seen.add(grounded.item.question)
                    out.items.append(grounded.item)
            if not reply.items:
                out.skipped.append(SkippedRequest(request.chunk_ids,
                                                  "the model wrote no items for these chunks"))
        return out
