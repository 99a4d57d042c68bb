"""An item whose answer the graph's earlier answers imply is rejected as a leak."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from services.judge.implied import implied_by, order_lines
from shared.messages.qa import QAItem


def _first(item_id: str, options: tuple[str, ...], winner: str, relation: str = "born") -> QAItem:
    names = dict(zip("abc", options, strict=False))
    shown = ", ".join(options[:-1]) + " or " + options[-1]
    computed = {"op": "first", "relation": relation, "value": winner, **names}
    return QAItem(item_id=item_id, question=f"Who was born first, {shown}?", answers=(winner,),
                  pattern="comparison", graph_id="g1", computed=computed)  # fmt: skip


def test_two_stated_orders_imply_a_third_and_a_triple_implies_its_pairs() -> None:
    """A before B and B before C imply A before C; a triple won by A implies A or C; a pair
    of two losers, another relation or an unlinked pair is not implied."""
    ab = order_lines(_first("1", ("Ann Lee", "Bo Wu"), "Ann Lee"))
    bc = order_lines(_first("2", ("Bo Wu", "Cy Ray"), "Bo Wu"))
    reason = implied_by(_first("3", ("Cy Ray", "Ann Lee"), "Ann Lee"), ab + bc)
    assert reason is not None and "ann lee > bo wu > cy ray" in reason
    triple = order_lines(_first("4", ("Ann Lee", "Bo Wu", "Cy Ray"), "Ann Lee"))
    assert implied_by(_first("5", ("Cy Ray", "Ann Lee"), "Ann Lee"), triple) is not None
    assert implied_by(_first("6", ("Bo Wu", "Cy Ray"), "Bo Wu"), triple) is None
    assert implied_by(_first("7", ("Cy Ray", "Ann Lee"), "Ann Lee", "died"), ab + bc) is None
    assert implied_by(_first("8", ("Ann Lee", "Di Fox"), "Ann Lee"), ab + bc) is None


def test_an_item_that_is_no_ordering_comparison_states_no_order() -> None:
    """An interval item states no order and is never implied."""
    item = QAItem(item_id="9", question="How many years after the birth of A was B born?",
                  answers=("3 years",), pattern="temporal", graph_id="g1",
                  computed={"op": "interval", "value": "3"})  # fmt: skip
    assert order_lines(item) == [] and implied_by(item, ["first#born#\ta\tb"]) is None


@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=12),
       st.integers(0, 5), st.integers(0, 5))  # fmt: skip
def test_an_implied_order_is_one_the_stated_orders_reach(edges: list[tuple[int, int]],
                                                          x: int, y: int) -> None:
    """The check finds an order exactly when a chain of stated orders leads from the
    winner to the loser (compared with a transitive closure)."""
    names = [f"P{n} Name" for n in range(6)]
    stated = [line for a, b in edges if a != b
              for line in order_lines(_first("e", (names[a], names[b]), names[a]))]  # fmt: skip
    closure = {(a, b) for a, b in edges if a != b}
    for _ in range(6):
        closure |= {(a, d) for a, b in closure for c, d in closure if b == c and a != d}
    if x != y:
        found = implied_by(_first("n", (names[x], names[y]), names[x]), stated)
        assert (found is not None) == ((x, y) in closure)
