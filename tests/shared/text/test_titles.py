"""A page title read as a headline: site names, section suffixes, its echo, headline verbs."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.text.entities import main_entity
from shared.text.titles import attested, title_segments, without_headline


def test_site_name_after_a_separator_is_not_the_headline() -> None:
    """``Headline | Site`` and ``Chapter 6 - Section`` put the longest part first."""
    assert (
        title_segments("Meta Outage Hits Facebook | Kulu Media")[0] == "Meta Outage Hits Facebook"
    )
    assert title_segments("Chapter 6 - Monitoring Distributed Systems")[0] == (
        "Monitoring Distributed Systems"
    )
    assert title_segments("U.S.-Israeli relations") == ["U.S.-Israeli relations"]


def test_the_headline_echo_is_blanked_but_a_lead_sentence_is_kept() -> None:
    """The text's first line repeating the title is no evidence; a lead sentence stays."""
    body = "Pipes Burst Under Main Street Tonight\n\nWater flooded the street."
    assert "Burst" not in without_headline("Pipes Burst Under Main Street Tonight | Site", body)
    lead = "Charles Andrews was a politician from Maine."
    assert without_headline("Charles Andrews", lead) == lead


def test_a_word_only_opening_sentences_is_not_attested() -> None:
    """``Behind`` opening a sentence, and written lower case elsewhere, is not a name."""
    body = "Behind the signs was a trade. The glow behind them faded. Signs of Neon shone."
    assert not attested("Behind", body)
    assert attested("Neon", body)


@given(st.text(alphabet="abc XYZ.|-\n", max_size=60))
def test_without_headline_keeps_the_line_count(body: str) -> None:
    """Blanking echo lines never adds or removes a line of the text."""
    assert without_headline("XYZ abc", body).count("\n") == body.count("\n")


def test_a_headline_word_the_text_never_names_is_not_the_entity() -> None:
    """A headline's capitalised common word (``Burst``) does not become the page entity."""
    title = "Manhole Fires and Burst Pipes: How Winter Wreaks Havoc on the City"
    text = (f"{title}\n\nWater mains break and manhole fires flare. Crews from Con Edison "
            "repair them. They work at night.")  # fmt: skip
    assert main_entity(title, text) is None


def test_a_longer_mention_adds_a_given_name_not_a_sentence_opener() -> None:
    """A longer mention widens a name only by a given name, not a sentence opener."""
    # ``Yahoo`` is not widened to ``Yahoo Japan`` nor ``Plans for Yahoo``; ``Marissa Mayer`` widens
    # ``Mayer``.
    text = ("Yahoo sold its business. Plans for Yahoo were set. Yahoo kept Yahoo Japan. "
            "Its plans changed. Marissa Mayer stayed. Mayer said so.")  # fmt: skip
    assert main_entity("Yahoo's Sale to Verizon Leaves Owners Out", text) == "Yahoo"
    assert main_entity("Mayer Stays On at the Firm", text) == "Marissa Mayer"


def test_a_common_noun_title_is_the_lead_form() -> None:
    """A common-noun title is the entity as its lead writes it, not a caption's form."""
    # ``Hermitian matrix``, not ``Visualizing Hermitian Matrix``.
    text = ("Hermitian matrix\n\nIn mathematics, a Hermitian matrix is a square matrix. "
            "Hermitian matrices have real eigenvalues.\n- Visualizing Hermitian Matrix as an "
            "ellipse")  # fmt: skip
    assert main_entity("Hermitian matrix", text) == "Hermitian matrix"


def test_a_passage_takes_the_name_its_document_title_opens_with() -> None:
    """A passage that never names its document gets the title's opening proper name."""
    # ``Riverside Harbor Bridge``, as a section of a report does.
    title = "Riverside Harbor Bridge Renovation: Annual Project Report"
    passage = "The renovation covers four packages. The city pays for the renovation."
    assert main_entity(title, passage) == "Riverside Harbor Bridge"
