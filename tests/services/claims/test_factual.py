"""Which sentences can be claims: declarative statements of fact only."""

from __future__ import annotations

import pytest

from shared.claims.factual import nonfactual_reason


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("If a deal is reached, the company will get paid.", "conditional"),
        ("What did the company announce on Tuesday?", "question"),
        ("Click here to read the full report on the merger.", "imperative"),
        ("I handed my glasses to an optometrist Apple had on-site.", "first_person"),
        ("The stock could reach $500 by the end of the year.", "hedged"),
        ("The Xbox One X is clearly the fastest console ever made.", "opinion"),
        ("The 2018 15-inch i9 MacBook Pro was a very hot machine.", "opinion"),
        ("He was the very first person to climb the peak in 1953.", None),
        ("Yersinia pestis is believed to have originated in China.", "hedged"),
        ("Maha Sona is a yaka in Sinhalese folklore, who is said to haunt afterlife.", None),
        ("Unsurprisingly, the LC 500 Convertible looks largely similar to the concept.",
         "opinion"),
        ("If you look at the number, it's in the tens of thousands,\" Mr Obama said.",
         "quotation"),
        ("There were no discernible pixels anywhere on the screen.", "existential"),
        ("Technically Literate: Original works of short fiction on tech.", "fragment"),
        ("Mozilla was founded in 1998 by members of Netscape.", None),
        ('"Amber" is the third single from the band 311\'s 2001 album.', None),
        ("He fought in World War I before he joined the navy in 1920.", None),
        ("44 tornadoes were counted including 14 in Ontario, Canada.", None),
    ],
)  # fmt: skip
def test_reasons(sentence: str, reason: str | None) -> None:
    """Each kind of non-factual sentence is named; factual ones pass."""
    # Factual: titles in quotes, numerals like "World War I", a sentence opening with a number.
    assert nonfactual_reason(sentence) == reason


def test_changelog_lines_and_leaning_openers_are_not_claims() -> None:
    """A subjectless changelog line is a fragment; an "Other"/"Because" opener leans back."""
    # "Introduced a new preference ..." has no subject.
    line = "Introduced a new advanced preference to keep the results panel open."
    assert nonfactual_reason(line) == "fragment"
    assert nonfactual_reason("Other exports in 2017 were meat and wood products.") == "dependent"
    assert nonfactual_reason("Because nothing is that snobbish that it burns.") == "dependent"
    assert nonfactual_reason("Because of the war, the games were cancelled in 1940.") is None


def test_that_season_and_a_closing_either_lean_on_the_sentence_before() -> None:
    """"The Skyhawks did not complete that season either" needs the season named before."""
    assert nonfactual_reason("The Skyhawks did not complete that season either.") == "dependent"
    assert nonfactual_reason("The Skyhawks did not complete the 1992 season.") is None


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("A Whole Foods spokeswoman declined to comment on pricing.", "no_comment"),
        ("The company did not respond to requests for comment on Monday.", "no_comment"),
        ("With further online searches, however, Rothman found a wedding announcement.",
         "dependent"),
        ("Firefox is also exploring even more privacy-preserving techniques.", "dependent"),
        ("The senator declined the nomination for the court in 2010.", None),
        ("Apple refused to unlock the phone of the gunman in 2016.", None),
    ],
)  # fmt: skip
def test_no_comment_and_comparisons_with_the_text_before(sentence: str, reason: str | None) -> None:
    """"declined to comment" states nothing and comparisons lean on the text before."""
    # ``even more``, ``With further ...`` lean on the sentence before; declining or refusing
    # something else is a fact.
    assert nonfactual_reason(sentence) == reason


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Verizon\u2019s Yahoo will then be run under the same umbrella as AOL.", "dependent"),
        ("De Miranda points out that businesses weren\u2019t alone in embracing neon signs.",
         "dependent"),
        ("The company was then sold to IBM in 1995 for $2 billion.", None),
    ],
)  # fmt: skip
def test_then_and_not_alone_lean_on_the_text_before(sentence: str, reason: str | None) -> None:
    """"then" and "not alone" lean on the sentence before, but a dated "then" is a sequence."""
    # ``will then be run`` (after what?), ``weren't alone in`` (besides whom?).
    assert nonfactual_reason(sentence) == reason


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Uber and its supporters don't seem to understand why rules exist.", "opinion"),
        ("The plan is apparently to let the market decide.", "opinion"),
        ("Whole Foods could also press suppliers to reduce their prices.", "hedged"),
        ("The company could even cut 500 jobs.", "hedged"),
        ("Whole Foods pressed suppliers to cut prices in 2017.", None),
    ],
)
def test_seeming_and_a_could_after_also_are_not_facts(sentence: str, reason: str | None) -> None:
    """The writer's reading and a possibility are not facts; a past action is."""
    # 'don't seem to', 'apparently', 'could also press' are not; a past 'pressed' is.
    assert nonfactual_reason(sentence) == reason


def test_a_restatement_of_the_sentence_before_is_dependent() -> None:
    """'In other words, ...' and 'In short, ...' restate what the sentence before names."""
    restated = "In other words, Apple replaced a flawed design from 2015 with one from 2015."
    assert nonfactual_reason(restated) == "dependent"
    assert nonfactual_reason("In short, the company lost money in 2019.") == "dependent"
    assert nonfactual_reason("Apple replaced the keyboard of the MacBook Pro in 2019.") is None


def test_a_command_in_capitals_is_imperative() -> None:
    """'ATTEND a two-day symposium ...' in a listing is a command; 'NASA launched ...' and a
    dateline in capitals ('CLEVELAND a city ...') are not."""
    listing = "ATTEND a two-day symposium with Olympic dressage rider Steffen Peters, Oct. 28."
    assert nonfactual_reason(listing) == "imperative"
    assert nonfactual_reason("NASA launched the probe to Jupiter in 2019.") is None
    assert nonfactual_reason("CLEVELAND a city in Ohio hosted the event in 2019.") is None


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Russia beat Croatia in the Davis Cup final on Monday.", None),
        ("Carlineo faces a maximum of 10 years in prison.", None),
        ("The Lakers plan to re-evaluate him within the next 24 hours.", None),
        ("GateHouse hasn\u2019t been known for such investment in 2019.", None),
        ("The governor's office didn't respond to the request in 2019.", None),
        ("It\u2019s the latest wave of severe air pollution in Delhi.", None),
        ("Welcome to the new 16-inch MacBook Pro.", "no_verb"),
        ("Copyright 2019 Hawaii News Now.", "no_verb"),
        ("The slimmer bezels of the new MacBook Pro.", "no_verb"),
    ],
)  # fmt: skip
def test_a_verb_the_closed_lists_miss_is_a_verb(sentence: str, reason: str | None) -> None:
    """A verb lemminflect knows ('beat', 'faces', 'plan') and a contraction with either
    apostrophe ('hasn\u2019t', 'didn't', 'It\u2019s') make a sentence; nouns after an article or
    an adjective ('the new inch', 'the slimmer bezels') do not."""
    assert nonfactual_reason(sentence) == reason


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("In 2019, the company rebranded itself The We Company.", None),
        ("The new church of Our Lady of Lourdes was built in 1890.", None),
        ("In 2019, we moved the office to Paris.", "first_person"),
        ("The firm wrote in 2019: We moved the office to Paris.", "first_person"),
        ("The group moved to Paris in 2019, and We Company staff followed.", None),
        ("In 2019, We moved the office to Paris.", "first_person"),
    ],
)  # fmt: skip
def test_a_first_person_word_inside_a_name_is_no_first_person(
    sentence: str, reason: str | None
) -> None:
    """A capitalised 'We'/'Our' before another capital inside a sentence is part of a name
    ('The We Company'); after a colon, at the start or before a lower-case verb it is the
    writer's first person."""
    assert nonfactual_reason(sentence) == reason
