"""Comparisons asked widest apart first: no round's item is implied by earlier rounds'."""

from __future__ import annotations

import random

from services.judge.implied import implied_by, order_lines
from services.qagen.comparison import comparisons
from services.qagen.fact_index import FactIndex
from services.qagen.spread import widest_first
from shared.llm.replies import QADraft
from shared.messages.qa import Pattern, QAItem
from tests.services.qagen.films import bucket


def _pool() -> list[tuple[Pattern, QADraft]]:
    people = [("Ann Lee", 1950), ("Bob Hart", 1960), ("Cy Young", 1970), ("Dee Snow", 1980)]
    index = FactIndex.build([
        bucket(k, name, [f"{name} (born 3 May {year}) is an American actor."])
        for k, (name, year) in enumerate(people, start=1)
    ])  # fmt: skip
    pool: list[tuple[Pattern, QADraft]] = [
        ("comparison", d) for d in comparisons(index, random.Random(3))
        if d.computed.get("relation") == "born"]  # fmt: skip
    assert len(pool) == 6, [d.question for _, d in pool]
    return pool


def _rounds(pool: list[tuple[Pattern, QADraft]], order: list[int], per_round: int) -> int:
    """Items the judge accepts over three rounds taking candidates in ``order``: a pair asked
    before is a repeat, an answer the accepted orders imply is a leak."""
    accepted: list[str] = []
    asked: set[str] = set()
    for _ in range(3):
        taken = 0
        for index in order:
            draft = pool[index][1]
            item = QAItem(item_id=str(index), question=draft.question, answers=(draft.answer,),
                          computed=dict(draft.computed))
            about = draft.computed["entities"]
            if taken == per_round or about in asked or implied_by(item, accepted):
                continue
            asked.add(about)
            accepted.extend(order_lines(item))
            taken += 1
    return len(asked)


def test_widest_first_asks_every_pair_of_four_over_the_rounds() -> None:
    """Four people born in turn: asked widest apart first, all six pairs pass the judge's
    implied-order check over three rounds of two; asked narrowest first, the chain of
    neighbours settles the other three pairs and only three are ever asked."""
    pool = _pool()
    drawn = list(range(len(pool)))
    random.Random(5).shuffle(drawn)
    wide = widest_first(pool, drawn)
    assert sorted(wide) == sorted(drawn)
    assert _rounds(pool, wide, 2) == 6
    assert _rounds(pool, wide[::-1], 2) == 3


def test_other_drafts_keep_their_places() -> None:
    """A draft that is no ordering comparison (an interval) keeps its place in the drawn
    order; only the comparisons' places are reordered."""
    pool = _pool()
    interval = pool[0][1].model_copy(update={"computed": {"op": "interval"}})
    pool.append(("temporal", interval))
    drawn = [*range(5, -1, -1), 6]
    wide = widest_first(pool, drawn)
    assert wide[-1] == 6 and sorted(wide[:-1]) == list(range(6))


def test_a_triple_comes_after_every_pair() -> None:
    """``Who was born first: A, B or C?`` spans the widest but takes two pairs with it (the
    judge's "reuses 2 entities"): it is drawn after every pair."""
    pool = _pool()
    widest = next(d for _, d in pool
                  if {d.computed["a"], d.computed["b"]} == {"Ann Lee", "Dee Snow"})  # fmt: skip
    computed = {**widest.computed, "a": "Ann Lee", "b": "Bob Hart", "c": "Dee Snow",
                "value": "Ann Lee"}  # fmt: skip
    pool.append(("comparison", widest.model_copy(update={"computed": computed})))
    wide = widest_first(pool, [6, *range(6)])
    assert wide[-1] == 6
    first = pool[wide[0]][1].computed
    assert {first["a"], first["b"]} == {"Ann Lee", "Dee Snow"}
