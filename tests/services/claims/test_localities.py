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
])  # fmt: skip
def test_a_local_place_needs_its_town(claim: str, unplaced: bool) -> None:
    """A street address or a town's generic body needs a town, state or country beside it."""
    # judgments13 claims_final #20: the address and the team are Columbus, Indiana's; the
    # review's skim: 'The U.S. base is strategically located ...' (the page names al-Tanf).
    assert unplaced_locality(claim) is unplaced


def test_the_extractor_counts_an_unplaced_locality() -> None:
    """The rule extractor drops a claim naming a street address with no town, by reason."""
    page = ("COLUMBUS, Ind. Two men were arrested after a raid. Officers and investigators "
            "from the Joint Narcotics Enforcement Team executed a search warrant on November "
            "18, 2019, on a detached garage behind 2134 Caldwell Place.")
    extraction = RuleClaimExtractor().extraction(page, title="Two arrested in drug raid",
                                                 published="2019-11-20")  # fmt: skip
    assert dict(extraction.dropped).get("unplaced_locality") == 1, extraction
    assert not any("Caldwell" in draft.claim for draft in extraction.drafts)
