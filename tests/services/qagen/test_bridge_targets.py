"""Bridges compare their entity on every relation a comparison asks, figures included.

A bridge entity reached through any entity relation the facts give (a performer, a
director, a spouse) is compared on the dates and the figures its page states: ``Who has
sold more records, the performer of Blue Lines or Portishead?``; the judge's recomputation
derives the larger one again from the used claims.
"""

from __future__ import annotations

import random

from services.qagen.conjunction import bridges
from services.qagen.fact_index import FactIndex
from shared.quality.recompute import recompute_problem
from tests.services.qagen.films import bucket


def _index() -> FactIndex:
    return FactIndex.build([
        bucket(1, "Blue Lines", ["Blue Lines is the debut studio album by English band "
                                 "Massive Attack.", "Blue Lines was released on 8 April 1991."]),
        bucket(2, "Massive Attack", ["Massive Attack are an English band formed in 1988 in "
                                     "Bristol.", "Massive Attack have sold 13 million records "
                                     "worldwide."]),
        bucket(3, "Portishead (band)", ["Portishead are an English band formed in 1991 in "
                                        "Bristol.", "Portishead have sold 5 million records "
                                        "worldwide."]),
    ])  # fmt: skip


def test_a_bridge_entity_is_compared_on_a_figure_and_on_a_date() -> None:
    """The band an album's page names is compared on its formation and its records sold, each
    over three documents, answered by the bridge entity."""
    drafts = {d.computed["relation"]: d for d in bridges(_index(), random.Random(0))}
    assert set(drafts) == {"formed", "records_sold"}
    sold = drafts["records_sold"]
    assert sold.question in ("Who has sold more records, the performer of Blue Lines or "
                             "Portishead?", "Who has sold more records, Portishead or the "
                             "performer of Blue Lines?")  # fmt: skip
    assert sold.answer == "Massive Attack"
    assert len({u.doc_id for u in sold.used_claims}) == 3


def test_the_judge_recomputes_the_larger_figure_of_a_bridge() -> None:
    """Recomputation from the used claims accepts the larger band and rejects the smaller."""
    sold = next(d for d in bridges(_index(), random.Random(0))
                if d.computed["relation"] == "records_sold")  # fmt: skip
    assert recompute_problem(dict(sold.computed), sold.used_claims, "Massive Attack") is None
    problem = recompute_problem(dict(sold.computed), sold.used_claims, "Portishead")
    assert problem is not None and "not the larger" in problem
