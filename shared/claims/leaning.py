"""Claims that lean on another sentence through a measure or an additive particle.

Two classes of language a reader holding only the claim cannot complete (issue 15, found
on news pages nobody tuned on):

- ``incomplete_measure``: a measure noun (estimate, forecast, projection, target,
  deadline; figure, rate, share, number, percentage, proportion, total, tally) as the head
  of its phrase with no complement saying what it measures. Two forms: a value noun whose
  ``of`` carries only the value (``has a working estimate of 2030``, ``set a deadline of
  June 30``: an estimate of what?), and a definite measure that ends its phrase before a
  verb or the clause's end (``the figure rose to 40 percent``, ``its share fell``). A
  complement (``the number of trains``, ``an estimate for the cost``, ``a deadline of
  June 30 for the deal``), a noun before the measure naming it (``the unemployment
  rate``) or a counted noun after the value (``a total of 40 people``) completes it.
- ``additive_reference``: an additive particle that sets the claim beside one of another
  sentence: ``Canada too is ...`` (a name with ``too`` before its verb, no commas: the
  comma aside ``, too,`` is taken out by ``parts``; ``likewise`` and ``similarly`` anywhere
  are ``standalone``'s, an earlier gate). A plain ``also`` stays: in a list of facts about
  one subject it adds to the subject's own facts, and the claim stands without the other
  sentence.
"""

from __future__ import annotations

import re

from shared.text.dates import MONTH_NAME

__all__ = ["leaning_reason"]

_GENERIC = (
    r"(?:(?:working|official|initial|original|revised|new|latest|current|final|overall|"
    r"early|earlier|rough|conservative|preliminary|updated|provisional|best|modest|"
    r"first|second|low|lower|high|higher)\s+)*"
)
"""Adjectives that grade a measure without saying what it measures."""
_VALUE = (
    r"(?:(?:about|around|roughly|nearly|almost|some|just|more than|less than|over|under|"
    r"up to|at least)\s+)?(?:\$|\u00a3|\u20ac)?\d[\d,.]*"
    rf"|{MONTH_NAME}(?:\s+\d{{1,2}})?(?:,?\s+\d{{4}})?\b"
)
_VALUE_NOUN_RX = re.compile(
    rf"\b(?:an?|the|its|their|his|her|our)\s+{_GENERIC}"
    r"(?:estimate|forecast|projection|target|deadline)\s+of\s+"
    rf"(?:{_VALUE})(?:[\d,\s]*(?:percent|per cent|%|million|billion|trillion|years?|"
    r"months?|days?))?(?=\s*(?:[.,;:!?)]|\(|$|\b(?:and|but|or)\b))",
    re.IGNORECASE,
)
"""``a working estimate of 2030`` (then the clause ends or moves on): of what?"""
_DEFINITE_MEASURE_RX = re.compile(
    rf"(?:^|[,;:]\s+|\b(?:and|but|while|as|when|after|before)\s+)"
    rf"(?:[Tt]he|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er)\s+{_GENERIC}"
    r"(?:figure|figures|rate|share|number|percentage|proportion|total|tally|estimate|"
    r"forecast|projection)\s+"
    r"(?:is|was|are|were|has|had|have|rose|fell|dropped|climbed|grew|increased|"
    r"decreased|declined|jumped|reached|stood|stands|remains|remained|hit|doubled|"
    r"tripled|halved|will|would|could|may|might|came|comes|topped|surpassed|exceeded)\b"
)
"""``the figure rose to 40 percent`` as a clause's subject: the figure of what?"""
_NAME = r"[A-Z][\w.'\u2019&-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w.'\u2019&-]*)*"
_ADDITIVE_RX = re.compile(
    rf"(?:^|[,;:]\s+|\b(?:and|but)\s+)(?:The\s+)?{_NAME}\s+too\s+(?!(?:much|many|few|"
    r"little|long|late|early|soon|far|often|small|large|big|high|low|young|old|close)\b)"
    r"[a-z]+"
)
"""``Canada too is``, ``The European Union too has``: as whom?"""


def leaning_reason(claim: str) -> str | None:
    """``incomplete_measure`` or ``additive_reference`` when ``claim`` leans on another
    sentence in one of the module's classes, else ``None``."""
    if _VALUE_NOUN_RX.search(claim) or _DEFINITE_MEASURE_RX.search(claim):
        return "incomplete_measure"
    if _ADDITIVE_RX.search(claim):
        return "additive_reference"
    return None
