"""Claims leaning on another sentence through a bare measure or an additive particle drop."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.leaning import leaning_reason
from shared.claims.readalone import read_alone_reason
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    "claim",
    [
        "Boeing has a working estimate of 2030.",
        "The agency set a deadline of June 30 (as of May 2, 2021).",
        "The figure rose to 40 percent (as of May 2020).",
        "Its share fell 3 percent in 2019.",
        "The total was 40.",
        "Sales slowed in March, and the rate climbed to 7 percent.",
        "The official forecast is 2.5 percent growth.",
    ],
)
def test_a_measure_without_what_it_measures_drops(claim: str) -> None:
    """An estimate, figure, rate or deadline with no complement is an incomplete measure."""
    assert leaning_reason(claim) == "incomplete_measure"


@pytest.mark.parametrize(
    "claim",
    [
        "Canada too is cutting interest rates (as of March 2020).",
        "The European Union too has banned the pesticide.",
        "Germany too announced a ban on the pesticide in 2018.",
        "Protests spread to Lyon, and Paris too saw marches.",
    ],
)
def test_an_additive_particle_points_to_another_sentence(claim: str) -> None:
    """A name with ``too`` before its verb sets the claim beside another sentence's."""
    assert leaning_reason(claim) == "additive_reference"


@pytest.mark.parametrize(
    "claim",
    [
        "The unemployment rate rose to 5 percent in 2020.",
        "The number of trains rose to 40 in 2019.",
        "A total of 40 people died in the fire.",
        "The estimate for the cost rose to $3 billion.",
        "The agency set a deadline of June 30 for the merger.",
        "The rate of inflation was 3 percent in 2021.",
        "Tesla also makes batteries.",
        "He was too young to vote in 2016.",
        "Boeing has an estimate of the cost of the program.",
        "Apple shares rose 3 percent.",
        "A number of passengers were hurt.",
    ],
)
def test_a_complete_measure_or_a_plain_also_stays(claim: str) -> None:
    """A measure with a complement or a naming noun, a plain ``also``, ``too young`` stay."""
    assert leaning_reason(claim) is None


@given(
    st.sampled_from(["estimate", "forecast", "projection", "deadline", "target"]),
    st.sampled_from(["the cost", "the launch", "completion of the line", "the reactor"]),
    st.sampled_from(["2030", "June 30", "about 40 percent", "$3 billion"]),
)
def test_a_value_noun_is_complete_exactly_when_it_says_what_it_is_of(
    noun: str, of: str, value: str
) -> None:
    """``an N of V`` drops; ``an N for X of V`` and ``the N of X`` stay, for any N, X, V."""
    assert leaning_reason(f"Boeing has a working {noun} of {value}.") == "incomplete_measure"
    assert leaning_reason(f"Boeing has a working {noun} for {of} of {value}.") is None
    assert leaning_reason(f"Boeing has revised the {noun} of {of}.") is None


def test_read_alone_leaves_these_classes_to_the_new_test() -> None:
    """The read-alone test alone passes a bare measure: the new test is what drops it."""
    assert read_alone_reason("Boeing has a working estimate of 2030.") is None


def test_the_extractor_drops_a_bare_measure_and_counts_it() -> None:
    """The claims extractor drops a measure of nothing, counted, and keeps the page's facts."""
    text = (
        "Boeing is an American aircraft maker founded in 1916 in Seattle. "
        "In 2019, Boeing had a working estimate of 2030. "
        "In 2020, Air Canada too ordered 20 Boeing 737 jets."
    )
    extraction = RuleClaimExtractor().extraction(text, title="Boeing")
    claims = [d.claim for d in extraction.drafts]
    dropped = dict(extraction.dropped)
    assert any("founded in 1916" in c for c in claims), claims
    assert not any("estimate" in c or " too " in c for c in claims), claims
    assert dropped.get("incomplete_measure", 0) == 1, dropped
    assert dropped.get("additive_reference", 0) == 1, dropped
