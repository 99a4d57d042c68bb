"""One graph in one round: subset, candidate pool of size K, sampled items."""

from __future__ import annotations

import collections
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from prometheus_client import Counter

from services.qagen.applicability import MIN_BUCKETS, applicable, bucket_counts
from services.qagen.source_leak import SOURCE_FACTS, asks_the_source
from services.qagen.spread import widest_first
from services.qagen.subsets import choose_subset
from shared.llm.replies import QADraft
from shared.llm.stages import QAGenerator
from shared.messages.claims import ClaimBucket, ClaimBuckets
from shared.messages.envelope import derive_id
from shared.messages.qa import JudgedItem, JudgeVerdict, Pattern, QAItem
from shared.metrics.normalize import normalize_answer
from shared.quality.gates import gate_failures
from shared.quality.rule_checks import RuleChecks
from shared.quality.validate import validate_draft
from shared.rounds.seeds import derive_seed, graph_seed, rng
from shared.rounds.theta import QagenParams
from shared.stats.collision import pair_fingerprint

__all__ = ["SOURCE_QUESTION", "GraphRound", "generate_for_graph", "graph_room"]

CANDIDATES = Counter(
    "dyneval_qagen_candidates_total", "QA candidates generated, by pattern.", ["pattern"]
)
DRAFTS = Counter(
    "dyneval_qagen_drafts_total",
    "Every draft by outcome: candidate (sampled), rejected (reason on qa.rejected, a model's "
    "malformed pairs included), duplicate (same question as an earlier draft), unsampled "
    "(left in the pool), cut_off (a model reply stopped at max_tokens inside it).",
    ["outcome"],
)
_CHECKS = RuleChecks()
"""The judge's rule checks (without its index of earlier items)."""

INVALID = Counter(
    "dyneval_qagen_invalid_total", "Drafts that failed validation, by pattern.", ["pattern"]
)


@dataclass
class GraphRound:
    """What generation did for one graph: the subset, the pool and the sampled items."""

    seed: int
    subset: tuple[int, ...]
    patterns: tuple[Pattern, ...]
    pool: list[tuple[Pattern, QADraft]] = field(default_factory=list)
    items: list[QAItem] = field(default_factory=list)
    invalid: list[tuple[Pattern, str]] = field(default_factory=list)
    rejected: list[tuple[Pattern, QADraft, str]] = field(default_factory=list)
    duplicates: int = 0
    """Drafts that repeated an earlier draft's question or entities (counted, not kept)."""
    unsampled: int = 0
    """Valid drafts of the pool that the round did not sample (the pool of K is larger
    than the items per graph by design: what makes a leaked round hard to exploit)."""
    """The invalid drafts themselves, with their reasons (for ``qa.rejected``)."""
    claims: ClaimBuckets | None = None
    round_id: str = ""
    theta_hash: str = ""
    skips: collections.Counter[str] = field(default_factory=collections.Counter)
    """Candidates the rule generator could not form well, by reason."""
    whole_graph: bool = False
    """The generator read every document; each item's subset is its own documents."""
    room: int = 0
    """Items the graph may give this round (``graph_room``; θ's ``items_per_graph`` for a
    subset generator)."""
    prints: dict[tuple[str, str], str] = field(default_factory=dict, repr=False)
    """Each pooled (question, answer)'s ``pair_fingerprint``, hashed once: every item records
    the whole pool's."""

    def pool_prints(self) -> tuple[str, ...]:
        """The sorted fingerprints of the pool as it stands (``QAItem.candidate_pool``)."""
        out = set()
        for _, draft in self.pool:
            key = (draft.question, draft.answer)
            found = self.prints.get(key)
            if found is None:
                found = self.prints[key] = pair_fingerprint(*key)
            out.add(found)
        return tuple(sorted(out))

    def rejections(self, generator: str) -> list[JudgedItem]:
        """The rejected drafts as judged items: verdict ``rule-checks`` with the reasons."""
        out: list[JudgedItem] = []
        if self.claims is None:
            return out
        for pattern, draft, reason in self.rejected:
            item = _item(
                draft, pattern, self.claims, self, generator, self.round_id, self.theta_hash
            )
            reasons = (f"qagen: {reason}",)
            verdict = JudgeVerdict(judge="rule-checks", accept=False, reasons=reasons)
            out.append(JudgedItem(item=item, accepted=False, verdicts=(verdict,), reasons=reasons))
        return out


PATTERN_WEIGHTS: dict[Pattern, int] = {"conjunction": 16, "causal": 16, "temporal": 2,
                                       "comparison": 1}  # fmt: skip
"""How strongly a graph's draw favours each pattern its pool holds: the patterns that need
more hops or arithmetic are rarer in the data, and a graph that can give one should."""
FIRST: frozenset[Pattern] = frozenset({"conjunction", "causal"})
"""Patterns drawn before any other while a graph's pool holds one: a chain over three
documents is the rarest item (a graph holds a handful at most, each asked once across rounds)
and a weighted draw left one graph's only bridge a spare behind a temporal item."""


def _relations(draft: QADraft) -> str:
    """What a draft asks about: its compared relation (``born``, ``population``), else the
    relations of its facts (``born+released`` for an interval)."""
    asked = draft.computed.get("relation", "")
    if asked:
        return asked
    facts = draft.computed.get("facts", "").split(" ;; ")
    found = {parts[1] for parts in (f.split(" | ") for f in facts) if len(parts) == 3}
    return "+".join(sorted(found))


_LIFE = frozenset({"born", "died", "lifespan", "born+died"})
"""Relations of life dates: the commonest facts, so the last choice when a pair has others."""


def _stratified(pool: list[tuple[Pattern, QADraft]], n: int, rand: random.Random) -> list[int]:
    """Indices of ``n`` pool entries: a pattern drawn by ``PATTERN_WEIGHTS``, then one of
    the relations its candidates ask about uniformly, then one candidate of it uniformly.

    Sampling the pool uniformly would let the most prolific pattern (dates are
    everywhere) crowd out the others, and within a pattern the most prolific relation
    (life dates) crowd out a population or a founding; drawing the pattern and the relation
    first keeps the mix.
    """
    by_pattern: dict[Pattern, dict[str, list[int]]] = {}
    for index, (pattern, draft) in enumerate(pool):
        by_pattern.setdefault(pattern, {}).setdefault(_relations(draft), []).append(index)
    chosen: list[int] = []
    while len(chosen) < n and by_pattern:
        present = sorted(by_pattern)
        present = [p for p in present if p in FIRST] or present
        weights = [PATTERN_WEIGHTS.get(p, 1) for p in present]
        pattern = present[rand.choices(range(len(present)), weights=weights)[0]]
        groups = by_pattern[pattern]
        relation = sorted(groups)[rand.randrange(len(groups))]
        options = groups[relation]
        chosen.append(options.pop(rand.randrange(len(options))))
        if not options:
            del groups[relation]
        if not groups:
            del by_pattern[pattern]
    return chosen


def _cheapest_first(
    subset: Sequence[ClaimBucket], patterns: Sequence[Pattern], rand: random.Random
) -> list[Pattern]:
    """The patterns in the order a paid model is asked them: a seeded draw weighted by how
    many more qualifying documents than its minimum each has (ample material yields valid
    drafts on the first call more often; every applicable pattern keeps a chance)."""
    counts = bucket_counts(subset)
    left = list(patterns)
    order: list[Pattern] = []
    while left:
        weights = [1 + max(0, counts[p] - MIN_BUCKETS[p]) for p in left]
        pick = rand.choices(range(len(left)), weights=weights)[0]
        order.append(left.pop(pick))
    return order


SOURCE_QUESTION = "qagen: the graph's own source question repeated word for word"
"""Skip reason of a draft whose question is the graph's log question (normalised)."""


def _aliases(draft: QADraft) -> tuple[str, ...]:
    raw = draft.computed.get("aliases", "")
    out = [a.strip() for a in raw.split(" | ") if a.strip() and a.strip() != draft.answer]
    return tuple(dict.fromkeys(out))


async def generate_for_graph(
    claims: ClaimBuckets,
    *,
    generator: QAGenerator,
    params: QagenParams,
    root_seed: int,
    round_id: str,
    theta_hash: str,
) -> GraphRound:
    """Generate the pool for one graph and sample its items, every choice from r(i,t)."""
    seed = graph_seed(root_seed, round_id, claims.graph_id)
    whole_graph = bool(getattr(generator, "whole_graph", False))
    if whole_graph:
        # the rule templates pick their own documents per item: the pool grows with the graph
        subset: tuple[ClaimBucket, ...] = tuple(b for b in claims.buckets if b.claims)
        patterns: tuple[Pattern, ...] = tuple(MIN_BUCKETS) if len(subset) >= 2 else ()
    else:
        subset = choose_subset(claims.buckets, params.docs_per_subset, rng(seed, "subset"))
        patterns = applicable(subset)
    result = GraphRound(
        seed, tuple(b.doc_id for b in subset), patterns,
        claims=claims, round_id=round_id, theta_hash=theta_hash,
    )
    result.whole_graph = whole_graph
    if not patterns:
        return result
    per_pattern = max(params.n_pairs, math.ceil(params.pool_size / len(patterns)))
    if whole_graph:
        # every pattern may fill the pool; the shuffle and the cut to K keep the mix, and
        # a larger choice per pattern makes a repeat of an earlier round's item rarer
        per_pattern = max(per_pattern, params.pool_size)
    order: Sequence[Pattern] = patterns
    lazy = getattr(generator, "per_call_cost", False) is True
    if lazy:
        # A model call costs money: ask the patterns in a seeded order and stop once the
        # pool can fill the graph's items (each call still yields several candidates).
        order = _cheapest_first(subset, patterns, rng(seed, "patterns"))
    given = subset
    if whole_graph:
        # the graph's pages no claim came from, as buckets without claims: the one-document
        # check reads them whole ("The Sprawl trilogy ... Neuromancer (1984), Count Zero
        # (1986)" answers a temporal item over the two novels' pages alone)
        given += unclaimed(claims)
    seen: set[str] = set()
    for pattern in order:
        if lazy and len(result.pool) >= params.items_per_graph:
            break
        drafts = await generator.generate(
            given, pattern=pattern, n_pairs=per_pattern, seed=derive_seed(seed, pattern)
        )
        skips = getattr(generator, "skips", None)
        if isinstance(skips, collections.Counter):
            result.skips.update(skips)
            skips.clear()
        malformed = getattr(generator, "malformed", None)
        if isinstance(malformed, list):  # a model's pairs that are no drafts: rejected, kept
            for draft, reason in malformed:
                INVALID.labels(pattern).inc()
                DRAFTS.labels("rejected").inc()
                result.invalid.append((pattern, reason))
                result.rejected.append((pattern, draft, reason))
            malformed.clear()
        for draft in drafts:
            reasons = validate_draft(draft, pattern, subset)
            if lazy and not reasons:
                # A paid model's draft that the judge's rule checks reject would take one of
                # the graph's items for nothing: sample from drafts that can pass (the judge
                # repeats these checks, and checks repeats of earlier items).
                item = _item(draft, pattern, claims, result, generator.name, round_id,
                             theta_hash)  # fmt: skip
                reasons = _CHECKS.check(item, None).reasons
            elif not reasons:
                # a rule draft failing a naturalness gate ("the director of Ein Millionär",
                # a title cut from "So ein Millionär hat's schwer") would hold its entities'
                # one place in the pool (``_one_per_entities``) and lose the round's bridge
                # over those entities to the judge: the gates are cheap, the judge reruns them
                item = _item(draft, pattern, claims, result, generator.name, round_id,
                             theta_hash)  # fmt: skip
                reasons = list(gate_failures(item).values())
            if reasons:
                INVALID.labels(pattern).inc()
                DRAFTS.labels("rejected").inc()
                result.invalid.append((pattern, "; ".join(reasons)))
                result.rejected.append((pattern, draft, "; ".join(reasons)))
                continue
            key = normalize_answer(draft.question)
            leak = None
            if claims.question and key == normalize_answer(claims.question):
                # the graph's own log question (a public dataset's record, HotpotQA's): an
                # item repeating it word for word would match the dataset, a leak
                leak = SOURCE_QUESTION
            elif claims.question and asks_the_source(claims.question, draft):
                leak = SOURCE_FACTS  # the same subjects and relation in other words
            if leak is not None:
                INVALID.labels(pattern).inc()
                DRAFTS.labels("rejected").inc()
                result.skips[leak] += 1
                result.invalid.append((pattern, leak))
                result.rejected.append((pattern, draft, leak))
                continue
            if key in seen:
                DRAFTS.labels("duplicate").inc()
                result.duplicates += 1
                continue
            seen.add(key)
            result.pool.append((pattern, draft))
            CANDIDATES.labels(pattern).inc()
    _one_per_entities(result)
    pool_rand = rng(seed, "pool")
    pool_rand.shuffle(result.pool)
    valid = len(result.pool)
    del result.pool[params.pool_size :]
    room = graph_room(result.pool, params) if whole_graph else params.items_per_graph
    result.room = room
    drawn = _stratified(
        result.pool, room + params.spares_per_graph * room, rng(seed, "sample")
    )
    drawn = _apart(result.pool, widest_first(result.pool, drawn))
    result.unsampled = valid - len(drawn)
    DRAFTS.labels("candidate").inc(len(drawn))
    DRAFTS.labels("unsampled").inc(result.unsampled)
    # in the order drawn, items then spares (the judge takes a spare only while the graph's
    # items are short): a graph giving several items asks its bridge (drawn first) before
    # a comparison over one of its works takes the pair the bridge needs
    for index in drawn:
        pattern, draft = result.pool[index]
        item = _item(draft, pattern, claims, result, generator.name, round_id, theta_hash)
        if room != params.items_per_graph:
            item = item.model_copy(update={"graph_items": room})
        result.items.append(item)
    return result


def unclaimed(claims: ClaimBuckets) -> tuple[ClaimBucket, ...]:
    """The graph's documents whose text was read but yielded no claim (a list page, a
    series' page), as buckets without claims, for the whole-graph generator's checks."""
    return tuple(
        ClaimBucket(doc_id=s.doc_id, url=s.url, title=s.title, content_hash=s.content_hash,
                    text_origin=s.text_origin, claims=())
        for s in claims.skipped if s.content_hash and s.text_origin)  # fmt: skip


def _names(draft: QADraft) -> set[str]:
    return {n.strip() for n in draft.computed.get("entities", "").split("|") if n.strip()}


def _apart(pool: Sequence[tuple[Pattern, QADraft]], drawn: list[int]) -> list[int]:
    """The drawn candidates, those about no entity an earlier kept one is about first (in
    the order drawn), then the others: a graph giving several items a round asks about
    different people (``A or B`` and ``C or D``), not ``A or B`` then ``A or C``, and the
    entity's other pairs are left to later rounds."""
    first: list[int] = []
    later: list[int] = []
    seen: set[str] = set()
    for index in drawn:
        names = _names(pool[index][1])
        if names & seen:
            later.append(index)
        else:
            first.append(index)
            seen |= names
    return first + later


def graph_room(pool: Sequence[tuple[Pattern, QADraft]], params: QagenParams) -> int:
    """Items a graph gives this round: its pool's distinct entity sets spread over
    ``params.spread_rounds`` rounds, between ``items_per_graph`` and ``items_max``.

    A graph gives no pair of entities twice across rounds (the judge's repeat checks), so
    one item per round leaves a graph holding nine distinct pairs with six of them unused
    after three rounds while a graph holding one is spent in the first; the room grows
    with what the graph can give without a repeat. A draft without entities counts as
    its own set."""
    sets = {draft.computed.get("entities", "") or f"#{i}" for i, (_, draft) in enumerate(pool)}
    spread = math.ceil(len(sets) / params.spread_rounds)
    most = max(params.items_per_graph, params.items_max)
    return min(most, max(params.items_per_graph, spread))


def _one_per_entities(result: GraphRound) -> None:
    """One draft per set of entities in the pool: ``born first`` and ``died first`` on one
    pair, or a comparison and an interval on it, are one item (the judge also holds the
    earlier rounds' pairs), so a spare is always another pair. The draft of the rarer
    pattern (``PATTERN_WEIGHTS``) is kept, and of one pattern a draft on another relation
    than life dates (two prime ministers' terms before their births); the others are
    counted as duplicates."""
    ranked = sorted(range(len(result.pool)),
                    key=lambda i: (-PATTERN_WEIGHTS.get(result.pool[i][0], 1),
                                   _relations(result.pool[i][1]) in _LIFE))  # fmt: skip
    kept: dict[str, int] = {}
    dropped: set[int] = set()
    for index in ranked:
        about = result.pool[index][1].computed.get("entities", "")
        if not about:
            continue
        if about in kept:
            dropped.add(index)
        else:
            kept[about] = index
    if dropped:
        DRAFTS.labels("duplicate").inc(len(dropped))
        result.duplicates += len(dropped)
        result.pool = [entry for i, entry in enumerate(result.pool) if i not in dropped]


def _item(
    draft: QADraft,
    pattern: Pattern,
    claims: ClaimBuckets,
    result: GraphRound,
    generator: str,
    round_id: str,
    theta_hash: str,
) -> QAItem:
    docs: Sequence[int] = sorted({u.doc_id for u in draft.used_claims})
    return QAItem(
        item_id=derive_id("item", round_id, claims.graph_id, pattern, draft.question)[:20],
        question=draft.question,
        answers=(draft.answer, *_aliases(draft)),
        pattern=pattern,
        used_claims=draft.used_claims,
        reasoning_steps=draft.reasoning_steps,
        computed={k: v for k, v in draft.computed.items() if k != "aliases"},
        graph_id=claims.graph_id,
        doc_subset=tuple(docs) if result.whole_graph else result.subset,
        round_id=round_id,
        seed=result.seed,
        theta_hash=theta_hash,
        generator=generator,
        hops=len(docs),
        candidate_pool=result.pool_prints(),
    )
