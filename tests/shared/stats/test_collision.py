"""The collision bound, the pool size it asks for, and observed overlaps between rounds."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.errors import InputError
from shared.stats.collision import (
    GraphDraws,
    collect_draws,
    collision_bound,
    overlap,
    pair_fingerprint,
    pairwise_overlaps,
    pool_collisions,
    repeat_rate,
    required_pool_size,
)


def test_reference_example() -> None:
    """t=20, J=10, delta=0.05 needs K = 195 (REFERENCE.md)."""
    assert required_pool_size(20, 10, 0.05) == 195
    assert collision_bound(20, 10, 195) <= 0.05 < collision_bound(20, 10, 194)


def test_bound_formula_and_birthday_case() -> None:
    """t(t-1)/2 * J/K^2; with J = K it is the birthday bound t(t-1)/(2K)."""
    assert collision_bound(3, 2, 10) == pytest.approx(3 * 2 / 2 * 2 / 100)
    assert collision_bound(5, 40, 40) == pytest.approx(5 * 4 / (2 * 40))
    assert collision_bound(1, 10, 5) == 0.0


def test_exact_arithmetic_on_perfect_squares() -> None:
    """When t(t-1)J/(2 delta) is a perfect square, K is its root, not one more."""
    assert required_pool_size(5, 1, 0.1) == 10  # 5*4*1 / 0.2 = 100
    assert required_pool_size(7, 3, 0.07) == 30  # 126 / 0.14 = 900 (899.99... in floats)
    assert required_pool_size(11, 1, 0.55) == 10  # 110 / 1.1 = 100
    assert required_pool_size(2, 0, 0.5) == 1


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 200),
    st.integers(0, 500),
    st.sampled_from([0.5, 0.1, 0.05, 0.01, 0.2, 0.001, 0.3]),
)
def test_required_pool_size_is_the_smallest_sufficient(t: int, j: int, delta: float) -> None:
    """K meets the bound exactly and K - 1 does not (exact rationals)."""
    k = required_pool_size(t, j, delta)
    need = Fraction(t * (t - 1) * j) / (2 * Fraction(str(delta)))
    assert k * k >= need
    assert k == 1 or (k - 1) ** 2 < need
    assert k == max(1, math.ceil(math.sqrt(float(need)) - 1e-9))


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: required_pool_size(0, 1, 0.05), "rounds t"),
        (lambda: required_pool_size(3, -1, 0.05), "overlap J"),
        (lambda: required_pool_size(3, 1, 1.5), "delta"),
        (lambda: collision_bound(3, 1, 0), "pool size K"),
        (lambda: overlap(["a"], ["a"], threshold=120), "threshold"),
    ],
)
def test_bad_arguments(call: object, message: str) -> None:
    """Out-of-range inputs are input errors naming the parameter."""
    with pytest.raises(InputError, match=message):
        call()  # type: ignore[operator]


def test_overlap_exact_and_near() -> None:
    """Exact repeats after normalisation, near repeats by token_set_ratio."""
    earlier = ["When was the Eiffel Tower built?", "Who wrote Dune?"]
    later = [
        "when was eiffel tower built",  # exact after normalisation
        "When was the Eiffel Tower built, exactly?",  # near
        "What is the capital of Peru?",  # new
    ]
    result = overlap(earlier, later)
    assert (result.exact, result.near, result.n_later) == (1, 2, 3)
    assert result.exact_rate == pytest.approx(1 / 3)
    assert overlap([], []).exact_rate is None
    assert overlap(["x"], [""]).near == 0


def test_overlap_chunks_large_rounds() -> None:
    """Rounds bigger than one similarity chunk are counted fully."""
    earlier = [f"question number {i}" for i in range(30)]
    later = [f"question number {i}" for i in range(0, 60, 2)]
    result = overlap(earlier, later, threshold=100, max_cells=70)
    assert result.exact == result.near == 15
    assert overlap(earlier, later, threshold=100) == result


def test_pairwise_overlaps_in_round_order() -> None:
    """Every earlier/later pair of rounds is compared once."""
    rounds = {"r1": ["a b"], "r2": ["a b", "c"], "r3": ["c"]}
    result = pairwise_overlaps(rounds)
    assert list(result) == [("r1", "r2"), ("r1", "r3"), ("r2", "r3")]
    assert [o.exact for o in result.values()] == [1, 0, 1]


def test_repeat_rate_counts_graphs_with_a_repeated_pair() -> None:
    """A graph repeats when the same normalised QA pair appears in two rounds."""
    rounds = {
        "r1": {"g1": ("Who?", "Ann"), "g2": ("When?", "1990"), "g3": ("Solo?", "x")},
        "r2": {"g1": ("who", "ann."), "g2": ("When?", "1991")},
    }
    rate = repeat_rate(rounds)
    assert (rate.graphs, rate.repeated, rate.rate) == (2, 1, 0.5)
    assert repeat_rate({}).rate is None


def _draws(pool: str, drawn: str) -> GraphDraws:
    return GraphDraws(frozenset(pool.split()), frozenset(drawn.split()))


def test_pool_collisions_take_j_over_pools_and_repeats_over_draws() -> None:
    """J_max is the largest pool intersection; a graph repeats when it drew one pair twice."""
    rounds = {
        "r1": {"g": _draws("a b c d", "a"), "h": _draws("x y", "x")},
        "r2": {"g": _draws("a b e f", "e"), "h": _draws("x z", "x")},
        "r3": {"g": _draws("a b c g", "c")},
    }
    found = pool_collisions(rounds, pool_size=10)
    assert found.rounds == 3 and found.j_max == 3 and found.j_max_consecutive == 2
    assert found.bound == collision_bound(3, 3, 10) and found.pool_size == 10
    assert found.pool_size_min == 2
    assert found.bound_observed_pools == max(2 / 16 + 3 / 16 + 2 / 16, 1 / 4)
    assert (found.graphs_in_two_rounds, found.graphs_repeated) == (2, 1)
    assert found.repeat_rate == 0.5 and found.pools_known


def test_pool_collisions_without_pools_use_the_draws() -> None:
    """Draws that carry no pool count their drawn pairs as the pool; one round has no pairs."""
    found = pool_collisions({"r1": {"g": _draws("", "a")}, "r2": {"g": _draws("", "a")}}, 20)
    assert found.j_max == 1 and not found.pools_known and found.repeat_rate == 1.0
    alone = pool_collisions({"r1": {"g": _draws("a b", "a")}}, 20)
    assert alone.pool_size == 20 and alone.bound == 0.0 and alone.repeat_rate is None
    assert alone.pool_size_min is None


def test_pair_fingerprint_ignores_case_and_punctuation() -> None:
    """The same pair written differently is the same member of the pool."""
    assert pair_fingerprint("When was it?", "1990") == pair_fingerprint("when was it", "1990.")
    assert pair_fingerprint("When was it?", "1990") != pair_fingerprint("When was it?", "1991")


def test_collect_draws_groups_by_round_and_graph_and_ignores_other_rounds() -> None:
    """Draws are pooled per round and graph, in the rounds' order; unknown rounds are left out."""
    draws = [("r1", "g", ["a", "b"], "a"), ("r1", "g", ["b", "c"], "c"),
             ("r2", "g", [], "x"), ("r9", "g", ["z"], "z")]  # fmt: skip
    found = collect_draws(["r1", "r2"], draws)
    assert list(found) == ["r1", "r2"]
    assert found["r1"]["g"] == GraphDraws(frozenset("abc"), frozenset("ac"))
    assert found["r2"]["g"] == GraphDraws(frozenset(), frozenset("x"))
