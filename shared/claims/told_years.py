"""The years a page tells of as events, without those it names only as plans or forecasts.

``relative_days.reliable_date`` refuses a declared page date when the text tells of a year
after the next one: a Wikipedia page's "date" is often its creation, years before the
events it tells. A news story, though, often names the years of what is only planned or
expected ("a rover NASA plans to fly in 2022", "would be followed by another three increases
in both 2018 and 2019", "considered likely to replace her when her term ends in early
2018"): a later year told after a plan word, a forecast or a modal of its own sentence, or
as a season ("the 2022/23 season"), as the subject of a forecast ("2021 and 2022 will begin to
see ...") or between a determiner and a noun (a model year or a maturity: "The 2021 RAV4
Prime", "WeWork's 2025 bond"), is no event after the page's day and is left out of that
test. A later year in a plain past-tense sentence ("In 2010 he won ...") or before the modal
("In 2015 he said he would retire") is an event told, and stays.
"""

from __future__ import annotations

import re

from shared.text.sentences import split_sentences

__all__ = ["told_text"]

_AHEAD = re.compile(
    r"\b(?:will|would|could|may|might|shall|should|plans?|planned|planning|scheduled|"
    r"expected|expects?|aims?|aiming|intends?|intended|targets?|targeted|due|proposed|"
    r"proposes?|hopes?|goal|set to|going to|budget|fiscal|forecasts?|projected|projects?|"
    r"projections?|likely|outlook)\b",
    re.IGNORECASE,
)
"""A plan, a forecast or a modal: what the sentence says of a later year is not yet done."""
_SEASON = re.compile(r"\b20\d\d\s*[/–-]\s*\d{2}\b")
"""A season or fiscal year written as a range ("the 2022/23 season")."""
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
_FORECAST_AFTER = re.compile(
    r"(?:\s*(?:,|and|or|to)\s*(?:1[89]|20)\d\d)*\s+(?:will|would|could|may|might|should|"
    r"(?:is|are)\s+(?:expected|likely|set))\b"
)
"""A year that is the subject of a forecast ("2021 and 2022 will begin to see ..."): no
event told."""
_ATTRIBUTIVE_BEFORE = re.compile(r"(?:\b[Tt]he|\b[Aa]|['\u2019]s)\s+$")
_ATTRIBUTIVE_AFTER = re.compile(r"\s+(?!(?:was|were|had|did|is|are)\b)[A-Za-z]")
"""A year between a determiner (``the``, ``a``, a possessive) and a noun phrase: a model
year or a maturity ("The 2021 RAV4 Prime will ...", "WeWork's 2025 bond has weakened"),
named, not told as the time of an event."""


def _told(sentence: str) -> str:
    """The sentence without the years it tells of as planned or expected (see module)."""

    def keep(match: re.Match[str]) -> str:
        ahead = (_AHEAD.search(sentence, 0, match.start())
                 or _SEASON.match(sentence, match.start())
                 or _FORECAST_AFTER.match(sentence, match.end())
                 or (_ATTRIBUTIVE_BEFORE.search(sentence, 0, match.start())
                     and _ATTRIBUTIVE_AFTER.match(sentence, match.end())))  # fmt: skip
        return "" if ahead else match.group(0)

    return _YEAR.sub(keep, sentence)


def told_text(text: str) -> str:
    """``text`` sentence by sentence without the years it names as plans (see module)."""
    if _YEAR.search(text) is None:
        return text
    return " ".join(_told(s.text) for s in split_sentences(text))
