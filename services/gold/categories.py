"""Sorting atomic facts into the gold plan's six categories, by rule.

First match wins, most specific first: *attributed* (someone said, stated, argued, a
quotation or "according to"), *definition* ("is defined as", "means", "refers to", "is
known as", "the term"), *prescriptive* (must, shall, should, is required, may not, is
prohibited, would require, comply), *causal_relational* (a causal cue from
``shared.text.causal``, or "is part of", "depends on", "consists of"), *quantitative_qualitative*
(a number with a unit or a measured attribute), else *declarative* (a state or event).
"""

from __future__ import annotations

import re

from shared.messages.qa import FactCategory
from shared.text.causal import has_causal
from shared.text.numbers import find_quantities

__all__ = ["classify_fact"]

_ATTRIBUTED = re.compile(
    r"\b(said|says|stated|states|argued|argues|claimed|claims|noted|notes|told|"
    r"believes|believed|according to|in (his|her|their) (view|words)|commented|remarked|"
    r"warned|acknowledged|wrote)\b|[\"“”]\s*\w[^\"“”]{8,}[\"“”]",
    re.IGNORECASE,
)
_DEFINITION = re.compile(
    r"\b(is defined as|are defined as|means|refers to|refer to|is known as|are known as|"
    r"is called|are called|the term|is the term|stands for|is an abbreviation)\b",
    re.IGNORECASE,
)
_PRESCRIPTIVE = re.compile(
    r"\b(must|shall|should|is required|are required|required to|may not|must not|"
    r"is prohibited|are prohibited|would require|requires|comply|before further flight|"
    r"it is mandatory|need to|needs to)\b",
    re.IGNORECASE,
)
_RELATIONAL = re.compile(
    r"\b(is part of|are part of|depends on|consists of|is composed of|belongs to|"
    r"is linked to|is associated with|correlates with)\b",
    re.IGNORECASE,
)


def classify_fact(text: str) -> FactCategory:
    """The category of one fact (see the module docstring)."""
    if _ATTRIBUTED.search(text):
        return "attributed"
    if _DEFINITION.search(text):
        return "definition"
    if _PRESCRIPTIVE.search(text):
        return "prescriptive"
    if has_causal(text) or _RELATIONAL.search(text):
        return "causal_relational"
    if find_quantities(text):
        return "quantitative_qualitative"
    return "declarative"
