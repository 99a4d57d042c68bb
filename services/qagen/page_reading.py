"""What a page's text says of a fact, read the same by the fact index and the templates:
whether a (lower-case) text states a fact's value at an asked precision (``states``), the
precision that tells two dates apart, whether a life's span describes an event rather than
a person (``describes_event``), and the kinship pattern of a name (``kin_pattern``).
"""

from __future__ import annotations

import functools
import re

from services.qagen.whole_words import holds_bounded, holds_number
from shared.facts import DateValue, Fact, QuantityValue

__all__ = ["deciding_precision", "describes_event", "kin_pattern", "states"]

_EVENT_HEADS = frozenset(
    """war wars battle battles conflict revolution rebellion uprising insurgency siege
    campaign crisis election expedition era period age dynasty empire kingdom reign regime
    movement season tournament festival exhibition championship occupation famine epidemic
    pandemic invasion""".split()  # noqa: SIM905
)
"""Head nouns of things that last from one date to another, as persons do: ``X (November
1917 – October 1922) was a multi-party war ...`` gives X no birth and no death."""


def describes_event(fact: Fact) -> bool:
    """Whether a life fact's span describes its subject as an event or a period (its
    description's head noun, before the first preposition or clause): a claim rewritten from
    a date range (``The Russian Civil War was born in November 1917``) is no life."""
    found = re.search(r"\)\s*,?\s*(?:was|is|were|are)\s+(?:an?|the)\s+([^,;.]*)", fact.claim.span)
    if found is None:
        return False
    head = re.split(r"\s+(?:in|of|on|at|between|from|for|during|after|before|under|with|by|"
                    r"to|as|since|until|throughout|across|against|and|or|that|which|who|whose|"
                    r"fought|waged|known|best)\s+", found.group(1))[0].split()  # fmt: skip
    return bool(head) and head[-1].lower() in _EVENT_HEADS


def deciding_precision(a: DateValue, b: DateValue) -> str:
    """The coarsest precision that tells two dates apart: ``year`` when their years
    differ, else ``month`` when their months do, else ``day``."""
    if a.earliest.year != b.earliest.year:
        return "year"
    return "month" if a.earliest.month != b.earliest.month else "day"


def states(text: str, fact: Fact, precision: str) -> bool:
    """Whether a document's (lower-case) text states the fact's value at the asked
    precision (or its own, when coarser): the year, with the month and the day when asked
    and known; or the figure."""
    value = fact.value
    if isinstance(value, DateValue):
        day = value.earliest
        if not holds_number(text, str(day.year)):
            return False
        month = f"{day:%B}".lower()
        if (value.precision in ("day", "month") and precision in ("day", "month")
                and not _month_pattern(month).search(text)):  # fmt: skip
            return False
        if value.precision != "day" or precision != "day":
            return True
        return holds_number(text, str(day.day)) or holds_number(text, f"0{day.day}")
    if isinstance(value, QuantityValue):
        number = re.search(r"\d[\d,.]*\d|\d", value.quantity.text)
        return number is not None and holds_bounded(text, number.group(), _in_figure,
                                                     str.isdecimal)  # fmt: skip
    return False


def _in_figure(ch: str) -> bool:
    """A character a figure runs on through (``(?<![\\d.,])``)."""
    return ch in ".," or ch.isdecimal()


@functools.lru_cache(maxsize=12)
def _month_pattern(month: str) -> re.Pattern[str]:
    """A month's name, whole or cut to three letters (with or without a period)."""
    return re.compile(rf"\b{month[:3]}(?:{month[3:]}|\.)?\b")


_BLOOD = (r"daughter|son|father|mother|brother|sister|child|children|parent|parents|grandson|"
          r"granddaughter|grandfather|grandmother|nephew|niece|uncle|aunt|cousin|stepson|"
          r"stepdaughter|stepfather|stepmother")  # fmt: skip
"""Words that name a kin of another generation or a sibling (``the daughter of``, ``Paul Gross's
son``): the kinship often orders two people's births."""
_KIN = _BLOOD + r"|wife|husband|widow|widower"


@functools.lru_cache(maxsize=4096)
def kin_pattern(bare: str, spouses: bool) -> re.Pattern[str]:
    """The compiled kinship pattern for one lower-case name (built once per name: the pools
    ask it for every pair of people, and compiling it each time was most of their cost)."""
    kin = _KIN if spouses else _BLOOD
    key = re.escape(bare)
    before = rf"\b(?:{kin}|born\b[^.;]{{0,40}}?\bto)\b(?: of)?[^.;]{{0,60}}?(?<!\w){key}(?!\w)"
    possessive = rf"(?<!\w){key}(?:'s|’s)\s+(?:\w+\s+)?(?:{kin})\b"
    return re.compile(f"{before}|{possessive}")
