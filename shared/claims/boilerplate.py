"""A page's furniture written as a sentence: a pitch, a credit or a notice, not its story.

News pages carry sentences that are about the publication, not the world, and pass every
test of a declarative sentence: a membership pitch (``NRPLUS members help keep NR going.``,
``Subscribers like you make our journalism possible.``), a photo credit fused into the text
(``... on Monday. (AP Photo/Michel Euler)``, ``Photo by Jane Doe/Getty Images``), a wire
service's or publisher's notice (``This material may not be published, broadcast,
rewritten or redistributed.``, ``All rights reserved.``). ``boilerplate(sentence)`` tells
them by these fixed shapes of language; a story about subscribers or a photographer
(``The paper's subscribers fell by 4% in 2019``, ``The photo was taken in 1945``) is none.
"""

from __future__ import annotations

import re

__all__ = ["BOILERPLATE", "boilerplate"]

BOILERPLATE = "boilerplate"
"""The reason counted for each such sentence."""

_PITCH_RX = re.compile(
    r"\b(?:members|subscribers|supporters|donors|readers|patrons)\s+(?:like\s+you\s+)?"
    r"(?:help|helps|make|makes|keep|keeps|support|supports|fund|funds|power|powers)\b"
    r"[^.]{0,60}?\b(?:going|possible|alive|free|independent|journalism|reporting|running|"
    r"afloat)\b",
    re.IGNORECASE,
)
"""Readers asked to pay: ``members help keep NR going``, ``supporters make it possible``."""
_CREDIT_RX = re.compile(
    r"\((?:[A-Z][\w.]*\s+)?(?:Photo|Image|Picture|Video|Illustration)s?(?:\s+credit)?\s*"
    r"(?:/|:|by\b)[^)]*\)"
    r"|^\(?(?:Photo|Image|Picture|Illustration)s?(?:\s+credit)?\s*(?::|by\b|/)"
    r"|\b(?:AP|AFP|EPA|Reuters|Getty|Xinhua)\s+(?:Photo|Images?)\s*/"
    r"|\((?:Getty Images|Shutterstock|iStock|File photo)\)",
)
"""A photo credit: ``(AP Photo/Michel Euler)``, ``Photo by ...``, ``(Getty Images)``; a
wire's name alone in brackets is a dateline's (``LOS ANGELES (Reuters) - ...``), no credit."""
_NOTICE_RX = re.compile(
    r"\bAll rights reserved\b|\bmay not be (?:published|reproduced|broadcast|rewritten|"
    r"redistributed|copied)\b|\bThis (?:article|story|report) (?:was|has been) "
    r"(?:updated|corrected|amended)\b|\bcontributed to this (?:report|story|article)\b",
    re.IGNORECASE,
)
"""A publisher's notice: rights, a correction or update note, a reporting credit."""


def boilerplate(sentence: str) -> bool:
    """``sentence`` is page furniture, a pitch, credit or notice (module docstring)."""
    return bool(
        _PITCH_RX.search(sentence) or _CREDIT_RX.search(sentence) or _NOTICE_RX.search(sentence)
    )
