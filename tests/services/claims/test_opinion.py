"""Evaluations carried by a claim's predicate are found with the Pattern subjectivity lexicon."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.judgement import judgement_reason
from shared.claims.opinion import FACTUAL, POLARITY, SUBJECTIVITY, opinion_word, word_score


def test_the_lexicon_of_textblob_is_read() -> None:
    """The shipped lexicon scores a verdict word subjective and a factual word not."""
    assert word_score("complicated") == (1.0, 0.5)
    assert word_score("first")[0] < SUBJECTIVITY
    assert word_score("notaword") == (0.0, 0.0)


@pytest.mark.parametrize(
    "claim",
    [
        "The sale is a complicated beast.",
        "Peter Prevc is one of the most successful contemporary athletes from Slovenia.",
        "The devices are kind of like itty bitty PSoCs.",
        "Aircraft carriers are expensive to build.",
        "Using VALUES is much nicer (as of September 21, 2020).",
        "Heat is his most accomplished film yet.",
    ],
)
def test_an_evaluation_in_the_predicate_drops_as_opinion(claim: str) -> None:
    """A lexicon-subjective word completing the copula makes the claim an opinion."""
    assert judgement_reason(claim) == "opinion"


@pytest.mark.parametrize(
    "claim",
    [
        "He was the first American professional player.",
        "SpiderMonkey is the original JavaScript engine developed by Brendan Eich.",
        "Wangliang is the name of a malevolent spirit in Chinese mythology.",
        "Mark King is most famous for being the lead singer of Level 42.",
        "Happy Bhag Jayegi is a 2016 Indian film.",
        "Boxing in Armenia is a popular sport.",
        "Smith said the sale is a complicated beast.",
        "Kingma says the sale is a complicated beast.",
        'The film was titled "is a wonderful life".',
        "The Spencer tornado was the most destructive tornado in South Dakota history.",
        "Gas is cheaper than oil.",
        "The song was a number one hit for three weeks.",
        "Heat is an accomplished film.",
    ],
)
def test_facts_names_and_attributed_evaluations_stay(claim: str) -> None:
    """Factual senses, names, a word deeper in the predicate, quotes and named sources stay."""
    assert judgement_reason(claim) is None


def test_the_speaker_with_has_is_a_named_source() -> None:
    """'Obama has admitted that ...' attributes the verdict that follows."""
    assert judgement_reason("Obama has admitted that the loss is the greatest frustration.") is None


_WORDS = st.sampled_from(["complicated", "successful", "first", "original", "name", "red", "the"])


@given(subject=st.sampled_from(["The sale", "Peter", "It"]), word=_WORDS, noun=_WORDS)
def test_opinion_word_is_a_scored_complement(subject: str, word: str, noun: str) -> None:
    """A returned word is always lexicon-subjective, polar, not factual, and in the claim."""
    claim = f"{subject} is a {word} {noun}."
    found = opinion_word(claim)
    if found is not None:
        subjectivity, polarity = word_score(found)
        assert subjectivity >= SUBJECTIVITY and polarity >= POLARITY
        assert found.lower() not in FACTUAL and found in claim
    assert (found == word) == (word in {"complicated", "successful"})


@given(st.text(max_size=200))
def test_opinion_word_takes_any_text(text: str) -> None:
    """Any text is read without error and a found word occurs in it."""
    found = opinion_word(text)
    assert found is None or found in text
