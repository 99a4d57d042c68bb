"""An essay's evaluation written as fact is found by its form and drops as opinion."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.essay import essay_opinion
from shared.claims.judgement import judgement_reason
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    "claim",
    [
        "It is fanciful to imagine that Britain could leave the customs union (as of 2019).",
        "It is hard to overstate the influence of the Beatles on pop music.",
        "British voters are as bewitched by Brexit as they were in 2016.",
        "Italian bankers are as wary of the euro as German savers.",
        "Poland is so closely aligned with Washington that it buys only American jets.",
        "The economics of coal mining are so attractive that Wyoming will weather the cuts.",
        "Steve Jobs was lionised by the technology press in 2007.",
        "The government blithely ignored the warnings of 2008.",
        "Michelle Obama sees despair in small towns across America.",
        "Voters fear chaos after the election of 2020.",
    ],
)
def test_an_essays_evaluation_is_opinion(claim: str) -> None:
    """Weighing a thought, an attitude compared, a degree and result, the writer's verb."""
    assert essay_opinion(claim)
    assert judgement_reason(claim) == "opinion"


@pytest.mark.parametrize(
    "claim",
    [
        "The tower is as tall as the Eiffel Tower.",
        "He moved to Paris so that he could work with Picasso.",
        "He arrived so late that the show had ended.",
        "So far, 40 people have died in the floods of 2021.",
        "The Fed sees unemployment falling to 4.5 percent in 2017.",
        "Episode Eleven sees the Barry family join the supporting cast.",
        "Homer feels guilty and reopens the store.",
        "The so-called Gang of Four was arrested in 1976.",
        'Yellen said "it is hard to imagine a recession" in 2019.',
    ],
)
def test_a_measure_a_purpose_or_a_plot_fact_is_no_essay_opinion(claim: str) -> None:
    """A measured comparison, a purpose, a forecast, a plot's feeling, a quote stay."""
    assert not essay_opinion(claim)


@given(
    st.sampled_from(["fanciful", "absurd", "naive", "hard", "tempting"]),
    st.sampled_from(["imagine", "believe", "overstate", "underestimate"]),
    st.sampled_from(["the treaty", "that the bank will fail", "its reach"]),
)
def test_the_writer_weighing_a_thought_is_opinion_whatever_the_thought(
    weight: str, verb: str, thought: str
) -> None:
    """``It is W to V X`` is opinion for any weighing word, verb and thought."""
    claim = f"It is {weight} to {verb} {thought}."
    assert essay_opinion(claim)
    assert not essay_opinion(f'Kingma wrote "{claim[:-1]}".')


def test_the_extractor_counts_an_essays_evaluation_as_opinion() -> None:
    """The extractor drops the essay's evaluation, counted as opinion, and keeps the fact."""
    text = (
        "Poland joined NATO in 1999. "
        "Poland is so closely aligned with Washington that it buys only American jets."
    )
    extraction = RuleClaimExtractor().extraction(text, title="Poland")
    claims = [d.claim for d in extraction.drafts]
    assert any("joined NATO in 1999" in c for c in claims), claims
    assert not any("aligned" in c for c in claims), claims
    assert dict(extraction.dropped).get("opinion", 0) >= 1, extraction.dropped
