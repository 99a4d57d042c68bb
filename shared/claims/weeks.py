"""Relative weeks, days ago and ``recent`` in a past-tense news claim, written from the page's date.

News dates its past events by the week as often as by the day: ``The ministry announced
last week ...``, ``Officials said earlier this week ...``, ``... died two days ago``. With
the page's publication date known and the claim told in the past (``anchoring`` decides),
each becomes a real date:

- ``last week`` -> ``in the week of December 5, 2016`` (the Monday of the calendar week
  before the page's), ``since last week`` -> ``since the week of ...``;
- ``this week`` / ``earlier this week`` -> ``in the week of December 12, 2016`` (the Monday
  of the page's own week; ``earlier`` is dropped, the claim stays true);
- ``two days ago`` (one to six days) -> ``on December 13, 2016``;
- ``last weekend`` / ``over the weekend`` on a weekday's page -> ``over the weekend of
  December 10, 2016`` (the Saturday before the page's week);
- ``recent`` before a noun (``in a recent Reuters poll``), ``recently`` before a verb and a
  vague time ago (``A few weeks ago, ...``, ``said several days ago that``) go: the event
  keeps no relative time and the claim stays true (a recent poll is a poll).

``later this week``, ``next week`` or ``three years ago`` (a time the claim needs, that the
page cannot give to the day) are left for ``anchoring`` to refuse (``relative_date``).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from shared.text.dates import written_date

__all__ = ["WEEK_WORDS_BACK", "anchor_weeks", "drop_recent"]

WEEK_WORDS_BACK = 13
"""Days before the publication date an anchored week can start on (last week's Monday of a
Sunday page): the entailment check allows their month, day and year."""

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

_WEEK_RX = re.compile(
    r"\b(?:(?P<prep>[Ss]ince|[Ff]rom|[Dd]uring|[Ii]n|[Oo]ver)\s+)?"
    r"(?<![Ll]ater )(?:(?P<earlier>[Ee]arlier)\s+)?(?P<which>[Ll]ast|[Tt]his)\s+week\b"
    r"(?!['\u2019]|end)"
)
"""``last week``, ``earlier this week``, ``since last week`` (not ``last week's``)."""
_WEEKEND_RX = re.compile(
    r"\b(?:(?P<prep>[Oo]ver|[Aa]t|[Dd]uring|[Oo]n)\s+)?(?:(?:[Ll]ast|[Tt]his\s+past)|"
    r"(?<=[Oo]ver )the|(?<=[Aa]t )the|(?<=[Dd]uring )the)\s+weekend\b(?!['\u2019]|\s+of\b)"
)
"""``last weekend``, ``this past weekend``, ``over the weekend`` (not ``last weekend's``,
not ``the weekend of April 23``)."""
_DAYS_AGO_RX = re.compile(r"\b(?P<n>[1-6]|one|two|three|four|five|six)\s+days?\s+ago\b")
_RECENT_RX = re.compile(r"\b(?P<article>[Aa]|[Aa]n|[Tt]he)\s+(?:most\s+)?recent\s+(?=[\w-])")
_RECENTLY_RX = re.compile(r"\s+(?:only\s+)?recently(?=\s+[a-z]+(?:ed|ung|ook|ade|ame|aid|old|"
                          r"ew|ought|ent|an|on|ot)\b)")  # fmt: skip
"""``recently`` before a past tense or participle (``has recently opened``, ``recently
took``): a ``recently`` elsewhere (``until recently``) is left alone."""
_VAGUE = r"(?:[Aa] few|[Ss]everal|[Ss]ome|[Mm]any|[Aa] couple of)\s+(?:days|weeks|months)\s+ago"
_FRONTED_VAGUE_RX = re.compile(
    rf"^(?:{_VAGUE}|Recently|Lately|In recent (?:days|weeks|months)|(?:Days|Weeks|Months) ago)"
    r",\s+(?=[A-Za-z\d])"
)
"""A vague time before the sentence (``A few weeks ago, ...``): the event is told without it."""
_VAGUE_AGO_RX = re.compile(rf"(?:,\s+)?\s{_VAGUE}(?=[\s,.])")
"""``said a few weeks ago that``: a vague time inside the sentence."""


def _week(match: re.Match[str], published: date) -> str:
    """``last week`` -> ``in the week of December 5, 2016`` (see module)."""
    monday = published - timedelta(days=published.weekday())
    if match.group("which").lower() == "last":
        monday -= timedelta(days=7)
    prep = (match.group("prep") or "").lower()
    lead = "since" if prep in ("since", "from") else "in"
    if match.group(0)[:1].isupper():
        lead = lead.capitalize()
    return f"{lead} the week of {written_date(monday)}"


def _days_ago(match: re.Match[str], published: date) -> str:
    count = match.group("n")
    back = int(count) if count.isdigit() else _NUMBERS[count]
    return f"on {written_date(published - timedelta(days=back))}"


def _weekend(match: re.Match[str], published: date) -> str:
    """``last weekend`` -> ``over the weekend of April 23, 2022`` (its Saturday)."""
    saturday = published - timedelta(days=published.weekday() + 2)
    lead = "Over" if match.group(0)[:1].isupper() else "over"
    return f"{lead} the weekend of {written_date(saturday)}"


def anchor_weeks(claim: str, published: date) -> str:
    """``claim`` (told in the past) with its weeks and days ago written as dates from
    ``published`` (see module); ``later this week`` and the like are left as they are. The
    weekend just gone (``last weekend``, ``over the weekend``) is written from a weekday's
    page only: on a Saturday's or a Sunday's it may be the page's own."""
    out = _WEEK_RX.sub(lambda m: _week(m, published), claim)
    if published.weekday() < 5:
        out = _WEEKEND_RX.sub(lambda m: _weekend(m, published), out)
    return _DAYS_AGO_RX.sub(lambda m: _days_ago(m, published), out)


def drop_recent(claim: str) -> str:
    """``claim`` without ``recent`` before a noun (``a recent poll`` -> ``a poll``, ``a
    recent outbreak`` -> ``an outbreak``), ``recently`` before a past verb (``has recently
    opened`` -> ``has opened``) or a vague time ago (``A few weeks ago, archaeologists
    excavated ...`` -> ``Archaeologists excavated ...``)."""
    out = _RECENT_RX.sub(lambda m: _article(m, claim), claim)
    out = _RECENTLY_RX.sub("", out)
    fronted = _FRONTED_VAGUE_RX.match(out)
    if fronted is not None:
        rest = out[fronted.end() :]
        return rest[:1].upper() + rest[1:]
    return _VAGUE_AGO_RX.sub("", out)


def _article(match: re.Match[str], text: str) -> str:
    """The article of ``match`` agreeing with the word after ``recent``."""
    article = match.group("article")
    if article.lower() == "the":
        return f"{article} "
    following = text[match.end() :].lower()
    vowel = following[:1] in "aeio" and not following.startswith(("one", "eu", "uni"))
    word = "an" if vowel or following.startswith(("hour", "honest")) else "a"
    return f"{word.capitalize() if article[0].isupper() else word} "
