"""Date phrasing a question may not copy from its source (``QUALITY.md``, mark N).

Sources write ``released in September 28, 2007`` or ``on 2007``; claims and spans keep
that wording verbatim (they are evidence), but a question or answer built from them says
``on September 28, 2007`` and ``in 2007``. ``date_phrasing_problem`` names the fault and
``normalise_date_phrasing`` rewrites it; both read the same patterns.
"""

from __future__ import annotations

import re

from shared.text.dates import MONTH_ANY

__all__ = [
    "bracketed_appositive",
    "close_appositives",
    "date_phrasing_problem",
    "normalise_date_phrasing",
]

_DAY = r"(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?"
_IN_DAY = re.compile(
    rf"\b(?P<prep>in|In)\s+(?P<date>(?:{MONTH_ANY}\s+{_DAY}\b(?!\s*(?:%|years?|days?|months?))"
    rf"|{_DAY}\s+{MONTH_ANY}(?=[\s,.?!]|$)))"  # "in September 28", "in 28 September"
)
"""A day of the month after ``in``: a date with a day takes ``on``."""
_ON_COARSE = re.compile(
    rf"\b(?P<prep>on|On)\s+(?P<date>(?:{MONTH_ANY}\s+)?(?:1[0-9]|20)\d\d)\b(?![\s-]*(?:{MONTH_ANY}|"
    rf"[1-9]|[12]\d|3[01])\b)(?!\s*[-–/])"
)
"""``on`` before a bare year or a month and year (``on 2007``, ``on September 2007``):
a date without a day takes ``in``."""


def date_phrasing_problem(text: str) -> str | None:
    """The first date phrased against its precision (``in September 28``, ``on 2007``)."""
    found = _IN_DAY.search(text)
    if found:
        return f"{found.group()!r} (a date with a day takes 'on')"
    found = _ON_COARSE.search(text)
    if found:
        return f"{found.group()!r} (a month or year takes 'in')"
    return None


def normalise_date_phrasing(text: str) -> str:
    """The text with each date's preposition fitting its precision: ``released in
    September 28, 2007`` -> ``released on September 28, 2007``; ``on 2007`` -> ``in 2007``.
    The date itself is left as written."""

    def on(m: re.Match[str]) -> str:
        return ("On " if m.group("prep")[0].isupper() else "on ") + m.group("date")

    def in_(m: re.Match[str]) -> str:
        return ("In " if m.group("prep")[0].isupper() else "in ") + m.group("date")

    return _ON_COARSE.sub(in_, _IN_DAY.sub(on, text))


def bracketed_appositive(question: str, name: str) -> str:
    """The question with ``name`` bracketed where it stands as an option of a choice
    (``..., A or B?``, ``...: A, B or C?``): a name with an appositive (``Frederick I, Holy
    Roman Emperor``) reads there as two options, so it is ``Frederick I (Holy Roman
    Emperor)``; a name inside an option (``the author of Gate of Ivory, Gate of Horn or
    ...``), outside a choice or without a comma is left."""
    head, comma, tail = name.partition(", ")
    if not comma or not head or not tail:
        return question
    option = (rf"(?:(?<=, )|(?<=: )|(?<=\bor )){re.escape(name)}"
              rf"(?=\s+or\b|\?|, [^?]*\bor\b)")  # fmt: skip
    if re.search(r"\bor\b", question) is None:
        return question
    return re.sub(option, f"{head} ({tail})", question)


def close_appositives(question: str, names: list[str]) -> str:
    """The question with the closing comma of each name's appositive where a clause goes on
    after it: ``was David Ogilvy, 12th Earl of Airlie appointed ...`` -> ``... of Airlie,
    appointed ...``. Before ``or``, ``and``, ``'s`` or punctuation nothing changes."""
    for name in names:
        if ", " not in name:
            continue
        question = re.sub(rf"{re.escape(name)}(?=\s+(?!(?:or|and)\b)[a-z])", name + ",",
                          question)  # fmt: skip
    return question
