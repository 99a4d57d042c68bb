"""A named place or body cut to its generic words: ``The Heritage Center`` for the page's
``George and Joyce Wein Jazz & Heritage Center`` (judgments16 claims_final #26, nw_nola_1).

A name made only of common English words and an institution's head noun (``the Heritage
Center``, ``the Science Museum``, ``the Music School``) names nothing in particular read
alone: many towns have one. When the page writes a longer name ending in the same words
(``... Jazz & Heritage Center``), the short one is the page's shorthand for it, and a claim
that keeps only the shorthand does not say which centre. ``shortened_name(claim, text)``
tells such a claim, to be dropped (a longer name containing it may be another thing, so
it is not written in: the AirAsia group is not Indonesia AirAsia).
"""

from __future__ import annotations

import re

from shared.claims.openers import OPENERS_PLURAL
from shared.claims.org_names import LEAD
from shared.claims.page_names import english
from shared.text.dates import MONTH_NAMES, WEEKDAY_NAMES

__all__ = ["SHORTENED_NAME", "shortened_name"]

SHORTENED_NAME = "shortened_name"
"""The drop reason: a generic short name the page writes whole elsewhere."""

_HEADS = (
    "Center|Centre|Group|Company|Department|School|Institute|Foundation|Museum|Library|"
    "Society|Association|Council|Committee|Agency|Bureau|Academy|College|Hospital|Club|"
    "Fund|Trust|Project|Program|Programme|Theater|Theatre|Commission|Authority|Corporation|"
    "Network|Festival|Clinic|Laboratory|Lab|Gallery|Coalition|Alliance|Initiative"
)
_SHORT_RX = re.compile(
    rf"(?<![\w&.'\u2019-])[Tt]he\s+(?P<words>(?:[A-Z][a-z]+\s+){{1,3}})(?P<head>{_HEADS})"
    r"(?![\w'\u2019-])(?!\s+(?:of|for|at|in|on)\s+[A-Z])"
)
"""``the Heritage Center``: ``the``, one to three capitalised words and a head noun, no
``of <Name>`` after it (``the Heritage Center of Ohio`` is placed)."""
_BEFORE_RX = re.compile(r"(?:[A-Z][\w.'\u2019-]*|&)[ \t\u00a0]+$")
"""A name word (or a name's ``&``) just before the short name's words, on the same line."""
_OPENERS = OPENERS_PLURAL | LEAD | frozenset(WEEKDAY_NAMES) | frozenset(MONTH_NAMES)
"""Words that open a sentence or a time before a name without being a word of it
(``Yesterday Science Museum officials``, ``On Tuesday Energy Department officials``)."""
_NOT_NAME_WORD_RX = re.compile(r".*[a-z0-9][.!?:;,]|.*['\u2019]s?")
"""A possessive (``London's Science Museum``) or the previous sentence's last word
(``Blatchford. Science Museum Group``): not a word of a longer name."""


def shortened_name(claim: str, text: str, names: tuple[str | None, ...] = ()) -> bool:
    """``claim`` writes ``the <common words> <Head>`` (``The Heritage Center``) that the
    page ``text`` writes elsewhere after another name word (``Wein Jazz & Heritage
    Center``), and never the longer name in the claim itself; the page's own title or
    main entity (``names``) is never a shortened name."""
    own = {re.sub(r"^[Tt]he\s+", "", name).strip().lower() for name in names if name}
    for found in _SHORT_RX.finditer(claim):
        words = found.group("words").split()
        if not all(english(word) for word in words):
            continue  # "the Wein Center": a name of its own
        short = " ".join([*words, found.group("head")])
        if short.lower() in own:
            continue  # the page's subject: "The Science Museum" under "Science Museum"
        for longer in re.finditer(
                rf"(?<![\w-]){re.escape(short)}(?![\w'\u2019-])(?![ \t]+[A-Z])", text):
            before = text[max(0, longer.start() - 60) : longer.start()]
            mark = _BEFORE_RX.search(before)
            if mark is None:
                continue
            word = mark.group().split()[0]
            if _NOT_NAME_WORD_RX.fullmatch(word) and not re.fullmatch(
                    r"(?:[A-Z]\.)+[A-Z]?\.?", word):
                continue  # "Trump's Justice Department", "Blatchford. Science Museum"
            if word in _OPENERS or re.fullmatch(r"(?:[A-Z]\.)+[A-Z]?\.?|[A-Z]{2,}", word):
                continue  # "At Heritage Center", "U.S. Justice Department": no other name
            if word == "&" and not re.search(r"[A-Z][a-z][\w.'\u2019-]*[ \t]+&[ \t]+$", before):
                continue  # "R&D & Heritage Center": no name word before the "&"
            whole = (before[mark.start() :] + short).strip()
            if whole not in claim:
                return True
    return False
