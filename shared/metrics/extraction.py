"""What of an answer is the answer: citation markers apart, the span of the item's type.

Agents answer in prose with citation markers (``1 year [1][2]``, ``It was 5 years [2].``,
``Arthur's Magazine [1, 2]``). Markers are citations - they feed citation P/R/F1 - never
answer text, so ``split_citations`` takes them out first. A long-form answer is then
reduced to the span of the type the item asks for, before EM/F1:

- ``number``: the gold is one number with its unit (``1 year``, ``10,000 kilometres``);
  the answer's quantity with the gold's unit, or its only quantity;
- ``date``: the gold is one date; the answer's only date of the gold's precision;
- ``choice``: the question compares named entities (``Which came first: A or B?``) and the
  gold is one of them; in a short answer the only compared entity it names, in a longer
  one the only entity followed closely by the question's comparison ("A was started
  first", not "Amazon was founded by A", nor "B came after A");
- ``yes_no``: the gold is yes or no; the answer's leading yes/no;
- ``name``: any other short gold (at most eight words); the text after a final
  ``Answer:`` label, else the first sentence with lead-ins such as "The answer is" dropped;
- ``free``: a long gold (a summary, a list, instructions): nothing is cut but the markers.

The type comes from the gold's form and the question; the span never from the gold's
text, so extraction cannot turn "1990 or 1994" into a hit. An answer with no span of the
type, or with two competing ones (both compared entities, two different dates), is left
as its cleaned text - no credit is invented for hedging.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from shared.metrics.normalize import SPECIAL_ANSWERS, normalize_answer
from shared.text.dates import find_dates
from shared.text.numbers import find_quantities

__all__ = [
    "AnswerKind",
    "AnswerShape",
    "Extracted",
    "answer_shape",
    "citation_markers",
    "extract_answer",
    "split_citations",
]

AnswerKind = Literal["number", "date", "choice", "yes_no", "name", "free"]

# [1], [1][2], [1, 2], [1,2; 3] and [1-3] (a range); at most four digits per number
_MARKER = re.compile(r"\[\s*\d{1,4}(?:\s*(?:[,;]|[-\u2013])\s*\d{1,4})*\s*\]")
_NUMBER = re.compile(r"\d{1,4}")
_RANGE = re.compile(r"(\d{1,4})\s*[-\u2013]\s*(\d{1,4})")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([.,;:!?)])")
_SPACES = re.compile(r"[ \t]+")
_QUOTED_CHOICE = re.compile(r"[\"“](?P<a>[^\"“”]+)[\"”]\s+or\s+[\"“](?P<b>[^\"“”]+)[\"”]\s*\?\s*$")
_CHOICE = re.compile(r"(?:^|[:,])\s*(?P<a>[^:,?]+?)\s+or\s+(?P<b>[^:,?]+?)\s*\?\s*$")
_QUOTES = "\"'“”‘’«»"
_ANSWER_LABEL = re.compile(r"(?:^|\n)\s*(?:final\s+)?answer\s*[:：]\s*(?P<rest>.+)", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(])|\n+")
_LEAD_IN = re.compile(
    r"^(?:the\s+(?:final\s+|short\s+)?answer\s+is|answer\s+is|it\s+(?:is|was)|"
    r"that\s+(?:is|was|would\s+be)|this\s+(?:is|was))\s*[:,]?\s+",
    re.I,
)
_YES_NO = re.compile(r"^\W*(yes|no)\b", re.I)
_MAX_RANGE = 50
_SHORT_CHOICE_EXTRA = 3
"""A choice answer of at most the entity's words plus this many is short ("A, clearly")."""
_CUE_WINDOW = 5
_DIRECTIONS: tuple[frozenset[str], ...] = (
    frozenset({"first", "earlier", "before", "sooner", "older", "oldest", "earliest"}),
    frozenset({"last", "later", "after", "newer", "younger", "latest", "youngest", "recent"}),
    frozenset({"longer", "higher", "taller", "larger", "bigger", "greater", "more", "heavier",
               "deeper", "wider", "longest", "highest", "tallest", "largest", "biggest"}),
    frozenset({"shorter", "lower", "smaller", "fewer", "less", "lighter", "shallower",
               "narrower", "shortest", "lowest", "smallest"}),
)
"""Comparison words by direction: an answer asserts the question's comparison with a word
of the same direction ("first" or "earlier", never "after")."""
_SHORT_ANSWER_WORDS = 8


def citation_markers(text: str) -> tuple[int, ...]:
    """Distinct source numbers of the citation markers in ``text``, in order of appearance."""
    out: list[int] = []
    for match in _MARKER.finditer(text):
        body = match.group(0)
        numbers: list[int] = []
        for low, high in _RANGE.findall(body):
            start, end = int(low), int(high)
            if start <= end and end - start <= _MAX_RANGE:
                numbers.extend(range(start, end + 1))
        body = _RANGE.sub(" ", body)
        numbers.extend(int(n) for n in _NUMBER.findall(body))
        for number in numbers:
            if number not in out:
                out.append(number)
    return tuple(out)


def split_citations(text: str) -> tuple[str, tuple[int, ...]]:
    """``text`` without its citation markers, and the source numbers they cite."""
    cited = citation_markers(text)
    if not cited:
        return text.strip(), ()
    cleaned = _MARKER.sub(" ", text)
    cleaned = _SPACE_BEFORE_PUNCT.sub(r"\1", cleaned)
    cleaned = "\n".join(_SPACES.sub(" ", line).strip() for line in cleaned.splitlines())
    return cleaned.strip(), cited


@dataclass(frozen=True, slots=True)
class AnswerShape:
    """The type of answer an item asks for, from its gold and question."""

    kind: AnswerKind
    unit: str | None = None
    """The gold quantity's unit or counted noun (``number``)."""

    precision: str | None = None
    """The gold date's precision (``date``)."""

    choices: tuple[str, ...] = ()
    """The compared entities, as the question writes them (``choice``)."""


def _unquote(text: str) -> str:
    return text.strip().strip(_QUOTES).strip()


def _covers(span: str, whole: str) -> bool:
    """The mention is (nearly) all of the text: only punctuation/articles left over."""
    return normalize_answer(span) == normalize_answer(whole)


@lru_cache(maxsize=4096)
def answer_shape(gold: str, question: str = "") -> AnswerShape:
    """What kind of span answers an item whose gold is ``gold`` (and question ``question``)."""
    normalized = normalize_answer(gold)
    if normalized in SPECIAL_ANSWERS - {"noanswer"}:
        return AnswerShape("yes_no")
    match = _QUOTED_CHOICE.search(question.strip()) or _CHOICE.search(question.strip())
    if match is not None:
        choices = (_unquote(match.group("a")), _unquote(match.group("b")))
        if all(choices) and normalized in {normalize_answer(c) for c in choices}:
            return AnswerShape("choice", choices=choices)
    dates = find_dates(gold)
    if len(dates) == 1 and _covers(dates[0].text, gold):
        return AnswerShape("date", precision=dates[0].precision)
    quantities = find_quantities(gold, dates=dates)
    if len(quantities) == 1 and _covers(quantities[0].text, gold):
        return AnswerShape("number", unit=quantities[0].unit)
    if len(normalized.split()) > _SHORT_ANSWER_WORDS:
        return AnswerShape("free")
    return AnswerShape("name")


@dataclass(frozen=True, slots=True)
class Extracted:
    """An answer split into what is scored and what is cited."""

    text: str
    """The span scored by EM/F1 (the cleaned answer when no span was found)."""

    cleaned: str
    """The answer without its citation markers."""

    cited: tuple[int, ...]
    """Source numbers of its citation markers."""

    kind: AnswerKind
    """The item's answer type the span was looked for as."""

    reduced: bool
    """True when ``text`` is a span of the answer rather than all of it."""


def _number_span(text: str, shape: AnswerShape) -> str | None:
    quantities = find_quantities(text)
    same_unit = [q for q in quantities if shape.unit is not None and q.unit == shape.unit]
    candidates = same_unit or (quantities if shape.unit is None else [])
    if not candidates and len(quantities) == 1:
        candidates = quantities
    values = {(q.value, q.unit) for q in candidates}
    return candidates[0].text if len(values) == 1 else None


def _date_span(text: str, shape: AnswerShape) -> str | None:
    dates = [d for d in find_dates(text) if d.precision == shape.precision]
    return dates[0].text if len({d.value for d in dates}) == 1 else None


def _comparison_cues(question: str) -> frozenset[str]:
    words = set(normalize_answer(question).split())
    cues: set[str] = set()
    for group in _DIRECTIONS:
        if words & group:
            cues |= group
    return frozenset(cues)


def _asserted(tokens: list[str], entity: list[str], cues: frozenset[str]) -> bool:
    """Some mention of ``entity`` is followed within a few words by a comparison cue."""
    n = len(entity)
    for start in range(len(tokens) - n + 1):
        if tokens[start : start + n] == entity:
            after = tokens[start + n : start + n + _CUE_WINDOW]
            if cues & set(after):
                return True
    return False


def _choice_span(text: str, shape: AnswerShape, question: str) -> str | None:
    tokens = normalize_answer(text).split()
    padded = f" {' '.join(tokens)} "
    named = [c for c in shape.choices if f" {normalize_answer(c)} " in padded]
    if not named:
        return None
    longest = max(len(normalize_answer(c).split()) for c in shape.choices)
    if len(tokens) <= longest + _SHORT_CHOICE_EXTRA:
        return named[0] if len(named) == 1 else None
    cues = _comparison_cues(question)
    asserted = [c for c in named if _asserted(tokens, normalize_answer(c).split(), cues)]
    return asserted[0] if len(asserted) == 1 else None


def _name_span(text: str) -> str:
    labelled = _ANSWER_LABEL.findall(text)
    if labelled:
        candidate = labelled[-1]
    elif len(text.split()) <= _SHORT_ANSWER_WORDS:
        # a short answer is one sentence: "F.C. Barcelona" must not split at "C. B"
        candidate = text
    else:
        candidate = _SENTENCE_END.split(text.strip(), maxsplit=1)[0]
    candidate = _LEAD_IN.sub("", candidate.strip())
    return candidate.strip().rstrip(".!;:").strip()


def extract_answer(answer: str, gold: str, question: str = "") -> Extracted:
    """The span of ``answer`` that answers an item with gold ``gold`` and ``question``."""
    cleaned, cited = split_citations(answer)
    shape = answer_shape(gold, question)
    span: str | None
    if shape.kind == "number":
        span = _number_span(cleaned, shape)
    elif shape.kind == "date":
        span = _date_span(cleaned, shape)
    elif shape.kind == "choice":
        span = _choice_span(cleaned, shape, question)
    elif shape.kind == "yes_no":
        found = _YES_NO.match(cleaned)
        span = found.group(1) if found else None
    elif shape.kind == "name":
        span = _name_span(cleaned) or None
    else:
        span = None
    if span is None:
        return Extracted(cleaned, cleaned, cited, shape.kind, reduced=False)
    return Extracted(span, cleaned, cited, shape.kind, reduced=span != cleaned)
