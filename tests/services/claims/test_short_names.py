"""A page's name is never lengthened into another page name: 'the AirAsia group' stays the
group (judgments16 claims_final, issue 15)."""

from __future__ import annotations

import pytest

from shared.claims.rules import RuleClaimExtractor
from shared.claims.title_names import whole_short_names

CARRIER = (
    "Indonesia AirAsia said on Monday it had lost contact with the jet. Indonesia AirAsia is "
    "49 percent owned by Malaysia-based budget carrier AirAsia. In Southeast Asia, the "
    "AirAsia group has redefined flying with a focus on low-cost, no-frills flights."
)
"""A carrier and its affiliate, as news pages write them: both names stand alone."""


def test_a_name_the_page_writes_alone_is_not_lengthened() -> None:
    """'the AirAsia group' is not written 'the Indonesia AirAsia group' when the page also
    writes 'AirAsia' bare (carrier AirAsia): the short name is a name of its own."""
    claim = "In Southeast Asia, the AirAsia group has redefined flying."
    before = CARRIER[: CARRIER.index("In Southeast")]
    assert whole_short_names(claim, "Final manoeuvre of AirAsia flight", before) == claim


def test_the_extractor_keeps_the_span_s_group() -> None:
    """End to end on the probe page: no claim writes 'Indonesia AirAsia group', and the
    group's claim keeps the span's name."""
    drafts = RuleClaimExtractor().extraction(
        CARRIER, title="Final manoeuvre of AirAsia flight", published="2014-12-29").drafts
    claims = [draft.claim for draft in drafts]
    assert not any("Indonesia AirAsia group" in claim for claim in claims)
    assert any(claim.startswith("In Southeast Asia, the AirAsia group") for claim in claims)


@pytest.mark.parametrize(
    ("claim", "title", "before", "expected"),
    [
        ("The Force beat the Wild.", "Wichita Force", "",
         "The Wichita Force beat the Wild."),
        ("The Force won.", "Report", "The Wichita Force signed him. The Force lost once.",
         "The Wichita Force won."),
        ("The Force's home games are in Wichita.", "Report", "He joined the Wichita Force.",
         "The Wichita Force's home games are in Wichita."),
    ],
)
def test_a_short_name_only_the_whole_name_explains_is_still_completed(
    claim: str, title: str, before: str, expected: str
) -> None:
    """Near misses: a short name the page writes only after 'the' or inside the whole name
    (the Force, the Force's) is still written whole."""
    assert whole_short_names(claim, title, before) == expected
