"""Broken source fragments are dropped; a second figure joined to a claim's own is cut."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.factual import nonfactual_reason
from shared.claims.figures import one_figure
from shared.claims.fragments import broken_fragment
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("claim", "broken"),
    [
        ("BlackJack and Chess, there was BASIC programming where users could create their "
         "own programs.", True),
        ("Showdown, BlackJack and Chess, it was a popular game machine.", True),
        ("Red and Blue, they were sold in 1980.", True),
        ("Was born in 1950 in Dayton, Ohio.", True),
        ("Is a member of the Royal Society.", True),
        ("In Paris and London, there was a general strike in 1968.", False),
        ("Smith and Jones, the two founders, said the firm would move.", False),
        ("The son of Montague and his wife, Romeo secretly loves Juliet.", False),
        ("Simon and Garfunkel, the duo, released the album in 1970.", False),
        ("Is it the largest city?", False),
        ("Was the capital moved in 1950?", False),
        ("Savoca directed the first and second segment while Cher directed the third.", False),
        ("Cher directed the third.", True),
        ("Gumbo is the fourth.", True),
        ("The tower was the tallest.", True),
        ("The film was the first of its kind.", False),
        ("She finished the race first.", False),
        ("He came in last.", False),
        ("The album was released on the 3rd of May.", False),
        ("Smith won the first round.", False),
    ],
)  # fmt: skip
def test_a_piece_of_another_sentence_is_a_broken_fragment(claim: str, broken: bool) -> None:
    """A bare list remnant before a clause, no subject before the verb, or an ordinal or
    superlative whose noun is cut off at the end (issue 15: "Cher directed the third."): a
    fragment; an ordinal before its noun or without a determiner is whole."""
    assert broken_fragment(claim) is broken


@pytest.mark.parametrize(
    ("claim", "kept"),
    [
        ("More than 600,000 Israelis live in settlements in east Jerusalem and the West Bank, "
         "alongside more than three million Palestinians.",
         "More than 600,000 Israelis live in settlements in east Jerusalem and the West Bank."),
        ("NASA scientists have confirmed the presence of water vapor on the surface of Europa, "
         "one of Jupiter\u2019s 79 moons.",
         "NASA scientists have confirmed the presence of water vapor on the surface of Europa."),
        ("The firm sold 5 million phones, along with 3,000,000 tablets, officials said.",
         "The firm sold 5 million phones, officials said."),
        ("Jane Doe was one of the 12 founding members.",
         "Jane Doe was one of the 12 founding members."),
        ("Jane Doe met John Roe, one of the 12 founding members, in 1990.",
         "Jane Doe met John Roe, one of the 12 founding members, in 1990."),
        ("Hong Kong Disneyland is, together with Ocean Park Hong Kong, one of the two large "
         "theme parks in Hong Kong.",
         "Hong Kong Disneyland is, together with Ocean Park Hong Kong, one of the two large "
         "theme parks in Hong Kong."),
        ("The band toured Europe, alongside Oasis and Blur.",
         "The band toured Europe, alongside Oasis and Blur."),
        ("The band played 40 shows, alongside Oasis.",
         "The band played 40 shows, alongside Oasis."),
        ("The firm hired 300 people, as well as dozens of contractors, in 2019.",
         "The firm hired 300 people in 2019."),
        ("The firm sold 5 million phones, along with 3 million tablets, according to IDC.",
         "The firm sold 5 million phones, according to IDC."),
        ("The firm sold 5 million phones, along with 3 million tablets, which was a record.",
         "The firm sold 5 million phones, which was a record."),
    ],
)  # fmt: skip
def test_a_second_figure_is_cut(claim: str, kept: str) -> None:
    """A second count beside the first, or a count hung on a closing name, is cut."""
    cut, count = one_figure(claim)
    assert cut == kept
    assert count == (cut != claim)


def test_a_mid_sentence_cut_leaves_no_stray_comma() -> None:
    """End to end (code review 16, M4): the cut phrase's closing comma goes with it."""
    text = ("Acme Corp hired 300 engineers in Ohio, as well as dozens of contractors, "
            "in 2019.")  # fmt: skip
    extraction = RuleClaimExtractor(cache_size=0).extraction(text, title="Acme Corp")
    assert [draft.claim for draft in extraction.drafts] == [
        "Acme Corp hired 300 engineers in Ohio in 2019."
    ]
    assert dict(extraction.dropped).get("second_figure") == 1


def test_lets_is_first_person() -> None:
    """``Let's`` is the writer's ``let us``: an address, not a fact; quoted it is speech."""
    assert nonfactual_reason('Let\'s put the record straight on "Luton Airport" it was born '
                             "out of an advert for Campari.") == "first_person"
    assert nonfactual_reason('The band\'s motto was "Let\'s go" from 1990 to 1995.') is None


_TOKENS = ["Ann", "and", "or", ",", "there", "was", "it", "is", "In", "the", "born", "?", "3",
           "alongside", "one of", "79", "moons", "Jupiter's", "."]  # fmt: skip


@given(st.lists(st.sampled_from(_TOKENS), max_size=16).map(" ".join))
def test_the_figure_cut_only_removes_text(text: str) -> None:
    """The cut claim is the claim with phrases taken out: never longer, its start kept."""
    cut, count = one_figure(text)
    assert len(cut) <= len(text)
    assert (cut == text) is (count == 0)
    broken_fragment(text)  # never raises


def test_the_extractor_counts_the_fragment_and_the_figure() -> None:
    """End to end: a concessive holding a list goes whole, past the list's commas (no
    'BlackJack and Chess, there was ...' fragment; the rest names no subject and is
    dropped), the second population is cut."""
    text = ("The Interact Home Computer is a rare American home computer made in 1978. "
            "Although it was mostly a game machine with games such as Showdown, BlackJack and "
            "Chess, there was also BASIC programming where users could create programs. "
            "More than 600,000 Israelis live in settlements in east Jerusalem and the West "
            "Bank, alongside more than three million Palestinians.")  # fmt: skip
    extraction = RuleClaimExtractor().extraction(text, title="Interact Home Computer")
    claims = [draft.claim for draft in extraction.drafts]
    dropped = dict(extraction.dropped)
    assert not any("BlackJack" in claim for claim in claims)
    assert dropped.get("unnamed_subject") == 1
    assert "broken_fragment" not in dropped
    assert ("More than 600,000 Israelis live in settlements in east Jerusalem and the West "
            "Bank.") in claims
    assert dropped.get("second_figure") == 1


def test_the_extractor_counts_a_cut_ordinal_as_a_fragment() -> None:
    """'Cher directed the third.' (the piece after 'while', its noun 'segment' left in the
    other piece) is counted as a broken fragment, not kept as a claim."""
    text = ("If These Walls Could Talk is a 1996 American television film. Savoca directed "
            "the first and second segment while Cher directed the third.")
    extraction = RuleClaimExtractor(cache_size=0).extraction(
        text, title="If These Walls Could Talk")
    claims = [draft.claim for draft in extraction.drafts]
    assert not any(claim.endswith("the third.") for claim in claims), claims
    assert dict(extraction.dropped).get("broken_fragment", 0) >= 1, extraction.dropped
