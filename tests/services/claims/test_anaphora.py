"""Descriptions that point back at an earlier sentence are found; specific ones are not."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anaphora import Mentions, epithet, pointing_back
from shared.claims.rules import RuleClaimExtractor


def _seen(text: str) -> Mentions:
    mentions = Mentions()
    mentions.add(text)
    return mentions


def test_a_noun_written_before_makes_the_description_point_back() -> None:
    """"the tablets" after a sentence about slimming tablets needs that sentence."""
    seen = _seen("She had taken eight slimming tablets bought online.")
    claim = "West Mercia police said the tablets were believed to contain DNP."
    assert pointing_back(claim, seen) == "the tablets"
    assert pointing_back("Yahoo will sell the stock in the single subsidiary.",
                         _seen("a single subsidiary")) == "the single subsidiary"  # fmt: skip


def test_restricted_named_and_unique_descriptions_stand_alone() -> None:
    """Restricted, named and unique descriptions, and a noun new to the page, do not point back."""
    # "the tablets of ...", "the Sudanese government", "the world".
    seen = _seen("tablets government world company")
    assert pointing_back("Police said the tablets of the brand contained DNP.", seen) is None
    assert pointing_back("Clinton blocked the assets of the Sudanese government.", seen) is None
    assert pointing_back("It is the largest company in the world.", seen) is None
    assert pointing_back("The court heard the appeal in 2010.", seen) is None


def test_extractor_drops_a_pointing_back_claim_counted() -> None:
    """The rule extractor drops such a claim and counts it as a definite description."""
    text = ("Eloise Parry died after taking slimming tablets in April 2015. West Mercia "
            "police said the tablets were believed to contain dinitrophenol.")  # fmt: skip
    extraction = RuleClaimExtractor().extraction(text, title="Student dies")
    assert all("the tablets" not in draft.claim for draft in extraction.drafts)
    assert dict(extraction.dropped).get("definite_description", 0) >= 1


@given(st.text(max_size=200), st.text(max_size=200))
def test_never_raises(claim: str, before: str) -> None:
    """Any text is read without error; a found description starts with "the"."""
    found = pointing_back(claim, _seen(before))
    assert found is None or found.startswith("the ")


def test_a_capitalised_modifier_does_not_make_a_plural_description_a_name() -> None:
    """A capitalised modifier does not make a plural description a name: it points back."""
    # "The G40 figures are ..." after "two figures from her G40 faction" points back (which
    # figures?); with no earlier "figures" it stands, as does "The Apollo project" unsaid.
    before = Mentions()
    before.add("Grace Mugabe and two key figures from her G40 faction are under arrest.")
    claim = "The G40 figures are cabinet ministers Jonathan Moyo and Saviour Kasukuwere."
    assert pointing_back(claim, before) == "the figures"
    assert pointing_back(claim, Mentions()) is None
    assert pointing_back("The Apollo project ended in 1972.", before) is None


@pytest.mark.parametrize(
    ("claim", "found"),
    [
        ("Emirates cancelled an order of A330neo jets from the French plane-maker.",
         "the French plane-maker"),
        ("The Doobie Brothers announced the 30-date jaunt while closing out a concert.",
         "the 30-date jaunt"),
        ("The 48-year-old Australian was evicted in April 2019.", "the 48-year-old Australian"),
        ("Emirates cancelled jets from the French plane-maker (reported November 20, 2019).",
         "the French plane-maker"),
    ],
)  # fmt: skip
def test_epithet_is_found(claim: str, found: str) -> None:
    """A nationality or number compound before an unrestricted head is an epithet."""
    assert epithet(claim) == found


@pytest.mark.parametrize(
    "claim",
    [
        "The French government raised taxes in 2019.",
        "The French plane-maker Airbus sold 30 jets in 2019.",
        "The 16-inch MacBook Pro hit a maximum of 44 dBa in a 38 dBA room.",
        "She won the 100-metre final at the 2012 Olympics.",
        "He was the first American astronaut.",
        "The major Asian market indexes were mixed on November 12, 2019.",
        "The Japanese-born artist of the mural died in 2001.",
    ],
)
def test_named_or_unique_descriptions_are_no_epithets(claim: str) -> None:
    """A nation's institution, a description named or restricted after it, a superlative,
    a plural kind: no epithet."""
    assert epithet(claim) is None


def test_epithet_in_an_appositive_reads_with_its_name() -> None:
    """``X, a namesake of the Italian road``: the appositive's description goes with X."""
    claim = "In 2004, Ann Lee founded Appian Way Productions, a namesake of the Italian road."
    assert epithet(claim) is None


def test_description_inside_a_quotation_points_back() -> None:
    """``urged an "end to the violence"`` after a page about violence: which violence?"""
    mentions = Mentions()
    mentions.add("Protesters and police clashed again; the violence has lasted months.")
    claim = 'The UK has urged an "end to the violence and for all sides to talk" in 2019.'
    assert pointing_back(claim, mentions) == "the violence"
    assert pointing_back('The UK has urged an "end to violence" in 2019.', mentions) is None
