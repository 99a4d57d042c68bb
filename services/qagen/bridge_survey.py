"""The bridge survey: where a run's conjunction candidates stop, stage by stage.

A conjunction item (``Who was born first, the director of X or Y?``) needs an entity fact
on one page (X's director), that entity's own page in the graph stating a fact a bridge
compares (a birth, a founding, a figure), a side that passes the side gates, and a pair
that passes the pair gates. Run over the claims a ``dyneval run`` stored, with the rule
generator's own readers, this counts per data directory:

- ``entity facts``: facts whose value is an entity (nationality aside);
- ``own page``: of them, those whose entity is another page of the graph;
- ``dated``: of those, the ones reaching a compared fact on that page;
- ``sides``: bridge sides left after the side gates (a person dated by birth and death
  counts twice);
- ``drafts``: conjunction drafts of one generation call per graph (bridges and
  intersections, after the pair gates), the graphs giving one, and their distinct entity
  sets (the judge asks a set of people once: a set is at most one item over all rounds);
- the templates' skips by reason (``conjunction: ...``, ``intersection: ...``).

Run ``python -m services.qagen.bridge_survey DATA_DIR ...`` (one block per directory).
"""

from __future__ import annotations

import asyncio
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from services.qagen.conjunction import bridge_funnel
from services.qagen.rules import RuleQAGenerator
from shared.bus.local import LocalBus
from shared.bus.scan import payloads
from shared.errors import InputError
from shared.messages.claims import ClaimBuckets
from shared.messages.topics import CLAIMS
from shared.web.store import DocumentStore

__all__ = ["BridgeSurvey", "main", "read_claims", "survey"]

_DRAFTS = 1000
"""Drafts asked of one generation call: more than any graph gives."""
_SKIPS = ("conjunction:", "intersection:", "bridge by work:")


@dataclass
class BridgeSurvey:
    """Stage counts of the conjunction candidates of a set of graphs."""

    graphs: int = 0
    entity_facts: int = 0
    own_page: int = 0
    dated: int = 0
    sides: int = 0
    drafts: int = 0
    graphs_with_draft: int = 0
    entity_sets: int = 0
    questions: list[str] = field(default_factory=list)
    skips: Counter[str] = field(default_factory=Counter)

    def line(self) -> str:
        """The counts on one line."""
        return (f"graphs {self.graphs}, entity facts {self.entity_facts}, own page "
                f"{self.own_page}, dated {self.dated}, sides {self.sides}, drafts "
                f"{self.drafts} in {self.graphs_with_draft} graphs, entity sets "
                f"{self.entity_sets}")  # fmt: skip


def survey(
    graphs: Iterable[ClaimBuckets], texts: Callable[[str], str | None] | None = None
) -> BridgeSurvey:
    """Count each stage over ``graphs`` (the skips of the side and pair gates included);
    ``texts`` gives a document's whole text by content hash, as the qagen service's does
    (the one-page check reads it)."""
    found = BridgeSurvey()
    for graph in graphs:
        found.graphs += 1
        buckets = [b for b in graph.buckets if b.claims]
        if len(buckets) < 2:
            continue
        generator = RuleQAGenerator(texts)
        index = generator.index(buckets)
        index.skips.clear()
        stages = bridge_funnel(index)
        found.entity_facts += stages["entity_facts"]
        found.own_page += stages["own_page"]
        found.dated += stages["dated"]
        found.sides += stages["sides"]
        drafts = generator.generate_sync(buckets, pattern="conjunction", n_pairs=_DRAFTS, seed=0)
        found.drafts += len(drafts)
        found.graphs_with_draft += bool(drafts)
        found.entity_sets += len({d.computed.get("entities", "") for d in drafts})
        found.questions += [f"{d.question} -> {d.answer}" for d in drafts]
        found.skips.update({k: n for k, n in generator.skips.items() if k.startswith(_SKIPS)})
    return found


async def _claims(path: Path) -> list[ClaimBuckets]:
    bus = LocalBus(path)
    try:
        return [c async for c in payloads(bus, CLAIMS, ClaimBuckets)]
    finally:
        await bus.close()


def read_claims(data_dir: Path) -> list[ClaimBuckets]:
    """The claim buckets a run stored in ``data_dir``'s local topic log."""
    path = data_dir / "bus.db"
    if not path.is_file():
        raise InputError(f"{data_dir} holds no topic log (bus.db)",
                         hint="give the --data-dir of a `dyneval run`")  # fmt: skip
    return asyncio.run(_claims(path))


def main(argv: Sequence[str] | None = None) -> int:
    """Print each directory's counts, drafts and skips."""
    for name in argv if argv is not None else sys.argv[1:]:
        data_dir = Path(name)
        claims = read_claims(data_dir)
        documents = data_dir / "documents.db"
        store = DocumentStore(documents) if documents.is_file() else None
        try:
            found = survey(claims, store.text if store is not None else None)
        finally:
            if store is not None:
                store.close()
        print(f"{name}: {found.line()}")
        for question in found.questions:
            print(f"  draft: {question}")
        for reason, count in found.skips.most_common():
            print(f"  skip {count:4d} {reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
