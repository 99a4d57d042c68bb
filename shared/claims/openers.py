"""Capitalised words that may open a sentence or a phrase before a name without being a
word of it (``In Europe, Acme ...``, ``The Acme group``, ``Its Oslo office``): the one list
the name readers share (``renamed``, ``short_names``, ``org_names``), each adding the words
of its own kind of name.
"""

from __future__ import annotations

__all__ = ["OPENERS", "OPENERS_PLURAL"]

OPENERS = frozenset(
    """The A An In On At For But And As After Before While When Since Under With By From
    Its Their His Her Our This That""".split()  # noqa: SIM905
)
"""Articles, prepositions, conjunctions and determiners that open a sentence before a name."""
OPENERS_PLURAL = OPENERS | {"These", "Those"}
"""``OPENERS`` with the plural demonstratives (``These Acme jets``)."""
