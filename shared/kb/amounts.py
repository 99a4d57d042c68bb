"""Time and money amounts in KB text ("14 days of delivery", "£2.5k") and restated amounts.

:func:`amounts` reads every ``<n> <time unit> …`` with the event it is counted from (the
words after the unit up to the clause end); a range ("3–5 business days", "3 to 5 days",
"between 2 and 4 weeks", "1 or 2 days") is no one amount.
:func:`restated_by_other` finds the page of a two-page query that states the other page's
amount itself, in a sentence naming the other page's subject: the returns policy's "If an
item arrives damaged or defective, you can return it within 60 days of delivery" restates
the damaged-items page's "**Defective window:** 60 days from delivery", so "Which is longer,
the return window or the defective window?" is answered by the policy alone, although the
two wordings differ ("from" / "of") and a verbatim match misses it.
:func:`money` reads every currency amount with its value: thousands separators, any
decimals ("£2500.5"), a multiplier after the number ("£2.5k", "£1.5 million", "$3bn"), and a
currency code or word ("USD 100", "100 dollars"). :data:`MONEY_TEXT` is the one pattern of a
sum: every generator embeds it, so £, €, "USD 100" and "$100" read the same everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import Page
from shared.kb.terms import content_terms
from shared.text.sentences import split_sentences

__all__ = ["MONEY", "MONEY_TEXT", "Amount", "amounts", "is_money", "money", "money_value",
           "restated_by_other"]

_UNITS = {"hour": "hours", "day": "days", "business day": "business days", "week": "weeks",
          "month": "months", "year": "years"}
_AMOUNT = re.compile(
    r"(?<![\w.$])(?P<low>\d+\s*(?:[–-]|to\b|and\b|or\b)\s*)?(?P<n>\d+)\s+"
    r"(?P<unit>business days?|days?|hours?|weeks?|months?|years?)\b"
    r"(?P<rest>[^.;:,]*)", re.IGNORECASE)
_NUMBER = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_MULTIPLIER = r"(?:\s?(?:k|m|bn|million|billion)\b)?"
_CODE = r"(?:USD|GBP|EUR)"
_CURRENCY_WORD = r"(?:dollars?|euros?|pounds sterling)"
MONEY_TEXT = (
    rf"(?i:[£$€]\s?{_NUMBER}{_MULTIPLIER}(?![\d,]*\d)"
    rf"|\b{_CODE}\s?{_NUMBER}{_MULTIPLIER}(?![\d,]*\d)"
    rf"|(?<![\w.,£$€]){_NUMBER}{_MULTIPLIER}\s(?:{_CODE}|{_CURRENCY_WORD})\b)")
"""A currency amount as a pattern to embed (no groups of its own): a symbol before the
number ("$1,500", "£2.5k", "€40"), a code before or after it ("USD 100", "100 EUR") or a
currency word after it ("100 dollars"; "pounds" alone is a weight, so "pounds sterling").
The number takes thousands separators, any decimals and a multiplier ("$3bn")."""
MONEY = re.compile(MONEY_TEXT)
"""The compiled :data:`MONEY_TEXT` (read its value with :func:`money`)."""
_PARTS = re.compile(
    r"(?P<n>\d[\d,]*)(?:\.(?P<p>\d+))?(?:\s?(?P<mult>k|m|bn|million|billion)\b)?",
    re.IGNORECASE)
_SYMBOLS = {"$": "$", "£": "£", "€": "€", "usd": "$", "gbp": "£", "eur": "€", "dollar": "$",
            "dollars": "$", "euro": "€", "euros": "€", "pounds sterling": "£"}
_MULTIPLIERS = {"k": 10**3, "m": 10**6, "million": 10**6, "bn": 10**9, "billion": 10**9}


@dataclass(frozen=True, slots=True)
class Amount:
    """A count of one time unit and the event it is counted from (``14 days of delivery``)."""

    number: int
    unit: str
    """Plural unit name: ``days``, ``business days`` …"""
    anchor: frozenset[str]
    """Content terms of the words after the unit (``delivery``): what the count runs from."""
    text: str


def amounts(text: str) -> list[Amount]:
    """Every ``<n> <time unit> …`` of ``text`` with the terms after it up to the clause end."""
    out = []
    for m in _AMOUNT.finditer(text):
        if m.group("low"):  # a range ("3–5", "3 to 5", "2 and 4 weeks") is no one amount
            continue
        unit = m.group("unit").lower().rstrip("s")
        rest = " ".join(m.group("rest").split()[:4])
        out.append(Amount(int(m.group("n")), _UNITS[unit], frozenset(content_terms(rest)),
                          f"{m.group('n')} {m.group('unit')} {rest}".strip()))
    return out


def money_value(written: str) -> tuple[str, Decimal]:
    """The currency symbol and value of one amount :data:`MONEY` matched: "£2.5k" ->
    ("£", 2500), "USD 1,200" -> ("$", 1200), "100 euros" -> ("€", 100)."""
    parts = _PARTS.search(written)
    assert parts is not None, written
    value = Decimal(f"{parts.group('n').replace(',', '')}.{parts.group('p') or '0'}")
    if parts.group("mult"):
        value *= _MULTIPLIERS[parts.group("mult").lower()]
    named = (written[:parts.start()] + " " + written[parts.end():]).strip().lower()
    return _SYMBOLS[named], value


def is_money(text: str) -> bool:
    """``text`` is one currency amount and nothing else ("$500", "100 euros")."""
    return MONEY.fullmatch(text.strip()) is not None


def money(text: str) -> Iterator[tuple[re.Match[str], str, Decimal]]:
    """Every currency amount of ``text``: the match (the multiplier included, so "£3" is
    never read inside "£3k"), its symbol and its value ("£2.5k" -> 2500)."""
    for m in MONEY.finditer(text):
        currency, value = money_value(m.group(0))
        yield m, currency, value


def restated_by_other(candidate: Candidate, first: Page, second: Page) -> str | None:
    """The page of the pair stating an amount of the other page's evidence in a sentence
    that names a subject word of the other page's title (one absent from its own title)."""
    pages = {first.ref: first, second.ref: second}
    for evidence in candidate.evidence:
        if evidence.ref not in pages:
            continue
        owner = pages[evidence.ref]
        other = second if owner is first else first
        subject = content_terms(owner.title) - content_terms(other.title)
        wanted = {(a.number, a.unit) for a in amounts(evidence.snippet)}
        if not wanted or not subject:
            continue
        for sentence in split_sentences(other.text):
            said = {(a.number, a.unit) for a in amounts(sentence.text)}
            if wanted & said and subject & content_terms(sentence.text):
                return other.ref
    return None
