"""The page date that anchors a news story's relative days ("on Monday") for gold facts.

``shared.claims.anchoring.reliable_date`` refuses a declared date when the text tells of a
year after the next one: a Wikipedia page's "date" is often its creation, years before the
events it tells. A news story, though, often names the years of what is only planned or
expected ("a rover NASA plans to fly in 2022", "its planned 2024 crewed moon landing",
"Shotwell said Starship lunar lander missions could begin in 2022"): a later year told of
as a plan, a forecast or a season is no event after the page's day, so such sentences are
left out of that test. A later year in a plain past-tense sentence ("In 2010 he won ...")
still makes the date unreliable.
"""

from __future__ import annotations

import re

from shared.claims.anchoring import reliable_date
from shared.text.sentences import split_sentences

__all__ = ["anchor_date", "forward_looking"]

_AHEAD = re.compile(
    r"\b(?:will|would|could|may|might|shall|should|plans?|planned|planning|scheduled|"
    r"expected|expects?|aims?|aiming|intends?|intended|targets?|targeted|due|proposed|"
    r"proposes?|hopes?|goal|set to|going to|budget|fiscal|forecasts?|projected|projects?)\b",
    re.IGNORECASE,
)
"""A plan, a forecast or a modal: what the sentence says of a later year is not yet done."""
_SEASON = re.compile(r"\b20\d\d\s*[/–-]\s*\d{2}\b")
"""A season or fiscal year written as a range ("the 2022/23 season")."""


def forward_looking(sentence: str) -> bool:
    """Whether the sentence tells of what is planned, expected or possible (a modal, a plan
    word) or names a season range, so a later year in it is no event after the page's day."""
    return bool(_AHEAD.search(sentence) or _SEASON.search(sentence))


def anchor_date(published: str | None, text: str) -> str | None:
    """``published`` when it can anchor ``text``'s relative days: ``reliable_date`` over the
    text without its forward-looking sentences (see the module docstring)."""
    if published is None:
        return None
    told = " ".join(s.text for s in split_sentences(text) if not forward_looking(s.text))
    return reliable_date(published, told)
