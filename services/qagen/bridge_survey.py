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

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from services.qagen.conjunction import bridge_funnel
from services.qagen.fact_index import FactIndex
from services.qagen.surveys import (
    DraftCounts,
    Texts,
    read_claims,
    survey_directories,
    survey_drafts,
)
from shared.messages.claims import ClaimBuckets

__all__ = ["BridgeSurvey", "main", "read_claims", "survey"]

_SKIPS = ("conjunction:", "intersection:", "bridge by work:")


@dataclass
class BridgeSurvey(DraftCounts):
    """Stage counts of the conjunction candidates of a set of graphs."""

    entity_facts: int = 0
    own_page: int = 0
    dated: int = 0
    sides: int = 0

    def line(self) -> str:
        """The counts on one line."""
        return (f"graphs {self.graphs}, entity facts {self.entity_facts}, own page "
                f"{self.own_page}, dated {self.dated}, sides {self.sides}, "
                f"{self.drafted()}")  # fmt: skip


def survey(graphs: Iterable[ClaimBuckets], texts: Texts | None = None) -> BridgeSurvey:
    """Count each stage over ``graphs`` (the skips of the side and pair gates included);
    ``texts`` gives a document's whole text by content hash, as the qagen service's does
    (the one-page check reads it)."""
    found = BridgeSurvey()

    def stages(index: FactIndex) -> None:
        funnel = bridge_funnel(index)
        found.entity_facts += funnel["entity_facts"]
        found.own_page += funnel["own_page"]
        found.dated += funnel["dated"]
        found.sides += funnel["sides"]

    survey_drafts(graphs, texts, "conjunction", _SKIPS, found, stages)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Print each directory's counts, drafts and skips."""
    for name, _, found in survey_directories(argv if argv is not None else sys.argv[1:], survey):
        print(f"{name}: {found.line()}")
        for question in found.questions:
            print(f"  draft: {question}")
        for reason, count in found.skips.most_common():
            print(f"  skip {count:4d} {reason}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
