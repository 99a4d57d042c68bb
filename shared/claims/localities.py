"""A local place or body with no town: a street address or a town's agency named alone.

A local news story names its town once, in its dateline or headline (``COLUMBUS, Ind.``),
and then writes ``a detached garage behind 2134 Caldwell Place`` and ``the Joint Narcotics
Enforcement Team``: the reader of the page knows which town's. A claim read alone does not:
every town has a Caldwell Place, a city council, a narcotics task force. So a claim that
names

- a street address (a house number and a street: ``2134 Caldwell Place``, ``400 N. Main
  St.``), or
- a country's facility by its country alone (``The U.S. base is strategically located
  near the Iraqi and Jordanian borders``: which base? The page names it, al-Tanf), or
- a local body by generic words only (``the Joint Narcotics Enforcement Team``, ``the Drug
  Task Force``, ``the city council``, ``the county sheriff's office``, ``the school
  board``)

and no town, state or country beside it (``in Columbus``, ``Columbus police``, ``Indiana``,
``the Columbus City Council``) is dropped, counted ``unplaced_locality``. Writing the
dateline's town in would add words its span does not hold (the check of every rewrite
against its span, ``entailment``, reads them as unsupported), so the claim goes.
"""

from __future__ import annotations

import re

from shared.claims.page_topic import countries_rx, country_names
from shared.claims.verbs import is_finite_verb
from shared.text.dates import MONTH_ABBREVIATION, MONTH_NAME, WEEKDAY_NAME

__all__ = ["STATE_RX", "UNPLACED_LOCALITY", "demonym", "unplaced_locality"]

UNPLACED_LOCALITY = "unplaced_locality"

_STREET = (
    r"(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Drive|Dr\.?|Lane|Ln\.?|Place|Pl\.?|Boulevard|"
    r"Blvd\.?|Court|Ct\.?|Way|Parkway|Pkwy\.?|Circle|Terrace|Highway|Hwy\.?|Pike|Trail|Alley)"
)
_ADDRESS_RX = re.compile(
    r"\b(?P<number>\d{1,6})(?:-\d{1,6})?\s+(?P<block>block\s+of\s+)?"
    r"(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?"
    r"(?:[A-Z][\w'\u2019-]*\s+|\d+(?:st|nd|rd|th)\s+){1,3}(?P<street>" + _STREET + r")(?![\w])"
)
"""A house number and a street (``2134 Caldwell Place``, ``400 N. Main St.``); which of
these are an address is ``_address`` 's call."""
_YEAR_RX = re.compile(r"1[5-9]\d\d|20\d\d")
_LOCATIVE_BEFORE_RX = re.compile(r"\b(?:at|behind|on|near|from|outside|of|to|off|along)\s+$",
                                 re.IGNORECASE)
_WHEN_RX = re.compile(
    rf"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|{MONTH_NAME}"
)
_AFTER_STREET_RX = re.compile(r"\s+(?P<word>[A-Za-z][\w'\u2019-]*)")
_AFTER_ADDRESS = frozenset((  # noqa: SIM905
    "in on at near of and or to from for with by off between was were is are has had have "
    "where which that who when while after before since until as but home house "
    "residence apartment apartments building property lot store shop office"
).split())
"""Lower-case words an address is followed by in a sentence (a preposition, a conjunction,
a copula or auxiliary, a building noun: ``the 2134 Caldwell Place home``): any other
lower-case word makes the street word a name's
modifier (``Wall Street protests``)."""


def _address(claim: str, found: re.Match[str]) -> bool:
    """``found`` (``_ADDRESS_RX``) is a house number and its street, not a year before a
    name that ends in a street word (code review 16, M1): ``The 2011 Occupy Wall Street
    protests``, ``The 1956 Federal-Aid Highway Act``, ``1980 Mount St. Helens``.

    - A year-shaped number is a house number only before ``block of`` or after a locative
      word (``at 1600 Pennsylvania Avenue``, ``Jonathan P. Blair, 29, of 1909 Jolinda
      Drive``).
    - ``St.`` before a capitalised word is Saint (``Mount St. Helens``).
    - A capitalised word after the street word makes it part of a longer name (``Highway
      Act``; a weekday or month is the sentence's time); so does a lower-case noun (``Wall
      Street protests``): only a preposition, a conjunction, a verb or a building noun may
      follow an address.
    """
    if (_YEAR_RX.fullmatch(found.group("number")) and not found.group("block")
            and _LOCATIVE_BEFORE_RX.search(claim[: found.start()]) is None):  # fmt: skip
        return False
    after = _AFTER_STREET_RX.match(claim, found.end())
    if after is None:
        return True
    word = after.group("word")
    if word[0].isupper():
        return _WHEN_RX.fullmatch(word) is not None  # "at 400 Elm St. Tuesday"
    return word in _AFTER_ADDRESS or is_finite_verb(word)
_GENERIC = (
    r"(?:Joint|Metro(?:politan)?|Regional|Local|Municipal|County|City|Town|Area|Drug|"
    r"Narcotics|Gang|Major|Crimes?|Special|Violent|Enforcement|Investigations?|Investigative|"
    r"Street|Crime|Tactical|Emergency|Fire|Police|Public|Safety|Works|Planning|Zoning|"
    r"Traffic|Vice|Homicide|Criminal|Multi-?Agency|Interagency|Response|Operations|Unified|"
    r"School|Water|Parks|Housing|Health|Animal|Control|Services|Community)"
)
_BODY_RX = re.compile(
    r"\b[Tt]he\s+(?:" + _GENERIC + r"\s+)+(?:Task\s+Force|Team|Unit|Squad|Department|"
    r"Sheriff['\u2019]s\s+Office|Council|Board|Commission|Division|Bureau|District)\b"
    r"(?!\s+(?:of|for|in)\s+[A-Z])"
    r"|\b[Tt]he\s+(?:city|town|village|county|borough)\s+(?:council|commission|board|"
    r"police(?:\s+department)?|sheriff['\u2019]s\s+office|school\s+board|fire\s+department|"
    r"attorney['\u2019]s\s+office|prosecutor['\u2019]s\s+office|commissioners)\b"
    r"|\b[Tt]he\s+(?:local\s+)?(?:police\s+department|sheriff['\u2019]s\s+office|school\s+"
    r"(?:board|district)|fire\s+department|district\s+attorney['\u2019]s\s+office)\b"
)
"""A town's body named by generic words alone: every town has one."""
_FACILITY_RX = re.compile(
    r"\b[Tt]he\s+(?P<country>U\.S\.|US|U\.K\.|UK|[A-Z][a-z]+(?:an|ian|ish|ese|i|ch))\s+"
    r"(?:military\s+|army\s+|naval\s+|air\s+)?(?:base|outpost|garrison|airfield|airbase|"
    r"camp|embassy|consulate|facility|plant|factory|mine|port|warship|carrier|submarine|"
    r"checkpoint|hospital|prison)\b(?!\s+(?:in|at|near|of|on|outside)\s+(?:the\s+)?"
    r"(?:[A-Z]|[a-z]{1,3}-[A-Z])|\s+[A-Z]|-)"
)
"""A country's facility named by its country alone (``The U.S. base is strategically
located ...``): a country has many; which one (al-Tanf) is not said."""
_PLACE_RX = re.compile(
    r"\b(?:in|at|near|of|outside|across)\s+(?:the\s+)?(?:(?:downtown|central|northern|"
    r"southern|eastern|western|north|south|east|west|suburban|rural|nearby|neighbo(?:u)?ring|"
    r"greater|metropolitan|uptown|midtown|old|historic)\s+)?"
    rf"(?!(?:{MONTH_NAME}|{MONTH_ABBREVIATION}|{WEEKDAY_NAME})\b)"
    r"(?:[A-Z][\w\u00c0-\u024f'-]+)"
)
"""A capitalised name after a locative word (``in downtown San Luis Obispo``): the claim
says where itself."""
_STATES = (  # noqa: SIM905
    "Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida "
    "Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland "
    "Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio "
    "Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin "
    "Wyoming Ontario Quebec Alberta"
).split()
STATE_RX = re.compile(
    r"\b(?:" + "|".join(_STATES) + r"|New\s+(?:York|Jersey|Mexico|Hampshire)|North\s+"
    r"(?:Carolina|Dakota)|South\s+(?:Carolina|Dakota)|West\s+Virginia|Rhode\s+Island|"
    r"British\s+Columbia)\b"
)
"""A US state or Canadian province (``Indiana``, ``New Hampshire``)."""
_TOWN_BEFORE_RX = re.compile(r"\b[A-Z][\w'-]+\s+(?:police|officers|firefighters|residents)\b")
"""A town named as its people's modifier (``Columbus police``)."""


_DEMONYMS = frozenset({
    "U.S.", "US", "U.K.", "UK", "American", "British", "French", "Dutch", "Swiss", "Greek",
    "Spanish", "Welsh", "Irish", "Scottish", "English", "Danish", "Swedish", "Finnish",
    "Polish", "Turkish",
})  # fmt: skip
_DEMONYM_END_RX = re.compile(r"(?:ian|an|ish|ese|i|n)$")


def demonym(word: str) -> bool:
    """``word`` is a country's people word: known (``British``), or its stem opens a
    country's name (``Iranian``: Iran, ``Chinese``: China; not ``Rukban``)."""
    if word in _DEMONYMS:
        return True
    stem = _DEMONYM_END_RX.sub("", word)
    return len(stem) >= 3 and any(country.startswith(stem) for country in country_names())


def unplaced_locality(claim: str) -> bool:
    """``claim`` names a street address or a town's generic body and no town, state or
    country (module docstring)."""
    found = [m.span() for m in _ADDRESS_RX.finditer(claim) if _address(claim, m)]
    found += [m.span() for m in _BODY_RX.finditer(claim)]
    if any(demonym(m.group("country")) for m in _FACILITY_RX.finditer(claim)):
        return True
    if not found:
        return False
    rest = claim
    for start, end in sorted(found, reverse=True):
        rest = rest[:start] + " X " + rest[end:]
    if re.search(r" X ,\s+[A-Z]", rest):  # "at 11-16 South Terrace, Adelaide"
        return False
    if _PLACE_RX.search(rest) or STATE_RX.search(rest) or _TOWN_BEFORE_RX.search(rest):
        return False
    return countries_rx().search(rest) is None
