"""A paragraph title naming one season, volume or numbered edition of a series (``The
Amazing Race Canada 1``, ``The Simpsons (season 28)``, ``The Amazing Race 1 (China)``):
its subject is that part, not the whole series.

``main_entity`` reads such a title as the series' name (``Amazing Race Canada``), and the
rewriter then writes ``The show was hosted by ...`` (the season's host) as ``Amazing Race
Canada was hosted by ...``: a fact of the series the span does not state (judgments16
claims_b_final #1). ``scoped_entity(title, entity, text)`` gives the name a claim may
write for the page's subject: the first sentence's own subject when it names the part
(``The first season of The Amazing Race Canada``), the entity when it keeps the title's
number, else ``None`` (no name: a description or a pronoun is not rewritten as the series).
"""

from __future__ import annotations

import re

__all__ = ["scoped_entity"]

_SCOPE_RX = re.compile(
    r"(?:\s+(?:[Ss]eason|[Ss]eries|[Vv]olume|Vol\.|[Pp]art|[Bb]ook|[Ee]dition)?\s*"
    r"(?:\d{1,3}|[IVX]{1,4})|\s*\((?:season|series|volume|edition|part)\s+\d{1,3}\))"
    r"(?:\s*\([A-Z][^()]*\))?$"
)
"""A title's trailing part number (``Canada 1``, ``Season 3``, ``Vol. 2``, ``(season 28)``),
with a country or network disambiguator after it (``1 (China)``)."""
_PART_LEAD_RX = re.compile(
    r"(?P<part>The\s+(?:[a-z]+(?:-[a-z]+)?|\d+(?:st|nd|rd|th))\s+"
    r"(?:season|series|edition|installment|instalment|volume|part|cycle)\s+of\s+"
    r"(?:the\s+[A-Za-z][\w -]{0,40}?\s+)?[\"\u201c]?[A-Z][^.,;:!?]{0,80}?)[\"\u201d]?"
    r"(?=\s+(?:is|was|are|were|began|premiered|aired|features|featured)\b)"
)
"""A first sentence opening on the part (``The first season of The Amazing Race Canada
was``, ``The twenty-eighth season of the animated television series "The Simpsons" began``)."""


def scoped_entity(title: str | None, entity: str | None, text: str) -> str | None:
    """The name for the subject of a page titled ``title`` (a part of a series) whose main
    entity was read as ``entity``; ``entity`` itself for any other title or an entity that
    keeps the title's number."""
    if not title or entity is None:
        return entity
    scope = _SCOPE_RX.search(title)
    if scope is None or scope.start() == 0:
        return entity
    number = re.search(r"\d{1,3}|[IVX]{1,4}", scope.group())
    assert number is not None, scope.group()
    if re.search(rf"(?<![\w]){re.escape(number.group())}(?![\w])", entity):
        return entity  # "The Amazing Race 18": the title's number is in the name
    lead = _PART_LEAD_RX.match(text.lstrip("\"'\u201c "))
    if lead is not None and entity in lead.group("part"):
        part = lead.group("part").strip()
        for opening, closing in (('"', '"'), ("\u201c", "\u201d")):
            if (part.count(opening) + (part.count(closing) if closing != opening else 0)) % 2:
                part += closing  # 'the series "The Simpsons': the quotation closed
        return part
    return None
