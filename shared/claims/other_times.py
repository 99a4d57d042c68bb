"""Whether a sentence places a state it tells in a noun phrase at a past time.

A role, an owner or a size told inside a noun phrase (``Apple CEO Steve Jobs``,
``Kroger-owned QFC``, ``the 300-bed Albany Medical Center``) is written ``(as of <page
date>)`` by the noun-phrase sources (``noun_roles``, ``noun_orgs``). That holds only when the
sentence tells the page's present: ``In 2009, Apple CEO Steve Jobs unveiled ...``, ``At the
time, Yahoo CEO Marissa Mayer said ...``, ``Then Acme CEO John Smith ...`` and ``Steve
Jobs, the late Apple CEO,`` tell the state at another time, and ``Acme CEO John Smith died
on Monday`` tells it up to a death. ``other_time(sentence, before, published)`` names
why (``OTHER_TIME``, ``AT_DEATH``, ``LATE``) or gives ``None``; its callers count the
reason and write no claim (the sentence's own time is left to the sentence's claim).
"""

from __future__ import annotations

import re
from datetime import date

from shared.claims.quoted import QUOTED_RX

__all__ = ["AT_DEATH", "LATE", "OTHER_TIME", "other_time"]

OTHER_TIME = "other_time"
"""The sentence places the state at a past time (a past year, ``At the time``, ``then``)."""
AT_DEATH = "at_death"
"""The sentence tells a death (``died``): the state held until it."""
LATE = "late"
"""The phrase names a dead person's title (``the late Apple CEO``): no present state, and no
wording for a lasting one (a founder)."""

_YEAR_RX = re.compile(r"(?<![\w$.,\u2013-])(1[6-9]\d\d|20\d\d)(?![\w\u2013-]|[.,]\d)")
"""A year written alone (not ``2018-19``, ``$2019``, ``2,019``)."""
_ADDRESS_RX = re.compile(r"\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Drive|Dr\.|Street|St\.|Avenue|Ave\.|"
                         r"Road|Rd\.|Lane|Ln\.|Boulevard|Blvd\.|Way|Court|Ct\.|Place|Circle|"
                         r"Highway|Parkway|Terrace)(?!\w)")  # fmt: skip
"""What follows a house number (``1909 Jolinda Drive``): no year."""
_AT_THE_TIME_RX = re.compile(r"\b(?:at\s+the\s+time|at\s+that\s+time|back\s+then|in\s+those\s+"
                             r"days)\b", re.IGNORECASE)  # fmt: skip
"""Words anywhere in the sentence that point to a past time (``At the time,``, ``Acme's CEO
at the time``)."""
_THEN_RX = re.compile(r"\bthen\b", re.IGNORECASE)
"""``then`` before the phrase (``Then Acme CEO John Smith``, ``and then-CEO``)."""
_DEATH_RX = re.compile(r"\b(?:died|dies|dead|death|killed|murdered|slain|funeral|obituary)\b",
                       re.IGNORECASE)  # fmt: skip
"""A death the sentence tells (``died``, ``was killed``)."""
_LATE_RX = re.compile(r"(?:\b(?:the|his|her|their|its)|['\u2019]s)\s+late\b", re.IGNORECASE)
"""A dead person's title (``the late Apple CEO``, ``Apple's late co-founder``; not ``late
Tuesday``)."""


def other_time(sentence: str, before: str, published: date) -> str | None:
    """Why ``sentence`` (with ``before``, its text before the phrase) tells its noun
    phrase's state at another time than ``published``'s, or ``None``."""
    if _LATE_RX.search(sentence):
        return LATE
    if _DEATH_RX.search(sentence):
        return AT_DEATH
    if _THEN_RX.search(before) or _AT_THE_TIME_RX.search(sentence):
        return OTHER_TIME
    told = QUOTED_RX.sub(" ", sentence)  # a year a speaker says dates their words only
    if any(int(m.group(1)) < published.year and not _ADDRESS_RX.match(told, m.end())
           for m in _YEAR_RX.finditer(told)):  # fmt: skip
        return OTHER_TIME
    return None
