"""Explicit dates and years in running text, normalised to ISO values with offsets.

Recognised, most specific first: ISO dates and timestamps (``2024-09-06``,
``2024-09-06T10:00Z``), ``November 11, 1974`` / ``Sep 6, 2024`` / ``November 11,1974``,
``11 November 1974`` / ``6th of September, 2024``, numeric ``11/09/2001`` (month first
unless the first number exceeds 12, or the separator is a dot), quarters (``Q2 2023``,
``2023 Q2``, ``second quarter of 2023``), ``September 2014``, decades (``1990s``,
``the '90s``) and bare years (``in 1991``, ``(2015)``).

A bare four-digit number is a year only in year-like context: never after a currency
sign, inside a grouped or decimal number (``320,000``, ``2.2015``), before ``%`` or a
unit or counted noun (``2000 employees``, ``1500 square feet``, ``2000-square-foot``), or
after a quantity cue (``about 1500``).

Values: ``YYYY-MM-DD`` (day), ``YYYY-MM`` (month), ``YYYY-Qn`` (quarter), ``YYYY`` (year),
``YYYX`` (decade, the ISO 8601-2 / EDTF "unspecified digit" form, e.g. ``199X``). Every
mention also carries the first and last calendar day it covers, so mentions of different
precision can be ordered and subtracted.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

from shared.text.ordinals import ordinal_alternation, ordinals

__all__ = [
    "MONTH_ABBREVIATION", "MONTH_ABBREVIATIONS", "MONTH_ANY", "MONTH_NAME", "MONTH_NAMES",
    "MONTH_WRITTEN", "DateMention", "Precision", "find_dates", "has_date", "month_number",
    "written_date", "years",
]  # fmt: skip

Precision = Literal["day", "month", "quarter", "year", "decade"]

MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December")  # fmt: skip
"""The months as written in prose, January first."""

MONTH_NAME = "(?:" + "|".join(MONTH_NAMES) + ")"
"""A regex group (no capture) for any month's name: ``January`` ... ``December``. The one
month pattern of the rules: the forms below build on it and ``MONTH_ABBREVIATION``."""
WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
"""The days of the week as written in prose, Monday first."""
WEEKDAY_NAME = "(?:" + "|".join(WEEKDAY_NAMES) + ")"
"""A regex group (no capture) for any weekday's name: ``Monday`` ... ``Sunday``."""

MONTH_ABBREVIATIONS = ("Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct",
                       "Nov", "Dec")  # fmt: skip
"""The months' abbreviations as prose writes them before a full stop (``May`` has none)."""
MONTH_ABBREVIATION = "(?:" + "|".join(MONTH_ABBREVIATIONS) + ")"
"""A regex group for a month's abbreviation, without its full stop."""
MONTH_WRITTEN = rf"(?:{MONTH_NAME[3:-1]}|{MONTH_ABBREVIATION}\.)(?!\w)"
"""A month as prose writes it: its name, or its abbreviation with the full stop (``Feb.``,
``Sept.``; a bare ``Mar`` or ``Dec`` is no month), never the start of a longer word."""
MONTH_ANY = rf"(?:{MONTH_NAME[3:-1]}|{MONTH_ABBREVIATION}\.?)(?!\w)"
"""A month's name, or its abbreviation with or without the full stop (``Sep 6``, ``Sept.
6``), as tables, datelines and box scores write it; never the start of a longer word
(``Nov`` of ``November``, ``Mar`` of ``Marvel``), and never a sentence's stop after a name."""


def written_date(day: date) -> str:
    """A day as prose writes it: ``December 14, 2016``."""
    return f"{MONTH_NAMES[day.month - 1]} {day.day}, {day.year}"

MIN_YEAR = 1000
MAX_YEAR = 2199
MIN_DECADE = 1200


@dataclass(frozen=True, slots=True)
class DateMention:
    """One explicit date or year: ``text == source[start:end]``."""

    start: int
    """Offset of the mention in the source text."""

    end: int
    """Offset just past the mention."""

    text: str
    """The mention as written."""

    value: str
    """Normalised value: ``1974-11-11``, ``2014-09``, ``2023-Q2``, ``1998`` or ``199X``."""

    precision: Precision
    """How specific the mention is."""

    earliest: date
    """First calendar day the mention covers."""

    latest: date
    """Last calendar day the mention covers."""

    @property
    def year(self) -> int:
        """The (first) year the mention falls in."""
        return self.earliest.year


_MONTHS: dict[str, int] = {
    name: num
    for num, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}  # fmt: skip
_MONTH = r"(?P<month>(?i:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r"))\.?"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>\d{4})"
_END = r"(?![\w%])(?![.,]\d)"

_ISO_RX = re.compile(
    r"(?<![\w.\-/])(?P<year>\d{4})(?P<sep>[-/])(?P<month>\d{2})(?P=sep)(?P<day>\d{2})"
    r"(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w/])(?!-\d)"
)
_MDY_RX = re.compile(rf"\b{_MONTH}\s+{_DAY}(?:\s*,\s*|\s+){_YEAR}{_END}")
_DMY_RX = re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH},?\s+{_YEAR}{_END}")
_MY_RX = re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?{_YEAR}{_END}")
_NUMERIC_RX = re.compile(
    r"(?<![\w.,/:-])(?P<a>\d{1,2})(?P<sep>[/.])(?P<b>\d{1,2})(?P=sep)(?P<year>\d{4}|\d{2})"
    r"(?![\w/:]|[.,-]\d)"
)
_QUARTER_RX = re.compile(
    r"\b(?:Q(?P<q1>[1-4])\s*(?:FY\s*)?(?:'(?P<y1s>\d{2})|(?P<y1>\d{4}))"
    r"|(?P<y2>\d{4})\s*Q(?P<q2>[1-4])"
    rf"|(?i:(?P<q3>{ordinal_alternation(4)}|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?"
    r"(?:(?:fiscal|the\s+year)\s+)?)(?P<y3>\d{4}))(?!\w)"
)
_DECADE_RX = re.compile(r"(?<![\w$.,])(?:(?P<full>\d{3}0)|'(?P<short>\d0))'?s\b")
_YEAR_RX = re.compile(r"(?<![\w$£€¥.,/:#])(?P<year>\d{4})(?![\w%]|[.,]\d)")
_DIGIT_RX = re.compile(r"\d")
_WORD_RX = re.compile(r"[A-Za-z]+")
_FOUR_DIGITS_RX = re.compile(r"\d{4}")
_MONTH_STEMS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                "dec")  # fmt: skip
"""The first three letters of every month name (each name in ``_MONTHS`` starts with one)."""
_CASE_PARTNERS = "\u017f\u0131\u0130\u212a"
"""Non-ASCII letters that ``(?i)`` matches to ASCII ones (long s, dotless/dotted i, Kelvin)."""
_CURRENCY_BEFORE_RX = re.compile(r"[$£€¥]\s*$")
_AFTER_WORD_RX = re.compile(r"\s*(-?)\s*([A-Za-z]+)")
_BEFORE_WORD_RX = re.compile(r"([A-Za-z]+)\W*$")

_QUARTER_WORDS = {**{word: n for n, word in enumerate(ordinals(4), 1)},
                  "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}  # fmt: skip

_QUANTITY_CUES = frozenset(
    {"about", "approximately", "roughly", "nearly", "almost", "over", "than", "usd", "eur",
     "under", "some", "only", "least", "most", "additional", "another", "extra", "gbp",
     "hired", "employs", "employed", "paid", "pay", "costs", "cost", "sold", "bought",
     "scored", "page", "pages", "room", "route", "number", "no", "model", "version", "v",
     "rank", "ranked", "top", "exactly", "total", "totaling", "totalling"}
)  # fmt: skip
"""Words that, directly before a four-digit number, make it a quantity rather than a year."""

_YEAR_CUES = frozenset(
    {"in", "since", "by", "from", "until", "till", "through", "during", "of", "year",
     "years", "circa", "c", "ca", "early", "mid", "late", "spring", "summer", "autumn",
     "fall", "winter", "season", "class", "born", "died", "founded", "established",
     "before", "after", "between", "and", "or", "around", "to", "fy", "ad", "bc", "bce",
     "ce", "january", "february", "march", "april", "may", "june", "july", "august",
     "september", "october", "november", "december"}
)  # fmt: skip
"""Words after which a four-digit number reads as a year even when a noun follows."""

_NOT_COUNT_NOUNS = frozenset(
    {"his", "hers", "its", "was", "has", "is", "as", "us", "this", "thus", "plus", "onwards",
     "upwards", "afterwards", "towards", "less", "unless", "across", "whereas", "always",
     "perhaps", "yes", "series", "news", "census", "elections", "olympics", "games",
     "awards", "oscars", "grammys", "emmys", "playoffs", "finals", "championships", "levels",
     "ones", "does", "goes", "makes", "sees", "marks", "remains", "becomes",
     "comes", "takes", "gives", "says", "shows", "brings", "saw", "ads"}
)  # fmt: skip
"""Plural-looking words after a year that do not make it a count (``2014 elections``)."""

_COUNT_WORDS = frozenset(
    {"people", "persons", "men", "women", "children", "staff", "feet", "foot", "square",
     "sq", "sf", "km", "kilometers", "kilometres", "miles", "mi", "meters", "metres", "m",
     "kg", "lb", "lbs", "tons", "tonnes", "acres", "hectares", "mph", "kmh", "mw", "gw",
     "kw", "kwh", "mwh", "gb", "mb", "tb", "dollars", "euros", "pounds", "yen", "usd",
     "eur", "gbp", "percent", "per", "million", "billion", "thousand", "hundred", "times",
     "year-old", "hp", "cc", "ft", "yards", "yd", "cm", "mm", "inches", "in.", "degrees",
     "calories", "words", "pages", "votes", "units", "copies", "points", "seats", "jobs",
     "vehicles", "cars", "homes", "houses", "rooms", "beds", "bn", "mn", "k", "x"}
)  # fmt: skip
"""Unit and counted-noun words: a four-digit number directly before one is not a year."""


def _month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def _valid_year(year: int) -> bool:
    return MIN_YEAR <= year <= MAX_YEAR


def _mention(text: str, start: int, end: int, value: str, precision: Precision,
             earliest: date, latest: date) -> DateMention:  # fmt: skip
    return DateMention(start, end, text[start:end], value, precision, earliest, latest)


def _day(text: str, start: int, end: int, year: int, month: int, day: int) -> DateMention | None:
    if not _valid_year(year):
        return None
    try:
        when = date(year, month, day)
    except ValueError:
        return None
    return _mention(text, start, end, when.isoformat(), "day", when, when)


def _month(text: str, start: int, end: int, year: int, month: int) -> DateMention | None:
    if not _valid_year(year) or not 1 <= month <= 12:
        return None
    first = date(year, month, 1)
    return _mention(text, start, end, f"{year:04d}-{month:02d}", "month", first,
                    _month_end(year, month))  # fmt: skip


def _month_number(name: str) -> int | None:
    if not name[0].isupper():
        return None  # "may", "mar" and "dec" as ordinary words
    return _MONTHS.get(name.lower())


def month_number(written: str) -> int | None:
    """The number (1-12) of the first month a written date names, by its capitalised name
    or abbreviation (``12 April`` -> 4, ``Sept. 9`` -> 9, ``until July`` -> 7), or ``None``."""
    for word in _WORD_RX.findall(written):
        number = _month_number(word)
        if number is not None:
            return number
    return None


def _may_name_month(text: str) -> bool:
    """False only when no month name can match in ``text`` (a cheap test before the regexes)."""
    if any(ch in text for ch in _CASE_PARTNERS):
        return True
    low = text.lower()
    return any(stem in low for stem in _MONTH_STEMS)


def _spelled(text: str) -> list[tuple[int, DateMention]]:
    found: list[tuple[int, DateMention]] = []
    if not _may_name_month(text):
        return found
    for rank, rx in ((1, _MDY_RX), (1, _DMY_RX)):
        for m in rx.finditer(text):
            month = _month_number(m.group("month"))
            if month is not None:
                got = _day(text, m.start(), m.end(), int(m.group("year")), month,
                           int(m.group("day")))  # fmt: skip
                if got is not None:
                    found.append((rank, got))
    for m in _MY_RX.finditer(text):
        month = _month_number(m.group("month"))
        if month is not None and (got := _month(text, m.start(), m.end(),
                                                int(m.group("year")), month)):  # fmt: skip
            found.append((3, got))
    return found


def _numeric(text: str, *, day_first: bool, iso: bool) -> list[tuple[int, DateMention]]:
    found: list[tuple[int, DateMention]] = []
    for m in _ISO_RX.finditer(text) if iso else ():
        got = _day(text, m.start(), m.end(), int(m.group("year")), int(m.group("month")),
                   int(m.group("day")))  # fmt: skip
        if got is not None:
            found.append((0, got))
    for m in _NUMERIC_RX.finditer(text):
        a, b, raw_year = int(m.group("a")), int(m.group("b")), m.group("year")
        year = int(raw_year) if len(raw_year) == 4 else _pivot(int(raw_year))
        dots = m.group("sep") == "."
        month, day = (b, a) if (day_first or dots or a > 12) else (a, b)
        if dots and len(raw_year) == 2:
            continue  # "3.5.21" reads like a version number
        got = _day(text, m.start(), m.end(), year, month, day)
        if got is not None:
            found.append((2, got))
    return found


def _pivot(short: int) -> int:
    return 2000 + short if short < 50 else 1900 + short


def _quarters(text: str) -> list[tuple[int, DateMention]]:
    found: list[tuple[int, DateMention]] = []
    if "Q" not in text and "q" not in text:
        return found  # every form has a "Q" or the word "quarter"
    for m in _QUARTER_RX.finditer(text):
        if m.group("q1"):
            q = int(m.group("q1"))
            year = int(m.group("y1")) if m.group("y1") else _pivot(int(m.group("y1s")))
        elif m.group("q2"):
            q, year = int(m.group("q2")), int(m.group("y2"))
        else:
            q, year = _QUARTER_WORDS[m.group("q3").lower()], int(m.group("y3"))
        if not _valid_year(year):
            continue
        first = date(year, 3 * q - 2, 1)
        found.append((2, _mention(text, m.start(), m.end(), f"{year:04d}-Q{q}", "quarter",
                                  first, _month_end(year, 3 * q))))  # fmt: skip
    return found


def _decades(text: str) -> list[tuple[int, DateMention]]:
    found: list[tuple[int, DateMention]] = []
    for m in _DECADE_RX.finditer(text):
        start = int(m.group("full")) if m.group("full") else 1900 + int(m.group("short"))
        if not MIN_DECADE <= start <= MAX_YEAR:
            continue  # "1000s of people" are thousands, not a decade
        found.append((3, _mention(text, m.start(), m.end(), f"{start // 10:03d}X", "decade",
                                  date(start, 1, 1), date(start + 9, 12, 31))))  # fmt: skip
    return found


def _is_year_context(text: str, start: int, end: int) -> bool:
    before = _BEFORE_WORD_RX.search(text, max(0, start - 30), start)
    prev = before.group(1).lower() if before else ""
    if _CURRENCY_BEFORE_RX.search(text, max(0, start - 4), start):
        return False
    if re.search(r"[A-Z]-$", text[max(0, start - 2) : start]):
        return False  # model numbers such as "F-1500"
    after = _AFTER_WORD_RX.match(text, end)
    if after is not None and (after.group(1) or after.start(2) - end <= 2):
        word = after.group(2).lower()
        dashed = bool(after.group(1))
        if dashed and word in {"square", "year", "foot", "sq", "acre", "seat", "page", "mile"}:
            return False
        if not dashed and word in _COUNT_WORDS:
            return prev in _YEAR_CUES and word not in {
                "people",
                "persons",
                "million",
                "billion",
                "thousand",
                "percent",
            }
        if (not dashed and prev not in _YEAR_CUES and len(word) > 3 and word.endswith("s")
                and not word.endswith("ss") and word not in _NOT_COUNT_NOUNS
                and after.group(2)[0].islower()):  # fmt: skip
            return False  # "2000 employees"
    return prev not in _QUANTITY_CUES


def _bare_years(text: str) -> list[tuple[int, DateMention]]:
    found: list[tuple[int, DateMention]] = []
    for m in _YEAR_RX.finditer(text):
        year = int(m.group("year"))
        if not _valid_year(year) or not _is_year_context(text, m.start(), m.end()):
            continue
        found.append((4, _mention(text, m.start(), m.end(), f"{year:04d}", "year",
                                  date(year, 1, 1), date(year, 12, 31))))  # fmt: skip
    return found


def find_dates(text: str, *, day_first: bool = False) -> list[DateMention]:
    """Explicit dates and years in ``text``, in order, non-overlapping.

    Where mentions overlap the most specific pattern wins (``November 11, 1974`` rather
    than ``1974``). ``day_first`` reads slashed numeric dates as day/month/year.
    """
    if _DIGIT_RX.search(text) is None:
        return []  # every explicit date has a digit
    year = _FOUR_DIGITS_RX.search(text) is not None  # ISO, spelled dates and years need one
    candidates = [
        *_numeric(text, day_first=day_first, iso=year),
        *(_spelled(text) if year else ()),
        *_quarters(text),
        *_decades(text),
        *(_bare_years(text) if year else ()),
    ]
    candidates.sort(key=lambda item: (item[0], -(item[1].end - item[1].start), item[1].start))
    taken: list[DateMention] = []
    for _, mention in candidates:
        if all(mention.end <= kept.start or mention.start >= kept.end for kept in taken):
            taken.append(mention)
    taken.sort(key=lambda mention: mention.start)
    return taken


def has_date(text: str) -> bool:
    """Whether ``text`` mentions at least one explicit date or year."""
    return bool(find_dates(text))


def years(text: str) -> list[int]:
    """The distinct years ``text`` mentions, in order of first mention."""
    seen: dict[int, None] = {}
    for mention in find_dates(text):
        seen.setdefault(mention.year, None)
    return list(seen)
