"""Relative dates in a claim anchored to the page's publication date, or the claim dropped.

News writes time relative to its own date: ``The ministry said on Tuesday ...``,
``... announced yesterday``. Read alone, such a claim has no date. When the page states its
publication date (``ClaimBucket.published``, ISO ``YYYY-MM-DD``) and the claim tells of the
past (no ``will``; a bare weekday only with a past-tense verb: ``The Gophers play Saturday``
tells of the coming one), the day is written out: a weekday is the last such day on or
before the publication date (``on Tuesday`` in a page of Friday 13 January 2017 -> ``on
Tuesday, January 10, 2017``) or the day after it (``own_dates.weekday_date``),
``yesterday`` the day before it, ``today``/``tonight``/``this morning`` the day itself, a
day without its year (``on 12 April``, ``Feb. 9``) the
page's year (or the year before or after, whichever puts it nearest the publication date).
``last week`` and ``last weekend`` are written by ``weeks``; ``now`` and ``currently`` in a
state are taken out and the state written ``(as of <page date>)`` (``present_now``);
``last October`` is last year's October from the page's month on, and refused before it
(``last_month_year``: this year's or last year's?).
Anything else relative (``next week``, ``so far``, a future ``will ... on
Tuesday``), or any relative day without a publication date, cannot be anchored:
``anchor_dates`` returns ``None`` and the caller drops the claim (``relative_date``; a
weekday that cannot be placed, ``last Tuesday`` or ``Sunday's awards``, is
``weekday_unresolved``).
A weekday in a name (``Black Friday``, ``Super Bowl Sunday``) is no relative date. A page
whose text names a year after its stated date (a Wikipedia page dated by its creation) has
no usable date (``relative_days.reliable_date``).

``anchor_dates(claim, published)`` returns the claim (anchored when needed) or ``None``.
Which days are relative, and the page date, are read in ``relative_days``; a state true only
as of a time is anchored in ``timed_states``.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from lemminflect import getAllLemmas, getInflection

from shared.claims.own_dates import (
    described,
    last_weekday,
    own_date,
    unsure_year,
    weekday_date,
)
from shared.claims.present_now import without_now
from shared.claims.relative_days import (
    DAY_MONTH_RX,
    LAST_MONTH_RX,
    MONTH_ONLY_RX,
    NOWADAYS_RX,
    SAME_DAY_RX,
    UNANCHORED_RX,
    WEEKDAYS,
    YESTERDAY_RX,
    bare_weekdays,
    published_day,
    relative_day,
)
from shared.claims.timed_states import PERFECT_RX, PROGRESSIVE_RX, with_anchor
from shared.claims.weeks import anchor_weeks, drop_recent
from shared.claims.year_choice import past_day
from shared.text.dates import MONTH_ANY, MONTH_NAMES, WEEKDAY_NAME, month_number, written_date

__all__ = ["anchor_dates", "last_month_year", "month_year", "weekday_unresolved"]

_BOUND_RX = re.compile(r"(?:[Uu]ntil|[Tt]ill|[Bb]y|[Bb]efore|[Tt]hrough)\b")
"""A month named as a bound ahead (``until July``): with a state lasting to the page's day
(``has been adjourned until July``) it is the next July from the page's month on."""
_SIMPLE_PAST_RX = re.compile(r"\b(?:was|were|had|did)\b")

_FUTURE_RX = re.compile(r"\b(?:will|shall|is going to|are going to)\b")
_PREPOSITION_BEFORE_RX = re.compile(
    r"\b(?:as of|since|until|till|by|from|through|before|after|starting|beginning)\s+$",
    re.IGNORECASE)  # fmt: skip
"""A preposition right before a bare weekday (``as of Monday``): no ``on`` is put in."""
_LATER_CLAUSE_RX = re.compile(r",?\s+(?:that|which|who)\s+(?:will|shall)\b")
"""A relative clause of a future after a noun: ``an amendment ... that will grant ...``."""


def _future(claim: str) -> bool:
    """``claim`` tells of the future where its relative day is: ``Texas voters approved an
    amendment on Tuesday that will grant billions`` tells a past Tuesday (the future is the
    amendment's, in a clause of its own after the day), ``The Gophers will play Saturday``
    and ``approved a plan that will take effect Tuesday`` a coming one."""
    if _FUTURE_RX.search(claim) is None:
        return False
    later = _LATER_CLAUSE_RX.search(claim)
    if later is None:
        return True
    head, tail = claim[: later.start()], claim[later.start() :]
    return _FUTURE_RX.search(head) is not None or not relative_day(head) or relative_day(tail)


_PAST_AUX = frozenset({"was", "were", "had", "has", "have", "did", "didn", "wasn", "weren",
                       "hadn", "hasn", "haven"})  # fmt: skip
"""Past and perfect auxiliaries, also negated (``didn't``: ``didn`` before ``t``)."""


def _tells_past(claim: str) -> bool:
    """``claim`` holds a past-tense verb or a perfect or past auxiliary (``lemminflect``'s
    ``VBD`` forms): its weekday is one that has been. A present or bare verb (``play
    Saturday``, ``is set to face ... Sunday``) may tell of the coming one."""
    tokens = re.findall(r"[A-Za-z]+", claim)
    words = [token.lower() for token in tokens]
    for index, word in enumerate(words):
        if not tokens[index].islower():
            continue  # a name or a sentence's first word in capitals, as before
        if word in _PAST_AUX:
            return True
        if _participle(words, index):
            continue
        for lemma in getAllLemmas(word).get("VERB", ()):
            if word in getInflection(lemma, "VBD"):
                return True
    return False


_ATTRIBUTIVE = frozenset({"a", "an", "the", "this", "these", "those", "its", "his",
                          "her", "their", "our", "my", "your", "is", "are", "am", "be",
                          "being", "s", "will", "can", "may", "must", "should",
                          "would"})  # fmt: skip
"""Words after which an ``-ed`` form is no past tense: a determiner (``the respected
author``: an adjective) or a present ``be`` or modal (``is scheduled``: a present passive)."""
_DEGREE = frozenset({"very", "most", "more", "well", "less", "least", "much", "so", "too"})


def _participle(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` stands as a participle, not a past tense: right after a
    determiner, a present ``be`` or a modal, or after a degree word or an ``-ly`` adverb
    that follows one (``a highly respected``, ``the well-known``, ``is widely expected``)."""
    before = words[index - 1] if index > 0 else ""
    if before in _ATTRIBUTIVE:
        return True
    graded = before in _DEGREE or (len(before) > 3 and before.endswith("ly"))
    return graded and index > 1 and words[index - 2] in _ATTRIBUTIVE


def _same_day(claim: str, day: date) -> bool:
    """Every bare weekday of ``claim`` is the page's own and the claim tells what is going
    on (``Hundreds of workers are striking at O'Hare on Tuesday`` on a Tuesday's page):
    the day is the page's, not one to come."""
    weekdays = bare_weekdays(claim)
    return (bool(weekdays) and PROGRESSIVE_RX.search(claim) is not None
            and all(WEEKDAYS.index(m.group("day")) == day.weekday() for m in weekdays))


def weekday_unresolved(claim: str, published: str | None) -> bool:
    """``claim``, refused by ``anchor_dates``, names a weekday that cannot be placed: under
    a qualifier (``last Tuesday``: this week's or the one before?), a possessive (``went
    into Sunday's awards``), an article or adjective (``one chilly Tuesday``), or on a page
    with no date. A weekday told of the future (``The Gophers play Saturday``) or a claim
    refused for another relative time (``next week``) is no such weekday."""
    weekdays = [m for m in bare_weekdays(claim) if not own_date(claim, m)]
    if _QUALIFIED_WEEKDAY_RX.search(claim):
        return True
    if not weekdays or _future(claim) or UNANCHORED_RX.search(claim):
        return False
    if published_day(published) is None:
        return True
    return any(claim[m.end() : m.end() + 2] in ("'s", "\u2019s") or described(claim, m)
               for m in weekdays)  # fmt: skip


def anchor_dates(claim: str, published: str | None) -> str | None:
    """``claim`` with its relative days written out (see module), ``claim`` itself when it
    has none, or ``None`` when it has one that cannot be anchored."""
    if not relative_day(claim):
        return claim
    day = published_day(published)
    if day is not None and _tells_past(claim) and not _future(claim):
        claim = last_weekday(claim, day)  # "last Tuesday" on a Tuesday page: a week back
    if day is None or _QUALIFIED_WEEKDAY_RX.search(claim):
        return None  # "last Monday" on a Friday: which week is meant is not sure
    if any(last_month_year(_month_of(m.group(2)), day) is None
           for m in LAST_MONTH_RX.finditer(claim)):  # fmt: skip
        return None  # "last October" on a November page: this year's or last year's?
    claim = _IN_PERIOD_RX.sub(lambda m: _in_period(m, day), claim)
    claim = _PERIOD_RX.sub(lambda m: _period(m, day), claim)
    if _tells_past(claim) and not _future(claim):  # "announced last week"
        claim = drop_recent(anchor_weeks(claim, day))
    if not _future(claim):  # "WeWork now faces ...": a state of the page's day
        bare = without_now(claim)
        if bare != claim:
            claim = with_anchor(bare, f"as of {written_date(day)}")
    if UNANCHORED_RX.search(claim) or _future(claim):
        return None
    if len(NOWADAYS_RX.findall(claim)) > len(SAME_DAY_RX.findall(claim)):
        return None  # "Yet today neon is also experiencing ...": nowadays
    if any(claim[m.end() : m.end() + 2] in ("'s", "\u2019s") for m in bare_weekdays(claim)):
        return None  # "went into Sunday's awards": no clean way to write the date in
    if bare_weekdays(claim) and not _tells_past(claim) and not _same_day(claim, day):
        return None  # "The Gophers play Saturday": the coming Saturday, not the last one

    own = [m.start() for m in bare_weekdays(claim) if own_date(claim, m)]
    if any(described(claim, m) and m.start() not in own for m in bare_weekdays(claim)):
        return None  # "one chilly Tuesday": no "on Tuesday, <date>" can be written in

    def weekday(match: re.Match[str]) -> str:
        when = weekday_date(WEEKDAYS.index(match.group("day")), day)  # a Monday page's
        # past "Tuesday": the next day (see own_dates.weekday_date), not six days back
        part = match.group("part") or ""
        on = match.group("on") or ("" if _PREPOSITION_BEFORE_RX.search(
            match.string, 0, match.start()) else "on ")  # "as of Monday": no "as of on"
        return f"{on}{match.group('day')}{part}, {written_date(when)},"

    out = claim
    for match in reversed([m for m in bare_weekdays(claim) if m.start() not in own]):
        out = f"{out[: match.start()]}{weekday(match)}{out[match.end() :]}"
    past = _tells_past(claim)  # "was evicted in April": the last April, not the nearest
    if past and any(unsure_year(out, m.start(), m.group(), day)
                    for m in DAY_MONTH_RX.finditer(out)):  # fmt: skip
        return None  # "the Oscars on Feb. 9 were ..." on Jan 19: last year's or this one's?
    out = DAY_MONTH_RX.sub(  # "A ship that is registered in Panama sank on April 3": past
        lambda m: _with_year(m.group(), day, past=past or past_day(m.string, m.start()),
                             ahead=(_scheduled(m.string, m.start())
                                    and not past_day(m.string, m.start())),
                             weekday=_named_weekday(m.string[: m.start()])),
        out,
    )
    ongoing = PERFECT_RX.search(claim) is not None and not _SIMPLE_PAST_RX.search(claim)

    def month(match: re.Match[str]) -> str:
        if ((ongoing and _BOUND_RX.match(match.group()) is not None)  # "until July"
                or _planned(match.string, match.start())  # "hopes to return in January"
                or _forecast_by(match.string, match.start())):  # "could see ... by November"
            number = _month_of(match.group())  # a month to come
            return f"{match.group()} {day.year if number >= day.month else day.year + 1}"
        return f"{match.group()} {_month_year(match.group(), day, past=past)}"

    out = MONTH_ONLY_RX.sub(month, out)
    out = LAST_MONTH_RX.sub(lambda m: _last_month(m, day), out)
    eve = written_date(day - timedelta(days=1))  # "Yesterday, ...": "On December 6, 2016, ..."
    out = YESTERDAY_RX.sub(lambda m: f"{'oO'[m.group()[0].isupper()]}n {eve}", out)
    out = SAME_DAY_RX.sub(lambda m: f"on {written_date(day)}", out)
    out = re.sub(r",\s*([.,;:])", r"\1", out)  # "on Tuesday, January 10, 2017." not ",."
    return out



_PERIOD_RX = re.compile(
    r"(?:\b(?P<prep>[Ii]n|[Ff]rom|[Ss]ince|[Ff]or|[Oo]f|[Tt]han|[Bb]y|[Uu]ntil|[Dd]uring|"
    r"[Tt]hroughout)\s+)?\b(?P<which>[Ll]ast|[Tt]his)\s+(?P<unit>year|month)\b(?!['\u2019])"
)
"""``last year``, ``this month`` (not ``last year's``): a calendar period of the page's."""


_QUALIFIED_WEEKDAY_RX = re.compile(
    r"\b(?:last|this|next|past|coming|previous|following)\s+"
    rf"{WEEKDAY_NAME}\b", re.IGNORECASE)
"""``last Tuesday``, ``this past Monday``: a weekday under its own qualifier, of a week the
claim does not pin down (the day before the page's, or the week before it?)."""
_IN_PERIOD_RX = re.compile(
    rf"\b(?P<month>{MONTH_ANY})(?P<day>\s+\d{{1,2}}(?!\d)(?:st|nd|rd|th)?)?"
    r"(?:\s+of)?,?\s+(?P<which>this|last|next)\s+year\b(?!['\u2019])"
)
"""``May this year``, ``October 27 last year``, ``March of next year``: a month (or a day)
of a calendar year of the page's, written ``May 2019``, ``October 27, 2018``."""


def _in_period(match: re.Match[str], published: date) -> str:
    """``May this year`` -> ``May 2019``; ``October 27 last year`` -> ``October 27, 2018``
    (before, ``May 2019 in 2019`` and ``March 2019 in 2018``)."""
    shift = {"this": 0, "last": -1, "next": 1}[match.group("which").lower()]
    year = published.year + shift
    if match.group("day"):
        return f"{match.group('month')}{match.group('day')}, {year}"
    return f"{match.group('month')} {year}"


def _period(match: re.Match[str], published: date) -> str:
    """``last year`` -> ``in 2018``, ``from last month`` -> ``from October 2019``, ``this
    year`` -> ``in 2019`` for a page published in November 2019."""
    last = match.group("which").lower() == "last"
    if match.group("unit") == "year":
        when = str(published.year - 1 if last else published.year)
    else:
        month = published.month - 1 if last else published.month
        year = published.year if month > 0 else published.year - 1
        when = f"{MONTH_NAMES[(month - 1) % 12]} {year}"
    prep = match.group("prep")
    if prep is not None:
        return f"{prep} {when}"
    return f"{'I' if match.group('which')[0].isupper() else 'i'}n {when}"


_CLAUSE_START_RX = re.compile(r"(?:^|,\s|\b(?:that|which|who|where|when)\s)")
_SCHEDULE_VERBS = frozenset({
    "is", "are", "opens", "starts", "begins", "stops", "plays", "runs", "ends", "closes",
    "arrives", "comes", "takes", "goes", "kicks", "returns", "launches", "premieres", "airs",
    "meets",
})
"""Present-tense verbs of a schedule: ``the tour that stops at Blossom on July 22``."""


def _scheduled(claim: str, at: int) -> bool:
    """The clause holding the day at ``at`` tells it in the present tense of a schedule
    (``... the reunion tour that stops at Blossom Music Center on July 22``): the day is
    one to come, even when the main verb is past (``Rolling Stone reported ...``)."""
    starts = [m.end() for m in _CLAUSE_START_RX.finditer(claim, 0, at)]
    clause = claim[starts[-1] if starts else 0 : at]
    return any(word in _SCHEDULE_VERBS for word in re.findall(r"[a-z]+", clause))


_PLAN_RX = re.compile(
    r"\b(?:(?:hopes?|plans?|aims?|intends?|targets?|expects?|expected|due|set|slated) to|"
    r"hoping|planning|aiming|intending|expects|expecting|scheduled|will|would|going to)\b"
)
"""A plan, a hope, a forecast or a modal as a verb ("plans to", not the noun "the plan"): the
month its clause names is one to come."""


def _planned(claim: str, at: int) -> bool:
    """The clause holding the month at ``at`` tells it as planned or expected (``SpaceX,
    which hopes to return to flight in January``): the month is the next one of that name,
    even when the main verb is past (``said it expects ...``)."""
    starts = [m.end() for m in _CLAUSE_START_RX.finditer(claim, 0, at)]
    clause = claim[starts[-1] if starts else 0 : at]
    plan = _PLAN_RX.search(clause)
    # "was due to be released in September": a plan told in the past, no month to come
    return plan is not None and re.search(r"\b(?:was|were|had)\b", clause[: plan.start()]) is None


_MODAL_RX = re.compile(r"\b(?:could|may|might|would|should|must)\b")
"""A modal of what may come (``could see 2,300 cases a day``)."""


def _forecast_by(claim: str, at: int) -> bool:
    """The month at ``at`` is a deadline (``by November``) of a clause told with a modal
    (``Ireland could see up to 2,300 new cases per day by November``, on a page of October
    6, 2020): the coming November, not the last one."""
    if not claim.startswith(("by ", "By "), at):
        return False
    starts = [m.end() for m in _CLAUSE_START_RX.finditer(claim, 0, at)]
    return _MODAL_RX.search(claim, starts[-1] if starts else 0, at) is not None


_DAY_BEFORE_RX = re.compile(
    rf"\b({WEEKDAY_NAME[3:-1]}),?\s+(?:on\s+)?$")


def _named_weekday(before: str) -> int | None:
    """The weekday (0 = Monday) written right before a day (``Monday, Dec. 14``), if any."""
    found = _DAY_BEFORE_RX.search(before)
    return None if found is None else WEEKDAYS.index(found.group(1))


def _with_year(written: str, published: date, *, past: bool = False,
               ahead: bool = False, weekday: int | None = None) -> str:  # fmt: skip
    """``12 April`` -> ``12 April 2015``: the year that puts the day nearest ``published``;
    for a ``past`` claim the last such day on or before ``published``; for an ``ahead``
    one (a schedule) the first such day on or after it; a day written with its ``weekday``
    (``Monday, Dec. 14``) takes a year in which it falls on that weekday when one is near."""
    month = _month_of(written)
    day = int(re.search(r"\d{1,2}", written).group())  # type: ignore[union-attr]
    def distance(year: int) -> int:
        try:
            gap = (date(year, month, day) - published).days
        except ValueError:  # "30 February"
            return 10**6
        if ahead:
            return 10**5 - gap if gap < 0 else gap
        return 10**5 + gap if past and gap > 0 else abs(gap)

    years = [published.year - 1, published.year, published.year + 1]
    if weekday is not None:  # "Monday, Dec. 14": the year whose Dec. 14 is a Monday
        years = [y for y in years if distance(y) < 10**6 and
                 date(y, month, day).weekday() == weekday] or years
    year = min(years, key=distance)
    return f"{written} {year}" if written[:1].isdigit() else f"{written}, {year}"


def _month_year(written: str, published: date, *, past: bool = False) -> int:
    """``month_year`` of the month ``written`` names."""
    return month_year(_month_of(written), published, past=past)


def _month_of(written: str) -> int:
    """The month (1-12) of a day or month the rules matched (``12 April``, ``until July``)."""
    number = month_number(written)
    assert number is not None, written
    return number


def month_year(month: int, published: date, *, past: bool = False) -> int:
    """The year that puts ``month`` (1-12) nearest ``published``; for a ``past`` claim the
    year of the last such month that has begun by ``published``."""
    if past:
        return published.year if month <= published.month else published.year - 1
    return min((published.year - 1, published.year, published.year + 1),
               key=lambda year: abs((date(year, month, 15) - published).days))  # fmt: skip


def last_month_year(month: int, published: date) -> int | None:
    """The year of ``last <month>`` (1-12) on a page of ``published``, or ``None`` when it is
    not sure. From the page's month on (``last December`` or ``last November`` on a page of
    November 2023) only last year's has been: 2022, within twelve months. An earlier month of
    the page's year (``last October`` on that page) may be this year's or last year's:
    Gothamist's page of November 8, 2023 wrote that Velázquez "changed her tune last October"
    and, further on, that she backed the rezoning "last year" (October 2022); a writer of
    the month just gone says "last month"."""
    return published.year - 1 if month >= published.month else None


def _last_month(match: re.Match[str], published: date) -> str:
    """``Last October`` written as ``In October 2014`` (``last_month_year``; the caller has
    refused a claim whose year is not sure); ``last October`` mid-sentence as ``in October
    2014``."""
    year = last_month_year(_month_of(match.group(2)), published)
    return f"{'I' if match.group(1) == 'L' else 'i'}n {match.group(2)} {year}"
