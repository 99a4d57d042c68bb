"""A named description is never renamed, nor is its list cut to a first member."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.pointing import pointing_reason
from shared.claims.renamed import lengthened_name, renamed_description
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


def test_a_name_lengthened_anywhere_in_the_claim_is_refused() -> None:
    """The class of issue 15: a name run of the span written with another page name's words
    after or inside it, with no 'the <Name> <noun>' shape and behind a fronted phrase
    ('In Europe, Acme's fleet' -> 'Acme Norway's fleet'), is refused by pointing_reason."""
    span = "In Europe, Acme's fleet has grown to 160 jets since 2002."
    assert lengthened_name("In Europe, Acme Norway's fleet has grown to 160 jets since 2002.",
                           span)
    assert pointing_reason("In Europe, Acme Norway's fleet has grown to 160 jets.",
                           "In Europe, Acme's fleet has grown to 160 jets.") == (
        "renamed_description")
    assert lengthened_name("Acme Norway Airlines jets flew.", "Acme Airlines jets flew.")


def test_a_name_kept_or_completed_in_front_is_no_lengthening() -> None:
    """Near misses: the span's name written unchanged (with dates anchored after it), a
    short name completed in front (the Wichita Force), a pronoun resolved to a name."""
    assert not lengthened_name("Acme grew on Monday, March 11, 2019.", "Acme grew on Monday.")
    assert not lengthened_name("He was hired by the Wichita Force in 2019.",
                               "He was hired by the Force in 2019.")
    assert not lengthened_name("Steve Falteisek was drafted in 2019.", "Falteisek was drafted "
                               "in 2019.")
    assert not lengthened_name("Acme Norway said it grew.", "It said Acme Norway grew.")
    assert not lengthened_name("Patrick W. Carlineo Jr. is a convicted felon.",
                               "Carlineo is a convicted felon.")
    assert pointing_reason("In Europe, Acme's fleet has grown to 160 jets.",
                           "In Europe, Acme's fleet has grown to 160 jets.") is None


def test_a_page_name_in_place_of_a_description_is_no_lengthening() -> None:
    """Near misses from Wikipedia: a description resolved to a page name holding a span name
    the claim still writes ('The house ... by Mann' -> 'The Thomas Mann House ... by Mann'),
    or holding a name of the span's cut part (British Columbia) is no renamed name."""
    assert not lengthened_name("The Thomas Mann House was sold by Mann to an American lawyer.",
                               "The house was sold by Mann to an American lawyer and his wife.")
    assert not lengthened_name(
        "For four decades, the British Columbia Social Credit Party dominated the scene.",
        "For four decades, the party dominated the scene, but the New Democratic Party of "
        "British Columbia was in power in 1972.")


def test_a_description_without_the_is_checked_too() -> None:
    """'an Acme group' and a fronted 'In Europe, Acme group' renamed are refused; a short
    name that is itself the subject, written whole, is not ('Squire Creek has')."""
    assert lengthened_name("It joined an Acme Norway group in 2002.",
                           "It joined an Acme group in 2002.")
    assert lengthened_name("In Europe, Acme Norway group flights rose.",
                           "In Europe, Acme group flights rose.")
    assert not lengthened_name("Squire Creek Country Club has golf shops.",
                               "Squire Creek has golf shops.")
