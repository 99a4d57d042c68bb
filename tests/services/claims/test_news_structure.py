"""News idiom a strict reader fails as not atomic or not the page's fact: two market moves
in one sentence, an inverted 'So X is Y that' sentence, an argument framed as a measure.
Sentences are from open data (postlight/parser fixtures: Bloomberg's markets wrap, ...)."""

from __future__ import annotations

import pytest

from shared.claims.compound import compound
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


def test_an_abbreviated_name_is_not_completed_from_the_headline() -> None:
    """'The S&P 500 Index' under 'U.S. Stocks Rise ...' keeps its name: the headline's 'U.S.'
    is no first part of it (it was written 'The U S&P 500 Index')."""
    claims = _claims(
        "The S&P 500 Index closed at a record on December 6, 2016.",
        "U.S. Stocks Rise to Records, Bonds Gain on ECB Stimulus Optimism", "2016-12-06")
    assert claims == ["The S&P 500 Index closed at a record on December 6, 2016."]
