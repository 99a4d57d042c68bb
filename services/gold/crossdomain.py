"""Tier 3 (cross-domain abstraction): facts from different sections brought together.

No rule template is shipped for tier 3 now. The theme overview ("Give an overview of the
FAA.", one statement per section that names the entity) strung unrelated sentences together
that merely contained the name: a reviewer marked it neither correct nor natural. No
arithmetic crosses sections either: two figures of different sections that share a unit are
rarely the same attribute ("80 million years" old, "three years" of study). The rule engine
therefore asks no tier-3 question and says so in the skips; the shortfall is reported by the
mix. Contradictions (``contradictions.py``), which do cross sections, are generated first by
``generators``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from services.gold.facts import DocFacts
from shared.messages.qa import QAItem

__all__ = ["crossdomain_items"]

NO_OVERVIEW = "overview: statements that merely name an entity are no overview (not asked)"


def crossdomain_items(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    """Every tier-3 candidate of the rule engine: none, the skip counted once per document."""
    facts.skips[NO_OVERVIEW] += 1
    yield from ()
