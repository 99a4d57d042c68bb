"""Generate the KB evaluation set: direct, multi-hop and negative queries.

The rule engine proposes candidates per page (direct, negative anchors) or per
linked pair (multi-hop); this module spends the quotas: subtypes share a kind's
count evenly (a subtype without candidates hands its share to the others), pages
are drawn with :class:`~shared.kb.selection.BalancedPicker` from a
:class:`~shared.kb.selection.CandidatePool`, multi-hop reserves a
share for circular (A <-> B) pairs, negatives are stratified by anchor category and
must pass :func:`shared.kb.negative_check.check_negative`. One seed fixes the run.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from random import Random
from typing import Protocol

from shared.embeddings.base import Embedder
from shared.kb.answer_shape import gated
from shared.kb.answerability import PageIndex, RuleJudge
from shared.kb.audience import is_internal
from shared.kb.bridges import bridge_candidates, checked_option_pairs
from shared.kb.candidates import Candidate, KbContext, template_of
from shared.kb.changelog_bridges import changelog_bridges
from shared.kb.class_bridges import class_bridges
from shared.kb.command_bridges import command_bridges
from shared.kb.counterpart_defaults import counterpart_defaults
from shared.kb.coverage import explain_empty
from shared.kb.default_bridges import default_bridges
from shared.kb.default_comparisons import default_comparisons
from shared.kb.described_bridges import described_bridges
from shared.kb.direct import DIRECT_SUBTYPES, direct_candidates
from shared.kb.direct_review import DirectReview
from shared.kb.entitlement_comparisons import entitlement_comparisons
from shared.kb.faq_bridges import faq_bridges
from shared.kb.flag_settings import flag_setting_bridges
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.link_bridges import link_bridges
from shared.kb.llm_strategy import LlmQueryWriter, llm_candidates
from shared.kb.multihop import (
    MULTI_HOP_SUBTYPES,
    NOT_BUILT,
    RULE_SUBTYPES,
    multi_hop_candidates,
)
from shared.kb.negative import NEGATIVE_SUBTYPES, RULE_NEGATIVE_SUBTYPES, negative_candidates
from shared.kb.negative_aspects import asked_names
from shared.kb.negative_check import NegativeCheck, calibrate_threshold, check_negative
from shared.kb.payout_bridges import payout_bridges
from shared.kb.policy_bridges import policy_bridges
from shared.kb.prorata_bridges import prorata_bridges
from shared.kb.queries import KbQuery, QueryMetadata, QueryType, query_id
from shared.kb.question_shape import is_meta_reference
from shared.kb.reference_bridges import reference_bridges
from shared.kb.release_bridges import release_bridges
from shared.kb.requirement_bridges import requirement_bridges
from shared.kb.selection import (
    BalancedPicker,
    CandidatePool,
    draw,
    plan,
    share_cap,
    spend,
)
from shared.kb.shared_flags import shared_flag_questions
from shared.kb.spend_caps import spend_caps
from shared.kb.task_settings import task_settings
from shared.kb.version_comparisons import version_comparisons

__all__ = ["GenerationConfig", "GenerationReport", "GenerationResult", "Progress", "generate"]


@dataclass(frozen=True, slots=True)
class GenerationConfig:
    """Counts, thresholds and the seed of one generation run."""

    direct: int = 90
    multi_hop: int = 70
    negative: int = 40
    seed: int = 0
    min_negative_similarity: float = 0.70
    """Floor of the negative/anchor similarity threshold (the SRS's 0.70)."""
    similarity_percentile: float = 50.0
    """The threshold is this percentile of the KB's off-topic heading/page similarities
    (never below the floor): see :func:`~shared.kb.negative_check.calibrate_threshold`."""
    min_keyword_overlap: float = 0.8
    """Share of a negative's keywords that must occur on its anchor page (SRS: 80%+)."""
    judge_top_k: int = 5
    circular_share: float = 0.15
    """Part of the multi-hop quota reserved for pairs that link both ways (A <-> B)."""
    tries_per_anchor: int = 8
    """Negative candidates embedded and checked per anchor before moving on."""
    max_template_share: float = 1 / 3
    """No question pattern (:func:`~shared.kb.candidates.template_of`) fills more than this
    share of the negatives asked, rounded down (13 of 40): 24 of 40 "short form of --X"
    read as one trap repeated. A KB that supports fewer patterns keeps what passes."""


class Progress(Protocol):
    """Receives progress per phase (``direct``, ``multi_hop``, ``negative``)."""

    def start(self, phase: str, total: int) -> None:
        """A phase begins; ``total`` queries are wanted."""

    def advance(self, phase: str, amount: int = 1) -> None:
        """``amount`` more queries of ``phase`` are done."""


@dataclass(slots=True)
class GenerationReport:
    """What the run produced and what it had to give up."""

    wanted: dict[str, int] = field(default_factory=dict)
    produced: Counter[str] = field(default_factory=Counter)
    by_subtype: Counter[str] = field(default_factory=Counter)
    shortfall: dict[str, int] = field(default_factory=dict)
    circular_multi_hop: int = 0
    negatives_checked: int = 0
    rejected_similarity: int = 0
    rejected_answerable: int = 0
    rejected_overlap: int = 0
    """Negatives whose keywords are not 80% from the anchor page."""
    similarity_threshold: float = 0.0
    """The calibrated negative/anchor threshold used in this run."""
    rejected_concatenated: int = 0
    """Multi-hop candidates dropped because they read as two questions joined."""
    negative_similarities: list[float] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)
    """Rule candidates dropped before selection, by ``type/subtype:reason``."""
    not_built: dict[str, str] = field(default_factory=dict)
    """SRS subtypes the rule engine does not write (``type/subtype``), with the reason."""


@dataclass(frozen=True, slots=True)
class GenerationResult:
    """The queries (ids assigned) and the report."""

    queries: list[KbQuery]
    report: GenerationReport


def _to_queries(kind: QueryType, candidates: list[Candidate]) -> list[KbQuery]:
    return [
        KbQuery(
            query_id=query_id(kind, number),
            query_type=kind,
            query=candidate.query,
            ground_truth=candidate.ground_truth,
            context_reference=list(candidate.refs),
            metadata=QueryMetadata(subtype=candidate.subtype, category=candidate.category),
        )
        for number, candidate in enumerate(candidates, start=1)
    ]


def _direct(kb: KnowledgeBase, context: KbContext, config: GenerationConfig,
            report: GenerationReport) -> list[Candidate]:
    rng = Random(f"{config.seed}:direct")
    pool = CandidatePool(rng)
    reserve = CandidatePool(rng)  # contributor pages: drawn only when user pages run short
    review = DirectReview.of(kb)
    for page in kb.current_pages():
        found = review.reviewed(gated(direct_candidates(
            page, context, Random(f"{config.seed}:{page.ref}")), context.skipped),
            context.skipped)
        for subtype, candidates in found.items():
            (reserve if is_internal(page.ref) else pool).add(page.ref, subtype, candidates)
    report.skipped.update({f"direct/{k}": n for k, n in context.skipped.items()})
    picker = BalancedPicker()
    chosen, short = spend(config.direct, DIRECT_SUBTYPES, pool, picker, rng)
    if short:
        extra, short = spend(short["total"], DIRECT_SUBTYPES, reserve, picker, rng)
        chosen += extra
        report.skipped["direct/contributor pages drawn because user pages ran short"] += len(
            extra)
    if short:
        report.shortfall["direct"] = short["total"]
    return chosen


def _named(candidate: Candidate, skipped: Counter[str]) -> bool:
    """False (counted) for a multi-hop query naming its subject by a page's section ("the
    setting mentioned in the X guide's section on Y",
    :func:`~shared.kb.question_shape.is_meta_reference`), whatever its subtype and path: the
    pointer is then the only reason both pages are needed, and no user writes it."""
    if is_meta_reference(candidate.query):
        skipped[f"{candidate.subtype}:names its subject by a page's section"] += 1
        return False
    return True


def _multi_hop(kb: KnowledgeBase, context: KbContext, config: GenerationConfig,
               report: GenerationReport) -> list[Candidate]:
    rng = Random(f"{config.seed}:multi_hop")
    pool = CandidatePool(rng)
    circular = {f"{a}|{b}" for a, b in kb.circular_pairs()}
    for subtype in MULTI_HOP_SUBTYPES:
        if subtype not in RULE_SUBTYPES:
            report.not_built[f"multi_hop/{subtype}"] = NOT_BUILT.get(
                subtype, "no rule template")
    skipped: Counter[str] = Counter()
    for a, b in kb.linked_pairs():
        found = multi_hop_candidates(
            kb.page(a), kb.page(b), context, Random(f"{config.seed}:{a}|{b}"), skipped
        )
        for subtype, candidates in found.items():
            pool.add(f"{a}|{b}", subtype, [c for c in candidates if _named(c, skipped)])
    for (a, b), candidates in bridge_candidates(kb, skipped).items():
        for subtype in ("cross_category", "rot_aware"):
            pool.add("|".join(sorted((a, b))), subtype,
                     [c for c in candidates if c.subtype == subtype and _named(c, skipped)])
    for pair in (*checked_option_pairs(kb, skipped), *requirement_bridges(kb, skipped),
                 *changelog_bridges(kb, skipped), *described_bridges(kb, skipped),
                 *command_bridges(kb, skipped), *class_bridges(kb, skipped),
                 *reference_bridges(kb, skipped),
                 *release_bridges(kb, skipped), *default_bridges(kb, skipped),
                 *default_comparisons(kb, skipped), *version_comparisons(kb, skipped),
                 *counterpart_defaults(kb, skipped),
                 *link_bridges(kb, skipped), *faq_bridges(kb, skipped),
                 *flag_setting_bridges(kb, skipped), *shared_flag_questions(kb, skipped),
                 *task_settings(kb, skipped), *policy_bridges(kb, skipped),
                 *entitlement_comparisons(kb, skipped), *payout_bridges(kb, skipped),
                 *spend_caps(kb, skipped), *prorata_bridges(kb, skipped)):
        if not _named(pair, skipped):
            continue
        pool.add("|".join(sorted(pair.refs)), pair.subtype, [pair])
    report.skipped.update({f"multi_hop/{k}": n for k, n in skipped.items()})
    reserve = math.ceil(config.circular_share * config.multi_hop) if circular else 0
    drawn: Counter[str] = Counter()

    def prefer(subtype: str, units: list[str]) -> list[str]:
        if drawn["circular"] < reserve:
            loops = [u for u in units if u in circular]
            if loops:
                return loops
        return units

    picker = BalancedPicker()
    chosen: list[Candidate] = []
    for subtype in plan(config.multi_hop, MULTI_HOP_SUBTYPES, pool):
        candidate = draw(subtype, pool, picker, rng, prefer)
        if candidate is not None:
            chosen.append(candidate)
            drawn["circular"] += "|".join(sorted(candidate.refs)) in circular
    while len(chosen) < config.multi_hop:
        before = len(chosen)
        for subtype in MULTI_HOP_SUBTYPES:
            if len(chosen) >= config.multi_hop:
                break
            candidate = draw(subtype, pool, picker, rng, prefer)
            if candidate is not None:
                chosen.append(candidate)
                drawn["circular"] += "|".join(sorted(candidate.refs)) in circular
        if len(chosen) == before:
            report.shortfall["multi_hop"] = config.multi_hop - len(chosen)
            break
    report.circular_multi_hop = drawn["circular"]
    return chosen


async def _negative(
    kb: KnowledgeBase, context: KbContext, config: GenerationConfig, embedder: Embedder,
    report: GenerationReport, progress: Progress | None,
) -> list[Candidate]:
    rng = Random(f"{config.seed}:negative")
    pool = CandidatePool(rng, kind=template_of)
    for subtype in NEGATIVE_SUBTYPES:
        if subtype not in RULE_NEGATIVE_SUBTYPES:
            report.not_built[f"negative/{subtype}"] = (
                "no rule template: \"How does X affect Y\" joins two topics no reader would"
            )
    by_category: dict[str, list[str]] = defaultdict(list)
    for page in kb.current_pages():
        found = negative_candidates(page, context, Random(f"{config.seed}:neg:{page.ref}"))
        if any(found.values()):
            by_category[page.category].append(page.ref)
        for subtype, candidates in found.items():
            rng.shuffle(candidates)
            pool.add(page.ref, subtype, candidates)
    report.skipped.update({f"negative/{k}": n for k, n in context.negative_skipped.items()})
    if config.negative <= 0 or not by_category:
        if config.negative > 0:
            report.shortfall["negative"] = config.negative
        return []
    index = await PageIndex.build(kb, embedder)
    report.similarity_threshold = await calibrate_threshold(
        kb, index, embedder, floor=config.min_negative_similarity,
        percentile=config.similarity_percentile,
    )
    judge = RuleJudge.for_kb(kb)
    categories, anchors = BalancedPicker(), BalancedPicker()
    chosen: list[Candidate] = []
    dead: set[tuple[str, str]] = set()
    patterns: Counter[str] = Counter()
    slot = 0
    while len(chosen) < config.negative:
        subtype = NEGATIVE_SUBTYPES[slot % len(NEGATIVE_SUBTYPES)]
        slot += 1
        open_subtypes = [
            s for s in NEGATIVE_SUBTYPES
            if any((ref, s) not in dead for ref in pool.units(s))
        ]
        if not open_subtypes:
            report.shortfall["negative"] = config.negative - len(chosen)
            break
        if subtype not in open_subtypes:
            continue
        units = [ref for ref in pool.units(subtype) if (ref, subtype) not in dead]
        cats = sorted({kb.page(ref).category for ref in units})
        fewest = min(categories.counts[c] for c in cats)
        category = categories.pick([c for c in cats if categories.counts[c] == fewest], rng)
        anchor = anchors.pick([u for u in units if kb.page(u).category == category], rng)
        accepted = await _try_anchor(anchor, subtype, pool, kb, index, judge, embedder,
                                     config, report, patterns)
        if accepted is None:
            # an anchor is spent only when its candidates are: one batch of eight rejected
            # traps says nothing about the ninth
            if anchor not in pool.units(subtype):
                dead.add((anchor, subtype))
            continue
        categories.used(category)
        anchors.used(anchor)
        patterns[template_of(accepted)] += 1
        patterns.update(f"name:{name}" for name in asked_names(accepted.query))
        chosen.append(accepted)
        if progress is not None:
            progress.advance("negative")
    # the selection cap (share_cap of the count asked) is the only bound of a pattern: a
    # trim to a share of what was written dropped passing negatives of a KB that supports
    # few patterns (3 of 4 on basecamp/handbook) and left the progress bar counting drafts
    return chosen


async def _try_anchor(
    anchor: str, subtype: str, pool: CandidatePool, kb: KnowledgeBase, index: PageIndex,
    judge: RuleJudge, embedder: Embedder, config: GenerationConfig, report: GenerationReport,
    patterns: Counter[str],
) -> Candidate | None:
    cap = share_cap(config.max_template_share, config.negative)
    batch: list[Candidate] = []
    while len(batch) < config.tries_per_anchor:
        candidate = pool.take(anchor, subtype)
        if candidate is None:
            break
        if patterns[template_of(candidate)] >= cap:
            report.skipped[f"negative/{subtype}:its question pattern fills its share "
                           f"({cap} of {config.negative})"] += 1
            continue
        if any(patterns[f"name:{name}"] for name in asked_names(candidate.query)):
            report.skipped[f"negative/{subtype}:a negative already asks about its thing"] += 1
            continue
        batch.append(candidate)
    if not batch:
        return None
    vectors = await embedder.embed([c.query for c in batch], "query")
    for position, (candidate, vector) in enumerate(zip(batch, vectors, strict=True)):
        report.negatives_checked += 1
        check: NegativeCheck = check_negative(
            candidate, vector, kb, index, judge,
            min_similarity=report.similarity_threshold, top_k=config.judge_top_k,
            min_overlap=config.min_keyword_overlap,
        )
        if not check.overlapping:
            report.rejected_overlap += 1
        elif not check.similar_enough:
            report.rejected_similarity += 1
        elif check.answerable_in:
            report.rejected_answerable += 1
        else:
            report.negative_similarities.append(check.similarity)
            pool.put_back(anchor, subtype, batch[position + 1:])  # not yet checked
            return candidate
    return None


async def _llm_phases(
    kb: KnowledgeBase, embedder: Embedder, writer: LlmQueryWriter, config: GenerationConfig,
    report: GenerationReport,
) -> list[tuple[QueryType, list[Candidate]]]:
    direct, multi, negative, stats = await llm_candidates(
        kb, writer, embedder, (config.direct, config.multi_hop, config.negative),
        seed=config.seed, min_similarity=config.min_negative_similarity,
        top_k=config.judge_top_k,
    )
    report.rejected_similarity = stats["negative:similarity"]
    report.rejected_answerable = stats["negative:answerable"]
    report.circular_multi_hop = sum(kb.is_circular(*c.refs[:2]) for c in multi)
    for kind, made, wanted in (("direct", direct, config.direct),
                               ("multi_hop", multi, config.multi_hop),
                               ("negative", negative, config.negative)):
        if len(made) < wanted:
            report.shortfall[kind] = wanted - len(made)
    return [("direct", direct), ("multi_hop", multi), ("negative", negative)]


async def generate(
    kb: KnowledgeBase, embedder: Embedder, config: GenerationConfig | None = None,
    progress: Progress | None = None, writer: LlmQueryWriter | None = None,
) -> GenerationResult:
    """Generate the whole set; the same KB, config and embedder give the same queries.

    With ``writer`` a model writes the queries (the LLM strategy); without, the rule
    engine does.
    """
    config = config or GenerationConfig()
    report = GenerationReport(
        wanted={"direct": config.direct, "multi_hop": config.multi_hop,
                "negative": config.negative}
    )
    if writer is not None:
        return _finish(await _llm_phases(kb, embedder, writer, config, report), report)
    context = KbContext.build(kb)
    phases: list[tuple[QueryType, list[Candidate]]] = []
    if progress is not None:
        progress.start("direct", config.direct)
    direct = _direct(kb, context, config, report) if config.direct > 0 else []
    if progress is not None:
        progress.advance("direct", len(direct))
        progress.start("multi_hop", config.multi_hop)
    phases.append(("direct", direct))
    multi = _multi_hop(kb, context, config, report) if config.multi_hop > 0 else []
    if progress is not None:
        progress.advance("multi_hop", len(multi))
        progress.start("negative", config.negative)
    phases.append(("multi_hop", multi))
    phases.append(("negative", await _negative(kb, context, config, embedder, report, progress)))
    return _finish(phases, report)


def _finish(
    phases: list[tuple[QueryType, list[Candidate]]], report: GenerationReport
) -> GenerationResult:
    queries: list[KbQuery] = []
    for kind, candidates in phases:
        made = _to_queries(kind, candidates)
        report.produced[kind] = len(made)
        report.by_subtype.update(f"{kind}/{q.metadata.subtype}" for q in made)
        queries.extend(made)
    for kind, subtypes in (("direct", DIRECT_SUBTYPES), ("multi_hop", MULTI_HOP_SUBTYPES),
                           ("negative", NEGATIVE_SUBTYPES)):
        for subtype in subtypes:
            key = f"{kind}/{subtype}"
            if report.wanted.get(kind) and not report.by_subtype[key] and (
                    key not in report.not_built):
                report.not_built[key] = explain_empty(key, report.skipped)
    return GenerationResult(queries=queries, report=report)
