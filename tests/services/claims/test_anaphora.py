"""Descriptions that point back at an earlier sentence are found; specific ones are not."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.anaphora import Mentions, pointing_back
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
