"""Tier-2 items over one table: the sum of two or three rows of a numeric column, the row
with the largest value, and the rows the table lists.

A numeric column is one whose cells each hold exactly one figure (``cell_quantity``), all
of compatible units; a qualified cell (``up to $766,865``) may give a maximum, never a sum.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator, Sequence

from services.gold.drafts import candidate, header_noun, quoted, row_name, topic
from services.gold.facts import CellFact, make_fact
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem
from shared.text.formatting import format_amount
from shared.text.numbers import Quantity, compatible, find_quantities

__all__ = ["cell_quantity", "table_items"]


_QUALIFIED = re.compile(r"\b(up to|about|approximately|over|under|at least|at most|~)\b", re.I)


def _row_noun(header: str) -> str:
    """A row header as the noun naming a row (``Action`` -> ``action``), else ``row``."""
    word = topic(header).strip()
    return word.lower() if word and len(word.split()) <= 3 and not re.search(r"\d", word) \
        else "row"


def _plural(noun: str) -> str:
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es" if not noun.endswith("s") else noun
    return noun[:-1] + "ies" if noun.endswith("y") and noun[-2:-1] not in "aeiou" else noun + "s"


def cell_quantity(cell: str, *, qualified: bool = False) -> Quantity | None:
    """The one figure of a table cell, if it has exactly one.

    A qualified cell ("Up to $766,865", "about 40") gives its figure only with
    ``qualified=True``: a maximum may read it (the qualifier is kept in the answer), a sum
    may not (an "up to" amount has no exact total).
    """
    match = _QUALIFIED.search(cell)
    if match is not None and not qualified:
        return None
    bare = _QUALIFIED.sub("", cell).strip(" .") if match is not None else cell.strip(" .")
    found = find_quantities(cell)
    return found[0] if len(found) == 1 and found[0].text.strip() == bare else None


def _numeric_columns(cells: Sequence[CellFact], *, qualified: bool = False
                     ) -> dict[int, list[tuple[CellFact, Quantity]]]:
    columns: dict[int, list[tuple[CellFact, Quantity]]] = {}
    mixed: set[int] = set()
    for cell in cells:
        q = cell_quantity(cell.cell, qualified=qualified)
        if q is not None:
            columns.setdefault(cell.column, []).append((cell, q))
        elif _QUALIFIED.search(cell.cell) and find_quantities(cell.cell):
            mixed.add(cell.column)
    return {c: v for c, v in columns.items() if len(v) >= 2 and c not in mixed
            and all(compatible(v[0][1], q) for _, q in v)}  # fmt: skip


def table_items(chunk: Chunk, cells: Sequence[CellFact], rand: random.Random,
                 skips: Counter[str]) -> Iterator[QAItem]:
    table = chunk.table
    if table is None or not table.rows or table.key_value:
        return
    name = f"the table of {topic(table.title)}" if table.title else "the table"
    exact = _numeric_columns(cells)
    highest: set[str] = set()
    for column, values in sorted(_numeric_columns(cells, qualified=True).items()):
        header = table.headers[column]
        noun = header_noun(header)
        if noun is None or any(row_name(c.row_label) is None for c, _ in values):
            skips["table sum/maximum: the header or a row label is not a noun phrase"] += 1
            continue
        for size in (2, 3) if column in exact else ():
            if len(values) < size:
                continue
            picks = sorted(rand.sample(values, size), key=lambda v: v[0].row)
            total = sum(q.value for _, q in picks)
            like = picks[0][1]
            answer = format_amount(total, like)
            labels = [c.row_label for c, _ in picks]
            joined = ", ".join(labels[:-1]) + f" and {labels[-1]}"
            steps = [f"Take the {header} of {quoted(c.row_label)}: {q.text}." for c, q in picks]
            steps.append("Add them: " + " + ".join(q.text for _, q in picks) + f" = {answer}.")
            yield candidate(
                question=f"What is the combined {noun} of {joined} in {name}?",
                answer=answer, answer_type="definitive", tier=2, source_type="table",
                facts=[c.fact for c, _ in picks], steps=steps, template="table_sum",
                computed={"op": "sum", "value": repr(total)},
            )  # fmt: skip
        best = max(values, key=lambda v: v[1].base_value)
        if best[0].row_label in highest:
            # "the highest labor cost", "... parts cost", "... cost per product": one row
            # answering three questions tests one lookup, asked once
            skips["table maximum: the same row is the highest in an earlier column"] += 1
        elif sum(1 for _, q in values if q.base_value == best[1].base_value) == 1:
            highest.add(best[0].row_label)
            listed = ", ".join(c.cell.rstrip(". ") for c, _ in values)
            yield candidate(
                question=f"Which {_row_noun(table.headers[0])} in {name} has the highest "
                         f"{noun}?",
                answer=best[0].row_label, answer_type="definitive", tier=2, source_type="table",
                facts=[c.fact for c, _ in values], template="table_max",
                steps=[f"Compare the {header} values: {listed}.",
                       f"The largest of {listed} is {best[0].cell.rstrip('. ')}, in the row "
                       f"{quoted(best[0].row_label)}."],
                computed={"op": "max", "value": repr(best[1].base_value)},
            )  # fmt: skip
    labels = [row[0].rstrip(". ") for row in table.rows if row and row[0].strip()]
    if not table.title:
        skips["table rows: the table has no title to name it by"] += 1
    elif 2 <= len(labels) <= 12:
        first = table.headers[0] or "row"
        facts = [
            make_fact(chunk, 900 + i, f"{name[0].upper()}{name[1:]} has a row {quoted(label)}.",
                      label, chunk.text.find(label) if label in chunk.text else None,
                      "declarative")
            for i, label in enumerate(labels)
        ]  # fmt: skip
        about = topic(table.title) if table.title else "the table"
        yield candidate(
            question=f"Which {_plural(_row_noun(first))} does the table of {about} list?",
            answer="\n".join(f"- {label}" for label in labels), answer_type="list", tier=2,
            source_type="table", facts=facts, template="table_rows",
        )  # fmt: skip
