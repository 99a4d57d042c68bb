"""Numbers with units and currencies in running text, normalised so they can be compared.

``$2.5 million`` becomes 2,500,000 USD, ``15%`` 15 percent, ``120,000 square feet`` and
``120,000-square-foot`` 120,000 ``sq_ft``, ``7.2 billion`` 7.2e9, ``10,000 employees`` a
count of employees, ``twenty-five`` 25. Years and dates (``in 1997``, ``Sep 6, 2024``)
are not quantities: ``shared.text.dates`` finds those and they are left out here.

``Quantity.base_value`` converts measures to one base unit per dimension (metres, square
metres, kilograms, seconds, watts), so ``compatible`` quantities can be subtracted or
divided with ``ratio``. Money is never converted between currencies.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from shared.text.dates import DateMention, find_dates

__all__ = [
    "CARDINAL_WORDS", "Quantity", "QuantityKind", "compatible", "find_quantities", "has_number",
    "ratio",
]

QuantityKind = Literal["money", "percent", "measure", "count", "number"]


@dataclass(frozen=True, slots=True)
class Quantity:
    """One number with its unit or currency: ``text == source[start:end]``."""

    start: int
    """Offset of the mention in the source text."""

    end: int
    """Offset just past the mention (scale word and unit included)."""

    text: str
    """The mention as written."""

    value: float
    """The number with its scale applied (``$2.5 million`` -> 2500000.0)."""

    kind: QuantityKind
    """Money, percent, a measure with a unit, a count of some noun, or a bare number."""

    unit: str | None = None
    """Canonical unit (``sq_ft``, ``km``, ``%``) or counted noun (``employees``)."""

    currency: str | None = None
    """ISO 4217 code for money (``USD``, ``EUR``)."""

    dimension: str | None = None
    """Physical dimension of a measure (``length``, ``area``, ``mass``, ``time`` ...)."""

    factor: float = 1.0
    """Multiplier from ``unit`` to the dimension's base unit."""

    @property
    def base_value(self) -> float:
        """``value`` in the base unit of its dimension (metres, square metres, kg, s, W)."""
        return self.value * self.factor


_UNITS: dict[str, tuple[str, str, float]] = {}
"""Alias (lower case) -> (canonical unit, dimension, factor to base unit)."""


def _units(canonical: str, dimension: str, factor: float, *aliases: str) -> None:
    for alias in (canonical, *aliases):
        _UNITS[alias] = (canonical, dimension, factor)


# fmt: off
_units("sq_ft", "area", 0.09290304, "square feet", "square foot", "sq ft", "sq. ft.",
       "sq.ft.", "sq ft.", "sqft", "sf", "square-foot", "square-feet", "square ft")
_units("sq_m", "area", 1.0, "square metres", "square meters", "square metre", "square meter",
       "sq m", "m2", "m²", "sqm")
_units("sq_km", "area", 1e6, "square kilometres", "square kilometers", "square kilometre",
       "square kilometer", "sq km", "km2", "km²")
_units("sq_mi", "area", 2589988.110336, "square miles", "square mile", "sq mi")
_units("acre", "area", 4046.8564224, "acres")
_units("hectare", "area", 1e4, "hectares", "ha")
_units("km", "length", 1000.0, "kilometres", "kilometers", "kilometre", "kilometer")
_units("m", "length", 1.0, "metres", "meters", "metre", "meter")
_units("cm", "length", 0.01, "centimetres", "centimeters")
_units("mm", "length", 0.001, "millimetres", "millimeters")
_units("mi", "length", 1609.344, "miles", "mile")
_units("ft", "length", 0.3048, "feet", "foot")
_units("inch", "length", 0.0254, "inches")
_units("yd", "length", 0.9144, "yards", "yard")
_units("kg", "mass", 1.0, "kilograms", "kilogram", "kilos")
_units("g", "mass", 0.001, "grams", "gram")
_units("lb", "mass", 0.45359237, "lbs", "pounds", "pound")
_units("t", "mass", 1000.0, "tonnes", "tonne", "metric tons", "tons", "ton")
_units("s", "time", 1.0, "seconds", "second", "secs", "sec")
_units("min", "time", 60.0, "minutes", "minute", "mins")
_units("h", "time", 3600.0, "hours", "hour", "hrs", "hr")
_units("day", "time", 86400.0, "days")
_units("week", "time", 604800.0, "weeks")
_units("month", "time", 2629746.0, "months")
_units("year", "time", 31556952.0, "years", "yrs")
_units("years_old", "age", 1.0, "year-old", "years-old", "years old", "year old")
_units("W", "power", 1.0, "watts", "watt")
_units("kW", "power", 1e3, "kilowatts", "kilowatt")
_units("MW", "power", 1e6, "megawatts", "megawatt")
_units("GW", "power", 1e9, "gigawatts", "gigawatt")
_units("kWh", "energy", 3.6e6, "kilowatt-hours", "kilowatt hours")
_units("MWh", "energy", 3.6e9, "megawatt-hours", "megawatt hours")
_units("GB", "data", 1e9, "gigabytes")
_units("TB", "data", 1e12, "terabytes")
_units("MB", "data", 1e6, "megabytes")
_units("mph", "speed", 0.44704, "miles per hour")
_units("km/h", "speed", 1 / 3.6, "kph", "kmh", "kilometres per hour", "kilometers per hour")
_units("°C", "celsius", 1.0, "degrees celsius")
_units("°F", "fahrenheit", 1.0, "degrees fahrenheit")
# fmt: on

_PERCENT = ("percentage points", "per cent", "percent", "%", "pct")

_CURRENCY_PREFIX: dict[str, str] = {
    "us$": "USD", "a$": "AUD", "au$": "AUD", "c$": "CAD", "ca$": "CAD", "hk$": "HKD",
    "nz$": "NZD", "s$": "SGD", "$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR",
    "₩": "KRW", "usd": "USD", "eur": "EUR", "gbp": "GBP", "jpy": "JPY", "chf": "CHF",
    "inr": "INR", "cny": "CNY", "rmb": "CNY", "rs.": "INR", "rs": "INR", "cad": "CAD",
    "aud": "AUD",
}  # fmt: skip
_CURRENCY_SUFFIX: dict[str, str] = {
    "us dollars": "USD", "dollars": "USD", "dollar": "USD", "euros": "EUR", "euro": "EUR",
    "pounds sterling": "GBP", "british pounds": "GBP", "yen": "JPY", "yuan": "CNY",
    "rupees": "INR", "swiss francs": "CHF", "usd": "USD", "eur": "EUR", "gbp": "GBP",
}  # fmt: skip
_SCALES: dict[str, float] = {
    "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "k": 1e3, "m": 1e6,
    "mn": 1e6, "mm": 1e6, "mil": 1e6, "b": 1e9, "bn": 1e9, "tn": 1e12, "t": 1e12,
}  # fmt: skip
_WORD_SCALES = {"thousand", "million", "billion", "trillion"}

_SMALL = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
CARDINAL_WORDS: dict[str, int] = _SMALL
"""The cardinal number words below a hundred that are one word (``one`` … ``nineteen`` and
the tens), with their values: the one list every reader of written numbers draws on."""
_WORD_MULT = {"hundred": 100.0, "thousand": 1e3, "million": 1e6, "billion": 1e9,
              "trillion": 1e12}  # fmt: skip


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_NUM = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_WORD = _alt([*_SMALL, *_WORD_MULT])
_CUR_SYMBOLS = r"US\$|AU?\$|CA?\$|HK\$|NZ\$|S\$|\$|£|€|¥|₹|₩"
_CUR_CODES = r"\b(?:USD|EUR|GBP|JPY|CHF|INR|CNY|RMB|CAD|AUD|Rs\.?)(?=\s?\d)"
_NUMBER_RX = re.compile(
    rf"(?P<cur>{_CUR_SYMBOLS}|{_CUR_CODES})?\s?"
    rf"(?:(?P<num>(?<![\w.,])(?<![A-Za-z]-){_NUM})"
    rf"|(?P<words>\b(?i:{_WORD})(?:(?:\s+|-)(?:(?i:and)\s+)?(?i:{_WORD}))*\b))"
    rf"(?:(?P<attached>bn|mn|tn|[kKmMbB])(?!\w))?"
)
_SCALE_RX = re.compile(rf"[\s-]?(?P<scale>(?i:{_alt(list(_WORD_SCALES))}))\b")
_SHORT_UNITS = frozenset({"s", "g", "t", "h", "m"})
"""One-letter units count only when written against the number (``5m``, ``10s``)."""
_UNIT_RX = re.compile(
    rf"(?P<sep>\s?-\s?|\s)?(?P<unit>(?i:{_alt([*_UNITS, *_PERCENT])}))(?![A-Za-z0-9²])"
)
_PERCENT_RX = re.compile(r"\s?(?P<unit>%)")
_SUFFIX_CUR_RX = re.compile(rf"\s(?P<cur>(?i:{_alt(list(_CURRENCY_SUFFIX))}))\b")
_NOUN_RX = re.compile(r"\s(?:(?:new|more|additional|full-time|active|registered|monthly"
                      r"|daily|unique|total|other)\s)?(?P<noun>[a-z][a-z-]{2,})\b")  # fmt: skip

_NOT_NOUNS = frozenset(
    {"was", "has", "is", "as", "his", "its", "this", "thus", "plus", "less", "unless",
     "across", "whereas", "always", "perhaps", "yes", "does", "goes", "makes", "says",
     "becomes", "remains", "comes", "takes", "gives", "shows", "marks", "years", "ones",
     "during", "previous", "various", "numerous", "famous", "serious", "focus", "bonus",
     "campus", "status", "virus", "onwards", "towards", "afterwards", "per"}
)  # fmt: skip
_COUNT_IRREGULAR = frozenset({"people", "children", "men", "women", "staff", "feet", "police",
                              "personnel", "cattle", "sheep", "fish", "aircraft"})  # fmt: skip


def _parse_words(words: str) -> float | None:
    total, current = 0.0, 0.0
    for token in re.split(r"[\s-]+", words.lower()):
        if token == "and":
            continue
        if token in _SMALL:
            current += _SMALL[token]
        elif token == "hundred":
            current = (current or 1.0) * 100
        elif token in _WORD_MULT:
            total += (current or 1.0) * _WORD_MULT[token]
            current = 0.0
        else:
            return None
    return total + current


def _unit_of(alias: str) -> tuple[str, str, float] | None:
    exact = _UNITS.get(alias)
    return exact if exact is not None else _UNITS.get(alias.lower())


_ORDINAL_RX = re.compile(r"(?:st|nd|rd|th)\b", re.IGNORECASE)


def _scaled(text: str, m: re.Match[str], currency: str | None) -> tuple[float, int] | None:
    """The number's value with any attached or spelled scale, and where it ends."""
    words = m.group("words")
    if words is not None:
        parsed = _parse_words(words)
        if parsed is None:
            return None
        value, end = parsed, m.end("words")
    else:
        if _ORDINAL_RX.match(text, m.end("num")):
            return None  # "30th"
        value, end = float(m.group("num").replace(",", "")), m.end("num")
    attached = m.group("attached")
    if attached is not None and (
        currency is not None or attached in {"M", "B", "k", "K", "bn", "mn"}
    ):
        return value * _SCALES[attached.lower()], m.end("attached")
    if words is None or not any(w in words.lower() for w in _WORD_SCALES):
        scale = _SCALE_RX.match(text, end)
        if scale is not None:
            return value * _SCALES[scale.group("scale").lower()], scale.end()
    return value, end


def _one_quantity(text: str, m: re.Match[str]) -> Quantity | None:
    cur = m.group("cur")
    currency = _CURRENCY_PREFIX[cur.lower()] if cur else None
    scaled = _scaled(text, m, currency)
    if scaled is None:
        return None
    value, end = scaled
    start = m.start("cur") if cur else m.start("num" if m.group("words") is None else "words")
    kind: QuantityKind = "money" if currency else "number"
    unit: str | None = None
    dimension: str | None = None
    factor = 1.0
    if currency is None and (suffix := _SUFFIX_CUR_RX.match(text, end)) is not None:
        currency, kind, end = _CURRENCY_SUFFIX[suffix.group("cur").lower()], "money", suffix.end()
    elif currency is None and (pct := _PERCENT_RX.match(text, end)) is not None:
        kind, unit, end = "percent", "%", pct.end()
    elif currency is None and (um := _UNIT_RX.match(text, end)) is not None:
        alias = um.group("unit")
        found = _unit_of(alias)
        if alias.lower() in _PERCENT:
            kind, unit, end = "percent", "%", um.end()
        elif found is not None and not (alias.lower() in _SHORT_UNITS and um.group("sep")):
            unit, dimension, factor = found
            kind, end = "measure", um.end()
    if kind == "number" and (noun := _NOUN_RX.match(text, end)) is not None:
        word = noun.group("noun")
        plural = word.endswith("s") and not word.endswith("ss") and len(word) > 3
        if word not in _NOT_NOUNS and (plural or word in _COUNT_IRREGULAR):
            kind, unit, end = "count", word, noun.end()
    if end < len(text) and text[end - 1].isdigit() and text[end].isalpha():
        return None  # glued to letters and not a unit: "3D", "4x4s", "B2B"
    if m.group("words") is not None and value == 1 and kind == "number":
        return None  # a lone "one" is mostly a pronoun ("one of the ...")
    return Quantity(start, end, text[start:end], value, kind, unit, currency, dimension, factor)


_NUMBER_WORDS = tuple(sorted({*_SMALL, *_WORD_MULT}))
_DIGIT_RUN_RX = re.compile(r"\d+")
_CASE_PARTNERS = "\u017f\u0131\u0130\u212a"
"""Non-ASCII letters that ``(?i)`` matches to ASCII ones (long s, dotless/dotted i, Kelvin)."""
_LEAD = frozenset("$£€¥₹₩USACHNZEGBPJYIRM.")
"""First characters of a currency prefix (symbols and codes, case-sensitive) and ``.5``."""
_REACH = 5
"""A match starts at most this far before its number: currency (3), space, ``.`` (``US$ .5``)."""


def _number_starts(text: str) -> list[int] | None:
    """Where the number of a ``_NUMBER_RX`` match can start, ascending (a superset), or
    ``None`` when the text has letters that only case-insensitive matching equates."""
    if any(ch in text for ch in _CASE_PARTNERS):
        return None
    low = text.lower()
    if len(low) != len(text):
        return None
    # A number starts a digit run (never after a digit: the lookbehind forbids it) ...
    starts = {m.start() for m in _DIGIT_RUN_RX.finditer(text)}
    for word in _NUMBER_WORDS:  # ... or a number word at a word boundary
        at = low.find(word)
        while at >= 0:
            if at == 0 or not _is_word_char(text[at - 1]):
                starts.add(at)
            at = low.find(word, at + 1)
    return sorted(starts)


def _is_word_char(ch: str) -> bool:
    """Whether ``ch`` is a regex ``\\w`` character."""
    return ch.isalnum() or ch == "_"


def _number_matches(text: str) -> Iterator[re.Match[str]]:
    """``_NUMBER_RX.finditer(text)``, trying the pattern only near possible numbers.

    ``finditer`` tries every position; a match can only start within ``_REACH`` characters
    before a number, so trying those positions in order gives the same matches.
    """
    starts = _number_starts(text)
    if starts is None:
        yield from _NUMBER_RX.finditer(text)
        return
    pos = 0
    for start in starts:
        if start < pos:
            continue
        for at in range(max(pos, start - _REACH), start + 1):
            if at < start and text[at] not in _LEAD and not text[at].isspace():
                continue  # a match starting before the number starts with these
            m = _NUMBER_RX.match(text, at)
            if m is not None:
                yield m
                pos = m.end()
                break


def find_quantities(
    text: str, *, include_dates: bool = False, dates: Sequence[DateMention] | None = None
) -> list[Quantity]:
    """Numbers in ``text`` with their scale, unit or currency, in order.

    Numbers that are part of a date or year mention are left out unless ``include_dates``;
    a caller that already has ``find_dates(text)`` may pass it as ``dates``.
    """
    if include_dates:
        dates = ()
    elif dates is None:
        dates = find_dates(text)
    out: list[Quantity] = []
    for m in _number_matches(text):
        if m.group("num") is None and m.group("words") is None:
            continue
        quantity = _one_quantity(text, m)
        if quantity is None:
            continue
        if quantity.currency is None and any(
            d.start < quantity.end and quantity.start < d.end for d in dates
        ):
            continue
        if out and quantity.start < out[-1].end:
            continue
        out.append(quantity)
    return out


def has_number(text: str) -> bool:
    """Whether ``text`` states at least one number that is not a date."""
    return bool(find_quantities(text))


def compatible(a: Quantity, b: Quantity) -> bool:
    """Whether ``a`` and ``b`` measure the same thing, so a difference or ratio means something."""
    if a.kind != b.kind:
        return False
    if a.kind == "money":
        return a.currency == b.currency
    if a.kind == "measure":
        return a.dimension == b.dimension
    return a.unit == b.unit


def ratio(a: Quantity, b: Quantity) -> float:
    """``a / b`` in common units; raises ``ValueError`` for incompatible quantities or zero."""
    if not compatible(a, b):
        raise ValueError(
            f"cannot divide {a.text!r} by {b.text!r}: they measure different things; "
            "check compatible() first"
        )
    if b.base_value == 0:
        raise ValueError(f"cannot divide {a.text!r} by zero ({b.text!r})")
    return a.base_value / b.base_value
