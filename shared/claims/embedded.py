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
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["QUOTED_BLOCK", "only_quoted"]

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
