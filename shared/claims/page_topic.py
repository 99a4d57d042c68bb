"""What a page is about: the country its headline places the story in.

A news sentence is written for a reader who has the page: its headline names the country.
A claim read alone has none of that. ``PageTopic`` holds the country the headline places
its story in (``... killed in Iran unrest``; countries by CLDR's English names, from
``babel``, not a hand list), and ``PageTopic.placed(claim)``: a claim that shares two
content words with the headline but names no place, no country and no people
(``Israelis``) gets the headline's country written in (``In Iran, at least 106 protesters
... have been killed``); every other claim is left as it is. The first word keeps its
capital only when it is no function word and the page never writes it in lower case (a
name).

The other page-level readings live beside it: ``teasers`` (teaser sections and checked
rumours), ``page_reliant`` (demonstratives, bare quotations, unsourced shares) and
``list_sections`` (a list page's named headings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from babel import Locale

from shared.claims.page_lines import STOP_WORDS, stems

__all__ = ["PageTopic", "countries_rx", "country_names", "unplaced_institution", "unplaced_measure"]

@lru_cache(maxsize=1)
def _countries() -> tuple[re.Pattern[str], frozenset[str]]:
    names = {name for code, name in Locale("en").territories.items()
             if not code.isdigit() and "&" not in name and "." not in name}  # fmt: skip
    names |= {"US", "U.S.", "UK", "U.K.", "America", "Britain", "England", "Scotland", "Wales"}
    ordered = sorted(names, key=len, reverse=True)
    rx = re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(n) for n in ordered) + r")(?![\w])")
    return rx, frozenset(names)


def countries_rx() -> re.Pattern[str]:
    """A country's English name (CLDR's, ``babel``) or ``US``/``UK``/``England`` ..."""
    return _countries()[0]


def country_names() -> frozenset[str]:
    """Every country's English name (CLDR's, ``babel``) and ``US``/``UK``/``England`` ..."""
    return _countries()[1]


_ARTICLES = frozenset({"the", "a", "an", "at", "in", "on", "by", "some", "most", "many", "all"})
_LOCATIVE_BEFORE_RX = re.compile(r"\b(?:[Ii]n|[Aa]cross|[Tt]hroughout|[Ii]nside|[Ww]ithin)\s+$")
"""The headline places its story in the country (``... killed in Iran unrest``), rather
than naming it as an actor (``Community Lashes Out at US``)."""
_DEMONYM_RX = re.compile(r"(?<!^)\b[A-Z][a-z]+(?:is|ians?|eans?|ans?|ese|ish|ch|ic)\b")
"""A people or nation word in the claim (``Israelis``, ``Iranian``, ``French``): the claim
says whose it is, and the headline's country may not be its place."""
_PLACE_IN_CLAIM_RX = re.compile(
    r"\b(?:in|at|near|across|throughout|outside|from)\s+(?:the\s+)?[A-Z][\w\u00c0-\u024f-]+"
)
"""A capitalised name after a locative preposition: the claim says where itself."""
_INSTITUTION_RX = re.compile(
    r"\b[Tt]he\s+(?:National Assembly|House of Representatives|Senate|Parliament|"
    r"Supreme Court|High Court|Constitutional Court|Cabinet|Interior Ministry|Foreign Ministry|"
    r"Finance Ministry|Defen[cs]e Ministry|Health Ministry|Justice Ministry|"
    r"Ministry of [A-Z][a-z]+)\b(?!\s+(?:of\s+)?[A-Z])"
)
"""A national institution named by its generic name alone (``The National Assembly``,
``the Supreme Court``, ``the Health Ministry``): every country has one."""


_CAMPUS_RX = re.compile(
    r"\b[Tt]he\s+(?:University|Faculty|Student|Academic|College)\s+(?:Senate|Council|"
    r"Assembly|Library|Press)\b|\b[Tt]he\s+Board\s+of\s+(?:Trustees|Regents|Governors)\b"
    r"(?!\s+of\s+[A-Z])"
)
"""A university's body named by its generic name (``the University Senate``, ``the Board
of Trustees``): every university has one."""
_SCHOOL_RX = re.compile(r"\b(?:University|College|Institute)\s+of\s+[A-Z]|"
                        r"\b[A-Z][\w.'\u2019-]*\s+(?:University|College|Institute)\b")
"""A named university: ``University of Denver``, ``Eureka College``."""
_MEASURE_RX = re.compile(
    r"\b(?:rate hikes?|rate cuts?|interest rates?|inflation|unemployment|jobless rate|"
    r"economic growth|the economy|GDP|gross domestic product|recession|budget deficit|"
    r"trade deficit|home prices|house prices|wages)\b"
)
"""A measure of one economy: whose it is must be said (``The IMF expects continued rate
hikes in 2023`` in a paragraph about Canada)."""
_MEASURE_OWNER_RX = re.compile(
    r"\b(?:global|world|worldwide|international|euro[- ]area|eurozone)\b", re.IGNORECASE)


def unplaced_measure(claim: str, before: str) -> bool:
    """``claim`` tells of one economy's measure (rate hikes, inflation, growth) naming no
    country, people, place or ``global`` scope, after sentences (``before``) that name a
    country: read alone, the measure reads as everyone's (the IMF's 'continued
    rate hikes' were Canada's)."""
    if _MEASURE_RX.search(claim) is None or _MEASURE_OWNER_RX.search(claim):
        return False
    rx, _ = _countries()
    if rx.search(claim) or _PLACE_IN_CLAIM_RX.search(claim) or _DEMONYM_RX.search(claim):
        return False
    named = {m.group(0) for m in rx.finditer(before)}
    named |= {m.group(0) for m in _DEMONYM_RX.finditer(before)}
    return bool(named)


def unplaced_institution(claim: str) -> bool:
    """``claim`` names a national institution by its generic name (``The National Assembly
    resumed from its annual recess``) and no country, people or place that says whose:
    read alone, which country's is not said (Nigeria's? France's?); or a university's body
    (``the University Senate``) and no university by name."""
    if _CAMPUS_RX.search(claim) is not None and _SCHOOL_RX.search(claim) is None:
        return True
    if _INSTITUTION_RX.search(claim) is None:
        return False
    rx, _ = _countries()
    return not (rx.search(claim) or _PLACE_IN_CLAIM_RX.search(claim)
                or _DEMONYM_RX.search(claim))  # fmt: skip


_LOWER_RX = re.compile(r"(?<![.!?]\s)(?<=\s)([a-z][a-z'-]+)\b")


@dataclass(frozen=True, slots=True)
class PageTopic:
    """The page's headline, the one country it names (``None`` when it names none or
    several), and the words the page writes in lower case mid-sentence."""

    headline: str
    country: str | None
    lower: frozenset[str]

    @classmethod
    def read(cls, title: str | None, text: str = "") -> PageTopic:
        """The topic of a page titled ``title`` with main text ``text``."""
        headline = title or ""
        rx, _ = _countries()
        found = {m.group(0) for m in rx.finditer(headline)}
        placed = {m.group(0) for m in rx.finditer(headline)
                  if _LOCATIVE_BEFORE_RX.search(headline[: m.start()])}  # fmt: skip
        found = placed if len(found) == 1 else set()
        lower = frozenset(_LOWER_RX.findall(text))
        return cls(headline, found.pop() if len(found) == 1 else None, lower)

    def placed(self, claim: str) -> str:
        """``claim`` with the headline's country written in front when it tells of the
        headline's topic (two content words in common) and names no place itself."""
        if self.country is None or not claim:
            return claim
        rx, _ = _countries()
        if rx.search(claim) or _PLACE_IN_CLAIM_RX.search(claim) or _DEMONYM_RX.search(claim):
            return claim
        if len(stems(claim) & stems(self.headline)) < 2:
            return claim
        first = claim.split(" ", 1)[0]
        common = not first.isupper() and (
            first.lower() in self.lower or first.lower() in STOP_WORDS or first.lower() in _ARTICLES
        )
        rest = claim[:1].lower() + claim[1:] if common else claim
        country = f"the {self.country}" if self.country in _THE_COUNTRIES else self.country
        return f"In {country}, {rest}"


_THE_COUNTRIES = frozenset({"US", "U.S.", "UK", "U.K.", "United States", "United Kingdom",
                            "Netherlands", "Philippines", "United Arab Emirates",
                            "Czech Republic", "Central African Republic",
                            "Dominican Republic", "Bahamas", "Gambia", "Maldives"})  # fmt: skip

