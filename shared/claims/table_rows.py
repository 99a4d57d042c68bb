"""Sentences inside a table row: the row's first cell names what they are about.

A Wikipedia list renders as rows such as ``| 12:01 | 1993 | The second film adaptation of
... Office worker Barry Thomas is forced to relive the worst day of his life. |``. Read
alone, the plot sentence tells a fiction as a real fact and names no work. When the row
has a year cell (a list of works, events or people by year), its first cell is the work:
the claim becomes ``In 12:01 (1993), office worker Barry Thomas is forced to relive ...``,
and a leading ``It`` / ``This film`` is that work (``12:01 PM was nominated for an Academy
Award.``).

``table_row(text, start, sentence)`` finds the row of the sentence at ``start`` and gives
the sentence without the cells before it; ``Row.about(claim)`` names the work in a claim.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from shared.claims.verbs import is_finite_verb

__all__ = ["Row", "table_row"]

_YEAR_RX = re.compile(r"(?:1[5-9]|20)\d\d")
_LEADING_CELLS_RX = re.compile(r"^\s*\|(?:[^|\n]*\|)+\s*")
_WORK_RX = re.compile(
    r"^(?:It|This|That|The)(?:\s+(?:short|feature|animated|television|TV))?"
    r"(?:\s+(?:film|movie|series|book|novel|game|show|story|episode|play|album|song))?"
    r"(?=\s+(?:is|was|has|had|won|received|became|originally|also)\b)"
)
"""A subject that means the row's work: ``It was nominated``, ``This short film is``."""
_MAX_LABEL_WORDS = 8


@dataclass(frozen=True, slots=True)
class Row:
    """The table row a sentence sits in, and that sentence's own text."""

    label: str
    """The row's first cell: the work (or event, person) the row is about."""

    year: str
    """The row's year cell."""

    body: str
    """The sentence without the cells before it or the closing ``|``."""

    def subject(self, sentence: str) -> str:
        """``sentence`` with a leading ``It`` / ``This film`` written as the row's work."""
        found = _WORK_RX.match(sentence)
        if found is None:
            return sentence
        if found.group() in ("The", "That"):
            return sentence  # "The story is about ...": no noun that means the work
        return f"{self.label}{sentence[found.end() :]}"

    def about(self, claim: str, common: Callable[[str], bool]) -> str:
        """``claim`` naming the row's work (``In 12:01 (1993), office worker ...``), unless
        it names it already; its first word goes to lower case when ``common`` says it is a
        common word or a lower-case noun follows it (``Office worker``, not ``Indian
        Malayalam-language``)."""
        if self.label in claim:
            return claim
        first, _, rest = claim.partition(" ")
        second = rest.split(" ", 1)[0]
        noun_phrase = second[:1].islower() and not is_finite_verb(second)  # "Office worker"
        lower = first in ("A", "An", "The") or common(first) or noun_phrase
        acronym = len(first) > 1 and first.isupper()
        lead = first.lower() if lower and not acronym else first
        return f"In {self.label} ({self.year}), {lead} {rest}"


def table_row(text: str, start: int, sentence: str) -> Row | None:
    """The row of the sentence ``sentence`` found at offset ``start`` of ``text``, when it
    sits in a cell after the first of a table row that has a year cell; else ``None``."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    if not line.startswith("|"):
        return None
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    column = text[line_start:start].count("|") - 1
    before_body = _LEADING_CELLS_RX.match(sentence)
    if before_body is not None:
        column += before_body.group().count("|") - 1
    if column < 1 or len(cells) < 3:
        return None
    label = cells[0]
    years = [cell for cell in cells[1:column + 1] if _YEAR_RX.fullmatch(cell)]
    if not years or not label or len(label.split()) > _MAX_LABEL_WORDS or "." in label:
        return None
    body = sentence[before_body.end() :] if before_body is not None else sentence
    return Row(label, years[0], body.rstrip(" |"))
