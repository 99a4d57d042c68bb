"""A ``Town, State,`` pair before a noun is one noun phrase: never cut at its second comma."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.parts import claim_parts
from shared.claims.place_commas import place_comma, possessive_place_end
from shared.claims.rules import RuleClaimExtractor

ROOFER = ("John Smith has added about 50 jobs to his Tulsa, Oklahoma, roofing firm since June "
          "of last year.")  # fmt: skip
PAIRS = [("Tulsa", "Oklahoma"), ("Dayton", "Ohio"), ("Fresno", "California"),
         ("Lyon", "France"), ("Austin", "Texas")]  # fmt: skip


def test_a_place_pair_before_a_noun_is_not_cut_at_its_comma() -> None:
    """The reviewer's class: 'his Tulsa, Oklahoma, roofing firm' was read as a participle
    phrase (', roofing ...') and cut to 'his Tulsa, Oklahoma', losing 'since June of last
    year'; the sentence is now kept whole."""
    parts, _ = claim_parts(ROOFER)
    assert parts == [ROOFER]


def test_the_kept_relative_time_is_anchored_not_lost() -> None:
    """Kept whole, the claim's 'since June of last year' is written out from the page's date,
    never dropped from the claim."""
    drafts = RuleClaimExtractor().extraction(ROOFER, title="Roofers hiring",
                                             published="2019-05-04").drafts
    assert [d.claim for d in drafts] == [
        "John Smith has added about 50 jobs to his Tulsa, Oklahoma, roofing firm since June "
        "2018 (as of May 4, 2019)."]


def test_a_phrase_after_a_place_of_a_preposition_is_still_cut() -> None:
    """Near miss: 'a plant in Tulsa, Oklahoma, creating 500 jobs' is a place of its own and a
    participle phrase (a second fact): the cut stands."""
    parts, _ = claim_parts("Acme Corp opened a new plant in Tulsa, Oklahoma, creating 500 "
                           "jobs for local workers.")
    assert parts == ["Acme Corp opened a new plant in Tulsa, Oklahoma."]


def test_a_claim_ending_on_a_possessive_and_a_place_is_a_cut() -> None:
    """'... to his Tulsa, Oklahoma.' ends where no sentence ends; 'born in Tulsa, Oklahoma.'
    and a name that is no place are whole."""
    assert possessive_place_end("John Smith added 50 jobs to his Tulsa, Oklahoma.")
    assert not possessive_place_end("John Smith was born in Tulsa, Oklahoma.")
    assert not possessive_place_end("The deal was signed by his Smith, Jones.")


@given(st.sampled_from(PAIRS), st.sampled_from(["his", "her", "the", "its", "Acme's"]),
       st.sampled_from(["in", "to", "near", "from"]))
def test_a_determined_pair_closes_with_a_place_comma(
    pair: tuple[str, str], determiner: str, preposition: str
) -> None:
    """Any 'determiner Town, Region' is a place comma; the same pair after a preposition
    alone is not."""
    town, region = pair
    assert place_comma(f"Smith works {preposition} {determiner} {town}, {region}")
    assert not place_comma(f"Smith works {preposition} {town}, {region}")
