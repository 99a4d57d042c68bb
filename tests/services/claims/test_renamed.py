"""A named description is never renamed, nor is its list cut to a first member."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.pointing import pointing_reason
from shared.claims.renamed import renamed_description
from shared.claims.standalone import tidy

GROUP = ("The Acme group, including affiliates in Sweden, the Netherlands and Finland, had "
         "not paid the tax on time.")  # fmt: skip


def test_a_longer_page_name_in_a_named_description_is_refused() -> None:
    """The reviewer's class: 'The Acme group' written 'The Acme Norway group' (the page's
    topic) names another entity: refused as renamed_description."""
    claim = "The Acme Norway group, including affiliates in Sweden had not paid the tax on time."
    assert renamed_description(claim, GROUP)
    assert pointing_reason(claim, GROUP) == "renamed_description"


def test_a_shorter_name_is_refused_too() -> None:
    """'the Acme Norway group' written 'the Acme group': a different name either way."""
    assert renamed_description("The Acme group paid the tax.",
                               "The Acme Norway group paid the tax.")


def test_names_completed_outside_a_description_are_left() -> None:
    """Near misses: a surname made whole, a nickname before its verb or its noun written
    whole in front (the Force's home games -> the Wichita Force's), the description written
    as the span writes it."""
    assert not renamed_description("The Wichita Force's home games are played in Wichita.",
                                   "The Force's home games are played in Wichita.")
    assert not renamed_description("Steve Falteisek was drafted in 1992.", "Falteisek was drafted "
                                   "in 1992.")  # fmt: skip
    assert not renamed_description("The Newcastle Breakers were dissolved in 2000.",
                                   "The Breakers were dissolved in 2000.")
    assert not renamed_description("The Servo project developers plan a merge.",
                                   "However, the Servo project developers plan a merge.")


def test_the_rest_of_a_list_is_no_appositive() -> None:
    """The reviewer's list cut: ', the Netherlands and Finland,' after 'Sweden' was cut as a
    describing appositive, leaving 'affiliates in Sweden'; the list is kept whole, and a true
    appositive ('co-director of ...') is still cut."""
    assert tidy(GROUP) == GROUP
    assert tidy("Daniel Rothman, co-director of MIT's Lorenz Center, was born in 1960.") == (
        "Daniel Rothman was born in 1960.")


@given(st.sampled_from(["group", "company", "family", "brand", "network"]),
       st.sampled_from(["Norway", "Holdings", "International", "Foundation"]))
def test_any_added_name_word_renames(noun: str, extra: str) -> None:
    """Whatever the head noun and the word added to its name, the rewrite is refused; the
    span's own wording passes."""
    span = f"The Acme {noun} opened an office in Oslo."
    assert renamed_description(f"The Acme {extra} {noun} opened an office in Oslo.", span)
    assert not renamed_description(span, span)
