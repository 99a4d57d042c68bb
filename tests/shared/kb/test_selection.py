"""Balanced page selection, quota splitting and spending quotas over a candidate pool."""

from __future__ import annotations

from collections import Counter
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.candidates import Candidate
from shared.kb.selection import (
    BalancedPicker,
    CandidatePool,
    quotas,
    share_cap,
    spend,
)


def _candidate(unit: str, subtype: str, key: str, query: str) -> Candidate:
    """A candidate of ``subtype`` on page ``unit`` whose kind is the key's prefix."""
    return Candidate(query=query, ground_truth="a", refs=(unit,), subtype=subtype,
                     category="c", key=key)


def test_weight_is_max_count_plus_one_minus_count() -> None:
    """The SRS formula: weight = max_count + 1 - current_count."""
    picker = BalancedPicker()
    for unit in ["a", "a", "a", "b"]:
        picker.used(unit)
    assert picker.weights(["a", "b", "c"]) == [1, 3, 4]


def test_picks_even_out_over_many_draws() -> None:
    """Drawing and counting keeps the per-unit counts within one of each other."""
    picker, rng = BalancedPicker(), Random(7)
    for _ in range(300):
        picker.used(picker.pick(["a", "b", "c"], rng))
    counts = Counter(picker.counts)
    assert max(counts.values()) - min(counts.values()) <= 12


@given(st.lists(st.sampled_from("abcdef"), max_size=40), st.lists(st.sampled_from("abcdef"),
                                                                  min_size=1, max_size=6))
def test_weights_are_positive_and_favour_the_least_used(
    history: list[str], units: list[str]
) -> None:
    """Every weight is at least 1 and a less used unit never weighs less."""
    picker = BalancedPicker()
    for unit in history:
        picker.used(unit)
    weights = picker.weights(units)
    assert min(weights) >= 1
    for unit, weight in zip(units, weights, strict=True):
        for other, other_weight in zip(units, weights, strict=True):
            if picker.counts[unit] < picker.counts[other]:
                assert weight > other_weight


@given(st.integers(min_value=0, max_value=500), st.integers(min_value=1, max_value=9))
def test_quotas_sum_to_total_and_differ_by_at_most_one(total: int, n: int) -> None:
    """Quotas add up to the total and are as even as possible."""
    share = quotas(total, [f"s{i}" for i in range(n)])
    assert sum(share.values()) == total
    assert max(share.values()) - min(share.values()) <= 1


def test_spending_shares_the_quota_and_never_repeats_a_question() -> None:
    """Both subtypes get drawn, a repeated question is dropped, and the shortfall is reported."""
    pool = CandidatePool(Random(3))
    pool.add("p1", "x", [_candidate("p1", "x", f"fact:p1:{i}", f"Q{i}?") for i in range(3)])
    pool.add("p2", "x", [_candidate("p2", "x", "faq:p2:0", "q0?")])  # Q0? again, other case
    pool.add("p1", "y", [_candidate("p1", "y", "fact:p1:y", "Y?")])
    chosen, short = spend(6, ("x", "y"), pool, BalancedPicker(), Random(3))
    queries = [c.query.lower() for c in chosen]
    assert len(queries) == len(set(queries)) == 4
    assert {c.subtype for c in chosen} == {"x", "y"}
    assert short["total"] == 2


def _pattern(candidate: Candidate) -> str:
    """The question pattern of a test candidate: its query up to the first space."""
    return candidate.query.split()[0]


def test_pool_rotates_the_given_kind_across_units() -> None:
    """With a kind function, a unit's least-drawn pattern is taken first, counted over all
    units: a second page holding mostly the first page's pattern yields its other one."""
    pool = CandidatePool(Random(1), kind=_pattern)
    pool.add("p1", "x", [_candidate("p1", "x", "x:p1:0", "Env A?")])
    pool.add("p2", "x", [_candidate("p2", "x", f"x:p2:{i}", f"Env B{i}?") for i in range(5)]
             + [_candidate("p2", "x", "x:p2:r", "Release C?")])
    first = pool.take("p1", "x")
    second = pool.take("p2", "x")
    assert first is not None and second is not None
    assert (_pattern(first), _pattern(second)) == ("Env", "Release")


def test_the_selection_cap_is_the_share_of_the_count_asked() -> None:
    """A third of 10 asked is 3, of 40 asked 13 (rounded down); one of a kind always fits."""
    assert share_cap(1 / 3, 10) == 3 and share_cap(1 / 3, 40) == 13
    assert share_cap(1 / 3, 9) == 3 and share_cap(1 / 3, 2) == 1
