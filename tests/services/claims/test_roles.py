"""Two roles or findings on one object part; a result backed by several results is cut."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.parts import claim_parts
from shared.claims.roles import (
    coordinated_findings,
    coordinated_roles,
    multi_result,
    role_parts,
    several_results,
)
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("Olympia was directed and produced by Leni Riefenstahl.",
         ["Olympia was directed by Leni Riefenstahl.",
          "Olympia was produced by Leni Riefenstahl."]),
        # a phrase that may belong to one role alone goes from both
        ("Hard Sell was written and directed by Sean Nalaboff in his directorial debut.",
         ["Hard Sell was written by Sean Nalaboff.", "Hard Sell was directed by Sean Nalaboff."]),
        ("War Horse is a 2011 British war drama film directed and co-produced by Steven "
         "Spielberg from a screenplay by Lee Hall.",
         ["War Horse is a 2011 British war drama film directed by Steven Spielberg.",
          "War Horse is a 2011 British war drama film co-produced by Steven Spielberg."]),
        ("The Big Lebowski was written, produced and directed by Joel and Ethan Coen.",
         ["The Big Lebowski was written by Joel and Ethan Coen.",
          "The Big Lebowski was produced by Joel and Ethan Coen.",
          "The Big Lebowski was directed by Joel and Ethan Coen."]),
        # a date dates the work: kept in both
        ("Dirty Sweet was re-recorded and re-issued on 6 May 2003 by Elektra Records.",
         ["Dirty Sweet was re-recorded by Elektra Records on 6 May 2003.",
          "Dirty Sweet was re-issued by Elektra Records on 6 May 2003."]),
        ("The club was founded and owned by Procter & Gamble in 1921.",
         ["The club was founded by Procter & Gamble in 1921.",
          "The club was owned by Procter & Gamble in 1921."]),
        ("Sean Nalaboff wrote and directed Hard Sell in 2014.",
         ["Sean Nalaboff wrote Hard Sell in 2014.", "Sean Nalaboff directed Hard Sell in 2014."]),
        ('The Hunger wrote and produced the album "Leave Me Alone" but due to the bankruptcy of '
         "Alpha International the record sat idle.",
         ['The Hunger wrote the album "Leave Me Alone".',
          'The Hunger produced the album "Leave Me Alone".']),
        ("Prosper-Didier Deshayes lived and worked in France.",
         ["Prosper-Didier Deshayes lived in France.", "Prosper-Didier Deshayes worked in France."]),
        ("Jane Smith was born and raised in Paris, France, and moved to London in 1990.",
         ["Jane Smith was born in Paris, France.", "Jane Smith was raised in Paris, France."]),
    ],
)  # fmt: skip
def test_two_roles_of_one_maker_are_one_claim_each(claim: str, parts: list[str]) -> None:
    """Each role (or setting of a life) is its own claim, with the maker told whole."""
    assert coordinated_roles(claim) == parts


@pytest.mark.parametrize(
    "claim",
    [
        "The show was not written and directed by Smith.",  # not (A and B)
        "The album was reportedly written and produced by Max Martin.",  # a hedge
        "He stood and watched the fire.",  # no verbs of making: one act
        "Blue was composed and performed by the band.",  # no maker named
        "The cartoon Tom and Jerry was created by William Hanna and Joseph Barbera.",
        "The film was directed by Tuck Tucker.",
    ],
)
def test_a_negated_pair_or_an_unnamed_maker_stays_whole(claim: str) -> None:
    """Negation, a hedge, ordinary verbs or no named maker: no split."""
    assert role_parts(claim) == [claim]


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("In his previous physical conducted in 2018, Donald Trump had been diagnosed with a "
         "common form of heart disease and high cholesterol.",
         ["In his previous physical conducted in 2018, Donald Trump had been diagnosed with a "
          "common form of heart disease.",
          "In his previous physical conducted in 2018, Donald Trump had been diagnosed with high "
          "cholesterol."]),
        ("The suspect was charged with murder and armed robbery on Monday, March 4, 2019.",
         ["The suspect was charged with murder on Monday, March 4, 2019.",
          "The suspect was charged with armed robbery on Monday, March 4, 2019."]),
    ],
)  # fmt: skip
def test_two_findings_are_one_claim_each(claim: str, parts: list[str]) -> None:
    """Two diagnoses or two charges are two facts."""
    assert coordinated_findings(claim) == parts


@pytest.mark.parametrize(
    "claim",
    [
        "He was charged with Tom and Jerry.",  # two capitalised words: maybe one name
        "She was not diagnosed with diabetes and asthma.",
        "The company invested in research and development.",  # no verb of finding
    ],
)
def test_one_named_thing_or_a_negated_finding_stays_whole(claim: str) -> None:
    """A name with "and" inside, a negation or another verb: no split."""
    assert coordinated_findings(claim) == [claim]


def test_a_result_backed_by_two_results_keeps_its_main_result() -> None:
    """"A beat B behind C's win over D and E's victory over F" gives "A beat B." only."""
    claim = ("Australia beat Colombia behind Nick Kyrgios' 6-4, 6-4 win over Alejandro Gonzalez "
             "and Alex de Minaur's 6-4, 6-3 victory over Daniel Elahi Galan.")  # fmt: skip
    assert several_results(claim)
    assert multi_result(claim) == ["Australia beat Colombia."]
    whole = ("Spain's 2-1 win over Chile, thanks to Rafael Nadal's 6-3, 7-6 win over Jarry and "
             "Roberto Bautista Agut's 6-4, 6-3 victory over Garin, sent it through.")  # fmt: skip
    assert several_results(whole)
    assert multi_result(whole) == [whole]  # the main result holds a score: no cut
    one = "Australia beat Colombia behind Nick Kyrgios' 6-4, 6-4 win over Alejandro Gonzalez."
    assert not several_results(one)
    assert multi_result(one) == [one]


def test_claim_parts_splits_roles_after_a_definition() -> None:
    """A definition's tail with two roles gives a claim per role, the noun kept apart."""
    parts, _ = claim_parts("Olympia is a 1938 German documentary film written, directed and "
                           "produced by Leni Riefenstahl.")  # fmt: skip
    assert "Olympia was written by Leni Riefenstahl." in parts
    assert "Olympia was produced by Leni Riefenstahl." in parts
    assert not any(" and produced" in part for part in parts)


async def test_the_extractor_splits_roles_and_drops_several_results() -> None:
    """End to end: two roles part, two diagnoses part, a score-only backing is dropped."""
    text = ("Hard Sell is a 2016 American comedy-drama film. Hard Sell was written and directed "
            "by Sean Nalaboff in his directorial debut. Donald Trump had been diagnosed with a "
            "common form of heart disease and high cholesterol in 2018. Colombia's 2-1 loss, "
            "with Nick Kyrgios' 6-4, 6-4 win over Alejandro Gonzalez and Alex de Minaur's 6-4, "
            "6-3 victory over Daniel Galan, ended the tie.")  # fmt: skip
    extraction = RuleClaimExtractor().extraction(text, title="Hard Sell (film)")
    claims = [draft.claim for draft in extraction.drafts]
    assert "Hard Sell was written by Sean Nalaboff." in claims
    assert "Hard Sell was directed by Sean Nalaboff." in claims
    assert any(c.endswith("diagnosed with high cholesterol in 2018.") for c in claims)
    assert not any("6-4" in claim for claim in claims)
    assert dict(extraction.dropped).get("multi_result", 0) + dict(extraction.dropped).get(
        "compound", 0) >= 1


_TOKENS = ["X", "Ann", "was", "wrote", "directed", "produced", "written", "by", "and", ",",
           "in", "1990", "diagnosed", "with", "asthma", "not", "behind", "6-4", "win", "'s",
           "over", "beat", "."]  # fmt: skip


@given(st.lists(st.sampled_from(_TOKENS), max_size=18).map(" ".join))
def test_role_parts_only_repeat_the_claims_words(text: str) -> None:
    """Any text gives at least one part; every part's words are words of the text."""
    parts = role_parts(text)
    assert parts
    words = set(re.findall(r"[\w'-]+", text))
    for part in parts:
        assert set(re.findall(r"[\w'-]+", part)) <= words
