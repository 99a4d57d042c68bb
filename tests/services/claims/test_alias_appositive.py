"""A name's alias in a definition's predicate (", better known as X,") is that name's
appositive, never a predicate split off to the sentence's subject (issue 15)."""

from __future__ import annotations

import pytest

from shared.claims.atomic import atomic_facts
from shared.claims.rules import RuleClaimExtractor

EDWARD = ("Edward is an EP from London singer-songwriter Emma-Lee Moss, better known as Emmy "
          "the Great, released on August 10, 2009 on UK indie label Close Harbour Records.")


def test_a_names_alias_is_cut_not_split_off_to_the_subject() -> None:
    """', better known as X,' after a name in the predicate is that name's alias: the EP is
    not known as Emmy the Great, and no claim ends on 'better.'."""
    drafts = RuleClaimExtractor(cache_size=0).extraction(EDWARD, title="Edward (EP)").drafts
    claims = [d.claim for d in drafts]
    assert claims == [
        "Edward is an EP from London singer-songwriter Emma-Lee Moss.",
        # "(EP)" disambiguates the bare title: the kind is written (work_titles)
        "The EP Edward was released on August 10, 2009 on UK indie label Close Harbour "
        "Records.",
    ]


@pytest.mark.parametrize(
    "cue",
    ["also known as", "formerly known as", "commonly known as", "professionally known as",
     "popularly known as", "simply known as", "known professionally as", "a.k.a.", "née"],
)
def test_every_alias_cue_after_a_name_stays_with_the_name(cue: str) -> None:
    """Each alias cue after a name inside a definition is cut with its alias, never made a
    predicate of the sentence's subject."""
    claim = (f"Harbour Lights is a 2004 album by Scottish singer Jean Reid, {cue} Jeannie "
             "Blue, released on Moon Records.")
    facts = atomic_facts(claim)
    assert "Harbour Lights is a 2004 album by Scottish singer Jean Reid." in facts
    assert all("Jeannie Blue" not in f and not f.endswith((", better.", ", also.")) for f in facts)


def test_an_alias_of_the_predicate_noun_still_names_the_subject() -> None:
    """'X is a 1987 film, better known as Y': the film is X, so the alias is X's, whole."""
    facts = atomic_facts("Lionheart is a 1987 film, better known as Lionheart: The Crusade.")
    assert facts == ["Lionheart is a 1987 film.",
                     "Lionheart is better known as Lionheart: The Crusade."]


def test_a_subjects_fame_after_a_place_stays_the_subjects() -> None:
    """'best known as the lead singer of ...' after a place is what the subject is known as:
    no alias cue of a name, so the claim keeps it for the subject."""
    facts = atomic_facts("Ann Vale is an American musician from Ohio, best known as the lead "
                         "singer of the band Iron Lake.")
    assert "Ann Vale is best known as the lead singer of the band Iron Lake." in facts
