"""The page date that anchors a news story's relative days ("on Monday") for gold facts.

``shared.claims.anchoring.reliable_date`` refuses a declared date when the text tells of a
year after the next one: a Wikipedia page's "date" is often its creation, years before the
events it tells. A news story, though, often names the years of what is only planned or
expected ("a rover NASA plans to fly in 2022", "its planned 2024 crewed moon landing",
"Shotwell said Starship lunar lander missions could begin in 2022"): a later year told of
as a plan, a forecast or a season is no event after the page's day, so a year written after
a plan word or a modal of its own sentence is left out of that test. A later year in a plain
past-tense sentence ("In 2010 he won ...") or before the modal ("In 2015 he said he would
retire") still makes the date unreliable.
"""

from __future__ import annotations

import re

from shared.claims.anchoring import reliable_date
from shared.text.sentences import split_sentences

__all__ = ["anchor_date"]

_AHEAD = re.compile(
    r"\b(?:will|would|could|may|might|shall|should|plans?|planned|planning|scheduled|"
    r"expected|expects?|aims?|aiming|intends?|intended|targets?|targeted|due|proposed|"
    r"proposes?|hopes?|goal|set to|going to|budget|fiscal|forecasts?|projected|projects?)\b",
    re.IGNORECASE,
)
"""A plan, a forecast or a modal: what the sentence says of a later year is not yet done."""
_SEASON = re.compile(r"\b20\d\d\s*[/–-]\s*\d{2}\b")
"""A season or fiscal year written as a range ("the 2022/23 season")."""


_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def _told(sentence: str) -> str:
    """The sentence without the years it tells of as planned or expected: a year after a plan
    word or a modal of its own sentence ("plans to fly in 2022"), or in a season range. A year
    before any such word ("In 2015 he said he would retire") is an event told, and stays."""
    def keep(match: re.Match[str]) -> str:
        before = sentence[: match.start()]
        ahead = _AHEAD.search(before) or _SEASON.match(sentence, match.start())
        return "" if ahead else match.group(0)

    return _YEAR.sub(keep, sentence)


def anchor_date(published: str | None, text: str) -> str | None:
    """``published`` when it can anchor ``text``'s relative days: ``reliable_date`` over the
    text without the years it tells of as plans (see the module docstring)."""
    if published is None:
        return None
    told = " ".join(_told(s.text) for s in split_sentences(text))
    return reliable_date(published, told)
