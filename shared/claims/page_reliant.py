"""Claims that lean on the page without saying so.

- ``demonstrative_subject(claim)``: a demonstrative ``that``/``this``/``these``/``those``
  standing for a clause or thing of another sentence (``Volkswagen estimates that could be
  more like 300 miles``, ``This means ...``): the claim cannot say what it points at;
- ``bare_quotation(claim)``: all the claim says after its verb is a quotation (``warned
  that there is "absolutely no room for compromise"``): its topic is on the page only;
- ``unsourced_share(claim)``: a population share (``Seventy-eight percent of Americans
  live ...``) with no source, survey or attribution in the claim: a statistic needs its
  source to be a fact a reader can check.
"""

from __future__ import annotations

import re

from shared.claims.page_lines import CONTENT_RX, STOP_WORDS
from shared.claims.quoted import QUOTED_RX
from shared.claims.verbs import is_finite_verb

__all__ = ["bare_quotation", "demonstrative_subject", "unsourced_share"]

_DEMONSTRATIVE_RX = re.compile(
    r"(?:^|(?<=[,;:]\s)|\b(?P<verb>[A-Za-z]+)\s+)(?P<dem>[Tt]hat|[Tt]his|[Tt]hese|[Tt]hose)\s+"
    r"(?P<next>could|would|will|can|may|might|must|should|shall|is|was|are|were|has|had|have|"
    r"means|meant|makes|made|marks|marked|comes|came|puts|put|brings|brought|leaves|left|"
    r"includes|included|represents|represented)\b"
)
"""``that``/``this`` as a subject: at the start of a clause, or right after a verb
(``estimates that could be``), followed by its own verb; never after a noun, where
``that`` opens a relative clause (``the car that is red``)."""
_OBJECT_RX = re.compile(
    r"\b(?P<verb>[a-z]+)\s+(?:that|this|these|those)\s+(?:up|down|out|back|off|over|around)\b"
)
"""``brought that up to about 43 dBa``: a demonstrative object before its particle."""


def demonstrative_subject(claim: str) -> bool:
    """``claim`` has a demonstrative subject pointing at another sentence (module docstring)."""
    bare = QUOTED_RX.sub(lambda m: "Q" * len(m.group(0)), claim)
    if any(is_finite_verb(m.group("verb")) for m in _OBJECT_RX.finditer(bare)):
        return True
    for found in _DEMONSTRATIVE_RX.finditer(bare):
        verb = found.group("verb")
        if verb is None or is_finite_verb(verb) or verb.lower() in _REPORTING:
            return True
    return False


def bare_quotation(claim: str) -> bool:
    """What ``claim`` says after its first verb is a quotation of three words or more (no
    title) and words that name nothing: ``the
    People's Daily warned that there is "absolutely no room for compromise"`` (on what?),
    ``Grisham has given "plenty of on-the-record statements ..."``. The quotation's topic
    is in the page, not in the claim."""
    if QUOTED_RX.search(claim) is None:
        return False
    words = claim.split()
    verb = next((i for i, w in enumerate(words) if i > 0 and is_finite_verb(w.strip(",."))), None)
    if verb is None:
        return False
    after = " ".join(words[verb + 1 :])
    quoted = [m for m in QUOTED_RX.finditer(after)
              if len(m.group(0).split()) >= 3 and _unless_title(m) == " "]  # fmt: skip
    if not quoted:
        return False
    rest = _DATED_RX.sub(" ", QUOTED_RX.sub(_unless_title, after))
    return not [w for w in CONTENT_RX.findall(rest)
                if w.lower() not in STOP_WORDS and w.lower() not in _EMPTY]  # fmt: skip


def _unless_title(found: re.Match[str]) -> str:
    """A quotation gone, unless it is a title (most of its words capitalised)."""
    words = CONTENT_RX.findall(found.group(0))
    capitalised = [w for w in words if w[:1].isupper()]
    return found.group(0) if words and 2 * len(capitalised) >= len(words) else " "


_EMPTY = frozenset({"been", "being", "there", "that", "this", "those", "these", "given",
                    "made", "says", "said", "told", "called", "described", "added", "also",
                    "once", "widely", "often"})  # fmt: skip
"""Words after a verb that name no topic."""


_DATED_RX = re.compile(r"\((?:as of|reported)[^)]*\)|\b(?:on|in)\s+[A-Z][a-z]+day\b[^,.]*")
"""An appended report date (``(as of November 18, 2019)``) or a day: no topic."""


_REPORTING = frozenset({"says", "said", "estimates", "estimated", "believes", "believed",
                        "thinks", "expects", "expected", "argues", "argued", "notes", "noted",
                        "adds", "added", "predicts", "predicted", "claims", "claimed"})  # fmt: skip
"""Verbs of saying and thinking, in case the verb lexicon lacks one of them."""

_SHARE_RX = re.compile(
    r"(?:\b\d[\d.,]*\s*(?:%|percent\b|per\s+cent\b)|\b[A-Za-z-]+\s+(?:percent|per\s+cent)\b|"
    r"\b(?:one|two|three|four|five|six|seven|eight|nine)\s+in\s+(?:ten|five|four|three|\d+)\b|"
    r"\b(?:half|a\s+third|a\s+quarter|two-thirds|three-quarters|majority)\b)\s+of\s+"
    r"(?:all\s+|the\s+)?(?-i:[A-Z][a-z]+s|[a-z]+s|people|men|women|children)\b",
    re.IGNORECASE,
)
"""A share of a population (``78 percent of Americans``, ``one in five adults``)."""
_SOURCE_RX = re.compile(
    r"\b(?:according\s+to|said|says|say|reported|reports?|survey\w*|poll\w*|stud(?:y|ies)|"
    r"census|data|analysis|estimate[sd]?|found|find|finds|showed|shows|show|research\w*|"
    r"figures?|statistics?|index|report(?:ed)?)\b",
    re.IGNORECASE,
)
"""Words that give a statistic its source (``according to``, ``a Gallup poll``)."""


def unsourced_share(claim: str) -> bool:
    """``claim`` states a population share with no source (module docstring)."""
    return _SHARE_RX.search(claim) is not None and _SOURCE_RX.search(claim) is None

