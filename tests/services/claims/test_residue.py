"""Page furniture fused into sentences, and claims that lean on the sentence before."""

from __future__ import annotations

import pytest

from shared.claims.residue import residue_reason, strip_furniture


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Development statistics In the one-year period since late March 2014, there have "
         "been 381 changesets.",
         "In the one-year period since late March 2014, there have been 381 changesets."),
        ("Some conclusions Last October, some concerns were raised on the list.",
         "Last October, some concerns were raised on the list."),
        ("SUSIE O\u2019BRIEN THE good thing about Ikea is that it is cheap.",
         "The good thing about Ikea is that it is cheap."),
    ],
)  # fmt: skip
def test_fused_heading_or_byline_is_stripped(sentence: str, expected: str) -> None:
    """A section heading or a capitals byline run into a sentence is cut from it."""
    assert strip_furniture(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Texas vs The Nation was an American college football all-star bowl game.",
        "US FDA Commissioner Scott Gottlieb said the rule would change.",
        "Sales In Europe rose by 4% in 2016.",
        "The company was founded in 1998 by members of Netscape.",
    ],
)
def test_names_and_plain_sentences_are_not_furniture(sentence: str) -> None:
    """A name ending in a link word, acronyms before a name, a one-word subject: untouched."""
    assert strip_furniture(sentence) == sentence


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Staffers from the office of Communications Minister Malcolm Turnbull also took part.",
         "elliptical"),
        ("Shamir gave in after the loan guarantees were held back.", "elliptical"),
        ("Homura Akemi has done so countless times.", "elliptical"),
        ("The Progress cargo ship had lifted off as scheduled at 8:51 p.m.", "undated_time"),
        ("In mathematics, the Rayleigh quotient , is defined as::p.", "formula_residue"),
        ("The Cowboys joined the NFL as an expansion team in .", "formula_residue"),
        ("Claire Denis's graduation work from La F\u00e9mis.", "fragment"),
        ("Buck Cullen with his daughter in his backyard, where he is storing two jawbones.",
         "fragment"),
        ("Plug & Charge will be enabled in 2020.", "elliptical"),
        ("Benchmark 10-year notes last rose 7/32 in price to yield 1.786%.", "undated_reading"),
    ],
)  # fmt: skip
def test_claims_that_cannot_stand_alone_are_named(claim: str, reason: str) -> None:
    """Elliptical predicates, undated clock times, formula residue and verbless captions."""
    assert residue_reason(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "The hearing concluded at 6:30 p.m. on 1 December 2016.",
        "Christian Bale reprises the lead role of Bruce Wayne.",
        "In the United States, where the campaign originated, Marlboro Man was used from 1954.",
        "Shamir gave in to the demands of President George H.W. Bush in 1991.",
        "At the 2011 census , Young had a population of 6,960.",
        "The bridge will be completed in 2020.",
        "The feature will be available on the iPhone 11 in 2020.",
        "He last played for Chelsea in 2010.",
    ],
)
def test_standalone_claims_have_no_residue(claim: str) -> None:
    """A dated time, an unlisted verb after a name, a closed relative clause: no residue."""
    assert residue_reason(claim) is None


def test_a_participle_with_its_agent_is_no_main_verb() -> None:
    """A participle with its agent is no main verb: the claim is a fragment."""
    # ``Indian horror film directed by X.`` is a fragment; ``X was directed by Y`` and an active
    # ``won by the score`` are not.
    assert residue_reason("Indian Malayalam-language horror film directed by Nirmal Varghese.") \
        == "fragment"
    assert residue_reason("Big Hero 6 was directed by Don Hall in 2014.") is None
    assert residue_reason("The NFC all-stars won by the score of 23 to 17.") is None


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Bob Alverson, a commissioner on the Halibut Commission described it as a stable "
         "resource.", "dangling_reference"),
        ("Lorenz described it as chaos.", "dangling_reference"),
        ("Google said it would close the office in 2019.", None),
        ("Apple released the iPhone in 2007 and updated it in 2008.", None),
    ],
)  # fmt: skip
def test_the_subjects_own_object_it_names_nothing(claim: str, reason: str | None) -> None:
    """An object "it" of the subject's own verb names nothing; a reported or later "it" does."""
    # ``X described it as ...``: ``it`` cannot be X; a reported ``said it`` is X, and an ``it``
    # after an object has one.
    assert residue_reason(claim) == reason
