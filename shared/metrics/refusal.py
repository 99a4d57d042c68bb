"""Insufficient-context items and refusal detection, with the spec's special scoring.

An item is *insufficient* when its gold says the sources hold no answer ("insufficient
context", a ``no_information`` gold item). A prediction *refuses* when it says the same;
the phrase detector recognises that by a configurable phrase set matched as whole words
in the normalised answer, and an LLM judge can take its place behind ``RefusalClassifier``.

Special handling (generation-quality spec): on an insufficient item a refusal scores
EM = F1 = 1.0 and any other answer 0.0; citation metrics are 1.0 when nothing is cited and
0.0 otherwise. The detection rate is the share of insufficient items the agent refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from shared.errors import InputError
from shared.metrics.answer import AnswerScore
from shared.metrics.citations import CitationScore
from shared.metrics.normalize import normalize_answer

__all__ = [
    "DEFAULT_REFUSAL_PHRASES",
    "DetectionRate",
    "PhraseRefusalDetector",
    "RefusalClassifier",
    "detection_rate",
    "insufficient_answer_score",
    "insufficient_citation_score",
]

DEFAULT_REFUSAL_PHRASES: tuple[str, ...] = (
    "insufficient context",
    "insufficient information",
    "not enough information",
    "not enough context",
    "no information",
    "no relevant information",
    "does not contain information",
    "do not contain information",
    "does not provide information",
    "do not provide information",
    "does not mention",
    "do not mention",
    "is not mentioned",
    "are not mentioned",
    "not specified in",
    "cannot be determined",
    "can not be determined",
    "cannot determine",
    "can't determine",
    "unable to determine",
    "cannot answer",
    "can't answer",
    "unable to answer",
    "not able to answer",
    "i don't know",
    "i do not know",
    "no answer",
    "noanswer",
)
"""Phrases that mark an answer as a refusal; matched after answer normalisation."""


class RefusalClassifier(Protocol):
    """Decides whether an answer says the sources do not answer the question."""

    def is_refusal(self, text: str) -> bool:
        """True when ``text`` is an insufficient-context / no-information answer."""
        ...


class PhraseRefusalDetector:
    """Refusal detection by phrases matched as whole words in the normalised answer."""

    __slots__ = ("_needles", "phrases")

    def __init__(self, phrases: Iterable[str] = DEFAULT_REFUSAL_PHRASES) -> None:
        normalized: list[str] = []
        for phrase in phrases:
            text = normalize_answer(phrase)
            if not text:
                raise InputError(
                    f"refusal phrase {phrase!r} is empty after normalisation",
                    hint="use phrases with at least one word that is not an article",
                )
            if text not in normalized:
                normalized.append(text)
        if not normalized:
            raise InputError(
                "the refusal phrase set is empty",
                hint="give at least one phrase or use DEFAULT_REFUSAL_PHRASES",
            )
        self.phrases: tuple[str, ...] = tuple(normalized)
        """The distinct phrases in normalised form."""
        self._needles = tuple(f" {text} " for text in normalized)

    def is_refusal(self, text: str) -> bool:
        """True when a phrase occurs as whole words in the normalised ``text``."""
        padded = f" {normalize_answer(text)} "
        return any(needle in padded for needle in self._needles)


def insufficient_answer_score(predicted_refusal: bool) -> AnswerScore:
    """Answer metrics on an insufficient item: all 1.0 for a refusal, all 0.0 otherwise."""
    value = 1.0 if predicted_refusal else 0.0
    return AnswerScore(em=value, f1=value, precision=value, recall=value)


def insufficient_citation_score(n_cited: int) -> CitationScore:
    """Citation metrics on an insufficient item: 1.0 when nothing is cited, else 0.0."""
    value = 1.0 if n_cited == 0 else 0.0
    return CitationScore(value, value, value)


@dataclass(frozen=True, slots=True)
class DetectionRate:
    """How often an agent refused where it should, and where it should not have."""

    detected: int
    """Insufficient items the agent refused."""

    insufficient: int
    """Insufficient items in total (the rate's denominator)."""

    false_refusals: int
    """Answerable items the agent refused."""

    answerable: int
    """Answerable items in total."""

    @property
    def rate(self) -> float | None:
        """Detection rate ``detected / insufficient``; None when no item is insufficient."""
        return self.detected / self.insufficient if self.insufficient else None

    @property
    def false_refusal_rate(self) -> float | None:
        """Share of answerable items refused; None when no item is answerable."""
        return self.false_refusals / self.answerable if self.answerable else None


def detection_rate(
    gold_insufficient: Sequence[bool], predicted_refusal: Sequence[bool]
) -> DetectionRate:
    """Count refusals on insufficient and on answerable items (paired by position)."""
    if len(gold_insufficient) != len(predicted_refusal):
        raise InputError(
            f"{len(gold_insufficient)} gold flags but {len(predicted_refusal)} predictions",
            hint="pass one refusal flag per gold item, in the same order",
        )
    detected = insufficient = false_refusals = 0
    for gold, refused in zip(gold_insufficient, predicted_refusal, strict=True):
        if gold:
            insufficient += 1
            detected += bool(refused)
        else:
            false_refusals += bool(refused)
    return DetectionRate(
        detected=detected,
        insufficient=insufficient,
        false_refusals=false_refusals,
        answerable=len(gold_insufficient) - insufficient,
    )
