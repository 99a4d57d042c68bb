"""An episode named whole (issue 15, claims, review 12 #14): 'It aired on March 8, 2007' on
the page of a 30 Rock episode is 'The 30 Rock episode "The Fighting Irish" aired ...', not
the bare title that reads as Notre Dame's teams; the claim verifies and its fact reads."""

from __future__ import annotations

from shared.claims.rules import RuleClaimExtractor
from shared.claims.verify import verify_drafts
from shared.facts.extract import claim_parts
from shared.text.span_align import DocumentAligner

FIGHTING_IRISH = (
    '"The Fighting Irish" is the seventeenth episode of NBC\'s first season of "30 Rock".  It '
    "was written by one of the season's co-executive producers, Jack Burditt and it was "
    "directed by Dennie Gordon.  It aired on March 8, 2007 in the United States."
)
"""HotpotQA paragraph 'The Fighting Irish' (tuning set judge12, hotpot_F)."""
DAYS = (
    '"Days of Future Future" is the eighteenth episode of the twenty-fifth season of the '
    'American animated television series "The Simpsons". It first aired on the Fox network '
    "in the United States on April 13, 2014."
)
"""A Simpsons episode's paragraph (tuning set judge12, hotpot_F): a series named with
'The'."""


def _verified(text: str, title: str) -> list[str]:
    drafts = RuleClaimExtractor(cache_size=0).extraction(text, title=title).drafts
    verified = verify_drafts(drafts, DocumentAligner(text), doc_id=1, threshold=90.0,
                             extractor="rules", title=title, published=None)  # fmt: skip
    return [claim.text for claim in verified.claims]


def test_an_episode_is_named_with_its_series() -> None:
    """'It aired ...' is written of the series' episode, quoted, and passes verification."""
    claims = _verified(FIGHTING_IRISH, "The Fighting Irish")
    assert ('The 30 Rock episode "The Fighting Irish" aired on March 8, 2007 in the United '
            "States.") in claims, claims
    assert not any(c.startswith("The Fighting Irish aired") for c in claims), claims


def test_a_series_named_with_the_gets_no_second_article() -> None:
    """'The Simpsons episode "Days of Future Future"', never 'The The Simpsons'."""
    claims = _verified(DAYS, "Days of Future Future")
    assert any(c.startswith('The Simpsons episode "Days of Future Future" first aired')
               for c in claims), claims  # fmt: skip
    assert not any("The The" in c for c in claims), claims


def test_the_episode_claim_still_gives_its_fact() -> None:
    """The fact reader takes the episode's title as the subject of the written-whole claim."""
    (part,) = claim_parts('The 30 Rock episode "The Fighting Irish" aired on March 8, 2007 in '
                          "the United States.", "The Fighting Irish")  # fmt: skip
    assert part[0] == "The Fighting Irish" and part[2] == "aired"
    assert part[3].value == "2007-03-08"  # type: ignore[union-attr]


def test_a_page_that_is_no_episode_keeps_its_bare_name() -> None:
    """A film's page ('It was released in 1938') is not written as an episode."""
    text = "Olympia is a 1938 German documentary film. It was released in 1938 in Berlin."
    assert not any("episode" in c for c in _verified(text, "Olympia"))
