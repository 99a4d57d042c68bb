"""Two roles or findings on one object part; a result backed by several results is cut."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.frames import predicate_nouns
from shared.claims.parts import claim_parts
from shared.claims.roles import (
    after_result,
    coordinated_awards,
    coordinated_findings,
    coordinated_roles,
    dated_acts,
    dated_periods,
    listed_titles,
    multi_result,
    role_parts,
    several_results,
)
from shared.claims.rules import RuleClaimExtractor
from shared.claims.wellformed import written_reason


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
        ("Jane Doe was born and raised in Chicago and educated at Yale.",
         ["Jane Doe was born in Chicago.", "Jane Doe was raised in Chicago."]),
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
        # two places for two settings (review 15 S2): which place for which is unsaid
        "Jane Doe was born and raised in Chicago and Boston.",
        "Jane Doe lived and worked in Paris, Lyon and Nice.",
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
        ("He was convicted of attempted murder and aggravated assault.",
         ["He was convicted of attempted murder.", "He was convicted of aggravated assault."]),
        # each finding dated by its own phrase: the second date is no date of the first
        ("Jane Doe was diagnosed with cancer in 2005 and diabetes in 2010.",
         ["Jane Doe was diagnosed with cancer in 2005.",
          "Jane Doe was diagnosed with diabetes in 2010."]),
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


@pytest.mark.parametrize(
    "claim",
    [
        "Jane Doe was found guilty of murder and sentenced to death.",
        "Jane Doe was diagnosed with cancer and died in 2010.",
        "Jane Doe suffered from asthma and retired in 1990.",
        "Jane Doe was acquitted of murder and freed in 1995.",
        "He was charged with fraud and later released on bail.",
        "She was treated for pneumonia and spent two weeks in hospital.",
        "He was convicted of treason and hanged like a common thief in 1650.",
        "He was charged with kidnapping and beating a local reporter.",  # one shared object
    ],
)
def test_a_second_predicate_after_and_is_no_second_finding(claim: str) -> None:
    """A verb phrase after "and" (review 15 M1) is no finding: no garbled, misdated parts."""
    assert coordinated_findings(claim) == [claim]


def test_the_extractor_keeps_no_finding_of_a_verb() -> None:
    """End to end: no claim reads "diagnosed with died" or dates the diagnosis by the death."""
    text = ("Jane Doe was a teacher. Jane Doe was diagnosed with cancer and died in 2010. "
            "Jane Doe was found guilty of murder and sentenced to death.")
    claims = [d.claim for d in RuleClaimExtractor().extraction(text, title="Jane Doe").drafts]
    assert not any(re.search(r"(?:with|of) (?:died|sentenced)\b", c) for c in claims), claims
    assert "Jane Doe was diagnosed with cancer in 2010." not in claims


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


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("The Brooklyn Dodgers played in the National Football League from 1930 to 1943, and in "
         "1944 as the Brooklyn Tigers.",
         ["The Brooklyn Dodgers played in the National Football League from 1930 to 1943.",
          "The Brooklyn Dodgers played in the National Football League in 1944 as the Brooklyn "
          "Tigers."]),
        ("He served as mayor from 1990 to 1994 and from 1998 to 2002.",
         ["He served as mayor from 1990 to 1994.", "He served as mayor from 1998 to 2002."]),
    ],
)  # fmt: skip
def test_one_verb_with_two_periods_is_one_claim_per_period(claim: str, parts: list[str]) -> None:
    """Two periods of one verb are two facts, each told with the verb."""
    assert dated_periods(claim) == parts


@pytest.mark.parametrize(
    "claim",
    [
        "Between 1953 and 1962 the Midnighters had almost two dozen hits.",  # one period
        "He won gold medals in 2008 and 2012.",  # a list of years: no second phrase
        "The school was founded in 1850, and in 1900 it moved to Boston.",  # a clause of its own
        "He did not play from 1990 to 1994 and from 1998 to 2002.",  # negated
    ],
)
def test_one_period_a_year_list_or_a_clause_is_no_period_pair(claim: str) -> None:
    """One period, a gapped list of years or a second clause: left to the other splitters."""
    assert dated_periods(claim) == [claim]


def test_two_dated_acts_are_one_claim_each() -> None:
    """'first elected in 1993 and re-elected in 1998' gives the definition and each act."""
    assert dated_acts("Ezer Weizman was the seventh President of Israel, first elected in 1993 "
                      "and re-elected in 1998.") == [
        "Ezer Weizman was the seventh President of Israel.",
        "Ezer Weizman was first elected in 1993.",
        "Ezer Weizman was re-elected in 1998.",
    ]
    assert dated_acts("Ezer Weizman was elected in 1993 and re-elected in 1998.") == [
        "Ezer Weizman was elected in 1993.", "Ezer Weizman was re-elected in 1998."]
    one = "Ezer Weizman was elected in 1993."
    assert dated_acts(one) == [one]


def test_a_result_after_an_earlier_result_keeps_the_main_result() -> None:
    """'won gold ... after finishing third at ...': the earlier result is left out."""
    assert after_result("At the 2012 Summer Olympics, Sanya Richards-Ross won gold in the 400 "
                        "metres after finishing third at the 2008 Summer Olympics.") == [
        "At the 2012 Summer Olympics, Sanya Richards-Ross won gold in the 400 metres."]  # fmt: skip
    cause = "He retired after losing the election."  # no result before "after"
    assert after_result(cause) == [cause]


def test_two_awards_are_one_claim_each() -> None:
    """'received the awards for A and B' gives one claim per award, the occasion kept."""
    assert coordinated_awards("At the 51st Grammy Awards in 2009, Adele received the awards for "
                              "Best New Artist and Best Female Pop Vocal Performance.") == [
        "At the 51st Grammy Awards in 2009, Adele received the award for Best New Artist.",
        "At the 51st Grammy Awards in 2009, Adele received the award for Best Female Pop Vocal "
        "Performance."]  # fmt: skip
    one = "Adele received the award for Best New Artist."
    assert coordinated_awards(one) == [one]


def test_two_predicate_nouns_after_a_perfect_copula_part() -> None:
    """'had been a lecturer, and a banker' is two predicate nouns of one copula."""
    assert predicate_nouns("Jehangir Khan Tareen had been a lecturer, and a banker.") == [
        "Jehangir Khan Tareen had been a lecturer.", "Jehangir Khan Tareen had been a banker."]


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ('Kanika Tiwari has acted as female lead in Telugu film "Boy Meets Girl (2014)", Kannada '
         'film "Rangan Style (2014)", and Tamil film "Aavi Kumar (2015)".',
         ['Kanika Tiwari has acted as female lead in Telugu film "Boy Meets Girl (2014)".',
          'Kanika Tiwari has acted as female lead in Kannada film "Rangan Style (2014)".',
          'Kanika Tiwari has acted as female lead in Tamil film "Aavi Kumar (2015)".']),
        ('Raye Birk appeared in the "X-Files" and "Babylon 5".',
         ['Raye Birk appeared in the "X-Files".', 'Raye Birk appeared in "Babylon 5".']),
    ],
)  # fmt: skip
def test_a_role_in_listed_works_is_one_claim_per_work(claim: str, parts: list[str]) -> None:
    """A role in each of two or three quoted works: one claim per work."""
    assert listed_titles(claim) == parts


@pytest.mark.parametrize(
    "claim",
    [
        'Alexander Radvilovich is known for his symphonies of two of his own poems called '
        '"Legend About Violinist" and "Pushkin".',  # counted and named as one set
        'She starred in "A" and "B" together.',  # a trailing word: the pair may act as one
        'He did not appear in "A" and "B".',
        'Raye Birk had roles in the "X-Files" and "Babylon 5".',  # "a role": not the span's word
    ],
)
def test_a_counted_set_of_works_stays_whole(claim: str) -> None:
    """Works counted or named as one set, a tail after them or a negation: no split."""
    assert listed_titles(claim) == [claim]


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
    assert "The film Hard Sell was written by Sean Nalaboff." in claims  # (film): work_titles
    assert "The film Hard Sell was directed by Sean Nalaboff." in claims
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


def test_along_with_is_cut_whole_after_two_roles() -> None:
    """'J Balvin wrote and produced the song along with Andrew Frampton, ...' gave 'J Balvin
    produced Cola Song along.' (the reviewer's cut rewrite): 'along with' goes whole; a
    passive maker with 'together with' likewise; 'along' cut alone is unterminated."""
    parts = role_parts("J Balvin wrote and produced the song along with Andrew Frampton, "
                       "Breyan Isaac and Andreas Schuller.")
    assert parts == ["J Balvin wrote the song.", "J Balvin produced the song."], parts
    parts = role_parts("The film was written and directed by Ann Lee together with Bo Diaz.")
    assert parts == ["The film was written by Ann Lee.", "The film was directed by Ann Lee."], (
        parts)
    assert written_reason("J Balvin produced Cola Song along.") == "unterminated"
    assert written_reason("The river runs along the border.") is None
