"""``now`` and ``currently`` in a news claim: the page's own day, written as ``(as of ...)``.

``Julian Assange is currently being held at Belmarsh prison in London.``, ``WeWork now faces
a radical restructuring.``, ``The country now generates half as much coal-fired electricity
as it did in 2009.``: on a page dated November 19, 2019 each tells a state of that day.
``without_now(claim)`` takes the word out (``anchoring`` then writes ``(as of November 19,
2019)`` after the claim); with no page date the claim stays refused. ``now`` is taken only
as a plain adverb: ``by now``, ``until now``, ``up until now``, ``for now``, ``just now``,
``from now``, ``now that``, ``now-deceased`` and a quotation's words are left, and the claim
is then refused as before.
"""

from __future__ import annotations

import re

__all__ = ["without_now"]

_OPENING_RX = re.compile(r"^(?:(?:Right|Just)\s+now|Now|Currently|Presently|At present),\s+"
                         r"(?=[A-Z\d\"\u201c])")  # fmt: skip
"""``Now, ...``, ``Currently, ...`` opening the claim, before a capital."""
_INSIDE_RX = re.compile(
    r",?\s+(?:currently|presently|at present|right now)(?=[\s,.;:])"
    r"|(?<![Bb]y)(?<![Uu]ntil)(?<![Tt]ill)(?<![Ff]rom)(?<![Ff]or)(?<![Jj]ust)(?<![Tt]han)"
    r"(?<![Aa]s)(?<![Ss]ince)(?<![Ee]ven)(?<!\b[Aa])(?<!\b[Aa]n)(?<!\b[Tt]he)(?<![\d%])\s+now(?=[\s,.;:])(?!\s+that\b|\s+on\b|[,.;:]?\s*\u201d)"
)
"""A present-time adverb inside the claim (``is currently held``, ``now faces``); ``now``
not after ``by``/``until``/``from``/``for``/``just``/``than``/``as``/``since``/``even`` or an
article (``a now fiftysomething Dion``: her age today, in a claim of May 2019) or a figure
(``from around 20% now to 24% by ...``: the day a comparison starts from), not
before ``that`` (a conjunction) or ``on`` (``from now on``)."""
_QUOTED_RX = re.compile(r"[\"\u201c\u201d]")


def without_now(claim: str) -> str:
    """``claim`` without its ``now``/``currently``/``at present`` adverbs (see module);
    ``claim`` itself when it has none it can lose, or when it quotes someone."""
    if _QUOTED_RX.search(claim):
        return claim  # '"I now do recall," he said.': the speaker's words, as said
    out = _OPENING_RX.sub("", claim)
    if out != claim:
        out = out[:1].upper() + out[1:]
    out = _INSIDE_RX.sub("", out)
    return re.sub(r"\s+([,.;:])", r"\1", out)
