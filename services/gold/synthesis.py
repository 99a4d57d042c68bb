"""Tier 2 (contained synthesis): several facts of one section or one table.

- table sum: the combined value of two or three rows of a numeric column, the raw cells as
  facts and the addition written out in the steps (``$85 + $85 = $170``);
- table maximum: which row has the largest value of a numeric column;
- table rows: which rows (actions, items ...) the table lists -> ``list``;
- list: the items of a bulleted list in one section -> ``list``;
- procedure: the items of a numbered list, or paragraphs numbered ``(1)``, ``(2)`` ... that
  prescribe actions -> ``instructional``;
- section summary: three key statements of one section condensed -> ``summary``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence

from services.gold.drafts import candidate, quoted, topic
from services.gold.facts import CellFact, DocFacts, make_fact
from shared.longdoc.model import Chunk
from shared.messages.qa import QAItem, UsedClaim
from shared.text.formatting import format_amount
from shared.text.numbers import Quantity, compatible, find_quantities

__all__ = ["cell_quantity", "synthesis_items"]

_QUALIFIED = re.compile(r"\b(up to|about|approximately|over|under|at least|at most|~)\b", re.I)
_NUMBERED = re.compile(r"^\(?(\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+")


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


def _table_items(chunk: Chunk, cells: Sequence[CellFact], rand: random.Random) -> Iterator[QAItem]:
    table = chunk.table
    if table is None or not table.rows:
        return
    name = f"the table of {topic(table.title)}" if table.title else "the table"
    exact = _numeric_columns(cells)
    for column, values in sorted(_numeric_columns(cells, qualified=True).items()):
        header = table.headers[column]
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
                question=f"What is the combined {topic(header)} of {joined} in {name}?",
                answer=answer, answer_type="definitive", tier=2, source_type="table",
                facts=[c.fact for c, _ in picks], steps=steps, template="table_sum",
                computed={"op": "sum", "value": repr(total)},
            )  # fmt: skip
        best = max(values, key=lambda v: v[1].base_value)
        if sum(1 for _, q in values if q.base_value == best[1].base_value) == 1:
            listed = ", ".join(c.cell.rstrip(". ") for c, _ in values)
            yield candidate(
                question=f"Which row of {name} has the highest {topic(header)}?",
                answer=best[0].row_label, answer_type="definitive", tier=2, source_type="table",
                facts=[c.fact for c, _ in values], template="table_max",
                steps=[f"Compare the {header} values: {listed}.",
                       f"The largest of {listed} is {best[0].cell.rstrip('. ')}, in the row "
                       f"{quoted(best[0].row_label)}."],
                computed={"op": "max", "value": repr(best[1].base_value)},
            )  # fmt: skip
    labels = [row[0].rstrip(". ") for row in table.rows if row and row[0].strip()]
    if 2 <= len(labels) <= 12:
        first = table.headers[0] or "row"
        facts = [
            make_fact(chunk, 900 + i, f"{name[0].upper()}{name[1:]} has a row {quoted(label)}.",
                      label, chunk.text.find(label) if label in chunk.text else None,
                      "declarative")
            for i, label in enumerate(labels)
        ]  # fmt: skip
        about = topic(table.title) if table.title else "the table"
        yield candidate(
            question=f"Which {topic(first)} entries does the table of {about} list?",
            answer="\n".join(f"- {label}" for label in labels), answer_type="list", tier=2,
            source_type="table", facts=facts, template="table_rows",
        )  # fmt: skip


def _lists(chunk: Chunk, facts: Sequence[UsedClaim]) -> Iterator[QAItem]:
    items = [b for b in chunk.blocks if b.kind == "list_item"]
    numbered = [b for b in chunk.blocks if b.kind == "paragraph" and _NUMBERED.match(b.text)]
    where = f"the section on {topic(chunk.heading)}" if chunk.heading else (
        f"page {chunk.pages[0]}")
    ordered = [b for b in items if b.ordered] or (numbered if len(numbered) >= 2 else [])
    bullets = [b for b in items if not b.ordered]
    if 2 <= len(bullets) <= 10:
        item_facts = [make_fact(chunk, 800 + i, b.text, b.text, chunk.text.find(b.text))
                      for i, b in enumerate(bullets)]  # fmt: skip
        yield candidate(
            question=f"Which {len(bullets)} points does {where} list?",
            answer="\n".join(f"- {b.text}" for b in bullets), answer_type="list", tier=2,
            facts=item_facts, template="bullets",
        )  # fmt: skip
    if 2 <= len(ordered) <= 12:
        step_facts = [make_fact(chunk, 700 + i, b.text, b.text, chunk.text.find(b.text),
                                "prescriptive") for i, b in enumerate(ordered)]  # fmt: skip
        texts = [_NUMBERED.sub("", b.text) for b in ordered]
        yield candidate(
            question=f"What steps does {where} prescribe, in order?",
            answer="\n".join(f"{i}. {t}" for i, t in enumerate(texts, 1)),
            answer_type="instructional", tier=2, facts=step_facts, template="procedure",
        )  # fmt: skip


def _summary(chunk: Chunk, facts: Sequence[UsedClaim]) -> QAItem | None:
    if not chunk.heading or len(facts) < 3:
        return None
    def weight(f: UsedClaim) -> int:
        return len(find_quantities(f.claim)) + (f.category != "declarative")

    ranked = sorted(facts, key=lambda f: (-weight(f), f.claim_id))
    chosen = sorted(ranked[:3], key=lambda f: facts.index(f))
    return candidate(
        question=f"Summarize the section on {topic(chunk.heading)}.",
        answer=" ".join(f.claim for f in chosen), answer_type="summary", tier=2, facts=chosen,
        steps=[f"Collect the main statements of the section {quoted(chunk.heading)}.",
               "Give them as a short overview, in document order."],
        opinions=[f"Choosing these {len(chosen)} statements as the section's main points is "
                  "an editorial judgment."],
        template="section_summary",
    )  # fmt: skip


def synthesis_items(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    """Every tier-2 candidate of the document."""
    for chunk in facts.doc.chunks:
        own = facts.by_chunk.get(chunk.chunk_id, [])
        if chunk.kind == "table":
            yield from _table_items(chunk, facts.cells.get(chunk.chunk_id, []), rand)
        elif chunk.kind == "text":
            yield from _lists(chunk, own)
            summary = _summary(chunk, own)
            if summary is not None:
                yield summary
