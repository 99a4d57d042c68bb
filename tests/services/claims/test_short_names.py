"""A page's name is never lengthened into another page name, nor kept cut to its generic
words: 'the AirAsia group' stays the group, 'The Heritage Center' is not a claim's subject
when the page names the centre whole (judgments16 claims_final, issue 15)."""

from __future__ import annotations

import pytest

from shared.claims.rules import RuleClaimExtractor
from shared.claims.short_names import shortened_name
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


NOLA = (
    "The George and Joyce Wein Jazz & Heritage Center opened in 2013 on Rampart Street. "
    "The Heritage Center is owned by the New Orleans Jazz and Heritage Foundation."
)


def test_a_generic_short_name_of_a_page_name_is_refused() -> None:
    """'The Heritage Center' for the page's 'George and Joyce Wein Jazz & Heritage Center'
    says no centre in particular: refused, and the extractor keeps no claim with it."""
    claim = "The Heritage Center is owned by the New Orleans Jazz and Heritage Foundation."
    assert shortened_name(claim, NOLA)
    drafts = RuleClaimExtractor().extraction(NOLA, title="Jazz school moves",
                                             published="2014-12-11").drafts
    assert not any(draft.claim.startswith("The Heritage Center") for draft in drafts)


@pytest.mark.parametrize(
    ("claim", "text"),
    [
        ("The Heritage Center opened.", "The Heritage Center opened in 2013."),
        ("The Justice Department sued.", "The U.S. Justice Department sued Acme."),
        ("The Treasury Department paid.", "He worked at the IRS and Treasury Department."),
        ("The Wein Center opened.", "The George Wein Center opened in 2013."),
        ("The Heritage Center of Ohio opened.", "The Wein Heritage Center opened."),
        ("The Monetary Fund met.", "Driving the Day\n\nMonetary Fund meets."),
        ("The Wein Jazz & Heritage Center opened.", "The Wein Jazz & Heritage Center opened."),
        ("The Justice Department indicted Smith.",
         "Critics say Trump's Justice Department has been slow to act."),
        ("The Heritage Center opened.", "It was organised by Jane Doe. Heritage Center staff"),
        ("The Science Museum opened.", "Yesterday Science Museum officials said so."),
        ("The Energy Department said so.", "On Tuesday Energy Department officials met."),
        ("The Science Museum opened.", "Visit London's Science Museum today."),
        ("The Science Museum opened.", "Its director is Ian Blatchford. Science Museum Group "
         "trustees met."),
    ],
)
def test_names_that_say_which_are_left(claim: str, text: str) -> None:
    """Near misses: the page writes only the short name, a country's abbreviation or an
    acronym's 'and' before it, a name word in it, an 'of <Place>' after it, a heading on
    the line above, the claim writes the whole name; a possessive, the previous
    sentence's last word, a time word or an opener before it, or a longer name going on
    past it (code review 19 M4)."""
    assert not shortened_name(claim, text)


def test_the_page_s_own_subject_keeps_its_facts() -> None:
    """End to end (code review 19 M4): the page's title subject is no shortened name, and
    the Justice Department after 'Trump's Justice Department' is the department."""
    museum = RuleClaimExtractor().extraction(
        "The museum holds 300,000 items. Its director is Ian Blatchford. Science Museum Group "
        "trustees met in May 2019.\n\nThe Science Museum opened in South Kensington in 1857.",
        title="Science Museum")
    assert any(draft.claim.startswith("The Science Museum opened") for draft in museum.drafts)
    assert not dict(museum.dropped).get("shortened_name")
    indicted = RuleClaimExtractor().extraction(
        "Critics say Trump's Justice Department has been slow to act.\n\nThe Justice "
        "Department indicted Paul Manafort on 12 counts in October 2017.",
        title="Manafort indicted")
    assert not dict(indicted.dropped).get("shortened_name")


QUOGUE = (
    "Quogue was a station stop along the Montauk Branch of the Long Island Rail Road and the "
    "station was built around June, 1875. The third depot was built around 1905. The station "
    "house was razed around April, 1964 but the station stop itself continued to operate."
)


def test_a_kind_word_before_a_noun_is_kept_beside_the_page_name() -> None:
    """'The station house' under 'Quogue (LIRR station)' is 'The Quogue station house', not
    'The Quogue house' (a house in the village): the kind word the title gives is kept."""
    drafts = RuleClaimExtractor().extraction(QUOGUE, title="Quogue (LIRR station)").drafts
    claims = [draft.claim for draft in drafts]
    assert "The Quogue station house was razed around April, 1964." in claims
    assert not any("Quogue house" in claim for claim in claims)
