"""A headline's person named in the text before a preposition is the whole name: his
pronouns resolve to him; a name that goes on with a noun is still part of a longer one."""

from __future__ import annotations

from shared.claims.names import part_of_a_name
from shared.claims.rules import RuleClaimExtractor

_STORY = (
    "Sweden has dropped its investigation into a rape allegation against WikiLeaks "
    "co-founder Julian Assange after a review of the evidence.\n\n"
    "Julian Assange is battling extradition to the United States. He had been facing the "
    "rape charge in Sweden since 2010.\n\n"
)


def test_a_name_before_a_preposition_has_ended() -> None:
    """'Julian Assange after a review' ends the name; 'United States presidential' goes on."""
    assert not part_of_a_name("Julian Assange", _STORY)
    assert part_of_a_name("United States", "The United States presidential election of 1964 "
                          "was held on November 3, 1964.")  # fmt: skip


def test_the_headline_person_takes_his_pronoun() -> None:
    """'He had been facing ...' after a sentence about Assange is written with his name."""
    claims = [d.claim for d in RuleClaimExtractor().extraction(
        _STORY, title="Sweden Drops Rape Investigation Against Julian Assange").drafts]
    assert "Julian Assange had been facing the rape charge in Sweden since 2010." in claims
