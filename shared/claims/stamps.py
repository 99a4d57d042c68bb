"""Live-blog time stamps: ``07.49 Acme boss Jane Roe has just tweeted ...`` and ``14:05 GMT
Police say ...`` open on the clock time of a live page's entry. The stamp is page furniture,
no word of the fact: the claim is written without it (the span stays verbatim), and dated by
the page's date like every other as-of claim; with no page date its day cannot be known.
"""

from __future__ import annotations

import re

__all__ = ["leading_stamp", "without_stamp"]

_STAMP_RX = re.compile(
    r"^\s*(?:[01]?\d|2[0-3])[.:][0-5]\d"
    r"(?:\s*(?:am|pm|a\.m\.|p\.m\.|AM|PM))?"
    r"(?:\s+(?:GMT|BST|UTC|CET|CEST|EET|IST|JST|AEST|AEDT|ET|EST|EDT|CT|CST|CDT|PT|PST|PDT|"
    r"local(?:\s+time)?))?"
    r"\s*[:\u2013\u2014-]?\s+(?!(?:AM|PM|A\.M\.|P\.M\.)(?!\w))(?=[\"\u201c\u2018']?[A-Z])"
)
"""A clock time (hours 0-23, minutes 00-59, a ``.`` or ``:`` between) opening a sentence
before a capitalised word, with an optional am/pm and time zone (``14:05 GMT``)."""


def leading_stamp(sentence: str) -> bool:
    """``sentence`` opens on a live-blog clock stamp (``07.49 Acme boss ...``); a figure is
    none (``3.5 million people``, ``12.50 euros``: no capital after it)."""
    return _STAMP_RX.match(sentence) is not None


def without_stamp(sentence: str) -> str:
    """``sentence`` with its opening clock stamp cut (``14:05 GMT Police say ...`` ->
    ``Police say ...``); unchanged when it opens on none."""
    return _STAMP_RX.sub("", sentence, count=1)
