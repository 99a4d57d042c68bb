"""Cheap entity spotting and the main entity of a document."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.text.entities import find_entities, main_entity

TEXT = (
    "Leonardo DiCaprio won the Academy Award for Best Actor in 2016 for his role in The "
    "Revenant. DiCaprio was named after the famous painter Leonardo da Vinci. The Taliban "
    "banned the haircut. In 2004, he founded Appian Way Productions on Monday."
)


def test_capitalised_spans() -> None:
    """Names, titles and connectors are kept; sentence-initial stopwords and days dropped."""
    assert [m.text for m in find_entities(TEXT)] == [
        "Leonardo DiCaprio",
        "Academy Award for Best Actor",
        "The Revenant",
        "DiCaprio",
        "Leonardo da Vinci",
        "Taliban",
        "Appian Way Productions",
    ]


def test_possessive_is_dropped() -> None:
    """``Mark Zuckerberg's`` is the mention ``Mark Zuckerberg``."""
    assert [m.text for m in find_entities("It is Mark Zuckerberg's plan.")] == ["Mark Zuckerberg"]


def test_main_entity_expands_partial_title_name() -> None:
    """A surname in the title expands to the full name used in the text."""
    assert main_entity("DiCaprio: ten facts", TEXT) == "Leonardo DiCaprio"


def test_main_entity_of_headline_title() -> None:
    """A title-cased headline yields the name, not the whole headline."""
    body = "Meta is leaving its office. Meta said the office will close. IBM moves in."
    assert main_entity("Meta Is Leaving Its Austin Office", body) == "Meta"


def test_main_entity_without_title_uses_opening() -> None:
    """Without a title the first entity of the text is taken."""
    assert main_entity("", "Mozilla is a free software community. It makes Firefox.") == "Mozilla"


@given(st.text())
def test_offsets_slice(text: str) -> None:
    """On any text: no crash and each mention slices back to its text."""
    for mention in find_entities(text):
        assert text[mention.start : mention.end] == mention.text


def test_title_disambiguation_is_not_the_main_entity() -> None:
    """A Wikipedia-style "(Maine politician)" suffix does not outvote the person's name."""
    from shared.text.entities import main_entity

    text = "Charles Andrews was a politician from Maine. Andrews was born in Paris, Maine."
    assert main_entity("Charles Andrews (Maine politician)", text) == "Charles Andrews"


def test_a_title_that_opens_the_lead_sentence_is_the_entity() -> None:
    """A title that opens the lead sentence is the entity; after a comma a title gives a role."""
    # "Wrong Turn 2: Dead End" (digits, a colon), not its first words (another film); "..., Duke of
    # Nassau" is a role.
    text = "Wrong Turn 2: Dead End is a 2007 horror film. It is a sequel to Wrong Turn."
    assert main_entity("Wrong Turn 2: Dead End", text) == "Wrong Turn 2: Dead End"
    duke = ("Friedrich August, Duke of Nassau( 23 April 1738 – 24 March 1816) was Duke of "
            "Nassau. The Duke of Nassau ruled Usingen.")  # fmt: skip
    assert main_entity("Frederick Augustus, Duke of Nassau", duke) == "Frederick Augustus"


def test_a_dateline_place_is_no_longer_form_of_the_title_name() -> None:
    """'DUBAI, United Arab Emirates —' is where the story was filed: the airline of the title
    stays 'Emirates' (it had become the country, and 'its cutback' the country's)."""
    text = ("DUBAI, United Arab Emirates \u2014 Dubai's flagship carrier Emirates signed "
            "an order for 30 Boeing 787 jets. Emirates is the number one buyer of the A380.")
    title = "Emirates inks $9 billion order for 30 Boeing 787 jets"
    assert main_entity(title, text) == "Emirates"
    person = "LOS ANGELES \u2014 Leonardo DiCaprio won an award. DiCaprio thanked his mother."
    assert main_entity("DiCaprio wins award", person) == "Leonardo DiCaprio"


def test_sentence_opening_gerund_is_no_given_name() -> None:
    """A verb's -ing form opening a sentence (``Getting Disney+ right ...``) does not make
    ``Getting Disney`` the longer form of the title's ``Disney``; a given name still does."""
    body = (
        "Disney said its service had issues. Disney's service is stocked with movies. "
        "Getting Disney+ right will be a key test. Disney shares rose."
    )
    assert main_entity("Disney says its service had glitches", body) == "Disney"
    named = body.replace("Getting Disney+", "Walter Disney") + " Walter Disney spoke."
    assert main_entity("Disney says its service had glitches", named) == "Walter Disney"
