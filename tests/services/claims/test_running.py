"""A person a paragraph keeps talking about is handed on past a sentence that names no one."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.claims.decontext import Decontextualizer
from shared.claims.gender import supports
from shared.claims.referents import DocumentReferents, Referent
from shared.claims.rules import RuleClaimExtractor
from shared.claims.running import carried

PAGE = (
    "Gwynne Shotwell is the president of SpaceX. Shotwell said Starship lunar lander "
    "missions could begin in 2022. Such missions would be cargo only, but she said they "
    "could be a stepping stone to crewed missions. She gave no date for crewed missions. "
    "Owen Dempsey is a chest doctor in Aberdeen."
)
REFERENTS = DocumentReferents.for_document(None, PAGE)
SHOTWELL = Referent("Gwynne Shotwell", "person")
NOBODY = Referent(None)


def test_a_sentence_referring_to_the_person_carries_them_on() -> None:
    """'Such missions ..., but she said ...' after Shotwell's sentence is still about her."""
    sentence = ("Such missions would be cargo only, but she said they could be a stepping "
                "stone to crewed missions.")  # fmt: skip
    assert carried(REFERENTS, SHOTWELL, NOBODY, sentence).name == "Gwynne Shotwell"


def test_the_surname_alone_carries_the_person_on() -> None:
    """'Although Shotwell has ...' names the running person by surname: still about her."""
    sentence = "Although Shotwell has led launches for years, the program is new."
    assert carried(REFERENTS, SHOTWELL, NOBODY, sentence).name == "Gwynne Shotwell"


def test_a_sentence_naming_or_describing_someone_else_stops_the_carry() -> None:
    """Another person named, described (``the man``), or a surname of someone else the page
    names whole: a pronoun after the sentence could be either, so nobody is carried."""
    for sentence in (
        "Such missions would be cargo only, but she said Tom Mueller disagreed.",
        "Because she suspected it, she told the man to remove the bedding.",
        "She later worked with Dempsey on the missions.",
        "Such missions, she said, would need a 43-year-old pilot.",
    ):
        assert carried(REFERENTS, SHOTWELL, NOBODY, sentence).name is None, sentence


def test_no_reference_a_quotation_or_the_other_gender_stops_the_carry() -> None:
    """A sentence not referring to the person, one inside a quotation running across
    sentences, or one using the gender family the page does not use for her carries no one."""
    for sentence in (
        "Such missions would be cargo only.",
        'My fears have been realized," she said.',
    ):
        assert carried(REFERENTS, SHOTWELL, NOBODY, sentence).name is None, sentence
    said_she = DocumentReferents.for_document(None, f"{PAGE} Shotwell said she would stay.")
    other = "Such missions would be cargo only, but he said they could be a stepping stone."
    assert carried(said_she, SHOTWELL, NOBODY, other).name is None


def test_the_carried_family_refuses_a_pronoun_of_the_other() -> None:
    """After '..., but he said ...' carried Shotwell on (the page says nothing of her
    gender), 'She gave no date ...' is not resolved to her: the family was 'he'."""
    sentence = "Such missions would be cargo only, but he said they could be a stepping stone."
    running = carried(REFERENTS, SHOTWELL, NOBODY, sentence)
    assert running.name == "Gwynne Shotwell" and running.family == "male"
    rewriter = Decontextualizer.for_document(None, PAGE)
    assert rewriter.resolve("She gave no date.", previous=running).text is None
    assert rewriter.resolve("He gave no date.", previous=running).text == (
        "Gwynne Shotwell gave no date."
    )


def test_a_named_subject_or_a_thing_is_never_replaced() -> None:
    """The sentence's own named referent stays; a thing before it is never carried on."""
    own = Referent("SpaceX", "thing")
    assert carried(REFERENTS, SHOTWELL, own, "SpaceX said she was right.") is own
    company = Referent("SpaceX", "thing")
    assert carried(REFERENTS, company, NOBODY, "Such missions, it said, are cargo.") is NOBODY


@given(st.text(max_size=120))
def test_carried_is_the_sentence_referent_or_the_person(sentence: str) -> None:
    """Whatever the sentence, the result is its own referent or the running person."""
    result = carried(REFERENTS, SHOTWELL, NOBODY, sentence)
    assert result is NOBODY or result.name == "Gwynne Shotwell"


def test_the_pronoun_two_sentences_on_is_written_as_the_person() -> None:
    """End to end: 'He has at least 10 assists ...' after a sentence that refers to James
    by surname and 'he' is LeBron James's, the name written whole."""
    text = (
        "LeBron James had 23 points and 14 assists for the Los Angeles Lakers on Tuesday, "
        "November 19, 2019. There is a reason for this spree: although James has filled "
        "the stat sheet since he joined the league in 2003, he is leading the NBA this "
        "season with 11.1 assists per game. He has at least 10 assists in six consecutive "
        "games, the longest streak of his career."
    )
    drafts = (
        RuleClaimExtractor(cache_size=0)
        .extraction(text, title="Lakers hold off OKC 112-107", published="2019-11-20")
        .drafts
    )
    assert any(d.claim.startswith("LeBron James has at least 10 assists in six consecutive")
               for d in drafts), [d.claim for d in drafts]  # fmt: skip


def test_a_surname_with_particles_shows_the_gender_family() -> None:
    """'Van Der Beek ... . His wife ...' shows 'he' for James Van Der Beek (the surname
    with its particles opens the sentence)."""
    body = ("James Van Der Beek danced on Monday. Van Der Beek was eliminated from the show. "
            "His wife had announced the news in a video.")  # fmt: skip
    assert supports(body, "James Van Der Beek", "male", "") is True


def test_a_cut_name_is_never_carried() -> None:
    """'Hans Carl' read from 'Hans Carl von Carlowitz, ... was a German tax accountant' is
    not the whole name: 'He is considered ...' two sentences on is not written 'Hans Carl'."""
    text = ("Hans Carl von Carlowitz (24 December 1645 - 3 March 1714) was a German tax "
            "accountant. His book (1713) was the first treatise about forestry.")  # fmt: skip
    referents = DocumentReferents.for_document(None, text)
    running = carried(referents, Referent("Hans Carl", "person"), NOBODY,
                      "His book (1713) was the first treatise about forestry.")  # fmt: skip
    assert running is NOBODY
