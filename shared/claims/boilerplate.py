"""A page's furniture written as a sentence: a pitch, a credit or a notice, not its story.

News pages carry sentences that are about the publication, not the world, and pass every
test of a declarative sentence: a membership pitch (``NRPLUS members help keep NR going.``,
``Subscribers like you make our journalism possible.``), a photo credit fused into the text
(``... on Monday. (AP Photo/Michel Euler)``, ``Photo by Jane Doe/Getty Images``), a wire
service's or publisher's notice (``This material may not be published, broadcast,
rewritten or redistributed.``, ``All rights reserved.``). ``boilerplate(sentence)`` tells
them by these fixed shapes of language; a story about subscribers or a photographer
(``The paper's subscribers fell by 4% in 2019``, ``The photo was taken in 1945``), a club's
members (``Its members help keep the tradition alive``) or a ban on publishing (``The
court ruled the photos may not be published``) is none.
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
"""Readers asked to pay: ``members help keep NR going``, ``supporters make it possible``;
a pitch only with an address to the reader or the publication's own words (``_pitch``)."""
_ADDRESS_RX = re.compile(r"\b(?:you|your|our|us|we)\b", re.IGNORECASE)
"""The reader or the publication addressed: ``like you``, ``our journalism``."""
_OPENING_RX = re.compile(r"^\s*(?:(?:And|But|So|Also|Plus),?\s+)?(?:[A-Za-z]+ly,?\s+)?"
                         r"(?:[A-Z0-9+]{2,}\s+)?(?:members|subscribers|supporters|donors|"
                         r"readers|patrons)\b", re.IGNORECASE)
"""A bare plural subject opening the sentence, after at most a conjunction, an adverb and a
publication's all-caps name (``And importantly, NRPLUS members``): not ``Its members``,
``The Guild's members``."""
_OWN_WORDS_RX = re.compile(r"\b(?:journalism|reporting|newsroom|journalists)\b|\b[A-Z]{2,}\b")
"""The publication's own words: its journalism, or its all-caps name (``NR``)."""
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
    r"\bAll rights reserved\b|\bThis\s+(?:material|article|story|content|report|video|"
    r"photo|image|page)\s+may\s+not\s+be\s+(?:published|reproduced|broadcast|rewritten|"
    r"redistributed|copied)\b|\bThis (?:article|story|report) (?:was|has been) "
    r"(?:updated|corrected|amended)\b|\bcontributed to this (?:report|story|article)\b",
    re.IGNORECASE,
)
"""A publisher's notice: rights, a correction or update note, a reporting credit; the
``may not be published`` notice only of ``This material/article/story`` (``The court ruled
the photos may not be published`` is a fact)."""


def boilerplate(sentence: str) -> bool:
    """``sentence`` is page furniture, a pitch, credit or notice (module docstring)."""
    return _pitch(sentence) or bool(_CREDIT_RX.search(sentence) or _NOTICE_RX.search(sentence))


def _pitch(sentence: str) -> bool:
    """A membership pitch (``_PITCH_RX``) addressing the reader (``Subscribers like you make
    our reporting possible``), or opening on its bare plural subject and naming the
    publication's own work (``NRPLUS members help keep NR going``). ``Its members help keep
    the tradition alive`` is a fact about a club (code review 16, M3)."""
    found = _PITCH_RX.search(sentence)
    if found is None:
        return False
    if _ADDRESS_RX.search(found.group()):
        return True
    return (_OPENING_RX.match(sentence) is not None
            and _OWN_WORDS_RX.search(sentence, found.start()) is not None)
