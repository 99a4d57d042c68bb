"""Sentence segmentation: abbreviations, initials, decimals, quotes, paragraphs, offsets."""

from __future__ import annotations

import itertools

from hypothesis import assume, given
from hypothesis import strategies as st

from shared.text.sentences import ABBREVIATIONS, split_sentences


def texts(text: str) -> list[str]:
    return [sentence.text for sentence in split_sentences(text)]


def test_abbreviations_initials_and_decimals_do_not_split() -> None:
    """Mr., D.C., Sept. 6, George W. Bush and $2.5 stay inside their sentences."""
    text = (
        "Mr. Smith went to Washington D.C. on Sept. 6, 2024. He paid $2.5 million for it! "
        "George W. Bush met the board of Meta Inc. The deal closed."
    )
    assert texts(text) == [
        "Mr. Smith went to Washington D.C. on Sept. 6, 2024.",
        "He paid $2.5 million for it!",
        "George W. Bush met the board of Meta Inc.",
        "The deal closed.",
    ]


def test_quoted_question_continues_the_sentence() -> None:
    """A quote ending in "?" followed by "he told" is one sentence (the spec's span)."""
    text = (
        '"Do you mean do I want to bring children into a world like this?" he told Rolling '
        'Stone in 2016. "If it happens, it happens."'
    )
    assert texts(text) == [
        '"Do you mean do I want to bring children into a world like this?" he told Rolling '
        "Stone in 2016.",
        '"If it happens, it happens."',
    ]


def test_paragraphs_and_bullets() -> None:
    """Line breaks end sentences, bullet marks are dropped, hard wraps are joined."""
    text = (
        "Meta is leaving Austin by:\n- Leaving its lease at The Domain [4][9]\n"
        "- Subleasing 120,000 square feet\n\nA wrapped line,\ncontinues here."
    )
    assert texts(text) == [
        "Meta is leaving Austin by:",
        "Leaving its lease at The Domain [4][9]",
        "Subleasing 120,000 square feet",
        "A wrapped line,\ncontinues here.",
    ]


def test_ellipsis_before_lower_case_continues() -> None:
    """An ellipsis followed by a lower-case word does not end the sentence."""
    assert texts("I don't know... to say more is hard. Next one.") == [
        "I don't know... to say more is hard.",
        "Next one.",
    ]


def test_empty_and_blank() -> None:
    """Empty or punctuation-only text has no sentences."""
    assert split_sentences("") == []
    assert split_sentences("  \n ... \n") == []


@given(st.text())
def test_offsets_slice_and_are_ordered(text: str) -> None:
    """On any text: sentences slice back exactly, are stripped, ordered and disjoint."""
    sentences = split_sentences(text)
    for sentence in sentences:
        assert text[sentence.start : sentence.end] == sentence.text
        assert sentence.text == sentence.text.strip()
    for left, right in itertools.pairwise(sentences):
        assert left.end <= right.start


_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=2, max_size=8)
_SENTENCE = st.builds(
    lambda first, rest: " ".join([first.capitalize(), *rest]) + ".",
    _WORD.filter(lambda w: len(w) >= 3),
    st.lists(_WORD, min_size=2, max_size=6),
)


@given(st.lists(_SENTENCE, min_size=1, max_size=6))
def test_simple_sentences_are_recovered(parts: list[str]) -> None:
    """Plain capitalised sentences joined by spaces are split back exactly."""
    assume(all(part.rsplit(" ", 1)[-1].rstrip(".") not in ABBREVIATIONS for part in parts))
    assert texts(" ".join(parts)) == parts


def test_dotted_initials_end_a_sentence_only_before_a_sentence_start() -> None:
    """"George H.W. Bush" and "Arsenal F.C. in 2004" stay whole; "F.C. He" splits."""
    from shared.text.sentences import split_sentences

    assert [s.text for s in split_sentences("George H.W. Bush was president. He won.")] == [
        "George H.W. Bush was president.", "He won."]
    assert len(split_sentences("He played for Arsenal F.C. in 2004. Then he left.")) == 2
    assert [s.text for s in split_sentences("He joined Chelsea F.C. He then left.")] == [
        "He joined Chelsea F.C.", "He then left."]


def test_a_parenthesis_after_jr_continues_the_sentence() -> None:
    """``Jr. (born 1975) is ...`` is one sentence; ``Inc. (This ...`` still ends one."""
    text = "Mihai M\u0103laimare Jr. (born 1975) is a Romanian cinematographer. He is."
    assert [s.text for s in split_sentences(text)] == [
        "Mihai M\u0103laimare Jr. (born 1975) is a Romanian cinematographer.", "He is."]
    parts = split_sentences("He works at Apple Inc. (This is new.) He is.")
    assert parts[0].text == "He works at Apple Inc."


def test_a_short_quotation_with_a_stop_inside_continues_the_sentence() -> None:
    """A slogan or title with its own stops ("Meth. We're on it.") does not end the sentence
    it stands in; a quotation that ends the sentence, or a long one (speech), splits as before."""
    slogan = (
        "South Dakota\u2019s \u201cMeth. We\u2019re on it.\u201d campaign drew mockery. "
        "It ran Monday."
    )
    assert texts(slogan) == [
        "South Dakota\u2019s \u201cMeth. We\u2019re on it.\u201d campaign drew mockery.",
        "It ran Monday.",
    ]
    ended = texts("It was \u201cfine.\u201d The end came.")
    assert ended == ["It was \u201cfine.\u201d", "The end came."]
    assert texts('It is a "drawl with a twist."  The "twist" is German.') == [
        'It is a "drawl with a twist."',
        'The "twist" is German.',
    ]
    speech = (
        "He said: \u201cWe won the game today by many points in the rain. "
        "We are happy,\u201d he said."
    )
    assert len(texts(speech)) == 2


def test_a_year_abbreviation_and_a_plural_possessive_open_and_close_no_quotation() -> None:
    """'the ‘90s' abbreviates a year and 'fans’' is a plural possessive: two sentences."""
    assert texts("The song was a hit in the \u201890s. The band\u2019s fans\u2019 favourite "
                 "track was Wonderwall.") == [
        "The song was a hit in the \u201890s.",
        "The band\u2019s fans\u2019 favourite track was Wonderwall.",
    ]
    assert texts("It sold well in the \u201880s. Critics\u2019 reviews were mixed.") == [
        "It sold well in the \u201880s.",
        "Critics\u2019 reviews were mixed.",
    ]
    assert texts("They ran the \u2018Get. It.\u2019 ad in May. Sales rose.") == [
        "They ran the \u2018Get. It.\u2019 ad in May.",
        "Sales rose.",
    ]


def test_a_dashed_aside_and_a_names_bang_continue_the_sentence() -> None:
    """'lots of it! -- to wonder' goes on after its dash; 'E! News' is a name, not an end."""
    assert texts("There's reason -- lots of it! -- to wonder. Few do.") == [
        "There's reason -- lots of it! -- to wonder.",
        "Few do.",
    ]
    assert texts("It said so in a report by E! News. The insider spoke.") == [
        "It said so in a report by E! News.",
        "The insider spoke.",
    ]
    assert texts("We won! He left.") == ["We won!", "He left."]
