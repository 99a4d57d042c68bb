"""An abbreviation no reader can expand is no claim's subject or object.

A page writes its own short forms (``AFM conducted business as a lender`` where the paragraph
opened ``American Freedom Mortgage, Inc. (AFM)``; a site's products ``NR`` and ``NRPLUS``).
The extractor writes a short form the page defines as the page defines it
(``shared.claims.acronyms``); one it does not define, standing as the claim's subject
(``MABA changed the league's name``) or object (``signed with the Columbus Lions of the
AIFA.``), leaves the reader without the thing the claim is about, and the claim is dropped.

A short form stays when a reader knows it without the page (``NASA``, ``the UK``, ``CEO``),
when it only modifies a noun (``a VFX specialist``, ``the ABC Network``), when it follows a
number (``30.8 GW``, ``1957 USD``) or an article ``a``/``an`` (``an EF2``: a kind, not a
thing), when it follows a name (``Sega AM2``, ``Fairfield, CT``), when it is a Roman numeral
(``Elizabeth II``), and when the page's title names it (``WRVU`` on the page ``WRVU``, ``The
AFL pre-season draft`` on ``AFL pre-season draft``). A short form after ``the`` is a subject
only before a verb: ``The MEK soldiers were armed`` has the noun ``soldiers`` for subject.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

__all__ = ["UNEXPANDED_ABBREVIATION", "unexpanded_abbreviation"]

UNEXPANDED_ABBREVIATION = "unexpanded_abbreviation"

_ABBREVIATION_RX = re.compile(r"(?<![\w/&.'\u2019-])[A-Z][A-Z0-9]{1,5}(?![\w/&\u2013-]|\.\w)")
"""Two to six capitals (digits after the first letter allowed): ``AFM``, ``JBL2``."""
_ROMAN_RX = re.compile(r"[IVXLCDM]+")
_KNOWN = frozenset(
    """NASA FBI CIA NSA KGB US USA UK UN EU NATO OPEC WHO UNESCO UNICEF IMF NBA WNBA NFL NHL
    MLB NCAA FIFA UEFA IOC NASCAR CEO CFO COO CTO MVP BBC CNN NBC CBS ABC HBO ESPN MTV PBS NPR
    ITV CNBC FIBA MGM RCA EMI IBM BMW IKEA AOL MIT UCLA NYU TV PC AI IT ID GPS DNA RNA HIV AIDS GDP
    USD EUR GBP DVD CD LED LCD HTML HTTP HTTPS URL API SQL PDF USB SSL TLS CSS JSON XML MIME
    SMS UFO RAM ROM CPU GPU SSD HDMI OLED NYPD LAPD IRS EPA FDA FAA SEC CDC NHS ISO WWI WWII
    EP LP DJ MP""".split()  # noqa: SIM905
)
"""Short forms a reader knows without the page."""
_PREPOSITIONS = frozenset(
    """of in on at to for from by with and or but as into during through until since after
    before over under between against about""".split()  # noqa: SIM905
)
"""Words after which a short form was the head of its noun phrase (``the AIFA in 2007``)."""
_VERBS = frozenset(
    """is was are were has had have will would can could may might shall should does did do
    began became won made took gave led went held grew built ran left sold bought found
    brought wrote saw got says said""".split()  # noqa: SIM905
)
"""Finite verbs the rule knows by form (besides ``-ed`` and ``-ly`` adverbs)."""
_DETERMINERS = frozenset({"the", "its", "their", "his", "her", "our", "this", "that"})


def _verb_like(word: str) -> bool:
    return word in _VERBS or word.endswith(("ed", "ly"))


def unexpanded_abbreviation(claim: str, definitions: Mapping[str, str],
                            title: str = "") -> str | None:  # fmt: skip
    """``UNEXPANDED_ABBREVIATION`` when ``claim``'s subject or object is a short form the
    page does not define (``definitions``, see ``shared.claims.acronyms``) and a reader does
    not know; else ``None``."""
    title_words = set(re.findall(r"[\w]+", title))
    for found in _ABBREVIATION_RX.finditer(claim):
        token = found.group()
        if (token in _KNOWN or _ROMAN_RX.fullmatch(token) or token in title_words
                or f"({token})" in claim or token in definitions
                or sum(ch.isalpha() for ch in token) < 2):  # fmt: skip
            continue
        before = claim[: found.start()].split()
        after = claim[found.end() :]
        previous = before[-1] if before else ""
        following = re.match(r"\s*([\w'\u2019]+|[.,;:)!?]|$)", after)
        if following is None:
            continue  # "HDR (high dynamic range)": explained where it stands
        nxt = following.group(1)
        if previous.lower() in {"a", "an"} or re.search(r"\d$", previous):
            continue  # "an EF2", "30.8 GW": a kind or a unit
        at_start = not before or (len(before) == 1 and previous.lower() in _DETERMINERS)
        if nxt in {"\u2019s", "'s"} or after.startswith(("'s", "\u2019s")):
            continue  # "NBC's first season": a possessive modifies the noun after it
        subject = nxt[:1].islower() and ((not before and nxt not in _PREPOSITIONS) or (
            _verb_like(nxt) and (previous[:1].islower() or previous.lower() in _DETERMINERS)))
        head = nxt in {"", ".", ",", ";", ")", "!", "?"} or nxt in _PREPOSITIONS
        obj = head and bool(previous) and (previous[:1].islower() or at_start)
        if subject or obj:
            return UNEXPANDED_ABBREVIATION
    return None
