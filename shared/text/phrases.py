"""Turning claims into the pieces of a question: subjects, events, masked figures, causes.

These are deliberately simple, deterministic string rules over one claim sentence; a
piece that cannot be formed cleanly is ``None`` and the generator skips the claim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.text.causal import find_causal
from shared.text.dates import DateMention, find_dates
from shared.text.numbers import Quantity, find_quantities

__all__ = [
    "CauseEffect",
    "SubjectSplit",
    "cause_effect",
    "clause",
    "echo_question",
    "event_without_date",
    "is_number_word",
    "single_date",
    "single_quantity",
    "split_subject",
]

_CONNECT = {"of", "the", "and", "de", "da", "van", "von", "del", "la", "&", "for", "in"}
_BAD_VERB_START = {
    "the",
    "a",
    "an",
    "of",
    "in",
    "on",
    "at",
    "to",
    "for",
    "with",
    "by",
    "from",
    "and",
    "or",
    "but",
    "as",
    "that",
    "which",
    "who",
    "whose",
    "this",
    "these",
    "those",
    "its",
    "their",
}
_PRONOUN_START = {"he", "she", "it", "they", "this", "that", "these", "those", "his", "her"}
_DATE_PREPOSITIONS = ("in", "on", "since", "from", "by", "during", "at", "of", "as of", "until")
_WORD = re.compile(r"[\w'’&.-]+")


def clause(text: str) -> str:
    """A claim as a clause: trimmed, no final full stop."""
    return text.strip().rstrip(".").strip()


@dataclass(frozen=True, slots=True)
class SubjectSplit:
    """A claim split into its leading named subject and the rest of the sentence."""

    subject: str
    predicate: str


def split_subject(text: str) -> SubjectSplit | None:
    """``Leonardo DiCaprio made his debut ...`` -> (``Leonardo DiCaprio``, ``made his ...``).

    The subject is the leading run of capitalised words (joined by connectors such as
    "of" or "the"); the predicate must then start with a lower-case word that can be a
    verb. Sentences that start otherwise (pronouns, lower case) give ``None``.
    """
    body = clause(text)
    tokens = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(body)]
    if not tokens or not tokens[0][0][0].isupper() or tokens[0][0].lower() in _PRONOUN_START:
        return None
    end = 0
    i = 0
    while i < len(tokens):
        word = tokens[i][0]
        if word[0].isupper() or word[0].isdigit():
            end = tokens[i][2]
            i += 1
        elif word.lower() in _CONNECT and i + 1 < len(tokens) and tokens[i + 1][0][0].isupper():
            i += 1
        else:
            break
    if i >= len(tokens) or end == 0:
        return None
    verb = tokens[i][0]
    if not verb[0].islower() or verb.lower() in _BAD_VERB_START:
        return None
    subject = body[:end].strip().rstrip(",")
    if re.search(r"[’']s$", subject):
        return None  # "Meta's films grossed ...": the subject is the films, not Meta
    predicate = body[tokens[i][1] :].strip()
    if len(subject) < 2 or len(predicate.split()) < 2:
        return None
    return SubjectSplit(subject, predicate)


def single_date(text: str) -> DateMention | None:
    """The claim's only explicit date or year (``None`` if none, several, or a decade)."""
    dates = find_dates(text)
    if len(dates) != 1 or dates[0].precision not in ("day", "month", "year"):
        return None
    return dates[0]


_DANGLING_END = {
    "to",
    "from",
    "and",
    "or",
    "of",
    "between",
    "until",
    "by",
    "in",
    "on",
    "at",
    "the",
    "a",
    "an",
    "since",
    "during",
    "that",
    "which",
    "as",
    "than",
    "with",
}
_DANGLING_VERBS = {
    "had",
    "has",
    "have",
    "can",
    "could",
    "would",
    "will",
    "longer",
    "not",
    "be",
    "been",
    "is",
    "was",
    "were",
    "are",
    "who",
    "whose",
    "it",
    "they",
}
_DETERMINER_BEFORE = re.compile(r"\b(?:the|a|an|its|his|her|their)\s+$", re.IGNORECASE)
_COPULA_ARTICLE_BEFORE = re.compile(r"\b(?:is|was|are|were)\s+(?:a|an|the)\s+$", re.IGNORECASE)
_EMPTY_PARENS = re.compile(r"\(\s*[^\w(]*\s*\)|\[\s*\]")


def _enclosing_parens(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The ``(...)`` span around ``start:end``, if the mention sits inside one."""
    open_at = text.rfind("(", 0, start)
    if open_at < 0 or text.find(")", open_at, start) >= 0:
        return None
    close_at = text.find(")", end)
    return (open_at, close_at + 1) if close_at >= 0 else None


def _tidy(text: str) -> str:
    text = _EMPTY_PARENS.sub("", text)
    text = re.sub(r"\s{2,}", " ", text)
    text = re.sub(r"\s+([,.;:)])", r"\1", text)
    text = re.sub(r"\ba (?=[AEIO])", "an ", text)
    return clause(text).strip(" ,;")


def event_without_date(text: str, mention: DateMention) -> str | None:
    """The claim as an event with its date (and the preposition before it) removed.

    A birth date in parentheses (``X (born April 28, 1978) is ...``) becomes the event
    ``X was born``; any other parenthetical holding the date is dropped whole. Events
    that end in a dangling word or keep another date are refused (``None``).
    """
    parens = _enclosing_parens(text, mention.start, mention.end)
    if parens is not None:
        inside = text[parens[0] + 1 : parens[1] - 1].strip(" ;,").lower()
        head = clause(text[: parens[0]]).strip(" ,")
        if not inside.startswith("born") or not head:
            # "Sethu (1999)", "(1923-2005)": the date belongs to a name, not to the event
            return None
        event = f"{head} was born"
    else:
        if _DETERMINER_BEFORE.search(text[: mention.start]) and not _COPULA_ARTICLE_BEFORE.search(
            text[: mention.start]
        ):
            return None  # "Unlike the 1933 film X, ...": the year dates a name, not the event
        before = text[: mention.start].rstrip()
        after = text[mention.end :]
        lowered = before.lower()
        for prep in sorted(_DATE_PREPOSITIONS, key=len, reverse=True):
            if lowered.endswith(" " + prep) or lowered == prep:
                before = before[: len(before) - len(prep)].rstrip()
                break
        event = _tidy(f"{before} {after.lstrip(' ,')}")
    words = event.split()
    if len(words) < 3 or words[-1].lower() in _DANGLING_END or find_dates(event):
        return None
    if words[0].lower() in _PRONOUN_START | {"its", "their", "they", "we", "i"}:
        return None  # "It had sold 739 copies": not an event a reader can place
    if '""' in event or "“”" in event:
        return None
    if event.count("(") != event.count(")") or event.count('"') % 2:
        return None
    return event[0].upper() + event[1:]


def single_quantity(text: str) -> Quantity | None:
    """The claim's only (non-date) figure with a unit, currency or counted noun.

    Bare numbers ("six episodes" read as a number without a noun, "800") are not
    comparable across claims, so they give ``None``, as do claims with several figures.
    """
    quantities = find_quantities(text)
    if len(quantities) != 1 or quantities[0].kind == "number":
        return None
    return quantities[0]


def _unit_words(q: Quantity) -> str:
    """The words after the number in a mention: ``120,000 square feet`` -> ``square feet``."""
    return " ".join(w for w in q.text.split() if not is_number_word(w)).strip()


_NUMBER_WORDS = {
    "million",
    "billion",
    "trillion",
    "thousand",
    "hundred",
    "k",
    "m",
    "bn",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "dozen",
    "more",
    "than",
    "over",
    "about",
    "nearly",
    "almost",
    "up",
    "to",
    "some",
    "around",
}


def is_number_word(word: str) -> bool:
    """Digits, scale words and spelled numbers: what is left is the unit or counted noun."""
    return any(ch.isdigit() for ch in word) or word.lower().strip("$€£¥,") in _NUMBER_WORDS


def echo_question(text: str, q: Quantity) -> str | None:
    """The claim with its figure asked for in place: ``Meta subleased how many square feet ...``."""
    if q.kind == "money":
        asked = "how much money"
    elif q.kind == "percent":
        asked = "what percentage"
    else:
        unit = _unit_words(q)
        if not unit:
            return None
        asked = f"how many {unit}"
    body = clause(f"{text[: q.start]}{asked}{text[q.end :]}")
    body = re.sub(r"\b(a|an)\s+how\b", "how", body)
    return body[0].upper() + body[1:] if body else None


@dataclass(frozen=True, slots=True)
class CauseEffect:
    """A causal claim split at its connective."""

    cause: str
    effect: str
    cue: str


def cause_effect(text: str) -> CauseEffect | None:
    """Split a claim with one causal connective into cause and effect clauses."""
    mentions = find_causal(text)
    if len(mentions) != 1:
        return None
    m = mentions[0]
    left = clause(text[: m.start]).strip(" ,;")
    relative = re.search(r"\s+(?:is|was|are|were)\s+.*\b(?:that|which|who)$", left)
    if relative:  # "X was an outbreak that resulted in Y": X is the cause
        left = left[: relative.start()].strip(" ,")
    right = clause(text[m.end :]).strip(" ,;")
    if left.lower().startswith(("as a result", "because", "due to")) or not left:
        return None
    if len(left.split()) < 2 or len(right.split()) < 2:
        return None
    for piece in (left, right):
        last = piece.split()[-1].lower().strip(",;")
        if last in _DANGLING_END or last in _DANGLING_VERBS or find_causal(piece):
            return None  # "... whether the speed had" is a fragment, not a cause
        if piece.split()[0].lower() in {"whether", "if", "so", "which", "that"}:
            return None
    # Only the clause next to the cue takes part: "X happened, and the tsunami caused Y"
    # has "the tsunami" as its cause; "Z, caused by lightning, took place" has "lightning".
    left = re.split(r",\s+(?:and|but|while|whereas)\s+|;\s+", left)[-1].strip(" ,")
    if m.direction == "forward":
        cause, effect = left, right
    else:
        cause, effect = right.split(", ")[0].strip(), left
    return CauseEffect(cause, effect, m.cue)
