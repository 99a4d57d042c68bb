"""Analysis and verdicts stated as fact are dropped from finished claims; attributed ones stay."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.judgement import judgement_reason
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Egyptian archaeologists could have been part of the first capital.", "hedged"),
        ("At least five Fed policymakers appeared to have boosted their rate outlook.",
         "hedged"),
        ("Trump is considered likely to replace Yellen in 2018.", "hedged"),
        ("The bridge could be closed so that the river could flood in 2017.", "hedged"),
        ("Analysts expect the company to grow in 2017.", "hedged"),
        ("The city dates back to 5316 BCE, they believe.", "hedged"),
        ("The notoriously creaky system failed in 2016.", "opinion"),
        ("The ruling was a major blow to the government of Italy.", "opinion"),
        ("SpaceX's timeline for the flight is ambitious.", "opinion"),
        ("The show was a spectacular failure in 2016.", "opinion"),
        ("The launch of the rocket was spectacular.", "opinion"),
    ],
)  # fmt: skip
def test_unattributed_analysis_is_named(claim: str, reason: str) -> None:
    """Speculation, a belief nobody named holds, and the writer's verdict are no bare facts."""
    assert judgement_reason(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "Yellen said the notoriously creaky system failed in 2016.",
        "The economy could grow 2 percent in 2017, according to the Fed.",
        "The system failed in 2016, said Aaron Kohli, a strategist at BMO.",
        "Officials said the bridge was closed in 2016.",
        "Remarkable Pictures released the film in 1920.",
        "The film is a dramatic retelling of the war.",
        "Disney Illuminations is a nighttime spectacular at Disneyland Park in Disneyland Paris.",
        "In some of his films, George Veditz used finger spelling so his gestures could be "
        "translated directly into English.",
        "\"It could be a disaster,\" Smith warned in 2016.",
    ],
)
def test_facts_names_and_attributed_speech_pass(claim: str) -> None:
    """A claim that keeps its named source, a name holding a verdict word, or a plain fact."""
    assert judgement_reason(claim) is None


def test_a_belief_cut_away_with_its_clause_costs_nothing() -> None:
    """'which analysts believe is worth ...' goes with its relative clause; the fact stays."""
    text = ("The Acme Corporation, which analysts believe is worth $2 billion, opened a plant in "
            "Toledo in 2016.")  # fmt: skip
    drafts = RuleClaimExtractor().extraction(text, title="Acme").drafts
    assert [d.claim for d in drafts] == ["The Acme Corporation opened a plant in Toledo in 2016."]


def test_a_lost_city_they_believe_is_dropped_counted() -> None:
    """A split part that keeps 'they believe ... could have been' is dropped as hedged."""
    text = ("In 2016, Egyptian archaeologists excavated parts of Abydos, a lost city they "
            "believe dates back to 5316 BCE and could have been part of the first capital.")
    extraction = RuleClaimExtractor().extraction(text, title="Lost city", published="2016-12-16")
    assert not any("could have been" in d.claim or "believe" in d.claim
                   for d in extraction.drafts)  # fmt: skip
    assert sum(dict(extraction.dropped).values()) >= 1


@given(st.text(max_size=200))
def test_any_text_gets_a_known_reason_or_none(text: str) -> None:
    """judgement_reason never fails on odd input and answers only its two reasons."""
    assert judgement_reason(text) in (None, "hedged", "opinion")
