"""The rule-based QA generator: templates over facts, answers computed from the facts.

Claims are first read into facts (``shared.facts``: subject, relation, value with its
precision or unit). Each pattern has its own template module:

- comparison (``comparison``): one relation, two subjects of one kind, two documents; and
  the one of three subjects that came first (``threeway``, three documents);
- temporal (``temporal``): the interval between events of linked subjects;
- conjunction (``conjunction``): bridge entities that three or more documents identify (an
  entity reached through another: *the director of X*);
- causal (``causal``): a cause-effect chain across two documents.

Questions name entities and events as noun phrases; they never quote claim clauses.
When a template cannot form a good item it skips, and the skip is counted by reason in
``RuleQAGenerator.skips`` (``generate_for_graph`` reports them per graph).

What it cannot do (an LLM generator can): read facts stated in free prose (only the
patterns of ``shared.facts.extract``), paraphrase, or ask about relations it has no
words for.
"""

from __future__ import annotations

import random
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Sequence

from services.qagen.causal import chains
from services.qagen.comparison import all_comparisons
from services.qagen.conjunction import conjunctions
from services.qagen.disagreeing import drop_disputed
from services.qagen.drafting import in_turn, used_claim
from services.qagen.fact_index import FactIndex
from services.qagen.temporal import intervals
from services.qagen.threeway import three_way
from shared.llm.replies import QADraft
from shared.messages.claims import ClaimBucket
from shared.messages.qa import Pattern
from shared.rounds.seeds import rng
from shared.rounds.theta import QAGEN_RULES_VERSION

__all__ = ["RULES_VERSION", "RuleQAGenerator", "used_claim"]

RULES_VERSION = QAGEN_RULES_VERSION  # bump it in shared/rounds/theta.py: θ records it
"""Version of these templates; part of θ so a change shows in the θ hash."""



def _comparisons(index: FactIndex, rand: random.Random) -> Iterator[QADraft]:
    """Two-way comparisons (and lifespans) and three-way ones, taken in turn: a choice of
    three reaches no entity through another, so it is a comparison, not a conjunction."""
    yield from in_turn(all_comparisons(index, rand), three_way(index, rand))


_TEMPLATES: dict[Pattern, Callable[[FactIndex, random.Random], Iterator[QADraft]]] = {
    "temporal": intervals,
    "comparison": _comparisons,
    "conjunction": conjunctions,
    "causal": chains,
}
_CACHED_INDEXES = 64


class RuleQAGenerator:
    """The ``QAGenerator`` of the rule engine."""

    whole_graph = True
    """Reads every document of a graph (the pool grows with the documents)."""

    def __init__(self, texts: Callable[[str], str | None] | None = None) -> None:
        self.texts = texts
        """A document's whole text by its content hash (the document store), when known:
        the one-page check reads the sentences no claim came from."""
        self.skips: Counter[str] = Counter()
        self._indexes: OrderedDict[tuple[tuple[str, str, int], ...], FactIndex] = OrderedDict()

    @property
    def name(self) -> str:
        """Recorded as ``QAItem.generator``."""
        return "rules"

    def index(self, buckets: Sequence[ClaimBucket]) -> FactIndex:
        """The facts of ``buckets`` (remembered for the graph's other patterns)."""
        key = tuple((b.url, b.content_hash, b.doc_id) for b in buckets)
        found = self._indexes.get(key)
        if found is None:
            found = self._indexes[key] = FactIndex.build(buckets, self.texts)
            drop_disputed(found, self.texts)
            # facts the index dropped while reading (shared names, ambiguous titles) are
            # counted once per graph, before the templates' own skips replace them
            self.skips.update(found.skips)
            while len(self._indexes) > _CACHED_INDEXES:
                self._indexes.popitem(last=False)
        else:
            self._indexes.move_to_end(key)
        return found

    async def generate(
        self, buckets: Sequence[ClaimBucket], *, pattern: Pattern, n_pairs: int, seed: int
    ) -> tuple[QADraft, ...]:
        """Up to ``n_pairs`` distinct drafts of ``pattern`` in a seeded order."""
        return self.generate_sync(buckets, pattern=pattern, n_pairs=n_pairs, seed=seed)

    def generate_sync(
        self, buckets: Sequence[ClaimBucket], *, pattern: Pattern, n_pairs: int, seed: int
    ) -> tuple[QADraft, ...]:
        """The synchronous core of ``generate`` (the rule engine does no I/O)."""
        index = self.index(buckets)
        index.skips.clear()
        rand = rng(seed, "rules", pattern)
        out: list[QADraft] = []
        questions: set[str] = set()
        claim_sets: set[frozenset[tuple[int, str]]] = set()
        for made in _TEMPLATES[pattern](index, rand):
            asked = index.asked(made)
            if asked is None:
                continue
            draft = asked
            claims = frozenset((u.doc_id, u.claim_id) for u in draft.used_claims)
            if draft.question in questions or claims in claim_sets:
                index.skips[f"{pattern}: same question or claim set again"] += 1
                continue
            questions.add(draft.question)
            claim_sets.add(claims)
            out.append(draft)
            if len(out) >= n_pairs:
                break
        self.skips.update(index.skips)
        return tuple(out)
