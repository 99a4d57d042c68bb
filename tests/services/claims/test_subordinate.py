"""A verb after 'and' inside an open subordinate clause is that clause's subject's, never the
main clause's: the sentence is not split to give it to the main subject."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.parts import claim_parts
from shared.claims.subordinate import open_subordinate, subordinate_subject

THEFT = ("The theft took place at noon on May 2 when a woman entered Harbor Museum and took a "
         "painting, police spokesman Ann Jones said.")  # fmt: skip


def test_the_second_verb_of_a_when_clause_stays_with_its_subject() -> None:
    """The reviewer's class: 'The theft took a painting' was split off the when clause; the
    sentence now stays whole (no claim gives the theft the woman's act)."""
    parts, _ = claim_parts(THEFT)
    assert parts == [THEFT]
    assert not any(p.startswith("The theft took a painting") for p in parts)


def test_a_main_clause_after_a_fronted_clause_is_not_given_its_subject() -> None:
    """'When she arrived in 2010, the company employed ... and sold ...' was split as 'When
    she sold its products ...': the fronted clause's words are no subject."""
    sentence = ("When she arrived in 2010, the company employed 30 people and sold its "
                "products in 12 countries.")  # fmt: skip
    parts, _ = claim_parts(sentence)
    assert not any(p.startswith("When she sold") for p in parts)
    assert subordinate_subject("When she")


def test_plain_coordinations_still_split() -> None:
    """Near misses: two verb phrases of one subject with no subordinate clause, and 'as' or
    'since' before a noun phrase, split as before."""
    assert claim_parts("Smith joined Acme in 2010 and became chief executive in 2015.")[0] == [
        "Smith joined Acme in 2010.", "Smith became chief executive in 2015."]
    assert claim_parts("Smith served as chairman of the board and later became chief "
                       "executive in 2015.")[0] == [
        "Smith served as chairman of the board.", "Smith later became chief executive in 2015."]
    assert not open_subordinate("Smith served as chairman of the board")


@given(st.sampled_from(["when", "after", "because", "while", "as"]),
       st.sampled_from(["a woman entered the museum", "the guard opened the door",
                        "two men broke a window"]))
def test_any_open_clause_with_its_own_subject_is_open(word: str, clause: str) -> None:
    """Any subordinator with a subject and a finite verb after it leaves the clause open;
    a comma after it closes it."""
    assert open_subordinate(f"The theft happened at noon {word} {clause}")
    assert not open_subordinate(f"The theft happened at noon {word} {clause}, police said")
