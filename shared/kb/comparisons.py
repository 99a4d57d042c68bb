"""One-question comparisons across two pages: which value is larger, and by how much.

Values are compared only when each states one figure of the same kind (money in one
currency, a percentage, a duration, a count of the same noun) and the two facts name the
same thing (their labels share the head noun: *return window* and *defective window*).
Ranges (``1–2 business days``) are not compared: "longer" has no single answer there.
"""

from __future__ import annotations

import re

from shared.kb.candidates import KbContext
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Fact
from shared.kb.phrasing import lower_phrase, strip_terminal
from shared.kb.table_questions import format_amount
from shared.kb.tables import Table
from shared.text.numbers import Quantity, compatible, find_quantities

__all__ = ["compare_facts", "compare_rate_cells", "lead_quantity", "package_phrase",
           "region_pieces"]

_PRICE_HEADS = frozenset({"fee", "cost", "price", "charge", "surcharge", "shipping", "rate"})
_RANGE = re.compile(r"\d\s*(?:–|—|-|to)\s*\$?\d")
_PIECE_SPLIT = re.compile(r",\s*|\s+and\s+|\s+or\s+")

FactOn = tuple[Fact, Page, KbContext]
"""A fact, the page stating it and the KB context (for how to name it)."""


def lead_quantity(value: str) -> Quantity | None:
    """The one figure of a value (money, percent, duration, count); none for ranges."""
    if _RANGE.search(value):
        return None
    found = find_quantities(value)
    if len(found) != 1 or found[0].kind == "number":
        return None
    return found[0]


def _named(fact: Fact, page: Page, context: KbContext) -> str:
    label = lower_phrase(fact.label)
    return f"the {label}" if context.label_is_unique(fact.label) else (
        f"the {label} in the {page.title}"
    )


def _comparative_word(head: str, q: Quantity) -> str:
    if q.kind == "measure" and q.dimension == "time":
        return "longer"
    if q.kind == "money" and head in _PRICE_HEADS:
        return "more expensive"
    return "higher" if q.kind in ("money", "percent") else "larger"


def compare_facts(first: FactOn, second: FactOn, *, current: bool = False
                  ) -> tuple[str, str] | None:
    """``Which is longer, the A or the B?`` and its answer; none when not comparable."""
    (fact_a, page_a, context), (fact_b, page_b, _) = first, second
    if fact_a.label.lower() == fact_b.label.lower():
        return None
    head = fact_a.label.split()[-1].lower()
    if fact_b.label.split()[-1].lower() != head:
        return None
    qa, qb = lead_quantity(fact_a.value), lead_quantity(fact_b.value)
    if qa is None or qb is None or not compatible(qa, qb) or qa.base_value == qb.base_value:
        return None
    word = _comparative_word(head, qa)
    name_a, name_b = _named(fact_a, page_a, context), _named(fact_b, page_b, context)
    lead = f"Under the current {page_a.title}, which" if current else "Which"
    query = f"{lead} is {word}, {name_a} or {name_b}?"
    big, small = ((fact_a, page_a, name_a), (fact_b, page_b, name_b)) if (
        qa.base_value > qb.base_value) else ((fact_b, page_b, name_b), (fact_a, page_a, name_a))
    answer = (
        f"{big[2][0].upper()}{big[2][1:]}: {strip_terminal(big[0].value)} ({big[1].title}), "
        f"against {strip_terminal(small[0].value)} for {small[2]} ({small[1].title})."
    )
    return query, answer


def _money(cell: str) -> Quantity | None:
    q = lead_quantity(cell)
    return q if q is not None and q.kind == "money" else None


def compare_rate_cells(first: tuple[str, str], second: tuple[str, str], where: str
                       ) -> tuple[str, str] | None:
    """``How much more does A cost than B for <where>?`` from two price cells."""
    (name_a, cell_a), (name_b, cell_b) = first, second
    qa, qb = _money(cell_a), _money(cell_b)
    if qa is None or qb is None or not compatible(qa, qb) or qa.value == qb.value:
        return None
    (more, more_cell, q_more), (less, less_cell, q_less) = sorted(
        ((name_a, cell_a, qa), (name_b, cell_b, qb)), key=lambda x: -x[2].value
    )
    diff = format_amount(round(q_more.value - q_less.value, 2), True)
    query = f"How much more does {more} cost than {less} for {where}?"
    answer = f"{diff} more: {more} costs {more_cell} and {less} costs {less_cell}."
    return query, answer


def package_phrase(table: Table, row_key: str, column: str) -> str:
    """``a package weighing 1.01–5 lb to Zone B`` for weight tables; ``<row> (<column>)``."""
    if "weight" in table.headers[0].lower():
        return f"a package weighing {lower_phrase(row_key)} to {column}"
    return f"{row_key} ({column})"


def region_pieces(cell: str) -> list[str]:
    """Named places listed in a cell (``West Coast, Alaska and Hawaii`` -> three names).

    Two-letter codes, pieces with digits and lower-case words are left out.
    """
    text = cell.split(":", 1)[-1] if ":" in cell else cell
    pieces = []
    for piece in _PIECE_SPLIT.split(text.strip().rstrip(".")):
        words = piece.split()
        if not 1 <= len(words) <= 3 or any(ch.isdigit() for ch in piece):
            continue
        if len(piece) <= 2 or not words[0][:1].isupper():
            continue
        pieces.append(piece)
    return pieces
