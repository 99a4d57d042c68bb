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
    within_share,
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


@given(st.lists(st.sampled_from("abcde"), max_size=40))
def test_within_share_keeps_no_pattern_over_a_third(patterns: list[str]) -> None:
    """Whatever is chosen, every kept pattern fills at most a third of what is kept (or is
    alone of its kind), and nothing is dropped from a set that already fits."""
    chosen = [_candidate("p", "x", f"x:{i}", f"{k} {i}?") for i, k in enumerate(patterns)]
    kept, dropped = within_share(chosen, _pattern, 1 / 3)
    counts = Counter(_pattern(c) for c in kept)
    assert all(n == 1 or 3 * n <= len(kept) for n in counts.values())
    assert len(kept) + len(dropped) == len(chosen)
    if all(n == 1 or 3 * n <= len(chosen) for n in Counter(patterns).values()):
        assert dropped == []


def test_within_share_drops_the_latest_of_the_largest_pattern() -> None:
    """Nine of one pattern and three others: the first of the nine stays beside the three
    (1 of 4), and six of one pattern among six others keep all six others and three of it."""
    chosen = [_candidate("p", "x", f"x:e{i}", f"Env {i}?") for i in range(9)]
    chosen += [_candidate("p", "x", f"x:{k}", f"{k} q?") for k in ("Release", "Undo", "Unit")]
    kept, dropped = within_share(chosen, _pattern, 1 / 3)
    assert [c.query for c in kept if c.query.startswith("Env")] == ["Env 0?"]
    assert len(kept) == 4 and len(dropped) == 8
    others = [_candidate("p", "x", f"x:o{i}", f"O{i} q?") for i in range(6)]
    kept, _ = within_share(chosen[:6] + others, _pattern, 1 / 3)
    assert [c.query for c in kept if c.query.startswith("Env")] == ["Env 0?", "Env 1?", "Env 2?"]
    assert len(kept) == 9


def test_the_selection_cap_is_the_share_of_the_count_asked() -> None:
    """10 asked at a third let a pattern fill 3 (not 4, which the trim then dropped again,
    A4 B3 C3 -> 9), 40 asked 13 (not 14: A14 B14 C12 -> 36); one of a kind always fits."""
    assert share_cap(1 / 3, 10) == 3 and share_cap(1 / 3, 40) == 13
    assert share_cap(1 / 3, 9) == 3 and share_cap(1 / 3, 2) == 1
    chosen = [_candidate("p", "x", f"x:{k}{i}", f"{k} {i}?")
              for k, n in (("A", 3), ("B", 3), ("C", 3), ("D", 1)) for i in range(n)]
    kept, dropped = within_share(chosen, _pattern, 1 / 3)
    assert len(kept) == 10 and dropped == []


@given(st.integers(1, 120), st.data())
def test_a_full_draw_within_the_cap_is_never_trimmed(total: int, data: st.DataObject) -> None:
    """Any ``total`` negatives whose patterns each stay within the selection cap keep all
    ``total`` after the trim: the two rules agree, so a full run reports no shortfall."""
    cap = share_cap(1 / 3, total)
    counts: list[int] = []
    while sum(counts) < total:
        counts.append(data.draw(st.integers(1, min(cap, total - sum(counts)))))
    chosen = [_candidate("p", "x", f"x:{k}:{i}", f"K{k} {i}?")
              for k, n in enumerate(counts) for i in range(n)]
    kept, dropped = within_share(chosen, _pattern, 1 / 3)
    assert dropped == [] and len(kept) == total
