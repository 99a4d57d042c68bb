"""Refusal detection by phrases, the insufficient-context scoring rules and detection rate."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.errors import InputError
from shared.metrics.refusal import (
    DEFAULT_REFUSAL_ANSWERS,
    DEFAULT_REFUSAL_PHRASES,
    PhraseRefusalDetector,
    RefusalClassifier,
    detection_rate,
    insufficient_answer_score,
    insufficient_citation_score,
    refusal_text,
)

REFUSALS = [
    "insufficient context",
    "Insufficient context.",
    "insufficient-context",
    "Insufficient-Context [1]",
    "The context is insufficient.",
    "The context is insufficient to answer this question.",
    "Not enough info",
    "Not enough info.",
    "Unknown",
    "unknown.",
    "N/A",
    "No information.",
    "There is not enough information to answer.",
    "I don't know",
    "I don\u2019t know.",
    "The document does not contain information on this topic.",
    "The sources do not contain enough detail to say.",
    "This cannot be determined from the sources.",
    "There is no information about his children in the sources.",
    "NOANSWER",
]
"""Phrasings that say the sources do not answer (the issue's table, and common ones)."""

ANSWERS = [
    "Paris",
    "Unknown Pleasures",
    "The Unknown Soldier",
    "no",
    "The information age began in 1970",
    "No information was released until 1990, when the files were opened.",
    "No information campaign was run before 2001",
    "He has no children.",
    "1 year",
    "",
]
"""Real answers, some with refusal-like words, that are not refusals."""


@pytest.mark.parametrize("text", REFUSALS)
def test_default_detector_finds_refusals(text: str) -> None:
    """Each refusal phrasing of the table is detected, punctuation and case aside."""
    assert PhraseRefusalDetector().is_refusal(text)


@pytest.mark.parametrize("text", ANSWERS)
def test_answers_are_not_refusals(text: str) -> None:
    """Real answers, including ones that start with "No information", are not refusals."""
    assert not PhraseRefusalDetector().is_refusal(text)


def test_refusal_text_spaces_punctuation_and_drops_apostrophes() -> None:
    """Hyphens and slashes separate words; apostrophes join them; articles go."""
    assert refusal_text("Insufficient-Context!") == "insufficient context"
    assert refusal_text("The context isn\u2019t sufficient") == "context isnt sufficient"
    assert refusal_text("N/A") == "n"  # "a" reads as an article


WORDS = st.sampled_from(["the", "answer", "sources", "river", "1990", "Paris", "was", "is"])
DECOR = st.sampled_from(["", ".", "!", " [1]", " [1][2]", ":", " (see above)"])


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(DEFAULT_REFUSAL_PHRASES),
    st.lists(WORDS, max_size=5),
    st.lists(WORDS, max_size=5),
    DECOR,
    st.booleans(),
)
def test_any_refusal_phrase_is_found_inside_any_sentence(
    phrase: str, before: list[str], after: list[str], decor: str, upper: bool
) -> None:
    """A default phrase is a refusal wherever it stands, in any case, with any marks."""
    text = " ".join([*before, phrase, *after]) + decor
    assert PhraseRefusalDetector().is_refusal(text.upper() if upper else text)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(DEFAULT_REFUSAL_ANSWERS), st.lists(WORDS, min_size=1, max_size=4))
def test_whole_answer_refusals_need_the_whole_answer(answer: str, rest: list[str]) -> None:
    """"Unknown" alone refuses; "Unknown" followed by more words does not (unless a phrase)."""
    detector = PhraseRefusalDetector(phrases=(), answers=DEFAULT_REFUSAL_ANSWERS)
    assert detector.is_refusal(answer.capitalize() + ".")
    assert not detector.is_refusal(" ".join([answer, *rest, "river"]))


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.sampled_from(["years", "km", "people", ""]))
def test_numbers_are_never_refusals(value: int, unit: str) -> None:
    """A number with or without a unit is never taken for a refusal."""
    assert not PhraseRefusalDetector().is_refusal(f"{value} {unit}".strip())


def test_phrases_match_whole_words_only() -> None:
    """A phrase inside a longer word does not match."""
    detector = PhraseRefusalDetector(["no info"], answers=())
    assert detector.is_refusal("No info!")
    assert not detector.is_refusal("no information")


def test_custom_phrase_set_is_normalised_and_deduplicated() -> None:
    """Configured phrases are stored in refusal-text form, once each."""
    detector = PhraseRefusalDetector(["Keine Angabe", "keine angabe!", "The N/A"])
    assert detector.phrases == ("keine angabe", "n")
    assert detector.is_refusal("Keine Angabe.")


def test_empty_phrase_is_refused() -> None:
    """A phrase that normalises to nothing is an input error naming it."""
    with pytest.raises(InputError, match="'the'"):
        PhraseRefusalDetector(["the"])
    with pytest.raises(InputError, match="empty"):
        PhraseRefusalDetector([], answers=())


def test_detector_satisfies_the_protocol() -> None:
    """The phrase detector can stand wherever a RefusalClassifier is expected."""
    classifier: RefusalClassifier = PhraseRefusalDetector(DEFAULT_REFUSAL_PHRASES)
    assert classifier.is_refusal("insufficient information")


def test_special_handling_scores() -> None:
    """On insufficient items a refusal scores 1, citations score 1 only when none are given."""
    assert insufficient_answer_score(True).f1 == insufficient_answer_score(True).em == 1.0
    assert insufficient_answer_score(False).f1 == 0.0
    assert tuple(insufficient_citation_score(0)) == (1.0, 1.0, 1.0)
    assert tuple(insufficient_citation_score(2)) == (0.0, 0.0, 0.0)


def test_detection_rate_counts() -> None:
    """Detection rate over insufficient items, false refusals over answerable ones."""
    rate = detection_rate([True, True, False, False, True], [True, False, True, False, True])
    assert (rate.detected, rate.insufficient, rate.false_refusals, rate.answerable) == (2, 3, 1, 2)
    assert rate.rate == pytest.approx(2 / 3)
    assert rate.false_refusal_rate == 0.5
    empty = detection_rate([], [])
    assert empty.rate is None and empty.false_refusal_rate is None


def test_detection_rate_needs_pairs() -> None:
    """Unequal lengths are an input error."""
    with pytest.raises(InputError, match="2 gold flags but 1"):
        detection_rate([True, False], [True])
