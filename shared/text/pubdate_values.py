"""One date value as a page writes it, read to an ISO day: ``date_text``.

ISO first (``2019-11-20T12:32:13+08:00``), then a printed date with an optional weekday,
ordinal, time, zone and ``Published``/``Posted`` label, parsed by dateutil (a trafilatura
and htmldate dependency). Day, month and year must all be written and no other word may
appear; ``shared.text.pubdate`` decides which values of a page to read.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from dateutil import parser as dateutil_parser  # type: ignore[import-untyped]

__all__ = ["date_text", "is_phrase", "iso_day"]

_ISO = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december")  # fmt: skip
_NAMED_MONTH = re.compile(
    r"\b(?:" + "|".join(_MONTHS) + r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b",
    re.IGNORECASE,
)
_NUMERIC = re.compile(r"\b(\d{1,4})([/.-])(\d{1,2})\2(\d{2,4})\b")
"""A numeric date: ``3/09/15``, ``12.10.2017``, ``2019/11/19``."""
_TIMES = re.compile(r"\b\d{1,2}(?::\d{2}){1,2}(?:\.\d+)?\s*(?:[ap]\.?\s?m\b\.?)?", re.IGNORECASE)
_MILITARY = re.compile(r"(?:^|(?<=\())([01]\d|2[0-3])([0-5]\d)(?=\s+[A-Z]{2,4}\b)")
"""A four-digit time before its zone, opening the text or in brackets (``0339 GMT (1139
HKT) November 19, 2019``): written ``03:39``."""
_DATE_WORDS = re.compile(
    r"(?i:\b(?:" + "|".join(_MONTHS) + r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|"
    r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|"
    r"[ap]\.?m\.?|at|on|published|posted|first|date|gmt|utc|z)\b|(?<=\d)(?:st|nd|rd|th)\b)|"
    r"\b[A-Z]{2,4}\b",
)
"""The words a printed date may carry: month and weekday names, ordinals, am/pm, a label,
a time zone (``GMT``, ``IST``, ``EST``)."""
_NOT_DATE_WORD = re.compile(r"[^\W\d_]{2,}")
"""Any other word left in the text: the text is more than a date."""
_DEFAULTS = (datetime(1901, 1, 1), datetime(1902, 2, 2))
"""Two defaults for dateutil: a part missing from the text shows as a difference."""


def iso_day(value: object) -> str | None:
    """The day of an ISO ``YYYY-MM-DD…`` value in 1990-2100, or ``None``."""
    m = _ISO.match(str(value)) if value is not None else None
    if m is None:
        return None
    try:
        day = date(*(int(g) for g in m.groups()))
    except ValueError:  # "2019-02-31"
        return None
    return day.isoformat() if 1990 <= day.year <= 2100 else None


def date_text(
    value: object, *, month_first: bool | None = None, year: int | None = None
) -> str | None:
    """The ISO day of a string that is one full date and nothing else, or ``None``.

    ISO first (``2019-11-20T12:32:13+08:00``), then printed dates with an optional weekday,
    time, zone and ``Published``/``Posted`` label: ``20 Nov 2019 08:02 GMT``, ``01:38:07 PM
    IST Nov 20, 2019``, ``Monday, November 18th, 2019 at 11:08 a.m.``, ``November 20 15:23
    2019``, ``18 NOV 2019``, ``3/09/15 8:00am``. The day, month and year must all be
    written (``May 2019``, ``1 day ago``: ``None``) and no other word may appear ("Report of
    May 8, 2016" is running text). A numeric date whose first two numbers could each be the
    month is read month first only when ``month_first`` says so (the page's declared
    language, ``en-US``), day first when it says not, else ``None``. A ``year`` given fills
    a date printed without one (``Posted Nov 18, 8:19 PM``). The wall-clock day as written
    is kept (no time-zone conversion). Never raises."""
    if not isinstance(value, str):
        return None
    text = _MILITARY.sub(r"\1:\2", " ".join(value.split())[:100])
    found = iso_day(text)
    if found or not text:
        return found
    words = _TIMES.sub(" ", text)
    numeric = _NUMERIC.search(words)
    named = _NAMED_MONTH.search(words)
    if _NOT_DATE_WORD.search(_DATE_WORDS.sub(" ", words)) or not (named or numeric):
        return None
    dayfirst = False
    if numeric and not named and len(numeric.group(1)) <= 2:
        first, second = int(numeric.group(1)), int(numeric.group(3))
        if first > 12 or second > 12 or first == second:
            dayfirst = first > 12
        elif month_first is None:
            return None  # "3/09/15": March 9 in the US, 3 September elsewhere
        else:
            dayfirst = not month_first
    days = set()
    defaults = _DEFAULTS if year is None else tuple(d.replace(year=year) for d in _DEFAULTS)
    for default in defaults:
        try:
            parsed = dateutil_parser.parse(
                text, default=default, fuzzy=True, ignoretz=True, dayfirst=dayfirst
            )
        except (ValueError, OverflowError, TypeError):  # ParserError is a ValueError
            return None
        days.add(parsed.date())
    day = days.pop() if len(days) == 1 else None  # a part taken from the default: not written
    return day.isoformat() if day is not None and 1990 <= day.year <= 2100 else None


def is_phrase(text: str) -> bool:
    """``text`` carries two or more words that no printed date has: running text."""
    return len(_NOT_DATE_WORD.findall(_DATE_WORDS.sub(" ", _TIMES.sub(" ", text)))) >= 2
