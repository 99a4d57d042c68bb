"""Claims read from text the page quotes from elsewhere, which are no statements of its own.

A news page quotes: another outlet's paragraph in a ``<blockquote>`` (often to mock it), a
statement it then annotates, an embedded post (``... pic.twitter.com/x — Name (@handle)
September 19, 2016``), a pull quote repeating its own line. ``shared.web.extract`` keeps
where those blocks sit in the text (``DocumentText.quoted``). A claim whose span lies
inside one is the quoted author's words stated as the page's fact, attribution lost
(``The 2011 Red Sox could accomplish a feat that has never been done.`` from a 2011 piece
the page quotes): ``quoted_claims`` finds them, so the claims service drops them
(``quoted_block``). A span that the page also writes outside every quoted block (a pull
quote repeats the body's sentence) is the page's own and stays.

Text around a picture is no statement of the article either: a line ending in a credit
(``The basement at 80 New York. (Scott Heins/Gothamist)``, ``... fallout shelters. (Harry
Benson/Getty)``) is a caption (``credit_line``, dropped as ``caption`` by the rule
extractor). A source left after a sentence as its bare address (``The 10th highest-paid CEO
makes $37 million (equilar.com).``) is a citation like ``[4]``, cut from the claim
(``strip_source``; the span stays verbatim).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["QUOTED_BLOCK", "credit_line", "only_quoted", "strip_source"]

QUOTED_BLOCK = "quoted_block"
"""The drop reason of a claim read only from a quoted block."""


def only_quoted(span: str, text: str, quoted: Sequence[tuple[int, int]]) -> bool:
    """Every occurrence of ``span`` in ``text`` lies inside one of the ``quoted`` ranges
    (``False`` when ``span`` does not occur or no range is given)."""
    if not quoted or not span:
        return False
    at = text.find(span)
    if at < 0:
        return False
    while at >= 0:
        end = at + len(span)
        if not any(start <= at and end <= stop for start, stop in quoted):
            return False  # the page writes it as its own here
        at = text.find(span, at + 1)
    return True


_CREDIT_END_RX = re.compile(
    r"\((?:(?:Photo|Image|Picture|Credit|Illustration)s?(?:\s+by)?:?\s*)?"
    r"[A-Z][^()/]{0,50}/\s*[^()/]{1,40}\)\s*$"
)
"""A photo credit closing a line: ``(Harry Benson/Getty)``, ``(Photo: Jane Doe/AP)``."""
_SOURCE_RX = re.compile(
    r"\s*\((?:(?:source|via):\s*)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*"
    r"\.(?:com|org|net|gov|edu|io|info|co\.uk|org\.uk)\)(?=[.!]?$)",
    re.IGNORECASE,
)
"""A source's bare web address in parentheses ending a sentence: ``(equilar.com)``."""


def credit_line(line: str) -> bool:
    """``line`` (one line of the page's text) ends with a photo credit: a caption."""
    return _CREDIT_END_RX.search(line) is not None


def strip_source(claim: str) -> str:
    """``claim`` without a trailing ``(site.com)`` source address."""
    return _SOURCE_RX.sub("", claim)
