"""The relative days a claim tells and the page date they hang on (what ``anchoring``
rewrites).

``relative_day`` tells whether a claim names a day relative to its page's date (a bare
weekday, ``yesterday``, ``today``, a day or month without its year, ``last week``);
``published_day`` reads the page's ISO date and ``reliable_date`` refuses one the text
outdates (a Wikipedia page dated by its creation); ``anchor_words`` gives the words an
anchored claim may add to its span (for the entailment check); ``scene_time`` tells a
paragraph that sets its own day.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from shared.claims.told_years import told_text
from shared.claims.weeks import WEEK_WORDS_BACK
from shared.text.dates import MONTH_ANY, MONTH_NAME, MONTH_NAMES, WEEKDAY_NAME, WEEKDAY_NAMES

__all__ = [
    "DAY_MONTH_RX", "LAST_MONTH_RX", "MONTH_ONLY_RX", "NOWADAYS_RX", "SAME_DAY_RX",
    "UNANCHORED_RX", "WEEKDAYS", "YESTERDAY_RX", "anchor_words", "bare_weekdays",
    "published_day", "relative_day", "reliable_date", "scene_time",
]  # fmt: skip

WEEKDAYS = WEEKDAY_NAMES
_WEEKDAY_RX = re.compile(
    rf"\b(?P<on>[Oo]n\s+)?(?P<day>{WEEKDAY_NAME})\b"
    r"(?P<part>\s+(?:morning|afternoon|evening|night))?"
    rf"(?!,?\s+(?:{MONTH_ANY}|\d{{1,2}}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?{MONTH_ANY}|[,/.-]\d|"
    r"\s*$|[,.;]?\s+\d{4})|\d{1,2}(?:st|nd|rd|th)\b))"
)
"""A bare weekday (not already dated: ``Tuesday, March 3``, ``Tuesday, Dec. 13``, ``Sunday 8
May``, ``Wednesday 27th April``, ``Tuesday 3/4``; not in a name: ``Black Friday``). A count
after it is no date: ``AMO found Sunday 475 pounds of cocaine``."""
_NAME_BEFORE_RX = re.compile(
    r"\b(?:Black|Good|Easter|Bowl|Cyber|Ash|Holy|Bloody|Palm|Super|Maundy|Whit|Shrove|Fat|"
    r"Giving|Small Business)\s+$"
)
"""Words that make a weekday part of a name: ``Black Friday``, ``Super Bowl Sunday``."""


def bare_weekdays(claim: str) -> list[re.Match[str]]:
    """The weekdays of ``claim`` that tell a day, not a name's word (``Black Friday``)."""
    return [m for m in _WEEKDAY_RX.finditer(claim)
            if m.group("on") or not _NAME_BEFORE_RX.search(claim[: m.start()])]  # fmt: skip


SAME_DAY_RX = re.compile(
    r"(?:(?<=said )|(?<=told )|(?<=added )|(?<=wrote )|(?<=signed )|"
    r"(?<=denied )|(?<=warned )|(?<=announced )|(?<=reported )|(?<=confirmed )|"
    r"(?<=revealed )|(?<=released )|(?<=unveiled )|(?<=launched )|(?<=tweeted )|"
    r"(?<=published ))(?:today|tonight|this morning|this afternoon|this evening)\b"
)
"""``said today``: the day of the page. Another ``today`` (``Yet today neon is ...``)
means nowadays and cannot be anchored."""
NOWADAYS_RX = re.compile(
    r"\b(?:today|tonight|this morning|this afternoon|this evening)\b"
    r"|(?:^|(?<=[.!?:;]\s)|(?<=[\"\u201c(]))(?:Today|Tonight|This (?:morning|afternoon|evening))\b"
    r"|\b(?:TODAY|TONIGHT)\b(?![\w\s]*[a-z])"
)
"""``today``, ``this morning`` in lower case, or capitalised where a sentence or quote
opens (``Today, the ministry ...``). A capital ``Today`` inside a sentence is a name: NBC's
``Today`` show, BBC Radio 4's ``Today`` programme (``Dr Anthony Fauci told NBC News' Today
show ...`` tells no day)."""
YESTERDAY_RX = re.compile(r"\b(?:yesterday|last night)\b", re.IGNORECASE)
UNANCHORED_RX = re.compile(
    r"\b(?:tomorrow|now(?! known)|currently|at present|so far|to date|ago|recent(?:ly)?|"
    r"(?:this|last|next) season|"
    r"last week|this week|"
    r"next week|last month|this month|next month|"
    r"last year|this year|next year|last weekend|this weekend|next weekend|"
    r"(?:over|at|during) the weekend(?!\s+of\b)|this past weekend|"
    r"earlier this (?:week|month|year)|later this (?:week|month|year)|"
    rf"next {WEEKDAY_NAME})\b",
    re.IGNORECASE,
)
DAY_MONTH_RX = re.compile(
    rf"\b(?:\d{{1,2}}\s+{MONTH_ANY}|{MONTH_ANY}\s+\d{{1,2}}(?!\d)(?:st|nd|rd|th)?)"
    r"(?!,?\s+\d{4})(?![\d,]*\d)"
)
"""A day without its year (``on 12 April``, ``April 12``): the year is the page's."""
MONTH_ONLY_RX = re.compile(
    r"\b(?:[Ii]n|[Uu]ntil|[Bb]y|[Ss]ince|[Ff]rom|[Bb]efore|[Aa]fter|[Tt]hrough|[Tt]ill)\s+(?:early\s+|late\s+|mid-)?"
    rf"{MONTH_NAME}\b(?!,?\s+\d)"
)
"""A month without its year (``adjourned until July``): the year is the page's."""

LAST_MONTH_RX = re.compile(
    rf"\b([Ll])ast\s+({MONTH_NAME})\b(?!,?\s+\d)"
)
"""``Last October``: the latest October before the page's month (``In October 2014``)."""


def published_day(published: str | None) -> date | None:
    if not published:
        return None
    try:
        return date.fromisoformat(published[:10])
    except ValueError:
        return None


def relative_day(claim: str) -> bool:
    """Whether ``claim`` tells a day relative to the page's own date."""
    return bool(bare_weekdays(claim) or NOWADAYS_RX.search(claim) or DAY_MONTH_RX.search(claim)
                or MONTH_ONLY_RX.search(claim) or LAST_MONTH_RX.search(claim)
                or YESTERDAY_RX.search(claim) or UNANCHORED_RX.search(claim))  # fmt: skip


def reliable_date(published: str | None, text: str) -> str | None:
    """``published`` when it can anchor the text's relative days: the text tells of no year
    after the next one (a Wikipedia page's "date" is often its creation, years before what
    it tells), though a news page may name next year's model, a target ``by 2022`` or a
    year it forecasts or plans (``told_years``); else ``None``."""
    day = published_day(published)
    if day is None:
        return None
    told = told_text(text)  # "would be followed by ... in 2018": a forecast, no event
    later = [m for m in re.finditer(r"\b(1[89]\d\d|20\d\d)\b", told)
             if int(m.group(1)) > day.year + 1
             and not _TARGET_BEFORE_RX.search(told, max(0, m.start() - 30), m.start())]
    return None if later else published


_TARGET_BEFORE_RX = re.compile(r"\b(?:by|until|till|through|before|to|and|or)\s+(?:at least\s+)?"
                               r"(?:the end of\s+)?$|\b(?:1[89]|20)\d\d\s*[-\u2013\u2014/]\s*$",
                               re.IGNORECASE)  # fmt: skip
"""``by 2022``, ``until 2030``, ``a strategic plan 2020-2025``: a target or a range's end,
not a later event the text tells."""


def anchor_words(published: str | None) -> frozenset[str]:
    """Lower-case words an anchored claim may add: month names, days and years of the
    week before the publication date and of the day after it (empty without one)."""
    day = published_day(published)
    if day is None:
        return frozenset()
    words: set[str] = {"on", "as", "of", "reported", "in", "the", "week", "since"}
    for back in range(WEEK_WORDS_BACK + 1):  # "last week": its Monday, up to 13 days back
        when = day - timedelta(days=back)
        words.update({MONTH_NAMES[when.month - 1].lower(), str(when.day), str(when.year)})
    after = day + timedelta(days=1)  # a past weekday of the day after the page's
    words.update({MONTH_NAMES[after.month - 1].lower(), str(after.day), str(after.year)})
    words.update({str(day.year - 1), str(day.year), str(day.year + 1)})  # for "12 April"
    words.add(MONTH_NAMES[(day.month - 2) % 12].lower())  # "last month"
    return frozenset(words)


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
    return bool(bare_weekdays(before) or _SCENE_RX.search(before))
