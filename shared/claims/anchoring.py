"""Relative dates in a claim anchored to the page's publication date, or the claim dropped.

News writes time relative to its own date: ``The ministry said on Tuesday ...``,
``... announced yesterday``. Read alone, such a claim has no date. When the page states its
publication date (``ClaimBucket.published``, ISO ``YYYY-MM-DD``) and the claim tells of the
past (no ``will``; a bare weekday only with a past-tense verb: ``The Gophers play Saturday``
tells of the coming one), the day is written out: a weekday is the last such day on or before the
publication date (``on Tuesday`` in a page of Friday 13 January 2017 -> ``on Tuesday,
January 10, 2017``), ``yesterday`` the day before it, ``today``/``tonight``/``this
morning`` the day itself, a day without its year (``on 12 April``, ``Feb. 9``) the
page's year (or the year before or after, whichever puts it nearest the publication date).
Anything else relative (``last week``, ``now``, ``so far``, a future ``will ... on
Tuesday``), or any relative day without a publication date, cannot be anchored:
``anchor_dates`` returns ``None`` and the caller drops the claim (``relative_date``).
A weekday in a name (``Black Friday``, ``Super Bowl Sunday``) is no relative date. A page
whose text names a year after its stated date (a Wikipedia page dated by its creation) has
no usable date (``reliable_date``).

``anchor_dates(claim, published)`` returns the claim (anchored when needed) or ``None``;
``anchor_words(published)`` gives the words an anchored claim may add to its span (for the
entailment check).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from lemminflect import getAllLemmas, getInflection

from shared.claims.moves import report_day_move, without_record_dates
from shared.claims.own_dates import day_after, described, own_date, unsure_year
from shared.claims.relative_time import relative_time
from shared.claims.tense import past_event, present_state
from shared.claims.told_years import told_text
from shared.claims.weeks import WEEK_WORDS_BACK, anchor_weeks, drop_recent
from shared.text.dates import MONTH_NAMES, written_date

__all__ = [
    "anchor_dates", "anchor_state", "anchor_words", "month_year", "relative_day",
    "reliable_date", "scene_time", "time_dependent", "undated_event",
]

_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_WEEKDAY_RX = re.compile(
    r"\b(?P<on>[Oo]n\s+)?(?P<day>Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
    r"(?P<part>\s+(?:morning|afternoon|evening|night))?"
    r"(?!,?\s+(?:\d|January|February|March|April|May|June|July|August|September|October|"
    r"November|December|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.))"
)
"""A bare weekday (not already dated: ``Tuesday, March 3``, ``Tuesday, Dec. 13``; not in a
name: ``Black Friday``)."""
_NAME_BEFORE_RX = re.compile(
    r"\b(?:Black|Good|Easter|Bowl|Cyber|Ash|Holy|Bloody|Palm|Super|Maundy|Whit|Shrove|Fat|"
    r"Giving|Small Business)\s+$"
)
"""Words that make a weekday part of a name: ``Black Friday``, ``Super Bowl Sunday``."""


def _bare_weekdays(claim: str) -> list[re.Match[str]]:
    """The weekdays of ``claim`` that tell a day, not a name's word (``Black Friday``)."""
    return [m for m in _WEEKDAY_RX.finditer(claim)
            if m.group("on") or not _NAME_BEFORE_RX.search(claim[: m.start()])]  # fmt: skip


_SAME_DAY_RX = re.compile(
    r"(?:(?<=said )|(?<=told )|(?<=added )|(?<=wrote )|(?<=signed )|"
    r"(?<=denied )|(?<=warned )|(?<=announced )|(?<=reported )|(?<=confirmed )|"
    r"(?<=revealed )|(?<=released )|(?<=unveiled )|(?<=launched )|(?<=tweeted )|"
    r"(?<=published ))(?:today|tonight|this morning|this afternoon|this evening)\b"
)
"""``said today``: the day of the page. Another ``today`` (``Yet today neon is ...``)
means nowadays and cannot be anchored."""
_NOWADAYS_RX = re.compile(r"\b(?:today|tonight|this morning|this afternoon|this evening)\b",
                          re.IGNORECASE)  # fmt: skip
_YESTERDAY_RX = re.compile(r"\b(?:yesterday|last night)\b", re.IGNORECASE)
_UNANCHORED_RX = re.compile(
    r"\b(?:tomorrow|now(?! known)|currently|at present|so far|to date|ago|recent(?:ly)?|"
    r"(?:this|last|next) season|"
    r"last week|this week|"
    r"next week|last month|this month|next month|"
    r"last year|this year|next year|last weekend|this weekend|next weekend|"
    r"earlier this (?:week|month|year)|later this (?:week|month|year)|"
    r"next (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b",
    re.IGNORECASE,
)
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|"
          r"November|December|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.)")
_DAY_MONTH_RX = re.compile(
    rf"\b(?:\d{{1,2}}\s+{_MONTH}|{_MONTH}\s+\d{{1,2}}(?!\d)(?:st|nd|rd|th)?)"
    r"(?!,?\s+\d{4})(?![\d,]*\d)"
)
"""A day without its year (``on 12 April``, ``April 12``): the year is the page's."""
_MONTH_ONLY_RX = re.compile(
    r"\b(?:[Ii]n|[Uu]ntil|[Bb]y|[Ss]ince|[Ff]rom|[Bb]efore|[Aa]fter|[Tt]hrough|[Tt]ill)\s+(?:early\s+|late\s+|mid-)?"
    r"(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\b(?!,?\s+\d)"
)
"""A month without its year (``adjourned until July``): the year is the page's."""
_BOUND_RX = re.compile(r"(?:[Uu]ntil|[Tt]ill|[Bb]y|[Bb]efore|[Tt]hrough)\b")
"""A month named as a bound ahead (``until July``): with a state lasting to the page's day
(``has been adjourned until July``) it is the next July from the page's month on."""
_SIMPLE_PAST_RX = re.compile(r"\b(?:was|were|had|did)\b")
_LAST_MONTH_RX = re.compile(
    r"\b([Ll])ast\s+(January|February|March|April|May|June|July|August|September|October|"
    r"November|December)\b(?!,?\s+\d)"
)
"""``Last October``: the latest October before the page's month (``In October 2014``)."""
_EVENT_RX = re.compile(
    r"\b(?:[Tt]he|[Tt]his|[Tt]hat|[Ll]ast|[Rr]ecent|[Ll]atest)\s+(?:[\w'\u2019-]+\s+){0,3}?"
    r"(?:outage|coup|crash|attack|attacks|election|elections|meeting|summit|visit|deal|sale|"
    r"strike|protests?|shooting|storm|earthquake|fire|flood|outbreak|trial|hearing|vote|"
    r"referendum|takeover|merger|acquisition|announcement|interview|conference|ceremony|"
    r"awards|tournament|match|incident|accident|disruption|breach|hack|leak|scandal|"
    r"investigation|inquiry|inquest|lawsuit|tweet|statement|speech|post|raid|arrest|"
    r"crackdown|ceasefire|talks|negotiations|launch|release|event|show)\b"
)
"""A particular event named by a description (``the Meta outage``, ``the military
takeover``, ``The tweet from Vulture``): without a date in the claim, which one it is
depends on the page."""
_DATED_RX = re.compile(
    r"\b(?:1[5-9]\d\d|20\d\d)\b|\b1[5-9]\d0s\b|\b(?:1[0-9]|20|21)(?:st|nd|rd|th)[\s-]+century\b|"
    r"\b(?:sixteenth|seventeenth|eighteenth|nineteenth|twentieth)[\s-]+century\b", re.I)
"""A time of the claim's own: a year, a decade (``the 1960s``) or a century (``19th century
England``). A claim with one is never given the page's date."""
_RECENT_RX = re.compile(
    r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tonight|yesterday|"
    r"recently|(?:this|last|next)\s+(?:week|month|year|weekend)|earlier this|"
    r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.|January|February|March|April|"
    r"May|June|July|August|September|October|November|December)\b")
"""What makes a paragraph's past events the page's own news: a weekday, a month, ``this
week``, ``yesterday``."""
_FUTURE_RX = re.compile(r"\b(?:will|shall|is going to|are going to)\b")


def _published(published: str | None) -> date | None:
    if not published:
        return None
    try:
        return date.fromisoformat(published[:10])
    except ValueError:
        return None


def relative_day(claim: str) -> bool:
    """Whether ``claim`` tells a day relative to the page's own date."""
    return bool(_bare_weekdays(claim) or _NOWADAYS_RX.search(claim) or _DAY_MONTH_RX.search(claim)
                or _MONTH_ONLY_RX.search(claim) or _LAST_MONTH_RX.search(claim)
                or _YESTERDAY_RX.search(claim) or _UNANCHORED_RX.search(claim))  # fmt: skip


_PAST_AUX = frozenset({"was", "were", "had", "has", "have", "did"})


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


_PROGRESSIVE_RX = re.compile(r"\b(?:is|are)\s+(?:[a-z]+ly\s+)?[a-z]{3,}ing\b")


def _same_day(claim: str, day: date) -> bool:
    """Every bare weekday of ``claim`` is the page's own and the claim tells what is going
    on (``Hundreds of workers are striking at O'Hare on Tuesday`` on a Tuesday's page):
    the day is the page's, not one to come."""
    weekdays = _bare_weekdays(claim)
    return (bool(weekdays) and _PROGRESSIVE_RX.search(claim) is not None
            and all(_WEEKDAYS.index(m.group("day")) == day.weekday() for m in weekdays))


def anchor_dates(claim: str, published: str | None) -> str | None:
    """``claim`` with its relative days written out (see module), ``claim`` itself when it
    has none, or ``None`` when it has one that cannot be anchored."""
    if not relative_day(claim):
        return claim
    day = _published(published)
    if day is None or _QUALIFIED_WEEKDAY_RX.search(claim):
        return None  # "last Tuesday": which week is meant is not sure (was "last on ...")
    claim = _IN_PERIOD_RX.sub(lambda m: _in_period(m, day), claim)
    claim = _PERIOD_RX.sub(lambda m: _period(m, day), claim)
    if _tells_past(claim) and not _FUTURE_RX.search(claim):  # "announced last week"
        claim = drop_recent(anchor_weeks(claim, day))
    if _UNANCHORED_RX.search(claim) or _FUTURE_RX.search(claim):
        return None
    if len(_NOWADAYS_RX.findall(claim)) > len(_SAME_DAY_RX.findall(claim)):
        return None  # "Yet today neon is also experiencing ...": nowadays
    if any(claim[m.end() : m.end() + 2] in ("'s", "\u2019s") for m in _bare_weekdays(claim)):
        return None  # "went into Sunday's awards": no clean way to write the date in
    if _bare_weekdays(claim) and not _tells_past(claim) and not _same_day(claim, day):
        return None  # "The Gophers play Saturday": the coming Saturday, not the last one

    own = [m.start() for m in _bare_weekdays(claim) if own_date(claim, m)]
    if any((described(claim, m) or day_after(_WEEKDAYS.index(m.group("day")), day))
           and m.start() not in own for m in _bare_weekdays(claim)):  # fmt: skip
        return None  # "one chilly Tuesday"; a Monday page's "Tuesday": six days back or next?

    def weekday(match: re.Match[str]) -> str:
        wanted = _WEEKDAYS.index(match.group("day"))
        back = (day.weekday() - wanted) % 7
        when = day - timedelta(days=back)
        part = match.group("part") or ""
        return f"{match.group('on') or 'on '}{match.group('day')}{part}, {written_date(when)},"

    out = claim
    for match in reversed([m for m in _bare_weekdays(claim) if m.start() not in own]):
        out = f"{out[: match.start()]}{weekday(match)}{out[match.end() :]}"
    past = _tells_past(claim)  # "was evicted in April": the last April, not the nearest
    if past and any(unsure_year(out, m.start(), m.group(), day)
                    for m in _DAY_MONTH_RX.finditer(out)):  # fmt: skip
        return None  # "the Oscars on Feb. 9 were ..." on Jan 19: last year's or this one's?
    out = _DAY_MONTH_RX.sub(
        lambda m: _with_year(m.group(), day, past=past, ahead=_scheduled(m.string, m.start()),
                             weekday=_named_weekday(m.string[: m.start()])),
        out,
    )
    ongoing = _PERFECT_RX.search(claim) is not None and not _SIMPLE_PAST_RX.search(claim)

    def month(match: re.Match[str]) -> str:
        if ongoing and _BOUND_RX.match(match.group()) is not None:  # "until July": to come
            number = next(i for i, name in enumerate(MONTH_NAMES, 1) if name in match.group())
            return f"{match.group()} {day.year if number >= day.month else day.year + 1}"
        if _planned(match.string, match.start()):  # "hopes to return in January": to come
            number = next(i for i, name in enumerate(MONTH_NAMES, 1) if name in match.group())
            return f"{match.group()} {day.year if number >= day.month else day.year + 1}"
        return f"{match.group()} {_month_year(match.group(), day, past=past)}"

    out = _MONTH_ONLY_RX.sub(month, out)
    out = _LAST_MONTH_RX.sub(lambda m: _last_month(m, day), out)
    eve = written_date(day - timedelta(days=1))  # "Yesterday, ...": "On December 6, 2016, ..."
    out = _YESTERDAY_RX.sub(lambda m: f"{'oO'[m.group()[0].isupper()]}n {eve}", out)
    out = _SAME_DAY_RX.sub(lambda m: f"on {written_date(day)}", out)
    out = re.sub(r",\s*([.,;:])", r"\1", out)  # "on Tuesday, January 10, 2017." not ",."
    return out



_PERIOD_RX = re.compile(
    r"(?:\b(?P<prep>[Ii]n|[Ff]rom|[Ss]ince|[Ff]or|[Oo]f|[Tt]han|[Bb]y|[Uu]ntil|[Dd]uring|"
    r"[Tt]hroughout)\s+)?\b(?P<which>[Ll]ast|[Tt]his)\s+(?P<unit>year|month)\b(?!['\u2019])"
)
"""``last year``, ``this month`` (not ``last year's``): a calendar period of the page's."""


_QUALIFIED_WEEKDAY_RX = re.compile(
    r"\b(?:last|this|next|past|coming|previous|following)\s+"
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b", re.IGNORECASE)
"""``last Tuesday``, ``this past Monday``: a weekday under its own qualifier, of a week the
claim does not pin down (the day before the page's, or the week before it?)."""
_IN_PERIOD_RX = re.compile(
    rf"\b(?P<month>{_MONTH[3:-1]})(?P<day>\s+\d{{1,2}}(?!\d)(?:st|nd|rd|th)?)?"
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


_DAY_BEFORE_RX = re.compile(
    r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+(?:on\s+)?$")


def _named_weekday(before: str) -> int | None:
    """The weekday (0 = Monday) written right before a day (``Monday, Dec. 14``), if any."""
    found = _DAY_BEFORE_RX.search(before)
    return None if found is None else _WEEKDAYS.index(found.group(1))


def _with_year(written: str, published: date, *, past: bool = False,
               ahead: bool = False, weekday: int | None = None) -> str:  # fmt: skip
    """``12 April`` -> ``12 April 2015``: the year that puts the day nearest ``published``;
    for a ``past`` claim the last such day on or before ``published``; for an ``ahead``
    one (a schedule) the first such day on or after it; a day written with its ``weekday``
    (``Monday, Dec. 14``) takes a year in which it falls on that weekday when one is near."""
    month = next(i for i, name in enumerate(MONTH_NAMES, 1) if name[:3] in written)
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
    month = next(i for i, name in enumerate(MONTH_NAMES, 1) if name in written)
    return month_year(month, published, past=past)


def month_year(month: int, published: date, *, past: bool = False) -> int:
    """The year that puts ``month`` (1-12) nearest ``published``; for a ``past`` claim the
    year of the last such month that has begun by ``published``."""
    if past:
        return published.year if month <= published.month else published.year - 1
    return min((published.year - 1, published.year, published.year + 1),
               key=lambda year: abs((date(year, month, 15) - published).days))  # fmt: skip


def _last_month(match: re.Match[str], published: date) -> str:
    """``Last October`` written as ``In October 2014`` (the latest before ``published``'s
    month); ``last October`` mid-sentence as ``in October 2014``."""
    month = MONTH_NAMES.index(match.group(2)) + 1
    year = published.year if month < published.month else published.year - 1
    return f"{'I' if match.group(1) == 'L' else 'i'}n {match.group(2)} {year}"


def undated_event(claim: str) -> bool:
    """``claim`` names a particular event by a description and gives no year
    (``_EVENT_RX``)."""
    return _EVENT_RX.search(claim) is not None and _DATED_RX.search(claim) is None


def reliable_date(published: str | None, text: str) -> str | None:
    """``published`` when it can anchor the text's relative days: the text tells of no year
    after the next one (a Wikipedia page's "date" is often its creation, years before what
    it tells), though a news page may name next year's model, a target ``by 2022`` or a
    year it forecasts or plans (``told_years``); else ``None``."""
    day = _published(published)
    if day is None:
        return None
    told = told_text(text)  # "would be followed by ... in 2018": a forecast, no event
    later = [m for m in re.finditer(r"\b(1[89]\d\d|20\d\d)\b", told)
             if int(m.group(1)) > day.year + 1
             and not _TARGET_BEFORE_RX.search(told, max(0, m.start() - 30), m.start())]
    return None if later else published


_TARGET_BEFORE_RX = re.compile(r"\b(?:by|until|till|through|before|to|and|or)\s+(?:at least\s+)?"
                               r"(?:the end of\s+)?$", re.IGNORECASE)  # fmt: skip
"""``by 2022``, ``until 2030``: a target or a range's end, not a later event the text tells."""


def anchor_words(published: str | None) -> frozenset[str]:
    """Lower-case words an anchored claim may add: month names, days and years of the
    week before the publication date (empty without one)."""
    day = _published(published)
    if day is None:
        return frozenset()
    words: set[str] = {"on", "as", "of", "reported", "in", "the", "week", "since"}
    for back in range(WEEK_WORDS_BACK + 1):  # "last week": its Monday, up to 13 days back
        when = day - timedelta(days=back)
        words.update({MONTH_NAMES[when.month - 1].lower(), str(when.day), str(when.year)})
    words.update({str(day.year - 1), str(day.year), str(day.year + 1)})  # for "12 April"
    words.add(MONTH_NAMES[(day.month - 2) % 12].lower())  # "last month"
    return frozenset(words)


_STATE_RX = re.compile(
    r"\b(?:yet|still|no longer|anymore|any more|running|in a row|consecutive|nowadays|"
    r"these days|presently|current|in the works|ever(?! since))\b"
    r"|\b(?:is|are|has|have|includes?|offers?|features?|provides?)\b.*\b(?:new|newly|latest|"
    r"upcoming)\b|\b(?:new|newly|latest|upcoming)\b.*\b(?:is|are|has|have)\b"
)
"""Words whose truth depends on when they are read (not available ``yet``, ``two years
running``; ``new`` apps in the present or perfect tense, not ``introduced new programs``
told in the past): a claim with one needs a date."""
_ROLE_RX = re.compile(
    r"\b(?:is|are|remains|serves as)\s+(?:now\s+)?(?:(?:the|a|an|its|their|his|her)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:CEO|chief|president|chairman|chairwoman|chair|director|head|"
    r"leader|minister|secretary|editor|manager|owner|spokesman|spokeswoman|spokesperson|"
    r"coach|captain|governor|mayor|senator|member|founder and CEO|partner|executive|"
    r"reporter|writer|correspondent|columnist|analyst|professor|researcher|engineer|"
    r"employee|contributor|fellow|chancellor|commissioner|ambassador)\b|"
    r"\b(?:runs|leads|heads|chairs|manages|owns)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}[A-Z]|"
    r"^(?:[A-Z][\w.'\u2019-]*\s+){1,3}(?:is|are)\s+(?:now\s+)?(?:[A-Z][\w.&-]*\s+){0,3}"
    r"[A-Z][\w.&-]*['\u2019]s\s+(?:[a-z-]+\s+){0,2}[a-z]+(?:er|or|ist|ant|ent|ian)\b"
)
"""A present-tense role (``X is the CEO of Y``, ``X runs the start-up Y``, a name that is
an organisation's agent noun: ``Eric Song is IGN's deal curator``): true as of a date."""
_PRICE_RX = re.compile(
    r"\b(?:sells?|offers?)\s+(?:[\w-]+\s+){1,4}?for\s+(?:about\s+|around\s+|only\s+|just\s+)?[$\u00a3\u20ac]"
    r"|\b(?:is|are)\s+(?:hosted|powered|run|operated|owned|maintained|sponsored|funded|"
    r"served)\s+by\b"
    r"|\b(?:is|are)\s+(?:\w+\s+)?free\b|\b(?:costs?|is priced|are priced|sells? for|"
    r"retails? for)\s+(?:about\s+|around\s+|only\s+|just\s+|nearly\s+|from\s+)?[$\u00a3\u20ac\d]"
    r"|\b(?:is|are)\s+(?:\w+\s+){0,3}?(?:available|sold|offered)\s+for\s+\$"
)
"""A present-tense price (``Overcast 2 is absolutely free``, ``costs $5``, ``sells new decks
for $20``) or provider (``is hosted by Joyent``)."""
_COUNT_RX = re.compile(
    r"\b(?:has|have|includes?|employs?|counts?|numbers?|serves?|totals?)\s+"
    r"(?:[a-z]+\s+(?:in|across)\s+)?"
    r"(?:(?:over|more than|about|around|nearly|almost|some|only|roughly)\s+)?"
    r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|hundreds|thousands|"
    r"millions|dozens)\b"
)
"""A present-tense count (``has over one hundred games``, ``has subsidiaries in 15
countries``): true as of a date."""
_PERFECT_RX = re.compile(
    r"\b(?:has|have)\s+(?:(?:not|never|already|also|just|long|twice|once|\w+ly)\s+)?"
    r"(?:been|[a-z]+(?:ed|en|wn|ne|ht|ung|ook|ad|id|ld|lt|pt|nt|ft))\b"
)
"""A present perfect (``Whole Foods has lowered prices``): true up to the page's date."""
_WILL_RX = re.compile(r"\b(?:will|won['\u2019]t|is going to|are going to|is set to)\b")


def _recent(context: str, day: date) -> bool:
    """``context`` marks its events as the page's own time (``_RECENT_RX``, or a year no
    older than the one before the page's)."""
    years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", context)]
    return bool(_RECENT_RX.search(context)) or any(y >= day.year - 1 for y in years)


def time_dependent(text: str, *, dated: bool = False, present: bool = True) -> bool:
    """Whether ``text`` states a fact true only as of some time (a role, a price, ``new``,
    ``yet``, ``will``; on a ``dated`` page also a count, a present perfect, a past event or,
    unless ``present`` is false, a simple present) and names no year. ``present=False``
    asks whether a present-tense claim is tied to a time by anything but its tense (a
    statement about a kind, ``A Hermitian matrix has real eigenvalues``, is not)."""
    if _DATED_RX.search(without_record_dates(text)):
        return False
    return bool(_STATE_RX.search(text) or _ROLE_RX.search(text) or _PRICE_RX.search(text)
                or _WILL_RX.search(text) or (dated and _dated_only(text, present)))  # fmt: skip


def _dated_only(text: str, present: bool = True) -> bool:
    """A count, a present perfect, a past event or a present state: time-dependent on a
    dated page (news tells of its own time), timeless enough on an undated one (an
    encyclopedia's ``has 3 campuses``)."""
    if _DATED_RX.search(without_record_dates(text)):
        return False
    return bool(_COUNT_RX.search(text) or _PERFECT_RX.search(text) or _PROGRESSIVE_RX.search(text)
                or past_event(text) or (present and present_state(text)))  # fmt: skip


_PROGRESSIVE_RX = re.compile(
    r"\b(?:is|are)\s+(?:(?:not|still|now|\w+ly)\s+)?(?!going\b)(?:being|[a-z]{3,}ing)\b"
)
"""A present progressive (``Amazon is finding success``): true around the page's date."""


def anchor_state(claim: str, published: str | None, context: str | None = None) -> str | None:
    """``claim`` anchored to the page's date when it is time-dependent (``time_dependent``):
    ``Zeev Sharon is the CEO of Hotelied (as of September 17, 2015).``; ``claim`` itself
    when it is not; ``None`` when it cannot be anchored: a forecast (``will`` with no
    year), or a ``new``/``yet``/``still`` with no page date. A role or a price on an
    undated page (an encyclopedia's present tense) is kept as written. A past event on a
    dated page gets the date it was reported: ``Vidyard announced updates (reported July
    10, 2020).``, but only when it is plausibly the page's news: its ``context`` (the
    paragraph; not checked when not given) names a weekday, a month or ``this week``
    (``_RECENT_RX``) or a year no older than the page's last. A historical or fictional
    narrative (``Kaplan targeted bookstores``, a game's lore) is kept as written: a "reported"
    date there reads as the event's year. A claim with a time of its own (``_DATED_RX``:
    ``in 19th century England``) gets no date, unless its wording counts to the writer's
    day even so (``relative_time``: ``was last updated in July 2019``, ``In 2021, Tor will
    publish ...``): that claim is written ``(as of <page date>)``, or dropped on an undated
    page."""
    day = _published(published)
    if "(as of " not in claim and relative_time(claim, dated=day is not None):
        if day is None or (_WILL_RX.search(claim) and not _DATED_RX.search(claim)):
            return None  # "currently" with no page date; "will" with no year
        return with_anchor(claim, f"as of {written_date(day)}")  # "was last updated in July"
    if not time_dependent(claim, dated=day is not None):
        return claim
    if _WILL_RX.search(claim):
        return None
    if day is None:
        return None if _STATE_RX.search(claim) else claim
    told = not time_dependent(claim) and past_event(claim) and not _PERFECT_RX.search(claim)
    if (told and context is not None and not _recent(context, day)
            and not report_day_move(claim)):
        return claim  # a historical or fictional past: no page date for it
    anchor = f"reported {written_date(day)}" if told else f"as of {written_date(day)}"
    return with_anchor(claim, anchor)


_SCENE_RX = re.compile(
    r"\b(?:the (?:day|night|week) before|the (?:next|following|previous) (?:day|night|morning|"
    r"week)|(?:earlier|later) (?:in|that) (?:the )?(?:week|day|night|morning|evening)|"
    r"(?:that|the same) (?:day|night|morning|afternoon|evening)|hours later|days later)\b",
    re.IGNORECASE,
)


def scene_time(before: str) -> bool:
    """The paragraph ``before`` a sentence sets its own time for what follows: a bare
    weekday (``On Friday, it was Finland and Sweden's chance.``) or a day counted from
    another (``The day before``, ``earlier in the week``). A past event told after it
    happened on that day, not on the page's: the page date (``reported ...``) would
    misdate it."""
    return bool(_bare_weekdays(before) or _SCENE_RX.search(before))


_QUOTE_END_RX = re.compile(r"[.!](?=[\"\u201d\u2019']+$)")
"""A sentence's full stop inside the closing quotation mark (``... "the Stars."``)."""


def with_anchor(claim: str, anchor: str) -> str:
    """``claim`` with ``(anchor)`` inside its sentence, before the full stop: ``... with the
    Stars" (as of November 19, 2019).``, not after a stop inside the quotation mark."""
    body = _QUOTE_END_RX.sub("", claim.rstrip())
    end = len(body.rstrip(".!"))
    return f"{body[:end]} ({anchor}){body[end:] or '.'}"
