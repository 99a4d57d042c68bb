"""A street address, a town's body or a country's facility needs its place in a claim."""

from __future__ import annotations

import pytest

from shared.claims.localities import unplaced_locality
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(("claim", "unplaced"), [
    ("Officers from the Joint Narcotics Enforcement Team executed a search warrant on "
     "November 18, 2019, on a detached garage behind 2134 Caldwell Place.", True),
    ("The city council voted 5-2 to approve the plan.", True),
    ("The fire started at 400 N. Main St. in Dayton.", False),
    ("The Adelaide Trades Hall is located at 11-16 South Terrace, Adelaide.", False),
    ("Bubblegum Alley covers a stretch of 20 meters in the 700 block of Higuera Street in "
     "downtown San Luis Obispo.", False),
    ("Cutler School property at 755 Madison Avenue was sold in January 1924.", True),
    ("The Columbus City Council voted 5-2 to approve the plan.", False),
    ("The Joint Narcotics Enforcement Team arrested two men in Columbus.", False),
    ("The school board of Fairfax County voted against the plan.", False),
    ("Paris has 20 arrondissements.", False),
    ("The U.S. base is strategically located near the Iraqi and Jordanian borders.", True),
    ("The U.S. base in al-Tanf has been the target of a disinformation campaign.", False),
    ("The U.S. embassy in Kyiv was closed in 2022.", False),
    ("The Rukban camp is located in the desert near Syria's border with Jordan.", False),
    ("The 2011 Occupy Wall Street protests drew thousands of people.", False),
    ("On 18 May 1980 Mount St. Helens erupted, killing 57 people.", False),
    ("The 1956 Federal-Aid Highway Act created the Interstate system.", False),
    ("In 1969 Abbey Road became the Beatles' best-selling album.", False),
    ("The 1937 Supreme Court packing plan failed.", False),
    ("The fire started at 1600 Main Street.", True),
    ("A man was shot in the 1900 block of Elm Street.", True),
    ("Police found the car at 400 Elm St. Tuesday.", True),
    ("A fire destroyed the 2134 Caldwell Place home.", True),
    ("Officers stopped a vehicle driven by Jonathan P. Blair, 29, of 1909 Jolinda Drive.",
     True),
])  # fmt: skip
def test_a_local_place_needs_its_town(claim: str, unplaced: bool) -> None:
    """A street address or a town's generic body needs a town, state or country beside it."""
    # judgments13 claims_final #20: the address and the team are Columbus, Indiana's; the
    # review's skim: 'The U.S. base is strategically located ...' (the page names al-Tanf).
    # code review 16 M1: a year before a name ending in a street word is no house number.
    assert unplaced_locality(claim) is unplaced


def test_a_year_before_a_street_named_thing_is_kept() -> None:
    """End to end (code review 16, M1): 'The 2011 Occupy Wall Street protests' is no address."""
    page = ("Occupy Wall Street was a protest movement. The 2011 Occupy Wall Street protests "
            "drew thousands of people to Zuccotti Park.")
    extraction = RuleClaimExtractor(cache_size=0).extraction(page, title="Occupy Wall Street")
    assert "unplaced_locality" not in dict(extraction.dropped), extraction
    assert ("The 2011 Occupy Wall Street protests drew thousands of people to Zuccotti Park."
            in [draft.claim for draft in extraction.drafts])


def test_the_extractor_counts_an_unplaced_locality() -> None:
    """The rule extractor drops a claim naming a street address with no town, by reason."""
    page = ("COLUMBUS, Ind. Two men were arrested after a raid. Officers and investigators "
            "from the Joint Narcotics Enforcement Team executed a search warrant on November "
            "18, 2019, on a detached garage behind 2134 Caldwell Place.")
    extraction = RuleClaimExtractor().extraction(page, title="Two arrested in drug raid",
                                                 published="2019-11-20")  # fmt: skip
    assert dict(extraction.dropped).get("unplaced_locality") == 1, extraction
    assert not any("Caldwell" in draft.claim for draft in extraction.drafts)
