"""An evaluation before a noun and a mind read in the writer's voice are judgements."""

from __future__ import annotations

import pytest

from shared.claims.judgement import judgement_reason
from shared.claims.opinion import attributive_word
from shared.claims.rules import RuleClaimExtractor


@pytest.mark.parametrize(
    ("claim", "word"),
    [
        ("Joaquin Phoenix\u2019s terrifying performance as a loner in \u201cJoker\u201d has "
         "swept awards season.", "terrifying"),
        ("The band released its brilliant third album in 1999.", "brilliant"),
        ("Wangliang is the name of a malevolent spirit in Chinese mythology.", None),
        ("Jonathan Routh published a number of humorous books.", None),
        ('Everett Greenbaum co-created "Mister Peepers" an important early television show.',
         None),
        ("Thomas Conover was promoted to the rank of Commodore on July 16, 1862.", None),
        ("The storm caused the worst flooding in the state since 1927.", None),
        ('The film is titled "A Terrifying Night".', None),
        ("Miami's perfect season came in 1972.", None),
        ("Smith's worst season came in 2010.", None),
        ("Her greatest hit came in 1985.", None),
        ("Phoenix's perfect performance won him an Oscar.", "perfect"),
        ("The combat could all, at the game's worst moments, lead to frustration.", "worst"),
    ],
)  # fmt: skip
def test_an_evaluative_word_before_a_noun_is_found(claim: str, word: str | None) -> None:
    """A lexicon verdict between a possessive and a noun; a kind word, a word after 'a' (a
    kind), a record's superlative after 'the' or a possessive, 'perfect' before a season or
    a quoted title is no verdict."""
    # code review 16 S1: 'Miami's perfect season', 'Smith's worst season' were verdicts.
    assert attributive_word(claim) == word


@pytest.mark.parametrize(
    ("claim", "reason"),
    [
        ("Adam Schiff knows that voters have an upcoming rendezvous with the reports of "
         "Michael Horowitz and John Durham.", "opinion"),
        ("The senator fears that the bill will fail in the House.", "opinion"),
        ("Smith said he knows that the deal is off.", None),
        ("The WHO fears that the virus could spread to Europe.", None),
        ("The company hopes that the deal will close in 2020.", None),
        ("Adam Schiff also hopes that voters will punish Trump.", "opinion"),
        ("The company wants to expand into Asia by 2025.", None),
        ("Joaquin Phoenix\u2019s terrifying performance in \u201cJoker\u201d has swept awards "
         "season.", "opinion"),
        ("Critic Jane Doe wrote that Phoenix's terrifying performance swept the season.", None),
    ],
)  # fmt: skip
def test_a_mind_read_or_a_verdict_is_a_judgement(claim: str, reason: str | None) -> None:
    """'X knows that ...' unreported is the writer's reading of a mind; a reporting verb
    makes it the speaker's; 'wants to' is a stated aim, not a mind read; an organisation's
    hope or fear is its stated stance."""
    # code review 16 S2: 'The WHO fears that', 'The company hopes that' were mind reads.
    assert judgement_reason(claim) == reason


def test_a_persons_worst_season_is_kept_end_to_end() -> None:
    """End to end (code review 16, S1): a golfer's worst season is a record, not an opinion."""
    text = "Tiger Woods's worst season came in 2017, when he made no cuts."
    extraction = RuleClaimExtractor(cache_size=0).extraction(text, title="Tiger Woods")
    assert "opinion" not in dict(extraction.dropped), extraction
    assert any("worst season came in 2017" in draft.claim for draft in extraction.drafts)


def test_a_companys_hope_is_kept_end_to_end() -> None:
    """End to end (code review 16, S2): a company's stated hope is no mind read."""
    text = "Boeing hopes that the 737 MAX will return to service in 2020."
    extraction = RuleClaimExtractor(cache_size=0).extraction(text, title="Boeing 737 MAX",
                                                             published="2019-11-18")
    assert "opinion" not in dict(extraction.dropped), extraction
    assert any("737 MAX will return" in draft.claim for draft in extraction.drafts), extraction
