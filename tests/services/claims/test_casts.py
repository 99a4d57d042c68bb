"""Cast lists, aliases, dated clauses and coordinated predicates cut into one claim per fact."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.claims.asides import split_asides
from shared.claims.atomic import atomic_facts
from shared.claims.casts import cast_claims
from shared.claims.compound import compound
from shared.claims.entailment import rewrite_problem
from shared.claims.parts import claim_parts
from shared.claims.splitting import split_coordinated


@pytest.mark.parametrize(
    ("claim", "facts"),
    [
        ("Night Train stars Anna Berg, Tomas de Vries, and Richard K. Olson.",
         ["Night Train stars Anna Berg.", "Night Train stars Tomas de Vries.",
          "Night Train stars Richard K. Olson."]),
        ("Dark Harbour was directed by Lena Holt and starring Max Weber and Ida Lund.",
         ["Dark Harbour was directed by Lena Holt.", "Dark Harbour starred Max Weber.",
          "Dark Harbour starred Ida Lund."]),
        ("Red Sky (German: \"Roter Himmel\") is a 1961 film directed by Otto Kern, and starring "
         "Eva Brandt, Karl Moser and Hans Vogel.",
         ["Red Sky (German: \"Roter Himmel\") is a 1961 film directed by Otto Kern.",
          "Red Sky starred Eva Brandt.", "Red Sky starred Karl Moser.",
          "Red Sky starred Hans Vogel."]),
    ],
)  # fmt: skip
def test_a_cast_list_gives_one_claim_per_person(claim: str, facts: list[str]) -> None:
    """Each named cast member becomes a claim of the work, the clause before it its own."""
    assert cast_claims(claim) == facts


@pytest.mark.parametrize(
    "claim",
    [
        "Jacob Moss appeared in a film starring Tom Hanks and Meg Ryan.",
        "Eddie the Eagle stars Taron Egerton as Eddie Edwards.",
        "Night Train stars Anna Berg, Tomas de Vries and others in the lead roles.",
        "The Last Film is a 2001 comedy written, directed and starring Woody Allen.",
        "Night Train stars Anna Berg or Tomas de Vries.",
        "Lost Bay is a 1973 film about a town starring Steve Sandor and Rock Tark.",
    ],
)
def test_a_cast_that_may_be_anothers_or_holds_roles_stays_whole(claim: str) -> None:
    """A role, a non-name item, an 'or', or a cast of an embedded thing is not cut."""
    assert cast_claims(claim) == [claim]


@given(st.text(max_size=200))
def test_cast_claims_never_raises_and_never_returns_nothing(text: str) -> None:
    """Any text gives at least one claim."""
    assert cast_claims(text)


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("Anna Berg was born in Leeds, West Yorkshire, and died in Perth, Scotland.",
         ["Anna Berg was born in Leeds, West Yorkshire.", "Anna Berg died in Perth, Scotland."]),
        ("Anna Berg was born in Leeds, England and raised in Dublin, Ireland.",
         ["Anna Berg was born in Leeds, England.", "Anna Berg was raised in Dublin, Ireland."]),
        ("The single became a surprise hit and reached number one in Norway in 1971.",
         ["The single became a surprise hit.",
          "The single reached number one in Norway in 1971."]),
        ("Night Train was written by Anna Berg, Karl Moser, and Ida Lund, and won an award "
         "for its score.",
         ["Night Train was written by Anna Berg, Karl Moser, and Ida Lund.",
          "Night Train won an award for its score."]),
        ("Tom Berg competed at the 1932 Winter Olympics in the ski jumping event, but finished "
         "seventh due to an injury.",
         ["Tom Berg competed at the 1932 Winter Olympics in the ski jumping event."]),
        ("The Kites were founded in 1988 as an expansion team, but relocated to Ohio in 2002.",
         ["The Kites were founded in 1988 as an expansion team.",
          "The Kites relocated to Ohio in 2002."]),
    ],
)  # fmt: skip
def test_coordinated_predicates_of_one_subject_split(claim: str, parts: list[str]) -> None:
    """A second past-tense predicate splits after a place with a comma or a noun spelt like
    a verb; an intransitive or active one takes no passive auxiliary; an undated contrast
    after 'but' is left out."""
    assert split_coordinated(claim) == parts


@pytest.mark.parametrize(
    "claim",
    [
        "He is one of the best directors in history, and among the most successful and "
        "acclaimed filmmakers of the century.",
        "Tom Berg said the plan was sound, but warned it was costly.",
        "Tom Berg (born 1954, Dover, Delaware) is the 132nd elected and consecrated bishop of "
        "the church.",
    ],
)
def test_lists_splices_and_reported_contrasts_are_not_split(claim: str) -> None:
    """An adjective after 'and', a shared participle, a subject cut from a parenthesis or
    a reported contrast stays whole (for the compound gate to judge)."""
    assert split_coordinated(claim) == [claim]


def test_a_verb_after_a_clause_splice_is_not_given_the_first_subject() -> None:
    """After a comma splice, a second 'became' is not told of the sentence's subject."""
    parts = split_coordinated(
        "The Kites relocated to Ohio and became the Ohio Kites, the Hawks relocated to Austin, "
        "Texas and became the Austin Hawks.")  # fmt: skip
    assert "The Kites became the Austin Hawks." not in parts
    assert parts[-1].endswith("became the Austin Hawks.")


def test_roles_with_an_acronym_or_a_shared_origin_give_one_claim_each() -> None:
    """A role list may end in an acronym-led role or a shared 'from <Place>', and every
    claim is entailed by the sentence."""
    sentence = "Ravi Das is an Indian film director, actor and screenwriter from Assam."
    assert atomic_facts(sentence) == [
        "Ravi Das is an Indian film director from Assam.", "Ravi Das is an actor from Assam.",
        "Ravi Das is a screenwriter from Assam."]  # fmt: skip
    assert atomic_facts("Mia Holt is a writer, producer and VFX specialist.")[-1] == (
        "Mia Holt is a VFX specialist.")
    assert atomic_facts("Mia Holt is a writer and FBI agent.")[-1] == "Mia Holt is an FBI agent."
    for fact in atomic_facts(sentence):
        assert rewrite_problem(fact, sentence, before="", document=sentence) is None, fact


def test_claim_parts_cuts_a_cast_after_a_pronoun_was_resolved() -> None:
    """The cast of a definition sentence is cut by claim_parts, one claim per person."""
    parts, ambiguous = claim_parts(
        "Dark Harbour is a 1999 thriller directed by Lena Holt and starring Max Weber and "
        "Ida Lund.")  # fmt: skip
    assert ambiguous == 0
    assert "Dark Harbour starred Ida Lund." in parts
    assert "Dark Harbour was directed by Lena Holt." in parts


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("In 1998, Ann Holt was inducted into the Surfing Hall of Fame, and in 2000, Ann Holt "
         "was inducted into the Sporting Hall of Fame.",
         ["In 1998, Ann Holt was inducted into the Surfing Hall of Fame.",
          "In 2000, Ann Holt was inducted into the Sporting Hall of Fame."]),
        ("The story was first published in a magazine in April 1938 and subsequently published "
         "in 1944 in a collection.",
         ["The story was first published in a magazine in April 1938.",
          "The story was subsequently published in 1944 in a collection."]),
    ],
)  # fmt: skip
def test_a_dated_second_clause_and_an_adverb_before_a_participle_split(
    claim: str, parts: list[str]
) -> None:
    """A clause opened by its own date is its own claim; 'and subsequently published' keeps
    the first half's passive auxiliary."""
    assert split_coordinated(claim) == parts


def test_a_dated_phrase_that_opens_no_clause_is_not_split_off() -> None:
    """'and from 1921 to 1922' is a second date of the same fact, not a clause."""
    claim = "Tom Berg was mayor of Leeds from 1909 to 1911 and from 1921 to 1922."
    assert all(not p.startswith("From 1921") for p in split_coordinated(claim))


@pytest.mark.parametrize(
    ("claim", "parts"),
    [
        ("Lionheart, also known as Lionheart: The Crusade, is a 1987 film directed by Anna Berg.",
         ["Lionheart is also known as Lionheart: The Crusade.",
          "Lionheart is a 1987 film directed by Anna Berg."]),
        ("Michael Johnson (born 21 July 1965, Kingston, Jamaica), better known as Mikey Spice, "
         "is a Jamaican reggae singer.",
         ["Michael Johnson is better known as Mikey Spice.",
          "Michael Johnson (born 21 July 1965, Kingston, Jamaica) is a Jamaican reggae singer."]),
        ("The Union, formerly known as the Old League, is a sports body.",
         ["The Union was formerly known as the Old League.", "The Union is a sports body."]),
    ],
)  # fmt: skip
def test_an_alias_between_commas_is_its_own_claim(claim: str, parts: list[str]) -> None:
    """'S, also known as A, is ...' gives 'S is also known as A.' and the sentence without
    the alias (its parenthesis kept for the life dates)."""
    assert split_asides(claim) == parts


def test_an_alias_list_stays_in_the_sentence() -> None:
    """An alias list ('A and B', 'A, B, or C') is not written as one alias claim."""
    claim = "The Titans, also known as the New Titans and the Teens, are a team."
    assert split_asides(claim) == [claim]


def test_a_second_ranking_joined_by_and_is_compound() -> None:
    """'is one of X and the Y-est Z' holds two rankings: the compound gate drops it."""
    assert compound("Tysons Galleria is the second-largest mall in McLean, and one of the "
                    "largest in the region.")  # fmt: skip
    assert compound("The storm was one of only three deadly storms in Ohio and the "
                    "third-deadliest in Texas.")  # fmt: skip
    assert not compound("Tysons Galleria is one of the largest malls in the region.")
