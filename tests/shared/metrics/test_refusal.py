"""Refusal detection by phrases, the insufficient-context scoring rules and detection rate."""

from __future__ import annotations

import pytest

from shared.errors import InputError
from shared.metrics.refusal import (
    DEFAULT_REFUSAL_PHRASES,
    PhraseRefusalDetector,
    RefusalClassifier,
    detection_rate,
    insufficient_answer_score,
    insufficient_citation_score,
)


@pytest.mark.parametrize(
    "text",
    [
        "insufficient context",
        "Insufficient context.",
        "There is not enough information to answer.",
        "I don't know",
        "The document does not contain information on this topic.",
        "This cannot be determined from the sources.",
        "NOANSWER",
    ],
)
def test_default_phrases_detect_refusals(text: str) -> None:
    """Common refusal wordings are detected after normalisation."""
    assert PhraseRefusalDetector().is_refusal(text)


@pytest.mark.parametrize(
    "text", ["Paris", "Unknown Pleasures", "no", "The information age began in 1970", ""]
)
def test_answers_are_not_refusals(text: str) -> None:
    """Real answers, including yes/no and ones with related words, are not refusals."""
    assert not PhraseRefusalDetector().is_refusal(text)


def test_phrases_match_whole_words_only() -> None:
    """A phrase inside a longer word does not match."""
    detector = PhraseRefusalDetector(["no info"])
    assert detector.is_refusal("No info!")
    assert not detector.is_refusal("no information")


def test_custom_phrase_set_is_normalised_and_deduplicated() -> None:
    """Configured phrases are stored normalised, once each."""
    detector = PhraseRefusalDetector(["Keine Angabe", "keine angabe!", "The N/A"])
    assert detector.phrases == ("keine angabe", "na")
    assert detector.is_refusal("Keine Angabe.")


def test_empty_phrase_is_refused() -> None:
    """A phrase that normalises to nothing is an input error naming it."""
    with pytest.raises(InputError, match="'the'"):
        PhraseRefusalDetector(["the"])
    with pytest.raises(InputError, match="empty"):
        PhraseRefusalDetector([])


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
