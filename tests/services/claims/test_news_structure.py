"""News idiom a strict reader fails as not atomic or not the page's fact: two market moves
in one sentence, an inverted 'So X is Y that' sentence, an argument framed as a measure.
Sentences are from open data (postlight/parser fixtures: Bloomberg's markets wrap, ...)."""

from __future__ import annotations

import pytest

from shared.claims.compound import _two_moves, compound
from shared.claims.factual import nonfactual_reason
from shared.claims.judgement import judgement_reason
from shared.claims.rules import RuleClaimExtractor


def _claims(text: str, title: str, published: str | None = None) -> list[str]:
    extraction = RuleClaimExtractor().extraction(text, title=title, published=published)
    return [draft.claim for draft in extraction.drafts]


@pytest.mark.parametrize(
    "claim",
    [
        "Treasuries slipped and crude fell toward $50 a barrel in New York (reported "
        "December 6, 2016).",  # Bloomberg: two assets, two moves
        "Stocks rose and the dollar weakened against the yen.",  # the same form, made up
    ],
)
def test_two_market_moves_are_a_compound(claim: str) -> None:
    """'X slipped and Y fell': two subjects each with its move, no comma, is two facts."""
    assert compound(claim)


@pytest.mark.parametrize(
    "claim",
    [
        "The Markit iTraxx Europe Index of credit-default swaps on investment-grade companies "
        "dropped one basis point to 74 basis points, the lowest since Nov. 9, 2016.",
        "Credit Suisse Group AG gained 6.4 percent.",
        "Shares rose 3 percent and then fell.",  # one thing moving twice: not this rule's
    ],
)
def test_one_move_is_not_a_compound(claim: str) -> None:
    """One subject's move (with its measure, or told twice with 'then') is not two moves."""
    assert not compound(claim)


@pytest.mark.parametrize(
    "claim",
    [
        "Gibbon wrote about the rise and the fall of the Roman Empire.",  # nouns
        "The law firms and the banks that lost money sued in 2009.",  # 'firms' a noun
        "He added a chapter and the publisher added an index in 1990.",  # 'added' an object
    ],
)
def test_move_words_that_are_no_market_moves_are_not_two_moves(claim: str) -> None:
    """A move word as a noun (``the rise``, ``law firms``) or a verb with an object (``added
    a chapter``) is no market move: the two-moves rule does not take the sentence."""
    assert not _two_moves(claim)


def test_a_noun_subject_with_a_move_word_is_no_compound() -> None:
    """'The law firms and the banks ... sued': one predicate, kept (was dropped as two moves)."""
    assert not compound("The law firms and the banks that lost money sued in 2009.")
    assert _two_moves("Oil prices rose 2 percent and gold dropped sharply.")  # control


def test_an_abbreviated_name_is_not_completed_from_the_headline() -> None:
    """'The S&P 500 Index' under 'U.S. Stocks Rise ...' keeps its name: the headline's 'U.S.'
    is no first part of it (it was written 'The U S&P 500 Index')."""
    claims = _claims(
        "The S&P 500 Index closed at a record on December 6, 2016.",
        "U.S. Stocks Rise to Records, Bonds Gain on ECB Stimulus Optimism", "2016-12-06")
    assert claims == ["The S&P 500 Index closed at a record on December 6, 2016."]


@pytest.mark.parametrize(
    "sentence",
    [
        "So great was the demand for tickets that the club added a second game in 2015.",
        "So popular was the show that NBC renewed it for a second season in 1998.",
        "And so important to the network is its anchor that the owner approved her contract.",
    ],  # the form of a reviewer-failed nymag sentence; made-up words
)
def test_a_fronted_so_that_degree_clause_is_no_claim(sentence: str) -> None:
    """'So ADJ is X that Y': a judgement bundled with its fact, inverted, is dropped as
    ``inverted`` (cutting 'So' left 'Important to Fox is Megyn Kelly that ...')."""
    assert nonfactual_reason(sentence) == "inverted"


@pytest.mark.parametrize(
    "sentence",
    [
        "So far, Y2Q has failed to generate quite that level of interest.",  # j9 newyorker
        "So it was a bit jarring last week to see Trump admit he could be taught at least one "
        "thing from at least one general.",  # j9 huffingtonpost: subject first, no inversion
        "So the company has said that it would appeal the ruling in 2017.",
    ],
)
def test_so_before_a_subject_is_not_an_inversion(sentence: str) -> None:
    """'So far,' and 'So <subject> <verb> that' are no inverted degree clause."""
    assert nonfactual_reason(sentence) != "inverted"


def test_the_inverted_sentence_gives_no_broken_claim() -> None:
    """No 'Important to ... is ... that' claim comes out of a fronted degree clause."""
    claims = _claims(
        "Megyn Kelly joined Fox News in 2004. So important to Fox is Megyn Kelly that Rupert "
        "Murdoch personally approved her $6 million book advance in 2016.",
        "How Fox News Women Took Down Roger Ailes", "2016-09-02")
    assert claims == ["Megyn Kelly joined Fox News in 2004."]


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("By every relevant metric, Donald Trump's totals were some of the narrowest in "
         "American history (reported December 20, 2016).", "opinion"),  # j10 msnbc
        ("By any measure, the deal was a success.", "opinion"),
        ("By most estimates, the war killed 500,000 people.", "hedged"),
        ("Lynn Kessler is dedicated public servant.", "opinion"),  # HotpotQA D, Lynn Kessler
        ("John Smith is a tireless advocate for children.", "opinion"),
    ],
)
def test_an_argument_or_a_tribute_is_no_fact(claim: str, reason: str) -> None:
    """A fact framed by its yardstick ('By every relevant metric') is the writer's case; a
    person praised for a virtue is a tribute; 'By most estimates' says not whose."""
    assert judgement_reason(claim) == reason


@pytest.mark.parametrize(
    "claim",
    [
        "The Lullaby was dedicated to Johannes Brahms' friend, Bertha Faber, on the occasion "
        "of the birth of her second son.",  # HotpotQA D: the verb, not a virtue
        "By 2010, the company had 500 employees.",
        "In all, MLB is a $10 billion industry (as of December 19, 2016).",  # j10 cbssports
        "Lynn Kessler is a Democratic politician.",
    ],
)
def test_a_dedication_a_date_or_a_sum_is_no_judgement(claim: str) -> None:
    """'was dedicated to', 'By 2010', 'In all' are no yardstick and no tribute."""
    assert judgement_reason(claim) is None
