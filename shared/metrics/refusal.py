"""Insufficient-context items and refusal detection, with the spec's special scoring.

An item is *insufficient* when its sources hold no answer; the item says so itself (the
``insufficient`` flag generators and importers set), never its gold text - "I Don't Know"
is also a song title. A prediction *refuses* when it says the sources do not answer. The
phrase detector decides that on the answer's refusal text (lowercased, apostrophes
dropped, every other punctuation mark a space, articles dropped, so "insufficient-context"
reads "insufficient context"): a refusal phrase anywhere as whole words ("The context is
insufficient to say"), or a whole answer that is only a refusal word ("Unknown", "N/A").
"No information" alone is a refusal, but not inside a statement ("No information was
released until 1990"); only its refusing continuations ("no information about ...") are
phrases. An LLM judge can take the detector's place behind ``RefusalClassifier``.

Special handling (generation-quality spec): on an insufficient item a refusal scores
EM = F1 = 1.0 and any other answer 0.0; citation metrics are 1.0 when nothing is cited and
0.0 otherwise. The detection rate is the share of insufficient items the agent refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from shared.errors import InputError
from shared.metrics.answer import AnswerScore
from shared.metrics.citations import CitationScore

__all__ = [
    "DEFAULT_REFUSAL_ANSWERS",
    "DEFAULT_REFUSAL_PHRASES",
    "DetectionRate",
    "PhraseRefusalDetector",
    "RefusalClassifier",
    "detection_rate",
    "insufficient_answer_score",
    "insufficient_citation_score",
    "refusal_text",
]

DEFAULT_REFUSAL_PHRASES: tuple[str, ...] = (
    "insufficient context",
    "insufficient information",
    "context is insufficient",
    "context is not sufficient",
    "information is insufficient",
    "information is not sufficient",
    "sources are insufficient",
    "not enough information",
    "not enough info",
    "not enough context",
    "no relevant information",
    "no information about",
    "no information on",
    "no information regarding",
    "no information in",
    "no information available",
    "no information is available",
    "no information provided",
    "no information is provided",
    "does not contain information",
    "do not contain information",
    "does not contain enough",
    "do not contain enough",
    "does not provide information",
    "do not provide information",
    "does not provide enough",
    "do not provide enough",
    "does not mention",
    "do not mention",
    "is not mentioned",
    "are not mentioned",
    "not specified in",
    "cannot be determined",
    "can not be determined",
    "cannot determine",
    "cant determine",
    "unable to determine",
    "cannot be answered",
    "cannot answer",
    "cant answer",
    "unable to answer",
    "not able to answer",
    "i dont know",
    "i do not know",
    "no answer",
    "noanswer",
)
"""Phrases that mark an answer as a refusal wherever they occur (in refusal text form)."""

DEFAULT_REFUSAL_ANSWERS: tuple[str, ...] = (
    "unknown",
    "not known",
    "no information",
    "no info",
    "no data",
    "insufficient",
    "unanswerable",
    "n/a",
    "not stated",
    "not specified",
    "cannot say",
    "cant say",
)
"""Whole answers that are refusals on their own (but not inside a longer answer)."""

_APOSTROPHES = re.compile(r"['\u2018\u2019\u02bc`]")
_NOT_WORD = re.compile(r"[^\w\s]|_")
_ARTICLES = frozenset({"a", "an", "the"})


def refusal_text(text: str) -> str:
    """``text`` as refusal phrases are matched: lowercase, apostrophes dropped, other
    punctuation a space, articles dropped, whitespace collapsed."""
    spaced = _NOT_WORD.sub(" ", _APOSTROPHES.sub("", text.lower()))
    return " ".join(token for token in spaced.split() if token not in _ARTICLES)


class RefusalClassifier(Protocol):
    """Decides whether an answer says the sources do not answer the question."""

    def is_refusal(self, text: str) -> bool:
        """True when ``text`` is an insufficient-context / no-information answer."""
        ...


def _normalized_set(values: Iterable[str], what: str) -> tuple[str, ...]:
    out: list[str] = []
    for value in values:
        text = refusal_text(value)
        if not text:
            raise InputError(
                f"refusal {what} {value!r} is empty after normalisation",
                hint="use phrases with at least one word that is not an article",
            )
        if text not in out:
            out.append(text)
    return tuple(out)


class PhraseRefusalDetector:
    """Refusal detection: a phrase as whole words anywhere, or a whole-answer refusal."""

    __slots__ = ("_needles", "answers", "phrases")

    def __init__(
        self,
        phrases: Iterable[str] = DEFAULT_REFUSAL_PHRASES,
        answers: Iterable[str] = DEFAULT_REFUSAL_ANSWERS,
    ) -> None:
        self.phrases: tuple[str, ...] = _normalized_set(phrases, "phrase")
        """The distinct phrases in refusal-text form."""
        self.answers: frozenset[str] = frozenset(_normalized_set(answers, "answer"))
        """Whole answers that are refusals, in refusal-text form."""
        if not self.phrases and not self.answers:
            raise InputError(
                "the refusal phrase set is empty",
                hint="give at least one phrase or use DEFAULT_REFUSAL_PHRASES",
            )
        self._needles = tuple(f" {text} " for text in self.phrases)

    def is_refusal(self, text: str) -> bool:
        """True when ``text`` holds a refusal phrase or is a whole-answer refusal."""
        normalized = refusal_text(text)
        if normalized in self.answers:
            return True
        padded = f" {normalized} "
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
