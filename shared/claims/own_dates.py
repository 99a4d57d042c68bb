"""Whether a weekday in a claim has a date of its own, or stands described (not a bare time).

``anchor_dates`` counts a bare weekday back from the page's date (``on Tuesday`` in a page of
Thursday 15 December 2016 -> ``on Tuesday, December 13, 2016``). A weekday whose phrase
names its own month or year (``On a chilly Tuesday in December 1999``, ``Tuesday at 10:01
p.m. on December 12, 2016``) is that date's weekday and is left as written (``own_date``); a
weekday under an article or an adjective (``a chilly Tuesday``, ``that Sunday``) cannot take
``on Tuesday, <date>`` without a garbled phrase (``described``). The weekday after the page's
date (``on Tuesday`` in a page dated Monday) is the next day (``weekday_date``).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from lemminflect import getAllLemmas, getInflection

from shared.text.dates import MONTH_WRITTEN, WEEKDAY_NAME, WEEKDAY_NAMES, month_number

__all__ = ["described", "last_weekday", "own_date", "unsure_year", "weekday_date"]


_OWN_DATE_RX = re.compile(
    rf"\b(?:{MONTH_WRITTEN}|1[5-9]\d\d|20\d\d)(?!\w)|\b(?:[Tt]his|[Ll]ast|[Nn]ext)\s+(?:month|year)\b"
)
"""A month (``December``, ``Dec.``) or a year: a date the sentence writes of its own."""
_TIME_AFTER_RX = re.compile(
    r"(?:,?\s+(?:in|of|on|at|during|early|late|mid-?|around|about|\d{1,2}(?::\d\d)?|"
    r"[ap]\.m\.|[ap]m|noon|midnight))*,?\s+")
"""What may stand between a weekday and its own date: a time of day and the prepositions of
one phrase (``Tuesday at 10:01 p.m. on December 12``, ``Tuesday in December 1999``)."""
_TIME_BEFORE_RX = re.compile(r",?\s+(?:on\s+)?(?:(?:a|an|one|that)\s+(?:[a-z]+\s+)?)?")
"""What may stand between a date and its weekday after it (``In December 1999, on a chilly
Tuesday``)."""


def own_date(claim: str, match: re.Match[str]) -> bool:
    """The weekday at ``match`` has a date of its own in its phrase (``On a chilly Tuesday
    in December 1999``, ``Tuesday at 10:01 p.m. on December 12, 2016``): it is that date's
    weekday, not one counted back from the page's date. A date of another clause (``pleaded
    guilty on Monday to threatening ... in March 2019``) is not its own."""
    for found in _OWN_DATE_RX.finditer(claim):
        if found.start() >= match.end():
            if _TIME_AFTER_RX.fullmatch(claim, match.end(), found.start()):
                return True
        elif _TIME_BEFORE_RX.fullmatch(claim, found.end(), match.start()):
            return True
    return False


_DESCRIBED_RX = re.compile(
    r"\b(?:[Aa]|[Aa]n|[Oo]ne|[Tt]hat|[Tt]he|[Tt]his|[Ee]very|[Ee]ach|[Aa]nother|[Ss]ame)\s+"
    r"(?:(?P<word>[a-z]+)\s+)?$")
"""An article before a weekday, alone or with one word between (``the Tuesday vote``, ``a
chilly Tuesday``, ``one cold Tuesday``; ``the attack Wednesday`` when ``attack`` is no
adjective is a time after a noun)."""


def described(claim: str, match: re.Match[str]) -> bool:
    """The weekday at ``match`` stands under an article, alone or with an adjective (``On a
    chilly Tuesday``), not as a time on its own: no ``on ...`` can be put before it. A noun
    then the weekday (``the attack Wednesday``, ``available Friday``) is a time."""
    if match.group("on") is not None:
        return False
    found = _DESCRIBED_RX.search(claim[: match.start()])
    if found is None:
        return False
    return found.group("word") is None or "ADJ" in getAllLemmas(found.group("word"))


def weekday_date(weekday: int, published: date) -> date:
    """The day a past bare ``weekday`` (0 = Monday) of a page dated ``published`` names: the
    last such day on or before the page's date, except the day after it, which is the next
    day, not six days back. A page's date is its publisher's day or its first version's,
    while its text may already tell of the next day's events: CNN's Asia markets story filed
    9:34 pm in New York on Monday November 18 (02:34Z Tuesday) told what markets did "in
    early trading Tuesday"; the Davis Cup series that "ended close to 2 a.m. local time
    (0100 GMT) on Wednesday" on a Tuesday page; NBC's story of Friday December 6, 2024,
    updated the next day, telling how the impeachment plan failed "on Saturday". No open
    page used a bare past weekday for six days back (that is "last Tuesday")."""
    back = (published.weekday() - weekday) % 7
    return published + timedelta(days=1) if back == 6 else published - timedelta(days=back)


_LAST_WEEKDAY_RX = re.compile(
    r"\b(?:(?P<on>[Oo]n\s+)?(?P<which>[Ll]ast|[Tt]his\s+past)\s+)"
    rf"(?P<day>{WEEKDAY_NAME})\b(?!['\u2019])"
)
_WEEKDAY_NAMES = WEEKDAY_NAMES


def last_weekday(claim: str, published: date) -> str:
    """``claim`` (told in the past) with each ``last Tuesday`` / ``this past Tuesday`` whose
    day is sure written ``on Tuesday, <date>``: the page's own weekday named ``last`` is a
    week back (``last Tuesday`` on a Tuesday page: Disney+ "activated their accounts last
    Tuesday", November 12, 2019, on the page of the 19th), a weekday after the page's in the
    week (``last Friday`` on a Thursday page) is the last week's, and ``this past`` is the
    most recent. ``last Monday`` on a Friday page (this week's or the week before?) is left
    for ``anchor_dates`` to refuse."""

    def placed(match: re.Match[str]) -> str:
        wanted, today = _WEEKDAY_NAMES.index(match.group("day")), published.weekday()
        if match.group("which").lower() == "last" and wanted < today:
            return match.group(0)  # "last Monday" on a Friday page: not sure
        back = (today - wanted) % 7 or 7
        when = published - timedelta(days=back)
        on = match.group("on") or ("On " if match.group("which")[0].isupper() else "on ")
        return f"{on}{match.group('day')}, {when:%B} {when.day}, {when.year},"

    out = _LAST_WEEKDAY_RX.sub(placed, claim)
    return re.sub(r",\s*([.,;:])", r"\1", out)


_NOUN_BEFORE_RX = re.compile(r"([A-Za-z]+)[.\u2019']?\s+(?:on|of)\s+$")
"""The word before ``on``/``of`` that introduces a day (``the Oscars on Feb. 9``)."""


def _verb_form(word: str) -> bool:
    """``word`` is a past tense or participle (``founded``, ``began``, ``held``)."""
    lower = word.lower()
    return any(lower in getInflection(lemma, tag)
               for lemma in getAllLemmas(lower).get("VERB", ()) for tag in ("VBD", "VBN"))


_ARTICLE_BEFORE_RX = re.compile(r"\b(?:a|an|the|its|his|her|their|our)\s+$", re.IGNORECASE)
"""An article before a day: the day names a noun's event (``ahead of a Nov. 29 meeting``),
not the time of the claim's verb."""


def unsure_year(claim: str, at: int, written: str, published: date) -> bool:
    """The day ``written`` at ``at`` of a past-tense ``claim`` follows a noun, not its verb
    (``the Oscars on Feb. 9 were not nominated ...``), or an article before its noun
    (``asked for the documents ahead of a Nov. 29 meeting``), its last occurrence is over half a
    year before ``published`` and its next within three months after: the past verb is not
    the day's, so neither year is sure (a page of January 19, 2020 wrote of the coming Feb.
    9). A day after its verb (``founded on March 3``) is that past day."""
    noun = _NOUN_BEFORE_RX.search(claim[:at])
    if _ARTICLE_BEFORE_RX.search(claim[:at]) is None and (
            noun is None or _verb_form(noun.group(1))):
        return False
    month = month_number(written)
    found = re.search(r"\d{1,2}", written)
    if month is None or found is None:
        return False
    try:
        this = date(published.year, month, int(found.group()))
        last = this if this <= published else date(published.year - 1, month, this.day)
        coming = this if this > published else date(published.year + 1, month, this.day)
    except ValueError:  # "29 February", "30 February"
        return False
    return (published - last).days > 183 and (coming - published).days <= 92
