"""The one list of ordinal words and the runs and alternations built from it."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.text.ordinals import ORDINAL_WORDS, ordinal_alternation, ordinals


def test_the_list_runs_first_to_twelfth_in_order() -> None:
    """ORDINAL_WORDS[n - 1] is the word for n, from first to twelfth."""
    assert ORDINAL_WORDS[0] == "first"
    assert ORDINAL_WORDS[3] == "fourth"
    assert ORDINAL_WORDS[-1] == "twelfth"
    assert len(ORDINAL_WORDS) == len(set(ORDINAL_WORDS)) == 12


def test_no_word_starts_another() -> None:
    """No ordinal word is a prefix of another, so an alternation's order cannot matter."""
    assert not any(a != b and b.startswith(a) for a in ORDINAL_WORDS for b in ORDINAL_WORDS)


def test_a_run_starts_where_asked() -> None:
    """ordinals(10, first=2) runs second to tenth; ordinals(4) first to fourth."""
    assert ordinals(4) == ("first", "second", "third", "fourth")
    assert ordinals(10, first=2)[0] == "second"
    assert ordinals(10, first=2)[-1] == "tenth"
    assert ordinal_alternation(3) == "first|second|third"


@pytest.mark.parametrize(("last", "first"), [(0, 1), (13, 1), (3, 4), (5, 0)])
def test_a_run_outside_the_list_is_refused(last: int, first: int) -> None:
    """A run outside first..twelfth (or backwards) raises a ValueError naming the bounds."""
    with pytest.raises(ValueError, match=r"outside 1\.\.12"):
        ordinals(last, first=first)


@given(
    st.integers(min_value=1, max_value=12).flatmap(
        lambda first: st.tuples(st.just(first), st.integers(min_value=first, max_value=12))
    ),
    st.sampled_from(ORDINAL_WORDS),
)
def test_the_alternation_matches_exactly_the_run(bounds: tuple[int, int], word: str) -> None:
    """An alternation for first..last fullmatches a word iff its number lies in the run."""
    first, last = bounds
    pattern = re.compile(rf"(?:{ordinal_alternation(last, first=first)})")
    assert (pattern.fullmatch(word) is not None) == (first <= ORDINAL_WORDS.index(word) + 1 <= last)
