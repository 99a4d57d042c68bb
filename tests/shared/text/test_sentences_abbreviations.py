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


@given(suffix=st.sampled_from(["K.K.", "Co.", "Ltd.", "Corp.", "Inc.", "S.A.", "N.V.", "A.G."]),
       short=st.sampled_from(["SDK", "TSL", "ACME", "PhB", "A&P"]), verb=_WORDS)
def test_a_bracketed_short_form_after_a_company_abbreviation_goes_on(
    suffix: str, short: str, verb: str
) -> None:
    """A company's short form in brackets and a lower-case word after the company's
    abbreviation ('Showa Denko K.K. (SDK) developed ...') go on with the sentence: the claim
    'Japanese company Showa Denko K.K' lost its verb (issue 15)."""
    text = f"Japanese company Showa Denko {suffix} ({short}) {verb} the process in 1980."
    assert texts(text) == [text]


def test_circa_before_a_year_goes_on_and_ends_before_a_sentence_start() -> None:
    """'circa.' before a year goes on ('was created circa. 1500 by ...' lost its date), and
    still ends a sentence before a typical sentence start; a bracketed sentence or an
    upper-case word after the short form after 'U.S.' still splits."""
    assert texts("The vase was created circa. 1500 by a potter.") == [
        "The vase was created circa. 1500 by a potter."]
    assert texts("It was built circa. The house burned.") == [
        "It was built circa.", "The house burned."]
    assert texts("He moved to the U.S. (He had left.) Then.") == [
        "He moved to the U.S.", "(He had left.)", "Then."]
    assert texts("He moved to the U.S. (AP) He said so.") == [
        "He moved to the U.S.", "(AP) He said so."]
