"""Sentence segmentation after a mid-sentence abbreviation: a quotation, a bracket or a
line break after ``U.S.``, ``Mr.``, ``Inc.``, ``p.m.`` does not end the sentence when the
sentence goes on (judgments16 claims_b: 'would help the U.S' lost its object)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from shared.text.sentences import split_sentences

CLASS = ["U.S.", "U.K.", "Mr.", "Dr.", "St.", "Inc.", "Corp.", "Jan.", "a.m.", "p.m.", "No."]
"""The abbreviations of the class (issue 15): dotted, titles, companies, months, times."""

_WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=2, max_size=9)


def texts(text: str) -> list[str]:
    return [sentence.text for sentence in split_sentences(text)]


@given(abbreviation=st.sampled_from(CLASS), word=_WORDS,
       join=st.sampled_from([' "', " \u201c", " (", "\n"]), rest=_WORDS)
def test_a_lower_case_word_after_an_abbreviation_goes_on(
    abbreviation: str, word: str, join: str, rest: str
) -> None:
    """A lower-case word after an abbreviation and a quotation mark, a bracket or a line
    break goes on with the sentence: 'help the U.S. "secure ..."' is one sentence."""
    text = f"Obama said it would help the {abbreviation}{join}{word} {rest} on Iran. It ended."
    assert texts(text) == [text[: text.index(" It ended.")], "It ended."]


@given(dotted=st.sampled_from(["U.S.", "U.K.", "U.N."]),
       name=st.sampled_from(["Billboard", "Hot Country Songs", "Mainstream Rock"]),
       quote=st.sampled_from([('"', '"'), ("\u201c", "\u201d")]))
def test_a_quoted_name_after_a_dotted_abbreviation_goes_on(
    dotted: str, name: str, quote: tuple[str, str]
) -> None:
    """A short quoted name after a dotted abbreviation the sentence goes on after ('on the
    U.S. "Billboard" Hot 100 and ...') is one sentence (HotpotQA, Don't Know Why)."""
    text = f"It peaked at No. 30 on the {dotted} {quote[0]}{name}{quote[1]} Hot 100 in 2002."
    assert texts(text) == [text]


def test_a_sentence_still_ends_at_an_abbreviation_before_speech_or_a_new_sentence() -> None:
    """A quotation opening a new sentence ('"We will return," he said'), a capitalised
    sentence start and a quoted name followed by 'is' still split after the abbreviation."""
    assert texts('He left the U.S. "We will return," she said.') == [
        "He left the U.S.", '"We will return," she said.']
    assert texts("He left at 5 p.m. The next day he came.") == [
        "He left at 5 p.m.", "The next day he came."]
    assert texts('He lives in the U.S. "Hello" is a song.') == [
        "He lives in the U.S.", '"Hello" is a song.']
    assert texts("He left.\nsecure it.") == ["He left.", "secure it."]


@given(abbreviation=st.sampled_from(CLASS), word=_WORDS)
def test_offsets_hold_around_abbreviations(abbreviation: str, word: str) -> None:
    """Every sentence is its source's slice, whatever follows the abbreviation."""
    text = f'It went to the {abbreviation} "{word}" and on.\nThen {word} came. {abbreviation} ok.'
    for sentence in split_sentences(text):
        assert text[sentence.start : sentence.end] == sentence.text
